import type { Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import { formatFen } from '@/domain/format';
import { AncillaryType, MilestoneKind } from '@/domain/order';
import { PayableKind, PayMethod, type PaymentStatus } from '@/domain/payment';
import type { RefundState } from '@/domain/refund';
import type { Payable, PayableDue, Payment, PaymentNext, PaymentRefund, PayMethodOption, PayRequest } from '@/lib/gateway/endpoints';
import { treeHasFunction } from '../menu-tree';
import { invalidParam, refuse } from '../refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../state';
import { toGatewayIso } from '../time-format';
import { PAYMENT } from './figures';
import type { DueTransitions } from './log';
import {
  airlineTicketingAt,
  allowedActions,
  formatDeadline,
  milestoneOf,
  nextDue,
  ownerIdOf,
  seatHolderCount,
  type OrderRecord,
} from './order';
import { policyOf } from './order-kinds';
import { orderTitle, PAYABLES, type PayableType, type Target } from './payables';
import { releaseHolds } from './payment-holds';
import { pointsBalance, returnPoints, spendPoints } from './points';
import { nextMoneyNo, prepaidOf, writeTransaction } from './prepaid';

/**
 * Payment (domain.md "Money"): what is due on a payable, the methods offered, and a payment attempt
 * through to its end.
 *
 * - PREPAID is instant (the agency's balance; a team deposit is frozen there until the order is
 *   settled, rules/prepaid.ts). ONLINE answers PENDING with the simulator's cashier page, which
 *   succeeds, fails or is abandoned (`completeOnline`); untouched, it closes after PAYMENT.onlineCloseMs.
 *   B2B answers PENDING until the bank confirms, PAYMENT.b2bConfirmMs later (the settle step). While a
 *   payment of an order is pending its milestone is UNDER_WAY, which holds the order past its deadline.
 * - Never twice: an idempotency key (per caller) answers its first payment, as it is now; another
 *   body under the same key is refused; a second attempt while one is PENDING, or once paid, is
 *   refused. Money that arrives anyway (a success reported after the attempt was closed, or for a
 *   payable no longer due) is a repeated payment: marked `repeated` and refunded in full
 *   (automatically PAYMENT.repeatedAutoRefundMs later, or at once when the payer asks).
 * - Money that goes back on an order (released seats, a cancel, a full refund: the order's
 *   `refundedAmount`) is refunded to the method of the order's last payment (the settle step).
 */

export interface PaymentRecord extends Payment {
  /** Whose money: the agency's main account or the person (as orders' owners). */
  payerAccountId: string;
  /** Who made the call: the idempotency keys are theirs. */
  callerAccountId: string;
  by: string;
  idempotencyKey: string;
  /** The request's fields that must match when a key is repeated. */
  fingerprint: string;
  returnPath?: string;
  /** PENDING: when the bank confirms (B2B) or the cashier closes (ONLINE), clock ms. */
  settleAt?: number;
  /** A team deposit paid from the prepaid account is frozen until the order is settled. */
  hold?: 'HELD' | 'RELEASED';
  ancillaryType?: AncillaryType;
}

export type RefundSource = 'REPEATED' | 'ORDER';

export interface PaymentRefundRecord extends PaymentRefund {
  payerAccountId: string;
  source: RefundSource;
  /** WAITING_REFUND: when the money is back, clock ms. */
  settleAt: number;
}

type Drafted = Draft<SimulatorState>;

// ---- views ----

export function toPayment(record: PaymentRecord): Payment {
  const {
    payerAccountId: _payer,
    callerAccountId: _caller,
    by: _by,
    idempotencyKey: _key,
    fingerprint: _fingerprint,
    returnPath: _return,
    settleAt: _settle,
    hold: _hold,
    ancillaryType: _type,
    ...payment
  } = record;
  return payment;
}

/** After a successful payment of an order: what the order owes or waits for now. */
export function paymentNext(state: AnyState, record: PaymentRecord, now: number): PaymentNext | undefined {
  if (record.payableKind !== 'ORDER' || record.status !== 'SUCCESS' || record.repeated) return undefined;
  const order = (state.orders as OrderRecord[]).find((candidate) => candidate.orderNo === record.orderNo);
  if (!order || order.status === 'CANCELED' || order.status === 'REFUND') return undefined;
  const due = nextDue(order);
  if (due) return { kind: 'PAY', milestone: due.kind, amount: due.amount - due.paidAmount, deadline: due.deadline };
  if (order.status === 'TICKED') return { kind: 'TICKETED' };
  const ticketing = airlineTicketingAt(order);
  if (ticketing !== undefined) return { kind: 'AIRLINE_TICKETING', deadline: toGatewayIso(ticketing) };
  if (!policyOf(order).nameList) return undefined;
  const unticketed = order.passengers.filter((passenger) => !passenger.ticketNo).length;
  if (unticketed > 0 && allowedActions(order, now).includes('ISSUE_TICKETS')) {
    return { kind: 'ISSUE_TICKETS', count: unticketed, deadline: order.nameDeadline };
  }
  const missing = order.groupCount - seatHolderCount(order.passengers);
  return missing > 0 && now < Date.parse(order.nameDeadline) ? { kind: 'NAMES', missing, deadline: order.nameDeadline } : undefined;
}

export function toPaymentRefund(record: PaymentRefundRecord): PaymentRefund {
  const { payerAccountId: _payer, source: _source, settleAt: _settle, ...refund } = record;
  return refund;
}


/** The caller's payment, or PAYMENT_NOT_FOUND (also another payer's). */
export function findOwnPayment<S extends AnyState>(state: S, account: AccountRecord, paymentNo: string): S['payments'][number] {
  const payer = ownerIdOf(state, account);
  const payment = (state.payments as PaymentRecord[]).find((candidate) => candidate.paymentNo === paymentNo && candidate.payerAccountId === payer);
  if (!payment) throw refuse('PAYMENT_NOT_FOUND', { paymentNo });
  return payment as S['payments'][number];
}

// ---- what is due ----

/** The payable as it stands now (rules/payables: each kind finds its own). */
function findTarget(state: AnyState, payer: string, kind: PayableKind, payableNo: string, asked: MilestoneKind | undefined, now: number): Target | undefined {
  return PAYABLES[kind].find(state, payer, payableNo, kind === 'ORDER' ? asked : undefined, now);
}

/** The PENDING payment of a payable (for an order: of any of its milestones). */
function pendingPaymentOf<S extends AnyState>(state: S, kind: PayableKind, payableNo: string): S['payments'][number] | undefined {
  return (state.payments as PaymentRecord[]).find(
    (payment) => payment.status === 'PENDING' && payment.payableKind === kind && payment.payableNo === payableNo,
  ) as S['payments'][number] | undefined;
}

/** The payable if something is due now (or a payment of it under way); otherwise the refusal. */
function requireTarget(state: AnyState, payer: string, kind: PayableKind, payableNo: string, asked: MilestoneKind | undefined, now: number): Target {
  const target = findTarget(state, payer, kind, payableNo, asked, now);
  if (!target || target.state === 'GONE') throw refuse('PAYABLE_NOT_FOUND', { payableNo });
  if (target.state === 'PAID') throw refuse('ALREADY_PAID');
  if (target.state === 'EXPIRED' && !pendingPaymentOf(state, kind, payableNo)) {
    throw refuse('PAYMENT_DEADLINE_PASSED', { deadline: target.deadline ? formatDeadline(Date.parse(target.deadline)) : '' });
  }
  return target;
}

const maxPointsFor = (amount: number, balance: number): number => Math.max(0, Math.min(balance, Math.floor(amount * PAYMENT.maxPointsShare)));

const isAgent = (account: AccountRecord) => account.accountType === 'AGENT';

export function payableOf(state: AnyState, account: AccountRecord, kind: PayableKind, payableNo: string, now: number): Payable {
  const payer = ownerIdOf(state, account);
  const target = requireTarget(state, payer, kind, payableNo, undefined, now);
  const points = pointsBalance(state, payer);
  const pending = pendingPaymentOf(state, kind, payableNo);
  const prepaid = isAgent(account) ? prepaidOf(state, payer) : undefined;
  const item = kind === 'ANCILLARY' ? state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payableNo) : undefined;
  const ancillaryType = item && AncillaryType.values.includes(item.kind as AncillaryType) ? (item.kind as AncillaryType) : undefined;
  return {
    kind,
    payableNo,
    orderNo: target.orderNo,
    ...(target.milestone ? { milestone: target.milestone } : {}),
    ...(ancillaryType ? { ancillaryType } : {}),
    amount: target.amount,
    covers: target.covers,
    ...(target.deadline ? { deadline: target.deadline } : {}),
    title: target.title,
    pointsBalance: points,
    maxPoints: maxPointsFor(target.amount, points),
    ...(isAgent(account) ? { prepaid: { balance: prepaid?.balance ?? 0, frozen: prepaid?.frozen ?? 0 } } : {}),
    ...(pending ? { pendingPaymentNo: pending.paymentNo } : {}),
  };
}

