import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { OrderStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import {
  SeriesType,
  SeriesUnavailable,
  type AdvanceState,
  type SeriesCancelScope,
  type SeriesCheck,
  type SeriesStatus,
} from '@/domain/series';
import { formatWeekdays, patternDates, weekdayNumberOfDate } from '@/domain/weekdays';
import type {
  FareLine,
  OrderContact,
  PassengerCounts,
  SeriesAddQuote,
  SeriesAdvance,
  SeriesAdvanceItem,
  SeriesCancelLine,
  SeriesCancelQuote,
  SeriesChoice,
  SeriesDeparture,
  SeriesDepartureAction,
  SeriesDetail,
  SeriesFlightAnswer,
  SeriesOrderRow,
  SeriesSearch,
  SeriesSummary,
  SeriesVerifiedDeparture,
  SeriesVerifyAnswer,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse, requireBoundedText } from '../../../kernel/refusal';
import type { AccountRecord, AnyState, ScheduledFlight, SimulatorState } from '../../../state';
import { toGatewayDate, toGatewayIso } from '../../../kernel/time-format';
import { groupPaymentTerms } from '../../../order/rules/booking';
import { daysBetween, fareLines, gatewayInstant, groupFactor, groupFares, groupRules } from '../../../catalogue/rules/fare';
import { BOOKING, HOUR, ORDER, SERIES } from '../../../kernel/rules/figures';
import { holdSeats, scheduledFlight, seatsLeft } from '../../../catalogue/rules/inventory';
import { logEntry } from '../../../kernel/rules/log';
import { mintNo } from '../../../kernel/rules/numbers';
import {
  departureMs,
  departureRefs,
  fareCountOf,
  fareTotal,
  hasDeparted,
  isDepositPaid,
  netPaid,
  nextDue,
  orderOwnerId,
  rebalanceMilestones,
  type OrderRecord,
} from '../../../order/rules/order';
import { allowedActions } from '../../../order/rules/order-actions';
import { cancelDetailOf, cancelOrder } from '../../../order/rules/order-cancel';
import { nextChangeAt, orderSummary } from '../../../order/rules/order-views';
import { payableNow } from '../../../payment/rules/payment-due';
import {
  checkCounts,
  checkGroupCounts,
  checkRoute,
  checkSaleWindow,
  flightInfo,
  requireDate,
  seatHolders,
} from '../../../catalogue/rules/trip';
import type { SeriesRecord } from './series-records';
import { mustFind } from '../../../kernel/rules/lookup';
export type { SeriesRecord } from './series-records';

/**
 * Series (系列团, docs/decisions.md "Series"): a group flying one route on many dates. The flight query
 * turns a weekly pattern over a range (REGULAR) or chosen dates (UNREGULAR) into departures — each date's
 * flight, today's group fare for it, the group seats left, or why it cannot be booked; verify checks the
 * chosen ones again; create books every one as an ordinary team order (`bookOrder`, channel SERIES,
 * `links.seriesNo`) in the call's one transaction, all or none. The series record keeps the pattern, the
 * group and its orders; everything else is read off the orders.
 */

// ---- the dates of a series ----

/** A search as checked: the wire's route and pattern, the dates it yields (or the ones chosen) and the group. */
export interface CheckedSeriesSearch extends Omit<SeriesSearch, keyof PassengerCounts | 'dates'> {
  dates: string[];
  counts: PassengerCounts;
}

function rangeInvalid(detail: string) {
  return refuse('SERIES_RANGE_INVALID', { detail });
}

function checkWeekdays(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) throw rangeInvalid('请选择每周出发的星期');
  const days = [...new Set(value as unknown[])];
  if (days.some((day) => typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 7))
    throw invalidParam('星期须为1-7（周一至周日）');
  return (days as number[]).sort((a, b) => a - b);
}

/** A date of the series: a real date, not past, within the timetable's selling horizon. */
function checkSeriesDate(value: unknown, label: string, now: number): string {
  const date = requireDate(value, label);
  try {
    checkSaleWindow(date, now, label);
  } catch {
    throw rangeInvalid(date < toGatewayDate(now) ? `${label}${date}已过` : `仅可预订${BOOKING.maxAdvanceDays}天内的航班`);
  }
  return date;
}

/**
 * What the flight query, verify and create ask, checked: the route, the group (GROUP_SIZE_INVALID), and
 * the dates — a pattern of weekdays over a range of at most SERIES.maxRangeWeeks weeks, or chosen dates;
 * at most SERIES.maxDepartures of them, none past. A pattern yielding no date is SERIES_NO_DEPARTURE.
 */
