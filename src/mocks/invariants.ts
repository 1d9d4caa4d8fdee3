import { isAgentDeadline } from '@/domain/due';
import type { AnyState, SimulatorState } from './state';
import { dueItemsOf } from './due/rules/due';
import { changedSince } from './kernel/rules/lookup';
import { departureKey, scheduledFlight } from './catalogue/rules/inventory';
import { departureMs, isClosedOrder, netPaid, type OrderRecord } from './order/rules/order';
import { policyOf } from './order/rules/order-kinds';
import { heldSeats } from './order/rules/order-seats';
import { planDeadlines } from './order/rules/order-deadlines';
import { gatewayInstant } from './catalogue/rules/fare';
import type { PrepaidAccountRecord, TransactionRecord } from './payment/rules/prepaid';

/**
 * What must hold of the gateway's state after every committed transaction, whatever the calls that led
 * there (docs/architecture.md "Invariants"). Each feature's rules keep their own entities right; these
 * checks look where features meet — money across payments, refunds and holds; tickets across schedule
 * changes and refunds; deadlines across rebooks and delays; closed orders across every channel — so a
 * path that goes beside another feature's rules is caught at the step that took it, not in a walk by hand.
 *
 * The store runs them (store.ts `createStore(…, { check })`): in tests and development a violation
 * throws, naming the invariant, the entity and the figures; in the demo the panel lists it.
 */

export type InvariantName = 'money' | 'tickets' | 'seats' | 'deadlines' | 'closed' | 'revisions';

export interface Violation {
  invariant: InvariantName;
  /** The entity's number: an order, a payment, an agency's prepaid account. */
  entity: string;
  detail: string;
}

export class InvariantViolation extends Error {
  constructor(readonly violations: readonly Violation[]) {
    super(`模拟器不变式被破坏：${violations.map((v) => `[${v.invariant}] ${v.entity}: ${v.detail}`).join('；')}`);
    this.name = 'InvariantViolation';
  }
}

// ---- money ----

function checkPrepaid(account: PrepaidAccountRecord, movements: readonly TransactionRecord[], out: Violation[]): void {
  let available = 0;
  let frozen = 0;
  for (const movement of movements) {
    available += movement.availableChange;
    frozen += movement.frozenChange;
  }
  if (available !== account.balance || frozen !== account.frozen) {
    out.push({
      invariant: 'money',
      entity: account.ownerAccountId,
      detail: `预存款账户可用${account.balance}、冻结${account.frozen}（分），而流水合计可用${available}、冻结${frozen}`,
    });
  }
  if (account.balance < 0 || account.frozen < 0) {
    out.push({
      invariant: 'money',
      entity: account.ownerAccountId,
      detail: `预存款账户可用${account.balance}、冻结${account.frozen}（分）为负`,
    });
  }
}

/** Movements of a payment by kind, for the agencies' prepaid accounts. */
function movementsByPayment(movements: readonly TransactionRecord[]): Map<string, TransactionRecord[]> {
  const byPayment = new Map<string, TransactionRecord[]>();
  for (const movement of movements) {
    if (!movement.paymentNo) continue;
    const list = byPayment.get(movement.paymentNo);
    if (list) list.push(movement);
    else byPayment.set(movement.paymentNo, [movement]);
  }
  return byPayment;
}

