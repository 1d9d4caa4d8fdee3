import { formatFen } from '@/domain/format';
import { SCHEDULE_CHANGE_HOLDS } from '@/domain/bulletin';
import { MilestoneKind, OrderStatus } from '@/domain/order';
import type { OrderAction } from '@/lib/gateway/endpoints';
import { refuse, type SimulatorRefusal } from '../../kernel/refusal';
import { ANCILLARY, HOUR } from '../../kernel/rules/figures';
import { policyOf } from './order-kinds';
import {
  departureMs,
  fareCountOf,
  firstDepartureMs,
  formatDeadline,
  hasDeparted,
  isFullyPaid,
  isLumpSum,
  nextDue,
  seatHolderCount,
  type OrderRecord,
} from './order';

/**
 * What an order's state allows (rules/order.ts): `allowedActions` and the guards behind it — the refusal
 * for each action, `requireAllowed` for the writes, and the notes beside an action not offered.
 */

/** What a lump-sum order never does seat by seat. */
const PER_SEAT_ACTIONS: readonly OrderAction[] = ['RELEASE_SEATS', 'REFUND', 'DELAY'];

// ---- what the state allows ----

export const ACTION_LABELS: Record<OrderAction, string> = {
  PAY: '支付',
  CANCEL: '取消订单',
  RELEASE_SEATS: '取消占座',
  EDIT_PASSENGERS: '修改名单',
  CHANGE_PASSENGERS: '变更名单',
  ISSUE_TICKETS: '出票',
  REFUND: '退票',
  BUY_ANCILLARY: '购买附加服务',
  DELAY: '延期',
  CHANGE: '改期',
  EDIT_CONTACT: '修改联系人',
  ADD_REMARK: '添加备注',
};

/** The states in which an agent looks for 申请延期 (paid); outside them it is simply not offered. */
const DELAY_STATES: readonly string[] = ['PAYED', 'TICKED', 'TICKEDPART'];

/** What a waiting delay holds back: the seats it moves must stay the seats the order holds. */
const HELD_BY_DELAY: readonly OrderAction[] = ['DELAY', 'RELEASE_SEATS', 'REFUND'];

/**
 * What a cancelled flight holds back while the agent's decision waits (its schedule change): anything
 * committing money, tickets or seats to a flight that will not fly. The paid refund, delay and change stay
 * allowed, with a hint that the change's own are free (schedule-change-hints.ts).
 */
const HELD_BY_CANCELLATION: Partial<Record<OrderAction, string>> = SCHEDULE_CHANGE_HOLDS;

function changeHold(order: Pick<OrderRecord, 'heldByChange'>, action: OrderAction): SimulatorRefusal | null {
  const held = order.heldByChange;
  if (!held) return null;
  const detail = held.cancelled ? HELD_BY_CANCELLATION[action] : undefined;
  return detail ? refuse('SCHEDULE_CHANGE_PENDING', { noticeId: held.noticeId, action: ACTION_LABELS[action], detail }) : null;
}

function stateForbids(order: Pick<OrderRecord, 'status'>, action: string): SimulatorRefusal {
  return refuse('ORDER_STATE_FORBIDS', { status: OrderStatus.label(order.status), action });
}

/** Seats that can be given back now: unnamed ones, keeping an adult per infant booked and at least one seat. */
export function maxRelease(order: Pick<OrderRecord, 'fares' | 'passengers' | 'groupCount' | 'infantCount'>): number {
  const count = (type: string) => fareCountOf(order.fares, type);
  const named = (type: string) => order.passengers.filter((passenger) => passenger.passengerType === type).length;
  const adults = Math.max(0, count('ADT') - Math.max(named('ADT'), order.infantCount));
  const children = Math.max(0, count('CHD') - named('CHD'));
  return Math.max(0, Math.min(adults + children, order.groupCount - Math.max(seatHolderCount(order.passengers), 1)));
}

/** Why the order's state does not allow `action` now, or null when it does (the caller's authCodes aside). */
function refusalFor(order: OrderRecord, action: OrderAction, now: number): SimulatorRefusal | null {
  const refusal = stateRefusal(order, action, now);
  if (refusal) return refusal;
  return PER_SEAT_ACTIONS.includes(action) && isLumpSum(order) ? refuse('CHARTER_WHOLE_AIRCRAFT', { action: ACTION_LABELS[action] }) : null;
}