export function checkSeriesSearch(body: Partial<Record<keyof SeriesSearch, unknown>>, now: number): CheckedSeriesSearch {
  if (!SeriesType.is(body.seriesType)) throw invalidParam('系列团类型须为定期或不定期');
  const seriesType = body.seriesType;
  const { depAirport, arrAirport } = checkRoute(body);
  const counts = checkGroupCounts(body);
  let dates: string[];
  let pattern: Pick<CheckedSeriesSearch, 'weekdays' | 'startDate' | 'endDate'> = {};
  if (seriesType === 'REGULAR') {
    const weekdays = checkWeekdays(body.weekdays);
    const startDate = checkSeriesDate(body.startDate, '开始日期', now);
    const endDate = checkSeriesDate(body.endDate, '结束日期', now);
    if (endDate < startDate) throw rangeInvalid('结束日期不能早于开始日期');
    if (daysBetween(startDate, endDate) >= SERIES.maxRangeWeeks * 7) throw rangeInvalid(`日期范围最长${SERIES.maxRangeWeeks}周`);
    dates = patternDates(weekdays, startDate, endDate);
    if (dates.length === 0)
      throw refuse('SERIES_NO_DEPARTURE', { what: '日期范围', detail: `${startDate}至${endDate}没有${formatWeekdays(weekdays)}` });
    pattern = { weekdays, startDate, endDate };
  } else {
    if (!Array.isArray(body.dates) || body.dates.length === 0) throw rangeInvalid('请至少选择一个出发日期');
    dates = [...new Set((body.dates as unknown[]).map((date) => checkSeriesDate(date, '出发日期', now)))].sort();
  }
  if (dates.length > SERIES.maxDepartures) throw rangeInvalid(`一个系列团最多${SERIES.maxDepartures}个航班日期，所选为${dates.length}个`);
  return { seriesType, depAirport, arrAirport, ...pattern, dates, counts };
}

// ---- one departure ----

/** The route's flights that fly on a date, by departure time. */
function routeFlights(
  state: SimulatorState,
  search: Pick<CheckedSeriesSearch, 'depAirport' | 'arrAirport'>,
  date: string,
): ScheduledFlight[] {
  return state.flights
    .filter((flight) => flight.depAirport === search.depAirport && flight.arrAirport === search.arrAirport)
    .filter((flight) => scheduledFlight(state, { flightNo: flight.flightNo, flightDate: date }) !== undefined)
    .sort((a, b) => a.depTime.localeCompare(b.depTime));
}

const stillSold = (flight: ScheduledFlight, date: string, now: number) => gatewayInstant(date, flight.depTime) - BOOKING.groupCloseMs > now;

/** Today's group fare for a departure: the group's size and the whole days from today to its date (the temporary group's pricing). */
function departurePrice(flight: ScheduledFlight, date: string, counts: PassengerCounts, now: number, seats = seatHolders(counts)) {
  const factor = groupFactor(seats, daysBetween(toGatewayDate(now), date));
  const fares = fareLines([groupFares(flight, factor)], counts);
  return { fares, totalAmount: fareTotal(fares), adultFare: groupFares(flight, factor).ADT, adjustments: factor.adjustments };
}

/** A date of the series: the earliest flight still sold with seats for the group, or why none can be booked (listed, not hidden). */
function departureOn(state: SimulatorState, search: CheckedSeriesSearch, date: string, now: number): SeriesDeparture {
  const seats = seatHolders(search.counts);
  const base = { flightDate: date, weekday: weekdayNumberOfDate(date) };
  const flights = routeFlights(state, search, date);
  const left = (flight: ScheduledFlight) => seatsLeft(state, { flightNo: flight.flightNo, flightDate: date }, { kind: 'group' });
  const none = (unavailable: SeriesUnavailable, flight?: ScheduledFlight): SeriesDeparture => ({
    ...base,
    ...(flight ? { flight: flightInfo(flight, date) } : {}),
    groupSeatsLeft: flight ? left(flight) : 0,
    adultFare: 0,
    totalAmount: 0,
    fares: [],
    bookable: false,
    unavailable,
  });
  if (flights.length === 0) return none('NO_FLIGHT');
  const open = flights.filter((flight) => stillSold(flight, date, now));
  if (open.length === 0) return none('CLOSED', flights[0]);
  const flight = open.find((candidate) => left(candidate) >= seats);
  if (!flight)
    return none(
      'SOLD_OUT',
      open.reduce((most, candidate) => (left(candidate) > left(most) ? candidate : most)),
    );
  const price = departurePrice(flight, date, search.counts, now);
  return {
    ...base,
    flight: flightInfo(flight, date),
    groupSeatsLeft: left(flight),
    adultFare: price.adultFare,
    totalAmount: price.totalAmount,
    fares: price.fares,
    bookable: true,
  };
}

