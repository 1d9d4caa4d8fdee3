import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { formatFen } from '@/domain/format';
import { MilestoneKind, OrderChannel, OrderStatus } from '@/domain/order';
import { FilterForm } from '@/components/filter-form';
import { CHINESE_SELECT_ALL, listTableProps, StatusTabs } from '@/components/list-table';
import { amountColumn, byWhomColumn, deadlineColumn, numberColumn } from '@/components/list-columns';
import { RouteCell } from '@/components/order/order-cells';
import { nameListTotal } from '@/components/order/order-facts';
import { OrderStatusTag, MilestoneStageTag } from '@/components/order/order-status-tag';
import { ExportButton } from '@/components/export-button';
import { Page } from '@/components/page';
import { TwoLines } from '@/components/two-lines';
import type { OrderSummary } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useList } from '@/lib/list-kit';
import { exportOrders, exportQuery, teamOrderList } from './api';
import { BatchCancelDialog } from './batch-cancel';
import { permits, TEAM_ORDER_ACTIONS } from '@/components/actions/registry';

export const loader = teamOrderList.loader;

const COLUMNS: ColumnsType<OrderSummary> = [
  numberColumn({ title: '订单号', width: 104, no: (row) => row.orderNo, to: (row) => href('teamOrderDetail', { orderNo: row.orderNo }) }),
  {
    title: '团队名称 / 渠道',
    key: 'group',
    width: 150,
    ellipsis: true,
    // The column's ellipsis cuts a long name; the whole name shows under the pointer (the browser's own tip).
    render: (_, row) => (
      <TwoLines
        main={
          <div className="cell-ellipsis" title={row.groupName}>
            {row.groupName}
          </div>
        }
        sub={OrderChannel.label(row.channel)}
      />
    ),
  },
  {
    title: '航线 / 航班',
    key: 'route',
    width: 160,
    render: (_, row) => <RouteCell order={row} />,
  },
  {
    title: '名单 / 人数',
    key: 'seats',
    width: 96,
    render: (_, row) => (
      <TwoLines
        main={`${row.namedCount}/${nameListTotal(row)}`}
        sub={`占座 ${row.groupCount}${row.infantCount > 0 ? ` · 婴儿 ${row.infantCount}` : ''}`}
      />
    ),
  },
  amountColumn({ title: '金额', width: 124, amount: (row) => row.totalAmount, sub: (row) => `已付 ${formatFen(row.paidAmount)}` }),
  {
    title: '订单状态 / 定金 · 付款',
    key: 'stages',
    width: 150,
    render: (_, row) => (
      <div className="cell-stack">
        <OrderStatusTag status={row.status} />
        <span>
          定金 <MilestoneStageTag status={row.depositStatus} />
        </span>
        <span>
          付款 <MilestoneStageTag status={row.processStatus} />
        </span>
      </div>
    ),
  },
  deadlineColumn('下一截止', 130, (row) => ({
    label: row.nextMilestone ? MilestoneKind.label(row.nextMilestone) : '',
    deadline: row.nextMilestone && row.nextDeadline,
  })),
  byWhomColumn({ title: '预订人 / 时间', width: 140, who: (row) => row.bookedBy, when: (row) => row.createTime }),
];

/** /agent/orderCenter/order: the agency's team orders, by status, with export and batch cancel. */
export default function TeamOrderListPage() {
  const list = useList(teamOrderList);
  const access = useAccess();
  const canCancel = access.can(AUTH.TEAM_ORDER_CANCEL);
  const [selected, setSelected] = useState<string[]>([]);
  const [cancelling, setCancelling] = useState(false);

  return (
    <Page
      extra={
        <Space>
          {canCancel && (
            <Button danger disabled={selected.length === 0} onClick={() => setCancelling(true)}>
              批量取消{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
          )}
          {access.can(AUTH.TEAM_ORDER_EXPORT) && (
            <ExportButton write={exportOrders} input={exportQuery(list.params)} noun="订单" unit="个" />
          )}
        </Space>
      }
    >
      {/* 查询 keeps the status tab (and a link's name-list filter); the tabs change only the status. */}
      <FilterForm
        {...list.filterBar}
        onSearch={(values) =>
          list.filterBar.onSearch({
            ...values,
            status: list.params.status,
            namesIncomplete: list.filterBar.values.namesIncomplete,
            ticketable: list.filterBar.values.ticketable,
          })
        }
      />
      <Card>
        {list.params.ticketable && (
          <Space>
            <Tag color="blue">仅显示可出票的订单（按起飞时间）</Tag>
            <Button type="link" size="small" onClick={() => list.setParams({ ticketable: undefined })}>
              显示全部订单
            </Button>
          </Space>
        )}
        {list.params.namesIncomplete && (
          <Space>
            <Tag color="orange">仅显示名单未录齐的订单</Tag>
            <Button type="link" size="small" onClick={() => list.setParams({ namesIncomplete: undefined })}>
              显示全部订单
            </Button>
          </Space>
        )}
        <StatusTabs list={list} options={OrderStatus.options} urgent="BOOKED" />
        <Table
          rowKey="orderNo"
          size="middle"
          columns={COLUMNS}
          scroll={{ x: 1100 }}
          {...listTableProps(list, '暂无符合条件的订单')}
          rowSelection={
            canCancel
              ? {
                  ...CHINESE_SELECT_ALL,
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as string[]),
                  getCheckboxProps: (row) => ({
                    disabled: !permits(TEAM_ORDER_ACTIONS, row, 'CANCEL', access.can),
                    'aria-label': `选择订单 ${row.orderNo}`,
                  }),
                }
              : undefined
          }
        />
      </Card>
      {canCancel && (
        <BatchCancelDialog orderNos={selected} open={cancelling} onClose={() => setCancelling(false)} onDone={() => setSelected([])} />
      )}
    </Page>
  );
}
