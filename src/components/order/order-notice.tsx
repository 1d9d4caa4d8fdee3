import type { ReactNode } from 'react';
import { Alert } from 'antd';

/** The part of an order (individual or scattered) that says what happens to it next. */
interface NoticeOrder {
  status: string;
  ticketingDueAt?: string;
  cancelReason?: string;
}

/**
 * What happens next to an order without the user: the airline's ticketing by its due time once paid,
 * or why it ended. Each order kind words the ticketing (and a cancel's consequence) its own way.
 */
export function OrderNotice({
  order,
  ticketing,
  cancelled,
}: {
  order: NoticeOrder;
  ticketing: (dueAt: string) => { title: ReactNode; description?: ReactNode };
  /** What a cancel left behind (seats, money), under the reason. */
  cancelled?: ReactNode;
}) {
  if (order.status === 'PAYED' && order.ticketingDueAt) {
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} {...ticketing(order.ticketingDueAt)} />;
  }
  if (order.status === 'CANCELED') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`订单已取消${order.cancelReason ? `：${order.cancelReason}` : ''}`}
        description={cancelled}
      />
    );
  }
  return null;
}
