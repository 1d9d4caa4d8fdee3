import { airportsQuery } from '@/components/booking/airports';
import { bookingSearch, readBookingState, toFlightSearch, type BookingState } from '@/lib/booking-search';
import { defineFlow, flowStep } from '@/lib/flow-kit';
import { groupFlightsQuery, groupQuoteQuery, groupReads, type GroupFlightRequest } from './api';

export type TempGroupStep = 'flights' | 'price' | 'create';

/** The flight query of the address: its itinerary and group size, once both are there. */
export function flightRequest(state: BookingState | null): GroupFlightRequest | null {
  return state?.count !== undefined ? { ...toFlightSearch(state.trip), groupCount: state.count } : null;
}

/**
 * 临时团: the itinerary and group size → flights with group seats → the counts by type and the group
 * fare → the group's details → a BOOKED team order holding the seats. The address holds it all
 * (lib/booking-search.ts).
 */
export const tempGroupFlow = defineFlow<BookingState, TempGroupStep>({
  codec: { read: readBookingState, write: bookingSearch },
  always: [airportsQuery()],
  steps: {
    flights: flowStep({
      route: 'tempGroupFlights',
      label: '查询航班',
      needs: (state: BookingState | null) => ({ flights: flightRequest(state) }),
      reads: ({ flights }) => (flights ? [groupFlightsQuery(flights)] : []),
    }),
    price: flowStep({
      route: 'tempGroupPrice',
      label: '确认人数与运价',
      needs: groupReads,
      reads: (reads) => [groupFlightsQuery(reads.flights), groupQuoteQuery(reads.quote)],
      missing: { title: '请先查询并选择航班', action: '查询航班', step: 'flights' },
    }),
    create: flowStep({
      route: 'tempGroupCreate',
      label: '填写团队信息',
      needs: (state: BookingState | null) => (state?.counts ? groupReads(state) : null),
      reads: (reads) => [groupFlightsQuery(reads.flights), groupQuoteQuery(reads.quote)],
      missing: { title: '请先选择航班并计算团队运价', action: '查询航班', step: 'flights' },
    }),
  },
  // Back to the flights with the search and the group size, not the choice.
  keep: (state, step) => (state && step === 'flights' ? { trip: state.trip, count: state.count } : state),
});