const bankList = () => PAYMENT.banks.map((bank) => ({ code: bank.code, name: bank.name }));

/** The methods offered: ONLINE to persons; PREPAID (when the balance covers it), B2B and ONLINE to agents. */
export function payMethodsOf(state: AnyState, account: AccountRecord, kind: PayableKind, payableNo: string, area: 'normal' | 'b2b', now: number): PayMethodOption[] {
  const payable = payableOf(state, account, kind, payableNo, now);
  const online: PayMethodOption = { method: 'ONLINE', name: PayMethod.label('ONLINE'), available: true };
  if (area === 'normal') return [online];
  const balance = payable.prepaid?.balance ?? 0;
  const enough = balance >= payable.amount;
  return [
    {
      method: 'PREPAID',
      name: `${PayMethod.label('PREPAID')}（可用余额 ${formatFen(balance)}）`,
      available: enough,
      ...(enough ? {} : { unavailableReason: `余额不足：可用${formatFen(balance)}，需支付${formatFen(payable.amount)}` }),
    },
    { method: 'B2B', name: PayMethod.label('B2B'), available: true, banks: bankList() },
    online,
  ];
}

// ---- paying ----

export type PayVia = 'payment' | 'b2b' | 'ancillary';

interface PayBody extends Partial<Omit<PayRequest, 'points' | 'expectedAmount'>> {
  points?: unknown;
  expectedAmount?: unknown;
  ancillaryType?: unknown;
}

