import type { Draft } from 'immer';
import { PayMethod } from '@/domain/payment';
import type { RefundState } from '@/domain/refund';
import type { PaymentRefund } from '@/lib/gateway/endpoints';
import { refuse } from '../../kernel/refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { PAYMENT } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import type { OrderRecord } from '../../order/rules/order';
import { payableType } from './payables';
import { findOwnPayment, type PaymentRecord } from './payment';
import { nextMoneyNo, writeTransaction } from './prepaid';
import type { PaymentRefundRecord, RefundSource } from './payment-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { PaymentRefundRecord, RefundSource } from './payment-records';

/**
 * Money going back to the payer (domain.md "Money", "Refunds"): a repeated payment refunded in full
 * (automatically PAYMENT.repeatedAutoRefundMs after it, or at once when the payer asks), and what an
 * order gives back (released seats, a cancel, refunded tickets: its `refundedAmount`) refunded to the
 * method of the order's last payment. Each refund is WAITING_REFUND for PAYMENT.refundMs, then the
 * money is back (a REFUND transaction of the prepaid account, or listed as gone to the bank or card).
 */

type Drafted = Draft<SimulatorState>;

export function toPaymentRefund(record: PaymentRefundRecord): PaymentRefund {
  const { payerAccountId: _payer, source: _source, settleAt: _settle, ...refund } = record;
  return refund;
}

function openRefund(
  state: Drafted,
  payment: Pick<PaymentRecord, 'paymentNo' | 'orderNo' | 'method' | 'payerAccountId'>,
  amount: number,
  source: RefundSource,
  reason: string,
  at: number,
  takesMs: number = PAYMENT.refundMs,
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
    settleAt: at + takesMs,
  };
  state.paymentRefunds.push(record);
  return record;
}

/** A bid's deposit going back to the method it was paid with, `takesMs` later (rules/auction.ts). */
export function refundDeposit(
  state: Drafted,
  payment: Pick<PaymentRecord, 'paymentNo' | 'orderNo' | 'method' | 'payerAccountId'>,
  amount: number,
  reason: string,
  at: number,
  takesMs: number,
): PaymentRefundRecord {
  return openRefund(state, payment, amount, 'DEPOSIT', reason, at, takesMs);
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
  const entry = [...order.log]
    .reverse()
    .find((candidate) => ['RELEASE_SEATS', 'CANCEL', 'AUTO_CANCEL', 'REFUND'].includes(candidate.action));
  const reasons: Record<string, string> = {
    RELEASE_SEATS: '取消占座退款',
    CANCEL: '订单取消退款',
    AUTO_CANCEL: '订单取消退款',
    REFUND: '退票退款',
  };
  return { reason: entry ? reasons[entry.action] : '订单退款', at: Date.parse(entry?.at ?? order.createTime) };
}

export function refundsOf(
  state: AnyState,
  payer: string,
  filter: { state?: RefundState; orderNo?: string; applyDateStart?: string; applyDateEnd?: string },
): PaymentRefundRecord[] {
  return state.paymentRefunds
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

type Due = ReturnType<DueTransitions<SimulatorState>>[number];

/** The settle step for refunds: refunds completed, repeated payments refunded, order refunds opened. */
export const refundDue: DueTransitions<SimulatorState> = (state, now) => {
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
          finishRefund(
            draft,
            mustFind(draft.paymentRefunds, (candidate) => candidate.refundNo === refund.refundNo, 'payment refund'),
            refund.settleAt,
          );
        },
      });
    }
  }
  const lastPaid = new Map<string, PaymentRecord>();
  for (const payment of state.payments) {
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
    // The order's own money (its milestones), not an ancillary item's or a bid deposit's.
    if (payment.status === 'SUCCESS' && !payment.repeated && payableType(payment.payableKind).byMilestone)
      lastPaid.set(payment.orderNo, payment);
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
