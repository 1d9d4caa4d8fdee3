import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { RefundReview, refundStageOf, type RefundStage, type RefundState } from '@/domain/refund';
import type { PayMethod } from '@/domain/payment';
import type {
  RefundDetail,
  RefundFile,
  RefundMoney,
  RefundQuery,
  RefundQuote,
  RefundSummary,
  RefundTicketLine,
  RefundTimelineEntry,
} from '@/lib/gateway/endpoints/refund';
import { invalidParam, refuse } from '../../kernel/refusal';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { DAY, PAYMENT, SCATTERED, TEAM_REFUND } from '../../kernel/rules/figures';
import { releaseSeats } from '../../catalogue/rules/inventory';
import { logEntry, SYSTEM_ACTOR, type DueTransitions } from '../../kernel/rules/log';
import { departureMs, isLumpSum, netPaid, type OrderRecord } from '../../order/rules/order';
import { allowedActions, requireAllowed } from '../../order/rules/order-actions';
import { policyOf, type OrderKind, type RefundPolicy } from '../../order/rules/order-kinds';
import { mintNo } from '../../kernel/rules/numbers';
import { settleTicketStatus } from '../../order/rules/order-tickets';
import { pendingExchanges } from '../../order/rules/order';
import type { RefundRecord, RefundFileRecord } from './refund-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { RefundRecord, RefundFileRecord } from './refund-records';

/**
 * One refund application for every kind of order (domain.md "Refunds"; docs/decisions.md "One refund
 * entity"): 团队退票's 退票申请 (TR…) and 散客退票单's 退票单 (RFD…) are the same record, kept in
 * `state.refunds`; what differs by the order's kind is its policy's `refunds` entry (numbering, review
 * time, seats cancelled first, the reviewer asking for files, refunds after departure) and its
 * `refundRate`.
 *
 * The agent chooses tickets → the quote (`refundQuote`: a voluntary refund keeps the fare rule's fee, a
 * share of each ticket's fare by days before departure, taxes back in full; an involuntary one is free
 * but needs a supporting file) → where the kind cancels seats first, the unused tickets' seats leave the
 * PNR (`cancelRefundSeats`) → the application (`applyRefund`).
 *
 * Two states, apart: the REVIEW (WAITING → APPROVED, REJECTED or WITHDRAWN; WAITING ⇄ MORE_FILES while the
 * reviewer waits on the agent's files) and, once approved, the MONEY (WAITING_REFUND → HAVE_REFUND or
 * REFUND_FAILED), which is the payment side's money refund of the order: approval adds the amount to the
 * order's `refundedAmount` and logs REFUND; the payment settle step opens the money refund at that instant
 * (rules/payment-refunds.ts) and it arrives PAYMENT.refundMs later. An application is complete when its
 * money arrived (`finishTime`).
 *
 * The airline reviews on its clock (`refundDue`, at `reviewAt`), or the developer panel plays the reviewer
 * first (`reviewRefund`). Another part of the simulator (an airline schedule change) applies for a refund
 * with `applyRefund(state, order, { ticketNos, kind: 'INVOLUNTARY', reason }, by, now, { airlineCause: true })`.
 */

type Drafted = Draft<SimulatorState>;

const FILE_PREFIX = 'RF';
const FILE_DIGITS = 8;
const FILE_START = 10_000_000;
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** The refund policy of the order's kind (its numbering, review and seat rules). */
export const refundPolicyOf = (order: { kind: OrderKind }): RefundPolicy => policyOf(order).refunds;

// ---- Supporting files ----

/** Holds an uploaded file for the owner's next application (or the supplement a reviewer asked for). */
export function uploadRefundFile(state: Drafted, ownerAccountId: string, name: unknown, dataUrl: unknown, now: number): RefundFile {
  const fileName = typeof name === 'string' ? name.trim() : '';
  if (fileName === '' || fileName.length > 100) throw invalidParam('文件名不能为空，且不超过100个字');
  if (typeof dataUrl !== 'string' || !DATA_URL.test(dataUrl)) throw invalidParam('证明材料须为图片（JPG、PNG）');
  const size = Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
  if (size > TEAM_REFUND.fileMaxBytes) throw invalidParam(`证明材料压缩后不能超过${TEAM_REFUND.fileMaxBytes / 1024 / 1024}MB`);
  const file: RefundFileRecord = {
    fileId: mintNo(state.orderSequences, FILE_PREFIX, FILE_DIGITS, FILE_START),
    name: fileName,
    size,
    ownerAccountId,
    dataUrl,
    uploadTime: toGatewayIso(now),
  };
  state.refundFiles.push(file);
  return { fileId: file.fileId, name: file.name, size: file.size };
}

