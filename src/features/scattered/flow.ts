import { bookingSearch, readBookingState, toFlightSearch, toSelections, type BookingState } from '@/lib/booking-search';
import { defineFlow, flowStep } from '@/lib/flow-kit';
import type { PassengerCounts, ScatteredSelection } from '@/lib/gateway';
import { scatteredAirportsQuery, shoppingQuery, verifyQuery } from './api';

/**
 * 散客票: the search and its shopping on one page (airports, one way or round trip, date, passengers by
 * type → flights with their classes, fares, seats and rules), or an imported PNR → the passengers, the
 * contact and the price verified again → the summary and create. The address holds it all but the
 * passengers (personal data: the verify form's draft keeps them for the tab):
 *
 *   ?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=2&chd=0&inf=0   the search (lib/booking-search.ts)
 *   &out=XY5101~B&in=…                                          the chosen flights and classes
 *   &seen=68000,70000                                           the adult fares seen while shopping, per leg
 *   &pnr=KQ7M2A                                                 the PNR the booking came from
 */
export interface ScatteredState extends BookingState {
  /** Adult fare of each chosen leg as shopping showed it (verify says when it changed). */
  seen?: number[];
  pnr?: string;
}

export type ScatteredStep = 'search' | 'verify' | 'confirm';

export interface ChosenNeeds {
  counts: PassengerCounts;
  selections: ScatteredSelection[];
}

const PNR = /^[A-Z0-9]{5,6}$/;

export function readScatteredState(search: URLSearchParams): ScatteredState | null {
  const state = readBookingState(search);
  if (!state) return null;
  const seen = (search.get('seen') ?? '')
    .split(',')
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
  const pnr = search.get('pnr') ?? '';
  return { ...state, ...(seen.length > 0 ? { seen } : {}), ...(PNR.test(pnr) ? { pnr } : {}) };
}

export function scatteredSearch(state: ScatteredState): string {
  const params = new URLSearchParams(bookingSearch(state).slice(1));
  if (state.seen && state.seen.length > 0) params.set('seen', state.seen.join(','));
  if (state.pnr) params.set('pnr', state.pnr);
  return `?${params.toString()}`;
}

/** The chosen legs with their classes and the fares seen, or null while a leg or a class is unchosen. */
export function scatteredSelections(state: ScatteredState): ScatteredSelection[] | null {
  const selections = toSelections(state);
  if (!selections || selections.some((selection) => !selection.cabin)) return null;
  return selections.map((selection, index) => ({
    ...selection,
    cabin: selection.cabin!,
    ...(state.seen?.[index] !== undefined ? { seenFare: state.seen[index] } : {}),
  }));
}

const chosen = (state: ScatteredState | null): ChosenNeeds | null => {
  const selections = state && scatteredSelections(state);
  return state?.counts && selections ? { counts: state.counts, selections } : null;
};

export const shoppingOf = (state: ScatteredState, counts: PassengerCounts) => shoppingQuery({ ...toFlightSearch(state.trip), ...counts });

export const scatteredFlow = defineFlow<ScatteredState, ScatteredStep>({
  codec: { read: readScatteredState, write: scatteredSearch },
  always: [scatteredAirportsQuery()],
  steps: {
    search: flowStep({
      route: 'scattered',
      label: '查询航班',
      needs: () => ({}),
      reads: (_needs, state: ScatteredState) => (state.counts ? [shoppingOf(state, state.counts)] : []),
    }),
    verify: flowStep({
      route: 'scatteredVerify',
      label: '旅客与验价',
      needs: chosen,
      reads: ({ counts, selections }) => [verifyQuery({ selections, ...counts })],
      missing: { title: '请先选择航班和舱位', action: '查询航班', step: 'search' },
    }),
    confirm: flowStep({
      route: 'scatteredConfirm',
      label: '确认订单',
      needs: chosen,
      missing: { title: '请先选择航班和舱位', action: '查询航班', step: 'search' },
    }),
  },
  // Back to the search keeps the search and the counts, not the choice.
  keep: (state, step) => (state && step === 'search' ? { trip: state.trip, ...(state.counts ? { counts: state.counts } : {}) } : state),
});
