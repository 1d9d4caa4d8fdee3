import { Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PrefetchLink } from '@/components/prefetch-link';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind, OrderStatus, type OrderState } from '@/domain/order';
import { FilterForm } from '@/components/filter-form';
import { listTableProps } from '@/components/list-table';
import { DeadlineCell, RouteCell } from '@/components/order/order-cells';
import { nameListTotal } from '@/components/order/order-facts';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { Page } from '@/components/page';
import type { OrderSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { personalOrderList } from './api';

export const loader = personalOrderList.loader;

const COLUMNS: ColumnsType<OrderSummary> = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    width: 120,
    render: (orderNo: string) => <PrefetchLink to={href('normalOrderDetail', { orderNo })}>{orderNo}</PrefetchLink>,
  },
  {
    title: '行程',
    key: 'route',
    width: 190,
    render: (_, row) => <RouteCell order={row} />,
  },
  {
    title: '乘机人',
    key: 'passengers',
    width: 140,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{row.groupName}</Typography.Text>
        <Typography.Text type="secondary">共 {nameListTotal(row)} 人</Typography.Text>
      </Space>
    ),
  },
  { title: '订单金额', dataIndex: 'totalAmount', width: 120, align: 'right', render: formatFen },
  { title: '订单状态', dataIndex: 'status', width: 130, render: (status: OrderState) => <OrderStatusTag status={status} /> },
  {
    title: '支付截止',
    key: 'deadline',
    width: 150,
    render: (_, row) => (
      <DeadlineCell
        label={row.nextMilestone ? MilestoneKind.label(row.nextMilestone) : OrderStatus.label('BOOKED')}
        deadline={row.status === 'BOOKED' ? row.nextDeadline : undefined}
      />
    ),
  },
  { title: '预订时间', dataIndex: 'createTime', width: 150, render: formatDateTime },
];

/** /normal/order/list: the person's own orders. */
export default function PersonalOrderListPage() {
  const list = useList(personalOrderList);
  return (
    <Page>
      <FilterForm {...list.filterBar} />
      <Card>
        <Table rowKey="orderNo" size="middle" columns={COLUMNS} scroll={{ x: 1000 }} {...listTableProps(list, '暂无订单')} />
      </Card>
    </Page>
  );
}