/** Deletes an uploaded file that no application holds yet ("file delete"). */
export function deleteRefundFile(state: Drafted, ownerAccountId: string, fileId: unknown): void {
  const index = state.refundFiles.findIndex((file) => file.fileId === fileId && file.ownerAccountId === ownerAccountId);
  if (index < 0) throw invalidParam('证明材料不存在或已删除');
  if (state.refundFiles[index].reviewId) throw invalidParam('该证明材料已随退票申请提交，不能删除');
  state.refundFiles.splice(index, 1);
}

function requireFiles(state: Drafted, ownerAccountId: string, fileIds: unknown, label: string): Draft<RefundFileRecord>[] {
  if (fileIds === undefined) return [];
  if (!Array.isArray(fileIds)) throw invalidParam(`${label}格式不正确`);
  if (fileIds.length > TEAM_REFUND.maxFiles) throw invalidParam(`${label}最多${TEAM_REFUND.maxFiles}个`);
  return [...new Set(fileIds)].map((fileId) => {
    const file = state.refundFiles.find(
      (candidate) => candidate.fileId === fileId && candidate.ownerAccountId === ownerAccountId && !candidate.reviewId,
    );
    if (!file) throw invalidParam(`${label}不存在或已被其他申请使用，请重新上传`);
    return file;
  });
}

// ---- Which tickets, and the quote ----

/** Whole days from `at` to the departure of the ticket's segment (negative once departed). */
const daysBefore = (order: OrderRecord, segmentNo: number, at: number): number =>
  Math.floor((segmentDeparture(order, segmentNo) - at) / DAY);

const segmentDeparture = (order: OrderRecord, segmentNo: number): number =>
  departureMs(order.segments.find((candidate) => candidate.segmentNo === segmentNo) ?? order.segments[0]);

/** Fen, rounded to the yuan as the airline charges fees. */
const toYuan = (fen: number): number => Math.round(fen / 100) * 100;

/** The review is still open: the application holds its tickets and may be withdrawn. */
const isOpen = (refund: Pick<RefundRecord, 'reviewState'>) => refund.reviewState === 'WAITING' || refund.reviewState === 'MORE_FILES';

/** Tickets of the order that an open application holds, with the application's number. */
export function refundHolds(state: AnyState, orderNo: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const refund of state.refunds) {
    if (refund.orderNo === orderNo && isOpen(refund)) for (const line of refund.tickets) held.set(line.ticketNo, refund.refundId);
  }
  return held;
}

type Ticket = OrderRecord['tickets'][number];

/**
 * Tickets of the order were reissued (a delay): the applications still open for them now name the new
 * tickets, so the review refunds what the passengers hold, not tickets already replaced. Their amounts
 * stay as applied (the same fares).
 */
export function followReissue(
  state: Drafted,
  orderNo: string,
  reissued: ReadonlyMap<string, Pick<Ticket, 'ticketNo' | 'flightNo' | 'flightDate'>>,
): void {
  for (const refund of state.refunds) {
    if (refund.orderNo !== orderNo || !isOpen(refund)) continue;
    for (const line of refund.tickets) {
      const fresh = reissued.get(line.ticketNo);
      if (fresh) Object.assign(line, { ticketNo: fresh.ticketNo, flightNo: fresh.flightNo, flightDate: fresh.flightDate });
    }
  }
}

