import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import { RefundState } from '@/domain/refund';
import type {
  RefundFile,
  RefundMoney,
  RefundQuote,
  RefundTicketLine,
  TeamRefund,
  TeamRefundDetail,
  TeamRefundQuery,
  TeamRefundSummary,
} from '@/lib/gateway/endpoints/refund';
import type { PayMethod } from '@/domain/payment';
import { invalidParam, refuse } from '../refusal';
import type { AnyState, SimulatorState } from '../state';
import { toGatewayIso } from '../time-format';
import { DAY, TEAM_REFUND } from './figures';
import { releaseSeats } from './inventory';
import { logEntry, SYSTEM_ACTOR, type DueTransitions } from './log';
import { departureMs, type OrderRecord } from './order';
import { allowedActions, requireAllowed } from './order-actions';
import { policyOf } from './order-kinds';
import { mintNo } from './numbers';

/**
 * Team refunds (domain.md "Refunds"): the agent chooses tickets of a ticketed order; a voluntary refund
 * keeps the fare rule's fee (a share of the fare by days before departure; taxes go back in full), an
 * involuntary one (schedule change, airline cause) is free but needs a supporting file. The quote the
 * agent sees first ("refund advance") is the same function the application uses. The airline reviews
 * on its clock: approved (HAVE_REFUND) the tickets are refunded, their seats given back, the money goes
 * back to the order's payment method (the payment settle step, from `refundedAmount` and the REFUND log
 * entry), and the order is REFUND once every ticket is; rejected or withdrawn, nothing changes.
 */

export interface TeamRefundRecord extends TeamRefund {
  ownerAccountId: string;
  /** WAITING_REFUND: when the airline answers by itself (the settle step). */
  reviewAt: number;
}

/** A supporting file: uploaded first (compressed on the agent's side), then named by an application. */
export interface RefundFileRecord extends RefundFile {
  ownerAccountId: string;
  /** The compressed image as a data URL (shown on the application's page). */
  dataUrl: string;
  uploadTime: string;
  /** The application that holds it; a file without one may still be deleted. */
  reviewId?: string;
}

const FILE_PREFIX = 'RF';
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** Holds an uploaded file for the owner's next application. */
export function uploadRefundFile(state: Draft<SimulatorState>, ownerAccountId: string, name: unknown, dataUrl: unknown, now: number): RefundFile {
  const fileName = typeof name === 'string' ? name.trim() : '';
  if (fileName === '' || fileName.length > 100) throw invalidParam('文件名不能为空，且不超过100个字');
  if (typeof dataUrl !== 'string' || !DATA_URL.test(dataUrl)) throw invalidParam('证明材料须为图片（JPG、PNG）');
  const size = Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
  if (size > TEAM_REFUND.fileMaxBytes) throw invalidParam(`证明材料压缩后不能超过${TEAM_REFUND.fileMaxBytes / 1024 / 1024}MB`);
  const file: RefundFileRecord = {
    fileId: mintNo(state.orderSequences, FILE_PREFIX, REVIEW_DIGITS, REVIEW_START),
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
export function deleteRefundFile(state: Draft<SimulatorState>, ownerAccountId: string, fileId: unknown): void {
  const index = state.refundFiles.findIndex((file) => file.fileId === fileId && file.ownerAccountId === ownerAccountId);
  if (index < 0) throw invalidParam('证明材料不存在或已删除');
  if (state.refundFiles[index]!.reviewId) throw invalidParam('该证明材料已随退票申请提交，不能删除');
  state.refundFiles.splice(index, 1);
}

const REVIEW_PREFIX = 'TR';
const REVIEW_DIGITS = 8;
const REVIEW_START = 10_000_000;

/** Whole days from `at` to the departure of the ticket's segment (negative once departed). */
const daysBefore = (order: OrderRecord, segmentNo: number, at: number): number => {
  const segment = order.segments.find((candidate) => candidate.segmentNo === segmentNo) ?? order.segments[0]!;
  return Math.floor((departureMs(segment) - at) / DAY);
};

/** Fen, rounded to the yuan as the airline charges fees. */
const toYuan = (fen: number): number => Math.round(fen / 100) * 100;

/** Tickets of the order that a waiting application already holds, with the application's number. */
export function heldByApplication(state: AnyState, orderNo: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const refund of state.teamRefunds as TeamRefundRecord[]) {
    if (refund.orderNo === orderNo && refund.state === 'WAITING_REFUND') for (const line of refund.tickets) held.set(line.ticketNo, refund.reviewId);
  }
  return held;
}

/** Why the ticket cannot be refunded now (used, refunded, held by a waiting application, departed), or null. */
function whyNotRefundable(order: OrderRecord, ticket: OrderRecord['tickets'][number], held: ReadonlyMap<string, string>, now: number): string | null {
  if (ticket.status !== 'OPEN_FOR_USE') return `客票状态为${TicketStatus.label(ticket.status)}`;
  if (held.has(ticket.ticketNo)) return '已有待审核的退票申请';
  const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo) ?? order.segments[0]!;
  return departureMs(segment) <= now ? '航班已起飞' : null;
}

