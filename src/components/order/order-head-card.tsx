import { Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { formatDateTime, formatFen } from '@/domain/format';
import type { OrderDetail } from '@/lib/gateway';
import { nextDueMilestone, routeText } from './order-facts';
import { dueItem } from './order-money';
import { OrderStatusTag } from './order-status-tag';
import { offered } from '@/components/actions/registry';

type Item = NonNullable<DescriptionsProps['items']>[number];

interface Props {
  order: OrderDetail;
  /** What the kind adds after the status (a scattered order's PNR and type). */
  kindItems?: Item[];
  /** What the kind adds before the amount due (where a changed order came from). */
  endItems?: Item[];
  /** 预订时间 names who booked. */
  showBooker?: boolean;
  /** 待付款 names its deadline. */
  dueDeadline?: boolean;
}

/**
 * The header card of an order's own detail page (the individual and the scattered orders'): number,
 * status, route, amounts, when it was booked or cancelled, and what is due while the gateway offers to
 * pay it.
 */
export function OrderHeadCard({ order, kindItems = [], endItems = [], showBooker = false, dueDeadline = false }: Props) {
  const due = offered(order, 'PAY') ? nextDueMilestone(order.milestones) : undefined;
  const items: Item[] = [
    { key: 'orderNo', label: '订单号', children: <Typography.Text copyable>{order.orderNo}</Typography.Text> },
    { key: 'status', label: '订单状态', children: <OrderStatusTag status={order.status} /> },
    ...kindItems,
    { key: 'route', label: '行程', children: routeText(order.route) },
    { key: 'amount', label: '订单金额', children: formatFen(order.totalAmount) },
    { key: 'paid', label: '已付金额', children: formatFen(order.paidAmount) },
    {
      key: 'created',
      label: '预订时间',
      children: showBooker ? `${formatDateTime(order.createTime)}（${order.bookedBy}）` : formatDateTime(order.createTime),
    },
    ...(order.cancelTime
      ? [
          { key: 'cancelled', label: '取消时间', children: formatDateTime(order.cancelTime) },
          { key: 'reason', label: '取消原因', children: order.cancelReason || '-' },
        ]
      : []),
    ...endItems,
    ...(due ? [dueItem(due, { deadline: dueDeadline })] : []),
  ];
  return (
    <Card>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
