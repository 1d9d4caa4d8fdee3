import type { TripDirection } from '@/domain/trip';
import type { FlightInfo, FlightSelection, OrderSegment, PassengerCounts } from '@/lib/gateway/endpoints';
import { invalidParam, refuse, type Unchecked } from '../../kernel/refusal';
import { AIRPORTS, airportByCode } from '../../kernel/airports';
import type { ScheduledFlight, SimulatorState } from '../../state';
import { toGatewayDate } from '../../kernel/time-format';
import { addDays, daysBetween, gatewayInstant } from './fare';
import { BOOKING } from '../../kernel/rules/figures';
import { scheduledFlight, type DepartureRef } from './inventory';

/**
 * Itineraries: what a flight search asks, which flights fly, and whether chosen flights make a trip
 * that can still be booked. Refusals from the catalogue's group 03.
 */

export { AIRPORTS };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function requireDate(value: unknown, label: string): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalidParam(`${label}须为YYYY-MM-DD格式的日期`);
  }
  return value;
}

function requireAirport(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParam(`请选择${label}`);
  const code = value.trim().toUpperCase();
  if (!airportByCode(code)) throw refuse('ROUTE_INVALID', { detail: `${label}${code}不在本航空公司航线网络内` });
  return code;
}

/** Same city counts as the same place: Shanghai Pudong to Hongqiao is not a flight. */
const cityOf = (code: string): string => airportByCode(code)?.city ?? code;

/** Both ends of a route known to the airline and in different cities. */
export function checkRoute(body: Unchecked<Route>): Route {
  const depAirport = requireAirport(body.depAirport, '出发机场');
  const arrAirport = requireAirport(body.arrAirport, '到达机场');
  if (cityOf(depAirport) === cityOf(arrAirport)) {
    throw refuse('ROUTE_INVALID', { detail: '出发地与目的地不能是同一城市' });
  }
  return { depAirport, arrAirport };
}

/** A route as checked: two airports in different cities. */
interface Route {
  depAirport: string;
  arrAirport: string;
}

export interface CheckedSearch {
  depAirport: string;
  arrAirport: string;
  flightDate: string;
  returnDate?: string;
}

/** A flight search's route and dates: both ends known and in different cities, dates today … a year ahead, RT return ≥ outbound. */
export function checkSearch(body: Unchecked<CheckedSearch & { tripType: 'OW' | 'RT' }>, now: number): CheckedSearch {
  const { depAirport, arrAirport } = checkRoute(body);
  const flightDate = requireDate(body.flightDate, '出发日期');
  checkSaleWindow(flightDate, now, '出发日期');
  if (body.tripType !== 'OW' && body.tripType !== 'RT') throw invalidParam('行程类型须为单程或往返');
  if (body.tripType === 'OW') return { depAirport, arrAirport, flightDate };
  if (body.returnDate === undefined || body.returnDate === null || body.returnDate === '') {
    throw refuse('ROUTE_INVALID', { detail: '往返行程须选择返程日期' });
  }
  const returnDate = requireDate(body.returnDate, '返程日期');
  if (returnDate < flightDate) throw refuse('ROUTE_INVALID', { detail: '返程日期不能早于出发日期' });
  checkSaleWindow(returnDate, now, '返程日期');
  return { depAirport, arrAirport, flightDate, returnDate };
}

export function checkSaleWindow(date: string, now: number, label: string): void {
  const today = toGatewayDate(now);
  if (date < today) throw refuse('ROUTE_INVALID', { detail: `${label}${date}已过` });
  if (date > addDays(today, BOOKING.maxAdvanceDays)) {
    throw refuse('ROUTE_INVALID', { detail: `仅可预订${BOOKING.maxAdvanceDays}天内的航班` });
  }
}

/** Departure and arrival instants of a flight on a date (the arrival may be the next day). */
function flightTimes(flight: ScheduledFlight, flightDate: string): { departMs: number; arriveMs: number } {
  const departMs = gatewayInstant(flightDate, flight.depTime);
  return { departMs, arriveMs: departMs + flight.durationMinutes * 60_000 };
}

/** The flights between two airports on a date that are still on sale `closeMs` before departure, by departure time. */
export function flightsOn(
  state: SimulatorState,
  dep: string,
  arr: string,
  flightDate: string,
  now: number,
  closeMs: number,
): ScheduledFlight[] {
  return state.flights
    .filter((flight) => flight.depAirport === dep && flight.arrAirport === arr)
    .filter((flight) => scheduledFlight(state, { flightNo: flight.flightNo, flightDate }) !== undefined)
    .filter((flight) => flightTimes(flight, flightDate).departMs - closeMs > now)
    .sort((a, b) => a.depTime.localeCompare(b.depTime));
}

export function flightInfo(flight: ScheduledFlight, flightDate: string): FlightInfo {
  const { flightNo, depAirport, arrAirport, depTime, arrTime, aircraftType, durationMinutes } = flight;
  return { flightNo, flightDate, depAirport, arrAirport, depTime, arrTime, aircraftType, durationMinutes };
}

/** A chosen flight that flies, in travel order. */
export interface TripLeg {
  direction: TripDirection;
  flight: ScheduledFlight;
  ref: DepartureRef;
  cabin?: string;
  departMs: number;
  arriveMs: number;
}

