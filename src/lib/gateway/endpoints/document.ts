import { AUTH } from '@/config/auth-codes';
import type { InvoiceAction, InvoiceBuyerType, InvoicePushChannel, InvoiceStatus } from '@/domain/invoice';
import type { TicketStatus } from '@/domain/order';
import type { IdType, PassengerType } from '@/domain/passenger';
import type { ReportColumnType, ReportKind, ReportStatus } from '@/domain/report';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type ClockText,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';
import type { OrderLogEntry } from './order';

const endpoint = endpointsOf('document');

/*
 * Documents (spec §7 "Electronic itinerary", "Agent report"; domain.md "Documents").
 *
 * Electronic itineraries (e-invoices) of ticketed tickets of the caller's organisation: a ticket is on
 * at most one live invoice (WAIT_PRINT, PRINT_SUCCESS, WAIT_CANCEL); a failed or reversed invoice frees
 * its tickets. Issue → WAIT_PRINT → PRINT_SUCCESS | PRINT_FAILED; cancel (reversal, PRINT_SUCCESS only)
 * → WAIT_CANCEL → CANCEL_SUCCESS; both steps end on the gateway's clock. The detail holds everything the
 * A4 document prints. Money is integer fen; times gateway ISO strings; dates YYYY-MM-DD.
 *
 * Agent reports of the caller's organisation: CREATED → GENERATING (progress) → SUCCESS | FAILED; a
 * FAILED one can be recreated; the list keeps 30 days. A finished report's content travels as
 * columns and rows, which the portal writes as the .xlsx.
 */

// ---- itineraries ----

/** One flight of a ticket, as the itinerary prints it. */
export interface ItineraryFlight {
  flightNo: string;
  flightDate: DateText;
  /** HH:mm local */
  depTime: ClockText;
  arrTime: ClockText;
  depAirport: string;
  /** e.g. '上海浦东' */
  depAirportName: string;
  arrAirport: string;
  arrAirportName: string;
  /** Booking class, e.g. 'G' (group), 'Y'. */
  cabin: string;
}

/** A ticket as an itinerary line: passenger, ticket, flight(s), fare and taxes (fen). */
export interface ItineraryTicket {
  ticketNo: string;
  orderNo: string;
  passengerName: string;
  passengerType: PassengerType;
  idType: IdType;
  /** Masked by the gateway: '110101********123X'. */
  idNoMasked: string;
  /** The flights of the ticket (one per ticket today: the airline tickets per segment). */
  flights: ItineraryFlight[];
  fare: Fen;
  /** 民航发展基金 (airport construction fee). */
  airportFee: Fen;
  fuelSurcharge: Fen;
  /** fare + airportFee + fuelSurcharge */
  total: Fen;
  /**
   * The VAT inside fare + fuelSurcharge (air passenger transport: the invoice's vatRate; 民航发展基金 is
   * outside VAT), and what is left of them without it: amountExcludingVat + vatAmount + airportFee = total.
   */
  vatAmount: Fen;
  amountExcludingVat: Fen;
}

/** A ticket as the itinerary record keeps it: its VAT is worked out when the document is read. */
export type ItineraryTicketLine = Omit<ItineraryTicket, 'vatAmount' | 'amountExcludingVat'>;

export interface InvoiceableTicketQuery {
  orderNo?: string;
  ticketNo?: string;
  /** Part of the passenger's name. */
  passengerName?: string;
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
}

/** A ticketed, not yet invoiced ticket of the caller's organisation (or one whose invoice failed or was reversed). */
export interface InvoiceableTicket extends ItineraryTicketLine {
  groupName: string;
  ticketStatus: TicketStatus;
  /** When it was ticketed. */
  issueTime: DateTimeText;
  /** The last invoice it was on, failed or reversed: it may be issued again. */
  previousInvoice?: { invoiceNo: string; status: InvoiceStatus };
}

export interface InvoicePush {
  channel: InvoicePushChannel;
  /** An email address (EMAIL) or an 11-digit mainland mobile (SMS). */
  target: string;
}

export interface InvoicePushRecord extends InvoicePush {
  /** When it was sent: the print's time for the first one. */
  at: string;
}

