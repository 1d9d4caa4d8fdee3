import { InvoiceStatus } from '@/domain/invoice';
import { ReportKind, ReportStatus } from '@/domain/report';
import { itineraryApi, reportApi, type InvoiceableTicketQuery, type InvoiceQuery } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  invalidParam,
  optionalDate,
  optionalDateRange,
  optionalEnum,
  optionalText,
  paginate,
  requirePage,
  requireText,
} from '../../gateway';
import {
  createReport,
  filterInvoices,
  findOwnInvoice,
  findOwnReport,
  invoiceableTickets,
  invoiceDetail,
  ownerIdOf,
  invoiceSummary,
  issueInvoice,
  keptReports,
  pushAgain,
  recreateReport,
  reportContent,
  requestReversal,
  requireContent,
  requireIssueInput,
  requirePush,
  toReportRow,
} from '../../rules';
import { getState } from '../../store';

/**
 * Documents (endpoints/document.ts): electronic itineraries of the caller's organisation's tickets and
 * its agent reports. Every rule is the gateway's (rules/invoice.ts, rules/report.ts); each endpoint's
 * authCode is in the catalogue, so handle() refuses a forged call before anything here runs.
 */

function readTicketQuery(body: Partial<InvoiceableTicketQuery>): InvoiceableTicketQuery {
  const [flightDateStart, flightDateEnd] = optionalDateRange(body.flightDateStart, body.flightDateEnd, ['航班开始日期', '航班结束日期']);
  return {
    orderNo: optionalText(body.orderNo, '订单号'),
    ticketNo: optionalText(body.ticketNo, '票号'),
    passengerName: optionalText(body.passengerName, '旅客姓名'),
    flightDateStart,
    flightDateEnd,
  };
}

function readInvoiceQuery(body: Partial<InvoiceQuery>): InvoiceQuery {
  const [issueDateStart, issueDateEnd] = optionalDateRange(body.issueDateStart, body.issueDateEnd, ['开具开始日期', '开具结束日期']);
  return {
    status: optionalEnum(body.status, InvoiceStatus.values, '行程单状态'),
    issueDateStart,
    issueDateEnd,
    buyerName: optionalText(body.buyerName, '购买方名称'),
    ticketNo: optionalText(body.ticketNo, '票号'),
    orderNo: optionalText(body.orderNo, '订单号'),
  };
}

const invoiceNoOf = (body: { invoiceNo?: unknown }) => requireText(body.invoiceNo, '行程单号').trim();
const reportNoOf = (body: { reportNo?: unknown }) => requireText(body.reportNo, '报表编号').trim();

export const documentHandlers = [
  // ---- itineraries ----
  authed(itineraryApi.ticketQuery, ({ body, account }) => {
    const page = requirePage(body);
    const state = getState();
    return paginate('ticketList', invoiceableTickets(state, ownerIdOf(state, account), readTicketQuery(body)), page);
  }),

  authed(itineraryApi.issue, ({ body, account }) => {
    const input = requireIssueInput(body);
    return { invoice: invoiceDetail(issueInvoice(getState(), account, input, clock.nowMs())) };
  }),

  authed(itineraryApi.list, ({ body, account }) => {
    const page = requirePage(body);
    const state = getState();
    return paginate('invoiceList', filterInvoices(state, ownerIdOf(state, account), readInvoiceQuery(body)).map(invoiceSummary), page);
  }),

  authed(itineraryApi.detail, ({ body, account }) => ({ invoice: invoiceDetail(findOwnInvoice(getState(), account, invoiceNoOf(body))) })),

  authed(itineraryApi.push, ({ body, account }) => {
    const invoice = findOwnInvoice(getState(), account, invoiceNoOf(body));
    pushAgain(invoice, requirePush(body.push), account.displayName, clock.nowMs());
    return { invoice: invoiceDetail(invoice) };
  }),

  authed(itineraryApi.cancel, ({ body, account }) => {
    const invoice = findOwnInvoice(getState(), account, invoiceNoOf(body));
    requestReversal(invoice, body.reason, account.displayName, clock.nowMs());
    return { invoice: invoiceDetail(invoice) };
  }),

  // ---- agent reports ----
  authed(reportApi.create, ({ body, account }) => {
    if (!ReportKind.is(body.kind)) throw invalidParam('报表类型取值不正确');
    const dateStart = optionalDate(body.dateStart, '开始日期');
    const dateEnd = optionalDate(body.dateEnd, '结束日期');
    if (!dateStart || !dateEnd) throw invalidParam('请选择报表的开始和结束日期');
    const now = clock.nowMs();
    return { report: toReportRow(createReport(getState(), account, { kind: body.kind, dateStart, dateEnd }, now), now) };
  }),

  authed(reportApi.list, ({ body, account }) => {
    const page = requirePage(body);
    const kind = optionalEnum(body.kind, ReportKind.values, '报表类型');
    const status = optionalEnum(body.status, ReportStatus.values, '报表状态');
    const now = clock.nowMs();
    const state = getState();
    const rows = keptReports(state, ownerIdOf(state, account), now)
      .filter((report) => (kind === undefined || report.kind === kind) && (status === undefined || report.status === status))
      .map((report) => toReportRow(report, now));
    return paginate('reportList', rows, page);
  }),

  authed(reportApi.detail, ({ body, account }) => {
    const now = clock.nowMs();
    return { report: toReportRow(findOwnReport(getState(), account, reportNoOf(body), now), now) };
  }),

  authed(reportApi.recreate, ({ body, account }) => {
    const now = clock.nowMs();
    const state = getState();
    const report = findOwnReport(state, account, reportNoOf(body), now);
    recreateReport(state, report, account.displayName, now);
    return { report: toReportRow(report, now) };
  }),

  authed(reportApi.content, ({ body, account }) => {
    const state = getState();
    const report = findOwnReport(state, account, reportNoOf(body), clock.nowMs());
    requireContent(report);
    return { content: reportContent(state, report) };
  }),
];
