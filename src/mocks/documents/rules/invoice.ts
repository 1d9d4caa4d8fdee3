import type { Draft } from 'immer';
import { formatFen, maskIdNo } from '@/domain/format';
import {
  INVOICE_BUYER_NAME_MAX,
  INVOICE_CANCEL_REASON_MAX,
  INVOICE_MAX_TICKETS,
  InvoiceBuyerType,
  InvoicePushChannel,
  InvoiceStatus,
  isSettlingInvoice,
  LIVE_INVOICE_STATUSES,
  needsCreditCode,
  InvoiceAction,
} from '@/domain/invoice';
import { TicketStatus } from '@/domain/order';
import type { PassengerType } from '@/domain/passenger';
import { isCreditCode, isEmail, isPhone } from '@/domain/validators';
import type {
  InvoiceableTicket,
  InvoiceableTicketQuery,
  InvoiceDetail,
  InvoicePush,
  InvoiceQuery,
  InvoiceSummary,
  ItineraryTicket,
  ItineraryTicketLine,
  PassengerInput,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse, type Unchecked } from '../../kernel/refusal';
import { airportByCode } from '../../kernel/airports';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { FARE, INVOICE, ORDER } from '../../kernel/rules/figures';
import { dueRecords, logEntry, type DueTransitions } from '../../kernel/rules/log';
import { ownerIdOf, type OrderRecord } from '../../order/rules/order';
import { ticketsOf } from '../../order/rules/order-tickets';
import { mintNo, nextSequence } from '../../kernel/rules/numbers';
import type { PrintOutcome, InvoiceRecord } from './document-records';
export type { PrintOutcome, InvoiceRecord } from './document-records';

/**
 * Electronic itineraries (domain.md "Documents"). An invoice belongs to the organisation (the agency's
 * main account, as orders do) and holds a snapshot of its tickets' itinerary lines, taken at issue.
 *
 * - A ticket can be invoiced when it is a ticket of one of the organisation's orders, not refunded or
 *   void, and on no live invoice (WAIT_PRINT, PRINT_SUCCESS, WAIT_CANCEL). A PRINT_FAILED or
 *   CANCEL_SUCCESS invoice frees its tickets.
 * - Issue → WAIT_PRINT; the tax platform answers INVOICE.printMs later (the settle step): PRINT_FAILED
 *   when the buyer's credit code is registered (an organisation known to the platform: the portal's
 *   organisations and the airline itself) under another name — the rule the simulator plays —, else
 *   PRINT_SUCCESS with the document's number, and the first push goes out. The control API may force
 *   either outcome.
 * - Repeat push and cancel (reversal) only on PRINT_SUCCESS; WAIT_CANCEL → CANCEL_SUCCESS after
 *   INVOICE.cancelMs.
 */

const isLiveInvoice = (invoice: Pick<InvoiceRecord, 'status'>): boolean => LIVE_INVOICE_STATUSES.includes(invoice.status);

/** The PRINT_FAILED reason of the rule. */
export const BUYER_MISMATCH_REASON = '购买方名称与统一社会信用代码的税务登记信息不符';
/** The reason of a failure forced through the control API. */
export const FORCED_FAILURE_REASON = '税务平台开具失败（模拟）';

// ---- numbers ----

function nextInvoiceNo(state: Draft<SimulatorState>): string {
  return mintNo(state.documentSequences, INVOICE.prefix, INVOICE.numberDigits, INVOICE.sequenceStart);
}

/** The document's 20-digit number: year (2), region, sequence (16). */
function nextDocumentSerialNo(state: Draft<SimulatorState>, at: number): string {
  const sequence = nextSequence(state.documentSequences, INVOICE.serialSequenceKey, INVOICE.serialSequenceStart);
  return `${toGatewayDate(at).slice(2, 4)}${INVOICE.serialRegion}${String(sequence).padStart(INVOICE.serialDigits, '0')}`;
}

// ---- tickets as itinerary lines ----