function fingerprintOf(body: PayBody): string {
  return JSON.stringify([
    body.payableKind,
    body.payableNo,
    body.milestone ?? null,
    body.method,
    body.points,
    body.expectedAmount,
    body.bankCode ?? null,
    body.ancillaryType ?? null,
  ]);
}

function requireKey(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParam('支付请求标识（idempotencyKey）不能为空');
  if (value.length > PAYMENT.idempotencyKeyMax) throw invalidParam(`支付请求标识不能超过${PAYMENT.idempotencyKeyMax}个字符`);
  return value;
}

function requireFen(value: unknown, label: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalidParam(`${label}须为非负整数（分）`);
  return value;
}

function requireReturnPath(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.length > PAYMENT.returnPathMax) {
    throw invalidParam('支付完成后的返回地址须为本站路径');
  }
  return value;
}

/** The simulator's cashier page for an ONLINE payment (the airline's cashier in production). */
function cashierUrlOf(paymentNo: string, returnPath: string): string {
  return `${PAYMENT.cashierPath}?paymentNo=${encodeURIComponent(paymentNo)}&return=${encodeURIComponent(returnPath)}`;
}

function defaultReturnPath(account: AccountRecord, paymentNo: string): string {
  return `${isAgent(account) ? '/agent' : '/normal'}/pay/result/pending?paymentNo=${encodeURIComponent(paymentNo)}`;
}

/**
 * A payment call (`payment`: PREPAID or ONLINE; `b2b`: B2B; `ancillary`: an ancillary item by PREPAID or
 * ONLINE). A repeated idempotency key answers its first payment as it is now.
 */
