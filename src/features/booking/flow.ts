import { airportsQuery } from '@/components/booking/airports';
import { bookingSearch, readBookingState, toFlightSearch, toSelections, type BookingState } from '@/lib/booking-search';
import { defineFlow, flowStep } from '@/lib/flow-kit';
import type { FlightSelection, PassengerCounts } from '@/lib/gateway';
import { flightOffersQuery, quoteQuery } from './api';

export type BookingStep = 'reserver' | 'price' | 'create';

/** The flights step's needs: the search with its counts, and the chosen legs once every one is chosen. */
export interface FlightsNeeds {
  counts: PassengerCounts;
  selections: FlightSelection[] | null;
}

/** The create step's needs: every leg chosen. */
export interface CreateNeeds {
  counts: PassengerCounts;
  selections: FlightSelection[];
}

const flightsOf = (state: BookingState, counts: PassengerCounts) => flightOffersQuery({ ...toFlightSearch(state.trip), ...counts });

/**
 * 机票预订 (normal area): the itinerary and the passengers by type → flights by cabin, the quote once
 * each leg is chosen → the passengers and the contact → an individual order awaiting payment. The
 * address holds it all (lib/booking-search.ts).
 */
export const bookingFlow = defineFlow<BookingState, BookingStep>({
  codec: { read: readBookingState, write: bookingSearch },
  always: [airportsQuery()],
  steps: {
    reserver: flowStep({ route: 'normalBook', label: '行程与人数', needs: () => ({}) }),
    price: flowStep({
      route: 'normalBookPrice',
      label: '选择航班舱位',
      needs: (state: BookingState | null): FlightsNeeds | null =>
        state?.counts ? { counts: state.counts, selections: toSelections(state) } : null,
      reads: ({ counts, selections }, state) => [flightsOf(state, counts), ...(selections ? [quoteQuery({ selections, ...counts })] : [])],
      missing: { title: '请先查询航班', action: '查询航班', step: 'reserver' },
    }),
    create: flowStep({
      route: 'normalBookCreate',
      label: '填写旅客信息',
      needs: (state: BookingState | null): CreateNeeds | null => {
        const selections = state && toSelections(state);
        return state?.counts && selections ? { counts: state.counts, selections } : null;
      },
      reads: ({ counts, selections }, state) => [flightsOf(state, counts), quoteQuery({ selections, ...counts })],
      missing: { title: '请先选择航班和舱位', action: '选择航班', step: 'price' },
    }),
  },
});
