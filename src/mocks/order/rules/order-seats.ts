import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import type { PassengerType } from '@/domain/passenger';
import type { FareLine, SeatReleaseQuote } from '@/lib/gateway/endpoints';
import { refuse } from '../../kernel/refusal';
import type { SimulatorState } from '../../state';
import { ORDER } from '../../kernel/rules/figures';
import { releaseSeats } from '../../catalogue/rules/inventory';
import { logEntry } from '../../kernel/rules/log';
import {
  departureRefs,
  fareCountOf,
  isDepositPaid,
  isFullyPaid,
  milestoneOf,
  nextDue,
  rebalanceMilestones,
  seatHolderCount,
  type OrderRecord,
} from './order';
import { maxRelease, requireAllowed } from './order-actions';
import { fareLineOf, settleTicketStatus } from './order-tickets';

/**
 * Cancel seat occupation (domain.md "Materialisation"): an agent gives back some unnamed seats of a
 * team order. Before the deposit is paid nothing is forfeited. Once it is paid, the group size at that
 * moment is confirmed: up to 15 % of it (rounded down) may be released free in all, and each seat
 * beyond forfeits its share of the deposit (deposit ÷ confirmed seats, to the fen). On a paid order the
 * released seats' price less the forfeit goes back.
 */

/** Which fare lines the released seats come from: unnamed children first, then adults (an adult stays per infant). */
function releasedByType(
  order: Pick<OrderRecord, 'fares' | 'passengers' | 'infantCount'>,
  count: number,
): Partial<Record<PassengerType, number>> {
  const named = (type: PassengerType) => order.passengers.filter((passenger) => passenger.passengerType === type).length;
  const children = Math.min(count, Math.max(0, fareCountOf(order.fares, 'CHD') - named('CHD')));
  return { CHD: children, ADT: count - children };
}

const pricePerPerson = (line: FareLine | undefined) => (line ? line.fare + line.tax : 0);

/** Seats (or infants) coming off fare lines: the line's index and how many. */
type Taken = { index: number; count: number }[];

/** The lines `seats` of a type come off: the latest line first (people added to a series departure go first). */
function takenFrom(fares: readonly FareLine[], type: PassengerType, seats: number): Taken {
  const taken: Taken = [];
  let left = seats;
  for (let index = fares.length - 1; index >= 0 && left > 0; index -= 1) {
    const line = fares[index];
    if (line.passengerType !== type || line.count === 0) continue;
    const count = Math.min(left, line.count);
    taken.push({ index, count });
    left -= count;
  }
  return taken;
}

/** The lines `count` unnamed seats come off. */
function unnamedLines(order: Pick<OrderRecord, 'fares' | 'passengers' | 'infantCount'>, count: number): Taken {
  return (Object.entries(releasedByType(order, count)) as [PassengerType, number][]).flatMap(([type, seats]) =>
    takenFrom(order.fares, type, seats),
  );
}

/** What the seats taken off the lines cost: each its line's fare and taxes. */
const priceOf = (fares: readonly FareLine[], taken: Taken): number =>
  taken.reduce((sum, { index, count }) => sum + count * pricePerPerson(fares[index]), 0);

function releasedPrice(order: Pick<OrderRecord, 'fares' | 'passengers' | 'infantCount'>, count: number): number {
  return priceOf(order.fares, unnamedLines(order, count));
}

/** What goes back for released seats: their price less the forfeit, once the order is paid in full (before, the balance shrinks instead). */
const moneyBack = (order: Pick<OrderRecord, 'milestones'>, price: number, forfeit: number): number =>
  isFullyPaid(order) ? Math.max(0, price - forfeit) : 0;

/** Fen a seat forfeits once the free allowance is spent: its share of the paid deposit. */
export function depositShare(order: Pick<OrderRecord, 'milestones' | 'confirmedCount'>): number {
  const deposit = milestoneOf(order, 'DEPOSIT');
  if (!deposit || deposit.status !== 'SUCCESSED' || order.confirmedCount === 0) return 0;
  return Math.round(deposit.paidAmount / order.confirmedCount);
}

/** The order's fares, counts, total and milestones after the seats `taken` off their lines leave with `forfeit` kept: the release and its quote. */
function applyRelease(order: Draft<OrderRecord>, taken: Taken, forfeit: number): void {
  const price = priceOf(order.fares, taken);
  let seats = 0;
  let infants = 0;
  for (const { index, count } of taken) {
    const line = order.fares[index];
    line.count -= count;
    if (line.passengerType === 'INF') infants += count;
    else seats += count;
  }
  const firstAdult = order.fares.findIndex((line) => line.passengerType === 'ADT');
  order.fares = order.fares.filter((line, index) => line.count > 0 || index === firstAdult);
  order.groupCount -= seats;
  order.infantCount -= infants;
  order.totalAmount = order.totalAmount - price + forfeit;
  rebalanceMilestones(order);
}

