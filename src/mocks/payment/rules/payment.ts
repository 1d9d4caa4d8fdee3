import type { Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import { formatFen } from '@/domain/format';
import { MilestoneKind, type AncillaryType } from '@/domain/order';
import { PayableKind, PayMethod, type PaymentStatus } from '@/domain/payment';
import type { Payment, PaymentAction, PaymentNext, PayRequest } from '@/lib/gateway/endpoints';
import { treeHasFunction } from '../../kernel/menu-tree';
import { invalidParam, refuse } from '../../kernel/refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { PAYMENT } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import { ownerIdOf, type OrderRecord } from '../../order/rules/order';
import { payableType } from './payables';
import { releaseHolds } from './payment-holds';
import { pointsBalance, returnPoints, spendPoints } from './points';
import { nextMoneyNo, prepaidOf, writeTransaction } from './prepaid';
import { isAgent, maxPointsFor, payableNow, pendingPaymentOf, requirePayable } from './payment-due';
import type { PaymentRecord } from './payment-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { PaymentRecord } from './payment-records';

/**
 * Payment (domain.md "Money"): a payment attempt through to its end. What is due on a payable and the
 * methods offered are payment-due.ts; money going back is payment-refunds.ts.
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
 * - Money going back (repeated payments, an order's `refundedAmount`) is payment-refunds.ts.
 */

type Drafted = Draft<SimulatorState>;

// ---- views ----

/**
 * What a payment offers its payer now: a refund of a repeated one until asked for, and a new payment of a
 * failed or closed one's payable while a payment of it would be taken (the pay screen shows what is due then).
 * The refund write and the payment write refuse the same.
 */
export function paymentActions(state: AnyState, record: PaymentRecord, now: number): PaymentAction[] {
  const actions: PaymentAction[] = [];
  const refunded = state.paymentRefunds.some((refund) => refund.paymentNo === record.paymentNo && refund.source === 'REPEATED');
  if (record.status === 'SUCCESS' && record.repeated && !refunded) actions.push('REFUND_REPEATED');
  if (
    (record.status === 'FAILED' || record.status === 'CLOSED') &&
    payableNow(state, record.payerAccountId, record.payableKind, record.payableNo, undefined, now) === true
  ) {
    actions.push('PAY_AGAIN');
  }
  return actions;
}

export function toPayment(record: PaymentRecord): Omit<Payment, 'allowedActions'> {
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

/** After a successful payment: what its order owes or waits for now (the payable's kind knows, rules/payables). */
export function paymentNext(state: AnyState, record: PaymentRecord, now: number): PaymentNext | undefined {
  if (record.status !== 'SUCCESS' || record.repeated) return undefined;
  return payableType(record.payableKind).next?.(state, record, now);
}

/** The caller's payment, or PAYMENT_NOT_FOUND (also another payer's). */
export function findOwnPayment<S extends AnyState>(state: S, account: AccountRecord, paymentNo: string): S['payments'][number] {
  const payer = ownerIdOf(state, account);
  const payment = state.payments.find((candidate) => candidate.paymentNo === paymentNo && candidate.payerAccountId === payer);
  if (!payment) throw refuse('PAYMENT_NOT_FOUND', { paymentNo });
  return payment;
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

export function requireKey(value: unknown): string {
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
/** `batchNo`: the payment is one of a 合并支付 (rules/payment-batch.ts), whose reference it and its movements carry. */
export function pay(state: Drafted, account: AccountRecord, body: PayBody, via: PayVia, now: number, batchNo?: string): PaymentRecord {
  const key = requireKey(body.idempotencyKey);
  const fingerprint = fingerprintOf(body);
  const earlier = state.payments.find((payment) => payment.callerAccountId === account.accountId && payment.idempotencyKey === key);
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) throw refuse('IDEMPOTENCY_KEY_REUSED');
    return earlier;
  }
  if (!treeHasFunction(account.menu, AUTH.PAY)) throw refuse('PERMISSION_DENIED');

  const kind = body.payableKind;
  if (!PayableKind.is(kind)) throw invalidParam('支付款项类型取值不正确');
  const payableNo = typeof body.payableNo === 'string' ? body.payableNo.trim().toUpperCase() : '';
  if (payableNo === '') throw invalidParam('支付款项编号不能为空');
  const method = body.method;
  if (!PayMethod.is(method)) throw invalidParam('支付方式取值不正确');
  // A payable paid by milestone names a known one; any other ignores what was sent.
  const milestone = MilestoneKind.is(body.milestone) ? body.milestone : undefined;
  if (payableType(kind).byMilestone && !milestone) throw invalidParam('请注明支付的款项阶段（定金、尾款或全款）');
  const points = requireFen(body.points ?? 0, '红包积分');
  const expectedAmount = requireFen(body.expectedAmount, '确认的支付金额');
  const returnPath = requireReturnPath(body.returnPath);

  // Which calls take which methods, and who may use them.
  if (via === 'b2b' && method !== 'B2B') throw refuse('PAY_METHOD_UNAVAILABLE', { reason: '企业网银支付请选择B2B方式' });
  if (via !== 'b2b' && method === 'B2B') throw refuse('PAY_METHOD_UNAVAILABLE', { reason: '企业网银（B2B）须通过B2B支付提交' });
  if (method !== 'ONLINE' && !isAgent(account))
    throw refuse('PAY_METHOD_UNAVAILABLE', { reason: `个人用户不支持${PayMethod.label(method)}` });
  const ancillaryTypeOf = payableType(kind).ancillaryType;
  if (via === 'ancillary' && !ancillaryTypeOf) throw invalidParam('附加服务支付只能支付附加服务款项');
  let bankName: string | undefined;
  if (method === 'B2B') {
    bankName = PAYMENT.banks.find((bank) => bank.code === body.bankCode)?.name;
    if (!bankName) throw invalidParam('请选择付款银行');
  }

  const payer = ownerIdOf(state, account);
  const target = requirePayable(state, payer, kind, payableNo, milestone, now);
  if (via === 'ancillary' && body.ancillaryType !== ancillaryTypeOf?.(state, payableNo)) throw invalidParam('附加服务类型与款项不符');
  const balance = pointsBalance(state, payer);
  const most = maxPointsFor(target.amount, balance);
  if (points > most) throw refuse('POINTS_INVALID', { max: most });
  const amount = target.amount - points;
  if (target.milestoneChanged || expectedAmount !== amount)
    throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(target.amount - points) });
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
    method,
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
    ...(batchNo ? { batchNo } : {}),
  };
  if (method === 'ONLINE') {
    record.returnPath = returnPath ?? defaultReturnPath(account, paymentNo);
    record.cashierUrl = cashierUrlOf(paymentNo, record.returnPath);
  }
  state.payments.push(record);
  const payment = state.payments[state.payments.length - 1];
  if (points > 0) spendPoints(state, payer, points, paymentNo, target.orderNo, `支付${target.covers}抵扣（支付单${paymentNo}）`, now);

  if (method === 'PREPAID') {
    chargePrepaid(state, payment, now);
    succeed(state, payment, now);
  } else {
    payment.settleAt = now + (method === 'B2B' ? PAYMENT.b2bConfirmMs : PAYMENT.onlineCloseMs);
    markUnderWay(state, payment, true);
  }
  return payment;
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
  const payment = state.payments[state.payments.length - 1];
  if (input.points > 0)
    spendPoints(
      state,
      input.payer,
      input.points,
      paymentNo,
      input.orderNo,
      `${describe(payment)}抵扣（支付单${paymentNo}）`,
      input.at - took,
    );
  if (input.method === 'PREPAID') chargePrepaid(state, payment, input.at);
  succeed(state, payment, input.at, false, false);
  return payment;
}