/** Why the ticket cannot be refunded now (not open, held by an application or a change order, departed), or null. */
function whyNotRefundable(
  order: OrderRecord,
  ticket: Ticket,
  holds: ReadonlyMap<string, string>,
  changes: ReadonlyMap<string, string>,
  now: number,
): string | null {
  if (ticket.status !== 'OPEN_FOR_USE') return `客票状态为${TicketStatus.label(ticket.status)}`;
  if (holds.has(ticket.ticketNo)) return '已有待审核的退票申请';
  const change = changes.get(ticket.ticketNo);
  if (change) return `已有改期订单${change}待完成`;
  if (!refundPolicyOf(order).afterDeparture && segmentDeparture(order, ticket.segmentNo) <= now) return '航班已起飞';
  return null;
}

/**
 * Each ticket of the order: null when a refund may take it now, else why not (the ticket lists mark it:
 * `refundable`, `refundBlock`). An order that does not offer REFUND now says so for every ticket.
 */
export function refundability(state: AnyState, order: OrderRecord, now: number): Map<string, string | null> {
  const offered = allowedActions(order, now).includes('REFUND');
  const holds = refundHolds(state, order.orderNo);
  const changes = pendingExchanges(state, order.orderNo);
  return new Map(
    order.tickets.map((ticket) => [ticket.ticketNo, offered ? whyNotRefundable(order, ticket, holds, changes, now) : '订单当前不可退票']),
  );
}

function requireTicketNos(ticketNos: unknown): string[] {
  if (!Array.isArray(ticketNos) || ticketNos.length === 0 || ticketNos.some((ticketNo) => typeof ticketNo !== 'string'))
    throw invalidParam('请选择要退的客票');
  return [...new Set(ticketNos as string[])];
}

/**
 * The order's tickets by number, each refundable now, or the refusal naming the first that is not.
 * `wholeLumpSum`: a lump-sum order refunded for the airline's cause, which takes every open ticket at once.
 */
function refundableTickets(
  state: AnyState,
  order: OrderRecord,
  ticketNos: unknown,
  now: number,
  wholeLumpSum = false,
  airlineCause = false,
): Ticket[] {
  const numbers = requireTicketNos(ticketNos);
  requireAllowed(order, 'REFUND', now, { wholeLumpSum, airlineCause });
  if (wholeLumpSum) {
    const open = order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
    if (open.length !== numbers.length || open.some((ticket) => !numbers.includes(ticket.ticketNo)))
      throw refuse('CHARTER_WHOLE_AIRCRAFT', { action: '部分退票' });
  }
  const holds = refundHolds(state, order.orderNo);
  const changes = pendingExchanges(state, order.orderNo);
  return numbers.map((ticketNo) => {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === ticketNo);
    if (!ticket) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: '不是本订单的客票' });
    const reason = whyNotRefundable(order, ticket, holds, changes, now);
    if (reason) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason });
    return ticket;
  });
}

/**
 * What refunding `ticketNos` of the order would be now ("refund advance", the scattered "refund fee"):
 * per ticket its fare, taxes, fee (the order kind's `refundRate`) and refund; where the kind cancels seats
 * first, which unused tickets' seats still have to go.
 *
 * A lump-sum order (a charter: one price for the aircraft, its tickets carry no fare of their own) is
 * refunded only whole and only for the airline's cause (`airlineCause`, a schedule change): every open
 * ticket, and what comes back is everything still paid for the aircraft (`lumpSumRefund`), free.
 */
