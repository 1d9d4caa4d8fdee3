import { queryOptions } from '@tanstack/react-query';
import { OrderStatus } from '@/domain/order';
import { orderKindCalls } from '@/lib/order-calls';
import {
  call,
  ERRORS,
  onNegativeGroupCount,
  orderApi,
  personalOrderApi,
  ancillaryApi,
  type OrderQuery,
  type RequestOptions,
} from '@/lib/gateway';
import { defineList } from '@/lib/list-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import {
  bookDatesFilter,
  booleanFilter,
  enumFilter,
  flightDatesFilter,
  orderNoFilter,
  pnrFilter,
  routeFilters,
  withoutAll,
  type ListParams,
} from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { gatewayDayjs } from '@/lib/dates';
import { writeWorkbook } from '@/lib/excel';
import { exportSheet } from './order-export';

/*
 * The order centre's reads and writes (agent area: team orders; normal area: the person's own
 * orders). Every read and write of an order sits under one key root, so a write reloads the list,
 * the detail and the detail's tabs (log, tickets, PNR) together.
 */

const ORDER = KEY_ROOTS.order;
const PERSONAL_ORDER = KEY_ROOTS.personalOrder;

/** /agent/orderCenter/order: the agency's team orders. */
export const teamOrderList = defineList({
  entity: ORDER,
  endpoint: orderApi.list,
  listKey: 'orderList',
  filters: {
    orderNo: orderNoFilter(),
    pnr: pnrFilter(),
    ...routeFilters('如 CTU'),
    flightDates: flightDatesFilter(),
    bookDates: bookDatesFilter(),
    // Shown as the status tabs above the table, not in the bar.
    status: enumFilter(OrderStatus),
    // Set by the home's "待补录名单" and "待出票" links only.
    namesIncomplete: booleanFilter(),
    ticketable: booleanFilter(),
  },
  request: withoutAll,
  extra: (res) => ({ statusCounts: res.statusCounts }),
  formId: 'team-order-filter',
});
export type TeamOrderListParams = ListParams<typeof teamOrderList.filters>;

/** The export's filter: the list's filters without the page. */
export function exportQuery(params: TeamOrderListParams): OrderQuery {
  const { currentPage: _page, perSize: _size, ...filters } = withoutAll(params);
  return filters;
}

/** /agent/orderCenter/order/{orderNo}: one team order, and its cancel. */
const teamOrder = orderKindCalls({ entity: ORDER, detail: orderApi.detail, cancel: orderApi.cancel, orderNo: RECORD_NUMBER.teamOrder });
export const teamOrderDetail = teamOrder.detail;

const orderKeys = {
  log: (orderNo: string) => [ORDER, 'log', orderNo] as const,
  tickets: (orderNo: string) => [ORDER, 'tickets', orderNo] as const,
  pnr: (orderNo: string) => [ORDER, 'pnr', orderNo] as const,
  cancelDetail: (orderNo: string) => [ORDER, 'cancel-detail', orderNo] as const,
  crewTemplate: [ORDER, 'crew-template'] as const,
};

/** The detail's log tab (read when the tab opens). */
export const orderLogQuery = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.log(orderNo), queryFn: async () => (await call(orderApi.log, { orderNo })).logList });

/** The detail's ticket tab. */
export const orderTicketsQuery = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.tickets(orderNo), queryFn: async () => (await call(orderApi.ticketDetail, { orderNo })).ticketList });

/** The detail's PNR tab. */
export const orderPnrQuery = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.pnr(orderNo), queryFn: async () => (await call(orderApi.pnrDetail, { orderNo })).pnrDetail });

/** What cancelling the order would do; asked afresh each time the cancel dialog opens. */
export const cancelDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.cancelDetail(orderNo),
    queryFn: async () => (await call(orderApi.cancelDetail, { orderNo })).cancelDetail,
    staleTime: 0,
  });

/**
 * Refusals of a seat-release count that belong beside the count field (no toast): the count would
 * leave the group below its named passengers (B2T-2004-04-016) or is out of range (04-015).
 */
export const SEAT_COUNT_CODES: readonly string[] = [ERRORS.NEGATIVE_GROUP_COUNT.code, ERRORS.RELEASE_COUNT_INVALID.code];

const seatCountOptions = (): RequestOptions =>
  onNegativeGroupCount(() => undefined, { onBizError: { [ERRORS.RELEASE_COUNT_INVALID.code]: () => undefined } });

/** Every quote of the order's seat release (asked again when the gateway says a quote has changed). */
export const seatQuotesKey = (orderNo: string) => [ORDER, 'seat-quote', orderNo] as const;

/** What releasing `count` seats would do (forfeit, refund, group count after), before the agent confirms. */
export const seatReleaseQuoteQuery = (orderNo: string, count: number) =>
  queryOptions({
    queryKey: [...seatQuotesKey(orderNo), count] as const,
    queryFn: async () => (await call(orderApi.seatReleaseQuote, { orderNo, count }, seatCountOptions())).quote,
    staleTime: 0,
  });

/** The crew-list template's columns (the gateway defines them; they do not change during a visit). */
export const crewTemplateQuery = () =>
  queryOptions({ queryKey: orderKeys.crewTemplate, queryFn: () => call(orderApi.crewTemplate, {}), staleTime: Infinity });

// ---------------------------------------------------------------------------------------------
// Writes: each reloads every order read (list, detail, tabs).