/** The flight query: every date of the series as a departure; SERIES_NO_DEPARTURE when none can be booked. */
export function seriesDepartures(state: SimulatorState, search: CheckedSeriesSearch, now: number): SeriesFlightAnswer {
  const departures = search.dates.map((date) => departureOn(state, search, date, now));
  const bookable = departures.filter((departure) => departure.bookable);
  if (bookable.length === 0) {
    const reasons = SeriesUnavailable.values
      .map((reason) => [reason, departures.filter((departure) => departure.unavailable === reason).length] as const)
      .filter(([, count]) => count > 0)
      .map(([reason, count]) => `${SeriesUnavailable.label(reason)}${count}个`);
    throw refuse('SERIES_NO_DEPARTURE', {
      what: search.seriesType === 'REGULAR' ? '日期范围' : '日期',
      detail: `${departures.length}个日期中${reasons.join('，')}`,
    });
  }
  return { departures, bookableCount: bookable.length, totalAmount: bookable.reduce((sum, departure) => sum + departure.totalAmount, 0) };
}

// ---- verify and create ----

interface Choice {
  flightDate: string;
  flightNo: string;
  seenTotal?: number;
}

function checkChoices(value: unknown, search: CheckedSeriesSearch): Choice[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidParam('请至少选择一个航班日期');
  const seen = new Set<string>();
  return (value as unknown[]).map((raw) => {
    const choice = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<SeriesChoice>;
    const flightDate = requireDate(choice.flightDate, '航班日期');
    const flightNo = typeof choice.flightNo === 'string' ? choice.flightNo.trim().toUpperCase() : '';
    if (flightNo === '') throw invalidParam('航班号不能为空');
    if (!search.dates.includes(flightDate)) throw rangeInvalid(`${flightDate}不在所选的系列团日期中`);
    if (seen.has(flightDate)) throw rangeInvalid(`${flightDate}重复`);
    seen.add(flightDate);
    return { flightDate, flightNo, ...(typeof choice.seenTotal === 'number' ? { seenTotal: choice.seenTotal } : {}) };
  });
}

/** A chosen departure checked now: its flight still flying and sold, seats for the group, the price against the one seen. */
function verifyChoice(state: SimulatorState, search: CheckedSeriesSearch, choice: Choice, now: number): SeriesVerifiedDeparture {
  const seats = seatHolders(search.counts);
  const ref = { flightNo: choice.flightNo, flightDate: choice.flightDate };
  const flight = scheduledFlight(state, ref);
  const onRoute = flight && flight.depAirport === search.depAirport && flight.arrAirport === search.arrAirport ? flight : undefined;
  const base = { flightDate: choice.flightDate, weekday: weekdayNumberOfDate(choice.flightDate), seenTotal: choice.seenTotal ?? 0 };
  const fail = (check: SeriesCheck, unavailable: SeriesUnavailable): SeriesVerifiedDeparture => ({
    ...base,
    ...(onRoute ? { flight: flightInfo(onRoute, choice.flightDate) } : {}),
    groupSeatsLeft: onRoute ? seatsLeft(state, ref, { kind: 'group' }) : 0,
    adultFare: 0,
    totalAmount: 0,
    bookable: false,
    unavailable,
    check,
    fares: [],
  });
  if (!onRoute) return fail('NO_FLIGHT', 'NO_FLIGHT');
  if (!stillSold(onRoute, choice.flightDate, now)) return fail('CLOSED', 'CLOSED');
  const left = seatsLeft(state, ref, { kind: 'group' });
  if (left < seats) return fail('SOLD_OUT', 'SOLD_OUT');
  const price = departurePrice(onRoute, choice.flightDate, search.counts, now);
  const check: SeriesCheck = choice.seenTotal === undefined || choice.seenTotal === price.totalAmount ? 'OK' : 'PRICE_CHANGED';
  return {
    ...base,
    flight: flightInfo(onRoute, choice.flightDate),
    groupSeatsLeft: left,
    adultFare: price.adultFare,
    totalAmount: price.totalAmount,
    bookable: true,
    check,
    fares: price.fares,
    ...groupPaymentTerms(price.totalAmount, now, gatewayInstant(choice.flightDate, onRoute.depTime)),
  };
}

const seriesRules = () => groupRules(ORDER.nameLeadMs / HOUR, ORDER.depositRate, ORDER.freeReleaseRate);

/** Verify: each chosen departure checked again (seats, fare), what still holds and its total. */
export function verifySeries(state: SimulatorState, search: CheckedSeriesSearch, choices: unknown, now: number): SeriesVerifyAnswer {
  const departures = checkChoices(choices, search)
    .map((choice) => verifyChoice(state, search, choice, now))
    .sort((a, b) => a.flightDate.localeCompare(b.flightDate));
  const bookable = departures.filter((departure) => departure.bookable);
  return {
    departures,
    bookableCount: bookable.length,
    totalAmount: bookable.reduce((sum, departure) => sum + departure.totalAmount, 0),
    allHold: departures.every((departure) => departure.check === 'OK'),
    rules: seriesRules(),
  };
}