/** What releasing `count` seats would do now. `count` is assumed valid (requireReleaseCount). */
export function seatReleaseQuote(order: OrderRecord, count: number): SeatReleaseQuote {
  const most = maxRelease(order);
  const confirmed = isDepositPaid(order);
  const freeLeft = confirmed ? Math.max(0, Math.floor(order.confirmedCount * ORDER.freeReleaseRate) - order.releasedSinceConfirm) : most;
  const forfeitSeats = confirmed ? Math.max(0, count - freeLeft) : 0;
  const forfeit = forfeitSeats * depositShare(order);
  const refund = moneyBack(order, releasedPrice(order, count), forfeit);
  // A plain copy (the order may be a draft while it is being released).
  const after = JSON.parse(JSON.stringify(order)) as Draft<OrderRecord>;
  if (count > 0) applyRelease(after, unnamedLines(after, Math.min(count, most)), forfeit);
  const due = nextDue(after);
  return {
    orderNo: order.orderNo,
    count,
    freeLeft,
    forfeitSeats,
    forfeit,
    refund,
    groupCountAfter: order.groupCount - count,
    maxRelease: most,
    totalAfter: after.totalAmount,
    ...(due ? { dueAfter: { milestone: due.kind, amount: due.amount - due.paidAmount, deadline: due.deadline } } : {}),
  };
}

/**
 * The count must be a positive integer (RELEASE_COUNT_INVALID) and leave the named seat holders their
 * seats, an adult per infant and at least one seat (NEGATIVE_GROUP_COUNT, the spec's code; releasing
 * every seat is a cancel).
 */
export function requireReleaseCount(order: OrderRecord, count: unknown, now: number): number {
  requireAllowed(order, 'RELEASE_SEATS', now);
  const most = maxRelease(order);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) throw refuse('RELEASE_COUNT_INVALID', { max: most });
  if (count > most) throw refuse('NEGATIVE_GROUP_COUNT');
  return count;
}

/**
 * Releases `count` seats as quoted. `expectedForfeit` is the forfeit the agent saw; a different one now
 * (another release, a payment in between) is refused so nobody pays a forfeit unseen.
 */
export function releaseOrderSeats(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  count: unknown,
  expectedForfeit: unknown,
  by: string,
  now: number,
): SeatReleaseQuote {
  const seats = requireReleaseCount(order, count, now);
  const quote = seatReleaseQuote(order, seats);
  if (typeof expectedForfeit !== 'number' || expectedForfeit !== quote.forfeit) {
    throw refuse('RELEASE_QUOTE_CHANGED', { forfeit: formatFen(quote.forfeit) });
  }
  const before = order.groupCount;
  applyRelease(order, unnamedLines(order, seats), quote.forfeit);
  order.releasedSeats += seats;
  if (isDepositPaid(order)) order.releasedSinceConfirm += seats;
  order.forfeitedAmount += quote.forfeit;
  order.refundedAmount += quote.refund;
  releaseSeats(state, departureRefs(order), seats, order.seatKind);
  settleTicketStatus(state, order, now);
  const free = seats - quote.forfeitSeats;
  order.log.push(
    logEntry(
      now,
      'RELEASE_SEATS',
      `取消占座${seats}个，团队人数${before}→${order.groupCount}` +
        (free > 0 ? `；免费释放${free}个` : '') +
        (quote.forfeitSeats > 0 ? `；${quote.forfeitSeats}个超出免费额度，扣除定金${formatFen(quote.forfeit)}` : '') +
        (quote.refund > 0 ? `；退款${formatFen(quote.refund)}` : ''),
      by,
    ),
  );
  return quote;
}

/**
 * Unticketed seats leaving the order for the airline's cause (a schedule change's involuntary refund of a
 * partly ticketed order, rules/schedule-change.ts): the named passengers given — each priced from the
 * fare line its ticket would have been priced from (`fareLineOf`) — and, with `unnamed`, every seat and
 * infant not yet named (priced as 取消占座 prices them). Free: nothing forfeited, nothing counted against
 * the free allowance; the price goes back as for 取消占座 (paid in full: back; otherwise the balance
 * shrinks). The passengers leave the name list. Answers the seats given back and the money back.
 */
