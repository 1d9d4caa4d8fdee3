import { BizRequestError, ERRORS, type RequestOptions } from '@/lib/gateway';

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

/** Request options that show these refusals in place (no toast); anything else is toasted. */
export function shownInPlace(codes: readonly string[]): RequestOptions {
  return { onBizError: Object.fromEntries(codes.map((code) => [code, () => undefined])) };
}

/** The refusal, when `error` is one of `codes`. */
export function refusalOf(error: unknown, codes: readonly string[]): BizRequestError | undefined {
  return error instanceof BizRequestError && error.errorCode && codes.includes(error.errorCode) ? error : undefined;
}

/** What the flight list says after a choose-again refusal. */
export function chooseAgainMessage(error: BizRequestError): string {
  return `${error.errorMsg ?? '所选航班已不可预订'}。请重新选择航班。`;
}