/** A ticket's taxes split as the document prints them: the airport fee (adults), the rest fuel surcharge. */
function splitTax(passengerType: PassengerType, tax: number): { airportFee: number; fuelSurcharge: number } {
  const airportFee = passengerType === 'ADT' ? Math.min(tax, FARE.airportFee) : 0;
  return { airportFee, fuelSurcharge: tax - airportFee };
}

const airportName = (code: string) => airportByCode(code)?.name ?? code;

export function itineraryTicket(order: OrderRecord, ticket: TicketRecord): ItineraryTicketLine {
  const passenger: PassengerInput | undefined = order.passengers.find((candidate) => candidate.passengerId === ticket.passengerId);
  const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo) ?? order.segments[0];
  const { airportFee, fuelSurcharge } = splitTax(ticket.passengerType, ticket.tax);
  return {
    ticketNo: ticket.ticketNo,
    orderNo: order.orderNo,
    passengerName: ticket.passengerName,
    passengerType: ticket.passengerType,
    idType: passenger?.idType ?? 'OTHER',
    idNoMasked: maskIdNo(passenger?.idNo ?? ''),
    flights: [
      {
        flightNo: ticket.flightNo,
        flightDate: ticket.flightDate,
        depTime: segment.depTime,
        arrTime: segment.arrTime,
        depAirport: segment.depAirport,
        depAirportName: airportName(segment.depAirport),
        arrAirport: segment.arrAirport,
        arrAirportName: airportName(segment.arrAirport),
        cabin: segment.cabin,
      },
    ],
    fare: ticket.fare,
    airportFee,
    fuelSurcharge,
    total: ticket.fare + ticket.tax,
  };
}

interface OwnTicket {
  order: OrderRecord;
  ticket: TicketRecord;
}

/** The organisation's tickets of orders that went through ticketing, newest order first. */
function ownTickets(state: AnyState, ownerAccountId: string): OwnTicket[] {
  return state.orders
    .filter((order) => order.ownerAccountId === ownerAccountId && order.tickets.length > 0)
    .sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime) || b.orderNo.localeCompare(a.orderNo))
    .flatMap((order) => ticketsOf(order).map((ticket) => ({ order, ticket })));
}

/** The latest invoice of each ticket number (live or not). */
function latestInvoiceByTicket(state: AnyState): Map<string, InvoiceRecord> {
  const latest = new Map<string, InvoiceRecord>();
  for (const invoice of state.invoices) {
    for (const line of invoice.tickets) {
      const known = latest.get(line.ticketNo);
      if (!known || isLiveInvoice(invoice) || (!isLiveInvoice(known) && invoice.appliedAt >= known.appliedAt))
        latest.set(line.ticketNo, invoice);
    }
  }
  return latest;
}

// A replaced ticket (EXCHANGED, REBOOKED) flies nothing: the itinerary is for the ticket its passenger
// holds now. The words are the ticket statuses' own, so a schedule change's rebooking reads as it does there.
const UNUSABLE: Partial<Record<TicketRecord['status'], string>> = {
  REFUNDED: '客票已退票',
  VOID: '客票已作废',
  EXCHANGED: `客票${TicketStatus.label('EXCHANGED')}，请为换开的新客票开具`,
  REBOOKED: `客票${TicketStatus.label('REBOOKED')}，请为换开的新客票开具`,
};

