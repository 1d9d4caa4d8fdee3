import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { TripType } from '@/domain/trip';
import type {
  CharterAircraft,
  CharterLeg,
  CharterPriceLine,
  CharterQuote,
  CharterRequest,
  FareLine,
  FareRule,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../../../kernel/refusal';
import type { ScheduledFlight, SimulatorState } from '../../../state';
import { toGatewayDate } from '../../../kernel/time-format';
import { groupPaymentTerms } from '../../../order/rules/booking';
import { addDays, daysBetween, gatewayInstant, groupRules } from '../../../catalogue/rules/fare';
import { BOOKING, CHARTER, HOUR, ORDER } from '../../../kernel/rules/figures';
import { aircraftLeft, type SeatKind } from '../../../catalogue/rules/inventory';
import { mintNo } from '../../../kernel/rules/numbers';
import type { TripLeg } from '../../../catalogue/rules/trip';
import type { CharterAircraftRecord } from './charter-records';
export type { CharterAircraftRecord } from './charter-records';

/**
 * Charter (包机, docs/decisions.md "Charter"): the airline charters whole aircraft of a few types, each
 * with its seats, a price per block hour and a fleet free for charters per day. A quote prices an
 * aircraft for a route and dates as one lump sum — block hours of the route (its scheduled flights'
 * typical duration) × the type's rate × the season of each flight's date, the empty return of a one-way
 * charter, the nights a round trip's aircraft stays away, a surcharge when booked late — paid on the team
 * order's own plan. Booking is `bookOrder` with the aircraft's pool (handlers/charter.ts): one aircraft
 * held every day from the first flight to the last, given back by the order's cancel and auto-cancel.
 */

export const aircraftPool = (aircraftType: string): SeatKind => ({ kind: 'aircraft', aircraftType });

/** What the lump sum includes, for an aircraft of `seats`. */
export const charterIncludes = (seats?: number): string[] =>
  CHARTER.includes.map((line) => line.replace('{seats}', seats === undefined ? '' : `（${seats}座）`));

export const aircraftSummary = ({ held: _held, ...aircraft }: CharterAircraftRecord): CharterAircraft => aircraft;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** The charter type `aircraftType`, or CHARTER_AIRCRAFT_UNKNOWN. */
export function findAircraft(state: SimulatorState, aircraftType: unknown): CharterAircraftRecord {
  const wanted = text(aircraftType);
  if (wanted === '') throw invalidParam('请选择包机机型');
  const aircraft = state.charterAircraft.find((candidate) => candidate.aircraftType === wanted);
  if (!aircraft) throw refuse('CHARTER_AIRCRAFT_UNKNOWN', { aircraftType: wanted });
  return aircraft;
}

/** The route's typical block time: its scheduled flights' mean duration, to 5 minutes; none when not flown. */
function blockMinutes(flights: readonly ScheduledFlight[], depAirport: string, arrAirport: string): number | undefined {
  const durations = flights
    .filter((flight) => flight.depAirport === depAirport && flight.arrAirport === arrAirport)
    .map((flight) => flight.durationMinutes);
  if (durations.length === 0) return undefined;
  return Math.round(durations.reduce((sum, minutes) => sum + minutes, 0) / durations.length / 5) * 5;
}

// ---- season ----

export interface Season {
  factor: number;
  label: string;
}

/** The season of a flight date: peak at the Spring Festival (春运), in July–August and the National Day week. */
export function seasonOf(date: string): Season {
  const spring = CHARTER.springFestivalDays.some((newYear) => {
    const offset = daysBetween(newYear, date);
    return offset >= -CHARTER.springFestivalBefore && offset <= CHARTER.springFestivalAfter;
  });
  if (spring) return { factor: CHARTER.peakFactor, label: '旺季（春运）' };
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((CHARTER.summerMonths as readonly number[]).includes(month)) return { factor: CHARTER.peakFactor, label: '旺季（暑期7—8月）' };
  if (month === 10 && day >= CHARTER.nationalDayDays[0] && day <= CHARTER.nationalDayDays[1])
    return { factor: CHARTER.peakFactor, label: '旺季（国庆）' };
  return { factor: 1, label: '平季' };
}

// ---- the request ----

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const hhmm = (minutes: number) => {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`;
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function leg(
  direction: CharterLeg['direction'],
  flightDate: string,
  depAirport: string,
  arrAirport: string,
  depTime: string,
  block: number,
): CharterLeg {
  return { direction, flightDate, depAirport, arrAirport, depTime, arrTime: hhmm(minutesOf(depTime) + block), blockMinutes: block };
}

/** The dates the aircraft is away: the first flight's to the last's. */
const awayDates = (legs: readonly CharterLeg[]): string[] => {
  const first = legs[0].flightDate;
  const nights = daysBetween(first, legs[legs.length - 1].flightDate);
  return Array.from({ length: nights + 1 }, (_, index) => addDays(first, index));
};

/** The request checked: a type chartered, a route flown, dates bookable, passengers within the seats. */
function checkRequest(state: SimulatorState, body: Partial<Record<keyof CharterRequest, unknown>>, now: number) {
  const aircraft = findAircraft(state, body.aircraftType);
  const depAirport = text(body.depAirport);
  const arrAirport = text(body.arrAirport);
  if (depAirport === '') throw invalidParam('请选择出发机场');
  if (arrAirport === '') throw invalidParam('请选择到达机场');
  if (depAirport === arrAirport) throw invalidParam('出发与到达不能是同一机场');
  const tripType = body.tripType;
  if (!TripType.is(tripType)) throw invalidParam('行程类型须为单程（OW）或往返（RT）');
  const outBlock = blockMinutes(state.flights, depAirport, arrAirport);
  if (outBlock === undefined) throw refuse('CHARTER_ROUTE_NOT_SERVED', { depAirport, arrAirport });

  if (typeof body.flightDate !== 'string' || !DATE.test(body.flightDate)) throw invalidParam('出发日期须为YYYY-MM-DD格式的日期');
  const flightDate = body.flightDate;
  const today = toGatewayDate(now);
  const lead = daysBetween(today, flightDate);
  if (lead < CHARTER.minLeadDays)
    throw refuse('CHARTER_TOO_SOON', { days: CHARTER.minLeadDays, earliest: addDays(today, CHARTER.minLeadDays) });
  if (lead > BOOKING.maxAdvanceDays) throw refuse('CHARTER_DATES_INVALID', { detail: `出发日期须在${BOOKING.maxAdvanceDays}天内` });

  const legs = [leg('O', flightDate, depAirport, arrAirport, CHARTER.outboundDepTime, outBlock)];
  let returnDate: string | undefined;
  if (tripType === 'RT') {
    if (typeof body.returnDate !== 'string' || !DATE.test(body.returnDate))
      throw refuse('CHARTER_DATES_INVALID', { detail: '往返包机须选择返程日期' });
    returnDate = body.returnDate;
    const nights = daysBetween(flightDate, returnDate);
    if (nights < 0) throw refuse('CHARTER_DATES_INVALID', { detail: '返程日期不能早于出发日期' });
    if (nights > CHARTER.maxStayNights)
      throw refuse('CHARTER_DATES_INVALID', {
        detail: `往返包机的飞机最多留驻${CHARTER.maxStayNights}晚，返程须在出发后${CHARTER.maxStayNights}天内`,
      });
    const backBlock = blockMinutes(state.flights, arrAirport, depAirport);
    if (backBlock === undefined) throw refuse('CHARTER_ROUTE_NOT_SERVED', { depAirport: arrAirport, arrAirport: depAirport });
    // A same-day return leaves after the outbound flight lands and the aircraft is turned round.
    const earliest = nights === 0 ? minutesOf(legs[0].arrTime) + CHARTER.turnaroundMinutes : 0;
    legs.push(leg('I', returnDate, arrAirport, depAirport, hhmm(Math.max(minutesOf(CHARTER.returnDepTime), earliest)), backBlock));
  }

  const passengers = body.passengers;
  if (typeof passengers !== 'number' || !Number.isInteger(passengers) || passengers < CHARTER.minPassengers) {
    throw invalidParam(`预计旅客人数须为不小于${CHARTER.minPassengers}的整数`);
  }
  if (passengers > aircraft.seats)
    throw refuse('CHARTER_OVER_CAPACITY', { aircraftType: aircraft.aircraftType, seats: aircraft.seats, passengers });

  for (const date of awayDates(legs)) {
    if (aircraftLeft(state, aircraft.aircraftType, date) < 1)
      throw refuse('CHARTER_NO_AIRCRAFT', { date, aircraftType: aircraft.aircraftType });
  }
  const request: CharterRequest = {
    aircraftType: aircraft.aircraftType,
    depAirport,
    arrAirport,
    tripType,
    flightDate,
    ...(returnDate ? { returnDate } : {}),
    passengers,
  };
  return { aircraft, request, legs, lead };
}

// ---- the price ----

const round = (fen: number) => Math.round(fen / CHARTER.roundingFen) * CHARTER.roundingFen;
const duration = (minutes: number) => `${Math.floor(minutes / 60)}小时${minutes % 60 > 0 ? `${minutes % 60}分` : ''}`;
const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The lump sum's lines, each rounded to ¥100: what the total adds up from. */
function priceLines(aircraft: CharterAircraftRecord, legs: readonly CharterLeg[], lead: number): CharterPriceLine[] {
  const rate = `${formatFen(aircraft.hourlyRate)}/小时`;
  const flown = legs.map((flight) => {
    const season = seasonOf(flight.flightDate);
    const label =
      `${flight.direction === 'O' ? '去程' : '回程'} ${flight.depAirport}—${flight.arrAirport}（${flight.flightDate}）：航时${duration(flight.blockMinutes)} × ${rate}` +
      (season.factor === 1 ? '（平季）' : ` × ${season.label}系数${season.factor}`);
    return { label, amount: round((aircraft.hourlyRate * flight.blockMinutes * season.factor) / 60) };
  });
  const lines = [...flown];
  const out = legs[0];
  const back = legs[1];
  if (!back) {
    lines.push({
      label: `空放调机 ${out.arrAirport}—${out.depAirport}：单程包机飞机空机返回，按去程费用的${pct(CHARTER.ferryShare)}计`,
      amount: round(flown[0].amount * CHARTER.ferryShare),
    });
  } else {
    const nights = daysBetween(out.flightDate, back.flightDate);
    if (nights > 0)
      lines.push({
        label: `飞机留驻${nights}晚 × ${formatFen(CHARTER.nightStopFen)}/晚（停场及机组食宿）`,
        amount: nights * CHARTER.nightStopFen,
      });
  }
  if (lead < CHARTER.shortNoticeDays) {
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    lines.push({
      label: `临近预订附加：距出发${lead}天（不足${CHARTER.shortNoticeDays}天）加收${pct(CHARTER.shortNoticeRate)}`,
      amount: round(subtotal * CHARTER.shortNoticeRate),
    });
  }
  return lines;
}

/** The rules a charter is sold under: its own, then the group's payment and name-list rules. */
function charterRules(aircraft: CharterAircraftRecord): FareRule[] {
  const group = groupRules(ORDER.nameLeadMs / HOUR, ORDER.depositRate, ORDER.freeReleaseRate).filter(
    (rule) => rule.title === '付款' || rule.title === '名单',
  );
  return [
    {
      title: '包机条款',
      content: `整机包价，不按实际乘机人数计价：订单座位为${aircraft.name}全部${aircraft.seats}座，座位不能单独释放、退票或改期；取消订单按团队订单规则办理，已付定金不予退还。`,
    },
    ...group,
  ];
}

/** The lump-sum fare line of a charter, with the lines it adds up from (the order keeps them: what the agent was quoted). */
const lumpSumLine = (aircraft: CharterAircraftRecord, breakdown: readonly CharterPriceLine[]): FareLine => ({
  passengerType: 'ADT',
  count: 1,
  fare: breakdown.reduce((sum, line) => sum + line.amount, 0),
  tax: 0,
  lumpSum: `整机包价（${aircraft.name}，${aircraft.seats}座）`,
  lumpSumLines: breakdown.map((line) => ({ ...line })),
});

/** A priced charter: what the quote answers and the booking holds. */
export interface CharterBooking {
  aircraft: CharterAircraftRecord;
  request: CharterRequest;
  legs: CharterLeg[];
  quote: CharterQuote;
}

/**
 * Prices a whole aircraft for a route and dates, refusing what cannot be chartered now (an unknown type,
 * a route not flown, dates too soon or invalid, more passengers than seats, no aircraft free on a day).
 * The booking runs it again in its own transaction, so the check and the hold cannot be split.
 */
export function priceCharter(state: SimulatorState, body: Partial<Record<keyof CharterRequest, unknown>>, now: number): CharterBooking {
  const { aircraft, request, legs, lead } = checkRequest(state, body, now);
  const breakdown = priceLines(aircraft, legs, lead);
  const totalAmount = breakdown.reduce((sum, line) => sum + line.amount, 0);
  const firstDeparture = gatewayInstant(legs[0].flightDate, legs[0].depTime);
  const quote: CharterQuote = {
    aircraftType: aircraft.aircraftType,
    aircraftName: aircraft.name,
    seats: aircraft.seats,
    passengers: request.passengers,
    legs,
    fares: [lumpSumLine(aircraft, breakdown)],
    totalAmount,
    breakdown,
    seasons: legs.map((flight) => `${flight.flightDate} ${seasonOf(flight.flightDate).label}`),
    includes: charterIncludes(aircraft.seats),
    ...groupPaymentTerms(totalAmount, now, firstDeparture),
    rules: charterRules(aircraft),
  };
  return { aircraft, request, legs, quote };
}

/** The charter's flights, numbered now (XY9 + 3 digits each), as the trip legs an order is booked on. */
export function charterTripLegs(state: Draft<SimulatorState>, booking: Pick<CharterBooking, 'aircraft' | 'legs'>): TripLeg[] {
  return booking.legs.map((flight) => {
    const flightNo = mintNo(state.orderSequences, CHARTER.flightPrefix, CHARTER.flightDigits, 0, CHARTER.flightSequenceKey);
    const departMs = gatewayInstant(flight.flightDate, flight.depTime);
    const scheduled: ScheduledFlight = {
      flightNo,
      depAirport: flight.depAirport,
      arrAirport: flight.arrAirport,
      depTime: flight.depTime,
      arrTime: flight.arrTime,
      aircraftType: booking.aircraft.aircraftType,
      durationMinutes: flight.blockMinutes,
      weekdays: [],
      cabinSeats: {},
      groupQuota: booking.aircraft.seats,
      baseFare: 0,
    };
    return {
      direction: flight.direction,
      flight: scheduled,
      ref: { flightNo, flightDate: flight.flightDate },
      departMs,
      arriveMs: departMs + flight.blockMinutes * 60_000,
    };
  });
}

/** What the order's log says of the charter: the aircraft, its seats, the passengers expected, the flights. */
export const charterLogText = (booking: Pick<CharterBooking, 'aircraft' | 'request'>, legs: readonly TripLeg[]): string =>
  `包机：${booking.aircraft.name}整机${booking.aircraft.seats}座，预计旅客${booking.request.passengers}人，` +
  `包机航班${legs.map((flight) => `${flight.ref.flightNo}（${flight.ref.flightDate} ${flight.flight.depTime}）`).join('、')}`;
