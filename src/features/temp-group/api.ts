import { queryOptions } from '@tanstack/react-query';
import { CHOOSE_AGAIN_CODES, inPlaceQuoteQuery, shownInPlace } from '@/components/booking/refusals';
import {
  call,
  ERRORS,
  orderApi,
  tempGroupApi,
  type FlightSearch,
  type FlightSelection,
  type PageRequest,
  type PassengerCounts,
  type RequestOf,
} from '@/lib/gateway';
import { toFlightSearch, toSelections, type BookingState } from '@/lib/booking-search';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';
import { toPaged } from '@/lib/query';

export type GroupFlightRequest = FlightSearch & { groupCount: number };
export type GroupQuoteRequest = { selections: FlightSelection[] } & PassengerCounts;

/** Every order list and detail (the order screens' key root). */
const ORDER_KEY_ROOT = rootKey('order');

export const tempGroupKeys = {
  all: rootKey('tempGroup'),
  flights: (request: GroupFlightRequest) => [KEY_ROOTS.tempGroup, 'flights', request] as const,
  quote: (request: GroupQuoteRequest) => [KEY_ROOTS.tempGroup, 'quote', request] as const,
  /** Under the order root, so any order write refreshes it. */
  openRequests: (page: PageRequest) => [...ORDER_KEY_ROOT, 'temp-open', page] as const,
};

/** Group seats move as agents book: a list older than this is read again when a screen mounts. */
const FLIGHTS_STALE_MS = 30_000;

/** Refusals shown at the field they are about (the flight query's count, the quote's counts). */
export const COUNT_FIELD_CODES = {
  [ERRORS.GROUP_SIZE_INVALID.code]: 'adultCount',
  [ERRORS.INFANT_WITHOUT_ADULT.code]: 'infantCount',
} as const;

export const groupFlightsQuery = (request: GroupFlightRequest) =>
  queryOptions({
    queryKey: tempGroupKeys.flights(request),
    queryFn: () => call(tempGroupApi.flightQuery, request, shownInPlace([ERRORS.GROUP_SIZE_INVALID.code])),
    staleTime: FLIGHTS_STALE_MS,
  });

/** Quote refusals explained in place (at the counts, or with a way back to the flights). */
export const QUOTE_IN_PLACE_CODES: readonly string[] = [
  ...CHOOSE_AGAIN_CODES,
  ...Object.keys(COUNT_FIELD_CODES),
  ERRORS.ROUTE_INVALID.code,
];

export const groupQuoteQuery = (request: GroupQuoteRequest) =>
  inPlaceQuoteQuery(tempGroupKeys.quote(request), tempGroupApi.price, request, QUOTE_IN_PLACE_CODES, FLIGHTS_STALE_MS);

/** The agent's open group requests: temporary groups still BOOKED (deposit or balance to pay). */
export const openRequestsQuery = (page: PageRequest) =>
  queryOptions({
    queryKey: tempGroupKeys.openRequests(page),
    queryFn: async () => toPaged(await call(orderApi.list, { ...page, channel: 'TEMP', status: 'BOOKED' }), 'orderList', page),
  });

/** Create refusals the screen handles itself: back to the flights, or the new price to look at. */
export const CREATE_HANDLED_CODES: readonly string[] = [...CHOOSE_AGAIN_CODES, ERRORS.PRICE_CHANGED.code];

/** Holds the seats: a BOOKED team order with its deadlines. */
export const createTempGroup = defineWrite({
  write: (input: RequestOf<typeof tempGroupApi.create>, options) =>
    call(tempGroupApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  // Marked stale, not read again now: the screen that showed them is being left.
  onSuccess: (_result, _input, queryClient) => queryClient.invalidateQueries({ queryKey: tempGroupKeys.all, refetchType: 'none' }),
  invalidates: [ORDER_KEY_ROOT],
});

export interface GroupReads {
  flights: GroupFlightRequest;
  quote: GroupQuoteRequest;
}

/** The temporary group's reads for an address: the flights it was chosen from and the quote. */
export function groupReads(state: BookingState | null): GroupReads | null {
  const selections = state && toSelections(state);
  if (!state || !selections || !state.counts) return null;
  const groupCount = state.count ?? state.counts.adultCount + state.counts.childCount;
  return { flights: { ...toFlightSearch(state.trip), groupCount }, quote: { selections, ...state.counts } };
}
