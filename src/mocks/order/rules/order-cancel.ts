import { isDraft, type Draft } from 'immer';
import { formatFen } from '@/domain/format';
import type { MilestoneKind } from '@/domain/order';
import type { CancelDetail } from '@/lib/gateway/endpoints';
import type { SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { releaseSeats } from '../../catalogue/rules/inventory';
import { logEntry, type DueTransitions } from '../../kernel/rules/log';
import { changedSince } from '../../kernel/rules/lookup';
import { departureRefs, formatDeadline, milestoneOf, netPaid, nextDue, type OrderRecord } from './order';
import { requireAllowed } from './order-actions';

/**
 * An order's end (rules/order.ts): a voluntary cancel, once the state allows it (rules/order-actions.ts),
 * and the settle step's cancel at a missed deadline.
 */

// ---- cancel ----

/** What a voluntary cancel would do: a paid deposit is forfeited, anything else paid goes back. */
export function cancelDetailOf(order: OrderRecord): CancelDetail {
  const paid = netPaid(order);
  const deposit = milestoneOf(order, 'DEPOSIT');
  const forfeit = deposit?.status === 'SUCCESSED' ? Math.min(deposit.paidAmount, paid) : 0;
  const refund = paid - forfeit;
  const notes = [
    `取消后将释放${order.groupCount}个座位${order.infantCount > 0 ? `（含婴儿${order.infantCount}人的预订）` : ''}，订单不可恢复`,
    forfeit > 0 ? `已支付的定金${formatFen(forfeit)}不予退还（自愿取消）` : '尚未支付定金，取消不产生费用',
  ];
  if (refund > 0) notes.push(`已付款项中${formatFen(refund)}将原路退回`);
  if (order.passengers.length > 0) notes.push(`已录入的${order.passengers.length}位旅客名单将一并作废`);
  return { orderNo: order.orderNo, seatsReleased: order.groupCount, forfeit, refund, notes };
}

/**
 * What else ends with an order, told by the feature that keeps it (a schedule change waiting for a
 * decision closes): the order's rules know nothing of those features, which register here.
 */
export type OrderClosedListener = (state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number) => void;
const closedListeners: OrderClosedListener[] = [];
export function whenOrderCloses(listener: OrderClosedListener): void {
  if (!closedListeners.includes(listener)) closedListeners.push(listener);
}

/** Tells the registered features that the order ended (cancelled, or refunded whole). */
export function orderClosed(state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number): void {
  for (const listener of closedListeners) listener(state, order, at);
}

/**
 * What else follows an order that leaves a departure by its own move (a delay), told by the feature that
 * keeps something of that departure (a schedule change of it waiting for a decision closes): `why` in words.
 */
export type DepartureLeftListener = (
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  left: { segmentNo: number; flightNo: string; flightDate: string },
  why: string,
  at: number,
) => void;
const leftListeners: DepartureLeftListener[] = [];
export function whenOrderLeaves(listener: DepartureLeftListener): void {
  if (!leftListeners.includes(listener)) leftListeners.push(listener);
}

/** Tells the registered features that the order no longer flies `left`. */
export function orderLeft(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  left: { segmentNo: number; flightNo: string; flightDate: string },
  why: string,
  at: number,
): void {
  for (const listener of leftListeners) listener(state, order, left, why, at);
}

/** Ends the order: seats back to the inventory, unpaid milestones failed, forfeit and refund booked. */
export function closeOrder(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  at: number,
  forfeit: number,
  refund: number,
  reason: string,
): void {
  releaseSeats(state, departureRefs(order), order.groupCount, order.seatKind);
  for (const milestone of order.milestones) if (milestone.status !== 'SUCCESSED') milestone.status = 'FAILED';
  order.status = 'CANCELED';
  order.forfeitedAmount += forfeit;
  order.refundedAmount += refund;
  order.cancelTime = toGatewayIso(at);
  order.cancelReason = reason;
  orderClosed(state, order, at);
}

/** A voluntary cancel (BOOKED only): seats released, a paid deposit forfeited. */
export function cancelOrder(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  reason: string,
  by: string,
  now: number,
): CancelDetail {
  requireAllowed(order, 'CANCEL', now);
  const detail = cancelDetailOf(order);
  closeOrder(state, order, now, detail.forfeit, detail.refund, reason);
  order.log.push(
    logEntry(
      now,
      'CANCEL',
      `取消订单（原因：${reason}），释放${detail.seatsReleased}个座位` +
        (detail.forfeit > 0 ? `，已付定金${formatFen(detail.forfeit)}不予退还` : '') +
        (detail.refund > 0 ? `，退款${formatFen(detail.refund)}` : ''),
      by,
    ),
  );
  return detail;
}

/** The settle step's cancel at a missed deadline (domain.md): a paid deposit is forfeited. */
export function autoCancel(state: Draft<SimulatorState>, order: Draft<OrderRecord>, missed: MilestoneKind, at: number): void {
  const milestone = milestoneOf(order, missed)!;
  const deposit = milestoneOf(order, 'DEPOSIT');
  const forfeit = deposit?.status === 'SUCCESSED' ? deposit.paidAmount : 0;
  const seats = order.groupCount;
  const what = missed === 'DEPOSIT' ? '定金' : missed === 'BALANCE' ? '尾款' : '全款';
  closeOrder(state, order, at, forfeit, netPaid(order) - forfeit, `${what}逾期未付`);
  order.log.push(
    logEntry(
      at,
      'AUTO_CANCEL',
      `${what}${formatFen(milestone.amount - milestone.paidAmount)}未在${formatDeadline(Date.parse(milestone.deadline))}前支付，订单自动取消，已释放${seats}个座位` +
        (forfeit > 0 ? `，已付定金${formatFen(forfeit)}不予退还` : ''),
    ),
  );
}

/** The instant the order is cancelled unless paid, and for which milestone; null when the clock cannot cancel it. */
function missedAt(order: OrderRecord): { dueAt: number; kind: MilestoneKind } | null {
  const milestone = nextDue(order);
  if (!milestone || milestone.status !== 'WAIT') return null;
  // A cancelled flight is not paid for while the agent decides: the deadline waits for the decision.
  if (order.heldByChange?.cancelled) return null;
  return { dueAt: Date.parse(milestone.deadline), kind: milestone.kind };
}

/**
 * The orders the clock may cancel before `until` (their indexes, ascending), for one frozen orders array.
 * The settle step runs at every call and asked every order for its deadline: a booking cost more the more
 * orders there were. An index holds until its instant (the end of the clock minute it was made in, so it
 * is remade from every order once a minute at most, or when the clock is moved past it); a new orders
 * array (a write) takes the previous one's and looks again only at the orders the write touched, found by
 * reference (lookup.ts `changedSince`). An order depends on nothing but itself here, and a state's records
 * are frozen, so an order untouched since is still as indexed.
 */
interface DueIndex {
  orders: readonly OrderRecord[];
  until: number;
  soon: number[];
}
const dueIndexes = new WeakMap<readonly OrderRecord[], DueIndex>();
let latestIndex: DueIndex | undefined;

const isFrozenRecord = (value: object): boolean => !isDraft(value) && Object.isFrozen(value);
const soonEnough = (order: OrderRecord, until: number): boolean => {
  const missed = missedAt(order);
  return missed !== null && missed.dueAt < until;
};

/** The index of `orders` good at `now`; null for an array that may change in place (a draft, a test's hand-made state). */
function dueIndexOf(orders: readonly OrderRecord[], now: number): DueIndex | null {
  if (!isFrozenRecord(orders)) return null;
  const kept = dueIndexes.get(orders);
  if (kept && now < kept.until) return kept;
  let index: DueIndex | null = null;
  const previous = latestIndex;
  if (previous && now < previous.until) {
    const changed = changedSince(previous.orders, orders, (before, after) => before.orderNo === after.orderNo);
    if (changed && changed.every((at) => isFrozenRecord(orders[at]))) {
      const touched = new Set(changed);
      const soon = previous.soon.filter((at) => !touched.has(at));
      for (const at of changed) if (soonEnough(orders[at], previous.until)) soon.push(at);
      index = { orders, until: previous.until, soon: soon.sort((a, b) => a - b) };
    }
  }
  if (!index) {
    if (!orders.every(isFrozenRecord)) return null;
    const until = (Math.floor(now / 60_000) + 1) * 60_000;
    const soon: number[] = [];
    orders.forEach((order, at) => {
      if (soonEnough(order, until)) soon.push(at);
    });
    index = { orders, until, soon };
  }
  dueIndexes.set(orders, index);
  latestIndex = index;
  return index;
}

/**
 * The settle step for orders: a BOOKED order whose due milestone (deposit, balance or full payment)
 * passes its deadline unpaid is cancelled and its seats released; a paid deposit is forfeited. A
 * payment under way at the bank holds the order until the bank answers (the payment issue).
 */
export const orderDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  const index = dueIndexOf(state.orders, now);
  const candidates = index ? index.soon : state.orders.map((_order, at) => at);
  for (const at of candidates) {
    const order = state.orders[at];
    const missed = missedAt(order);
    if (!missed || missed.dueAt > now) continue;
    const { dueAt, kind } = missed;
    due.push({
      dueAt,
      entity: 'order',
      key: order.orderNo,
      apply(draft) {
        autoCancel(draft, draft.orders[at], kind, dueAt);
      },
    });
  }
  return due;
};
