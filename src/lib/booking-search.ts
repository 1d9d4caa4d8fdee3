import type { TripDirection, TripType } from '@/domain/trip';
import type { FlightSearch, FlightSelection, PassengerCounts } from './gateway/endpoints/booking';

/**
 * The booking journeys keep their state in the address, so a reload, a shared link or the return
 * after a session expiry shows the same search, the same choice and the same counts:
 *
 *   ?from=PVG&to=CTU&date=2026-12-01&trip=RT&ret=2026-12-05   the itinerary
 *   &adt=2&chd=1&inf=0                                         passengers by type
 *   &count=20                                                  the group size asked (temporary group)
 *   &out=XY5101~Y&in=XY5102~Y                                  the chosen flights (and cabins)
 */

export interface TripSearch {
  from: string;
  to: string;
  /** YYYY-MM-DD */
  date: string;
  trip: TripType;
  /** YYYY-MM-DD; RT only. */
  ret?: string;
}

export interface FlightChoice {
  flightNo: string;
  /** The individual booking's cabin; the group class is implied for groups. */
  cabin?: string;
}

export interface BookingState {
  trip: TripSearch;
  counts?: PassengerCounts;
  /** The group size the flights were queried for (temporary group). */
  count?: number;
  out?: FlightChoice;
  in?: FlightChoice;
}

const AIRPORT = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}$/;
const CABIN = /^[A-Z]$/;
const CHOICE_SEPARATOR = '~';

function count(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  return Number(value);
}

/** The itinerary in the address, or null when any part is missing or malformed. */
export function readTripSearch(search: URLSearchParams): TripSearch | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const date = search.get('date') ?? '';
  const trip = search.get('trip') === 'RT' ? 'RT' : 'OW';
  const ret = search.get('ret') ?? '';
  if (!AIRPORT.test(from) || !AIRPORT.test(to) || from === to || !DAY.test(date)) return null;
  if (trip === 'RT') return DAY.test(ret) && ret >= date ? { from, to, date, trip, ret } : null;
  return { from, to, date, trip };
}

/** Passengers by type in the address (`adt` required, the others default to 0), or null. */
export function readCounts(search: URLSearchParams): PassengerCounts | null {
  const adultCount = count(search.get('adt'));
  if (adultCount === undefined) return null;
  return { adultCount, childCount: count(search.get('chd')) ?? 0, infantCount: count(search.get('inf')) ?? 0 };
}

export function readChoice(search: URLSearchParams, direction: TripDirection): FlightChoice | undefined {
  const [flightNo = '', cabin] = (search.get(direction === 'O' ? 'out' : 'in') ?? '').split(CHOICE_SEPARATOR);
  if (!FLIGHT_NO.test(flightNo)) return undefined;
  return cabin !== undefined && CABIN.test(cabin) ? { flightNo, cabin } : { flightNo };
}

export function readBookingState(search: URLSearchParams): BookingState | null {
  const trip = readTripSearch(search);
  if (!trip) return null;
  const counts = readCounts(search) ?? undefined;
  const out = readChoice(search, 'O');
  const back = trip.trip === 'RT' ? readChoice(search, 'I') : undefined;
  return { trip, counts, count: count(search.get('count')), out, in: back };
}

/** The query string of a booking state (leading '?'); parts left out are not written. */
export function bookingSearch(state: BookingState): string {
  const { trip, counts } = state;
  const params = new URLSearchParams({ from: trip.from, to: trip.to, date: trip.date, trip: trip.trip });
  if (trip.trip === 'RT' && trip.ret) params.set('ret', trip.ret);
  if (state.count !== undefined) params.set('count', String(state.count));
  if (counts) {
    params.set('adt', String(counts.adultCount));
    params.set('chd', String(counts.childCount));
    params.set('inf', String(counts.infantCount));
  }
  const choice = (value: FlightChoice) => (value.cabin ? `${value.flightNo}${CHOICE_SEPARATOR}${value.cabin}` : value.flightNo);
  if (state.out) params.set('out', choice(state.out));
  if (state.in && trip.trip === 'RT') params.set('in', choice(state.in));
  return `?${params.toString()}`;
}

/** The gateway's flight search for an itinerary. */
export function toFlightSearch(trip: TripSearch): FlightSearch {
  return {
    depAirport: trip.from,
    arrAirport: trip.to,
    flightDate: trip.date,
    tripType: trip.trip,
    ...(trip.trip === 'RT' && trip.ret ? { returnDate: trip.ret } : {}),
  };
}

/** The chosen flights as the gateway's selections, or null while a leg is still unchosen. */
export function toSelections(state: BookingState): FlightSelection[] | null {
  const { trip } = state;
  if (!state.out) return null;
  const outbound: FlightSelection = { direction: 'O', flightNo: state.out.flightNo, flightDate: trip.date, ...cabinOf(state.out) };
  if (trip.trip === 'OW') return [outbound];
  if (!state.in || !trip.ret) return null;
  return [outbound, { direction: 'I', flightNo: state.in.flightNo, flightDate: trip.ret, ...cabinOf(state.in) }];
}

function cabinOf(choice: FlightChoice): { cabin?: string } {
  return choice.cabin ? { cabin: choice.cabin } : {};
}

/** Seat holders: adults and children (infants hold no seat). */
export function seatHolders(counts: PassengerCounts): number {
  return counts.adultCount + counts.childCount;
}