/**
 * The departures create books: every one still bookable, or SERIES_DEPARTURE_UNAVAILABLE naming the first
 * that is not (the whole series is refused: it is booked all or nothing).
 */
export function departuresToBook(
  state: SimulatorState,
  search: CheckedSeriesSearch,
  choices: unknown,
  now: number,
): SeriesVerifiedDeparture[] {
  const departures = checkChoices(choices, search)
    .map(({ flightDate, flightNo }) => verifyChoice(state, search, { flightDate, flightNo }, now))
    .sort((a, b) => a.flightDate.localeCompare(b.flightDate));
  const gone = departures.find((departure) => !departure.bookable);
  if (gone) {
    const flightNo = gone.flight?.flightNo ?? (choices as Choice[]).find((choice) => choice.flightDate === gone.flightDate)?.flightNo ?? '';
    throw refuse('SERIES_DEPARTURE_UNAVAILABLE', {
      flightDate: gone.flightDate,
      flightNo,
      reason: SeriesUnavailable.label(gone.unavailable),
    });
  }
  return departures;
}

/** The next series number: SR + 6 digits. */
export function nextSeriesNo(state: Draft<SimulatorState>): string {
  return mintNo(state.orderSequences, SERIES.prefix, SERIES.numberDigits, SERIES.sequenceStart);
}

function patternText(series: Pick<SeriesRecord, 'seriesType' | 'weekdays' | 'startDate' | 'endDate'>): string {
  return series.seriesType === 'REGULAR' && series.weekdays
    ? `每${formatWeekdays(series.weekdays)} ${series.startDate}至${series.endDate}`
    : '自选日期';
}

/** The series record of a booking whose orders were just opened. */
export function openSeries(
  state: Draft<SimulatorState>,
  input: {
    search: CheckedSeriesSearch;
    booker: AccountRecord;
    groupName: string;
    contact: OrderContact;
    orders: readonly Pick<OrderRecord, 'orderNo' | 'totalAmount'>[];
    now: number;
    seriesNo?: string;
  },
): Draft<SeriesRecord> {
  const { search, booker, now } = input;
  const seriesNo = input.seriesNo ?? nextSeriesNo(state);
  const total = input.orders.reduce((sum, order) => sum + order.totalAmount, 0);
  const record: SeriesRecord = {
    seriesNo,
    seriesType: search.seriesType,
    ownerAccountId: orderOwnerId(state.accounts, booker),
    bookedByAccountId: booker.accountId,
    bookedBy: booker.displayName,
    groupName: input.groupName,
    contact: input.contact,
    depAirport: search.depAirport,
    arrAirport: search.arrAirport,
    ...(search.weekdays ? { weekdays: search.weekdays, startDate: search.startDate!, endDate: search.endDate! } : {}),
    ...search.counts,
    orderNos: input.orders.map((order) => order.orderNo),
    createTime: toGatewayIso(now),
    log: [
      logEntry(
        now,
        'CREATE',
        `创建${SeriesType.label(search.seriesType)}：${search.depAirport}-${search.arrAirport} ${patternText(search)}，` +
          `${input.orders.length}个航班日期，每团${seatHolders(search.counts)}人，总价${formatFen(total)}`,
        booker.displayName,
      ),
    ],
  };
  state.series.push(record);
  return state.series[state.series.length - 1];
}

// ---- reading a series ----

/** The series `seriesNo` of the caller's agency, or SERIES_NOT_FOUND (another agency's too: nothing leaks). */
export function findOwnSeries<S extends AnyState>(state: S, account: AccountRecord, seriesNo: unknown): S['series'][number] {
  if (typeof seriesNo !== 'string' || seriesNo.trim() === '') throw invalidParam('系列团编号不能为空');
  const wanted = seriesNo.trim().toUpperCase();
  const ownerId = orderOwnerId(state.accounts, account);
  const series = state.series.find((candidate) => candidate.seriesNo === wanted && candidate.ownerAccountId === ownerId);
  if (!series) throw refuse('SERIES_NOT_FOUND', { seriesNo: wanted });
  return series;
}

export function seriesOrders<S extends AnyState>(state: S, series: Pick<SeriesRecord, 'orderNos'>): S['orders'][number][] {
  const orders = state.orders;
  return series.orderNos
    .map((orderNo) => orders.find((order) => order.orderNo === orderNo))
    .filter((order): order is OrderRecord => order !== undefined)
    .sort((a, b) => departureMs(a.segments[0]) - departureMs(b.segments[0]));
}

function seriesStatus(orders: readonly OrderRecord[], now: number): SeriesStatus {
  const live = orders.filter((order) => order.status !== 'CANCELED');
  if (live.length === 0) return 'CANCELED';
  return live.every((order) => order.status === 'REFUND' || hasDeparted(order, now)) ? 'FINISHED' : 'IN_PROGRESS';
}