export function refundQuote(
  state: AnyState,
  order: OrderRecord,
  ticketNos: unknown,
  kind: unknown,
  now: number,
  options: RefundApplyOptions = {},
): RefundQuote {
  if (kind !== 'VOLUNTARY' && kind !== 'INVOLUNTARY') throw invalidParam('退票类型须为自愿或非自愿');
  const wholeLumpSum = options.airlineCause === true && isLumpSum(order);
  const tickets = refundableTickets(state, order, ticketNos, now, wholeLumpSum, options.airlineCause === true);
  const rate = (segmentNo: number) => (kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, daysBefore(order, segmentNo, now)));
  const lines: RefundTicketLine[] = tickets.map((ticket) => {
    const fee = toYuan(ticket.fare * rate(ticket.segmentNo));
    return {
      ticketNo: ticket.ticketNo,
      passengerId: ticket.passengerId,
      passengerName: ticket.passengerName,
      passengerType: ticket.passengerType,
      segmentNo: ticket.segmentNo,
      flightNo: ticket.flightNo,
      flightDate: ticket.flightDate,
      fare: ticket.fare,
      tax: ticket.tax,
      fee,
      refund: ticket.fare + ticket.tax - fee,
    };
  });
  const first = Math.min(...lines.map((line) => daysBefore(order, line.segmentNo, now)));
  const seatsToCancel = refundPolicyOf(order).cancelsSeatsFirst
    ? tickets.filter((ticket) => !ticket.seatCancelled && segmentDeparture(order, ticket.segmentNo) > now).map((ticket) => ticket.ticketNo)
    : [];
  return {
    orderNo: order.orderNo,
    kind,
    tickets: lines,
    feeRate: kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, first),
    fee: lines.reduce((sum, line) => sum + line.fee, 0),
    amount: wholeLumpSum ? lumpSumRefund(order) : lines.reduce((sum, line) => sum + line.refund, 0),
    daysBefore: first,
    seatsToCancel,
  };
}

/** What a lump-sum order refunded whole for the airline's cause gives back: everything still paid for it (nothing forfeited). */
export const lumpSumRefund = (order: OrderRecord): number => netPaid(order);

/** Seat cancel before refund (kinds that cancel seats first): the unused tickets' seats leave the PNR and go back to the class. */
export function cancelRefundSeats(state: Drafted, order: Draft<OrderRecord>, ticketNos: unknown, by: string, now: number): string[] {
  if (!refundPolicyOf(order).cancelsSeatsFirst) throw refuse('ORDER_STATE_FORBIDS', { status: '该类订单', action: '退票前取消座位' });
  const cancelled: string[] = [];
  for (const checked of refundableTickets(state, order, ticketNos, now)) {
    const ticket = mustFind(order.tickets, (candidate) => candidate.ticketNo === checked.ticketNo, 'ticket');
    const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === ticket.segmentNo, 'segment');
    if (ticket.seatCancelled || departureMs(segment) <= now) continue;
    ticket.seatCancelled = true;
    if (ticket.passengerType !== 'INF')
      releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], 1, order.seatKind);
    cancelled.push(ticket.ticketNo);
  }
  if (cancelled.length > 0) order.log.push(logEntry(now, 'SEAT_CANCEL', `退票前取消座位：客票${cancelled.join('、')}`, by));
  return cancelled;
}

// ---- The application and its review ----

export interface RefundApplication {
  ticketNos: unknown;
  kind: unknown;
  reason: unknown;
  /** Files uploaded beforehand by the owner and not yet part of an application. */
  fileIds?: unknown;
  /** The amount back the agent saw; a different one now is refused with the new figure. */
  expectedAmount?: unknown;
}

export interface RefundApplyOptions {
  /**
   * Applied by the simulator itself for the airline's own cause (a schedule change): no amount to
   * compare, no supporting file needed, and the seats a kind cancels first are cancelled here. A
   * lump-sum order (a charter) may then be refunded whole: its lump sum comes back (`refundQuote`).
   */
  airlineCause?: boolean;
}

const entry = (at: number, action: RefundTimelineEntry['action'], detail: string, by: string): RefundTimelineEntry => ({
  at: toGatewayIso(at),
  action,
  detail,
  by,
});

/**
 * Applies for a refund of the chosen tickets of any kind of order, as quoted: WAITING until the airline
 * reviews it (at `reviewAt`, the kind's review time later). The kind's rules apply: seats cancelled first
 * (SCATTERED_SEAT_NOT_CANCELLED), an involuntary refund needs a file (REFUND_FILE_REQUIRED), the amount
 * back must be the one the agent saw (PAY_AMOUNT_CHANGED).
 */