function checkMoney(state: AnyState, out: Violation[]): void {
  const movementsOf = new Map<string, TransactionRecord[]>();
  for (const movement of state.transactions) {
    const list = movementsOf.get(movement.ownerAccountId);
    if (list) list.push(movement);
    else movementsOf.set(movement.ownerAccountId, [movement]);
  }
  for (const account of state.prepaidAccounts) checkPrepaid(account, movementsOf.get(account.ownerAccountId) ?? [], out);

  const hasAccount = new Set(state.prepaidAccounts.map((account) => account.ownerAccountId));
  const byPayment = movementsByPayment(state.transactions);
  const count = (paymentNo: string, kinds: readonly string[]) =>
    (byPayment.get(paymentNo) ?? []).filter((movement) => kinds.includes(movement.kind)).length;
  for (const payment of state.payments) {
    if (!hasAccount.has(payment.payerAccountId)) continue;
    const paid = count(payment.paymentNo, ['PAYMENT', 'FREEZE']);
    const expected =
      payment.status === 'SUCCESS' || (payment.method === 'PREPAID' && payment.status !== 'FAILED' && payment.status !== 'CLOSED') ? 1 : 0;
    if (paid !== expected) {
      out.push({
        invariant: 'money',
        entity: payment.paymentNo,
        detail: `支付单状态${payment.status}，应有${expected}笔支付流水，实有${paid}笔`,
      });
    }
    const released = count(payment.paymentNo, ['UNFREEZE', 'FORFEIT']);
    const expectedRelease = payment.hold === 'RELEASED' ? 1 : 0;
    if (released !== expectedRelease) {
      out.push({
        invariant: 'money',
        entity: payment.paymentNo,
        detail: `冻结状态${payment.hold ?? '无'}，应有${expectedRelease}笔解冻或没收流水，实有${released}笔`,
      });
    }
    const refundsBack = state.paymentRefunds.filter(
      (refund) => refund.paymentNo === payment.paymentNo && refund.state === 'HAVE_REFUND',
    ).length;
    const refundMovements = count(payment.paymentNo, ['REFUND']);
    if (refundMovements !== refundsBack) {
      out.push({ invariant: 'money', entity: payment.paymentNo, detail: `已退款${refundsBack}笔，退款流水${refundMovements}笔` });
    }
  }
}

function checkOrderMoney(state: AnyState, order: OrderRecord, out: Violation[]): void {
  const paid = order.milestones.reduce((sum, milestone) => sum + milestone.paidAmount, 0);
  // What its stages record as paid is what its successful payments brought (money and points, a point a
  // fen); a repeated payment of a stage already paid is not the stage's and goes back by itself. A won
  // bid's order starts with the bid's deposit, a payment of the bid order: not counted here.
  let brought = 0;
  for (const payment of state.payments) {
    if (payment.orderNo === order.orderNo && payment.payableKind === 'ORDER' && payment.status === 'SUCCESS' && !payment.repeated)
      brought += payment.amount + payment.points;
  }
  if (brought !== paid && !order.links?.activityNo)
    out.push({ invariant: 'money', entity: order.orderNo, detail: `各阶段已付${paid}分，而成功的支付单合计${brought}分` });
  if (order.refundedAmount < 0 || order.refundedAmount > paid) {
    out.push({ invariant: 'money', entity: order.orderNo, detail: `已付${paid}分，已退${order.refundedAmount}分` });
  }
  for (const milestone of order.milestones) {
    if (milestone.paidAmount < 0 || milestone.paidAmount > milestone.amount) {
      out.push({
        invariant: 'money',
        entity: order.orderNo,
        detail: `${milestone.kind}应付${milestone.amount}分，已付${milestone.paidAmount}分`,
      });
    }
  }
  if (netPaid(order) < 0) out.push({ invariant: 'money', entity: order.orderNo, detail: `净付款${netPaid(order)}分为负` });
}

// ---- tickets ----

/** Departures the airline cancelled, with when it said so; and departures a change replaced (moved away from). */
function cancelledDepartures(state: AnyState): Map<string, number> {
  const cancelled = new Map<string, number>();
  for (const notice of state.flightChangeNotices) {
    if (notice.changeType !== 'CANCEL') continue;
    const key = departureKey(notice);
    const at = Date.parse(notice.publishTime);
    cancelled.set(key, Math.min(cancelled.get(key) ?? at, at));
  }
  return cancelled;
}

/**
 * `before`: the order before the transaction (null: it is new), when the check follows one. A ticket the
 * transaction issued is then one the order did not have before, exactly; without it (a state loaded whole),
 * one issued after the cancellation by the clock — times are to the second, so a ticket issued in the
 * second the airline cancelled its flight, before it did, is not one issued on a cancelled flight.
 */