export function invoiceableTickets(state: AnyState, ownerAccountId: string, query: InvoiceableTicketQuery): InvoiceableTicket[] {
  const invoices = latestInvoiceByTicket(state);
  const passengerName = query.passengerName?.toLowerCase();
  return ownTickets(state, ownerAccountId)
    .filter(({ order, ticket }) => {
      if (UNUSABLE[ticket.status]) return false;
      const invoice = invoices.get(ticket.ticketNo);
      if (invoice && isLiveInvoice(invoice)) return false;
      if (query.orderNo && !order.orderNo.toUpperCase().includes(query.orderNo.toUpperCase())) return false;
      if (query.ticketNo && !ticket.ticketNo.includes(query.ticketNo)) return false;
      if (passengerName && !ticket.passengerName.toLowerCase().includes(passengerName)) return false;
      if (query.flightDateStart && ticket.flightDate < query.flightDateStart) return false;
      if (query.flightDateEnd && ticket.flightDate > query.flightDateEnd) return false;
      return true;
    })
    .map(({ order, ticket }) => {
      const previous = invoices.get(ticket.ticketNo);
      return {
        ...itineraryTicket(order, ticket),
        groupName: order.groupName,
        ticketStatus: ticket.status,
        issueTime: ticket.issueTime,
        ...(previous ? { previousInvoice: { invoiceNo: previous.invoiceNo, status: previous.status } } : {}),
      };
    });
}

// ---- issue ----

function requireShortText(value: unknown, label: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParam(`${label}不能为空`);
  const text = value.trim();
  if (text.length > max) throw invalidParam(`${label}不能超过${max}个字`);
  return text;
}

/** A push destination as the portal's form checks it. */
export function requirePush(value: unknown): InvoicePush {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (!InvoicePushChannel.is(raw.channel)) throw invalidParam('推送方式须为电子邮箱或手机短信');
  const target = typeof raw.target === 'string' ? raw.target.trim() : '';
  if (raw.channel === 'EMAIL' && !isEmail(target)) throw invalidParam('请检查邮箱格式');
  if (raw.channel === 'SMS' && !isPhone(target)) throw invalidParam('仅支持11位中国大陆手机号');
  return { channel: raw.channel, target };
}

export interface IssueInput {
  ticketNos: string[];
  buyerType: InvoiceBuyerType;
  buyerName: string;
  buyerCreditCode?: string;
  push: InvoicePush;
}

/** The issue request checked field by field (the tickets are checked against the state by `issueInvoice`). */
export function requireIssueInput(body: Unchecked<IssueInput>): IssueInput {
  const numbers = body.ticketNos;
  if (!Array.isArray(numbers) || numbers.some((ticketNo) => typeof ticketNo !== 'string' || ticketNo.trim() === '')) {
    throw invalidParam('客票号须为非空字符串数组');
  }
  const ticketNos = (numbers as string[]).map((ticketNo) => ticketNo.trim());
  if (ticketNos.length === 0) throw invalidParam('请至少选择一张客票');
  if (ticketNos.length > INVOICE_MAX_TICKETS)
    throw refuse('INVOICE_TOO_MANY_TICKETS', { max: INVOICE_MAX_TICKETS, count: ticketNos.length });
  const repeated = ticketNos.find((ticketNo, index) => ticketNos.indexOf(ticketNo) !== index);
  if (repeated !== undefined) throw invalidParam(`客票号${repeated}重复`);
  if (!InvoiceBuyerType.is(body.buyerType)) throw invalidParam('购买方类型取值不正确');
  const buyerType = body.buyerType;
  const buyerName = requireShortText(body.buyerName, '购买方名称', INVOICE_BUYER_NAME_MAX);
  let buyerCreditCode: string | undefined;
  if (needsCreditCode(buyerType)) {
    const code = typeof body.buyerCreditCode === 'string' ? body.buyerCreditCode.trim().toUpperCase() : '';
    if (!isCreditCode(code)) throw refuse('CREDIT_CODE_INVALID');
    buyerCreditCode = code;
  }
  return { ticketNos, buyerType, buyerName, ...(buyerCreditCode ? { buyerCreditCode } : {}), push: requirePush(body.push) };
}

/**
 * Opens the invoice (WAIT_PRINT) for the caller's organisation. Every ticket must be the
 * organisation's (another's answers as an unknown one), usable, and on no live invoice.
 */
