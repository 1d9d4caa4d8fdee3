import { describe, expect, it } from 'vitest';
import { payApi, type Payment } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { PAYMENT } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { agentAccount, milestone, newKey, paymentsOf, requestFor, transactionsOf } from './payment-support';
import { loginAs, MINUTE, ok, post, refused, send } from './support';
import { expectEvery } from '../../expect-every';

/** Never twice: repeated keys, lost answers, racing attempts, and money that arrives anyway. */

const chargesOf = (orderNo: string) =>
  transactionsOf().filter((record) => record.orderNo === orderNo && (record.kind === 'PAYMENT' || record.kind === 'FREEZE'));

describe('one idempotency key, one payment', () => {
  it('20 rapid clicks with the same key make exactly one charge and answer the same payment', async () => {
    await loginAs('agent01');
    const before = agentAccount().balance;
    const request = await requestFor('ORDER', 'TO100116', 'PREPAID');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(payApi.payment, request)));
    expectEvery(answers, (answer) => answer.btCommonRes.isOk);
    const numbers = new Set(answers.map((answer) => answer.payment!.paymentNo));
    expect(numbers.size).toBe(1);
    expect(paymentsOf('TO100116')).toHaveLength(1);
    expect(chargesOf('TO100116')).toHaveLength(1);
    expect(agentAccount().balance).toBe(before - milestone('TO100116', 'DEPOSIT').amount);
  });

  it('a call whose answer was lost, retried with its key, makes one charge and answers the payment as it is now', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100117', 'B2B');
    const first = await ok(payApi.b2bPayment, request); // the answer the portal never saw
    await simulator.clock.advance(PAYMENT.b2bConfirmMs);
    await loginAs('agent01');
    const retry = await ok(payApi.b2bPayment, request);
    expect(retry.payment).toMatchObject({ paymentNo: first.payment.paymentNo, status: 'SUCCESS' });
    expect(paymentsOf('TO100117')).toHaveLength(1);
    expect(chargesOf('TO100117')).toHaveLength(1);
  });

  it('a timeout before the gateway saw the call, then the retry: one charge', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100116', 'PREPAID');
    await simulator.injectFault('http500');
    expect((await post(payApi.payment, request)).status).toBe(500);
    const { payment } = await ok(payApi.payment, request);
    expect(payment.status).toBe('SUCCESS');
    const again = await ok(payApi.payment, request);
    expect(again.payment.paymentNo).toBe(payment.paymentNo);
    expect(chargesOf('TO100116')).toHaveLength(1);
  });

  it('the same key with another body is refused; keys are the caller’s', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100116', 'ONLINE');
    await ok(payApi.payment, request);
    const refusal = await refused(
      payApi.payment,
      { ...request, points: 100, expectedAmount: request.expectedAmount - 100 },
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(refusal.errorMsg).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.message);
    await refused(payApi.payment, { ...request, method: 'PREPAID' }, 'IDEMPOTENCY_KEY_REUSED');
    await loginAs('user01');
    // user01 using agent01's key pays nothing of agent01's: the key is not theirs, the payable is not found.
    await refused(payApi.payment, request, 'PAYABLE_NOT_FOUND');
  });
});

describe('two attempts', () => {
  it('two keys racing on PREPAID: one SUCCESS, the other ALREADY_PAID or PAYMENT_IN_PROGRESS, one charge', async () => {
    await loginAs('agent01');
    const first = await requestFor('ORDER', 'TO100116', 'PREPAID');
    const second = { ...first, idempotencyKey: newKey() };
    const answers = await Promise.all([send(payApi.payment, first), send(payApi.payment, second)]);
    const successes = answers.filter((answer) => answer.btCommonRes.isOk);
    expect(successes).toHaveLength(1);
    const refusal = answers.find((answer) => !answer.btCommonRes.isOk)!.btCommonRes;
    expect([ERRORS.ALREADY_PAID.code, ERRORS.PAYMENT_IN_PROGRESS.code]).toContain(refusal.errorCode);
    expect(chargesOf('TO100116')).toHaveLength(1);
    // The refused key tried later is the same story; the balance is next, not paid by the old confirmation.
    await refused(payApi.payment, second, 'ALREADY_PAID');
    expect(milestone('TO100116', 'BALANCE').status).toBe('WAIT');
  });

  it('while an ONLINE attempt is pending a new one is refused, naming it; once paid, ALREADY_PAID', async () => {
    await loginAs('user01');
    const first = await ok(payApi.payment, await requestFor('ORDER', 'NO200104', 'ONLINE'));
    const second = await requestFor('ORDER', 'NO200104', 'ONLINE');
    const refusal = await refused(payApi.payment, second, 'PAYMENT_IN_PROGRESS');
    expect(refusal.errorMsg).toContain(first.payment.paymentNo);
    await simulator.payments.completeOnline(first.payment.paymentNo, 'SUCCESS');
    await refused(payApi.payment, { ...second, idempotencyKey: newKey() }, 'ALREADY_PAID');
    expect(paymentsOf('NO200104').filter((payment) => payment.status === 'SUCCESS')).toHaveLength(1);
  });
});

