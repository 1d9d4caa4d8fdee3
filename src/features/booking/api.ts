import { queryOptions } from '@tanstack/react-query';
import { CHOOSE_AGAIN_CODES, inPlaceQuoteQuery, shownInPlace } from '@/components/booking/refusals';
import { bookingApi, call, ERRORS, type FlightSearch, type FlightSelection, type PassengerCounts, type RequestOf } from '@/lib/gateway';
import { defineWrite } from '@/lib/mutation-kit';

/** Keys of the normal area's booking reads: flights (seats change) and quotes. */
export const bookingKeys = {
  all: ['booking'] as const,
  flights: (request: FlightSearch & PassengerCounts) => ['booking', 'flights', request] as const,
  quote: (request: QuoteRequest) => ['booking', 'quote', request] as const,
};

/** The individual orders' lists and details (the personal order screens' key root, features/order). */
const PERSONAL_ORDER_KEY_ROOT = ['personalOrder'] as const;

/** Seats move: a flight list older than this is read again when a screen mounts. */
const FLIGHTS_STALE_MS = 30_000;

/** The flights of an itinerary with their cabins, seats left and fares. */
export const flightOffersQuery = (request: FlightSearch & PassengerCounts) =>
  queryOptions({
    queryKey: bookingKeys.flights(request),
    queryFn: () => call(bookingApi.flightQuery, request),
    staleTime: FLIGHTS_STALE_MS,
  });

export type QuoteRequest = { selections: FlightSelection[] } & PassengerCounts;

/** Refusals of a quote the screen explains in place (with a way back), not as a toast. */
export const QUOTE_IN_PLACE_CODES: readonly string[] = [
  ...CHOOSE_AGAIN_CODES,
  ERRORS.INFANT_WITHOUT_ADULT.code,
  ERRORS.INDIVIDUAL_SIZE_INVALID.code,
  ERRORS.ROUTE_INVALID.code,
];

/** The fare of the chosen flights and cabins for the passengers asked. */
export const quoteQuery = (request: QuoteRequest) =>
  inPlaceQuoteQuery(bookingKeys.quote(request), bookingApi.price, request, QUOTE_IN_PLACE_CODES, FLIGHTS_STALE_MS);

/**
 * Refusals of a create that the screen handles itself: back to the flights (sold out, too late), or
 * the new price shown for a second look (PRICE_CHANGED).
 */
export const CREATE_HANDLED_CODES: readonly string[] = [...CHOOSE_AGAIN_CODES, ERRORS.PRICE_CHANGED.code];

/** Creates the individual order: seats and fares change, and the order lists gain one. */
export const createIndividualOrder = defineWrite({
  write: (input: RequestOf<typeof bookingApi.create>, options) =>
    call(bookingApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  // Marked stale, not read again now: the screen that showed them is being left.
  onSuccess: (_result, _input, queryClient) => queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' }),
  invalidates: [PERSONAL_ORDER_KEY_ROOT],
});
