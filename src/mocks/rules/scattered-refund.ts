import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import type { RefundKind } from '@/domain/refund';
import { RefundState } from '@/domain/refund';
import type {
  RefundFile,
  RefundMoney,
  ScatteredRefundDetail,
  ScatteredRefundQuery,
  ScatteredRefundQuote,
  ScatteredRefundSummary,
  ScatteredRefundTimelineEntry,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../refusal';
import type { AnyState, SimulatorState } from '../state';
import { toGatewayIso } from '../time-format';
import { DAY, SCATTERED, TEAM_REFUND } from './figures';
import { releaseSeats } from './inventory';
import { logEntry, SYSTEM_ACTOR, type DueTransitions } from './log';
import { departureMs, type OrderRecord } from './order';
import { requireAllowed } from './order-actions';
import { policyOf } from './order-kinds';
import { mintNo } from './numbers';
import { pendingExchanges } from './scattered';
import type { RefundFileRecord } from './team-refund';

/**
 * Scattered refunds (domain.md "Refunds": the fee from the fare rule, shown before the agent applies;
 * seats cancelled before refund where the ticket is unused). The agent chooses tickets of the order →
 * the fee (`scatteredRefundQuote`: the class's refund share of each ticket's fare before or after its
 * departure, taxes back in full; an error refund free) → the unused tickets' seats are cancelled in the
 * PNR (`cancelRefundSeats`, seats back to the class) → the application (退票单, WAITING_REFUND). The
 * airline reviews on its clock: a voluntary refund is approved; an error refund's reviewer first asks
 * for a supplementary file, and approves once it is uploaded. Approved, the tickets are REFUNDED, the
 * money goes back to the order's payment method (the payment settle step reads `refundedAmount` and the
 * REFUND log entry) and the order is REFUND once every ticket is.
 */

export interface ScatteredRefundRecord extends Omit<ScatteredRefundDetail, 'money' | 'allowedActions' | 'reviewBy' | 'supplementAsked'> {
  ownerAccountId: string;
  /** WAITING_REFUND: when the airline answers by itself; null while it waits on the agent's supplementary file. */
  reviewAt: number | null;
}

const daysBefore = (order: OrderRecord, segmentNo: number, at: number): number => {
  const segment = order.segments.find((candidate) => candidate.segmentNo === segmentNo) ?? order.segments[0]!;
  return Math.floor((departureMs(segment) - at) / DAY);
};

const toYuan = (fen: number): number => Math.round(fen / 100) * 100;

/** Tickets of the order a waiting scattered refund holds, with its number. */
export function scatteredRefundHolds(state: AnyState, orderNo: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const refund of state.scatteredRefunds as readonly ScatteredRefundRecord[]) {
    if (refund.orderNo === orderNo && refund.state === 'WAITING_REFUND') for (const line of refund.tickets) held.set(line.ticketNo, refund.rfdReqSeq);
  }
  return held;
}

function requireTicketNos(ticketNos: unknown): string[] {
  if (!Array.isArray(ticketNos) || ticketNos.length === 0 || ticketNos.some((ticketNo) => typeof ticketNo !== 'string')) throw invalidParam('请选择要退的客票');
  return [...new Set(ticketNos as string[])];
}

/** The order's ticket by number, unless it cannot be refunded now (used, refunded, exchanged, held, not this order's). */
function refundableTicket(state: AnyState, order: OrderRecord, ticketNo: string) {
  const ticket = order.tickets.find((candidate) => candidate.ticketNo === ticketNo);
  if (!ticket) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: '不是本订单的客票' });
  if (ticket.status !== 'OPEN_FOR_USE') throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: `客票状态为${TicketStatus.label(ticket.status)}` });
  if (scatteredRefundHolds(state, order.orderNo).has(ticketNo)) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: '已有待审核的退票申请' });
  const change = pendingExchanges(state, order.orderNo).get(ticketNo);
  if (change) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: `已有改期订单${change}待完成` });
  return ticket;
}

