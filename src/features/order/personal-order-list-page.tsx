import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { href } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { amountColumn, numberColumn, paymentDeadlineColumn, orderStatusColumn } from '@/components/list-columns';
import { RouteCell } from '@/components/order/order-cells';
import { nameListTotal } from '@/components/order/order-facts';
import type { OrderSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { personalOrderList } from './api';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = personalOrderList.loader;

const COLUMNS: ColumnsType<OrderSummary> = [
  numberColumn({
    title: '订单号',
    width: 120,
    fixed: false,
    no: (row) => row.orderNo,
    to: (row) => href('normalOrderDetail', { orderNo: row.orderNo }),
  }),
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
  amountColumn({ title: '订单金额', width: 120, amount: (row) => row.totalAmount }),
  orderStatusColumn('订单状态', 130),
  paymentDeadlineColumn('支付截止', 150),
  { title: '预订时间', dataIndex: 'createTime', width: 150, render: formatDateTime },
];

/** /normal/order/list: the person's own orders. */
export default function PersonalOrderListPage() {
  const list = useList(personalOrderList);
  return (
    <ListScreen list={list}>
      <ListTable list={list} rowKey="orderNo" columns={COLUMNS} scroll={{ x: 1000 }} emptyText="暂无订单" />
    </ListScreen>
  );
}
