import type { ReactNode } from 'react';
import { Descriptions, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import type { FareAdjustment, FareLine, FareRule, IndividualPriceQuote } from '@/lib/gateway';
import { UnpagedTable } from '../unpaged-table';

// A lump sum (a charter's whole aircraft) reads as what it pays for, once, taxes included.
const columns: ColumnsType<FareLine> = [
  { title: '旅客类型', dataIndex: 'passengerType', render: (type: string, line) => line.lumpSum ?? PassengerType.label(type) },
  { title: '人数', dataIndex: 'count', align: 'right', render: (count: number, line) => (line.lumpSum ? '整机' : count) },
  { title: '票价/人', dataIndex: 'fare', align: 'right', render: formatFen },
  { title: '机建燃油/人', dataIndex: 'tax', align: 'right', render: (tax: number, line) => (line.lumpSum ? '已含' : formatFen(tax)) },
  { title: '小计', key: 'subtotal', align: 'right', render: (_, line) => formatFen((line.fare + line.tax) * line.count) },
];

/**
 * The fare breakdown per passenger type (fen per person, over all flights) and the total: a quote's
 * (booking, temporary group) or an order's. A quote shows its total in red and leaves out types
 * nobody books; an order (`order`) shows every line it holds, a type emptied by a release included.
 */
export function FareTable({
  fares,
  totalAmount,
  order = false,
  adjustments = [],
}: {
  fares: readonly FareLine[];
  totalAmount: number;
  order?: boolean;
  /** Lines of the total beside the fares (an order's kept deposit), so the breakdown adds up. */
  adjustments?: readonly FareAdjustment[];
}) {
  const parts = fares.flatMap((line) => line.lumpSumLines ?? []);
  const table = (
    <UnpagedTable<FareLine>
      rowKey="passengerType"
      columns={columns}
      dataSource={order ? [...fares] : fares.filter((line) => line.count > 0)}
      summary={() => (
        <>
          {adjustments.map((line) => (
            <Table.Summary.Row key={line.label}>
              <Table.Summary.Cell index={0} colSpan={4}>
                {line.label}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {formatFen(line.amount)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ))}
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <Typography.Text strong>合计</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong type={order ? undefined : 'danger'} data-testid="fare-total">
                {formatFen(totalAmount)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </>
      )}
    />
  );
  if (parts.length === 0) return table;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {table}
      <LumpSumLines lines={parts} />
    </Space>
  );
}

const lumpSumColumns: ColumnsType<{ label: string; amount: number }> = [
  { title: '计价项目', dataIndex: 'label', key: 'label' },
  { title: '金额', dataIndex: 'amount', key: 'amount', align: 'right', render: formatFen },
];

/** How a lump sum (a charter's whole aircraft) was reached, as the gateway quoted it: a quote's and, kept, its order's. */
function LumpSumLines({ lines }: { lines: readonly { label: string; amount: number }[] }) {
  return (
    <Table size="small" rowKey="label" columns={lumpSumColumns} dataSource={[...lines]} pagination={false} aria-label="包机价格构成" />
  );
}

/** The fare's rules (refund, change, baggage …) as the gateway words them. */
export function FareRules({ rules, title = '运价规则' }: { rules: readonly FareRule[]; title?: string }) {
  if (rules.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={title}
      items={rules.map((rule, index) => ({ key: String(index), label: rule.title, children: rule.content }))}
    />
  );
}

/** An individual quote: its fares and total, its rules, then what follows (e.g. the next step). */
export function QuoteFares({ quote, children }: { quote: IndividualPriceQuote; children?: ReactNode }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FareTable fares={quote.fares} totalAmount={quote.totalAmount} />
      <FareRules rules={quote.rules} />
      {children}
    </Space>
  );
}
