import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FareRules, FareTable } from '@/components/booking/fare-table';
import { Countdown } from '@/components/countdown';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import type { OrderDetail, PaymentMilestone } from '@/lib/gateway';
import { ContactFacts } from './contact-fields';
import { MilestonesTable } from './milestones-table';
import { amountDue } from './order-facts';

/** An order's fares (the lines adding up to its total) and the rules it was booked under: every kind's detail shows them alike. */
export function OrderFares({ order }: { order: Pick<OrderDetail, 'fares' | 'totalAmount' | 'fareAdjustments' | 'fareRules'> }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FareTable fares={order.fares} totalAmount={order.totalAmount} adjustments={order.fareAdjustments} order />
      <FareRules rules={order.fareRules} />
    </Space>
  );
}

/**
 * The cards an order's own detail page shows below its header and flights (the individual and the
 * scattered orders'): fares, payments, what the kind adds (its passengers), the contact.
 */
export function OrderMoneyCards({
  order,
  children,
}: {
  order: Pick<OrderDetail, 'fares' | 'totalAmount' | 'fareAdjustments' | 'fareRules' | 'milestones' | 'contact'>;
  children?: ReactNode;
}) {
  return (
    <>
      <Card title="票价明细" size="small" style={{ marginTop: 16 }}>
        <OrderFares order={order} />
      </Card>
      <Card title="付款" size="small" style={{ marginTop: 16 }}>
        <MilestonesTable milestones={order.milestones} />
      </Card>
      {children}
      <Card title="联系人" size="small" style={{ marginTop: 16 }}>
        <ContactFacts contact={order.contact} />
      </Card>
    </>
  );
}

/** The header's 待付款 item: the milestone due, what is left of it, (its deadline,) and the countdown. */
export function dueItem(due: PaymentMilestone, { deadline = false }: { deadline?: boolean } = {}) {
  return {
    key: 'due',
    label: '待付款',
    children: (
      <Space size={8} wrap>
        <span>{MilestoneKind.label(due.kind)}</span>
        <Typography.Text strong type="danger">
          {formatFen(amountDue(due))}
        </Typography.Text>
        {deadline && <span>支付时限 {formatDateTime(due.deadline)}</span>}
        <Countdown deadline={due.deadline} />
      </Space>
    ),
  };
}