export function pay(state: Drafted, account: AccountRecord, body: PayBody, via: PayVia, now: number): PaymentRecord {
  const key = requireKey(body.idempotencyKey);
  const fingerprint = fingerprintOf(body);
  const earlier = state.payments.find((payment) => payment.callerAccountId === account.accountId && payment.idempotencyKey === key);
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) throw refuse('IDEMPOTENCY_KEY_REUSED');
    return earlier as PaymentRecord;
  }
  if (!treeHasFunction(account.menu, AUTH.PAY)) throw refuse('PERMISSION_DENIED');

  const kind = body.payableKind;
  if (typeof kind !== 'string' || !(PayableKind.values as readonly string[]).includes(kind)) throw invalidParam('支付款项类型取值不正确');
  const payableNo = typeof body.payableNo === 'string' ? body.payableNo.trim().toUpperCase() : '';
  if (payableNo === '') throw invalidParam('支付款项编号不能为空');
  const method = body.method;
  if (typeof method !== 'string' || !(PayMethod.values as readonly string[]).includes(method)) throw invalidParam('支付方式取值不正确');
  const milestone = body.milestone;
  if (kind === 'ORDER') {
    if (typeof milestone !== 'string' || !(MilestoneKind.values as readonly string[]).includes(milestone)) throw invalidParam('请注明支付的款项阶段（定金、尾款或全款）');
  }
  const points = requireFen(body.points ?? 0, '红包积分');
  const expectedAmount = requireFen(body.expectedAmount, '确认的支付金额');
  const returnPath = requireReturnPath(body.returnPath);

  // Which calls take which methods, and who may use them.
  if (via === 'b2b' && method !== 'B2B') throw refuse('PAY_METHOD_UNAVAILABLE', { reason: '企业网银支付请选择B2B方式' });
  if (via !== 'b2b' && method === 'B2B') throw refuse('PAY_METHOD_UNAVAILABLE', { reason: '企业网银（B2B）须通过B2B支付提交' });
  if (method !== 'ONLINE' && !isAgent(account)) throw refuse('PAY_METHOD_UNAVAILABLE', { reason: `个人用户不支持${PayMethod.label(method as PayMethod)}` });
  if (via === 'ancillary' && kind !== 'ANCILLARY') throw invalidParam('附加服务支付只能支付附加服务款项');
  let bankName: string | undefined;
  if (method === 'B2B') {
    bankName = PAYMENT.banks.find((bank) => bank.code === body.bankCode)?.name;
    if (!bankName) throw invalidParam('请选择付款银行');
  }

  const payer = ownerIdOf(state, account);
  const target = requireTarget(state, payer, kind as PayableKind, payableNo, kind === 'ORDER' ? (milestone as MilestoneKind) : undefined, now);
  if (via === 'ancillary') {
    const item = state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === payableNo)!;
    if (body.ancillaryType !== item.kind) throw invalidParam('附加服务类型与款项不符');
  }
  const pending = pendingPaymentOf(state, target.kind, payableNo);
  if (pending) throw refuse('PAYMENT_IN_PROGRESS', { paymentNo: pending.paymentNo });
  const balance = pointsBalance(state, payer);
  const most = maxPointsFor(target.amount, balance);
  if (points > most) throw refuse('POINTS_INVALID', { max: most });
  const amount = target.amount - points;
  if (target.milestoneChanged || expectedAmount !== amount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(target.amount - points) });
  if (method === 'PREPAID') {
    const available = prepaidOf(state, payer)?.balance ?? 0;
    if (available < amount) throw refuse('PREPAID_INSUFFICIENT', { balance: formatFen(available), amount: formatFen(amount) });
  }

  const paymentNo = nextMoneyNo(state, PAYMENT.paymentPrefix, PAYMENT.numberDigits, 10_000_000);
  const record: PaymentRecord = {
    paymentNo,
    payableKind: target.kind,
    payableNo,
    orderNo: target.orderNo,
    ...(target.milestone ? { milestone: target.milestone } : {}),
    method: method as PayMethod,
    status: 'PENDING',
    amount,
    points,
    covers: target.covers,
    createTime: toGatewayIso(now),
    ...(bankName ? { bankName } : {}),
    payerAccountId: payer,
    callerAccountId: account.accountId,
    by: account.displayName,
    idempotencyKey: key,
    fingerprint,
    ...(via === 'ancillary' ? { ancillaryType: body.ancillaryType as AncillaryType } : {}),
  };
  if (method === 'ONLINE') {
    record.returnPath = returnPath ?? defaultReturnPath(account, paymentNo);
    record.cashierUrl = cashierUrlOf(paymentNo, record.returnPath);
  }
  state.payments.push(record);
  const payment = state.payments[state.payments.length - 1]!;
  if (points > 0) spendPoints(state, payer, points, paymentNo, target.orderNo, `支付${target.covers}抵扣（支付单${paymentNo}）`, now);

  if (method === 'PREPAID') {
    chargePrepaid(state, payment, now);
    succeed(state, payment, now);
  } else {
    payment.settleAt = now + (method === 'B2B' ? PAYMENT.b2bConfirmMs : PAYMENT.onlineCloseMs);
    markUnderWay(state, payment, true);
  }
  return payment as PaymentRecord;
}

export interface SeedPaymentInput {
  payer: string;
  by: string;
  kind: PayableKind;
  payableNo: string;
  orderNo: string;
  milestone?: MilestoneKind;
  method: PayMethod;
  bankName?: string;
  /** Fen paid in cash (after points). */
  amount: number;
  points: number;
  /** When it succeeded. */
  at: number;
}