/** The order's tickets a refund application may take now: the ticket list marks them (`refundable`). */
export function refundableTicketNos(state: AnyState, order: OrderRecord, now: number): Set<string> {
  if (!allowedActions(order, now).includes('REFUND')) return new Set();
  const held = heldByApplication(state, order.orderNo);
  return new Set(order.tickets.filter((ticket) => whyNotRefundable(order, ticket, held, now) === null).map((ticket) => ticket.ticketNo));
}

/**
 * What refunding `ticketNos` of the order would be now: per ticket its fare, taxes, fee and refund.
 * Refuses tickets not in the order, not open for use (used, refunded, exchanged) or already applied for.
 */
export function refundQuote(state: AnyState, order: OrderRecord, ticketNos: unknown, kind: unknown, now: number): RefundQuote {
  if (kind !== 'VOLUNTARY' && kind !== 'INVOLUNTARY') throw invalidParam('退票类型须为自愿或非自愿');
  if (!Array.isArray(ticketNos) || ticketNos.length === 0 || ticketNos.some((ticketNo) => typeof ticketNo !== 'string')) {
    throw invalidParam('请选择要退的客票');
  }
  requireAllowed(order, 'REFUND', now);
  const held = heldByApplication(state, order.orderNo);
  const rate = (segmentNo: number) => (kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, daysBefore(order, segmentNo, now)));
  const lines: RefundTicketLine[] = [...new Set(ticketNos as string[])].map((ticketNo) => {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === ticketNo);
    if (!ticket) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason: '不是本订单的客票' });
    const reason = whyNotRefundable(order, ticket, held, now);
    if (reason) throw refuse('TICKET_NOT_REFUNDABLE', { ticketNo, reason });
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
    };
  });
  const first = Math.min(...lines.map((line) => daysBefore(order, line.segmentNo, now)));
  return {
    orderNo: order.orderNo,
    kind,
    tickets: lines,
    feeRate: kind === 'INVOLUNTARY' ? 0 : policyOf(order).refundRate(order, first),
    fee: lines.reduce((sum, line) => sum + line.fee, 0),
    amount: lines.reduce((sum, line) => sum + line.refund, 0),
    daysBefore: first,
  };
}

export interface RefundApplication {
  ticketNos: unknown;
  kind: unknown;
  reason: unknown;
  /** Files uploaded beforehand by the owner and not yet part of an application. */
  fileIds?: unknown;
  /** The amount back the agent saw; a different one now is refused with the new figure. */
  expectedAmount: unknown;
}

function requireFiles(state: Draft<SimulatorState>, ownerAccountId: string, fileIds: unknown): Draft<RefundFileRecord>[] {
  if (fileIds === undefined) return [];
  if (!Array.isArray(fileIds)) throw invalidParam('证明材料格式不正确');
  if (fileIds.length > TEAM_REFUND.maxFiles) throw invalidParam(`证明材料最多${TEAM_REFUND.maxFiles}个`);
  return [...new Set(fileIds)].map((fileId) => {
    const file = state.refundFiles.find((candidate) => candidate.fileId === fileId && candidate.ownerAccountId === ownerAccountId && !candidate.reviewId);
    if (!file) throw invalidParam('证明材料不存在或已被其他申请使用，请重新上传');
    return file;
  });
}