/** What refunding the tickets would be now: each ticket's fee by its fare rule, and the seats still to cancel. */
export function scatteredRefundQuote(state: AnyState, order: OrderRecord, ticketNos: unknown, kind: unknown, now: number): ScatteredRefundQuote {
  if (kind !== 'VOLUNTARY' && kind !== 'INVOLUNTARY') throw invalidParam('退票类型须为自愿或非自愿');
  const numbers = requireTicketNos(ticketNos);
  requireAllowed(order, 'REFUND', now);
  const rate = (segmentNo: number) => (kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, daysBefore(order, segmentNo, now)));
  const lines = numbers.map((ticketNo) => {
    const ticket = refundableTicket(state, order, ticketNo);
    const fee = toYuan(ticket.fare * rate(ticket.segmentNo));
    return {
      ticketNo,
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
      seatCancelled: ticket.seatCancelled === true,
      unflown: daysBefore(order, ticket.segmentNo, now) >= 0 && departureMs(order.segments.find((segment) => segment.segmentNo === ticket.segmentNo)!) > now,
    };
  });
  const first = Math.min(...lines.map((line) => daysBefore(order, line.segmentNo, now)));
  return {
    orderNo: order.orderNo,
    kind,
    tickets: lines.map(({ seatCancelled: _cancelled, unflown: _unflown, ...line }) => line),
    feeRate: kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, first),
    fee: lines.reduce((sum, line) => sum + line.fee, 0),
    amount: lines.reduce((sum, line) => sum + line.refund, 0),
    daysBefore: first,
    seatsToCancel: lines.filter((line) => line.unflown && !line.seatCancelled).map((line) => line.ticketNo),
  };
}

/** Seat cancel before refund: the unused tickets' seats leave the PNR and go back to the class. */
export function cancelRefundSeats(state: Draft<SimulatorState>, order: Draft<OrderRecord>, ticketNos: unknown, by: string, now: number): string[] {
  requireAllowed(order as OrderRecord, 'REFUND', now);
  const cancelled: string[] = [];
  for (const ticketNo of requireTicketNos(ticketNos)) {
    refundableTicket(state, order as OrderRecord, ticketNo);
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === ticketNo)!;
    const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo)!;
    if (ticket.seatCancelled || departureMs(segment) <= now) continue;
    ticket.seatCancelled = true;
    if (ticket.passengerType !== 'INF') releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], 1, order.seatKind);
    cancelled.push(ticketNo);
  }
  if (cancelled.length > 0) order.log.push(logEntry(now, 'SEAT_CANCEL', `退票前取消座位：客票${cancelled.join('、')}`, by));
  return cancelled;
}

function requireFiles(state: Draft<SimulatorState>, ownerAccountId: string, fileIds: unknown, label: string): Draft<RefundFileRecord>[] {
  if (fileIds === undefined) return [];
  if (!Array.isArray(fileIds)) throw invalidParam(`${label}格式不正确`);
  if (fileIds.length > TEAM_REFUND.maxFiles) throw invalidParam(`${label}最多${TEAM_REFUND.maxFiles}个`);
  return [...new Set(fileIds)].map((fileId) => {
    const file = state.refundFiles.find((candidate) => candidate.fileId === fileId && candidate.ownerAccountId === ownerAccountId && !candidate.reviewId);
    if (!file) throw invalidParam(`${label}不存在或已被其他申请使用，请重新上传`);
    return file;
  });
}

export interface ScatteredRefundApplication {
  ticketNos: unknown;
  reason: unknown;
  fileIds?: unknown;
  expectedAmount: unknown;
}

/**
 * Applies as quoted: every unused ticket's seat must have been cancelled first (SCATTERED_SEAT_NOT_CANCELLED),
 * an error refund needs a supporting file, and the amount back must be the one the agent saw.
 */
export function applyScatteredRefund(state: Draft<SimulatorState>, order: Draft<OrderRecord>, kind: RefundKind, body: ScatteredRefundApplication, by: string, now: number): ScatteredRefundRecord {
  const quote = scatteredRefundQuote(state, order as OrderRecord, body.ticketNos, kind, now);
  const [notCancelled] = quote.seatsToCancel;
  if (notCancelled) throw refuse('SCATTERED_SEAT_NOT_CANCELLED', { ticketNo: notCancelled });
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') throw invalidParam('请填写退票原因');
  if (reason.length > TEAM_REFUND.reasonMaxLength) throw invalidParam(`退票原因不能超过${TEAM_REFUND.reasonMaxLength}个字`);
  const files = requireFiles(state, order.ownerAccountId, body.fileIds, '证明材料');
  if (kind === 'INVOLUNTARY' && files.length === 0) throw refuse('REFUND_FILE_REQUIRED');
  if (body.expectedAmount !== quote.amount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(quote.amount) });
  const rfdReqSeq = mintNo(state.orderSequences, SCATTERED.refundPrefix, SCATTERED.refundDigits, SCATTERED.refundSequenceStart);
  const applyTime = toGatewayIso(now);
  const detail = `${kind === 'VOLUNTARY' ? '自愿' : '非自愿'}退票${quote.tickets.length}张，退票费${formatFen(quote.fee)}，应退${formatFen(quote.amount)}`;
  const record: ScatteredRefundRecord = {
    rfdReqSeq,
    orderNo: order.orderNo,
    pnr: order.pnr,
    kind,
    passengerNames: [...new Set(quote.tickets.map((line) => line.passengerName))],
    ticketCount: quote.tickets.length,
    tickets: quote.tickets,
    feeRate: quote.feeRate,
    fee: quote.fee,
    amount: quote.amount,
    state: 'WAITING_REFUND',
    applyTime,
    appliedBy: by,
    reason,
    files: files.map(({ fileId, name, size }) => ({ fileId, name, size })),
    timeline: [{ at: applyTime, action: 'APPLY', detail: `${detail}；原因：${reason}`, by }],
    ownerAccountId: order.ownerAccountId,
    reviewAt: now + SCATTERED.reviewMs,
  };
  for (const file of files) file.reviewId = rfdReqSeq;
  state.scatteredRefunds.push(record);
  order.log.push(logEntry(now, 'REFUND_APPLY', `申请退票（${rfdReqSeq}）：${detail}`, by));
  return state.scatteredRefunds.at(-1)! as ScatteredRefundRecord;
}