/**
 * A successful payment as the seed records it: the record, the points used and the money moved; the
 * payable itself is already paid (the order seed pays milestones with recordPayment).
 */
export function recordSeedPayment(state: Drafted, input: SeedPaymentInput): PaymentRecord {
  const paymentNo = nextMoneyNo(state, PAYMENT.paymentPrefix, PAYMENT.numberDigits, 10_000_000);
  const took = input.method === 'B2B' ? PAYMENT.b2bConfirmMs : input.method === 'ONLINE' ? 3 * 60_000 : 0;
  const record: PaymentRecord = {
    paymentNo,
    payableKind: input.kind,
    payableNo: input.payableNo,
    orderNo: input.orderNo,
    ...(input.milestone ? { milestone: input.milestone } : {}),
    method: input.method,
    status: 'PENDING',
    amount: input.amount,
    points: input.points,
    createTime: toGatewayIso(input.at - took),
    ...(input.bankName ? { bankName: input.bankName } : {}),
    payerAccountId: input.payer,
    callerAccountId: input.payer,
    by: input.by,
    idempotencyKey: `seed-${paymentNo}`,
    fingerprint: '',
  };
  state.payments.push(record);
  const payment = state.payments[state.payments.length - 1]!;
  if (input.points > 0) spendPoints(state, input.payer, input.points, paymentNo, input.orderNo, `${describe(payment)}抵扣（支付单${paymentNo}）`, input.at - took);
  if (input.method === 'PREPAID') chargePrepaid(state, payment, input.at);
  succeed(state, payment, input.at, false, false);
  return payment as PaymentRecord;
}

/** A PREPAID payment takes the balance at once; a team deposit is frozen there until the order is settled. */
function chargePrepaid(state: Drafted, payment: Draft<PaymentRecord>, at: number): void {
  const deposit = payment.payableKind === 'ORDER' && payment.milestone === 'DEPOSIT';
  if (deposit) payment.hold = 'HELD';
  writeTransaction(
    state,
    payment.payerAccountId,
    {
      kind: deposit ? 'FREEZE' : 'PAYMENT',
      amount: -payment.amount,
      frozenChange: deposit ? payment.amount : 0,
      orderNo: payment.orderNo,
      paymentNo: payment.paymentNo,
      method: 'PREPAID',
      description: deposit ? `支付订单${payment.orderNo}团队定金，冻结至订单付清` : `${describe(payment)}（预存款支付）`,
    },
    at,
  );
}

const describe = (payment: Pick<PaymentRecord, 'payableKind' | 'orderNo' | 'milestone' | 'payableNo'>): string => PAYABLES[payment.payableKind].describe(payment);

/** While a payment of an order is pending, its milestone is UNDER_WAY (which holds the order past its deadline). */
function markUnderWay(state: Drafted, payment: Draft<PaymentRecord>, underWay: boolean): void {
  // Another attempt of the same payable still pending keeps it under way.
  if (!underWay && pendingPaymentOf(state, payment.payableKind, payment.payableNo)) return;
  PAYABLES[payment.payableKind].underWay?.(state, payment, underWay);
}

/** The payable is paid by `payment`; false when it is no longer due for that amount (a repeated payment). */
function settlePayable(state: Drafted, payment: Draft<PaymentRecord>, at: number): boolean {
  const methodText = `${PayMethod.label(payment.method)}，支付单${payment.paymentNo}${payment.points > 0 ? `，红包抵扣${formatFen(payment.points)}` : ''}`;
  return PAYABLES[payment.payableKind].settle(state, payment, at, methodText);
}

/** A payment succeeded: the payable is paid, or, no longer due, the money is a repeated payment. */
function succeed(state: Drafted, payment: Draft<PaymentRecord>, at: number, late = false, settle = true): void {
  payment.status = 'SUCCESS';
  payment.finishTime = toGatewayIso(at);
  delete payment.settleAt;
  delete payment.failReason;
  if (payment.method !== 'PREPAID') {
    writeTransaction(
      state,
      payment.payerAccountId,
      {
        kind: 'PAYMENT',
        amount: -payment.amount,
        external: true,
        orderNo: payment.orderNo,
        paymentNo: payment.paymentNo,
        method: payment.method,
        description: `${describe(payment)}（${payment.method === 'B2B' ? `${payment.bankName ?? ''}企业网银` : '在线支付'}）`,
      },
      at,
    );
  }
  if (!settle || (!late && settlePayable(state, payment, at))) return;
  payment.repeated = true;
  if (payment.points > 0) returnPoints(state, payment.paymentNo, `重复支付退回红包积分（支付单${payment.paymentNo}）`, at);
  markUnderWay(state, payment, false);
}