function checkTickets(
  state: AnyState,
  order: OrderRecord,
  cancelled: Map<string, number>,
  out: Violation[],
  before?: OrderRecord | null,
): void {
  const open = order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
  const issuedBefore = before === undefined ? undefined : new Set(before?.tickets.map((ticket) => ticket.ticketNo));
  const seen = new Set<string>();
  for (const ticket of open) {
    const key = `${ticket.passengerId}|${ticket.segmentNo}`;
    if (seen.has(key))
      out.push({ invariant: 'tickets', entity: order.orderNo, detail: `旅客${ticket.passengerId}在航段${ticket.segmentNo}有两张可用客票` });
    seen.add(key);
    const cancelledAt = cancelled.get(departureKey(ticket));
    const issuedAfter = issuedBefore
      ? !issuedBefore.has(ticket.ticketNo)
      : cancelledAt !== undefined && Date.parse(ticket.issueTime) > cancelledAt;
    if (cancelledAt !== undefined && issuedAfter) {
      out.push({
        invariant: 'tickets',
        entity: order.orderNo,
        detail: `客票${ticket.ticketNo}出于${ticket.issueTime}，其航班${ticket.flightNo} ${ticket.flightDate}已于此前取消`,
      });
    }
    const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo);
    if (!segment) {
      out.push({ invariant: 'tickets', entity: order.orderNo, detail: `客票${ticket.ticketNo}的航段${ticket.segmentNo}不在订单中` });
      continue;
    }
    const onSegment = segment.flightNo === ticket.flightNo && segment.flightDate === ticket.flightDate;
    if (!onSegment && !movedTo(state, order, ticket.segmentNo, ticket)) {
      out.push({
        invariant: 'tickets',
        entity: order.orderNo,
        detail: `客票${ticket.ticketNo}在${ticket.flightNo} ${ticket.flightDate}，而旅客所在航段为${segment.flightNo} ${segment.flightDate}`,
      });
    }
  }
}

/** A passenger moved by name to another departure by a schedule change: its ticket flies there, not on the order's segment. */
function movedTo(state: AnyState, order: OrderRecord, segmentNo: number, ref: { flightNo: string; flightDate: string }): boolean {
  return state.flightChangeNotices.some(
    (notice) =>
      notice.ownerAccountId === order.ownerAccountId &&
      notice.orders.some(
        (impact) =>
          impact.orderNo === order.orderNo &&
          impact.segmentNo === segmentNo &&
          impact.moves.some((moved) => moved.flightNo === ref.flightNo && moved.flightDate === ref.flightDate),
      ),
  );
}

// ---- seats ----

function checkSeats(state: AnyState, out: Violation[]): void {
  for (const [key, count] of Object.entries(state.seatInventory)) {
    const [flightNo, flightDate] = key.split('|') as [string, string];
    const flight = scheduledFlight(state, { flightNo, flightDate });
    if (!flight) continue;
    if (count.group < 0 || count.group > flight.groupQuota) {
      out.push({ invariant: 'seats', entity: key, detail: `团队座位已占${count.group}个，配额${flight.groupQuota}个` });
    }
    for (const [cabin, held] of Object.entries(count.cabins)) {
      const capacity = flight.cabinSeats[cabin] ?? 0;
      if (held < 0 || held > capacity) out.push({ invariant: 'seats', entity: key, detail: `${cabin}舱已占${held}个，共${capacity}个` });
    }
  }
}

/** What an order holds in `seatInventory`: its own seats and those of a delay waiting for payment. */
function seatsOf(state: AnyState, order: OrderRecord): Map<string, number> {
  const delay = order.pendingDelay ? state.ancillaryOrders.find((record) => record.ancilOrderNo === order.pendingDelay)?.delay : undefined;
  return heldSeats(order, delay ? { ...delay.to, seats: delay.seats } : undefined);
}

/** The seats and orders of states made whole (the seed a reset serves): what came before them is another world. */
const madeWhole = new WeakSet<object>();

