import { queryOptions } from '@tanstack/react-query';
import { CHOOSE_AGAIN_CODES, inPlaceQuoteQuery, shownInPlace } from '@/components/booking/refusals';
import { call, charterApi, ERRORS, type CharterRequest, type RequestOf } from '@/lib/gateway';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';

/** Aircraft are held as agencies book: a quote older than this is read again when the screen mounts. */
const AIRCRAFT_STALE_MS = 30_000;

/** The aircraft types chartered; they do not change while the portal runs. */
export const charterAircraftQuery = () =>
  queryOptions({
    queryKey: [KEY_ROOTS.charter, 'aircraft'] as const,
    queryFn: () => call(charterApi.aircraft, {}),
    staleTime: Infinity,
  });

/** The request's refusals, each shown at the field it belongs to (and in the quote's card), not as toasts. */
export const CHARTER_FIELD_REFUSALS = {
  [ERRORS.CHARTER_AIRCRAFT_UNKNOWN.code]: 'aircraftType',
  [ERRORS.CHARTER_ROUTE_NOT_SERVED.code]: 'to',
  [ERRORS.CHARTER_DATES_INVALID.code]: 'date',
  [ERRORS.CHARTER_TOO_SOON.code]: 'date',
  [ERRORS.CHARTER_NO_AIRCRAFT.code]: 'date',
  [ERRORS.CHARTER_OVER_CAPACITY.code]: 'passengers',
} as const;

/** Refusals shown where they arise (with the way back to change the request), not as toasts. */
export const CHARTER_IN_PLACE_CODES: readonly string[] = [...CHOOSE_AGAIN_CODES, ...Object.keys(CHARTER_FIELD_REFUSALS)];

export const charterQuoteQuery = (request: CharterRequest) =>
  inPlaceQuoteQuery([KEY_ROOTS.charter, 'quote', request], charterApi.quote, request, CHARTER_IN_PLACE_CODES, AIRCRAFT_STALE_MS);

/** Create refusals the screen handles itself: shown in place, or the new price to look at. */
const CREATE_HANDLED_CODES: readonly string[] = [...CHARTER_IN_PLACE_CODES, ERRORS.PRICE_CHANGED.code];

/** Holds the aircraft: a BOOKED team order; the quotes (aircraft held) and the orders change. */
export const createCharterOrder = defineWrite({
  write: (input: RequestOf<typeof charterApi.create>, options) =>
    call(charterApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  invalidates: [rootKey('charter'), rootKey('order')],
});