describe('a repeated payment', () => {
  /** agent01 abandons the cashier, pays by PREPAID, then the cashier reports the abandoned attempt paid after all. */
  async function repeatedOnline(): Promise<Payment> {
    await loginAs('agent01');
    const online = await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'ONLINE'));
    await simulator.payments.completeOnline(online.payment.paymentNo, 'CLOSED');
    await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'PREPAID'));
    await simulator.payments.completeOnline(online.payment.paymentNo, 'SUCCESS');
    return (await ok(payApi.status, { paymentNo: online.payment.paymentNo })).payment;
  }

  it('is marked repeated, leaves the order as paid once, and is refunded in full automatically', async () => {
    const repeated = await repeatedOnline();
    expect(repeated).toMatchObject({ status: 'SUCCESS', repeated: true });
    expect(milestone('TO100116', 'DEPOSIT').paidAmount).toBe(milestone('TO100116', 'DEPOSIT').amount);
    expect(milestone('TO100116', 'BALANCE').status).toBe('WAIT');
    expect(simulator.state.paymentRefunds.filter((refund) => refund.paymentNo === repeated.paymentNo)).toEqual([]);

    await simulator.clock.advance(PAYMENT.repeatedAutoRefundMs);
    await loginAs('agent01');
    const { refundList } = await ok(payApi.refundList, { currentPage: 1, perSize: 10, orderNo: 'TO100116' });
    expect(refundList).toHaveLength(1);
    expect(refundList[0]).toMatchObject({
      paymentNo: repeated.paymentNo,
      amount: repeated.amount,
      method: 'ONLINE',
      state: 'WAITING_REFUND',
      reason: '重复支付全额退款',
    });
    await simulator.clock.advance(PAYMENT.refundMs);
    await loginAs('agent01');
    const done = (await ok(payApi.refundList, { currentPage: 1, perSize: 10, state: 'HAVE_REFUND', orderNo: 'TO100116' })).refundList[0]!;
    expect(done.finishTime).toBeDefined();
    expect(transactionsOf().at(-1)).toMatchObject({
      kind: 'REFUND',
      amount: repeated.amount,
      external: true,
      paymentNo: repeated.paymentNo,
    });
  });

  it('the payer may ask for it at once; twice is refused, as is a payment that is not repeated', async () => {
    const repeated = await repeatedOnline();
    const { refund } = await ok(payApi.repeatedRefund, { paymentNo: repeated.paymentNo });
    expect(refund).toMatchObject({ paymentNo: repeated.paymentNo, amount: repeated.amount, state: 'WAITING_REFUND' });
    const twice = await refused(payApi.repeatedRefund, { paymentNo: repeated.paymentNo }, 'REFUND_EXISTS');
    expect(twice.errorMsg).toBe(`支付单${repeated.paymentNo}已申请退款（${refund.refundNo}）`);
    // The automatic refund does not come on top.
    await simulator.clock.advance(PAYMENT.repeatedAutoRefundMs + MINUTE);
    expect(simulator.state.paymentRefunds.filter((candidate) => candidate.paymentNo === repeated.paymentNo)).toHaveLength(1);
    await loginAs('agent01');
    const normal = paymentsOf('TO100116').find((payment) => payment.method === 'PREPAID')!;
    await refused(payApi.repeatedRefund, { paymentNo: normal.paymentNo }, 'NOT_REPEATED_PAYMENT');
    await refused(payApi.repeatedRefund, { paymentNo: 'PAY99999999' }, 'PAYMENT_NOT_FOUND');
  });
});