const ALL_ORDERS = [teamOrderList.keys.all];

export const cancelOrder = teamOrder.cancel;
export const batchCancelOrders = defineWrite({ endpoint: orderApi.batchCancel, invalidates: ALL_ORDERS });
export const releaseSeats = defineWrite({ endpoint: orderApi.releaseSeats, invalidates: ALL_ORDERS });
export const issueTickets = defineWrite({ endpoint: orderApi.issueTickets, invalidates: ALL_ORDERS });
export const updateContact = defineWrite({ endpoint: orderApi.contactUpdate, invalidates: ALL_ORDERS });
export const addRemark = defineWrite({ endpoint: orderApi.remarkAdd, invalidates: ALL_ORDERS });
export const deletePassenger = defineWrite({ endpoint: orderApi.passengerDelete, invalidates: ALL_ORDERS });
export const batchDeletePassengers = defineWrite({ endpoint: orderApi.passengerBatchDelete, invalidates: ALL_ORDERS });
export const savePassengers = defineWrite({ endpoint: orderApi.passengerSave, invalidates: ALL_ORDERS });
export const importPassengers = defineWrite({ endpoint: orderApi.passengerBatchImport, invalidates: ALL_ORDERS });
export const changePassengers = defineWrite({ endpoint: orderApi.passengerChange, invalidates: ALL_ORDERS });
export const confirmNameChange = defineWrite({ endpoint: orderApi.passengerChangeConfirm, invalidates: ALL_ORDERS });

// ---------------------------------------------------------------------------------------------
// Ancillary orders of the order (meals, extra baggage): read when their tab opens, under the order root.

/** What may be bought for the order's passengers now, at the gateway's prices. */
export const ancillaryProductsQuery = (orderNo: string) =>
  queryOptions({ queryKey: [ORDER, 'ancillary-products', orderNo] as const, queryFn: () => call(ancillaryApi.products, { orderNo }) });

/** The order's ancillary orders, newest first. */
export const ancillaryListQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [ORDER, 'ancillary', orderNo] as const,
    queryFn: async () => (await call(ancillaryApi.list, { orderNo })).ancillaryList,
  });

/** A new ancillary order is owed: the order (its log, its list) and what is payable change. */
export const createAncillary = defineWrite({ endpoint: ancillaryApi.create, invalidates: [rootKey('order'), rootKey('payment')] });
export const cancelAncillary = defineWrite({ endpoint: ancillaryApi.cancel, invalidates: [rootKey('order'), rootKey('payment')] });

/** The later flights of the route the group may move to, priced now (read when the delay dialog opens). */
export const delayOptionsQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [ORDER, 'delay-options', orderNo] as const,
    queryFn: async () => (await call(ancillaryApi.delayOptions, { orderNo })).options,
  });

/** A delay holds seats on the new flight and is owed: flights, the order and what is payable change. */
export const createDelay = defineWrite({
  endpoint: ancillaryApi.delay,
  invalidates: [rootKey('order'), rootKey('payment'), rootKey('tempGroup')],
});

/** Every order of the filter into an .xlsx (the gateway caps the count and says when it did). */
export const exportOrders = defineWrite({
  write: async (query: OrderQuery, options: RequestOptions) => {
    const { orderList, truncated } = await call(orderApi.export, query, options);
    await writeWorkbook(`团队订单_${gatewayDayjs().format('YYYYMMDD_HHmm')}.xlsx`, [exportSheet(orderList)]);
    return { count: orderList.length, truncated };
  },
});

// ---------------------------------------------------------------------------------------------
// The agent home's work queue: the list's own options, so the home and the list share the cache.

export const TICKETABLE_PARAMS: TeamOrderListParams = { currentPage: 1, perSize: 5, ticketable: true };
export const NAMES_INCOMPLETE_PARAMS: TeamOrderListParams = { currentPage: 1, perSize: 5, namesIncomplete: true };
export const RECENT_ORDERS_PARAMS: TeamOrderListParams = { currentPage: 1, perSize: 5 };

/** Orders whose named passengers can be ticketed now, soonest departure first. */
export const ticketableQuery = () => teamOrderList.query(TICKETABLE_PARAMS);
/** Orders whose name list is still short before its deadline. */
export const namesIncompleteQuery = () => teamOrderList.query(NAMES_INCOMPLETE_PARAMS);
/** The latest orders of the agency. */
export const recentOrdersQuery = () => teamOrderList.query(RECENT_ORDERS_PARAMS);

// ---------------------------------------------------------------------------------------------
// Normal area: the person's own orders.

/** /normal/order/list */
export const personalOrderList = defineList({
  entity: PERSONAL_ORDER,
  endpoint: personalOrderApi.list,
  listKey: 'orderList',
  filters: {
    orderNo: orderNoFilter({ placeholder: '如 NO200101' }),
    status: enumFilter(OrderStatus, { label: '订单状态', placeholder: '全部', width: 140 }),
    flightDates: flightDatesFilter(),
  },
  request: withoutAll,
  formId: 'personal-order-filter',
});

/** /normal/order/list/{orderNo}, and its cancel. */
const personalOrder = orderKindCalls({
  entity: PERSONAL_ORDER,
  detail: personalOrderApi.detail,
  cancel: personalOrderApi.cancel,
  orderNo: RECORD_NUMBER.personalOrder,
});
export const personalOrderDetail = personalOrder.detail;
export const cancelPersonalOrder = personalOrder.cancel;