export function applyRefund(
  state: Drafted,
  order: Draft<OrderRecord>,
  body: RefundApplication,
  by: string,
  now: number,
  options: RefundApplyOptions = {},
): RefundRecord {
  const policy = refundPolicyOf(order);
  if (options.airlineCause && policy.cancelsSeatsFirst) cancelRefundSeats(state, order, body.ticketNos, by, now);
  const quote = refundQuote(state, order, body.ticketNos, body.kind, now, options);
  const [notCancelled] = quote.seatsToCancel;
  if (notCancelled) throw refuse('SCATTERED_SEAT_NOT_CANCELLED', { ticketNo: notCancelled });
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') throw invalidParam('请填写退票原因');
  if (reason.length > TEAM_REFUND.reasonMaxLength) throw invalidParam(`退票原因不能超过${TEAM_REFUND.reasonMaxLength}个字`);
  const files = requireFiles(state, order.ownerAccountId, body.fileIds, '证明材料');
  if (!options.airlineCause) {
    if (quote.kind === 'INVOLUNTARY' && files.length === 0) throw refuse('REFUND_FILE_REQUIRED');
    if (body.expectedAmount !== quote.amount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(quote.amount) });
  }
  const refundId = mintNo(state.orderSequences, policy.prefix, policy.digits, policy.sequenceStart);
  const detail = `${quote.kind === 'VOLUNTARY' ? '自愿' : '非自愿'}退票${quote.tickets.length}张，退票费${formatFen(quote.fee)}，应退${formatFen(quote.amount)}`;
  const record: RefundRecord = {
    refundId,
    orderNo: order.orderNo,
    orderKind: order.kind,
    groupName: order.groupName,
    pnr: order.pnr,
    kind: quote.kind,
    tickets: quote.tickets,
    feeRate: quote.feeRate,
    fee: quote.fee,
    amount: quote.amount,
    reason,
    files: files.map(({ fileId, name, size }) => ({ fileId, name, size })),
    reviewState: 'WAITING',
    reviewAt: now + policy.reviewMs,
    applyTime: toGatewayIso(now),
    appliedBy: by,
    timeline: [entry(now, 'APPLY', `${detail}；原因：${reason}`, by)],
    ownerAccountId: order.ownerAccountId,
  };
  for (const file of files) file.reviewId = refundId;
  state.refunds.push(record);
  order.log.push(logEntry(now, 'REFUND_APPLY', `申请退票（${refundId}）：${detail}`, by));
  return record;
}

/** The reviewer's decision: approve, reject with a reason, or ask the agent for a supplementary file. */
export type RefundDecision = { approve: true } | { reject: string } | { askFiles: string };

/** The application by its number in any state, or the kind's NOT_FOUND refusal. */
function requireRefund(state: Drafted, refundId: string): Draft<RefundRecord> {
  const refund = state.refunds.find((candidate) => candidate.refundId === refundId);
  if (!refund) throw refuse('TEAM_REFUND_NOT_FOUND', { reviewId: refundId });
  return refund;
}

function requireReview(refund: Draft<RefundRecord>, allowed: readonly RefundReview[], action: string): void {
  if (allowed.includes(refund.reviewState)) return;
  const policy = refundPolicyOf({ kind: refund.orderKind });
  throw refuse(policy.stateForbids, { status: RefundReview.label(refund.reviewState), action });
}

/**
 * The airline's answer to an open application. Approved: the tickets are refunded (seats given back where
 * the kind did not cancel them first), the order's `refundedAmount` grows and REFUND is logged — the money
 * refund opens at this instant and arrives later; the order is REFUND once every ticket is. Rejected:
 * nothing changes. More files asked: the review waits on the agent's supplement.
 */
