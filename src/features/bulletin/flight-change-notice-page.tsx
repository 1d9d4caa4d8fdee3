import { useState } from 'react';
import { TwoLines } from '@/components/two-lines';
import { App, Badge, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AUTH } from '@/config/auth-codes';
import { FlightChangeType, ScheduleChangeSeverity, ScheduleChangeStatus } from '@/domain/bulletin';
import { formatDateTime, formatFlightTimes } from '@/domain/format';
import { OrderNoLink } from '@/components/order-no-link';
import { Authorized } from '@/components/authorized';
import { Countdown } from '@/components/countdown';
import { FilterForm } from '@/components/filter-form';
import { CHINESE_SELECT_ALL, listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import type { FlightChangeNotice } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { batchAcceptScheduleChanges, confirmFlightChangeNotices, flightChangeNoticeList } from './api';
import { rowActionsColumn } from '@/components/list-columns';
import { FLIGHT_CHANGE_NOTICE_ACTIONS, offered, permits } from '@/components/actions/registry';

export const loader = flightChangeNoticeList.loader;

function schedule(dep?: string, arr?: string) {
  if (dep && arr) return formatFlightTimes(dep, arr, ' - ');
  return dep || arr ? `${dep ?? '--:--'} - ${arr ?? '--:--'}` : '-';
}

function useColumns(onConfirm: (ids: string[]) => void, confirming: boolean): ColumnsType<FlightChangeNotice> {
  return [
    {
      title: '航班',
      key: 'flight',
      width: 110,
      render: (_, row) => <TwoLines main={<strong>{row.flightNo}</strong>} sub={row.flightDate} />,
    },
    { title: '航段', key: 'segment', width: 96, render: (_, row) => `${row.depAirport} → ${row.arrAirport}` },
    {
      title: '变更类型',
      dataIndex: 'changeType',
      width: 88,
      render: (type: string) => <Tag color={FlightChangeType.color(type)}>{FlightChangeType.label(type)}</Tag>,
    },
    {
      // The original schedule above the airline's new one: one column, so the queue fits 1440 px.
      title: '原计划 → 变更后',
      key: 'schedule',
      width: 130,
      render: (_, row) => (
        <div>
          <div className="text-description">{schedule(row.origDepTime, row.origArrTime)}</div>
          {row.changeType === 'CANCEL' ? (
            <div className="text-danger">航班取消</div>
          ) : (
            <div>
              {row.newFlightNo && `${row.newFlightNo} `}
              {schedule(row.newDepTime, row.newArrTime)}
            </div>
          )}
        </div>
      ),
    },
    {
      title: '状态与通知时间',
      key: 'status',
      width: 140,
      render: (_, row) => (
        <TwoLines
          main={
            row.confirmed ? (
              <Badge status="success" text={`${row.confirmedBy}已确认`} title={`确认时间 ${formatDateTime(row.confirmTime)}`} />
            ) : (
              <Badge status="warning" text="未确认" />
            )
          }
          sub={`通知 ${formatDateTime(row.publishTime)}`}
        />
      ),
    },
    { title: '原因', dataIndex: 'reason', width: 150, ellipsis: { showTitle: true } },
    {
      title: '影响订单与处理',
      key: 'orders',
      width: 260,
      render: (_, row) => (
        <div className="cell-stack">
          <Tag color={ScheduleChangeSeverity.color(row.severity)}>{ScheduleChangeSeverity.label(row.severity)}</Tag>
          {row.orders.map((order) => (
            <span key={order.orderNo} className="cell-tags">
              <OrderNoLink orderNo={order.orderNo} />
              <Tag color={ScheduleChangeStatus.color(order.status)}>{ScheduleChangeStatus.label(order.status)}</Tag>
              {order.status === 'PENDING' ? (
                <Countdown deadline={order.deadline} />
              ) : (
                order.outcome && <span className="text-description">{order.outcome}</span>
              )}
            </span>
          ))}
          <span className="text-description">共 {row.affectedPassengers} 名旅客</span>
        </div>
      ),
    },
    rowActionsColumn({
      kit: FLIGHT_CHANGE_NOTICE_ACTIONS,
      width: 90,
      fixed: true,
      handlers: (row) => ({ CONFIRM: () => onConfirm([row.noticeId]) }),
      busy: () => ({ CONFIRM: confirming }),
    }),
  ];
}

/** /airline-change-notice: schedule changes touching the user's orders, to acknowledge. */
export default function FlightChangeNoticePage() {
  const list = useList(flightChangeNoticeList);
  const [selected, setSelected] = useState<string[]>([]);
  const { message } = App.useApp();
  const access = useAccess();
  const canConfirm = access.can(AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM);
  const confirm = useWrite(confirmFlightChangeNotices, {
    onSuccess: ({ confirmedCount }) => {
      setSelected([]);
      void message.success(`已确认 ${confirmedCount} 条航变通知`);
    },
  });
  const confirmNotices = (noticeIds: string[]) => confirm.submit({ noticeIds });
  const batchAccept = useWrite(batchAcceptScheduleChanges, {
    onSuccess: ({ results }) => {
      setSelected([]);
      const done = results.filter((result) => result.ok).length;
      void message.info(
        `已接受 ${done} 个订单的航班变动${results.length > done ? `，${results.length - done} 个未能接受（${results.find((result) => !result.ok)?.errorMsg ?? ''}）` : ''}`,
      );
    },
  });
  // What the gateway lets each order accept now (the orders' allowedActions), not what their status suggests.
  const pendingOf = (noticeIds: string[]) =>
    (list.query.data?.items ?? [])
      .filter((notice) => noticeIds.includes(notice.noticeId))
      .flatMap((notice) =>
        notice.orders.filter((order) => offered(order, 'ACCEPT')).map((order) => ({ noticeId: notice.noticeId, orderNo: order.orderNo })),
      );
  const pendingOrderCount = list.query.data?.pendingOrderCount ?? 0;
  const columns = useColumns(confirmNotices, confirm.isPending);
  const unconfirmedCount = list.query.data?.unconfirmedCount ?? 0;

  return (
    <Page
      extra={
        <Authorized code={AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM}>
          <Space>
            <Button
              disabled={pendingOf(selected).length === 0}
              loading={batchAccept.isPending}
              onClick={() => batchAccept.submit({ items: pendingOf(selected) })}
            >
              批量接受变更{pendingOf(selected).length > 0 ? `（${pendingOf(selected).length}个订单）` : ''}
            </Button>
            <Button type="primary" disabled={selected.length === 0} loading={confirm.isPending} onClick={() => confirmNotices(selected)}>
              批量确认{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
          </Space>
        </Authorized>
      }
    >
      <FilterForm {...list.filterBar} />
      <Card
        title={
          <Space>
            航变通知{unconfirmedCount > 0 && <Tag color="warning">{unconfirmedCount} 条未确认</Tag>}
            {pendingOrderCount > 0 && <Tag color="error">{pendingOrderCount} 个订单待处理</Tag>}
          </Space>
        }
      >
        <Table
          rowKey="noticeId"
          size="middle"
          columns={columns}
          scroll={{ x: 1100 }}
          {...listTableProps(list, '暂无航变通知')}
          rowSelection={
            canConfirm
              ? {
                  ...CHINESE_SELECT_ALL,
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as string[]),
                  getCheckboxProps: (row) => ({
                    disabled: !permits(FLIGHT_CHANGE_NOTICE_ACTIONS, row, 'CONFIRM', access.can) && row.pendingCount === 0,
                  }),
                }
              : undefined
          }
        />
      </Card>
    </Page>
  );
}