/** An attempt ends without money (the cashier failed or was abandoned, or it timed out): points back, the order waits again. */
function endUnpaid(state: Drafted, payment: Draft<PaymentRecord>, status: Extract<PaymentStatus, 'FAILED' | 'CLOSED'>, reason: string, at: number): void {
  payment.status = status;
  payment.finishTime = toGatewayIso(at);
  payment.failReason = reason;
  delete payment.settleAt;
  if (payment.points > 0) returnPoints(state, payment.paymentNo, `支付未完成，退回红包积分（支付单${payment.paymentNo}）`, at);
  markUnderWay(state, payment, false);
}

export type OnlineOutcome = 'SUCCESS' | 'FAILED' | 'CLOSED';

/**
 * The simulated cashier's answer for an ONLINE payment. PENDING: as told. CLOSED then SUCCESS: the money
 * arrived after the attempt was closed — a repeated payment, refunded in full. Anything else: no change.
 */
export function completeOnline(state: Drafted, paymentNo: string, outcome: OnlineOutcome, at: number): PaymentRecord {
  const payment = state.payments.find((candidate) => candidate.paymentNo === paymentNo);
  if (!payment) throw new Error(`支付单${paymentNo}不存在`);
  if (payment.method !== 'ONLINE') throw new Error(`支付单${paymentNo}不是在线支付`);
  if (payment.status === 'PENDING') {
    if (outcome === 'SUCCESS') succeed(state, payment, at);
    else if (outcome === 'FAILED') endUnpaid(state, payment, 'FAILED', '支付失败：银行卡扣款未成功（模拟）', at);
    else endUnpaid(state, payment, 'CLOSED', '用户放弃支付', at);
  } else if (payment.status === 'CLOSED' && outcome === 'SUCCESS') {
    succeed(state, payment, at, true);
  }
  return payment as PaymentRecord;
}

// ---- deposits frozen in the prepaid account ----

/** When the order left BOOKED: its cancel, or its last payment. */
function settledAt(order: OrderRecord): number | undefined {
  if (order.status === 'BOOKED') return undefined;
  if (order.cancelTime) return Date.parse(order.cancelTime);
  const paid = order.milestones.map((milestone) => (milestone.paidAt ? Date.parse(milestone.paidAt) : 0));
  return Math.max(...paid);
}

// ---- refunds ----

function openRefund(
  state: Drafted,
  payment: Pick<PaymentRecord, 'paymentNo' | 'orderNo' | 'method' | 'payerAccountId'>,
  amount: number,
  source: RefundSource,
  reason: string,
  at: number,
): PaymentRefundRecord {
  const record: PaymentRefundRecord = {
    refundNo: nextMoneyNo(state, PAYMENT.refundPrefix, PAYMENT.numberDigits, 20_000_000),
    paymentNo: payment.paymentNo,
    orderNo: payment.orderNo,
    method: payment.method,
    amount,
    state: 'WAITING_REFUND',
    reason,
    applyTime: toGatewayIso(at),
    payerAccountId: payment.payerAccountId,
    source,
    settleAt: at + PAYMENT.refundMs,
  };
  state.paymentRefunds.push(record);
  return record;
}

/** The payer asks for a repeated payment's refund now (otherwise it comes automatically). */
export function requestRepeatedRefund(state: Drafted, account: AccountRecord, paymentNo: string, at: number): PaymentRefundRecord {
  const payment = findOwnPayment(state, account, paymentNo);
  if (!payment.repeated) throw refuse('NOT_REPEATED_PAYMENT', { paymentNo });
  const existing = state.paymentRefunds.find((refund) => refund.paymentNo === paymentNo && refund.source === 'REPEATED');
  if (existing) throw refuse('REFUND_EXISTS', { paymentNo, refundNo: existing.refundNo });
  return openRefund(state, payment, payment.amount, 'REPEATED', '重复支付全额退款', at);
}

