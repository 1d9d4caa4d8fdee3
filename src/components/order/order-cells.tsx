import type { OrderSummary } from '@/lib/gateway';
import { EMPTY_TEXT } from '@/domain/format';
import { Countdown } from '@/components/countdown';
import { TwoLines } from '@/components/two-lines';
import { routeText } from './order-facts';

/** An order list's trip cell: the route, then the (first) flight and its date. */
export function RouteCell({ order }: { order: Pick<OrderSummary, 'route' | 'flightNo' | 'flightDate'> }) {
  return <TwoLines main={routeText(order.route)} sub={`${order.flightNo} ${order.flightDate}`} />;
}

/** An order list's deadline cell: what is due and the time left, or '-' when nothing is (`deadline` absent). */
export function DeadlineCell({ label, deadline }: { label: string; deadline: string | undefined }) {
  return deadline ? (
    <div>
      <div>{label}</div>
      <Countdown deadline={deadline} />
    </div>
  ) : (
    <span className="text-description">{EMPTY_TEXT}</span>
  );
}