export function issueInvoice(state: Draft<SimulatorState>, caller: AccountRecord, input: IssueInput, now: number): Draft<InvoiceRecord> {
  const ownerAccountId = ownerIdOf(state, caller);
  const tickets = new Map(ownTickets(state, ownerAccountId).map((own) => [own.ticket.ticketNo, own]));
  const invoices = latestInvoiceByTicket(state);
  const lines = input.ticketNos.map((ticketNo) => {
    const own = tickets.get(ticketNo);
    if (!own) throw refuse('TICKET_NOT_INVOICEABLE', { ticketNo, reason: '客票不存在' });
    const unusable = UNUSABLE[own.ticket.status];
    if (unusable) throw refuse('TICKET_NOT_INVOICEABLE', { ticketNo, reason: unusable });
    const live = invoices.get(ticketNo);
    if (live && isLiveInvoice(live))
      throw refuse('TICKET_ALREADY_INVOICED', { ticketNo, invoiceNo: live.invoiceNo, status: InvoiceStatus.label(live.status) });
    return itineraryTicket(own.order, own.ticket);
  });
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const record: InvoiceRecord = {
    invoiceNo: nextInvoiceNo(state),
    ownerAccountId,
    issuedByAccountId: caller.accountId,
    issuedBy: caller.displayName,
    status: 'WAIT_PRINT',
    buyerType: input.buyerType,
    buyerName: input.buyerName,
    ...(input.buyerCreditCode ? { buyerCreditCode: input.buyerCreditCode } : {}),
    push: input.push,
    pushes: [],
    tickets: lines,
    appliedAt: now,
    dueAt: now + INVOICE.printMs,
    log: [
      logEntry(
        now,
        'ISSUE',
        `申请开具行程单：${lines.length}张客票，合计${formatFen(total)}，购买方${input.buyerName}（${InvoiceBuyerType.label(input.buyerType)}）`,
        caller.displayName,
      ),
    ],
  };
  state.invoices.push(record);
  return state.invoices[state.invoices.length - 1];
}

// ---- what the status allows ----

function allowedInvoiceActions(invoice: Pick<InvoiceRecord, 'status'>): InvoiceAction[] {
  return invoice.status === 'PRINT_SUCCESS' ? ['PRINT', 'PUSH', 'CANCEL'] : [];
}

function requireInvoiceAction(invoice: Pick<InvoiceRecord, 'status'>, action: InvoiceAction): void {
  if (!allowedInvoiceActions(invoice).includes(action)) {
    throw refuse('INVOICE_STATE_FORBIDS', { status: InvoiceStatus.label(invoice.status), action: InvoiceAction.label(action) });
  }
}

/** The caller's organisation's invoice, or INVOICE_NOT_FOUND — also for another's (nothing leaks). */
export function findOwnInvoice<S extends AnyState>(state: S, account: AccountRecord, invoiceNo: string): S['invoices'][number] {
  const owner = ownerIdOf(state, account);
  const invoice = state.invoices.find((candidate) => candidate.invoiceNo === invoiceNo && candidate.ownerAccountId === owner);
  if (!invoice) throw refuse('INVOICE_NOT_FOUND', { invoiceNo });
  return invoice;
}

export function pushAgain(invoice: Draft<InvoiceRecord>, push: InvoicePush, by: string, now: number): void {
  requireInvoiceAction(invoice, 'PUSH');
  invoice.pushes.push({ ...push, at: toGatewayIso(now) });
  invoice.log.push(logEntry(now, 'PUSH', `重新推送至${InvoicePushChannel.label(push.channel)}${push.target}`, by));
}

export function requestReversal(invoice: Draft<InvoiceRecord>, reason: unknown, by: string, now: number): void {
  requireInvoiceAction(invoice, 'CANCEL');
  const text = requireShortText(reason, '冲红原因', INVOICE_CANCEL_REASON_MAX);
  invoice.status = 'WAIT_CANCEL';
  invoice.cancelReason = text;
  invoice.cancelAppliedAt = now;
  invoice.dueAt = now + INVOICE.cancelMs;
  invoice.log.push(logEntry(now, 'CANCEL', `申请冲红（原因：${text}）`, by));
}

// ---- views ----