/** Marks a state made whole, not by a transaction: seats are not conserved from the state before it. */
export function madeAnew<T extends Pick<SimulatorState, 'orders' | 'seatInventory'>>(state: T): T {
  madeWhole.add(state.orders);
  madeWhole.add(state.seatInventory);
  return state;
}

/**
 * Seats are conserved: what a transaction moved in a departure's count is exactly what the orders it
 * changed hold there now less what they held before (`heldSeats`: a cancelled or refunded order holds
 * none, so closing one gives back exactly its seats, no more and no fewer). Departures that have left are
 * not counted: a seat refunded after departure is not given back.
 */
function checkSeatsHeld(state: SimulatorState, previous: SimulatorState, changed: ChangedOrders, now: number, out: Violation[]): void {
  const delta = new Map<string, number>();
  const byOrder = new Map<string, string[]>();
  const add = (held: Map<string, number>, sign: number, orderNo: string) => {
    for (const [key, seats] of held) {
      delta.set(key, (delta.get(key) ?? 0) + sign * seats);
      const list = byOrder.get(key) ?? [];
      if (!list.includes(orderNo)) list.push(orderNo);
      byOrder.set(key, list);
    }
  };
  if (madeWhole.has(state.orders) && madeWhole.has(state.seatInventory)) return;
  // Only the orders the transaction changed: a pass over every order at every write grew a booking's cost with the agency's orders.
  for (const order of changed.orders) {
    const was = changed.before.get(order.orderNo);
    if (was === order) continue;
    add(seatsOf(state, order), 1, order.orderNo);
    if (was) add(seatsOf(previous, was), -1, order.orderNo);
  }
  for (const gone of changed.gone) add(seatsOf(previous, gone), -1, gone.orderNo);
  const counted = (inventory: SimulatorState['seatInventory'], key: string, pool: string) => {
    const count = inventory[key];
    if (!count) return 0;
    return pool === 'group' ? count.group : (count.cabins[pool.slice('cabin:'.length)] ?? 0);
  };
  const keys = new Set(delta.keys());
  for (const key of Object.keys(state.seatInventory)) {
    if (previous.seatInventory[key] === state.seatInventory[key]) continue;
    const count = state.seatInventory[key];
    keys.add(`${key}|group`);
    for (const cabin of Object.keys({ ...count.cabins, ...previous.seatInventory[key]?.cabins })) keys.add(`${key}|cabin:${cabin}`);
  }
  for (const poolKey of keys) {
    const [flightNo, flightDate, pool] = poolKey.split('|') as [string, string, string];
    const flight = scheduledFlight(state, { flightNo, flightDate });
    if (flight && gatewayInstant(flightDate, flight.depTime) <= now) continue;
    const key = `${flightNo}|${flightDate}`;
    const moved = counted(state.seatInventory, key, pool) - counted(previous.seatInventory, key, pool);
    const expected = delta.get(poolKey) ?? 0;
    if (moved !== expected) {
      const what = pool === 'group' ? '团队座位' : `${pool.slice('cabin:'.length)}舱座位`;
      const orders = byOrder.get(poolKey)?.join('、') ?? '无';
      out.push({ invariant: 'seats', entity: key, detail: `${what}本次变化${moved}个，而订单（${orders}）所占座位变化${expected}个` });
    }
  }
}

// ---- deadlines ----

function checkDeadlines(order: OrderRecord, now: number, out: Violation[]): void {
  if (isClosedOrder(order) || departureMs(order.segments[0]) <= now) return;
  const expected = planDeadlines(order);
  if (policyOf(order).nameList && order.nameDeadline !== expected.nameDeadline) {
    out.push({
      invariant: 'deadlines',
      entity: order.orderNo,
      detail: `名单截止${order.nameDeadline}，按现航班应为${expected.nameDeadline}`,
    });
  }
  if (order.status === 'BOOKED' && order.ticketTimeLimit !== expected.ticketTimeLimit) {
    out.push({
      invariant: 'deadlines',
      entity: order.orderNo,
      detail: `出票时限${order.ticketTimeLimit}，按现航班应为${expected.ticketTimeLimit}`,
    });
  }
  for (const milestone of order.milestones) {
    if (milestone.status === 'SUCCESSED' || milestone.status === 'FAILED') continue;
    const due = expected.milestones[milestone.kind];
    if (due !== undefined && milestone.deadline !== due) {
      out.push({ invariant: 'deadlines', entity: order.orderNo, detail: `${milestone.kind}截止${milestone.deadline}，按现航班应为${due}` });
    }
  }
}