export interface IssueInvoiceRequest {
  /**
   * 1–INVOICE_MAX_TICKETS distinct ticket numbers.
   * @minItems 1
   * @pattern \S
   */
  ticketNos: string[];
  buyerType: InvoiceBuyerType;
  /**
   * 购买方名称。
   * @maxLength 100
   */
  buyerName: NonBlankText;
  /** ENTERPRISE and DEPARTMENT: the 18-character unified social credit code (checked); ignored otherwise. */
  buyerCreditCode?: string;
  /** Where the itinerary goes once printed. */
  push: InvoicePush;
}

export interface InvoiceQuery {
  status?: InvoiceStatus;
  /** The day it was applied for. */
  issueDateStart?: DateText;
  issueDateEnd?: DateText;
  /** Part of the buyer's name. */
  buyerName?: string;
  /** A ticket on it (exact or part). */
  ticketNo?: string;
  orderNo?: string;
}

/** A row of the history. */
export interface InvoiceSummary {
  invoiceNo: string;
  status: InvoiceStatus;
  buyerType: InvoiceBuyerType;
  buyerName: string;
  buyerCreditCode?: string;
  ticketCount: Count;
  ticketNos: string[];
  orderNos: string[];
  passengerNames: string[];
  /** Fen, all tickets. */
  totalAmount: Fen;
  /** When it was applied for. */
  applyTime: DateTimeText;
  /** PRINT_SUCCESS and later: the issue date printed on the document, and its number. */
  printTime?: DateTimeText;
  serialNo?: string;
  /** PRINT_FAILED: the tax platform's reason. */
  failReason?: string;
  cancelApplyTime?: DateTimeText;
  cancelTime?: DateTimeText;
  /** Who applied (display name). */
  issuedBy: string;
  allowedActions: InvoiceAction[];
}

/** The airline as the document's header prints it (the seller). */
export interface InvoiceSeller {
  /** e.g. '电子发票（航空运输电子客票行程单）' */
  title: string;
  name: string;
  creditCode: string;
  address: string;
  phone: string;
  airlineCode: string;
}

export interface InvoiceDetail extends InvoiceSummary {
  seller: InvoiceSeller;
  tickets: ItineraryTicket[];
  /** Fen sums over the tickets; totalAmount is their sum. */
  fareTotal: Fen;
  airportFeeTotal: Fen;
  fuelSurchargeTotal: Fen;
  /** The VAT rate of air passenger transport (0.09), the VAT inside the total, and the total without VAT and 民航发展基金. */
  vatRate: number;
  vatTotal: Fen;
  amountExcludingVatTotal: Fen;
  /** Pushes made: the first when printed, then each repeat push. */
  pushes: InvoicePushRecord[];
  /** The first push's destination, chosen at issue. */
  push: InvoicePush;
  cancelReason?: string;
  log: OrderLogEntry[];
}

export interface InvoiceNoBody {
  /** @pattern \S */
  invoiceNo: string;
}

export const itineraryApi = {
  /**
   * Spec "order detail": the caller's organisation's tickets that can be invoiced now.
   * @summary 查询可开行程单的客票
   */
  ticketQuery: endpoint<InvoiceableTicketQuery & PageRequest, PageResponse<'ticketList', InvoiceableTicket>>('/itinerary/ticket/query', {
    authCode: AUTH.ITINERARY_ISSUE,
  }),
  /**
   * WAIT_PRINT until the tax platform answers (the settle step).
   * @summary 申请开具电子行程单
   * @rule push.channel 为 SMS 时 push.target 须为11位中国大陆手机号，为 EMAIL 时须为邮箱地址；否则 PARAM_INVALID。
   */
  issue: endpoint<IssueInvoiceRequest, { invoice: InvoiceDetail }>('/itinerary/issue', { authCode: AUTH.ITINERARY_ISSUE }),
  /** @summary 查询行程单（分页） */
  list: endpoint<InvoiceQuery & PageRequest, PageResponse<'invoiceList', InvoiceSummary>>('/itinerary/list', {
    authCode: AUTH.ITINERARY_HISTORY,
  }),
  /**
   * Everything the A4 document (print and print preview) shows.
   * @summary 查看一张行程单（打印内容）
   */
  detail: endpoint<InvoiceNoBody, { invoice: InvoiceDetail }>('/itinerary/detail', { authCode: AUTH.ITINERARY_HISTORY }),
  /**
   * Sends a PRINT_SUCCESS itinerary again.
   * @summary 重新推送已打印的行程单
   */
  push: endpoint<InvoiceNoBody & { push: InvoicePush }, { invoice: InvoiceDetail }>('/itinerary/push', {
    authCode: AUTH.ITINERARY_HISTORY,
  }),
  /**
   * Reversal of a PRINT_SUCCESS itinerary: WAIT_CANCEL → CANCEL_SUCCESS, then its tickets are free again.
   * @summary 作废已打印的行程单
   */
  cancel: endpoint<InvoiceNoBody & { reason: string }, { invoice: InvoiceDetail }>('/itinerary/cancel', {
    authCode: AUTH.ITINERARY_HISTORY,
  }),
};

