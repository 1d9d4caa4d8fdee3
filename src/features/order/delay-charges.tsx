import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import type { OrderDelayCharge, OrderDetail } from '@/lib/gateway';

const departure = (ref: OrderDelayCharge['from']) => `${ref.flightNo} ${ref.flightDate} ${ref.depTime}`;

const COLUMNS: ColumnsType<OrderDelayCharge> = [
  { title: '延期单', dataIndex: 'ancilOrderNo', width: 110 },
  { title: '航班变更', key: 'move', render: (_, row) => `${departure(row.from)} → ${departure(row.to)}` },
  { title: '票价差额', dataIndex: 'fareDifference', align: 'right', width: 110, render: formatFen },
  { title: '延期费', dataIndex: 'fee', align: 'right', width: 110, render: formatFen },
  { title: '已付', dataIndex: 'amount', align: 'right', width: 110, render: formatFen },
  { title: '支付时间', dataIndex: 'paidTime', width: 150, render: formatDateTime },
];

/**
 * The delays the order paid for, under its fares: each was paid on top of the order's amount by its own
 * payment, so the fare lines and the total above stay what the order's payments and refunds are figured from.
 */
export function DelayCharges({ delays }: { delays: NonNullable<OrderDetail['delayCharges']> }) {
  return (
    <section aria-label="延期费用">
      <Typography.Title level={5}>延期费用（另付，不计入订单金额）</Typography.Title>
      <Table rowKey="ancilOrderNo" size="small" pagination={false} columns={COLUMNS} dataSource={delays.charges} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        延期已另付合计 {formatFen(delays.amount)}；票价差额与延期费不随退票退还，退票按原订单票价计算。
      </Typography.Paragraph>
    </section>
  );
}