export function releaseUnticketed(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  passengerIds: readonly string[],
  unnamed: boolean,
  why: string,
  by: string,
  now: number,
): { seats: number; amount: number } {
  const leaving = order.passengers.filter((passenger) => passengerIds.includes(passenger.passengerId) && !passenger.ticketNo);
  const taken: Taken = leaving.flatMap((passenger) => {
    const line = fareLineOf(order, passenger);
    return line ? [{ index: order.fares.indexOf(line), count: 1 }] : [];
  });
  if (unnamed) {
    const namedInfants = order.passengers.filter((passenger) => passenger.passengerType === 'INF').length;
    taken.push(
      ...unnamedLines(order, order.groupCount - seatHolderCount(order.passengers)),
      ...takenFrom(order.fares, 'INF', order.infantCount - namedInfants),
    );
  }
  const seats = taken.reduce((sum, { index, count }) => sum + (order.fares[index].passengerType === 'INF' ? 0 : count), 0);
  if (taken.length === 0) return { seats: 0, amount: 0 };
  const amount = moneyBack(order, priceOf(order.fares, taken), 0);
  const before = order.groupCount;
  applyRelease(order, taken, 0);
  order.passengers = order.passengers.filter((passenger) => !leaving.includes(passenger));
  order.releasedSeats += seats;
  order.refundedAmount += amount;
  if (seats > 0) releaseSeats(state, departureRefs(order), seats, order.seatKind);
  settleTicketStatus(state, order, now);
  const names = leaving.map((passenger) => passenger.name);
  order.log.push(
    logEntry(
      now,
      'RELEASE_SEATS',
      `${why}：取消未出票的座位${seats}个（${[...names, ...(unnamed && taken.length > leaving.length ? ['未录入名单的座位'] : [])].join('、')}），团队人数${before}→${order.groupCount}，不收取费用` +
        (amount > 0 ? `，退款${formatFen(amount)}` : ''),
      by,
    ),
  );
  return { seats, amount };
}

// ---- what an order holds ----

/** The count of a departure a pool's seats are kept in (`seatInventory`): the group quota or a class; other pools keep their own. */
export const inventoryPool = (seat: OrderRecord['seatKind']): string | null =>
  seat.kind === 'group' ? 'group' : seat.kind === 'cabin' ? `cabin:${seat.cabin}` : null;

/** Where a schedule change rebooks an offer's or a bid's seats: the group quota (rules/schedule-change.ts `rebookPool`). */
const rebookedPool = (seat: OrderRecord['seatKind']): string | null =>
  seat.kind === 'offer' || seat.kind === 'activity' ? 'group' : inventoryPool(seat);

/**
 * The seats an order holds in `seatInventory`, derived from the order as it is now — `${departure}|${pool}`
 * to seats. A cancelled or refunded order holds none. A live one holds, on each segment's departure, its
 * group less the seat holders whose seat left it (a ticket refunded, replaced by another order's, its seat
 * cancelled before refund, or moved to another flight by a schedule change), and each seat holder moved
 * by a change where its ticket now flies; and the seats a delay waiting for payment holds on its new flight.
 * Whatever holds or gives back seats (booking, adding people, a release, a cancel, a refund, a change, a
 * delay) moves the inventory by exactly the difference (rules/invariants.ts, seats).
 */
export function heldSeats(order: OrderRecord, delayTo?: { flightNo: string; flightDate: string; seats: number }): Map<string, number> {
  const held = new Map<string, number>();
  if (order.status === 'CANCELED' || order.status === 'REFUND') return held;
  const add = (ref: { flightNo: string; flightDate: string }, pool: string | null, seats: number) => {
    if (pool === null || seats === 0) return;
    const key = `${ref.flightNo}|${ref.flightDate}|${pool}`;
    held.set(key, (held.get(key) ?? 0) + seats);
  };
  const own = inventoryPool(order.seatKind);
  for (const segment of order.segments) {
    const newest = new Map<string, OrderRecord['tickets'][number]>();
    for (const ticket of order.tickets)
      if (ticket.segmentNo === segment.segmentNo && ticket.passengerType !== 'INF') newest.set(ticket.passengerId, ticket);
    let gone = 0;
    for (const ticket of newest.values()) {
      const flies = (ticket.status === 'OPEN_FOR_USE' || ticket.status === 'USED') && !ticket.seatCancelled;
      const here = ticket.flightNo === segment.flightNo && ticket.flightDate === segment.flightDate;
      if (flies && here) continue;
      gone += 1;
      if (flies) add(ticket, rebookedPool(order.seatKind), 1);
    }
    add(segment, own, Math.max(0, order.groupCount - gone));
  }
  if (delayTo) add(delayTo, own, delayTo.seats);
  return held;
}
