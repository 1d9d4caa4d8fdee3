import type { QueryClient } from '@tanstack/react-query';
import { InvoiceStatus } from '@/domain/invoice';
import { itineraryApi } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import {
  dateRangeFilter,
  enumFilter,
  flightDatesFilter,
  orderNoFilter,
  passengerNameFilter,
  textFilter,
  ticketNoFilter,
} from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS } from '@/lib/query-keys';

/*
 * Electronic itineraries (spec §1, §4, §7; domain.md "Documents"): the organisation's tickets that can
 * be invoiced, the invoices issued (history), one invoice's detail (what the A4 document prints), and
 * the writes — issue, repeat push, cancel (reversal).
 */

/** /agent/itinerary/issue: ticketed tickets not on a live invoice, by order, ticket, passenger, flight date. */
export const invoiceableTicketList = defineList({
  entity: KEY_ROOTS.itineraryTicket,
  endpoint: itineraryApi.ticketQuery,
  listKey: 'ticketList',
  filters: {
    orderNo: orderNoFilter({ placeholder: '订单号', maxLength: 20, width: 150 }),
    ticketNo: ticketNoFilter({ placeholder: '票号或其中一段', maxLength: 20 }),
    passengerName: passengerNameFilter({ placeholder: '姓名关键字', width: 130 }),
    flightDates: flightDatesFilter(),
  },
  formId: 'itinerary-ticket-filter',
});

/** /agent/itinerary/history: the organisation's itineraries by status, apply date, buyer, ticket, order. */
export const invoiceHistoryList = defineList({
  entity: KEY_ROOTS.itinerary,
  endpoint: itineraryApi.list,
  listKey: 'invoiceList',
  filters: {
    status: enumFilter(InvoiceStatus, { label: '状态', placeholder: '全部状态', width: 130 }),
    issueDates: dateRangeFilter('issueDateStart', 'issueDateEnd', { label: '申请日期' }),
    buyerName: textFilter({ label: '购买方', placeholder: '购买方名称关键字', maxLength: 50, width: 170 }),
    ticketNo: ticketNoFilter({ placeholder: '票号或其中一段', maxLength: 20 }),
    orderNo: orderNoFilter({ placeholder: '订单号', maxLength: 20, width: 150 }),
  },
  formId: 'itinerary-history-filter',
});

/** One itinerary: everything its A4 document prints (same key root as the history). */
export const invoiceDetail = defineDetail({
  entity: KEY_ROOTS.itinerary,
  endpoint: itineraryApi.detail,
  param: 'invoiceNo',
  select: (response) => response.invoice,
});

/** The tickets free to invoice may have changed (a print failed, a reversal ended): read them again when next shown. */
export const ticketsMayHaveChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: invoiceableTicketList.keys.all });

/** Issue → WAIT_PRINT: the tickets leave the issue list, the history gains a row. */
export const issueItinerary = defineWrite({
  endpoint: itineraryApi.issue,
  onSuccess: ({ invoice }, _input, queryClient) => {
    queryClient.setQueryData(invoiceDetail.query(invoice.invoiceNo).queryKey, invoice);
  },
  invalidates: [invoiceableTicketList.keys.all, invoiceHistoryList.keys.lists],
});

/** Repeat push of a PRINT_SUCCESS itinerary: the answer is the detail with the new push. */
export const pushItinerary = defineWrite({
  endpoint: itineraryApi.push,
  onSuccess: ({ invoice }, _input, queryClient) => {
    queryClient.setQueryData(invoiceDetail.query(invoice.invoiceNo).queryKey, invoice);
  },
});

/** Cancel (reversal) → WAIT_CANCEL; the tickets are free once CANCEL_SUCCESS. */
export const cancelItinerary = defineWrite({
  endpoint: itineraryApi.cancel,
  onSuccess: ({ invoice }, _input, queryClient) => {
    queryClient.setQueryData(invoiceDetail.query(invoice.invoiceNo).queryKey, invoice);
  },
  invalidates: [invoiceHistoryList.keys.lists],
});
