import type { Draft } from 'immer';
import { refuse } from '../../kernel/refusal';
import type { AnyState, ScheduledFlight, SeatCount, SimulatorState } from '../../state';
import { lookUp } from '../../kernel/rules/lookup';
import type { ActivityPool, AircraftPool, AllotmentPool, DepartureRef, PromoAllotment, SeatKind } from './catalogue-records';
export type { SeatKind, DepartureRef } from './catalogue-records';

/**
 * Seats per departure. A departure is `${flightNo}|${YYYY-MM-DD}`; the timetable says whether the
 * flight flies that day and how many seats it has, `seatInventory` what has been held or sold.
 * Creating an order holds seats; cancelling it, an auto-cancel or a release of seats gives them back.
 *
 * Pools: a flight's group quota, an individual class, or a promotional offer's allotment on the
 * departure (seats the airline set aside when it published the offer, apart from the group quota; what
 * is held of them is counted on the offer, `PromoAllotment.held`), or a whole aircraft of a charter type
 * (`AircraftPool.held`: aircraft held per date, every day from the charter's first flight to its
 * last, so a type's fleet is never chartered twice on one day; the flights are the charter's own, not the
 * timetable's), or a bid activity's seats (`ActivityPool.held`: seats of its departure the airline put up for
 * bidding, held by the winners' team orders). An order keeps its pool
 * (`OrderRecord.seatKind`), so whatever gives seats back gives them to the pool they came from.
 */

export const departureKey = ({ flightNo, flightDate }: DepartureRef) => `${flightNo}|${flightDate}`;

/** ISO weekday 1–7 (Monday–Sunday) of a YYYY-MM-DD date. */
/** Weekdays of the dates asked about, each worked out once (forgotten past a bound: any text may be asked). */
const weekdays = new Map<string, number>();
const WEEKDAYS_KEPT = 10_000;

function weekdayOf(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    weekday = day === 0 ? 7 : day;
    if (weekdays.size >= WEEKDAYS_KEPT) weekdays.clear();
    weekdays.set(date, weekday);
  }
  return weekday;
}

/**
 * The timetable's flight, if it flies on that date. Asked for every departure with seats held at every
 * booking (the seats invariant): the timetable is looked up by number in its frozen array's index.
 */
export function scheduledFlight(state: SimulatorState, ref: DepartureRef): ScheduledFlight | undefined {
  const flight = lookUp(state.flights, 'flightNo', flightNoOf, ref.flightNo);
  return flight && flight.weekdays.includes(weekdayOf(ref.flightDate)) ? flight : undefined;
}

const flightNoOf = (flight: ScheduledFlight): string => flight.flightNo;

function sold(state: SimulatorState, ref: DepartureRef): SeatCount {
  return state.seatInventory[departureKey(ref)] ?? { group: 0, cabins: {} };
}

/** An offer's seats on a departure, if the offer sells it. */
export function allotmentOf(state: AnyState, offerNo: string, ref: DepartureRef): PromoAllotment | undefined {
  const offers: readonly AllotmentPool[] = state.promoOffers;
  const offer = offers.find((candidate) => candidate.offerNo === offerNo);
  return offer?.allotments.find((allotment) => allotment.flightNo === ref.flightNo && allotment.flightDate === ref.flightDate);
}

/** A bid activity (its seats on its one departure). */
export function activityOf(state: AnyState, prodNo: string, ref: DepartureRef): ActivityPool | undefined {
  const activities: readonly ActivityPool[] = state.auctions;
  const activity = activities.find((candidate) => candidate.prodNo === prodNo);
  return activity && activity.flightNo === ref.flightNo && activity.flightDate === ref.flightDate ? activity : undefined;
}

/** A charter aircraft type. */
export function charterAircraftOf(state: AnyState, aircraftType: string): AircraftPool | undefined {
  const fleet: readonly AircraftPool[] = state.charterAircraft;
  return fleet.find((candidate) => candidate.aircraftType === aircraftType);
}

/** Aircraft of a charter type still free on a date. */
export function aircraftLeft(state: AnyState, aircraftType: string, date: string): number {
  const aircraft = charterAircraftOf(state, aircraftType);
  return aircraft ? Math.max(0, aircraft.fleet - (aircraft.held[date] ?? 0)) : 0;
}

/**
 * The departures a hold counts on: each departure, or for a whole aircraft one per day from the first
 * flight's date to the last's (the aircraft stays with the charter in between).
 */