/** Why a departure's order cannot take more people now, or null when it can. */
function addPeopleRefusal(order: OrderRecord, now: number): string | null {
  if (order.status !== 'BOOKED') return `订单状态为“${OrderStatus.label(order.status)}”，仅待支付的订单可加人`;
  if (departureMs(order.segments[0]) - BOOKING.groupCloseMs <= now) return '已过团队订座截止时间（起飞前72小时）';
  if (order.groupCount >= SERIES.maxGroup) return `每团最多${SERIES.maxGroup}人`;
  return null;
}

function departureActions(order: OrderRecord, now: number): SeriesDepartureAction[] {
  const allowed = allowedActions(order, now);
  return [
    ...(addPeopleRefusal(order, now) === null ? (['ADD_PEOPLE'] as const) : []),
    ...(allowed.includes('CANCEL') ? (['CANCEL'] as const) : []),
    ...(allowed.includes('EDIT_PASSENGERS') ? (['EDIT_PASSENGERS'] as const) : []),
    ...(allowed.includes('PAY') ? (['PAY'] as const) : []),
  ];
}

function orderRow(order: OrderRecord, now: number): SeriesOrderRow {
  const summary = orderSummary(order, now);
  const first = order.segments[0];
  const deadline = (kind: string) => order.milestones.find((milestone) => milestone.kind === kind)?.deadline;
  const depositDeadline = deadline('DEPOSIT');
  const balanceDeadline = deadline('BALANCE');
  const fullDeadline = deadline('FULL');
  return {
    orderNo: order.orderNo,
    flightNo: first.flightNo,
    flightDate: first.flightDate,
    depTime: first.depTime,
    status: order.status,
    groupCount: order.groupCount,
    infantCount: order.infantCount,
    namedCount: summary.namedCount,
    totalAmount: order.totalAmount,
    paidAmount: summary.paidAmount,
    depositStatus: summary.depositStatus,
    processStatus: summary.processStatus,
    ...(depositDeadline ? { depositDeadline } : {}),
    ...(balanceDeadline ? { balanceDeadline } : {}),
    ...(fullDeadline ? { fullDeadline } : {}),
    nameDeadline: order.nameDeadline,
    allowedActions: departureActions(order, now),
  };
}

/** Owed now on an order: its milestone due, less what was paid of it. */
const dueOn = (order: OrderRecord) => {
  const due = nextDue(order);
  return due ? due.amount - due.paidAmount : 0;
};

function seriesSummary(state: AnyState, series: SeriesRecord, now: number): SeriesSummary {
  const orders = seriesOrders(state, series);
  const dates = orders.map((order) => order.segments[0].flightDate);
  const due = orders.map((order) => nextDue(order)).filter((milestone) => milestone !== undefined);
  const nextDeadline = due.map((milestone) => milestone.deadline).sort()[0];
  return {
    seriesNo: series.seriesNo,
    seriesType: series.seriesType,
    groupName: series.groupName,
    depAirport: series.depAirport,
    arrAirport: series.arrAirport,
    ...(series.weekdays ? { weekdays: series.weekdays, startDate: series.startDate!, endDate: series.endDate! } : {}),
    firstDate: dates[0] ?? '',
    lastDate: dates[dates.length - 1] ?? '',
    departureCount: orders.length,
    activeCount: orders.filter((order) => order.status !== 'CANCELED').length,
    groupCount: series.adultCount + series.childCount,
    infantCount: series.infantCount,
    // A cancelled departure costs what it forfeited.
    totalAmount: orders.reduce((sum, order) => sum + (order.status === 'CANCELED' ? order.forfeitedAmount : order.totalAmount), 0),
    paidAmount: orders.reduce((sum, order) => sum + netPaid(order), 0),
    dueAmount: orders.reduce((sum, order) => sum + dueOn(order), 0),
    ...(nextDeadline ? { nextDeadline } : {}),
    status: seriesStatus(orders, now),
    bookedBy: series.bookedBy,
    createTime: series.createTime,
  };
}

export function seriesDetail(state: AnyState, series: SeriesRecord, now: number): SeriesDetail {
  const orders = seriesOrders(state, series);
  const changes = orders.map((order) => nextChangeAt(order, now)).filter((at): at is number => at !== undefined);
  const live = orders.filter((order) => order.status !== 'CANCELED');
  const sizes = (live.length > 0 ? live : orders).map((order) => order.groupCount);
  const groupSizeNow =
    sizes.length > 0
      ? { min: Math.min(...sizes), max: Math.max(...sizes) }
      : { min: series.adultCount + series.childCount, max: series.adultCount + series.childCount };
  return {
    ...seriesSummary(state, series, now),
    contact: series.contact,
    orders: orders.map((order) => orderRow(order, now)),
    groupSizeNow,
    log: [...series.log].reverse(),
    ...(changes.length > 0 ? { changesAt: toGatewayIso(Math.min(...changes)) } : {}),
  };
}

