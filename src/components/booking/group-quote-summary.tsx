import { Descriptions, Space, Tag, Typography } from 'antd';
import { Countdown } from '@/components/countdown';
import { FareRules, FareTable } from './fare-table';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import type { FareLine, FareRule, GroupPaymentTerms } from '@/lib/gateway';

/** A group's price as the gateway quotes it (temporary group, promotional offer, series…). */
export interface GroupPriceQuote extends GroupPaymentTerms {
  fares: FareLine[];
  totalAmount: number;
  rules: FareRule[];
  /** Days between today and the first departure (fares that depend on it). */
  advanceDays?: number;
  /** How the fare was reached (fares with discounts). */
  adjustments?: string[];
}

function Deadline({ at }: { at: string }) {
  return (
    <Space size="small" wrap>
      <Typography.Text>{formatDateTime(at)}</Typography.Text>
      <Countdown deadline={at} />
    </Space>
  );
}

function adjustmentsItem(adjustments: readonly string[]) {
  return {
    key: 'adjustments',
    label: '运价调整',
    children:
      adjustments.length > 0 ? (
        <Space size={[4, 4]} wrap>
          {adjustments.map((text) => (
            <Tag key={text} color="blue">
              {text}
            </Tag>
          ))}
        </Space>
      ) : (
        '无'
      ),
  };
}

/**
 * A group quote as the gateway gave it: fares per type and total, the deposit and every deadline
 * (live countdowns on the gateway's clock, "if booked now"), advance days, adjustments and rules.
 */
export function GroupQuoteSummary({ quote, showRules = true }: { quote: GroupPriceQuote; showRules?: boolean }) {
  const items = [
    {
      key: 'total',
      label: '团队总价',
      children: (
        <Typography.Text strong type="danger">
          {formatFen(quote.totalAmount)}
        </Typography.Text>
      ),
    },
    ...(quote.depositDeadline
      ? [
          { key: 'deposit', label: MilestoneKind.label('DEPOSIT'), children: formatFen(quote.depositAmount) },
          { key: 'depositDeadline', label: '定金支付截止', children: <Deadline at={quote.depositDeadline} /> },
        ]
      : []),
    ...(quote.balanceDeadline
      ? [
          { key: 'balance', label: MilestoneKind.label('BALANCE'), children: formatFen(quote.totalAmount - quote.depositAmount) },
          { key: 'balanceDeadline', label: '尾款支付截止（出票时限）', children: <Deadline at={quote.balanceDeadline} /> },
        ]
      : []),
    ...(quote.fullPaymentDeadline ? [{ key: 'full', label: '全款支付截止', children: <Deadline at={quote.fullPaymentDeadline} /> }] : []),
    { key: 'nameDeadline', label: '名单录入截止', children: <Deadline at={quote.nameDeadline} /> },
    ...(quote.advanceDays !== undefined ? [{ key: 'advance', label: '提前预订', children: `${quote.advanceDays}天` }] : []),
    ...(quote.adjustments ? [adjustmentsItem(quote.adjustments)] : []),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FareTable fares={quote.fares} totalAmount={quote.totalAmount} />
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />
      {!quote.depositDeadline && quote.fullPaymentDeadline && (
        <Typography.Text type="warning">距起飞不足出票时限，无定金阶段，须在截止前一次付清全款。</Typography.Text>
      )}
      {showRules && <FareRules rules={quote.rules} />}
    </Space>
  );
}