export function reviewRefund(state: Drafted, refundId: string, decision: RefundDecision, at: number, by = SYSTEM_ACTOR): RefundRecord {
  const refund = requireRefund(state, refundId);
  const order = mustFind(state.orders, (candidate) => candidate.orderNo === refund.orderNo, 'order');
  if ('askFiles' in decision) {
    requireReview(refund, ['WAITING'], '要求补充材料');
    refund.reviewState = 'MORE_FILES';
    refund.reviewAt = null;
    refund.supplementAsk = decision.askFiles.trim() || SCATTERED.supplementAsk;
    refund.timeline.push(entry(at, 'SUPPLEMENT_ASK', `审核需补充材料：${refund.supplementAsk}`, by));
    order.log.push(logEntry(at, 'REFUND_SUPPLEMENT_ASK', `退票申请${refundId}需补充材料`, by));
    return refund;
  }
  requireReview(refund, ['WAITING', 'MORE_FILES'], 'approve' in decision ? '审核通过' : '驳回');
  refund.reviewAt = null;
  refund.reviewTime = toGatewayIso(at);
  delete refund.supplementAsk;
  if ('reject' in decision) {
    refund.reviewState = 'REJECTED';
    refund.failReason = decision.reject.trim() || '不符合退票条件';
    refund.timeline.push(entry(at, 'REJECT', `审核未通过：${refund.failReason}`, by));
    order.log.push(logEntry(at, 'REFUND_REJECT', `退票申请${refundId}未通过：${refund.failReason}`, by));
    return refund;
  }
  refund.reviewState = 'APPROVED';
  // A whole aircraft (a charter's) is not given back ticket by ticket: it goes back with the order's close.
  const seatsBack = !refundPolicyOf(order).cancelsSeatsFirst && order.seatKind.kind !== 'aircraft';
  for (const line of refund.tickets) {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === line.ticketNo);
    if (ticket) ticket.status = 'REFUNDED';
    const segment = order.segments.find((candidate) => candidate.segmentNo === line.segmentNo);
    if (seatsBack && segment && departureMs(segment) > at)
      releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], 1, order.seatKind);
  }
  order.refundedAmount += refund.amount;
  settleTicketStatus(state, order, at);
  refund.timeline.push(entry(at, 'APPROVE', `审核通过，应退${formatFen(refund.amount)}原路退回`, by));
  order.log.push(
    logEntry(
      at,
      'REFUND',
      `退票${refund.tickets.length}张（${refundId}）：退款${formatFen(refund.amount)}，退票费${formatFen(refund.fee)}`,
      by,
    ),
  );
  return refund;
}

/** The files the reviewer asked for: the review resumes on the airline's clock. */
export function supplementRefund(state: Drafted, refund: Draft<RefundRecord>, fileIds: unknown, by: string, now: number): void {
  requireReview(refund, ['MORE_FILES'], '补充材料');
  const files = requireFiles(state, refund.ownerAccountId, fileIds, '补充材料');
  if (files.length === 0) throw invalidParam('请上传补充材料');
  for (const file of files) file.reviewId = refund.refundId;
  refund.files.push(...files.map(({ fileId, name, size }) => ({ fileId, name, size })));
  refund.reviewState = 'WAITING';
  refund.reviewAt = now + refundPolicyOf({ kind: refund.orderKind }).reviewMs;
  delete refund.supplementAsk;
  refund.timeline.push(entry(now, 'SUPPLEMENT', `补充材料${files.map((file) => file.name).join('、')}`, by));
  state.orders
    .find((order) => order.orderNo === refund.orderNo)
    ?.log.push(logEntry(now, 'REFUND_SUPPLEMENT', `退票申请${refund.refundId}补充材料${files.length}个`, by));
}

/** The applicant withdraws an application the airline has not answered yet: its tickets are free again. */
export function withdrawRefund(state: Drafted, refund: Draft<RefundRecord>, by: string, at: number): void {
  requireReview(refund, ['WAITING', 'MORE_FILES'], '撤回');
  refund.reviewState = 'WITHDRAWN';
  refund.reviewAt = null;
  refund.failReason = '申请人已撤回';
  refund.reviewTime = toGatewayIso(at);
  delete refund.supplementAsk;
  refund.timeline.push(entry(at, 'WITHDRAW', '申请人撤回退票申请', by));
  state.orders
    .find((candidate) => candidate.orderNo === refund.orderNo)
    ?.log.push(logEntry(at, 'REFUND_WITHDRAW', `撤回退票申请${refund.refundId}`, by));
}

/** The airline's own review at `reviewAt`: an involuntary refund of a kind that asks is first asked for a file; otherwise approved. */
function reviewOnTheClock(state: Drafted, refundId: string, at: number): void {
  const refund = requireRefund(state, refundId);
  const asks =
    refundPolicyOf({ kind: refund.orderKind }).asksForMoreFiles &&
    refund.kind === 'INVOLUNTARY' &&
    !refund.timeline.some((step) => step.action === 'SUPPLEMENT_ASK');
  reviewRefund(state, refundId, asks ? { askFiles: SCATTERED.supplementAsk } : { approve: true }, at);
}

