import { queryOptions } from '@tanstack/react-query';
import { CHOOSE_AGAIN_CODES, shownInPlace } from '@/components/booking/refusals';
import { SeriesStatus, SeriesType } from '@/domain/series';
import { defineDetail } from '@/lib/detail-kit';
import {
  call,
  ERRORS,
  payApi,
  seriesApi,
  type RequestOf,
  type SeriesCancelRequest,
  type SeriesChoice,
  type SeriesSearch,
  type SeriesAddRequest,
} from '@/lib/gateway';
import { defineList } from '@/lib/list-kit';
import { enumFilter, routeFilters, textFilter, upperCase } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';

/*
 * Series (系列团): the booking flow's reads (the departures a pattern or dates yield, their verify), the
 * create, and a booked series' list, detail, advance details, add people and cancel apply. A series'
 * departures are team orders: every write here changes the orders too.
 */

const SERIES = KEY_ROOTS.series;

/** Group seats move as agencies book: a read older than this is read again when a screen mounts. */
const SEATS_STALE_MS = 30_000;

/** Refusals of the search shown at their field (and in place of the departures), not as toasts; the dates' field is the type's own. */
export const seriesFieldRefusals = (datesField: 'range' | 'dates') =>
  ({
    [ERRORS.GROUP_SIZE_INVALID.code]: 'adultCount',
    [ERRORS.INFANT_WITHOUT_ADULT.code]: 'infantCount',
    [ERRORS.SERIES_RANGE_INVALID.code]: datesField,
    [ERRORS.SERIES_NO_DEPARTURE.code]: datesField,
    [ERRORS.ROUTE_INVALID.code]: 'to',
  }) as const;

export const SERIES_IN_PLACE_CODES: readonly string[] = [
  ...CHOOSE_AGAIN_CODES,
  ...Object.keys(seriesFieldRefusals('range')),
  ERRORS.SERIES_DEPARTURE_UNAVAILABLE.code,
];

export const seriesDeparturesQuery = (search: SeriesSearch) =>
  queryOptions({
    queryKey: [SERIES, 'departures', search] as const,
    queryFn: () => call(seriesApi.flightQuery, search, shownInPlace(SERIES_IN_PLACE_CODES)),
    staleTime: SEATS_STALE_MS,
  });

/** The verify of the chosen departures with the totals the agent saw: never cached (it is the check). */
export const seriesVerifyQuery = (search: SeriesSearch, departures: readonly SeriesChoice[]) =>
  queryOptions({
    queryKey: [SERIES, 'verify', search, departures] as const,
    queryFn: () => call(seriesApi.verify, { ...search, departures: [...departures] }, shownInPlace(SERIES_IN_PLACE_CODES)),
    staleTime: 0,
  });

/** Create refusals the screen handles itself: a departure gone (verify again), the new price to look at. */
export const CREATE_HANDLED_CODES: readonly string[] = [...SERIES_IN_PLACE_CODES, ERRORS.PRICE_CHANGED.code];

/** Books every chosen departure (a BOOKED team order each) or none. */
export const createSeries = defineWrite({
  write: (input: RequestOf<typeof seriesApi.create>, options) => call(seriesApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  invalidates: [rootKey('series'), rootKey('order'), rootKey('payment')],
});

/** /agent/orderCenter/series: the agency's series. */
export const seriesList = defineList({
  entity: SERIES,
  endpoint: seriesApi.list,
  listKey: 'seriesList',
  filters: {
    seriesNo: textFilter({ label: '系列团编号', placeholder: '如 SR100101', normalize: upperCase, maxLength: 8, width: 140 }),
    ...routeFilters('如 CAN'),
    seriesType: enumFilter(SeriesType, { label: '类型' }),
    status: enumFilter(SeriesStatus),
  },
});

export const seriesDetail = defineDetail({
  entity: SERIES,
  endpoint: seriesApi.detail,
  param: 'seriesNo',
  select: (res) => res.series,
  idPattern: RECORD_NUMBER.series,
});

export const seriesAdvanceQuery = (seriesNo: string) =>
  queryOptions({
    queryKey: [SERIES, 'advance', seriesNo] as const,
    queryFn: async () => (await call(seriesApi.advance, { seriesNo })).advance,
  });

/** Refusals of an add-people quote shown in the dialog, not as toasts. */
export const ADD_PEOPLE_IN_PLACE: readonly string[] = [
  ERRORS.SERIES_ADD_PEOPLE_FORBIDDEN.code,
  ERRORS.GROUP_SIZE_INVALID.code,
  ERRORS.INFANT_WITHOUT_ADULT.code,
  ERRORS.SOLD_OUT.code,
  ERRORS.PARAM_INVALID.code,
];

export const addPeopleQuoteQuery = (request: SeriesAddRequest) =>
  queryOptions({
    queryKey: [SERIES, 'add-quote', request] as const,
    queryFn: async () => (await call(seriesApi.fare, request, shownInPlace(ADD_PEOPLE_IN_PLACE))).quote,
    staleTime: 0,
  });

const CHANGES_ORDERS = [rootKey('series'), rootKey('order'), rootKey('payment')];

export const addPeople = defineWrite({ endpoint: seriesApi.addPeople, invalidates: CHANGES_ORDERS });

export const cancelQuoteQuery = (request: SeriesCancelRequest) =>
  queryOptions({
    queryKey: [SERIES, 'cancel-quote', request] as const,
    queryFn: async () => (await call(seriesApi.cancelQuote, request)).quote,
    staleTime: 0,
  });

export const cancelSeries = defineWrite({ endpoint: seriesApi.cancelApply, invalidates: CHANGES_ORDERS });

/**
 * 合并支付: the chosen milestones of the series' departures in one batch payment (/pay/batch, prepaid
 * only, all or none). The body carries the attempt's key (lib/pay-attempt.ts): a retry after no answer
 * sends it again and the gateway answers the first payments.
 */
export const payBatch = defineWrite({
  endpoint: payApi.batchPayment,
  invalidates: [rootKey('series'), rootKey('order'), rootKey('payment'), rootKey('prepaid'), rootKey('transaction')],
});