interface SeriesFilters {
  seriesType?: SeriesType;
  status?: SeriesStatus;
  seriesNo?: string;
  depAirport?: string;
  arrAirport?: string;
}

/** The caller's agency's series matching the filters, the latest booked first. */
export function listSeries(state: SimulatorState, account: AccountRecord, filters: SeriesFilters, now: number): SeriesSummary[] {
  const ownerId = orderOwnerId(state.accounts, account);
  return state.series
    .filter((series) => series.ownerAccountId === ownerId)
    .filter((series) => !filters.seriesType || series.seriesType === filters.seriesType)
    .filter((series) => !filters.seriesNo || series.seriesNo.includes(filters.seriesNo))
    .filter((series) => !filters.depAirport || series.depAirport === filters.depAirport)
    .filter((series) => !filters.arrAirport || series.arrAirport === filters.arrAirport)
    .map((series) => seriesSummary(state, series, now))
    .filter((summary) => !filters.status || summary.status === filters.status)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.seriesNo.localeCompare(a.seriesNo));
}

// ---- advance details (预付明细) ----

function advanceState(order: OrderRecord, milestone: OrderRecord['milestones'][number]): AdvanceState {
  if (milestone.status === 'SUCCESSED') return 'PAID';
  if (order.status === 'CANCELED') {
    // Missed at its deadline (the order auto-cancelled then), or closed by the agent's cancel before it.
    return order.cancelTime && Date.parse(milestone.deadline) <= Date.parse(order.cancelTime) ? 'OVERDUE' : 'CLOSED';
  }
  if (order.status !== 'BOOKED') return 'CLOSED';
  return milestone.status === 'NOT_START' ? 'NOT_START' : 'DUE';
}

/** PAY when a payment of the milestone would be taken now (`payableNow`, the pay rule's check); a due one declined says why. */
function advanceActions(
  state: AnyState,
  order: OrderRecord,
  milestone: OrderRecord['milestones'][number],
  itemState: AdvanceState,
  now: number,
): Pick<SeriesAdvanceItem, 'allowedActions' | 'actionNotes'> {
  if (itemState !== 'DUE') return { allowedActions: [] };
  const payable = payableNow(state, order.ownerAccountId, 'ORDER', order.orderNo, milestone.kind, now);
  return payable === true ? { allowedActions: ['PAY'] } : { allowedActions: [], actionNotes: { PAY: payable } };
}

/** Every milestone of every departure, paid or owed, with its deadline and what it offers now, soonest first, and the sums. */
export function seriesAdvance(state: AnyState, series: SeriesRecord, now: number): SeriesAdvance {
  const items: SeriesAdvanceItem[] = seriesOrders(state, series).flatMap((order) =>
    order.milestones.map((milestone) => {
      const itemState = advanceState(order, milestone);
      return {
        orderNo: order.orderNo,
        flightDate: order.segments[0].flightDate,
        flightNo: order.segments[0].flightNo,
        kind: milestone.kind,
        amount: milestone.amount,
        paidAmount: milestone.paidAmount,
        deadline: milestone.deadline,
        ...(milestone.paidAt ? { paidAt: milestone.paidAt } : {}),
        state: itemState,
        ...advanceActions(state, order, milestone, itemState, now),
      };
    }),
  );
  items.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.flightDate.localeCompare(b.flightDate));
  const sum = (state: AdvanceState, of: (item: SeriesAdvanceItem) => number) =>
    items.filter((item) => item.state === state).reduce((total, item) => total + of(item), 0);
  const owed = (item: SeriesAdvanceItem) => item.amount - item.paidAmount;
  return {
    seriesNo: series.seriesNo,
    items,
    paidTotal: sum('PAID', (item) => item.paidAmount),
    dueTotal: sum('DUE', owed),
    overdueTotal: sum('OVERDUE', owed),
    laterTotal: sum('NOT_START', owed),
  };
}

// ---- cancel apply ----

function findSeriesOrder<S extends AnyState>(state: S, series: SeriesRecord, orderNo: unknown): S['orders'][number] {
  const wanted = typeof orderNo === 'string' ? orderNo.trim().toUpperCase() : '';
  if (wanted === '') throw invalidParam('订单号不能为空');
  const order = series.orderNos.includes(wanted) ? state.orders.find((candidate) => candidate.orderNo === wanted) : undefined;
  if (!order) throw refuse('SERIES_DEPARTURE_NOT_FOUND', { orderNo: wanted, seriesNo: series.seriesNo });
  return order;
}