/** The settle step: an application waiting for the airline is answered at its review time. */
export const refundReviewDue: DueTransitions<SimulatorState> = (state, now) =>
  state.refunds
    .filter((refund) => refund.reviewState === 'WAITING' && refund.reviewAt !== null && refund.reviewAt <= now)
    .map((refund) => ({
      dueAt: refund.reviewAt!,
      entity: 'refundReview',
      key: refund.refundId,
      apply(draft: Drafted) {
        reviewOnTheClock(draft, refund.refundId, refund.reviewAt!);
      },
    }));

// ---- The money ----

/** The money refunds an approved application made: the order's refunds opened at its approval. */
export function moneyOf(state: AnyState, refund: RefundRecord): RefundMoney[] {
  if (refund.reviewState !== 'APPROVED') return [];
  return state.paymentRefunds
    .filter((money) => money.orderNo === refund.orderNo && money.source === 'ORDER' && money.applyTime === refund.reviewTime)
    .map((money) => ({
      refundNo: money.refundNo,
      method: money.method,
      amount: money.amount,
      state: money.state,
      ...(money.finishTime ? { finishTime: money.finishTime } : {}),
    }));
}

/** APPROVED: where its money stands (on its way until every money refund arrived; failed if one failed) and when it arrived. */
export function moneyStateOf(
  state: AnyState,
  refund: RefundRecord,
): { moneyState?: RefundState; finishTime?: string; money: RefundMoney[] } {
  if (refund.reviewState !== 'APPROVED') return { money: [] };
  const money = moneyOf(state, refund);
  if (money.some((line) => line.state === 'REFUND_FAILED')) return { moneyState: 'REFUND_FAILED', money };
  if (money.length === 0 || money.some((line) => line.state !== 'HAVE_REFUND')) return { moneyState: 'WAITING_REFUND', money };
  const finishTime = money
    .flatMap((line) => (line.finishTime === undefined ? [] : [line.finishTime]))
    .sort()
    .at(-1);
  return { moneyState: 'HAVE_REFUND', finishTime, money };
}

/** APPROVED, money on its way: when it is expected back (its money refunds' settle time, else the payment side's usual time after approval). */
function moneyExpectedAt(state: AnyState, refund: RefundRecord): number {
  const approved = Date.parse(refund.reviewTime!);
  const settles = state.paymentRefunds
    .filter(
      (money) =>
        money.orderNo === refund.orderNo &&
        money.source === 'ORDER' &&
        money.applyTime === refund.reviewTime &&
        money.state === 'WAITING_REFUND',
    )
    .map((money) => money.settleAt);
  return settles.length > 0 ? Math.max(...settles) : approved + PAYMENT.refundMs;
}

/** Where the application stands (the lists' tabs). */
export const stageOf = (state: AnyState, refund: RefundRecord): RefundStage =>
  refundStageOf(refund.reviewState, moneyStateOf(state, refund).moneyState);

/** The method the order was paid by (its latest successful payment): where a refund of it goes back. */
function refundMethodOf(state: AnyState, orderNo: string): PayMethod | null {
  const paid = state.payments.filter((payment) => payment.orderNo === orderNo && payment.status === 'SUCCESS' && !payment.repeated);
  return paid.at(-1)?.method ?? null;
}

// ---- Reading ----

/** The owner's applications of one kind of order (a menu's list) matching the filter, latest first; the stage is filtered by the caller. */
export function refundApplicationsOf(
  state: AnyState,
  ownerAccountId: string,
  orderKind: OrderKind,
  filter: RefundQuery & { refundId?: string },
): RefundRecord[] {
  const passenger = filter.passengerName?.trim();
  return state.refunds
    .filter((refund) => {
      if (refund.ownerAccountId !== ownerAccountId || refund.orderKind !== orderKind) return false;
      if (filter.refundId && !refund.refundId.includes(filter.refundId)) return false;
      if (filter.orderNo && !refund.orderNo.includes(filter.orderNo)) return false;
      if (filter.ticketNo && !refund.tickets.some((line) => line.ticketNo.includes(filter.ticketNo!))) return false;
      if (passenger && !refund.tickets.some((line) => line.passengerName.includes(passenger))) return false;
      const day = refund.applyTime.slice(0, 10);
      if (filter.applyDateStart && day < filter.applyDateStart) return false;
      if (filter.applyDateEnd && day > filter.applyDateEnd) return false;
      return true;
    })
    .sort((a, b) => Date.parse(b.applyTime) - Date.parse(a.applyTime) || b.refundId.localeCompare(a.refundId));
}