/** Applies for a refund of the chosen tickets as quoted; WAITING_REFUND until the airline reviews it. */
export function applyTeamRefund(state: Draft<SimulatorState>, order: Draft<OrderRecord>, body: RefundApplication, by: string, now: number): TeamRefundRecord {
  const quote = refundQuote(state, order as OrderRecord, body.ticketNos, body.kind, now);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason === '') throw invalidParam('请填写退票原因');
  if (reason.length > TEAM_REFUND.reasonMaxLength) throw invalidParam(`退票原因不能超过${TEAM_REFUND.reasonMaxLength}个字`);
  const files = requireFiles(state, order.ownerAccountId, body.fileIds);
  if (quote.kind === 'INVOLUNTARY' && files.length === 0) throw refuse('REFUND_FILE_REQUIRED');
  if (body.expectedAmount !== quote.amount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(quote.amount) });
  const { daysBefore: _days, ...lines } = quote;
  const record: TeamRefundRecord = {
    ...lines,
    reviewId: mintNo(state.orderSequences, REVIEW_PREFIX, REVIEW_DIGITS, REVIEW_START),
    groupName: order.groupName,
    reason,
    files: files.map(({ fileId, name, size }) => ({ fileId, name, size })),
    state: 'WAITING_REFUND',
    applyTime: toGatewayIso(now),
    appliedBy: by,
    ownerAccountId: order.ownerAccountId,
    reviewAt: now + TEAM_REFUND.reviewMs,
    timeline: [],
  };
  const detail = `${quote.kind === 'VOLUNTARY' ? '自愿' : '非自愿'}退票${quote.tickets.length}张，退票费${formatFen(quote.fee)}，应退${formatFen(quote.amount)}`;
  for (const file of files) file.reviewId = record.reviewId;
  record.timeline.push({ at: record.applyTime, action: 'APPLY', detail: `${detail}；原因：${reason}`, by });
  state.teamRefunds.push(record);
  order.log.push(logEntry(now, 'REFUND_APPLY', `申请退票（${record.reviewId}）：${detail}`, by));
  return state.teamRefunds.at(-1)! as TeamRefundRecord;
}

/** The airline's answer: approved, the tickets are refunded and the money goes back; rejected, nothing changes. */
export function reviewTeamRefund(state: Draft<SimulatorState>, reviewId: string, approve: boolean, reason: string, at: number, by = SYSTEM_ACTOR): TeamRefundRecord {
  const refund = requireWaiting(state, reviewId, approve ? '审核通过' : '驳回');
  const order = state.orders.find((candidate) => candidate.orderNo === refund.orderNo)!;
  refund.finishTime = toGatewayIso(at);
  if (!approve) {
    refund.state = 'REFUND_FAILED';
    refund.failReason = reason || '不符合退票条件';
    refund.timeline.push({ at: refund.finishTime, action: 'REJECT', detail: `审核未通过：${refund.failReason}`, by });
    order.log.push(logEntry(at, 'REFUND_REJECT', `退票申请${reviewId}未通过：${refund.failReason}`, by));
    return refund;
  }
  refund.state = 'HAVE_REFUND';
  for (const line of refund.tickets) {
    const ticket = order.tickets.find((candidate) => candidate.ticketNo === line.ticketNo);
    if (ticket) ticket.status = 'REFUNDED';
    const segment = order.segments.find((candidate) => candidate.segmentNo === line.segmentNo);
    if (segment && departureMs(segment) > at) releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], 1, order.seatKind);
  }
  order.refundedAmount += refund.amount;
  if (order.tickets.length > 0 && order.tickets.every((ticket) => ticket.status === 'REFUNDED')) order.status = 'REFUND';
  refund.timeline.push({ at: refund.finishTime, action: 'APPROVE', detail: `审核通过，退款${formatFen(refund.amount)}原路退回`, by });
  order.log.push(logEntry(at, 'REFUND', `退票${refund.tickets.length}张（${reviewId}）：退款${formatFen(refund.amount)}，退票费${formatFen(refund.fee)}`, by));
  return refund;
}

/** The applicant withdraws an application the airline has not answered yet. */
export function withdrawTeamRefund(state: Draft<SimulatorState>, reviewId: string, by: string, at: number): TeamRefundRecord {
  const refund = requireWaiting(state, reviewId, '撤回');
  refund.state = 'REFUND_FAILED';
  refund.failReason = '申请人已撤回';
  refund.finishTime = toGatewayIso(at);
  refund.timeline.push({ at: refund.finishTime, action: 'WITHDRAW', detail: '申请人撤回退票申请', by });
  state.orders.find((candidate) => candidate.orderNo === refund.orderNo)?.log.push(logEntry(at, 'REFUND_WITHDRAW', `撤回退票申请${reviewId}`, by));
  return refund;
}

function requireWaiting(state: Draft<SimulatorState>, reviewId: string, action: string): Draft<TeamRefundRecord> {
  const refund = state.teamRefunds.find((candidate) => candidate.reviewId === reviewId);
  if (!refund) throw refuse('TEAM_REFUND_NOT_FOUND', { reviewId });
  if (refund.state !== 'WAITING_REFUND') throw refuse('TEAM_REFUND_STATE_FORBIDS', { status: RefundState.label(refund.state), action });
  return refund;
}

