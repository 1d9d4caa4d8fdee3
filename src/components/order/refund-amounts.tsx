import { Descriptions, Space, Typography } from 'antd';
import { formatFen, formatFenInCapitals } from '@/domain/format';
import type { RefundQuote } from '@/lib/gateway';

type RefundFigures = Pick<RefundQuote, 'kind' | 'tickets' | 'fee' | 'feeRate' | 'amount'>;

/** 退票费 and why: the share of the fare (and the days before departure it follows), or free. */
function feeText(refund: RefundFigures, daysBefore?: number): string {
  if (refund.kind === 'INVOLUNTARY') return `${formatFen(0)}（非自愿退票免收）`;
  const when = daysBefore === undefined ? '' : `起飞前 ${daysBefore} 天，`;
  return `${formatFen(refund.fee)}（${when}票价的 ${Math.round(refund.feeRate * 100)}%）`;
}

/**
 * The figures of a team refund, the same before applying (the quote, with the days before departure)
 * and on the application's page: tickets, fares and taxes, the fee and why, the amount back in figures
 * and in Chinese capitals.
 */
export function RefundAmounts({
  refund,
  daysBefore,
  bordered = false,
}: {
  refund: RefundFigures;
  daysBefore?: number;
  bordered?: boolean;
}) {
  const fare = refund.tickets.reduce((sum, line) => sum + line.fare, 0);
  const tax = refund.tickets.reduce((sum, line) => sum + line.tax, 0);
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={bordered ? 2 : { xs: 1, md: 2, xl: 4 }}
      items={[
        { key: 'count', label: '退票张数', children: `${refund.tickets.length} 张` },
        { key: 'fare', label: '票价 / 税费', children: `${formatFen(fare)} / ${formatFen(tax)}` },
        { key: 'fee', label: '退票费', children: feeText(refund, daysBefore) },
        {
          key: 'amount',
          label: '应退金额',
          children: (
            <Space orientation="vertical" size={0}>
              <Typography.Text strong type="danger">
                {formatFen(refund.amount)}
              </Typography.Text>
              <Typography.Text type="secondary">{formatFenInCapitals(refund.amount)}</Typography.Text>
            </Space>
          ),
        },
      ]}
    />
  );
}