/** The owner's application of the kind, or the kind's NOT_FOUND — also for another agency's (nothing leaks). */
export function findOwnRefund<S extends AnyState>(
  state: S,
  ownerAccountId: string,
  orderKind: OrderKind,
  refundId: unknown,
): S['refunds'][number] {
  const refund = state.refunds.find(
    (candidate) => candidate.refundId === refundId && candidate.ownerAccountId === ownerAccountId && candidate.orderKind === orderKind,
  );
  const policy = refundPolicyOf({ kind: orderKind });
  if (!refund) throw refuse(policy.notFound, { [policy.idName]: String(refundId) });
  return refund;
}

export function toRefundSummary(state: AnyState, record: RefundRecord): RefundSummary {
  const { moneyState, finishTime } = moneyStateOf(state, record);
  return {
    refundId: record.refundId,
    orderNo: record.orderNo,
    groupName: record.groupName,
    pnr: record.pnr,
    kind: record.kind,
    passengerNames: [...new Set(record.tickets.map((line) => line.passengerName))],
    ticketCount: record.tickets.length,
    fee: record.fee,
    amount: record.amount,
    reviewState: record.reviewState,
    ...(moneyState ? { moneyState } : {}),
    stage: refundStageOf(record.reviewState, moneyState),
    applyTime: record.applyTime,
    appliedBy: record.appliedBy,
    ...(record.reviewTime ? { reviewTime: record.reviewTime } : {}),
    ...(finishTime ? { finishTime } : {}),
    ...(record.failReason ? { failReason: record.failReason } : {}),
  };
}

/** The application's page: its tickets, files, timeline (with the money's arrival), where the money goes and what it allows now. */
export function toRefundDetail(state: AnyState, record: RefundRecord): RefundDetail {
  const { money, moneyState } = moneyStateOf(state, record);
  const files = state.refundFiles;
  const arrivals = money.flatMap((line): RefundTimelineEntry[] =>
    line.state === 'HAVE_REFUND' && line.finishTime
      ? [{ at: line.finishTime, action: 'MONEY_BACK', detail: `退款单${line.refundNo}：${formatFen(line.amount)}已退回`, by: SYSTEM_ACTOR }]
      : line.state === 'REFUND_FAILED'
        ? [
            {
              at: line.finishTime ?? record.reviewTime!,
              action: 'MONEY_FAILED',
              detail: `退款单${line.refundNo}：${formatFen(line.amount)}退款失败`,
              by: SYSTEM_ACTOR,
            },
          ]
        : [],
  );
  return {
    ...toRefundSummary(state, record),
    tickets: record.tickets,
    feeRate: record.feeRate,
    reason: record.reason,
    files: record.files.map((file) => ({ ...file, url: files.find((candidate) => candidate.fileId === file.fileId)?.dataUrl })),
    ...(record.supplementAsk ? { supplementAsk: record.supplementAsk } : {}),
    timeline: [...record.timeline, ...arrivals],
    refundTo: refundMethodOf(state, record.orderNo),
    money,
    allowedActions: [
      ...(isOpen(record) ? (['WITHDRAW'] as const) : []),
      ...(record.reviewState === 'MORE_FILES' ? (['SUPPLEMENT'] as const) : []),
    ],
    ...(record.reviewState === 'WAITING' && record.reviewAt !== null ? { reviewBy: toGatewayIso(record.reviewAt) } : {}),
    ...(moneyState === 'WAITING_REFUND' ? { moneyBy: toGatewayIso(moneyExpectedAt(state, record)) } : {}),
  };
}
