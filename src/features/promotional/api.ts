import { queryOptions } from '@tanstack/react-query';
import { CHOOSE_AGAIN_CODES, inPlaceQuoteQuery, shownInPlace } from '@/components/booking/refusals';
import { PromoOfferStatus } from '@/domain/promotional';
import { call, ERRORS, promoApi, type PassengerCounts, type PromoSelection, type RequestOf } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { enumFilter, routeFilters } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';

/** Offers' seats move as agencies book: a read older than this is read again when a screen mounts. */
const SEATS_STALE_MS = 30_000;

/** /agent/due/promotional: the published offers, filtered by route, the state as tabs. */
export const promoOfferList = defineList({
  entity: KEY_ROOTS.promotional,
  endpoint: promoApi.list,
  listKey: 'offerList',
  filters: {
    ...routeFilters('如 SYX'),
    status: enumFilter(PromoOfferStatus),
  },
  formId: 'promo-filter',
});

/** One offer with its travel dates and terms. */
export const promoOffer = defineDetail({
  entity: KEY_ROOTS.promotional,
  endpoint: promoApi.detail,
  param: 'offerNo',
  select: (res) => res.offer,
  idPattern: RECORD_NUMBER.promoOffer,
});

export const promoFlightsQuery = (offerNo: string, flightDate: string) =>
  queryOptions({
    queryKey: [KEY_ROOTS.promotional, 'flights', offerNo, flightDate] as const,
    queryFn: async () => (await call(promoApi.flights, { offerNo, flightDate }, shownInPlace(PROMO_IN_PLACE_CODES))).flights,
    staleTime: SEATS_STALE_MS,
  });

/** Refusals shown where they arise (with a way back to choose again), not as toasts. */
export const PROMO_IN_PLACE_CODES: readonly string[] = [
  ...CHOOSE_AGAIN_CODES,
  ERRORS.PROMO_NOT_OPEN.code,
  ERRORS.PROMO_CLOSED.code,
  ERRORS.PROMO_SOLD_OUT.code,
  ERRORS.PROMO_DEPARTURE_INVALID.code,
  ERRORS.PROMO_GROUP_SIZE_INVALID.code,
  ERRORS.INFANT_WITHOUT_ADULT.code,
];

export type PromoQuoteRequest = PromoSelection & PassengerCounts;

export const promoQuoteQuery = (request: PromoQuoteRequest) =>
  inPlaceQuoteQuery([KEY_ROOTS.promotional, 'quote', request], promoApi.price, request, PROMO_IN_PLACE_CODES, SEATS_STALE_MS);

/** Create refusals the screen handles itself: back to choose again, or the new price to look at. */
const CREATE_HANDLED_CODES: readonly string[] = [...PROMO_IN_PLACE_CODES, ERRORS.PRICE_CHANGED.code];

/** Holds the offer's seats: a BOOKED team order; the offers' seats and the orders change. */
export const createPromoOrder = defineWrite({
  write: (input: RequestOf<typeof promoApi.create>, options) => call(promoApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  invalidates: [rootKey('promotional'), rootKey('order')],
});