/** The money is back: to the prepaid account (a REFUND transaction), or to the bank / card (listed, external). */
function finishRefund(state: Drafted, refund: Draft<PaymentRefundRecord>, at: number): void {
  refund.state = 'HAVE_REFUND';
  refund.finishTime = toGatewayIso(at);
  const external = refund.method !== 'PREPAID';
  writeTransaction(
    state,
    refund.payerAccountId,
    {
      kind: 'REFUND',
      amount: refund.amount,
      external,
      orderNo: refund.orderNo,
      paymentNo: refund.paymentNo,
      method: refund.method,
      description: `${refund.reason}（退款单${refund.refundNo}${external ? `，原路退回${PayMethod.label(refund.method)}` : '，退回预存款账户'}）`,
    },
    at,
  );
}

/** Why money went back on an order, from its latest money-moving log entry. */
function orderRefundReason(order: OrderRecord): { reason: string; at: number } {
  const entry = [...order.log].reverse().find((candidate) => ['RELEASE_SEATS', 'CANCEL', 'AUTO_CANCEL', 'REFUND'].includes(candidate.action));
  const reasons: Record<string, string> = { RELEASE_SEATS: '取消占座退款', CANCEL: '订单取消退款', AUTO_CANCEL: '订单取消退款', REFUND: '退票退款' };
  return { reason: entry ? reasons[entry.action]! : '订单退款', at: Date.parse(entry?.at ?? order.createTime) };
}

export function refundsOf(state: AnyState, payer: string, filter: { state?: RefundState; orderNo?: string; applyDateStart?: string; applyDateEnd?: string }): PaymentRefundRecord[] {
  return (state.paymentRefunds as PaymentRefundRecord[])
    .filter((refund) => {
      if (refund.payerAccountId !== payer) return false;
      if (filter.state && refund.state !== filter.state) return false;
      if (filter.orderNo && !refund.orderNo.includes(filter.orderNo)) return false;
      const day = refund.applyTime.slice(0, 10);
      if (filter.applyDateStart && day < filter.applyDateStart) return false;
      if (filter.applyDateEnd && day > filter.applyDateEnd) return false;
      return true;
    })
    .sort((a, b) => Date.parse(b.applyTime) - Date.parse(a.applyTime) || b.refundNo.localeCompare(a.refundNo));
}

// ---- the settle step ----

type Due = ReturnType<DueTransitions<SimulatorState>>[number];

/**
 * The settle step for payments: B2B payments confirmed by the bank, ONLINE attempts closed when nobody
 * finished them, repeated payments refunded, refunds completed, order refunds opened, and deposits
 * frozen in the prepaid account released once their order is settled.
 */
export const paymentDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: Due[] = [];
  const refunded = new Map<string, number>();
  for (const refund of state.paymentRefunds) {
    if (refund.source === 'REPEATED') refunded.set(`R:${refund.paymentNo}`, 1);
    else if (refund.state !== 'REFUND_FAILED') refunded.set(refund.orderNo, (refunded.get(refund.orderNo) ?? 0) + refund.amount);
    if (refund.state === 'WAITING_REFUND' && refund.settleAt <= now) {
      due.push({
        dueAt: refund.settleAt,
        entity: 'refund',
        key: refund.refundNo,
        apply(draft) {
          finishRefund(draft, draft.paymentRefunds.find((candidate) => candidate.refundNo === refund.refundNo)!, refund.settleAt);
        },
      });
    }
  }
  const lastPaid = new Map<string, PaymentRecord>();
  for (const payment of state.payments) {
    if (payment.status === 'PENDING' && payment.settleAt !== undefined && payment.settleAt <= now) {
      const at = payment.settleAt;
      due.push({
        dueAt: at,
        entity: 'payment',
        key: payment.paymentNo,
        apply(draft) {
          const target = draft.payments.find((candidate) => candidate.paymentNo === payment.paymentNo)!;
          if (target.method === 'B2B') succeed(draft, target, at);
          else endUnpaid(draft, target, 'CLOSED', `${Math.round(PAYMENT.onlineCloseMs / 60_000)}分钟内未完成支付，已自动关闭`, at);
        },
      });
    }
    if (payment.status === 'SUCCESS' && payment.repeated && !refunded.has(`R:${payment.paymentNo}`)) {
      const at = Date.parse(payment.finishTime!) + PAYMENT.repeatedAutoRefundMs;
      if (at <= now) {
        due.push({
          dueAt: at,
          entity: 'refund',
          key: `repeated:${payment.paymentNo}`,
          apply(draft) {
            openRefund(draft, payment, payment.amount, 'REPEATED', '重复支付全额退款', at);
          },
        });
      }
    }
    if (payment.status === 'SUCCESS' && !payment.repeated && payment.payableKind === 'ORDER') lastPaid.set(payment.orderNo, payment);
    if (payment.hold === 'HELD') {
      const order = state.orders.find((candidate) => candidate.orderNo === payment.orderNo);
      const at = order ? settledAt(order) : undefined;
      if (at !== undefined && at <= now) {
        due.push({
          dueAt: at,
          entity: 'prepaid',
          key: `hold:${payment.paymentNo}`,
          apply(draft) {
            releaseHolds(draft, payment.orderNo, at);
          },
        });
      }
    }
  }
  for (const order of state.orders) {
    if (order.refundedAmount <= 0) continue;
    const owed = order.refundedAmount - (refunded.get(order.orderNo) ?? 0);
    const payment = lastPaid.get(order.orderNo);
    if (owed <= 0 || !payment) continue;
    const { reason, at } = orderRefundReason(order);
    if (at > now) continue;
    due.push({
      dueAt: at,
      entity: 'refund',
      key: `order:${order.orderNo}`,
      apply(draft) {
        openRefund(draft, payment, owed, 'ORDER', reason, at);
      },
    });
  }
  return due;
};

