import { queryOptions } from '@tanstack/react-query';
import { airportsQuery } from '@/components/booking/airports';
import { CHOOSE_AGAIN_CODES, shownInPlace } from '@/components/booking/refusals';
import { OrderStatus } from '@/domain/order';
import {
  call,
  ERRORS,
  scatteredApi,
  type ChangeChoice,
  type FlightSearch,
  type PassengerCounts,
  type PassengerInput,
  type RequestOptions,
  type ScatteredOrderQuery,
  type ScatteredSelection,
  type RequestOf,
} from '@/lib/gateway';
import { gatewayDayjs } from '@/lib/dates';
import { writeWorkbook } from '@/lib/excel';
import { defineList } from '@/lib/list-kit';
import { orderKindCalls } from '@/lib/order-calls';
import {
  bookDatesFilter,
  enumFilter,
  flightDatesFilter,
  orderNoFilter,
  passengerNameFilter,
  pnrFilter,
  routeFilters,
  ticketNoFilter,
  withoutAll,
  type ListParams,
} from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { orderSheet } from './export';

/*
 * Scattered B2B tickets (散客票): the booking reads (shopping, PNR import, verify, confirm), the order
 * list and detail with their writes (create, cancel, change). The refund requests (退票单) are the one
 * refund entity's (components/refund, features/refund). Orders sit under the scattered order root; a
 * change changes the order and the lists, so each write reloads what it changes.
 */

const SCATTERED = KEY_ROOTS.scattered;
/** Seats and fares move: a shopping answer older than this is read again when a screen mounts. */
const SHOPPING_STALE_MS = 30_000;

/**
 * The airports (spec: the scattered "airports" call). Same key as every booking screen's list, so the
 * shared airport fields read what this warmed and nothing is asked twice in a session.
 */
export const scatteredAirportsQuery = () =>
  queryOptions({ ...airportsQuery(), queryFn: async () => (await call(scatteredApi.airports, {})).airportList });

export type ShoppingRequest = FlightSearch & PassengerCounts;

export const shoppingQuery = (request: ShoppingRequest) =>
  queryOptions({
    queryKey: [SCATTERED, 'shopping', request] as const,
    queryFn: () => call(scatteredApi.shopping, request, shownInPlace(SHOPPING_IN_PLACE_CODES)),
    staleTime: SHOPPING_STALE_MS,
  });

/** Refusals of a search or a price the screens explain in place (with a way back), not as a toast. */
export const SHOPPING_IN_PLACE_CODES: readonly string[] = [
  ...CHOOSE_AGAIN_CODES,
  ERRORS.INDIVIDUAL_SIZE_INVALID.code,
  ERRORS.INFANT_WITHOUT_ADULT.code,
  ERRORS.ROUTE_INVALID.code,
];

export type VerifyRequest = { selections: ScatteredSelection[] } & PassengerCounts;

/** The chosen flights' price verified again (each leg's fare now against the one seen while shopping). */
export const verifyQuery = (request: VerifyRequest) =>
  queryOptions({
    queryKey: [SCATTERED, 'verify', request] as const,
    queryFn: async () => (await call(scatteredApi.verify, request, shownInPlace(SHOPPING_IN_PLACE_CODES))).quote,
    staleTime: 0,
  });

/** The summary's price for the passengers entered (asked again each time the summary opens). */
export const confirmQuery = (selections: ScatteredSelection[], passengers: PassengerInput[]) =>
  queryOptions({
    queryKey: [SCATTERED, 'confirm', selections, passengers] as const,
    queryFn: async () => (await call(scatteredApi.confirm, { selections, passengers }, shownInPlace(SHOPPING_IN_PLACE_CODES))).quote,
    staleTime: 0,
  });

/** PNR refusals shown at the PNR field. */
export const PNR_FIELD_CODES: readonly string[] = [
  ERRORS.SCATTERED_PNR_MALFORMED.code,
  ERRORS.SCATTERED_PNR_NOT_FOUND.code,
  ERRORS.SCATTERED_PNR_BOOKED.code,
  ERRORS.FLIGHT_NOT_FOUND.code,
  ERRORS.BOOKING_TOO_LATE.code,
  ERRORS.ROUTE_INVALID.code,
  ERRORS.INDIVIDUAL_SIZE_INVALID.code,
];