function cancelLine(order: OrderRecord, now: number): SeriesCancelLine {
  const first = order.segments[0];
  const base = { orderNo: order.orderNo, flightDate: first.flightDate, flightNo: first.flightNo, status: order.status };
  if (allowedActions(order, now).includes('CANCEL')) {
    const detail = cancelDetailOf(order);
    return { ...base, outcome: 'CANCEL', seatsReleased: detail.seatsReleased, forfeit: detail.forfeit, refund: detail.refund };
  }
  const refundable = ['PAYED', 'TICKED', 'TICKEDPART'].includes(order.status) && !hasDeparted(order, now);
  return { ...base, outcome: refundable ? 'REFUND_NEEDED' : 'UNCHANGED', seatsReleased: 0, forfeit: 0, refund: 0 };
}

/**
 * What cancelling one departure, or it and every later one, would do: each departure by its order's own
 * cancel rule (BOOKED: cancelled, seats back, a paid deposit forfeited); paid or ticketed ones named as
 * needing a refund instead; cancelled or flown ones left as they are.
 */
export function seriesCancelQuote(
  state: AnyState,
  series: SeriesRecord,
  body: { orderNo?: unknown; scope?: unknown },
  now: number,
): SeriesCancelQuote {
  const scope = body.scope === 'ONE' || body.scope === 'REST' ? (body.scope as SeriesCancelScope) : undefined;
  if (!scope) throw invalidParam('取消范围须为该日期或该日期及之后');
  const chosen = findSeriesOrder(state, series, body.orderNo);
  const from = departureMs(chosen.segments[0]);
  const orders = scope === 'ONE' ? [chosen] : seriesOrders(state, series).filter((order) => departureMs(order.segments[0]) >= from);
  const lines = orders.map((order) => cancelLine(order, now));
  const cancelled = lines.filter((line) => line.outcome === 'CANCEL');
  return {
    seriesNo: series.seriesNo,
    scope,
    lines,
    cancelCount: cancelled.length,
    refundNeededCount: lines.filter((line) => line.outcome === 'REFUND_NEEDED').length,
    forfeit: cancelled.reduce((sum, line) => sum + line.forfeit, 0),
    refund: cancelled.reduce((sum, line) => sum + line.refund, 0),
  };
}

const requireCancelReason = (value: unknown) =>
  requireBoundedText(value, { label: '取消原因', max: SERIES.cancelReasonMax, missing: '请填写取消原因' });

/** Cancels what the quote cancels (the same function, run again): SERIES_CANCEL_CHANGED when the forfeit is not the one seen. */
export function applySeriesCancel(
  state: Draft<SimulatorState>,
  series: Draft<SeriesRecord>,
  body: { orderNo?: unknown; scope?: unknown; reason?: unknown; expectedForfeit?: unknown },
  by: string,
  now: number,
): SeriesCancelQuote {
  const reason = requireCancelReason(body.reason);
  const quote = seriesCancelQuote(state, series, body, now);
  if (quote.cancelCount === 0) throw refuse('SERIES_NOTHING_TO_CANCEL');
  if (body.expectedForfeit !== quote.forfeit)
    throw refuse('SERIES_CANCEL_CHANGED', { forfeit: formatFen(quote.forfeit), refund: formatFen(quote.refund) });
  for (const line of quote.lines.filter((candidate) => candidate.outcome === 'CANCEL')) {
    const order = mustFind(state.orders, (candidate) => candidate.orderNo === line.orderNo, 'order');
    cancelOrder(state, order, `系列团${series.seriesNo}取消：${reason}`, by, now);
  }
  const dates = quote.lines.filter((line) => line.outcome === 'CANCEL').map((line) => line.flightDate.slice(5));
  const left = quote.refundNeededCount > 0 ? `；${quote.refundNeededCount}个已付款或已出票的航班日期须办理退票` : '';
  series.log.push(
    logEntry(
      now,
      'CANCEL',
      `取消${quote.cancelCount}个航班日期（${dates.join('、')}），原因：${reason}` +
        (quote.forfeit > 0 ? `，扣除已付定金${formatFen(quote.forfeit)}` : '') +
        (quote.refund > 0 ? `，退款${formatFen(quote.refund)}` : '') +
        left,
      by,
    ),
  );
  return quote;
}

// ---- add people (加人) ----

function checkAddCounts(body: Partial<PassengerCounts>): PassengerCounts {
  const counts = checkCounts({ adultCount: body.adultCount, childCount: body.childCount, infantCount: body.infantCount });
  const total = counts.adultCount + counts.childCount + counts.infantCount;
  if (total === 0) throw invalidParam('请填写加人人数');
  if (seatHolders(counts) > SERIES.maxAddPerCall) throw invalidParam(`每次最多加${SERIES.maxAddPerCall}人`);
  return counts;
}

/** Adds the lines to the order's fares: onto a line of the same type and price, else a line of its own. */
function mergeLines(fares: Draft<FareLine>[], added: readonly FareLine[]): void {
  for (const line of added) {
    const same = fares.find(
      (fare) => fare.passengerType === line.passengerType && fare.fare === line.fare && fare.tax === line.tax && fare.lumpSum === undefined,
    );
    if (same) same.count += line.count;
    else fares.push({ ...line });
  }
}