export function findOwnScatteredRefund<S extends AnyState>(state: S, ownerAccountId: string, rfdReqSeq: unknown): S['scatteredRefunds'][number] {
  const refund = (state.scatteredRefunds as readonly ScatteredRefundRecord[]).find((candidate) => candidate.rfdReqSeq === rfdReqSeq && candidate.ownerAccountId === ownerAccountId);
  if (!refund) throw refuse('SCATTERED_REFUND_NOT_FOUND', { rfdReqSeq: String(rfdReqSeq) });
  return refund as S['scatteredRefunds'][number];
}

const supplementAsked = (refund: Pick<ScatteredRefundRecord, 'state' | 'reviewAt'>) => refund.state === 'WAITING_REFUND' && refund.reviewAt === null;

/** The supplementary file the reviewer asked for: the review resumes on the airline's clock. */
export function supplementScatteredRefund(state: Draft<SimulatorState>, refund: Draft<ScatteredRefundRecord>, fileIds: unknown, by: string, now: number): void {
  if (!supplementAsked(refund)) throw refuse('SCATTERED_REFUND_STATE_FORBIDS', { status: RefundState.label(refund.state), action: '补充材料' });
  const files = requireFiles(state, refund.ownerAccountId, fileIds, '补充材料');
  if (files.length === 0) throw invalidParam('请上传补充材料');
  for (const file of files) file.reviewId = refund.rfdReqSeq;
  refund.files.push(...files.map(({ fileId, name, size }) => ({ fileId, name, size })));
  refund.reviewAt = now + SCATTERED.reviewMs;
  delete refund.supplementAsk;
  refund.timeline.push({ at: toGatewayIso(now), action: 'SUPPLEMENT', detail: `补充材料${files.map((file) => file.name).join('、')}`, by });
  state.orders.find((order) => order.orderNo === refund.orderNo)?.log.push(logEntry(now, 'REFUND_SUPPLEMENT', `退票单${refund.rfdReqSeq}补充材料${files.length}个`, by));
}

/** The airline's review at `reviewAt`: an error refund not yet supplemented is asked for a file; otherwise approved. */
export function reviewScatteredRefund(state: Draft<SimulatorState>, refund: Draft<ScatteredRefundRecord>, at: number): void {
  const order = state.orders.find((candidate) => candidate.orderNo === refund.orderNo)!;
  const entry = (action: ScatteredRefundTimelineEntry['action'], detail: string) => refund.timeline.push({ at: toGatewayIso(at), action, detail, by: SYSTEM_ACTOR });
  if (refund.kind === 'INVOLUNTARY' && !refund.timeline.some((step) => step.action === 'SUPPLEMENT_ASK')) {
    refund.reviewAt = null;
    refund.supplementAsk = SCATTERED.supplementAsk;
    entry('SUPPLEMENT_ASK', `审核需补充材料：${SCATTERED.supplementAsk}`);
    order.log.push(logEntry(at, 'REFUND_SUPPLEMENT_ASK', `退票单${refund.rfdReqSeq}需补充材料`));
    return;
  }
  approveScatteredRefund(state, refund, at);
}

