import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListScreen } from '@/components/list-screen';
import { StatusTabs, ListTable } from '@/components/list-table';
import { amountColumn, byWhomColumn, numberColumn, paymentDeadlineColumn, orderStatusColumn } from '@/components/list-columns';
import { RouteCell } from '@/components/order/order-cells';
import { ExportButton } from '@/components/export-button';
import { href } from '@/config/routes';
import { formatNames } from '@/domain/format';
import { OrderStatus } from '@/domain/order';
import type { ScatteredOrderSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { exportScatteredOrders, scatteredOrderList } from './api';

export const loader = scatteredOrderList.loader;

const COLUMNS: ColumnsType<ScatteredOrderSummary> = [
  numberColumn({
    title: '订单号 / PNR',
    width: 130,
    no: (row) => row.orderNo,
    to: (row) => href('scatteredOrderDetail', { orderNo: row.orderNo }),
    sub: (row) => row.pnr,
  }),
  { title: '行程', key: 'route', width: 190, render: (_, row) => <RouteCell order={row} /> },
  {
    title: '旅客',
    key: 'passengers',
    width: 170,
    render: (_, row) => (
      <div>
        <div title={row.passengerNames.join('、')}>{formatNames(row.passengerNames)}</div>
        {row.exchangedFrom && <Tag color="blue">改期自 {row.exchangedFrom}</Tag>}
      </div>
    ),
  },
  amountColumn({ title: '订单金额', width: 110, amount: (row) => row.totalAmount }),
  orderStatusColumn('状态', 110),
  paymentDeadlineColumn('支付时限', 150),
  byWhomColumn({ title: '预订人 / 时间', width: 150, who: (row) => row.bookedBy, when: (row) => row.createTime }),
];

/** /agent/orderCenter/scattered-order: the agency's scattered orders by status, filters in the address, export. */
export default function ScatteredOrderListPage() {
  const list = useList(scatteredOrderList);
  return (
    <ListScreen list={list} tabs="status" extra={<ExportButton write={exportScatteredOrders} input={list.params} noun="订单" unit="个" />}>
      <StatusTabs list={list} options={OrderStatus.options} urgent="BOOKED" />
      <ListTable list={list} rowKey="orderNo" columns={COLUMNS} scroll={{ x: 'max-content' }} emptyText="暂无符合条件的订单" />
    </ListScreen>
  );
}
