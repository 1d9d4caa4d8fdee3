import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { BizRequestError, call, ERRORS, type Endpoint, type RequestOptions } from '@/lib/gateway';

/**
 * Refusals that send the user back to choose flights again: the seats went (someone else booked
 * them), the flight closed for sale, or it no longer flies.
 */
export const CHOOSE_AGAIN_CODES: readonly string[] = [
  ERRORS.SOLD_OUT.code,
  ERRORS.BOOKING_TOO_LATE.code,
  ERRORS.FLIGHT_NOT_FOUND.code,
  ERRORS.CABIN_NOT_FOUND.code,
];

/**
 * Request options that show these refusals in place (no toast); anything else is toasted. Given a
 * write's own `options`, they are kept, and their handlers (a refusal shown at its field) win.
 */
export function shownInPlace(codes: readonly string[], options: RequestOptions = {}): RequestOptions {
  return { ...options, onBizError: { ...Object.fromEntries(codes.map((code) => [code, () => undefined])), ...options.onBizError } };
}

/** The refusal, when `error` is one of `codes`. */
export function refusalOf(error: unknown, codes: readonly string[]): BizRequestError | undefined {
  return error instanceof BizRequestError && error.errorCode && codes.includes(error.errorCode) ? error : undefined;
}

/** What the flight list says after a choose-again refusal. */
export function chooseAgainMessage(error: BizRequestError): string {
  return `${error.errorMsg ?? '所选航班已不可预订'}。请重新选择航班。`;
}

/**
 * The price of a journey's choice (flights and cabins, an offer's departure, a charter): the endpoint's
 * quote, with the refusals that send the user back to choose again shown on the quote step instead of
 * toasted, and kept for `staleTime` (seats and fares move as agencies book).
 */
export function inPlaceQuoteQuery<Req, Quote>(
  queryKey: QueryKey,
  endpoint: Endpoint<Req, { quote: Quote }>,
  request: Req,
  inPlaceCodes: readonly string[],
  staleTime: number,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => (await call(endpoint, request, shownInPlace(inPlaceCodes))).quote,
    staleTime,
  });
}
