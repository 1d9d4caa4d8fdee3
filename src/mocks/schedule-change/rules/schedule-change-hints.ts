import type { OrderAction, OrderDetail } from '@/lib/gateway/endpoints';
import type { AnyState } from '../../state';
import type { OrderRecord } from '../../order/rules/order';

/**
 * The order's schedule change awaiting action, the soonest deadline first — `scheduleChangesAwaitingAction`'s
 * first of this order — without making the owner's whole list (each row's open seats looks its order up
 * among all orders): every order answer asks this, and the list was most of an order detail's cost.
 */
function changeAwaitingOn(state: AnyState, order: OrderRecord): { flightNo: string; flightDate: string } | undefined {
  let soonest: { flightNo: string; flightDate: string; at: number } | undefined;
  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== order.ownerAccountId) continue;
    for (const impact of notice.orders) {
      if (impact.orderNo !== order.orderNo || impact.status !== 'PENDING' || !impact.deadline) continue;
      const at = Date.parse(impact.deadline);
      // Strictly sooner: of two alike, the first listed, as the list's stable sort keeps it.
      if (soonest === undefined || at < soonest.at) soonest = { flightNo: notice.flightNo, flightDate: notice.flightDate, at };
    }
  }
  return soonest;
}

/**
 * What the agent should know before an action the order allows (`actionHints`), where one feature meets
 * another: while an airline schedule change waits on the agent, its refund and its rebooking are free in
 * the change's banner, and the order's own 申请退票, 申请延期 and 改期 — still allowed, for a passenger who
 * wants them anyway — cost the fees of their rules. The hint says so beside them; it never declines them.
 */
export function orderActionHints(
  state: AnyState,
  order: OrderRecord,
  allowed: readonly OrderAction[],
): Partial<Record<OrderAction, string>> {
  const pending = changeAwaitingOn(state, order);
  if (!pending) return {};
  const flight = `航班${pending.flightNo}（${pending.flightDate}）的航班变动待处理`;
  const hints: Partial<Record<OrderAction, string>> = {
    REFUND: `${flight}：在“需处理：航班变动”中退票免收退票费；此处申请退票为自愿退票，按客票规则收取退票费`,
    DELAY: `${flight}：在“需处理：航班变动”中可免费改签其他航班；此处申请延期须支付延期费用`,
    CHANGE: `${flight}：在“需处理：航班变动”中可免费改签其他航班；此处改期须支付改期费和差价`,
  };
  return Object.fromEntries(Object.entries(hints).filter(([action]) => allowed.includes(action as OrderAction)));
}

/** An order's detail with its hints, when it has any. */
export function withActionHints<D extends Pick<OrderDetail, 'allowedActions'>>(
  state: AnyState,
  order: OrderRecord,
  detail: D,
): D & Pick<OrderDetail, 'actionHints'> {
  const hints = orderActionHints(state, order, detail.allowedActions);
  return Object.keys(hints).length > 0 ? { ...detail, actionHints: hints } : detail;
}