export function invoiceSummary(invoice: InvoiceRecord): InvoiceSummary {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : toGatewayIso(ms));
  return {
    invoiceNo: invoice.invoiceNo,
    status: invoice.status,
    buyerType: invoice.buyerType,
    buyerName: invoice.buyerName,
    ...(invoice.buyerCreditCode ? { buyerCreditCode: invoice.buyerCreditCode } : {}),
    ticketCount: invoice.tickets.length,
    ticketNos: invoice.tickets.map((line) => line.ticketNo),
    orderNos: [...new Set(invoice.tickets.map((line) => line.orderNo))],
    passengerNames: [...new Set(invoice.tickets.map((line) => line.passengerName))],
    totalAmount: invoice.tickets.reduce((sum, line) => sum + line.total, 0),
    applyTime: toGatewayIso(invoice.appliedAt),
    ...(invoice.printedAt !== undefined ? { printTime: iso(invoice.printedAt) } : {}),
    ...(invoice.serialNo ? { serialNo: invoice.serialNo } : {}),
    ...(invoice.failReason ? { failReason: invoice.failReason } : {}),
    ...(invoice.cancelAppliedAt !== undefined ? { cancelApplyTime: iso(invoice.cancelAppliedAt) } : {}),
    ...(invoice.cancelledAt !== undefined ? { cancelTime: iso(invoice.cancelledAt) } : {}),
    issuedBy: invoice.issuedBy,
    allowedActions: allowedInvoiceActions(invoice),
  };
}

/** A ticket's VAT: the tax inside its fare and fuel surcharge at the document's rate, to the fen. */
export function withVat(line: ItineraryTicketLine): ItineraryTicket {
  const taxable = line.fare + line.fuelSurcharge;
  const vatAmount = Math.round((taxable * INVOICE.vatRate) / (1 + INVOICE.vatRate));
  return { ...line, vatAmount, amountExcludingVat: taxable - vatAmount };
}

export function invoiceDetail(invoice: InvoiceRecord): InvoiceDetail {
  const tickets = invoice.tickets.map(withVat);
  const sum = (pick: (line: ItineraryTicket) => number) => tickets.reduce((total, line) => total + pick(line), 0);
  return {
    ...invoiceSummary(invoice),
    seller: { ...INVOICE.seller, airlineCode: ORDER.airlineCode },
    tickets,
    fareTotal: sum((line) => line.fare),
    airportFeeTotal: sum((line) => line.airportFee),
    fuelSurchargeTotal: sum((line) => line.fuelSurcharge),
    vatRate: INVOICE.vatRate,
    vatTotal: sum((line) => line.vatAmount),
    amountExcludingVatTotal: sum((line) => line.amountExcludingVat),
    pushes: invoice.pushes,
    push: invoice.push,
    ...(invoice.cancelReason ? { cancelReason: invoice.cancelReason } : {}),
    log: invoice.log,
  };
}

export function filterInvoices(state: AnyState, ownerAccountId: string, query: InvoiceQuery): InvoiceRecord[] {
  const buyerName = query.buyerName?.toLowerCase();
  const orderNo = query.orderNo?.toUpperCase();
  return state.invoices
    .filter((invoice) => {
      if (invoice.ownerAccountId !== ownerAccountId) return false;
      if (query.status && invoice.status !== query.status) return false;
      const day = toGatewayDate(invoice.appliedAt);
      if (query.issueDateStart && day < query.issueDateStart) return false;
      if (query.issueDateEnd && day > query.issueDateEnd) return false;
      if (buyerName && !invoice.buyerName.toLowerCase().includes(buyerName)) return false;
      if (query.ticketNo && !invoice.tickets.some((line) => line.ticketNo.includes(query.ticketNo!))) return false;
      if (orderNo && !invoice.tickets.some((line) => line.orderNo.includes(orderNo))) return false;
      return true;
    })
    .sort((a, b) => b.appliedAt - a.appliedAt || b.invoiceNo.localeCompare(a.invoiceNo));
}