/** The refund approved: its tickets refunded, the money owed back on the order (the payment settle step returns it). */
export function approveScatteredRefund(state: Draft<SimulatorState>, refund: Draft<ScatteredRefundRecord>, at: number, by: string = SYSTEM_ACTOR): void {
  const order = state.orders.find((candidate) => candidate.orderNo === refund.orderNo)!;
  refund.state = 'HAVE_REFUND';
  refund.reviewAt = null;
  refund.finishTime = toGatewayIso(at);
  for (const line of refund.tickets) {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === line.ticketNo);
    if (ticket) ticket.status = 'REFUNDED';
  }
  order.refundedAmount += refund.amount;
  if (order.tickets.length > 0 && order.tickets.every((ticket) => ticket.status === 'REFUNDED')) order.status = 'REFUND';
  refund.timeline.push({ at: toGatewayIso(at), action: 'APPROVE', detail: `审核通过，退款${formatFen(refund.amount)}原路退回`, by });
  order.log.push(logEntry(at, 'REFUND', `退票${refund.tickets.length}张（${refund.rfdReqSeq}）：退款${formatFen(refund.amount)}，退票费${formatFen(refund.fee)}`, by));
}

/** The settle step: a waiting refund whose review time has come. */
export const scatteredRefundDue: DueTransitions<SimulatorState> = (state, now) =>
  (state.scatteredRefunds as readonly ScatteredRefundRecord[]).flatMap((refund, index) =>
    refund.state === 'WAITING_REFUND' && refund.reviewAt !== null && refund.reviewAt <= now
      ? [
          {
            dueAt: refund.reviewAt,
            entity: 'scatteredRefund',
            key: refund.rfdReqSeq,
            apply(draft: Draft<SimulatorState>) {
              reviewScatteredRefund(draft, draft.scatteredRefunds[index]!, refund.reviewAt!);
            },
          },
        ]
      : [],
  );

export function scatteredRefundsOf(state: AnyState, ownerAccountId: string, filter: ScatteredRefundQuery): ScatteredRefundRecord[] {
  const passenger = filter.passengerName?.trim();
  return (state.scatteredRefunds as readonly ScatteredRefundRecord[])
    .filter((refund) => {
      if (refund.ownerAccountId !== ownerAccountId) return false;
      if (filter.rfdReqSeq && !refund.rfdReqSeq.includes(filter.rfdReqSeq)) return false;
      if (filter.orderNo && !refund.orderNo.includes(filter.orderNo)) return false;
      if (filter.ticketNo && !refund.tickets.some((line) => line.ticketNo.includes(filter.ticketNo!))) return false;
      if (passenger && !refund.passengerNames.some((name) => name.includes(passenger))) return false;
      const day = refund.applyTime.slice(0, 10);
      if (filter.applyDateStart && day < filter.applyDateStart) return false;
      if (filter.applyDateEnd && day > filter.applyDateEnd) return false;
      return true;
    })
    .sort((a, b) => Date.parse(b.applyTime) - Date.parse(a.applyTime) || b.rfdReqSeq.localeCompare(a.rfdReqSeq));
}

export function toScatteredRefundSummary(record: ScatteredRefundRecord): ScatteredRefundSummary {
  return {
    rfdReqSeq: record.rfdReqSeq,
    orderNo: record.orderNo,
    pnr: record.pnr,
    kind: record.kind,
    passengerNames: record.passengerNames,
    ticketCount: record.ticketCount,
    fee: record.fee,
    amount: record.amount,
    state: record.state,
    supplementAsked: supplementAsked(record),
    applyTime: record.applyTime,
    appliedBy: record.appliedBy,
    ...(record.finishTime ? { finishTime: record.finishTime } : {}),
  };
}

export function toScatteredRefundDetail(state: AnyState, record: ScatteredRefundRecord): ScatteredRefundDetail {
  const { ownerAccountId: _owner, reviewAt, ...rest } = record;
  const money: RefundMoney[] =
    record.state === 'HAVE_REFUND'
      ? state.paymentRefunds
          .filter((refund) => refund.orderNo === record.orderNo && refund.source === 'ORDER' && refund.applyTime === record.finishTime)
          .map((refund) => ({ refundNo: refund.refundNo, method: refund.method, amount: refund.amount, state: refund.state, ...(refund.finishTime ? { finishTime: refund.finishTime } : {}) }))
      : [];
  const files = state.refundFiles as readonly RefundFileRecord[];
  return {
    ...rest,
    supplementAsked: supplementAsked(record),
    files: record.files.map((file): RefundFile => ({ ...file, url: files.find((candidate) => candidate.fileId === file.fileId)?.dataUrl })),
    money,
    allowedActions: supplementAsked(record) ? ['SUPPLEMENT'] : [],
    ...(record.state === 'WAITING_REFUND' && reviewAt !== null ? { reviewBy: toGatewayIso(reviewAt) } : {}),
  };
}