/**
 * The chosen flights as a trip: one outbound and at most one inbound flight, each flying that day and
 * still on sale (`closeMs` before departure), the inbound one back between the same cities after the
 * outbound one lands.
 */
export function resolveTrip(state: SimulatorState, selections: unknown, now: number, closeMs: number): TripLeg[] {
  if (!Array.isArray(selections) || selections.length === 0) throw invalidParam('请选择航班');
  if (selections.length > 2) throw refuse('ROUTE_INVALID', { detail: '一个订单最多包含去程和回程两个航段' });
  const legs = (selections as unknown[]).map((raw): TripLeg => {
    const selection = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<FlightSelection>;
    if (selection.direction !== 'O' && selection.direction !== 'I') throw invalidParam('航段方向须为去程或回程');
    if (typeof selection.flightNo !== 'string' || selection.flightNo.trim() === '') throw invalidParam('航班号不能为空');
    const flightDate = requireDate(selection.flightDate, '航班日期');
    const ref = { flightNo: selection.flightNo.trim().toUpperCase(), flightDate };
    const flight = scheduledFlight(state, ref);
    if (!flight) throw refuse('FLIGHT_NOT_FOUND', { ...ref });
    const times = flightTimes(flight, flightDate);
    if (times.departMs - closeMs <= now) throw refuse('BOOKING_TOO_LATE', { ...ref });
    const cabin = typeof selection.cabin === 'string' && selection.cabin.trim() !== '' ? selection.cabin.trim().toUpperCase() : undefined;
    return { direction: selection.direction, flight, ref, ...(cabin ? { cabin } : {}), ...times };
  });
  const outbound = legs.filter((leg) => leg.direction === 'O');
  const inbound = legs.filter((leg) => leg.direction === 'I');
  if (outbound.length !== 1 || inbound.length > 1) {
    throw refuse('ROUTE_INVALID', { detail: '须选择一个去程航班，往返时再选择一个回程航班' });
  }
  const out = outbound[0];
  const back = inbound[0];
  if (!back) return [out];
  if (
    cityOf(back.flight.depAirport) !== cityOf(out.flight.arrAirport) ||
    cityOf(back.flight.arrAirport) !== cityOf(out.flight.depAirport)
  ) {
    throw refuse('ROUTE_INVALID', { detail: '回程须为去程的反方向' });
  }
  if (back.departMs <= out.arriveMs) throw refuse('ROUTE_INVALID', { detail: '回程航班须在去程航班到达之后起飞' });
  if (daysBetween(out.ref.flightDate, back.ref.flightDate) < 0) throw refuse('ROUTE_INVALID', { detail: '返程日期不能早于出发日期' });
  return [out, back];
}

/** The order's segments for a trip, in travel order; `cabin` is the booking class each one holds. */
export function segmentsOf(legs: readonly TripLeg[], cabinOf: (leg: TripLeg) => string): OrderSegment[] {
  return legs.map((leg, index) => ({
    segmentNo: index + 1,
    direction: leg.direction,
    flightNo: leg.flight.flightNo,
    flightDate: leg.ref.flightDate,
    depAirport: leg.flight.depAirport,
    arrAirport: leg.flight.arrAirport,
    depTime: leg.flight.depTime,
    arrTime: leg.flight.arrTime,
    cabin: cabinOf(leg),
    aircraftType: leg.flight.aircraftType,
  }));
}

function requireCount(value: unknown, label: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalidParam(`${label}须为不小于0的整数`);
  return value;
}

/** Passenger counts: non-negative integers, each infant with an adult. */
export function checkCounts(body: Unchecked<PassengerCounts>): PassengerCounts {
  const counts = {
    adultCount: requireCount(body.adultCount, '成人人数'),
    childCount: requireCount(body.childCount, '儿童人数'),
    infantCount: requireCount(body.infantCount, '婴儿人数'),
  };
  if (counts.infantCount > counts.adultCount) {
    throw refuse('INFANT_WITHOUT_ADULT', { infants: counts.infantCount, adults: counts.adultCount });
  }
  return counts;
}

export const seatHolders = (counts: PassengerCounts): number => counts.adultCount + counts.childCount;

/** An individual order holds 1–9 seats. */
export function checkIndividualCounts(body: Unchecked<PassengerCounts>): PassengerCounts {
  const counts = checkCounts(body);
  const seats = seatHolders(counts);
  if (seats < BOOKING.individualMinSeats || seats > BOOKING.individualMaxSeats) throw refuse('INDIVIDUAL_SIZE_INVALID');
  return counts;
}

/** A temporary group holds 10–200 seats (infants hold none). */
export function checkGroupSize(seats: number): void {
  if (!Number.isInteger(seats) || seats < BOOKING.groupMinSeats || seats > BOOKING.groupMaxSeats) {
    throw refuse('GROUP_SIZE_INVALID', { min: BOOKING.groupMinSeats, max: BOOKING.groupMaxSeats });
  }
}

export function checkGroupCounts(body: Unchecked<PassengerCounts>): PassengerCounts {
  const counts = checkCounts(body);
  checkGroupSize(seatHolders(counts));
  return counts;
}