// ---- the tax platform (settle step) ----

/** The name the platform holds for a credit code: the airline's, or a portal organisation's. */
function registeredName(state: AnyState, creditCode: string): string | undefined {
  if (creditCode === INVOICE.seller.creditCode) return INVOICE.seller.name;
  return state.organisations.find((organisation) => organisation.organCode === creditCode)?.organName;
}

/** What the platform answers for a pending print: the forced outcome, else the rule. */
function printOutcome(state: AnyState, invoice: InvoiceRecord): { outcome: PrintOutcome; reason?: string } {
  if (invoice.forcedOutcome === 'PRINT_FAILED') return { outcome: 'PRINT_FAILED', reason: FORCED_FAILURE_REASON };
  if (invoice.forcedOutcome === 'PRINT_SUCCESS' || !invoice.buyerCreditCode) return { outcome: 'PRINT_SUCCESS' };
  const registered = registeredName(state, invoice.buyerCreditCode);
  return registered !== undefined && registered !== invoice.buyerName
    ? { outcome: 'PRINT_FAILED', reason: BUYER_MISMATCH_REASON }
    : { outcome: 'PRINT_SUCCESS' };
}

function finishPrint(draft: Draft<SimulatorState>, invoice: Draft<InvoiceRecord>, at: number): void {
  const { outcome, reason } = printOutcome(draft, invoice);
  invoice.status = outcome;
  delete invoice.dueAt;
  delete invoice.forcedOutcome;
  if (outcome === 'PRINT_FAILED') {
    invoice.failReason = reason;
    invoice.log.push(logEntry(at, 'PRINT_FAILED', `开具失败：${reason}；所含客票可重新开具`));
    return;
  }
  invoice.printedAt = at;
  invoice.serialNo = nextDocumentSerialNo(draft, at);
  invoice.pushes.push({ ...invoice.push, at: toGatewayIso(at) });
  invoice.log.push(
    logEntry(
      at,
      'PRINT_SUCCESS',
      `开具成功，发票号码${invoice.serialNo}，已推送至${InvoicePushChannel.label(invoice.push.channel)}${invoice.push.target}`,
    ),
  );
}

function finishReversal(invoice: Draft<InvoiceRecord>, at: number): void {
  invoice.status = 'CANCEL_SUCCESS';
  invoice.cancelledAt = at;
  delete invoice.dueAt;
  invoice.log.push(logEntry(at, 'CANCEL_SUCCESS', '冲红完成；所含客票可重新开具'));
}

/** The settle step for invoices: a pending print or reversal ends at its dueAt. */
export const invoiceDue: DueTransitions<SimulatorState> = (state, now) =>
  dueRecords(state.invoices, now, {
    entity: 'invoice',
    dueAtOf: (invoice) => (isSettlingInvoice(invoice.status) ? invoice.dueAt : undefined),
    keyOf: (invoice) => invoice.invoiceNo,
    apply(draft, invoice, dueAt) {
      const target = draft.invoices.find((candidate) => candidate.invoiceNo === invoice.invoiceNo);
      if (!target) return;
      if (target.status === 'WAIT_PRINT') finishPrint(draft, target, dueAt);
      else if (target.status === 'WAIT_CANCEL') finishReversal(target, dueAt);
    },
  });

/**
 * The control API: the pending step of the invoice ends at `now` — a print with `outcome` (default:
 * the rule's), a reversal with CANCEL_SUCCESS. The settle step applies it. Answers false when nothing is pending.
 */
export function hurryInvoice(draft: Draft<SimulatorState>, invoiceNo: string, now: number, outcome?: PrintOutcome): boolean {
  const invoice = draft.invoices.find((candidate) => candidate.invoiceNo === invoiceNo);
  if (!invoice || !isSettlingInvoice(invoice.status)) return false;
  invoice.dueAt = Math.min(invoice.dueAt ?? now, now);
  if (invoice.status === 'WAIT_PRINT' && outcome) invoice.forcedOutcome = outcome;
  return true;
}