// ---- agent reports ----

export interface ReportCreateRequest {
  kind: ReportKind;
  dateStart: DateText;
  dateEnd: DateText;
}

export interface ReportRow {
  reportNo: string;
  kind: ReportKind;
  dateStart: DateText;
  dateEnd: DateText;
  status: ReportStatus;
  /** 0–100 on the gateway's clock: 0 while CREATED, 100 once SUCCESS, where it stopped when FAILED. */
  progress: number;
  createTime: DateTimeText;
  /** When the current attempt was queued (a recreate queues it again). */
  queueTime: DateTimeText;
  finishTime?: DateTimeText;
  failReason?: string;
  /** SUCCESS: rows of the content. */
  rowCount?: Count;
  /** 1, then +1 per recreate. */
  attempts: Count;
  createdBy: string;
  /** The .xlsx name the portal gives the download. */
  fileName: string;
  allowedActions: ReportAction[];
}

/** DOWNLOAD a finished report's rows (/report/content); RECREATE a failed one (/report/recreate). */
export type ReportAction = 'DOWNLOAD' | 'RECREATE';

export interface ReportColumn {
  key: string;
  title: string;
  type: ReportColumnType;
}

/** A finished report: one sheet, the header from `columns`, a row per entry (values by column key). */
export interface ReportContent {
  reportNo: string;
  fileName: string;
  sheetName: string;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
}

export interface ReportNoBody {
  /** @pattern \S */
  reportNo: string;
}

export const reportApi = {
  /** Refused for a range over 3 months, ending in the future, or starting after its end (REPORT_RANGE_INVALID). */
  /**
   * @summary 申请生成一份报表
   * 报表在网关排队生成，稍后在报表列表中可下载；同时进行中的报表有上限。需登录及报表权限。
   * @rule dateEnd 不能晚于网关的今天，且范围不超过3个月（否则 REPORT_RANGE_INVALID）。
   */
  create: endpoint<ReportCreateRequest, { report: ReportRow }>('/report/create', { authCode: AUTH.REPORT }),
  /**
   * The organisation's reports of the last 30 days, newest first.
   * @summary 查询近30天的报表
   */
  list: endpoint<{ kind?: ReportKind; status?: ReportStatus } & PageRequest, PageResponse<'reportList', ReportRow>>('/report/list', {
    authCode: AUTH.REPORT,
  }),
  /** @summary 查看一份报表的状态 */
  detail: endpoint<ReportNoBody, { report: ReportRow }>('/report/detail', { authCode: AUTH.REPORT }),
  /**
   * FAILED only: queued again.
   * @summary 重新生成失败的报表
   */
  recreate: endpoint<ReportNoBody, { report: ReportRow }>('/report/recreate', { authCode: AUTH.REPORT }),
  /**
   * SUCCESS only: the rows, for the portal's .xlsx.
   * @summary 取已生成报表的数据行（供 Excel）
   */
  content: endpoint<ReportNoBody, { content: ReportContent }>('/report/content', { authCode: AUTH.REPORT }),
};
