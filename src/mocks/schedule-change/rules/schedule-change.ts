import type { Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import { FlightChangeType, ScheduleChangeAction, ScheduleChangeStatus, type ScheduleChangeSeverity } from '@/domain/bulletin';
import { formatFen, formatFlightTimes } from '@/domain/format';
import type {
  FlightChangeNotice,
  OrderScheduleChange,
  OrderSegment,
  PnrDetail,
  RebookOption,
  ScheduleChangeInput,
  ScheduleChangePassenger,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import { refuse, type SimulatorRefusal } from '../../kernel/refusal';
import type { AccountRecord, AnyState, FlightChangeNoticeRecord, ScheduledFlight, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { addDays, gatewayInstant } from '../../catalogue/rules/fare';
import { CHARTER, DAY, SCHEDULE_CHANGE, SMS_SENDER } from '../../kernel/rules/figures';
import {
  aircraftLeft,
  holdSeats,
  poolRefs,
  protectSeats,
  releaseSeats,
  scheduledFlight,
  seatsLeft,
  type DepartureRef,
  type SeatKind,
} from '../../catalogue/rules/inventory';
import { logEntry, type DueTransitions } from '../../kernel/rules/log';
import {
  currentTickets,
  departureMs,
  departureRefs,
  fareCountOf,
  hasDeparted,
  isClosedOrder,
  isLumpSum,
  netPaid,
  nextTicketNo,
  orderOwnerId,
  type OrderRecord,
} from '../../order/rules/order';
import { closeOrder, whenOrderCloses, whenOrderLeaves } from '../../order/rules/order-cancel';
import { followDepartures } from '../../order/rules/order-deadlines';
import { releaseUnticketed } from '../../order/rules/order-seats';
import { mintNo } from '../../kernel/rules/numbers';
import { applyRefund, followReissue, reviewRefund } from '../../refund/rules/refund';
import { finalStatus } from './schedule-change-outcome';
import type { ScheduleChangeOrderRecord } from './schedule-change-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { ScheduleChangeOrderRecord } from './schedule-change-records';

/**
 * Schedule changes handled, not only announced (docs/decisions.md "Schedule changes"). The
 * airline changes one departure (time, flight number, day, aircraft, or cancels it): the change reaches
 * every order holding seats on it, one notice per owner (`FlightChangeNoticeRecord`, its `orders` the
 * owner's orders with what was done). Each order keeps its original segment beside the proposal until
 * the change is handled. A minor change (< SCHEDULE_CHANGE.minorShiftMs, same day, same flight) the
 * airline accepts at once; a significant one waits for the agent until its deadline — accept, rebook
 * (free, seats held in the same call) or an involuntary refund (free, no file) — and at the deadline
 * the airline accepts, or for a cancellation rebooks onto its alternative when it has the seats and
 * otherwise refunds. Money never moves for an accept or a rebooking.
 *
 * A charter (a lump sum for a whole aircraft) flies flights of its own (XY9…, not in the timetable): a
 * change of one is read from the charter's segment, its alternative is the same aircraft at new times,
 * and it is accepted or refunded whole, never rebooked or refunded seat by seat. A partly ticketed order
 * refunds its issued tickets through the refund entity and gives back its unticketed seats with their
 * price (order-seats.ts `releaseUnticketed`).
 */

type Drafted = Draft<SimulatorState>;

const { airlineActor } = SCHEDULE_CHANGE;

// ---- the change's facts ----

/** Arrival instant of a flight leaving `date` at `dep` and landing at `arr` (the next day when earlier). */
function arrivalMs(date: string, dep: string, arr: string): number {
  return gatewayInstant(date, arr) + (arr < dep ? DAY : 0);
}

const originalDepartureMs = (notice: Pick<FlightChangeNoticeRecord, 'flightDate' | 'origDepTime'>) =>
  gatewayInstant(notice.flightDate, notice.origDepTime);

/** The segment as booked, from the notice's facts and the order's own segment (class, direction, number). */
export function originalSegment(notice: FlightChangeNoticeRecord, segment: OrderSegment): OrderSegment {
  return {
    ...segment,
    flightNo: notice.flightNo,
    flightDate: notice.flightDate,
    depTime: notice.origDepTime,
    arrTime: notice.origArrTime,
    aircraftType: notice.origAircraftType ?? segment.aircraftType,
  };
}

/** The airline's proposal for that segment; undefined for a cancellation without an alternative. */
export function proposedSegment(notice: FlightChangeNoticeRecord, segment: OrderSegment): OrderSegment | undefined {
  if (notice.changeType === 'CANCEL' && !notice.newFlightNo) return undefined;
  const original = originalSegment(notice, segment);
  return {
    ...original,
    flightNo: notice.newFlightNo ?? original.flightNo,
    flightDate: notice.newFlightDate ?? original.flightDate,
    depTime: notice.newDepTime ?? original.depTime,
    arrTime: notice.newArrTime ?? original.arrTime,
    aircraftType: notice.newAircraftType ?? original.aircraftType,
  };
}

type ChangeFacts = Pick<
  FlightChangeNoticeRecord,
  'changeType' | 'flightNo' | 'flightDate' | 'origDepTime' | 'origArrTime' | 'newFlightNo' | 'newFlightDate' | 'newDepTime' | 'newArrTime'
>;

/**
 * Why the change is significant for an order (empty: minor). Significant: a cancellation, another
 * flight number, another day, a departure moved by SCHEDULE_CHANGE.minorShiftMs or more, or an arrival
 * that misses the order's next segment (SCHEDULE_CHANGE.minConnectionMs before it leaves).
 */
export function significantReasons(change: ChangeFacts, nextSegment?: Pick<OrderSegment, 'flightNo' | 'flightDate' | 'depTime'>): string[] {
  if (change.changeType === 'CANCEL') return ['航班取消'];
  const reasons: string[] = [];
  if (change.newFlightNo && change.newFlightNo !== change.flightNo) reasons.push(`航班号变更为${change.newFlightNo}`);
  const newDate = change.newFlightDate ?? change.flightDate;
  if (newDate !== change.flightDate) reasons.push(`起飞日期变更为${newDate}`);
  const shift = gatewayInstant(newDate, change.newDepTime ?? change.origDepTime) - gatewayInstant(change.flightDate, change.origDepTime);
  if (Math.abs(shift) >= SCHEDULE_CHANGE.minorShiftMs && newDate === change.flightDate) {
    reasons.push(`起飞时间${shift > 0 ? '推迟' : '提前'}${Math.round(Math.abs(shift) / 60_000)}分钟`);
  }
  if (nextSegment) {
    const arrives = arrivalMs(newDate, change.newDepTime ?? change.origDepTime, change.newArrTime ?? change.origArrTime);
    if (arrives + SCHEDULE_CHANGE.minConnectionMs > departureMs(nextSegment)) reasons.push(`无法衔接后续航班${nextSegment.flightNo}`);
  }
  return reasons;
}

/** When the airline decides by itself: 72 h after the notice or 24 h before the original departure, whichever is first (never before the notice). */
export function actionDeadline(publishedAt: number, originalDeparture: number): number {
  return Math.max(publishedAt, Math.min(publishedAt + SCHEDULE_CHANGE.actionWindowMs, originalDeparture - SCHEDULE_CHANGE.deadlineLeadMs));
}

/** Less than SCHEDULE_CHANGE.minDecisionMs to decide: the airline decides when it publishes, nobody is asked. */
export const decidesAtOnce = (publishedAt: number, deadline: number): boolean => deadline - publishedAt < SCHEDULE_CHANGE.minDecisionMs;

/** An SMS to the order's group contact about its change: the one sender, the contact by name, the order. */
function tellContact(state: Drafted, order: Pick<OrderRecord, 'contact' | 'orderNo' | 'ownerAccountId'>, words: string, now: number): void {
  state.smsOutbox.unshift({
    mobile: order.contact.mobile,
    code: '',
    purpose: 'SCHEDULE_CHANGE',
    issuedAt: now,
    accountId: order.ownerAccountId,
    text: `${SMS_SENDER}${order.contact.name}您好，订单${order.orderNo}${words}。`,
  });
}

// ---- which orders, which seats ----

const isLive = (order: Pick<OrderRecord, 'status'>) => !isClosedOrder(order);

const segmentTickets = (order: Pick<OrderRecord, 'tickets'>, segmentNo: number) =>
  order.tickets.filter((ticket) => ticket.segmentNo === segmentNo);

/**
 * Seats the order holds on its segment's departure: its group less the seat holders whose ticket is gone
 * from it (refunded, or moved to another flight). Judged by the ticket each passenger holds now: one a
 * reissue on this departure replaced (a delay's, a whole rebooking's) does not take the seat away.
 */
function seatsOn(order: OrderRecord, segmentNo: number): number {
  const segment = order.segments.find((candidate) => candidate.segmentNo === segmentNo);
  const flies = (ticket: TicketRecord) =>
    (ticket.status === 'OPEN_FOR_USE' || ticket.status === 'USED') &&
    ticket.flightNo === segment?.flightNo &&
    ticket.flightDate === segment.flightDate;
  const gone = currentTickets(segmentTickets(order, segmentNo)).filter((ticket) => ticket.passengerType !== 'INF' && !flies(ticket)).length;
  return Math.max(0, order.groupCount - gone);
}

/** The orders holding seats on a departure, with their segment. */
function ordersOn(state: AnyState, ref: DepartureRef): { order: OrderRecord; segment: OrderSegment }[] {
  const found: { order: OrderRecord; segment: OrderSegment }[] = [];
  for (const order of state.orders) {
    if (!isLive(order)) continue;
    const segment = order.segments.find((candidate) => candidate.flightNo === ref.flightNo && candidate.flightDate === ref.flightDate);
    if (segment && seatsOn(order, segment.segmentNo) > 0) found.push({ order, segment });
  }
  return found;
}

/** On the departure the change is of (its original flight and day). */
const onChanged = (notice: Pick<FlightChangeNoticeRecord, 'flightNo' | 'flightDate'>, ref: DepartureRef) =>
  ref.flightNo === notice.flightNo && ref.flightDate === notice.flightDate;

/**
 * Seats the change still has to decide: those it counted less those it settled — never more than the
 * order still holds on the change's departure, which another change of it may have moved some of them away from.
 */
function openSeats(
  order: OrderRecord,
  notice: Pick<FlightChangeNoticeRecord, 'flightNo' | 'flightDate'>,
  impact: Pick<ScheduleChangeOrderRecord, 'seats' | 'settledSeats' | 'segmentNo'>,
): number {
  const counted = Math.max(0, impact.seats - impact.settledSeats);
  const segment = order.segments.find((candidate) => candidate.segmentNo === impact.segmentNo);
  return segment && onChanged(notice, segment) ? Math.min(counted, seatsOn(order, impact.segmentNo)) : counted;
}

/**
 * Open tickets of the segment on the change's departure, of the passengers named (all when undefined),
 * not yet handled. A ticket of the segment another change moved to another flight is not this change's.
 */
function openTickets(
  order: OrderRecord,
  notice: Pick<FlightChangeNoticeRecord, 'flightNo' | 'flightDate'>,
  impact: ScheduleChangeOrderRecord,
  passengerIds?: readonly string[],
): TicketRecord[] {
  return segmentTickets(order, impact.segmentNo).filter(
    (ticket) =>
      ticket.status === 'OPEN_FOR_USE' &&
      onChanged(notice, ticket) &&
      impact.handledPassengers[ticket.passengerId] === undefined &&
      (passengerIds === undefined || passengerIds.includes(ticket.passengerId)),
  );
}

/**
 * Passengers may be chosen (the price is per seat, not a lump sum): every open seat is a named, ticketed
 * passenger — or the order is partly ticketed, when its unticketed named passengers may be chosen for a
 * refund too, and its unnamed seats go with the whole group.
 */
function choosable(order: OrderRecord, notice: FlightChangeNoticeRecord, impact: ScheduleChangeOrderRecord): boolean {
  if (isLumpSum(order)) return false;
  const seatHolders = openTickets(order, notice, impact).filter((ticket) => ticket.passengerType !== 'INF').length;
  return seatHolders > 0 && (seatHolders === openSeats(order, notice, impact) || order.status === 'TICKEDPART');
}

/** A passenger named on the order with no ticket yet (a partly ticketed order's), not handled by the change. */
const unticketed = (impact: ScheduleChangeOrderRecord, passenger: OrderRecord['passengers'][number]) =>
  !passenger.ticketNo && impact.handledPassengers[passenger.passengerId] === undefined;

// ---- publishing ----

const nextId = (ids: readonly string[], prefix: string) => {
  const last = ids.filter((id) => id.startsWith(prefix)).reduce((max, id) => Math.max(max, Number(id.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(last + 1).padStart(SCHEDULE_CHANGE.numberDigits, '0')}`;
};

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const invalid = (detail: string) => refuse('SCHEDULE_CHANGE_INVALID', { detail });

/** The flight a change names: the timetable's; or a charter's own (not in the timetable), read from the live charter order flying it. */
interface ChangedFlight extends Pick<ScheduledFlight, 'flightNo' | 'depAirport' | 'arrAirport' | 'depTime' | 'arrTime' | 'aircraftType'> {
  /** A charter's flight: its order and segment. */
  charter?: { order: OrderRecord; segment: OrderSegment };
}

function changedFlight(state: SimulatorState, ref: DepartureRef): ChangedFlight | undefined {
  const scheduled = scheduledFlight(state, ref);
  if (scheduled) return scheduled;
  for (const order of state.orders) {
    if (!isLive(order) || order.seatKind.kind !== 'aircraft') continue;
    const segment = order.segments.find((candidate) => candidate.flightNo === ref.flightNo && candidate.flightDate === ref.flightDate);
    if (segment) return { ...segment, charter: { order, segment } };
  }
  return undefined;
}

/** A flight number some flight already uses: the timetable's, any order's segment, any change's new number. */
const numberTaken = (state: SimulatorState, flightNo: string) =>
  state.flights.some((flight) => flight.flightNo === flightNo) ||
  state.orders.some((order) => order.segments.some((segment) => segment.flightNo === flightNo)) ||
  state.flightChangeNotices.some((notice) => notice.newFlightNo === flightNo);

/** The arrival (HH:mm) of a flight of `date` moved from `dep` to `newDep`, its block time kept. */
function shiftedArrival(date: string, dep: string, arr: string, newDep: string): string {
  const shift = gatewayInstant(date, newDep) - gatewayInstant(date, dep);
  return new Date(arrivalMs(date, dep, arr) + shift + 8 * 3_600_000).toISOString().slice(11, 16);
}

type Facts = ChangeFacts & { depAirport: string; arrAirport: string; newAircraftType?: string; origAircraftType: string };

/** The change as the airline states it: checked, the alternative's times read from the timetable (a charter's: its own new times). */
function requireChange(state: Drafted, input: ScheduleChangeInput, now: number): Facts {
  if (!FlightChangeType.is(input.changeType)) throw invalid('变动类型不正确');
  if (typeof input.flightDate !== 'string' || !DATE.test(input.flightDate)) throw invalid('航班日期须为YYYY-MM-DD');
  const flight =
    typeof input.flightNo === 'string'
      ? changedFlight(state, { flightNo: input.flightNo.toUpperCase(), flightDate: input.flightDate })
      : undefined;
  if (!flight) throw invalid(`航班${String(input.flightNo)}在${input.flightDate}不执行`);
  if (gatewayInstant(input.flightDate, flight.depTime) <= now) throw invalid('航班已起飞');
  // A cancelled departure does not fly: nothing about it changes again (its orders are decided on the cancellation).
  if (
    state.flightChangeNotices.some(
      (notice) => notice.changeType === 'CANCEL' && notice.flightNo === flight.flightNo && notice.flightDate === input.flightDate,
    )
  ) {
    throw invalid(`航班${flight.flightNo}在${input.flightDate}已取消`);
  }
  for (const time of [input.newDepTime, input.newArrTime]) if (time !== undefined && !CLOCK.test(time)) throw invalid('时刻须为HH:mm');
  if (input.newFlightDate !== undefined && !DATE.test(input.newFlightDate)) throw invalid('新日期须为YYYY-MM-DD');
  const base = {
    changeType: input.changeType,
    flightNo: flight.flightNo,
    flightDate: input.flightDate,
    depAirport: flight.depAirport,
    arrAirport: flight.arrAirport,
    origDepTime: flight.depTime,
    origArrTime: flight.arrTime,
    origAircraftType: flight.aircraftType,
  };
  if (flight.charter) return requireCharterChange(state, input, base, flight.charter, now);
  const same = (value: string | undefined, original: string) => (value !== undefined && value !== original ? value : undefined);
  if (input.changeType === 'CANCEL') {
    if (!input.newFlightNo) return base;
    const flightDate = input.newFlightDate ?? input.flightDate;
    const alternative = scheduledFlight(state, { flightNo: input.newFlightNo.toUpperCase(), flightDate });
    if (!alternative || alternative.depAirport !== flight.depAirport || alternative.arrAirport !== flight.arrAirport) {
      throw invalid(`替代航班${input.newFlightNo}在${flightDate}不执行或航线不同`);
    }
    return {
      ...base,
      newFlightNo: alternative.flightNo,
      ...(flightDate !== input.flightDate ? { newFlightDate: flightDate } : {}),
      newDepTime: alternative.depTime,
      newArrTime: alternative.arrTime,
      newAircraftType: alternative.aircraftType,
    };
  }
  const newFlightNo = same(input.newFlightNo?.toUpperCase(), flight.flightNo);
  const facts: Facts = {
    ...base,
    ...(newFlightNo ? { newFlightNo } : {}),
    ...(same(input.newFlightDate, input.flightDate) ? { newFlightDate: input.newFlightDate } : {}),
    ...(same(input.newDepTime, flight.depTime) ? { newDepTime: input.newDepTime } : {}),
    ...(same(input.newArrTime, flight.arrTime) ? { newArrTime: input.newArrTime } : {}),
    ...(same(input.newAircraftType, flight.aircraftType) ? { newAircraftType: input.newAircraftType } : {}),
  };
  if (input.changeType === 'FLIGHT_NO_CHANGE' && !facts.newFlightNo) throw invalid('请填写新航班号');
  if (input.changeType === 'AIRCRAFT_CHANGE' && !facts.newAircraftType) throw invalid('请填写新机型');
  if ((input.changeType === 'TIME_CHANGE' || input.changeType === 'DELAY') && !facts.newDepTime && !facts.newFlightDate)
    throw invalid('请填写新起飞时刻');
  if (facts.newDepTime && !facts.newArrTime)
    facts.newArrTime = shiftedArrival(input.flightDate, flight.depTime, flight.arrTime, facts.newDepTime);
  return facts;
}

/**
 * A change of a charter's own flight. The aircraft is the one chartered: its type does not change. A
 * cancellation's alternative is that aircraft at new times (a new day or departure), a flight of its own
 * numbered now unless the airline names an unused number — never a timetable flight; a cancellation
 * without one is refused once the charter has flown a leg (the group must be brought back). The new
 * times stay between the charter's other legs, and the type must be free on any day the aircraft is
 * newly away (the airline protects it when the change is accepted).
 */
function requireCharterChange(
  state: Drafted,
  input: ScheduleChangeInput,
  base: Facts,
  charter: { order: OrderRecord; segment: OrderSegment },
  now: number,
): Facts {
  if (input.changeType === 'AIRCRAFT_CHANGE') throw invalid('包机航班的机型即所包飞机，不能单独变更机型');
  const number = input.newFlightNo?.trim().toUpperCase() || undefined;
  if (number !== undefined && number !== base.flightNo && numberTaken(state, number))
    throw invalid(`航班号${number}已有航班使用，包机须使用未占用的航班号`);
  const newDate = input.newFlightDate !== undefined && input.newFlightDate !== base.flightDate ? input.newFlightDate : undefined;
  const newDep = input.newDepTime !== undefined && input.newDepTime !== base.origDepTime ? input.newDepTime : undefined;
  let facts: Facts;
  if (input.changeType === 'CANCEL') {
    if (number === undefined && newDate === undefined && newDep === undefined) {
      if (hasDeparted(charter.order, now)) throw invalid('包机已有航段执行，取消其余航段须提供替代时刻');
      return base;
    }
    const depTime = newDep ?? base.origDepTime;
    facts = {
      ...base,
      newFlightNo:
        number && number !== base.flightNo
          ? number
          : mintNo(state.orderSequences, CHARTER.flightPrefix, CHARTER.flightDigits, 0, CHARTER.flightSequenceKey),
      ...(newDate ? { newFlightDate: newDate } : {}),
      newDepTime: depTime,
      newArrTime: input.newArrTime ?? shiftedArrival(base.flightDate, base.origDepTime, base.origArrTime, depTime),
      newAircraftType: base.origAircraftType,
    };
  } else {
    facts = {
      ...base,
      ...(number && number !== base.flightNo ? { newFlightNo: number } : {}),
      ...(newDate ? { newFlightDate: newDate } : {}),
      ...(newDep
        ? {
            newDepTime: newDep,
            newArrTime: input.newArrTime ?? shiftedArrival(base.flightDate, base.origDepTime, base.origArrTime, newDep),
          }
        : {}),
    };
    if (input.changeType === 'FLIGHT_NO_CHANGE' && !facts.newFlightNo) throw invalid('请填写新航班号');
    if ((input.changeType === 'TIME_CHANGE' || input.changeType === 'DELAY') && !facts.newDepTime && !facts.newFlightDate)
      throw invalid('请填写新起飞时刻');
  }
  requireCharterTimes(state, charter.order, charter.segment, facts, now);
  return facts;
}

/** The charter's legs with one of them moved to the change's proposal. */
const charterRefsAfter = (order: OrderRecord, segment: Pick<OrderSegment, 'segmentNo'>, to: DepartureRef): DepartureRef[] =>
  order.segments.map((candidate) =>
    candidate.segmentNo === segment.segmentNo ? to : { flightNo: candidate.flightNo, flightDate: candidate.flightDate },
  );

function requireCharterTimes(state: SimulatorState, order: OrderRecord, segment: OrderSegment, facts: Facts, now: number): void {
  const date = facts.newFlightDate ?? facts.flightDate;
  const depMs = gatewayInstant(date, facts.newDepTime ?? facts.origDepTime);
  if (depMs <= now) throw invalid('新的起飞时间已过');
  const index = order.segments.findIndex((candidate) => candidate.segmentNo === segment.segmentNo);
  const before = order.segments[index - 1];
  const after = order.segments[index + 1];
  const arrives = arrivalMs(date, facts.newDepTime ?? facts.origDepTime, facts.newArrTime ?? facts.origArrTime);
  if ((before && depMs <= departureMs(before)) || (after && arrives >= departureMs(after)))
    throw invalid('包机航段的新时刻须在本包机前后航段之间');
  const held = new Set(poolRefs(departureRefs(order), order.seatKind).map((ref) => ref.flightDate));
  const away = poolRefs(
    charterRefsAfter(order, segment, { flightNo: facts.newFlightNo ?? facts.flightNo, flightDate: date }),
    order.seatKind,
  );
  const aircraftType = order.seatKind.kind === 'aircraft' ? order.seatKind.aircraftType : facts.origAircraftType;
  for (const { flightDate } of away) {
    if (!held.has(flightDate) && aircraftLeft(state, aircraftType, flightDate) < 1)
      throw invalid(`${flightDate}没有可调配的${aircraftType}飞机`);
  }
}

const segmentText = (segment: Pick<OrderSegment, 'flightNo' | 'flightDate' | 'depTime' | 'arrTime'>) =>
  `${segment.flightNo} ${segment.flightDate} ${formatFlightTimes(segment.depTime, segment.arrTime)}`;

function changeText(notice: FlightChangeNoticeRecord, segment: OrderSegment): string {
  const proposed = proposedSegment(notice, segment);
  const original = originalSegment(notice, segment);
  if (notice.changeType === 'CANCEL')
    return `${segmentText(original)} 航班取消${proposed ? `，建议改乘${segmentText(proposed)}` : '，无替代航班'}`;
  if (notice.changeType === 'AIRCRAFT_CHANGE' && !notice.newDepTime)
    return `${segmentText(original)} 机型由${original.aircraftType}调整为${proposed!.aircraftType}`;
  return `${segmentText(original)} 变更为 ${segmentText(proposed!)}`;
}

export interface PublishedChange {
  changeId: string;
  noticeIds: string[];
  orderCount: number;
}

/**
 * The airline publishes a change of one departure (the simulator's control API and panel): a notice
 * per owner of the orders holding seats on it, the order logs and the group contacts' SMS; a minor
 * change is accepted at once.
 */
export function publishScheduleChange(
  state: Drafted,
  input: ScheduleChangeInput,
  now: number,
  noticeIdFor?: (ownerAccountId: string) => string | undefined,
): PublishedChange {
  const facts = requireChange(state, input, now);
  const changeId = nextId(
    state.flightChangeNotices.map((notice) => notice.changeId),
    SCHEDULE_CHANGE.changePrefix,
  );
  const affected = ordersOn(state, facts);
  const owners = [...new Set(affected.map(({ order }) => order.ownerAccountId))];
  const noticeIds: string[] = [];
  // A departure cancelled that was another cancellation's alternative: that alternative is gone too, for
  // every order still waiting on it (nothing to accept, nothing for the airline to move it to at the deadline).
  if (facts.changeType === 'CANCEL') {
    for (const earlier of state.flightChangeNotices) {
      if (
        earlier.changeType === 'CANCEL' &&
        earlier.newFlightNo === facts.flightNo &&
        (earlier.newFlightDate ?? earlier.flightDate) === facts.flightDate
      )
        earlier.alternativeCancelledBy ??= changeId;
    }
  }
  for (const ownerAccountId of owners) {
    const mine = affected.filter(({ order }) => order.ownerAccountId === ownerAccountId);
    const notice: FlightChangeNoticeRecord = {
      noticeId:
        noticeIdFor?.(ownerAccountId) ??
        nextId(
          state.flightChangeNotices.map((candidate) => candidate.noticeId),
          SCHEDULE_CHANGE.noticePrefix,
        ),
      changeId,
      ownerAccountId,
      ...facts,
      severity: 'MINOR',
      severityReasons: [],
      reason: input.reason?.trim() || '航班计划调整',
      orders: [],
      affectedOrderNos: mine.map(({ order }) => order.orderNo),
      affectedPassengers: mine.reduce((sum, { order, segment }) => sum + seatsOn(order, segment.segmentNo), 0),
      publishTime: toGatewayIso(now),
      confirmed: false,
    };
    state.flightChangeNotices.push(notice);
    for (const { order, segment } of mine) addOrder(state, notice, order.orderNo, segment.segmentNo, now);
    noticeIds.push(notice.noticeId);
  }
  return { changeId, noticeIds, orderCount: affected.length };
}

/**
 * One order joins the notice: its severity and deadline, its log, its contact's SMS. A minor change is
 * accepted at once; so is a significant one decided at once (less than SCHEDULE_CHANGE.minDecisionMs to
 * its deadline), as at its deadline, and its SMS says what the airline did instead of asking.
 */
function addOrder(state: Drafted, notice: Draft<FlightChangeNoticeRecord>, orderNo: string, segmentNo: number, now: number): void {
  const order = mustFind(state.orders, (candidate) => candidate.orderNo === orderNo, 'order');
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === segmentNo, 'segment');
  const next = order.segments.find((candidate) => candidate.segmentNo === segmentNo + 1);
  const reasons = significantReasons(notice, next);
  const severity: ScheduleChangeSeverity = reasons.length > 0 ? 'SIGNIFICANT' : 'MINOR';
  const deadline = actionDeadline(now, originalDepartureMs(notice));
  const impact: ScheduleChangeOrderRecord = {
    orderNo,
    orderKind: order.kind,
    channel: order.channel,
    groupName: order.groupName,
    seats: seatsOn(order, segmentNo),
    severity,
    status: 'PENDING',
    ...(severity === 'SIGNIFICANT' ? { deadline: toGatewayIso(deadline) } : {}),
    segmentNo,
    handledPassengers: {},
    settledSeats: 0,
    moves: [],
  };
  notice.orders.push(impact);
  for (const reason of reasons) if (!notice.severityReasons.includes(reason)) notice.severityReasons.push(reason);
  if (severity === 'SIGNIFICANT') notice.severity = 'SIGNIFICANT';
  syncChangeHold(state, order);
  const what = changeText(notice, segment);
  if (severity === 'SIGNIFICANT' && decidesAtOnce(now, deadline)) {
    order.log.push(
      logEntry(
        now,
        'SCHEDULE_CHANGE',
        `航班变动（${notice.noticeId}）：${what}，距起飞时间过近，不留处理时间，由航空公司即时处理`,
        airlineActor,
      ),
    );
    const decided = decide(state, notice, impact, order, now, '距起飞时间过近，航空公司即时');
    tellContact(
      state,
      order,
      `航班变动：${what}。因距起飞时间过近，不留处理时间，航班变动已由航空公司按${decided.how}处理：${decided.words}`,
      now,
    );
    return;
  }
  const ask =
    severity === 'SIGNIFICANT'
      ? `，请于${toGatewayIso(deadline).slice(0, 16).replace('T', ' ')}前接受、改签或退票，逾期由航空公司处理`
      : '，航空公司已自动确认';
  order.log.push(logEntry(now, 'SCHEDULE_CHANGE', `航班变动（${notice.noticeId}）：${what}${ask}`, airlineActor));
  tellContact(state, order, `航班变动：${what}${ask}`, now);
  if (severity === 'MINOR')
    move(
      state,
      notice,
      impact,
      order,
      undefined,
      proposedSegment(notice, segment)!,
      'AUTO_ACCEPTED',
      airlineActor,
      now,
      '轻微变动，航空公司自动确认',
    );
}

// ---- what the agent may do ----

/** The order-centre function that lets a user see and accept a change on an order of that kind. */
export const SCHEDULE_CHANGE_AUTH: Record<OrderRecord['kind'], string> = {
  TEAM: AUTH.TEAM_ORDER_EDIT,
  SCATTERED: AUTH.SCATTERED_ORDER,
  INDIVIDUAL: AUTH.NORMAL_ORDER,
};

/**
 * The function each choice needs: a change's refund is a refund and its rebook a change of the order, so
 * they need the functions the order's own refund and change need — a role without refunds refunds nothing
 * through a change either.
 */
export const SCHEDULE_CHANGE_FUNCTIONS: Record<OrderRecord['kind'], Record<ScheduleChangeAction, string>> = {
  TEAM: { ACCEPT: AUTH.TEAM_ORDER_EDIT, REBOOK: AUTH.TEAM_ORDER_EDIT, REFUND: AUTH.TEAM_REFUND },
  SCATTERED: { ACCEPT: AUTH.SCATTERED_ORDER, REBOOK: AUTH.SCATTERED_ORDER, REFUND: AUTH.SCATTERED_REFUND },
  INDIVIDUAL: { ACCEPT: AUTH.NORMAL_ORDER, REBOOK: AUTH.NORMAL_ORDER, REFUND: AUTH.NORMAL_ORDER },
};

/** Whether the reader's functions include one: every view of a change is the reader's own. */
export type CanUse = (authCode: string) => boolean;

/** Why the reader may not take `action` (its role lacks the function), or null. */
export function missingFunction(order: Pick<OrderRecord, 'kind'>, action: ScheduleChangeAction, can: CanUse): string | null {
  return can(SCHEDULE_CHANGE_FUNCTIONS[order.kind][action])
    ? null
    : `您的角色没有${action === 'REFUND' ? '退票' : '订单修改'}功能，不能${ScheduleChangeAction.label(action)}，请联系主账号`;
}

const forbids = (action: ScheduleChangeAction, detail: string) =>
  refuse('SCHEDULE_CHANGE_FORBIDS', { action: ScheduleChangeAction.label(action), detail });

/** Why `action` is not possible now, or null. */
function refusalFor(
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  order: OrderRecord,
  action: ScheduleChangeAction,
  now: number,
): SimulatorRefusal | null {
  if (impact.status !== 'PENDING' || !isLive(order)) {
    return refuse('SCHEDULE_CHANGE_HANDLED', {
      orderNo: order.orderNo,
      status: isLive(order) ? ScheduleChangeStatus.label(impact.status) : '订单已取消或已退票',
    });
  }
  if (originalDepartureMs(notice) <= now) return refuse('DEPARTED', { action: ScheduleChangeAction.label(action) });
  switch (action) {
    case 'ACCEPT':
      if (notice.changeType === 'CANCEL' && notice.alternativeCancelledBy) return forbids(action, '替代航班也已取消，请改签或退票');
      return notice.changeType === 'CANCEL' && !notice.newFlightNo ? forbids(action, '航班已取消且没有替代航班，请改签或退票') : null;
    case 'REBOOK':
      return isLumpSum(order) ? forbids(action, '包机订单按整机执行，不能改签到其他航班') : null;
    case 'REFUND':
      // The change's refund is a refund: a 延期 waiting for its payment holds it, as it holds the order's own.
      if (order.pendingDelay) return refuse('DELAY_PENDING', { ancilOrderNo: order.pendingDelay, action: '退票' });
      // A charter is refunded whole (its lump sum back), not once a leg of it has flown.
      return isLumpSum(order) && hasDeparted(order, now) ? forbids(action, '包机已有航段执行，不能整单退票') : null;
  }
}

/**
 * Actions declined now although the agent would look for them, with the reason (shown disabled beside
 * the others): what the change forbids, and what the reader's role lacks while the change waits.
 */
function scheduleChangeNotes(
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  order: OrderRecord,
  now: number,
  can: CanUse,
): Partial<Record<ScheduleChangeAction, string>> {
  const notes: Partial<Record<ScheduleChangeAction, string>> = {};
  for (const action of ScheduleChangeAction.values) {
    const refusal = refusalFor(notice, impact, order, action, now);
    if (refusal?.key === 'SCHEDULE_CHANGE_FORBIDS') notes[action] = String(refusal.params.detail);
    else if (refusal?.key === 'DELAY_PENDING') notes[action] = refusal.message;
    else if (refusal === null) {
      const missing = missingFunction(order, action, can);
      if (missing) notes[action] = missing;
    }
  }
  return notes;
}

/** What the reader may do about the change now: what the change allows and the reader's role permits. */
export function scheduleChangeActions(
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  order: OrderRecord,
  now: number,
  can: CanUse,
): ScheduleChangeAction[] {
  return ScheduleChangeAction.values.filter(
    (action) => refusalFor(notice, impact, order, action, now) === null && missingFunction(order, action, can) === null,
  );
}

function requireAction(
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  order: OrderRecord,
  action: ScheduleChangeAction,
  now: number,
): void {
  const refusal = refusalFor(notice, impact, order, action, now);
  if (refusal) throw refusal;
}

/** The caller's order (any kind) and its change, or ORDER_NOT_FOUND / NOTICE_NOT_FOUND — also for another owner's (nothing leaks). */
export function findOwnChange<S extends AnyState>(state: S, account: AccountRecord, orderNo: unknown, noticeId: unknown) {
  const ownerId = orderOwnerId(state.accounts, account);
  const order = state.orders.find((candidate) => candidate.orderNo === orderNo && candidate.ownerAccountId === ownerId);
  if (!order) throw refuse('ORDER_NOT_FOUND', { orderNo: String(orderNo) });
  const notice = state.flightChangeNotices.find((candidate) => candidate.noticeId === noticeId && candidate.ownerAccountId === ownerId);
  const impact = notice?.orders.find((candidate) => candidate.orderNo === order.orderNo);
  if (!notice || !impact) throw refuse('NOTICE_NOT_FOUND');
  return {
    order: order,
    notice: notice,
    impact: impact as Draft<ScheduleChangeOrderRecord>,
  };
}

/**
 * The passengers named in a request: the order's, open on the segment, not handled; undefined = all open.
 * A refund may name a partly ticketed order's unticketed passengers too (their seats are given back);
 * a lump sum is handled whole.
 */
function requirePassengers(
  order: OrderRecord,
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  passengerIds: unknown,
  action: ScheduleChangeAction,
): string[] | undefined {
  if (passengerIds === undefined) return undefined;
  if (isLumpSum(order)) throw forbids(action, '包机订单按整机计价，只能整单处理');
  if (!Array.isArray(passengerIds) || passengerIds.length === 0 || passengerIds.some((id) => typeof id !== 'string'))
    throw forbids(action, '请选择旅客');
  if (!choosable(order, notice, impact)) throw forbids(action, '订单尚有未出票的座位，只能整团处理');
  const ids = [...new Set(passengerIds as string[])];
  const leaving: OrderRecord['passengers'] = [];
  for (const id of ids) {
    const passenger = order.passengers.find((candidate) => candidate.passengerId === id);
    if (!passenger) throw refuse('PASSENGER_NOT_FOUND', { passengerId: id });
    if (impact.handledPassengers[id] !== undefined) throw refuse('SCHEDULE_CHANGE_PASSENGER_HANDLED', { name: passenger.name });
    if (openTickets(order, notice, impact, [id]).length > 0) continue;
    if (action === 'REFUND' && unticketed(impact, passenger)) {
      leaving.push(passenger);
      continue;
    }
    throw forbids(
      action,
      passenger.ticketNo ? `旅客${passenger.name}没有该航段的有效客票` : `旅客${passenger.name}尚未出票，只能退票或整团改签`,
    );
  }
  // An unticketed adult leaves the order: an adult must stay for each infant booked.
  const adultsLeaving = leaving.filter((passenger) => passenger.passengerType === 'ADT').length;
  const infantsLeaving = leaving.filter((passenger) => passenger.passengerType === 'INF').length;
  if (adultsLeaving > 0 && fareCountOf(order.fares, 'ADT') - adultsLeaving < order.infantCount - infantsLeaving)
    throw forbids(action, '每名婴儿须有一名成人陪同，请同时选择其婴儿');
  // An infant flies with the adults: its ticket goes with the group's choice when every adult of the order is named.
  return ids;
}

// ---- moving seats and tickets ----

/** Where rebooked seats are held: a group or class as booked; an offer's or a bid's seats from the group quota. */
const rebookPool = (seat: SeatKind): SeatKind => (seat.kind === 'offer' || seat.kind === 'activity' ? { kind: 'group' } : seat);

type Target = Pick<OrderSegment, 'flightNo' | 'flightDate' | 'depTime' | 'arrTime' | 'aircraftType'>;

/**
 * Moves the open seats (all, or the passengers named) from the original departure to `to`: the seats
 * held there in the same transaction (refused SOLD_OUT) — or protected, for the airline's own
 * proposal — the old ones given back, a new ticket where the flight or day differs. Once nobody is
 * left on the original, the order's segment is the new flight.
 */
function move(
  state: Drafted,
  notice: Draft<FlightChangeNoticeRecord>,
  impact: Draft<ScheduleChangeOrderRecord>,
  order: Draft<OrderRecord>,
  passengerIds: readonly string[] | undefined,
  to: Target,
  status: ScheduleChangeStatus,
  by: string,
  now: number,
  why?: string,
): { seats: number; words: string } {
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
  const original = originalSegment(notice, segment);
  const tickets = openTickets(order, notice, impact, passengerIds);
  const seats =
    passengerIds === undefined ? openSeats(order, notice, impact) : tickets.filter((ticket) => ticket.passengerType !== 'INF').length;
  const from: DepartureRef = { flightNo: original.flightNo, flightDate: original.flightDate };
  const onto: DepartureRef = { flightNo: to.flightNo, flightDate: to.flightDate };
  const sameDeparture = from.flightNo === onto.flightNo && from.flightDate === onto.flightDate;
  const pool = rebookPool(order.seatKind);
  const proposal = proposedSegment(notice, segment);
  const isProposal = proposal !== undefined && proposal.flightNo === to.flightNo && proposal.flightDate === to.flightDate;
  if (!sameDeparture && seats > 0 && order.seatKind.kind === 'aircraft') {
    // A charter's aircraft flies the new times: the days it is away follow, protected by the airline (checked when it published).
    releaseSeats(state, departureRefs(order), 1, order.seatKind);
    protectSeats(state, charterRefsAfter(order, segment, onto), 1, order.seatKind);
  } else if (!sameDeparture && seats > 0) {
    // The airline protects the seats of its own change; a cancellation's alternative and any other flight need free seats.
    if (isProposal && notice.changeType !== 'CANCEL') protectSeats(state, [onto], seats, pool);
    else holdSeats(state, [onto], seats, pool);
    releaseSeats(state, [from], seats, order.seatKind);
  }
  const reissue = to.flightNo !== segment.flightNo || to.flightDate !== segment.flightDate;
  const issueTime = toGatewayIso(now);
  const newTickets: string[] = [];
  const reissued = new Map<string, TicketRecord>();
  for (const ticket of tickets) {
    if (reissue) {
      const old = mustFind(order.tickets, (candidate) => candidate.ticketNo === ticket.ticketNo, 'ticket');
      old.status = 'REBOOKED';
      const fresh: TicketRecord = {
        ...ticket,
        ticketNo: nextTicketNo(state),
        flightNo: to.flightNo,
        flightDate: to.flightDate,
        status: 'OPEN_FOR_USE',
        issueTime,
      };
      delete fresh.exchangedBy;
      delete fresh.refundReviewId;
      order.tickets.push(fresh);
      newTickets.push(fresh.ticketNo);
      reissued.set(ticket.ticketNo, fresh);
      const passenger = order.passengers.find((candidate) => candidate.passengerId === ticket.passengerId);
      if (passenger?.ticketNo === ticket.ticketNo) passenger.ticketNo = fresh.ticketNo;
    }
    if (passengerIds !== undefined) impact.handledPassengers[ticket.passengerId] = `改签至${to.flightNo} ${to.flightDate}`;
  }
  followReissue(state, order.orderNo, reissued);
  impact.settledSeats += seats;
  impact.moves.push({
    flightNo: to.flightNo,
    flightDate: to.flightDate,
    depTime: to.depTime,
    arrTime: to.arrTime,
    aircraftType: to.aircraftType,
    seats,
  });
  // The whole group moved (accepted, rebooked or decided whole): nothing is left for the change, whatever it
  // counted when published — seats refunded since are already gone from the departure, never moved twice.
  if (passengerIds === undefined || openSeats(order, notice, impact) === 0) {
    flyMoved(order, impact);
    close(state, impact, status, by, now);
    closeLeftBehind(state, notice, impact, order, by, now);
  }
  const people = passengerIds === undefined ? `${seats}个座位` : `${tickets.length}人`;
  const detail =
    status === 'ACCEPTED' || status === 'AUTO_ACCEPTED'
      ? `${why ?? '接受航班变动'}（${notice.noticeId}）：${people}改乘${segmentText(to)}`
      : `${why ?? '航班变动改签'}（${notice.noticeId}）：${people}由${segmentText(original)}改签至${segmentText(to)}`;
  order.log.push(
    logEntry(
      now,
      status === 'REBOOKED' ? 'SCHEDULE_CHANGE_REBOOK' : 'SCHEDULE_CHANGE_ACCEPT',
      `${detail}${newTickets.length > 0 ? `，换开新客票${newTickets.length}张` : ''}，不收取费用`,
      by,
    ),
  );
  addOutcome(impact, status === 'REBOOKED' ? `改签至${to.flightNo} ${to.flightDate} ${people}` : `按变更后航班执行 ${people}`);
  const words = `${people}${status === 'REBOOKED' ? '改签至' : '改乘'}${segmentText(to)}${newTickets.length > 0 ? `，换开新客票${newTickets.length}张` : ''}，不收取费用`;
  return { seats, words };
}

/**
 * The whole group left the departure (rebooked elsewhere, or a cancellation's alternative taken): another
 * change of that departure still waiting on the order has nobody left to change, and closes — decided at
 * its deadline, it would have moved the group back onto the departure it left.
 */
function closeLeftBehind(
  state: Drafted,
  notice: Draft<FlightChangeNoticeRecord>,
  impact: Draft<ScheduleChangeOrderRecord>,
  order: Draft<OrderRecord>,
  by: string,
  now: number,
): void {
  if (impact.moves.some((moved) => moved.flightNo === notice.flightNo && moved.flightDate === notice.flightDate)) return;
  for (const other of state.flightChangeNotices) {
    if (
      other === notice ||
      other.ownerAccountId !== order.ownerAccountId ||
      other.flightNo !== notice.flightNo ||
      other.flightDate !== notice.flightDate
    )
      continue;
    for (const waiting of other.orders) {
      if (waiting.orderNo !== order.orderNo || waiting.segmentNo !== impact.segmentNo || waiting.status !== 'PENDING') continue;
      addOutcome(waiting, `已由航班变动${notice.noticeId}改乘其他航班，本变动无需处理`);
      close(state, waiting, 'CLOSED', by, now);
    }
  }
}

/**
 * Nobody is left on the original departure: when every seat moved went to one flight, the order's
 * segment is that flight (its pool the rebooking's, its name deadline from the new departure).
 */
function flyMoved(order: Draft<OrderRecord>, impact: Draft<ScheduleChangeOrderRecord>): void {
  const targets = new Set(impact.moves.map((moved) => `${moved.flightNo}|${moved.flightDate}`));
  const to = impact.moves[0];
  if (targets.size !== 1 || !to) return;
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
  const departureChanged = segment.flightNo !== to.flightNo || segment.flightDate !== to.flightDate;
  const leftAt = departureMs(segment);
  Object.assign(segment, {
    flightNo: to.flightNo,
    flightDate: to.flightDate,
    depTime: to.depTime,
    arrTime: to.arrTime,
    aircraftType: to.aircraftType,
  });
  if (order.segments.length === 1 && departureChanged) order.seatKind = rebookPool(order.seatKind);
  // Any new time — another day, or the same flight an hour later — moves what is due before it.
  if (departureMs(segment) !== leftAt) followDepartures(order);
}

function addOutcome(impact: Draft<ScheduleChangeOrderRecord>, words: string): void {
  impact.outcome = impact.outcome ? `${impact.outcome}；${words}` : words;
}

/** The change is done for the order: the status is the step that finished it; earlier partial steps stay in `outcome`. */
function close(state: Drafted, impact: Draft<ScheduleChangeOrderRecord>, status: ScheduleChangeStatus, by: string, now: number): void {
  impact.status = finalStatus(impact, status);
  impact.handledAt = toGatewayIso(now);
  impact.handledBy = by;
  delete impact.deadline;
  const order = state.orders.find((candidate) => candidate.orderNo === impact.orderNo);
  if (order) syncChangeHold(state, order);
}

/**
 * The order's mark of a change waiting for the agent (OrderRecord.heldByChange), from the changes
 * themselves: the order's rules hold ticketing, paid refunds and, for a cancelled flight, payment on it.
 */
function syncChangeHold(state: Drafted, order: Draft<OrderRecord>): void {
  let held: OrderRecord['heldByChange'];
  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== order.ownerAccountId) continue;
    const impact = notice.orders.find((candidate) => candidate.orderNo === order.orderNo && candidate.status === 'PENDING');
    if (impact) held = { noticeId: notice.noticeId, cancelled: (held?.cancelled ?? false) || notice.changeType === 'CANCEL' };
  }
  if (held) order.heldByChange = held;
  else delete order.heldByChange;
}

/** The change whose own decision is closing its order now: it closes with that decision, not as CLOSED. */
let deciding: Draft<ScheduleChangeOrderRecord> | null = null;

/** An order that ends by any other way (cancelled unpaid, refunded whole, another change's refund) leaves nothing to decide. */
whenOrderCloses((state, order, at) => {
  // The seed closes orders while it builds them, before any change exists.
  for (const notice of state.flightChangeNotices ?? []) {
    if (notice.ownerAccountId !== order.ownerAccountId) continue;
    for (const impact of notice.orders) {
      if (impact.orderNo !== order.orderNo || impact.status !== 'PENDING' || impact === deciding) continue;
      addOutcome(impact, order.status === 'CANCELED' ? '订单已取消，变动无需处理' : '订单已全部退票，变动无需处理');
      close(state, impact, 'CLOSED', airlineActor, at);
    }
  }
});

/** An order that moved off the departure by its own delay no longer flies what changed: nothing left to decide there. */
whenOrderLeaves((state, order, left, why, at) => {
  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== order.ownerAccountId || notice.flightNo !== left.flightNo || notice.flightDate !== left.flightDate)
      continue;
    for (const impact of notice.orders) {
      if (impact.orderNo !== order.orderNo || impact.segmentNo !== left.segmentNo || impact.status !== 'PENDING') continue;
      addOutcome(impact, `${why}，变动无需处理`);
      close(state, impact, 'CLOSED', airlineActor, at);
    }
  }
});

// ---- the involuntary refund ----

/**
 * THE ONE PLACE an involuntary refund of a schedule change reaches the refund rules: the tickets are
 * refunded free through the one refund entity (kind INVOLUNTARY for the airline's cause: no amount to
 * compare, no file, seats cancelled first where the kind requires), and the airline, which caused it,
 * approves at once through the entity's own review. Answers the money going back.
 */
export function refundInvoluntarily(
  state: Drafted,
  order: Draft<OrderRecord>,
  ticketNos: string[],
  reason: string,
  by: string,
  now: number,
): number {
  const refund = applyRefund(state, order, { ticketNos, kind: 'INVOLUNTARY', reason }, by, now, { airlineCause: true });
  return reviewRefund(state, refund.refundId, { approve: true }, now, airlineActor).amount;
}

/**
 * An order refunded whole when it is not refunded ticket by ticket — never ticketed, or paid as a lump sum
 * (a charter): its issued tickets (a lump sum's) go through the one refund entity, which gives back
 * the lump sum; then the order is closed free — its seats or its aircraft given back once, anything still
 * paid back, nothing forfeited. Answers the money back, in words too.
 */
function closeInvoluntarily(
  state: Drafted,
  order: Draft<OrderRecord>,
  why: string,
  by: string,
  now: number,
): { amount: number; words: string } {
  const ticketNos = order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').map((ticket) => ticket.ticketNo);
  const refunded = ticketNos.length > 0 ? refundInvoluntarily(state, order, ticketNos, why, by, now) : 0;
  const rest = netPaid(order);
  const lumpSum = isLumpSum(order);
  const released = lumpSum ? '包机飞机' : `${order.groupCount}个座位`;
  closeOrder(state, order, now, 0, rest, why);
  if (ticketNos.length > 0) order.status = 'REFUND';
  order.log.push(
    logEntry(
      now,
      ticketNos.length > 0 ? 'REFUND' : 'CANCEL',
      `${why}：订单${ticketNos.length > 0 ? '全部退票' : '取消'}，释放${released}，不收取费用${rest > 0 ? `，退款${formatFen(rest)}` : ''}`,
      by,
    ),
  );
  const words =
    ticketNos.length > 0 ? `${lumpSum ? '包机整单' : ''}退票${ticketNos.length}张，释放${released}` : `取消订单，释放${released}`;
  return { amount: refunded + rest, words };
}

/**
 * An involuntary refund of the open seats (all, or the passengers named): a never-ticketed order or a
 * lump sum is closed whole; otherwise the unticketed seats named (and, for the whole group, every seat
 * not yet named) go first with their price, then the issued tickets through the refund entity.
 */
/** The refund below, as the change's own decision: the order it may close closes this change with it, not as CLOSED. */
function refund(...args: Parameters<typeof refundSeats>): ReturnType<typeof refundSeats> {
  deciding = args[2];
  try {
    return refundSeats(...args);
  } finally {
    deciding = null;
  }
}

function refundSeats(
  state: Drafted,
  notice: Draft<FlightChangeNoticeRecord>,
  impact: Draft<ScheduleChangeOrderRecord>,
  order: Draft<OrderRecord>,
  passengerIds: readonly string[] | undefined,
  by: string,
  now: number,
): { amount: number; words: string } {
  const why = `航班变动非自愿退票（${notice.noticeId}）`;
  let amount = 0;
  let seats: number;
  const steps: string[] = [];
  if (order.tickets.length === 0 || isLumpSum(order)) {
    seats = openSeats(order, notice, impact);
    const closed = closeInvoluntarily(state, order, why, by, now);
    amount = closed.amount;
    steps.push(closed.words);
  } else {
    const tickets = openTickets(order, notice, impact, passengerIds);
    const leaving = order.passengers.filter(
      (passenger) => unticketed(impact, passenger) && (passengerIds === undefined || passengerIds.includes(passenger.passengerId)),
    );
    seats =
      passengerIds === undefined
        ? openSeats(order, notice, impact)
        : [...tickets.map((ticket) => ticket.passengerType), ...leaving.map((passenger) => passenger.passengerType)].filter(
            (type) => type !== 'INF',
          ).length;
    const ids = leaving.map((passenger) => passenger.passengerId);
    const released = releaseUnticketed(state, order, ids, passengerIds === undefined, why, by, now);
    amount += released.amount;
    if (released.seats > 0 || released.amount > 0 || ids.length > 0) {
      for (const id of ids) impact.handledPassengers[id] = '已退票（未出票，座位已取消）';
      steps.push(`取消未出票的座位${released.seats}个`);
    }
    if (tickets.length > 0) {
      amount += refundInvoluntarily(
        state,
        order,
        tickets.map((ticket) => ticket.ticketNo),
        why,
        by,
        now,
      );
      for (const ticket of tickets) impact.handledPassengers[ticket.passengerId] = '已退票';
      steps.unshift(`退票${tickets.length}张`);
    }
  }
  impact.settledSeats += seats;
  const words = `${steps.join('，')}${amount > 0 ? `，退款${formatFen(amount)}` : ''}`;
  addOutcome(impact, words);
  if (passengerIds === undefined || openSeats(order, notice, impact) === 0 || !isLive(order)) {
    flyMoved(order, impact);
    close(state, impact, 'REFUNDED', by, now);
  }
  return { amount, words: `${words}，不收取手续费` };
}

// ---- the agent's calls ----

export function acceptChange(state: Drafted, account: AccountRecord, orderNo: unknown, noticeId: unknown, now: number): Draft<OrderRecord> {
  const { order, notice, impact } = findOwnChange(state, account, orderNo, noticeId);
  requireAction(notice, impact, order, 'ACCEPT', now);
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
  const { words } = move(state, notice, impact, order, undefined, proposedSegment(notice, segment)!, 'ACCEPTED', account.displayName, now);
  tellContact(state, order, `航班变动（${notice.noticeId}）已接受：${words}`, now);
  return order;
}

/** The route's departures within SCHEDULE_CHANGE.rebookWindowDays of the original date, departing later than now, with the seats wanted. */
export function rebookOptions(state: SimulatorState, notice: FlightChangeNoticeRecord, order: OrderRecord, now: number): RebookOption[] {
  const pool = rebookPool(order.seatKind);
  const original: DepartureRef = { flightNo: notice.flightNo, flightDate: notice.flightDate };
  // Departures the airline has cancelled fly nobody: never an option (an alternative cancelled with nobody
  // on it is known only by the change it was the alternative of).
  const cancelled = new Set<string>();
  for (const candidate of state.flightChangeNotices) {
    if (candidate.changeType !== 'CANCEL') continue;
    cancelled.add(`${candidate.flightNo}|${candidate.flightDate}`);
    if (candidate.alternativeCancelledBy && candidate.newFlightNo)
      cancelled.add(`${candidate.newFlightNo}|${candidate.newFlightDate ?? candidate.flightDate}`);
  }
  const options: RebookOption[] = [];
  for (let day = -SCHEDULE_CHANGE.rebookWindowDays; day <= SCHEDULE_CHANGE.rebookWindowDays; day += 1) {
    const flightDate = addDays(notice.flightDate, day);
    for (const flight of state.flights) {
      if (flight.depAirport !== notice.depAirport || flight.arrAirport !== notice.arrAirport) continue;
      const ref = { flightNo: flight.flightNo, flightDate };
      if (
        !scheduledFlight(state, ref) ||
        (ref.flightNo === original.flightNo && flightDate === original.flightDate) ||
        cancelled.has(`${ref.flightNo}|${flightDate}`)
      )
        continue;
      if (gatewayInstant(flightDate, flight.depTime) <= now) continue;
      const left = seatsLeft(state, ref, pool);
      if (left < 1) continue;
      options.push({
        flightNo: flight.flightNo,
        flightDate,
        depTime: flight.depTime,
        arrTime: flight.arrTime,
        aircraftType: flight.aircraftType,
        seatsLeft: left,
        proposed: notice.newFlightNo === flight.flightNo && (notice.newFlightDate ?? notice.flightDate) === flightDate,
      });
    }
  }
  return options.sort((a, b) => gatewayInstant(a.flightDate, a.depTime) - gatewayInstant(b.flightDate, b.depTime));
}

export function rebookChange(
  state: Drafted,
  account: AccountRecord,
  body: { orderNo: unknown; noticeId: unknown; flightNo: unknown; flightDate: unknown; passengerIds?: unknown },
  now: number,
): { order: Draft<OrderRecord>; moved: number } {
  const { order, notice, impact } = findOwnChange(state, account, body.orderNo, body.noticeId);
  requireAction(notice, impact, order, 'REBOOK', now);
  const passengerIds = requirePassengers(order, notice, impact, body.passengerIds, 'REBOOK');
  const flight = state.flights.find((candidate) => candidate.flightNo === body.flightNo);
  const option = rebookOptions(state, notice, order, now).find(
    (candidate) => candidate.flightNo === body.flightNo && candidate.flightDate === body.flightDate,
  );
  if (!flight || !option) {
    throw refuse('SCHEDULE_CHANGE_REBOOK_INVALID', {
      days: SCHEDULE_CHANGE.rebookWindowDays,
      detail: `${String(body.flightNo)} ${String(body.flightDate)}不可选`,
    });
  }
  const { seats: moved, words } = move(state, notice, impact, order, passengerIds, option, 'REBOOKED', account.displayName, now);
  tellContact(state, order, `航班变动（${notice.noticeId}）已改签：${words}`, now);
  return { order, moved };
}

export function refundChange(
  state: Drafted,
  account: AccountRecord,
  body: { orderNo: unknown; noticeId: unknown; passengerIds?: unknown },
  now: number,
): { order: Draft<OrderRecord>; amount: number } {
  const { order, notice, impact } = findOwnChange(state, account, body.orderNo, body.noticeId);
  requireAction(notice, impact, order, 'REFUND', now);
  const passengerIds = requirePassengers(order, notice, impact, body.passengerIds, 'REFUND');
  const { amount, words } = refund(state, notice, impact, order, passengerIds, account.displayName, now);
  tellContact(state, order, `航班变动（${notice.noticeId}）已办理非自愿退票：${words}`, now);
  return { order, amount };
}

// ---- the deadline ----

/**
 * The settle step: a change still waiting at its deadline is decided by the airline — accepted; for a
 * cancellation, the rest rebooked onto the alternative when it has the seats, otherwise refunded.
 */
export const scheduleChangeDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  state.flightChangeNotices.forEach((notice, noticeIndex) => {
    notice.orders.forEach((impact, orderIndex) => {
      if (impact.status !== 'PENDING' || !impact.deadline) return;
      const dueAt = Date.parse(impact.deadline);
      if (dueAt > now) return;
      due.push({
        dueAt,
        entity: 'scheduleChange',
        key: `${notice.noticeId}:${impact.orderNo}`,
        apply(draft) {
          const record = draft.flightChangeNotices[noticeIndex];
          decideAtDeadline(draft, record, record.orders[orderIndex], dueAt);
        },
      });
    });
  });
  return due;
};

function decideAtDeadline(
  state: Drafted,
  notice: Draft<FlightChangeNoticeRecord>,
  impact: Draft<ScheduleChangeOrderRecord>,
  at: number,
): void {
  const order = state.orders.find((candidate) => candidate.orderNo === impact.orderNo);
  if (!order || !isLive(order)) {
    addOutcome(impact, '订单已关闭，变动无需处理');
    close(state, impact, 'CLOSED', airlineActor, at);
    return;
  }
  const decided = decide(state, notice, impact, order, at, '逾期未处理，航空公司');
  tellContact(state, order, `航班变动（${notice.noticeId}）逾期未处理，已由航空公司按${decided.how}处理：${decided.words}`, at);
}

/**
 * What the airline decides for the order's open seats, by itself (`why` begins its log lines): accepted;
 * for a cancellation, rebooked onto the alternative when it has the seats, otherwise refunded. Answers
 * how, in the contact's words, and what was done.
 */
function decide(
  state: Drafted,
  notice: Draft<FlightChangeNoticeRecord>,
  impact: Draft<ScheduleChangeOrderRecord>,
  order: Draft<OrderRecord>,
  at: number,
  why: string,
): { how: string; words: string } {
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
  const proposal = proposedSegment(notice, segment);
  if (notice.changeType !== 'CANCEL') {
    const { words } = move(state, notice, impact, order, undefined, proposal!, 'AUTO_ACCEPTED', airlineActor, at, `${why}按变更后航班确认`);
    return { how: '变更后的航班', words };
  }
  const pool = rebookPool(order.seatKind);
  // A charter's alternative is its own aircraft at new times: the airline made it for the charter.
  const fits = (to: OrderSegment) =>
    order.seatKind.kind === 'aircraft' ||
    seatsLeft(state, { flightNo: to.flightNo, flightDate: to.flightDate }, pool) >= openSeats(order, notice, impact);
  if (proposal && !notice.alternativeCancelledBy && fits(proposal)) {
    const { words } = move(state, notice, impact, order, undefined, proposal, 'REBOOKED', airlineActor, at, `${why}改签至替代航班`);
    return { how: '替代航班', words };
  }
  return { how: '非自愿退票', words: refund(state, notice, impact, order, undefined, airlineActor, at).words };
}

// ---- views ----

export function toNotice(state: AnyState, record: FlightChangeNoticeRecord, now: number, can: CanUse): FlightChangeNotice {
  const { ownerAccountId: _owner, orders, alternativeCancelledBy: _gone, ...notice } = record;
  const actionsOf = (impact: ScheduleChangeOrderRecord): ScheduleChangeAction[] => {
    const order = state.orders.find((candidate) => candidate.orderNo === impact.orderNo);
    return order ? scheduleChangeActions(record, impact, order, now, can) : [];
  };
  return {
    ...notice,
    orders: orders.map((impact) => {
      const { segmentNo: _segment, handledPassengers: _handled, settledSeats: _settled, moves: _moves, ...order } = impact;
      return { ...order, allowedActions: actionsOf(impact) };
    }),
    pendingCount: orders.filter((order) => order.status === 'PENDING').length,
    // The confirm call skips a notice already acknowledged; the list offers it on the others only.
    allowedActions: record.confirmed ? [] : ['CONFIRM'],
  };
}

function passengersOf(order: OrderRecord, notice: FlightChangeNoticeRecord, impact: ScheduleChangeOrderRecord): ScheduleChangePassenger[] {
  const open = new Set(openTickets(order, notice, impact).map((ticket) => ticket.passengerId));
  return order.passengers.map((passenger) => {
    const ticket = segmentTickets(order, impact.segmentNo).findLast((candidate) => candidate.passengerId === passenger.passengerId);
    const handled = impact.handledPassengers[passenger.passengerId];
    return {
      passengerId: passenger.passengerId,
      name: passenger.name,
      passengerType: passenger.passengerType,
      ...(ticket ? { ticketNo: ticket.ticketNo } : {}),
      open: impact.status === 'PENDING' && (ticket ? open.has(passenger.passengerId) : handled === undefined),
      ...(handled ? { handled } : {}),
    };
  });
}

export function orderChangeView(
  notice: FlightChangeNoticeRecord,
  impact: ScheduleChangeOrderRecord,
  order: OrderRecord,
  now: number,
  can: CanUse,
): OrderScheduleChange {
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
  const proposed = proposedSegment(notice, segment);
  const { orderNo, severity, status, deadline, outcome, handledAt, handledBy } = impact;
  const notes = scheduleChangeNotes(notice, impact, order, now, can);
  return {
    noticeId: notice.noticeId,
    changeId: notice.changeId,
    orderNo,
    changeType: notice.changeType,
    severity,
    severityReasons: notice.severityReasons,
    reason: notice.reason,
    original: originalSegment(notice, segment),
    ...(proposed ? { proposed } : {}),
    status,
    ...(deadline ? { deadline } : {}),
    cost: 0,
    allowedActions: scheduleChangeActions(notice, impact, order, now, can),
    ...(Object.keys(notes).length > 0 ? { actionNotes: notes } : {}),
    actionAuthCode: SCHEDULE_CHANGE_AUTH[order.kind],
    choosePassengers: impact.status === 'PENDING' && choosable(order, notice, impact),
    passengers: passengersOf(order, notice, impact),
    openSeats: impact.status === 'PENDING' ? openSeats(order, notice, impact) : 0,
    ...(outcome ? { outcome } : {}),
    ...(handledAt ? { handledAt } : {}),
    ...(handledBy ? { handledBy } : {}),
    publishTime: notice.publishTime,
  };
}

/** The order's schedule changes, the one waiting first, then the newest. */
export function orderChanges(state: AnyState, order: OrderRecord, now: number, can: CanUse): OrderScheduleChange[] {
  const found: { notice: FlightChangeNoticeRecord; impact: ScheduleChangeOrderRecord }[] = [];
  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== order.ownerAccountId) continue;
    const impact = notice.orders.find((candidate) => candidate.orderNo === order.orderNo);
    if (impact) found.push({ notice, impact });
  }
  return found
    .sort(
      (a, b) =>
        Number(b.impact.status === 'PENDING') - Number(a.impact.status === 'PENDING') ||
        Date.parse(b.notice.publishTime) - Date.parse(a.notice.publishTime),
    )
    .map(({ notice, impact }) => orderChangeView(notice, impact, order, now, can));
}

/**
 * The PNR as a reservation system shows a change: while it waits, the original segment UN (HX when
 * cancelled) and the proposal TK; seats moved elsewhere by name as their own HK/RR segment.
 */
export function withScheduleChanges(state: AnyState, order: OrderRecord, pnr: PnrDetail): PnrDetail {
  const segments = [...pnr.segments];
  for (const notice of state.flightChangeNotices) {
    if (notice.ownerAccountId !== order.ownerAccountId) continue;
    const impact = notice.orders.find((candidate) => candidate.orderNo === order.orderNo);
    if (!impact) continue;
    const index = segments.findIndex((line) => line.segmentNo === impact.segmentNo);
    const line = segments[index];
    if (!line) continue;
    const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === impact.segmentNo, 'segment');
    const extra: PnrDetail['segments'] = [];
    const onOriginal = line.flightNo === notice.flightNo && line.flightDate === notice.flightDate;
    // Seats moved by name to other departures: their own line, and no longer on the original.
    const elsewhere = impact.moves.filter((moved) => moved.flightNo !== notice.flightNo || moved.flightDate !== notice.flightDate);
    if (onOriginal)
      for (const moved of elsewhere) extra.push({ ...line, flightNo: moved.flightNo, flightDate: moved.flightDate, seats: moved.seats });
    const movedSeats = onOriginal ? elsewhere.reduce((sum, moved) => sum + moved.seats, 0) : 0;
    if (impact.status === 'PENDING') {
      const proposed = proposedSegment(notice, segment);
      const open = openSeats(order, notice, impact);
      segments[index] = { ...line, seats: open, statusCode: notice.changeType === 'CANCEL' ? 'HX' : 'UN' };
      if (proposed) extra.unshift({ ...line, flightNo: proposed.flightNo, flightDate: proposed.flightDate, seats: open, statusCode: 'TK' });
    } else if (movedSeats > 0) {
      segments[index] = { ...line, seats: Math.max(0, line.seats - movedSeats) };
    }
    segments.splice(index + 1, 0, ...extra);
  }
  return { ...pnr, segments };
}

/** One order's schedule change that waits for the agent, as the due list (rules/due.ts) reads it. */
export interface ScheduleChangeAwaiting {
  noticeId: string;
  changeId: string;
  orderNo: string;
  orderKind: OrderRecord['kind'];
  groupName: string;
  flightNo: string;
  flightDate: string;
  depAirport: string;
  arrAirport: string;
  changeType: FlightChangeType;
  reason: string;
  publishTime: string;
  /** When the airline decides by itself: the change's own deadline. */
  deadline: string;
  openSeats: number;
  /** The order centre's function an action on this order needs. */
  authCode: string;
}

/** A change's open seats read from the state, by its order. */
function openSeatsOf(state: AnyState, notice: FlightChangeNoticeRecord, impact: ScheduleChangeOrderRecord): number {
  const order = state.orders.find((candidate) => candidate.orderNo === impact.orderNo);
  return order ? openSeats(order, notice, impact) : Math.max(0, impact.seats - impact.settledSeats);
}

/** The owner's orders whose schedule change awaits action (PENDING, before its deadline), soonest deadline first. */
export function scheduleChangesAwaitingAction(state: AnyState, ownerAccountId: string): ScheduleChangeAwaiting[] {
  return state.flightChangeNotices
    .filter((notice) => notice.ownerAccountId === ownerAccountId)
    .flatMap((notice) =>
      notice.orders
        .filter((impact) => impact.status === 'PENDING' && impact.deadline)
        .map((impact) => ({
          noticeId: notice.noticeId,
          changeId: notice.changeId,
          orderNo: impact.orderNo,
          orderKind: impact.orderKind,
          groupName: impact.groupName,
          flightNo: notice.flightNo,
          flightDate: notice.flightDate,
          depAirport: notice.depAirport,
          arrAirport: notice.arrAirport,
          changeType: notice.changeType,
          reason: notice.reason,
          publishTime: notice.publishTime,
          deadline: impact.deadline!,
          openSeats: openSeatsOf(state, notice, impact),
          authCode: SCHEDULE_CHANGE_AUTH[impact.orderKind],
        })),
    )
    .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
}