export function poolRefs(refs: readonly DepartureRef[], seat: SeatKind): DepartureRef[] {
  if (seat.kind !== 'aircraft' || refs.length === 0) return [...refs];
  const dates = refs.map((ref) => ref.flightDate).sort();
  const days: DepartureRef[] = [];
  for (
    let day = Date.parse(`${dates[0]}T00:00:00Z`), last = Date.parse(`${dates[dates.length - 1]}T00:00:00Z`);
    day <= last;
    day += 86_400_000
  ) {
    days.push({ flightNo: refs[0].flightNo, flightDate: new Date(day).toISOString().slice(0, 10) });
  }
  return days;
}

/** Seats still for sale of a kind on a departure (0 when the flight does not fly that day or the offer does not sell it). */
export function seatsLeft(state: SimulatorState, ref: DepartureRef, seat: SeatKind): number {
  if (seat.kind === 'aircraft')
    return aircraftLeft(state, seat.aircraftType, ref.flightDate) * (charterAircraftOf(state, seat.aircraftType)?.seats ?? 0);
  const flight = scheduledFlight(state, ref);
  if (!flight) return 0;
  if (seat.kind === 'offer') {
    const allotment = allotmentOf(state, seat.offerNo, ref);
    return allotment ? Math.max(0, allotment.seats - allotment.held) : 0;
  }
  if (seat.kind === 'activity') {
    const activity = activityOf(state, seat.prodNo, ref);
    return activity ? Math.max(0, activity.seats - activity.held) : 0;
  }
  const count = sold(state, ref);
  if (seat.kind === 'group') return Math.max(0, flight.groupQuota - count.group);
  return Math.max(0, (flight.cabinSeats[seat.cabin] ?? 0) - (count.cabins[seat.cabin] ?? 0));
}

/**
 * Holds `seats` on every departure, or none: refuses SOLD_OUT naming the first departure short of
 * seats (FLIGHT_NOT_FOUND when it does not fly that day). Call inside the resolver's transaction.
 */
export function holdSeats(state: Draft<SimulatorState>, refs: readonly DepartureRef[], seats: number, seat: SeatKind): void {
  const held = poolRefs(refs, seat);
  for (const ref of held) {
    if (seat.kind !== 'aircraft' && !scheduledFlight(state, ref)) throw refuse('FLIGHT_NOT_FOUND', { ...ref });
    const left = seatsLeft(state, ref, seat);
    if (left < seats) throw refuse('SOLD_OUT', { ...ref, left, wanted: seats });
  }
  for (const ref of held) adjust(state, ref, seat, seats);
}

/**
 * Counts `seats` on every departure without asking whether they are free: seats the airline itself
 * moved an order onto (a schedule change it made, rules/schedule-change.ts), which it protects.
 */
export function protectSeats(state: Draft<SimulatorState>, refs: readonly DepartureRef[], seats: number, seat: SeatKind): void {
  for (const ref of poolRefs(refs, seat)) adjust(state, ref, seat, seats);
}

/** Gives `seats` back on every departure (never below zero). */
export function releaseSeats(state: Draft<SimulatorState>, refs: readonly DepartureRef[], seats: number, seat: SeatKind): void {
  for (const ref of poolRefs(refs, seat)) adjust(state, ref, seat, -seats);
}

function adjust(state: Draft<SimulatorState>, ref: DepartureRef, seat: SeatKind, delta: number): void {
  if (seat.kind === 'aircraft') {
    // A whole aircraft whatever the seats: one aircraft held or given back per day.
    const aircraft = charterAircraftOf(state, seat.aircraftType);
    if (!aircraft || delta === 0) return;
    const held = Math.min(aircraft.fleet, Math.max(0, (aircraft.held[ref.flightDate] ?? 0) + Math.sign(delta)));
    if (held === 0) delete aircraft.held[ref.flightDate];
    else aircraft.held[ref.flightDate] = held;
    return;
  }
  if (seat.kind === 'offer') {
    const allotment = allotmentOf(state, seat.offerNo, ref);
    if (allotment) allotment.held = Math.min(allotment.seats, Math.max(0, allotment.held + delta));
    return;
  }
  if (seat.kind === 'activity') {
    const activity = activityOf(state, seat.prodNo, ref);
    if (activity) activity.held = Math.min(activity.seats, Math.max(0, activity.held + delta));
    return;
  }
  const key = departureKey(ref);
  const count = (state.seatInventory[key] ??= { group: 0, cabins: {} });
  if (seat.kind === 'group') count.group = Math.max(0, count.group + delta);
  else count.cabins[seat.cabin] = Math.max(0, (count.cabins[seat.cabin] ?? 0) + delta);
}