/** Reads a PNR; the answer is kept under its locator for the verify step to fill the passengers from. */
export const importPnr = defineWrite({
  write: async (input: { text: string }, options: RequestOptions) => (await call(scatteredApi.importPnr, input, options)).pnr,
  onSuccess: (pnr, _input, queryClient) => queryClient.setQueryData(importedPnrKey(pnr.pnr), pnr),
});

export const importedPnrKey = (pnr: string) => [SCATTERED, 'pnr', pnr] as const;

/** Create refusals the screen handles itself: back to the flights, or the new price for a second look. */
export const CREATE_HANDLED_CODES: readonly string[] = [...CHOOSE_AGAIN_CODES, ERRORS.PRICE_CHANGED.code];

const ORDERS = [rootKey('scatteredOrder'), rootKey('payment')];

/** Creates the order: seats and fares move (the shopping is stale), the lists gain one and it is payable. */
export const createScatteredOrder = defineWrite({
  write: (input: RequestOf<typeof scatteredApi.create>, options) =>
    call(scatteredApi.create, input, shownInPlace(CREATE_HANDLED_CODES, options)),
  onSuccess: (_result, _input, queryClient) => queryClient.invalidateQueries({ queryKey: [SCATTERED], refetchType: 'none' }),
  invalidates: ORDERS,
});

// ---------------------------------------------------------------------------------------------
// Orders

/** /agent/orderCenter/scattered-order */
export const scatteredOrderList = defineList({
  entity: KEY_ROOTS.scatteredOrder,
  endpoint: scatteredApi.list,
  listKey: 'orderList',
  filters: {
    orderNo: orderNoFilter({ placeholder: '如 SO300101', width: 130 }),
    pnr: pnrFilter({ width: 100 }),
    passengerName: passengerNameFilter({ label: '旅客', width: 110 }),
    ticketNo: ticketNoFilter(),
    ...routeFilters('如 CTU'),
    flightDates: flightDatesFilter(),
    bookDates: bookDatesFilter(),
    // Shown as the status tabs above the table, not in the bar.
    status: enumFilter(OrderStatus),
  },
  request: withoutAll,
  extra: (res) => ({ statusCounts: res.statusCounts }),
  formId: 'scattered-order-filter',
});
export type ScatteredOrderListParams = ListParams<typeof scatteredOrderList.filters>;

/** /agent/orderCenter/scattered-order/{orderNo}, and its cancel (what is payable changes too). */
const scatteredOrder = orderKindCalls({
  entity: KEY_ROOTS.scatteredOrder,
  detail: scatteredApi.detail,
  cancel: scatteredApi.cancel,
  orderNo: RECORD_NUMBER.scatteredOrder,
  cancelInvalidates: [rootKey('payment')],
});
export const scatteredOrderDetail = scatteredOrder.detail;
export const cancelScatteredOrder = scatteredOrder.cancel;

export const exportScatteredOrders = defineWrite({
  write: async (params: ScatteredOrderListParams, options: RequestOptions) => {
    const { currentPage: _page, perSize: _size, ...filters } = withoutAll(params);
    const { orderList, truncated } = await call(scatteredApi.export, filters satisfies ScatteredOrderQuery, options);
    await writeWorkbook(`散客订单_${gatewayDayjs().format('YYYYMMDD_HHmm')}.xlsx`, [orderSheet(orderList)]);
    return { count: orderList.length, truncated };
  },
});

// ---------------------------------------------------------------------------------------------
// Change (改期)

export const changeShoppingQuery = (choice: ChangeChoice, flightDate: string) =>
  queryOptions({
    queryKey: [SCATTERED, 'change-shopping', choice, flightDate] as const,
    queryFn: async () => (await call(scatteredApi.changeShopping, { ...choice, flightDate })).flights,
    staleTime: SHOPPING_STALE_MS,
  });

export type ChangeTarget = ChangeChoice & { flightNo: string; flightDate: string; cabin: string };

export const changeQuoteQuery = (target: ChangeTarget) =>
  queryOptions({
    queryKey: [SCATTERED, 'change-quote', target] as const,
    queryFn: async () => (await call(scatteredApi.changeConfirm, target)).quote,
    staleTime: 0,
  });

/** The change order: the order (its log, its tickets' hold), the lists and what is payable change. */
export const createChangeOrder = defineWrite({
  write: (input: RequestOf<typeof scatteredApi.changeCreate>, options) =>
    call(scatteredApi.changeCreate, input, {
      ...options,
      onBizError: { [ERRORS.PRICE_CHANGED.code]: () => undefined, ...options.onBizError },
    }),
  invalidates: [...ORDERS, [SCATTERED]],
});