/**
 * More people on a departure's order: its fares, counts and total grow; unpaid milestones follow
 * (`rebalanceMilestones`: an unpaid deposit stays 10 % of the new total; a paid deposit stands, the
 * added seats count as confirmed and the balance owes the rest). Seats are not held here.
 */
function applyAdd(order: Draft<OrderRecord>, lines: readonly FareLine[], counts: PassengerCounts): void {
  const seats = seatHolders(counts);
  mergeLines(order.fares, lines);
  order.groupCount += seats;
  order.infantCount += counts.infantCount;
  order.totalAmount += fareTotal(lines);
  if (isDepositPaid(order)) order.confirmedCount += seats;
  rebalanceMilestones(order);
}

interface AddPricing {
  order: OrderRecord;
  counts: PassengerCounts;
  quote: SeriesAddQuote;
}

/**
 * The price of adding people to a departure now: today's group fare for the departure at its new size
 * (the temporary group's pricing); refused when the order cannot take more (SERIES_ADD_PEOPLE_FORBIDDEN),
 * the group would pass its limit (GROUP_SIZE_INVALID), an infant would lack an adult, or the quota lacks seats.
 */
export function priceAddPeople(
  state: AnyState,
  series: SeriesRecord,
  body: Partial<PassengerCounts> & { orderNo?: unknown },
  now: number,
): AddPricing {
  const order = findSeriesOrder(state, series, body.orderNo);
  const counts = checkAddCounts(body);
  const first = order.segments[0];
  const refusal = addPeopleRefusal(order, now);
  if (refusal) throw refuse('SERIES_ADD_PEOPLE_FORBIDDEN', { flightDate: first.flightDate, reason: refusal });
  const seats = seatHolders(counts);
  const groupCountAfter = order.groupCount + seats;
  if (groupCountAfter > SERIES.maxGroup) throw refuse('GROUP_SIZE_INVALID', { min: SERIES.minGroup, max: SERIES.maxGroup });
  const adults = fareCountOf(order.fares, 'ADT') + counts.adultCount;
  if (order.infantCount + counts.infantCount > adults)
    throw refuse('INFANT_WITHOUT_ADULT', { infants: order.infantCount + counts.infantCount, adults });
  const ref = { flightNo: first.flightNo, flightDate: first.flightDate };
  const left = seatsLeft(state, ref, order.seatKind);
  if (left < seats) throw refuse('SOLD_OUT', { ...ref, left, wanted: seats });
  const flight = scheduledFlight(state, ref);
  if (!flight) throw refuse('FLIGHT_NOT_FOUND', ref);
  const price = departurePrice(flight, first.flightDate, counts, now, groupCountAfter);
  // The order as the add would leave it (a copy: the state may be a draft of this transaction).
  const after = JSON.parse(JSON.stringify(order)) as Draft<OrderRecord>;
  applyAdd(after, price.fares, counts);
  return {
    order,
    counts,
    quote: {
      orderNo: order.orderNo,
      flightDate: first.flightDate,
      flightNo: first.flightNo,
      fares: price.fares,
      addedAmount: price.totalAmount,
      groupCountAfter,
      totalAfter: after.totalAmount,
      milestonesAfter: after.milestones.map(({ kind, amount, paidAmount, deadline }) => ({ kind, amount, paidAmount, deadline })),
      groupSeatsLeft: left,
      groupSeatsLeftAfter: left - seats,
      adjustments: price.adjustments,
    },
  };
}

const countsText = (counts: PassengerCounts) =>
  PassengerType.values
    .map((type) => [type, type === 'ADT' ? counts.adultCount : type === 'CHD' ? counts.childCount : counts.infantCount] as const)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${PassengerType.label(type)}${count}人`)
    .join('、');

/** Adds the people priced by `priceAddPeople` (run again in the call's transaction): the seats held from the order's pool, the order and the series logged. */
export function addPeople(state: Draft<SimulatorState>, series: Draft<SeriesRecord>, pricing: AddPricing, by: string, now: number): void {
  const order = mustFind(state.orders, (candidate) => candidate.orderNo === pricing.order.orderNo, 'order');
  const seats = seatHolders(pricing.counts);
  if (seats > 0) holdSeats(state, departureRefs(order), seats, order.seatKind);
  applyAdd(order, pricing.quote.fares, pricing.counts);
  const what = `${countsText(pricing.counts)}，按今日团队价加收${formatFen(pricing.quote.addedAmount)}`;
  order.log.push(
    logEntry(now, 'ADD_PEOPLE', `系列团加人：${what}，订单总价${formatFen(order.totalAmount)}，占座${order.groupCount}人`, by),
  );
  series.log.push(logEntry(now, 'ADD_PEOPLE', `${order.segments[0].flightDate} ${order.orderNo}加人：${what}`, by));
}