// ---- closed is closed ----

function checkClosed(state: AnyState, order: OrderRecord, now: number, out: Violation[]): void {
  if (!isClosedOrder(order)) return;
  // No open payable: no payment of it under way, no ancillary order (baggage, 延期) still to pay.
  for (const payment of state.payments) {
    if (payment.orderNo === order.orderNo && payment.status === 'PENDING')
      out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，支付单${payment.paymentNo}仍在支付中` });
  }
  for (const ancillary of state.ancillaryOrders) {
    if (ancillary.orderNo === order.orderNo && ancillary.status === 'UNPAID')
      out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，附加服务单${ancillary.ancilOrderNo}仍待支付` });
  }
  // No due item: nothing in the agency's 待办 asks the agent to act on it by a time (news of it may still come).
  const due = dueItemsOf(state, order.ownerAccountId, now, () => true).filter(
    (item) => isAgentDeadline(item) && (item.orderNo === order.orderNo || item.entityNo === order.orderNo),
  );
  if (due.length > 0)
    out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，待办仍有${due.map((item) => item.what).join('、')}` });
  for (const notice of state.flightChangeNotices) {
    if (notice.orders.some((impact) => impact.orderNo === order.orderNo && impact.status === 'PENDING')) {
      out.push({
        invariant: 'closed',
        entity: order.orderNo,
        detail: `订单${order.status === 'CANCELED' ? '已取消' : '已退票'}，航班变动${notice.noticeId}仍待处理`,
      });
    }
  }
  const open = order.milestones.filter(
    (milestone) => milestone.status === 'WAIT' || milestone.status === 'NOT_START' || milestone.status === 'UNDER_WAY',
  );
  if (open.length > 0)
    out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，仍有待付款项${open.map((m) => m.kind).join('、')}` });
  if (order.pendingDelay)
    out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，延期申请${order.pendingDelay}仍占座` });
  if (order.heldByChange)
    out.push({ invariant: 'closed', entity: order.orderNo, detail: `订单已关闭，仍标记航班变动${order.heldByChange.noticeId}待处理` });
}

/** An order marked as held by a change has that change pending, and the reverse. */
function checkChangeHolds(state: AnyState, orders: readonly OrderRecord[], out: Violation[]): void {
  const pending = new Map<string, string>();
  for (const notice of state.flightChangeNotices) {
    for (const impact of notice.orders) if (impact.status === 'PENDING') pending.set(impact.orderNo, notice.noticeId);
  }
  for (const order of orders) {
    const noticeId = pending.get(order.orderNo);
    // An order may wait on two changes at once: the mark names one of them.
    if (Boolean(order.heldByChange) !== (noticeId !== undefined)) {
      out.push({
        invariant: 'closed',
        entity: order.orderNo,
        detail: `订单的航班变动标记${order.heldByChange?.noticeId ?? '无'}与待处理的变动${noticeId ?? '无'}不符`,
      });
    }
  }
}

// ---- revisions ----

/**
 * A record's revision never goes back and one transaction moves it by one at most (one accepted write,
 * one more revision): a write that skipped or reused a revision would let a stale save through. A
 * forgotten entry (a record made again under a freed id) is a new record, not a step back.
 */
function checkRevisions(state: SimulatorState, previous: SimulatorState, out: Violation[]): void {
  for (const [key, entry] of Object.entries(state.revisions)) {
    const before = previous.revisions[key];
    if (before === entry) continue;
    const from = before?.revision ?? 1;
    if (entry.revision !== from + 1) {
      out.push({ invariant: 'revisions', entity: key, detail: `一次写入使版本从${from}变为${entry.revision}（应恰好加1）` });
    }
    if (before && entry.revisedAt < before.revisedAt) {
      out.push({ invariant: 'revisions', entity: key, detail: `最后修改时间倒退：${before.revisedAt} → ${entry.revisedAt}` });
    }
  }
}

// ---- all of them ----

/**
 * The orders a transaction changed, and those of the schedule changes it changed (their holds and closes
 * relate the two), each with its version before the transaction (absent: new). Orders are found by
 * reference where the orders array lines up with the one before (lookup.ts `changedSince`: orders are
 * only appended or changed in place), so a commit costs what it touched, not two indexes of every order;
 * by number otherwise.
 */
/** The orders a transaction changed (or whose change notices it added), what each was before, and any it no longer lists. */
interface ChangedOrders {
  orders: readonly OrderRecord[];
  before: ReadonlyMap<string, OrderRecord>;
  gone: readonly OrderRecord[];
}

function changedOrders(state: SimulatorState, previous: SimulatorState): ChangedOrders {
  const touched = new Set<string>();
  if (previous.flightChangeNotices !== state.flightChangeNotices) {
    const before = new Set(previous.flightChangeNotices);
    for (const notice of state.flightChangeNotices)
      if (!before.has(notice)) for (const impact of notice.orders) touched.add(impact.orderNo);
  }
  const changed = changedSince(previous.orders, state.orders, (before, after) => before.orderNo === after.orderNo);
  if (changed === null) {
    const unchanged = new Set(previous.orders);
    const listed = new Set(state.orders.map((order) => order.orderNo));
    return {
      orders: state.orders.filter((order) => !unchanged.has(order) || touched.has(order.orderNo)),
      before: new Map(previous.orders.map((order) => [order.orderNo, order])),
      gone: previous.orders.filter((order) => !listed.has(order.orderNo)),
    };
  }
  const indexes =
    touched.size === 0
      ? changed
      : state.orders.flatMap((order, index) => (order !== previous.orders[index] || touched.has(order.orderNo) ? [index] : []));
  const before = new Map<string, OrderRecord>();
  for (const index of indexes) if (index < previous.orders.length) before.set(previous.orders[index].orderNo, previous.orders[index]);
  return { orders: indexes.map((index) => state.orders[index]), before, gone: [] };
}

/**
 * Every violation of the state, or none. With `previous` (the state before the transaction), the
 * per-order checks look only at the orders the transaction changed (the store is immutable: an
 * unchanged order is the same object), so a check costs what the transaction touched.
 */
export function checkInvariants(state: SimulatorState, now: number, previous?: SimulatorState): Violation[] {
  const out: Violation[] = [];
  const changed = previous ? changedOrders(state, previous) : undefined;
  const orders = changed ? changed.orders : state.orders;
  if (
    !previous ||
    previous.transactions !== state.transactions ||
    previous.prepaidAccounts !== state.prepaidAccounts ||
    previous.payments !== state.payments ||
    previous.paymentRefunds !== state.paymentRefunds
  ) {
    checkMoney(state, out);
  }
  if (!previous || previous.seatInventory !== state.seatInventory) checkSeats(state, out);
  // Another timetable is another world (a reset, a state loaded): nothing was conserved across it.
  if (
    previous &&
    changed &&
    previous.flights === state.flights &&
    (previous.seatInventory !== state.seatInventory || previous.orders !== state.orders)
  )
    checkSeatsHeld(state, previous, changed, now, out);
  const cancelled = cancelledDepartures(state);
  const before = changed?.before;
  for (const order of orders) {
    checkOrderMoney(state, order, out);
    checkTickets(state, order, cancelled, out, before ? (before.get(order.orderNo) ?? null) : undefined);
    checkDeadlines(order, now, out);
    checkClosed(state, order, now, out);
  }
  checkChangeHolds(state, orders, out);
  if (previous && previous.revisions !== state.revisions) checkRevisions(state, previous, out);
  return out;
}
