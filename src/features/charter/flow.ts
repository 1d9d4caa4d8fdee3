import { airportsQuery } from '@/components/booking/airports';
import { readTripSearch, type TripSearch } from '@/lib/booking-search';
import { defineFlow, flowStep } from '@/lib/flow-kit';
import type { CharterRequest } from '@/lib/gateway';
import { charterAircraftQuery, charterQuoteQuery } from './api';

/**
 * 包机 in the address: `?type=A320&from=PVG&to=SYX&trip=RT&date=2027-01-12&ret=2027-01-15&pax=150` — the
 * aircraft type, the itinerary (lib/booking-search.ts) and the passengers expected. One route: the
 * request first, then, once the address holds all of it, the quote and the order form below it.
 */
export interface CharterState {
  aircraftType: string;
  trip: TripSearch;
  passengers: number;
}

const AIRCRAFT_TYPE = /^[A-Z0-9][A-Z0-9-]{1,11}$/;

export function readCharterState(search: URLSearchParams): CharterState | null {
  const aircraftType = search.get('type') ?? '';
  const trip = readTripSearch(search);
  const pax = search.get('pax') ?? '';
  if (!AIRCRAFT_TYPE.test(aircraftType) || !trip || !/^\d{1,3}$/.test(pax) || Number(pax) < 1) return null;
  return { aircraftType, trip, passengers: Number(pax) };
}

export function charterSearch(state: CharterState): string {
  const params = new URLSearchParams({
    type: state.aircraftType,
    from: state.trip.from,
    to: state.trip.to,
    trip: state.trip.trip,
    date: state.trip.date,
  });
  if (state.trip.trip === 'RT' && state.trip.ret) params.set('ret', state.trip.ret);
  params.set('pax', String(state.passengers));
  return `?${params.toString()}`;
}

/** The quote's request of a state. */
export function charterRequest(state: CharterState): CharterRequest {
  const { trip } = state;
  return {
    aircraftType: state.aircraftType,
    depAirport: trip.from,
    arrAirport: trip.to,
    tripType: trip.trip,
    flightDate: trip.date,
    ...(trip.trip === 'RT' && trip.ret ? { returnDate: trip.ret } : {}),
    passengers: state.passengers,
  };
}

export type CharterStep = 'request' | 'quote';

/** The aircraft, route, dates and passengers expected → the whole aircraft's lump sum and milestones, the group's details → a BOOKED team order. */
export const charterFlow = defineFlow<CharterState, CharterStep>({
  codec: { read: readCharterState, write: charterSearch },
  always: [airportsQuery(), charterAircraftQuery()],
  steps: {
    request: flowStep({ route: 'charter', label: '填写包机需求', needs: () => ({}) }),
    quote: flowStep({
      route: 'charter',
      label: '确认报价并预订',
      needs: (state: CharterState | null): CharterRequest | null => (state ? charterRequest(state) : null),
      reads: (request) => [charterQuoteQuery(request)],
      missing: { title: '请先填写包机需求', action: '填写包机需求', step: 'request' },
    }),
  },
});