/** What the state and the clock forbid, whatever the price: `refusalFor` before a lump sum's own limits. */
function stateRefusal(order: OrderRecord, action: OrderAction, now: number, forChange = false): SimulatorRefusal | null {
  // What the order could not do anyway says so first; a waiting change holds back only what it could.
  return ownStateRefusal(order, action, now) ?? (forChange ? null : changeHold(order, action));
}

function ownStateRefusal(order: OrderRecord, action: OrderAction, now: number): SimulatorRefusal | null {
  const label = ACTION_LABELS[action];
  // Worked out only when an action asks, after its status allows it: most checks of most orders never need it.
  const departed = () => hasDeparted(order, now);
  if (order.pendingDelay && HELD_BY_DELAY.includes(action))
    return refuse('DELAY_PENDING', { ancilOrderNo: order.pendingDelay, action: label });
  switch (action) {
    case 'PAY':
      return nextDue(order) ? null : stateForbids(order, label);
    case 'CANCEL':
      if (order.status !== 'BOOKED') return stateForbids(order, label);
      return departed() ? refuse('DEPARTED', { action: label }) : null;
    case 'RELEASE_SEATS':
      if (!policyOf(order).releasesSeats || !['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status)) return stateForbids(order, label);
      if (departed()) return refuse('DEPARTED', { action: label });
      return maxRelease(order) < 1 ? refuse('NEGATIVE_GROUP_COUNT') : null;
    case 'EDIT_PASSENGERS':
      if (!policyOf(order).nameList || !['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status)) return stateForbids(order, label);
      if (now >= Date.parse(order.nameDeadline))
        return refuse('NAME_DEADLINE_PASSED', { deadline: formatDeadline(Date.parse(order.nameDeadline)) });
      return departed() ? refuse('DEPARTED', { action: label }) : null;
    case 'CHANGE_PASSENGERS':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return departed() ? refuse('DEPARTED', { action: label }) : null;
    case 'ISSUE_TICKETS':
      if (order.status === 'BOOKED') return refuse('ORDER_NOT_PAID');
      if (order.status !== 'PAYED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      if (!isFullyPaid(order)) return refuse('ORDER_NOT_PAID');
      if (departed()) return refuse('DEPARTED', { action: label });
      return order.passengers.some((passenger) => !passenger.ticketNo) ? null : refuse('NAMES_INCOMPLETE');
    case 'REFUND':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return order.tickets.some(
        (ticket) =>
          ticket.status === 'OPEN_FOR_USE' &&
          departureMs(order.segments.find((segment) => segment.segmentNo === ticket.segmentNo) ?? order.segments[0]) > now,
      )
        ? null
        : refuse('DEPARTED', { action: label });
    case 'BUY_ANCILLARY':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return departed() ? refuse('DEPARTED', { action: label }) : null;
    case 'DELAY':
      // The whole group moves: every seat paid, none of its tickets refunded or used, one flight.
      if (!DELAY_STATES.includes(order.status)) return stateForbids(order, label);
      if (order.segments.length !== 1) return refuse('ANCILLARY_INVALID', { detail: '多航段订单不能整团延期' });
      // A ticket an earlier delay replaced (EXCHANGED) is not the passenger's any more: its new one is what counts.
      if (order.tickets.some((ticket) => ticket.status !== 'OPEN_FOR_USE' && ticket.status !== 'EXCHANGED'))
        return refuse('ANCILLARY_INVALID', { detail: '订单中已有客票退票、改期或使用，整团不能再延期' });
      // The kind's policy says whether it may move, from the pool its seats came from (an offer's are its departures').
      if (!policyOf(order).delays(order)) return refuse('ANCILLARY_INVALID', { detail: '特惠团产品不得更改航班日期' });
      return now > firstDepartureMs(order) - ANCILLARY.delayLeadMs
        ? refuse('DELAY_TOO_LATE', { hours: ANCILLARY.delayLeadMs / HOUR })
        : null;
    case 'CHANGE':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return order.tickets.some(
        (ticket) =>
          ticket.status === 'OPEN_FOR_USE' &&
          !ticket.seatCancelled &&
          departureMs(order.segments.find((segment) => segment.segmentNo === ticket.segmentNo) ?? order.segments[0]) > now,
      )
        ? null
        : refuse('DEPARTED', { action: label });
    case 'EDIT_CONTACT':
      return order.status === 'CANCELED' || order.status === 'REFUND' ? stateForbids(order, label) : null;
    case 'ADD_REMARK':
      return null;
  }
}

/**
 * Throws the refusal when the state does not allow `action`. `wholeLumpSum`: the action takes the whole of
 * a lump-sum order for the airline's cause (a schedule change refunding a charter), which the lump sum's
 * per-seat limits do not forbid; the state and the clock still do. `airlineCause`: the action is a
 * schedule change's own (its involuntary refund), which the change's hold does not hold back.
 */
export function requireAllowed(
  order: OrderRecord,
  action: OrderAction,
  now: number,
  options: { wholeLumpSum?: boolean; airlineCause?: boolean } = {},
): void {
  // The schedule change's own free refund is what its hold points to: that path is not held by it.
  const refusal = options.wholeLumpSum
    ? stateRefusal(order, action, now, options.airlineCause)
    : options.airlineCause
      ? refusalFor({ ...order, heldByChange: undefined }, action, now)
      : refusalFor(order, action, now);
  if (refusal) throw refusal;
}

/**
 * The actions the gateway declines although the agent looks for them, with the reason in words (shown
 * beside the disabled button, docs/decisions.md "Declined actions"): releasing seats when every seat is
 * named, issuing tickets before full payment or with nobody left to ticket, a delay of a paid order once
 * a ticket is refunded (or the order cannot move). Other refusals leave no note (the action is simply
 * not offered). Each note is written from the same `refusalFor` the writes check.
 */
export function actionNotes(order: OrderRecord, now: number): Partial<Record<OrderAction, string>> {
  if (hasDeparted(order, now)) return {};
  const notes: Partial<Record<OrderAction, string>> = {};
  if (order.heldByChange?.cancelled) {
    // What the cancelled flight holds stands disabled, saying why (the order's own reasons below come second).
    for (const action of policyOf(order).actions) {
      const refusal = changeHold(order, action);
      if (refusal && ownStateRefusal(order, action, now) === null) notes[action] = String(refusal.params.detail);
    }
  }
  if (policyOf(order).nameList && ['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status)) {
    if (isLumpSum(order)) {
      notes.RELEASE_SEATS = '包机订单按整机计价，座位不能单独释放；未录入名单的座位仍属本订单';
    } else if (refusalFor(order, 'RELEASE_SEATS', now)) {
      notes.RELEASE_SEATS ??= `${order.groupCount}个座位中已有${seatHolderCount(order.passengers)}个录入名单，没有可释放的空座；如需减少人数，请先删除旅客名单`;
    }
    if (refusalFor(order, 'ISSUE_TICKETS', now)) {
      const due = nextDue(order);
      notes.ISSUE_TICKETS ??= due
        ? `订单付清后才能出票（待付${MilestoneKind.label(due.kind)}${formatFen(due.amount - due.paidAmount)}）`
        : order.passengers.length === 0
          ? '尚未录入旅客名单，录入名单后即可出票'
          : '已录入的旅客均已出票，录入新名单后可继续出票';
    }
  }
  if (policyOf(order).actions.includes('DELAY') && DELAY_STATES.includes(order.status)) {
    const refusal = refusalFor(order, 'DELAY', now);
    if (refusal) notes.DELAY = typeof refusal.params.detail === 'string' ? refusal.params.detail : refusal.message;
  }
  return notes;
}

/** Why the order may not take `action` now (its kind never offers it aside), or null. */
export function actionRefusal(order: OrderRecord, action: OrderAction, now: number): SimulatorRefusal | null {
  return refusalFor(order, action, now);
}

/** Whether the state allows one action now: `allowedActions(order, now).includes(action)` without asking every other action. */
export function allows(order: OrderRecord, action: OrderAction, now: number): boolean {
  return policyOf(order).actions.includes(action) && refusalFor(order, action, now) === null;
}

export function allowedActions(order: OrderRecord, now: number): OrderAction[] {
  return policyOf(order).actions.filter((action) => refusalFor(order, action, now) === null);
}