// ---- deposits (the paydeposit screens) ----

export interface DepositRow {
  orderNo: string;
  title: string;
  amount: number;
  deadline: string;
  paid: boolean;
  paidAt?: string;
  paymentNo?: string;
}

/**
 * Everything the payer owes now, soonest deadline first: order milestones (deposit, balance, full),
 * name-change fees, supplementary payments and ancillary items; a payable with a payment under way
 * names it. The 支付 screen and the agent home's work queue.
 */
export function payablesDueOf(state: AnyState, payer: string, now: number): PayableDue[] {
  const candidates = (Object.entries(PAYABLES) as [PayableKind, PayableType][]).flatMap(([kind, payable]) =>
    payable.candidates(state, payer).map((payableNo): [PayableKind, string] => [kind, payableNo]),
  );
  const rows: PayableDue[] = [];
  for (const [kind, payableNo] of candidates) {
    const target = findTarget(state, payer, kind, payableNo, undefined, now);
    const pending = pendingPaymentOf(state, kind, payableNo);
    if (!target || (target.state !== 'DUE' && !(target.state === 'EXPIRED' && pending))) continue;
    rows.push({
      kind,
      payableNo,
      orderNo: target.orderNo,
      ...(target.milestone ? { milestone: target.milestone } : {}),
      amount: target.amount,
      covers: target.covers,
      title: target.title,
      ...(target.deadline ? { deadline: target.deadline } : {}),
      ...(pending ? { pendingPaymentNo: pending.paymentNo } : {}),
    });
  }
  const at = (row: PayableDue) => (row.deadline ? Date.parse(row.deadline) : Number.MAX_SAFE_INTEGER);
  return rows.sort((a, b) => at(a) - at(b) || a.payableNo.localeCompare(b.payableNo));
}

/** The agency's team orders with a deposit due (unpaid, order BOOKED) or paid: due first by deadline, then paid, latest first. */
export function depositsOf(state: AnyState, payer: string, paid: boolean | undefined): DepositRow[] {
  const rows: DepositRow[] = [];
  for (const order of state.orders as OrderRecord[]) {
    if (order.ownerAccountId !== payer) continue;
    const deposit = milestoneOf(order, 'DEPOSIT');
    if (!deposit) continue;
    const isPaid = deposit.status === 'SUCCESSED';
    if (!isPaid && (order.status !== 'BOOKED' || deposit.status === 'FAILED')) continue;
    if (paid !== undefined && paid !== isPaid) continue;
    const payment = isPaid
      ? (state.payments as PaymentRecord[]).find((candidate) => candidate.orderNo === order.orderNo && candidate.milestone === 'DEPOSIT' && candidate.status === 'SUCCESS' && !candidate.repeated)
      : undefined;
    rows.push({
      orderNo: order.orderNo,
      title: orderTitle(order),
      amount: deposit.amount,
      deadline: deposit.deadline,
      paid: isPaid,
      ...(deposit.paidAt ? { paidAt: deposit.paidAt } : {}),
      ...(payment ? { paymentNo: payment.paymentNo } : {}),
    });
  }
  return rows.sort((a, b) => {
    if (a.paid !== b.paid) return a.paid ? 1 : -1;
    return a.paid ? Date.parse(b.paidAt ?? b.deadline) - Date.parse(a.paidAt ?? a.deadline) : Date.parse(a.deadline) - Date.parse(b.deadline);
  });
}
