import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import type { FareLine } from '@/lib/gateway/endpoints/order';

const lineTotal = (line: FareLine) => line.count * (line.fare + line.tax);

const COLUMNS: ColumnsType<FareLine> = [
  { title: '旅客类型', dataIndex: 'passengerType', render: (type: string) => PassengerType.label(type) },
  { title: '人数', dataIndex: 'count', align: 'right' },
  { title: '票价/人', dataIndex: 'fare', align: 'right', render: formatFen },
  { title: '税费/人', dataIndex: 'tax', align: 'right', render: formatFen },
  { title: '小计', key: 'total', align: 'right', render: (_, line) => formatFen(lineTotal(line)) },
];

/** The fare per passenger type (per person over all segments), with the order's total. */
export function FareTable({ fares, totalAmount }: { fares: readonly FareLine[]; totalAmount?: number }) {
  const total = totalAmount ?? fares.reduce((sum, line) => sum + lineTotal(line), 0);
  return (
    <Table
      rowKey="passengerType"
      size="small"
      pagination={false}
      columns={COLUMNS}
      dataSource={[...fares]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            <Typography.Text strong>合计</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <Typography.Text strong>{formatFen(total)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