/** A PREPAID payment takes the balance at once; a team deposit is frozen there until the order is settled. */
function chargePrepaid(state: Drafted, payment: Draft<PaymentRecord>, at: number): void {
  const deposit = payableType(payment.payableKind).freezes?.(payment) ?? false;
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

const describe = (payment: Pick<PaymentRecord, 'payableKind' | 'orderNo' | 'milestone' | 'payableNo'>): string =>
  payableType(payment.payableKind).describe(payment);

/** While a payment of an order is pending, its milestone is UNDER_WAY (which holds the order past its deadline). */
function markUnderWay(state: Drafted, payment: Draft<PaymentRecord>, underWay: boolean): void {
  // Another attempt of the same payable still pending keeps it under way.
  if (!underWay && pendingPaymentOf(state, payment.payableKind, payment.payableNo)) return;
  payableType(payment.payableKind).underWay?.(state, payment, underWay);
}

/** The payable is paid by `payment`; false when it is no longer due for that amount (a repeated payment). */
function settlePayable(state: Drafted, payment: Draft<PaymentRecord>, at: number): boolean {
  const methodText = `${PayMethod.label(payment.method)}，支付单${payment.paymentNo}${payment.points > 0 ? `，红包抵扣${formatFen(payment.points)}` : ''}`;
  return payableType(payment.payableKind).settle(state, payment, at, methodText);
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
function endUnpaid(
  state: Drafted,
  payment: Draft<PaymentRecord>,
  status: Extract<PaymentStatus, 'FAILED' | 'CLOSED'>,
  reason: string,
  at: number,
): void {
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
  return payment;
}

// ---- deposits frozen in the prepaid account ----

/** When the order left BOOKED: its cancel, or its last payment. */
function settledAt(order: OrderRecord): number | undefined {
  if (order.status === 'BOOKED') return undefined;
  if (order.cancelTime) return Date.parse(order.cancelTime);
  const paid = order.milestones.map((milestone) => (milestone.paidAt ? Date.parse(milestone.paidAt) : 0));
  return Math.max(...paid);
}

// ---- the settle step ----

type Due = ReturnType<DueTransitions<SimulatorState>>[number];

/**
 * The settle step for payments: B2B payments confirmed by the bank, ONLINE attempts closed when nobody
 * finished them, and deposits frozen in the prepaid account released once their order is settled.
 * Money going back is payment-refunds.ts's step (`refundDue`).
 */
export const paymentDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: Due[] = [];
  for (const payment of state.payments) {
    if (payment.status === 'PENDING' && payment.settleAt !== undefined && payment.settleAt <= now) {
      const at = payment.settleAt;
      due.push({
        dueAt: at,
        entity: 'payment',
        key: payment.paymentNo,
        apply(draft) {
          const target = mustFind(draft.payments, (candidate) => candidate.paymentNo === payment.paymentNo, 'payment');
          if (target.method === 'B2B') succeed(draft, target, at);
          else endUnpaid(draft, target, 'CLOSED', `${Math.round(PAYMENT.onlineCloseMs / 60_000)}分钟内未完成支付，已自动关闭`, at);
        },
      });
    }
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
  return due;
};
