import { PayableKind } from '@/domain/payment';
import { RefundState } from '@/domain/refund';
import { payApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  invalidParam,
  optionalBoolean,
  optionalCode,
  optionalDateRange,
  optionalEnum,
  paginate,
  refuse,
  requirePage,
  requireCode,
} from '../../gateway';
import {
  allows,
  depositsOf,
  findOwnPayment,
  pay,
  payBatch,
  payableOf,
  ownerIdOf,
  payMethodsOf,
  refundsOf,
  requestRepeatedRefund,
  paymentActions,
  paymentNext,
  payablesDueOf,
  type PaymentRecord,
  toPayment,
  toPaymentRefund,
} from '../../rules';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * Payment (spec §7 "Payment"): what is due, the methods, paying (PREPAID, ONLINE, B2B, ancillary items),
 * a payment's state, deposits, refunds. Every rule is in rules/payment.ts; a payer sees only its own
 * (the agency's for staff): another's payable or payment is "not found". The catalogue declares PAY on
 * the B2B calls; the others need a session, and paying needs PAY too (a forged call is refused).
 */

function requireAgent(account: AccountRecord): void {
  if (account.accountType !== 'AGENT') throw refuse('PERMISSION_DENIED');
}

function readPayable(body: { payableKind?: unknown; payableNo?: unknown }): { kind: PayableKind; payableNo: string } {
  const kind = optionalEnum(body.payableKind, PayableKind.values, '支付款项类型');
  if (!kind) throw invalidParam('支付款项类型不能为空');
  return { kind, payableNo: requireCode(body.payableNo, '支付款项编号') };
}

/** A payment as answered, with what its order owes or waits for now. */
function paymentView(record: PaymentRecord) {
  const next = paymentNext(getState(), record, clock.nowMs());
  return { ...toPayment(record), ...(next ? { next } : {}), allowedActions: paymentActions(getState(), record, clock.nowMs()) };
}

export const paymentHandlers = [
  authed(payApi.normalMethods, ({ body, account }) => {
    const { kind, payableNo } = readPayable(body);
    return { methods: payMethodsOf(getState(), account, kind, payableNo, 'normal', clock.nowMs()) };
  }),

  authed(payApi.b2bMethods, ({ body, account }) => {
    requireAgent(account);
    const { kind, payableNo } = readPayable(body);
    return { methods: payMethodsOf(getState(), account, kind, payableNo, 'b2b', clock.nowMs()) };
  }),

  authed(payApi.payable, ({ body, account }) => {
    const { kind, payableNo } = readPayable(body);
    return { payable: payableOf(getState(), account, kind, payableNo, clock.nowMs()) };
  }),

  authed(payApi.payment, ({ body, account }) => ({ payment: paymentView(pay(getState(), account, body, 'payment', clock.nowMs())) })),

  authed(payApi.batchPayment, ({ body, account }) => {
    requireAgent(account);
    return { payments: payBatch(getState(), account, body, clock.nowMs()).map(paymentView) };
  }),

  authed(payApi.b2bPayment, ({ body, account }) => {
    requireAgent(account);
    return { payment: paymentView(pay(getState(), account, body, 'b2b', clock.nowMs())) };
  }),

  authed(payApi.ancillaryPayment, ({ body, account }) => ({
    payment: paymentView(pay(getState(), account, body, 'ancillary', clock.nowMs())),
  })),

  authed(payApi.status, ({ body, account }) => ({
    payment: paymentView(findOwnPayment(getState(), account, requireCode(body.paymentNo, '支付单号'))),
  })),

  // Both areas have the deposits screen: a person's list holds no team deposits (empty until bids come).
  authed(payApi.dueList, ({ body, account }) =>
    paginate('payableList', payablesDueOf(getState(), ownerIdOf(getState(), account), clock.nowMs()), requirePage(body)),
  ),

  authed(payApi.depositQuery, ({ body, account }) => {
    const page = requirePage(body);
    const paid = optionalBoolean(body.paid, '是否已支付');
    const state = getState();
    const now = clock.nowMs();
    // An unpaid deposit is paid as its order's PAY (the order's next milestone): what the order allows now is
    // what the payment accepts. Once the deposit is paid, the order's PAY is its balance, not this row's.
    const rows = depositsOf(state, ownerIdOf(state, account), paid).map((row) => {
      const order = state.orders.find((candidate) => candidate.orderNo === row.orderNo);
      const allowedActions: 'PAY'[] = !row.paid && order && allows(order, 'PAY', now) ? ['PAY'] : [];
      return { ...row, allowedActions };
    });
    return paginate('depositList', rows, page);
  }),

  authed(payApi.refundList, ({ body, account }) => {
    const page = requirePage(body);
    const [applyDateStart, applyDateEnd] = optionalDateRange(body.applyDateStart, body.applyDateEnd, ['申请开始日期', '申请结束日期']);
    const filter = {
      state: optionalEnum(body.state, RefundState.values, '退款状态'),
      orderNo: optionalCode(body.orderNo, '订单号'),
      applyDateStart,
      applyDateEnd,
    };
    return paginate('refundList', refundsOf(getState(), ownerIdOf(getState(), account), filter).map(toPaymentRefund), page);
  }),

  authed(payApi.repeatedRefund, ({ body, account }) => {
    const paymentNo = requireCode(body.paymentNo, '支付单号');
    return { refund: toPaymentRefund(requestRepeatedRefund(getState(), account, paymentNo, clock.nowMs())) };
  }),
];