/** The applications of the owner's orders matching the filter, latest first. */
export function teamRefundsOf(state: AnyState, ownerAccountId: string, filter: TeamRefundQuery): TeamRefundRecord[] {
  const passenger = filter.passengerName?.trim();
  return (state.teamRefunds as TeamRefundRecord[])
    .filter((refund) => {
      if (refund.ownerAccountId !== ownerAccountId) return false;
      if (filter.reviewId && !refund.reviewId.includes(filter.reviewId)) return false;
      if (filter.orderNo && !refund.orderNo.includes(filter.orderNo)) return false;
      if (passenger && !refund.tickets.some((line) => line.passengerName.includes(passenger))) return false;
      const day = refund.applyTime.slice(0, 10);
      if (filter.applyDateStart && day < filter.applyDateStart) return false;
      if (filter.applyDateEnd && day > filter.applyDateEnd) return false;
      return true;
    })
    .sort((a, b) => Date.parse(b.applyTime) - Date.parse(a.applyTime) || b.reviewId.localeCompare(a.reviewId));
}

/** The owner's application, or TEAM_REFUND_NOT_FOUND — also for another agency's (nothing leaks). */
export function findOwnTeamRefund<S extends AnyState>(state: S, ownerAccountId: string, reviewId: unknown): S['teamRefunds'][number] {
  const refund = (state.teamRefunds as TeamRefundRecord[]).find((candidate) => candidate.reviewId === reviewId && candidate.ownerAccountId === ownerAccountId);
  if (!refund) throw refuse('TEAM_REFUND_NOT_FOUND', { reviewId: String(reviewId) });
  return refund as S['teamRefunds'][number];
}

/** The wire view of an application. */
export function toTeamRefund(record: TeamRefundRecord): TeamRefund {
  const { ownerAccountId: _owner, reviewAt: _review, ...refund } = record;
  return refund;
}

export function toTeamRefundSummary(record: TeamRefundRecord): TeamRefundSummary {
  return {
    reviewId: record.reviewId,
    orderNo: record.orderNo,
    groupName: record.groupName,
    kind: record.kind,
    passengerNames: [...new Set(record.tickets.map((line) => line.passengerName))],
    ticketCount: record.tickets.length,
    fee: record.fee,
    amount: record.amount,
    state: record.state,
    applyTime: record.applyTime,
    appliedBy: record.appliedBy,
    ...(record.finishTime ? { finishTime: record.finishTime } : {}),
    ...(record.failReason ? { failReason: record.failReason } : {}),
  };
}

/** The method the order was paid by (its latest successful payment): where a refund of it goes back. */
function refundMethodOf(state: AnyState, orderNo: string): PayMethod | null {
  const paid = state.payments.filter((payment) => payment.orderNo === orderNo && payment.status === 'SUCCESS' && !payment.repeated);
  return paid.at(-1)?.method ?? null;
}

/** The application's page: where the money goes, the money refunds approval made, what it allows now. */
export function toTeamRefundDetail(state: AnyState, record: TeamRefundRecord): TeamRefundDetail {
  const money: RefundMoney[] =
    record.state === 'HAVE_REFUND'
      ? state.paymentRefunds
          .filter((refund) => refund.orderNo === record.orderNo && refund.source === 'ORDER' && refund.applyTime === record.finishTime)
          .map((refund) => ({ refundNo: refund.refundNo, method: refund.method, amount: refund.amount, state: refund.state, ...(refund.finishTime ? { finishTime: refund.finishTime } : {}) }))
      : [];
  const files = state.refundFiles as RefundFileRecord[];
  return {
    ...toTeamRefund(record),
    files: record.files.map((file) => ({ ...file, url: files.find((candidate) => candidate.fileId === file.fileId)?.dataUrl })),
    refundTo: refundMethodOf(state, record.orderNo),
    money,
    allowedActions: record.state === 'WAITING_REFUND' ? ['WITHDRAW'] : [],
    ...(record.state === 'WAITING_REFUND' ? { reviewBy: toGatewayIso(record.reviewAt) } : {}),
  };
}

/** The settle step: an application the airline has not answered is approved at its review time. */
export const teamRefundDue: DueTransitions<SimulatorState> = (state, now) =>
  (state.teamRefunds as TeamRefundRecord[])
    .filter((refund) => refund.state === 'WAITING_REFUND' && refund.reviewAt <= now)
    .map((refund) => ({
      dueAt: refund.reviewAt,
      entity: 'teamRefund',
      key: refund.reviewId,
      apply(draft) {
        reviewTeamRefund(draft, refund.reviewId, true, '', refund.reviewAt);
      },
    }));
