import { Space, Typography } from 'antd';
import type { OrderSummary } from '@/lib/gateway';
import { Countdown } from '@/components/countdown';
import { routeText } from './order-facts';

/** An order list's trip cell: the route, then the (first) flight and its date. */
export function RouteCell({ order }: { order: Pick<OrderSummary, 'route' | 'flightNo' | 'flightDate'> }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{routeText(order.route)}</Typography.Text>
      <Typography.Text type="secondary">
        {order.flightNo} {order.flightDate}
      </Typography.Text>
    </Space>
  );
}

/** An order list's deadline cell: what is due and the time left, or '-' when nothing is (`deadline` absent). */
export function DeadlineCell({ label, deadline }: { label: string; deadline: string | undefined }) {
  return deadline ? (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{label}</Typography.Text>
      <Countdown deadline={deadline} />
    </Space>
  ) : (
    <Typography.Text type="secondary">-</Typography.Text>
  );
}
