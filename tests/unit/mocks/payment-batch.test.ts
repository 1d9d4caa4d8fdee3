import { beforeEach, describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { moneyApi, payApi, type BatchPayItem } from '@/lib/gateway/endpoints';
import { expectEvery } from '../../expect-every';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, refused } from './support';
import { AGENT, agentAccount, milestone, newKey, paymentsOf } from './payment-support';

/** One payment of several payables of one payer (a series' deposits): all or nothing, once per key. */

const NOW = '2026-11-23T09:00:00+08:00';

/** agent01's agency's orders whose deposit is due now and payable, as the gateway says. */
async function depositsDue(): Promise<BatchPayItem[]> {
  const due = simulator.state.orders
    // An order whose cancelled flight waits for a decision is not payable until it is decided.
    .filter((order) => order.ownerAccountId === AGENT && order.status === 'BOOKED' && !order.heldByChange?.cancelled)
    .filter((order) => order.milestones.find((candidate) => candidate.kind === 'DEPOSIT')?.status === 'WAIT');
  const items: BatchPayItem[] = [];
  for (const order of due) {
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: order.orderNo });
    items.push({ payableKind: 'ORDER', payableNo: order.orderNo, milestone: payable.milestone!, expectedAmount: payable.amount });
  }
  return items;
}

const total = (items: readonly BatchPayItem[]) => items.reduce((sum, item) => sum + item.expectedAmount, 0);

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  await loginAs('agent01');
});

describe('batch payment', () => {
  it('pays several deposits in one call: one payment each, the deposits frozen on the prepaid account', async () => {
    const items = (await depositsDue()).slice(0, 3);
    expect(items).toHaveLength(3);
    const before = agentAccount();
    const { payments } = await ok(payApi.batchPayment, { items, method: 'PREPAID', idempotencyKey: newKey() });
    expect(payments.map((payment) => [payment.payableNo, payment.status, payment.amount])).toEqual(
      items.map((item) => [item.payableNo, 'SUCCESS', item.expectedAmount]),
    );
    for (const item of items) expect(milestone(item.payableNo, 'DEPOSIT').status).toBe('SUCCESSED');
    expect(agentAccount().balance).toBe(before.balance - total(items));
    expect(agentAccount().frozen).toBe(before.frozen + total(items));
  });

  it('is idempotent: the same key again answers the same payments and pays nothing more; with other payables it is refused', async () => {
    const items = (await depositsDue()).slice(0, 2);
    const key = newKey();
    const first = await ok(payApi.batchPayment, { items, method: 'PREPAID', idempotencyKey: key });
    const balance = agentAccount().balance;
    const again = await ok(payApi.batchPayment, { items, method: 'PREPAID', idempotencyKey: key });
    expect(again.payments.map((payment) => payment.paymentNo)).toEqual(first.payments.map((payment) => payment.paymentNo));
    expect(agentAccount().balance).toBe(balance);
    for (const item of items)
      expect(paymentsOf(item.payableNo)).toHaveLength(
        1 +
          simulator.state.payments.filter((payment) => payment.payableNo === item.payableNo && payment.idempotencyKey.startsWith('seed-'))
            .length,
      );
    await refused(payApi.batchPayment, { items: items.slice(0, 1), method: 'PREPAID', idempotencyKey: key }, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('is all or nothing: one payable that is not due refuses the batch and pays none of the others', async () => {
    const items = (await depositsDue()).slice(0, 2);
    const paid = simulator.state.orders.find((order) => order.ownerAccountId === AGENT && order.status === 'PAYED')!;
    const before = { balance: agentAccount().balance, payments: simulator.state.payments.length };
    await refused(
      payApi.batchPayment,
      {
        items: [...items, { payableKind: 'ORDER', payableNo: paid.orderNo, milestone: 'DEPOSIT', expectedAmount: 1000 }],
        method: 'PREPAID',
        idempotencyKey: newKey(),
      },
      'ALREADY_PAID',
    );
    expect(simulator.state.payments).toHaveLength(before.payments);
    expect(agentAccount().balance).toBe(before.balance);
    for (const item of items) expect(milestone(item.payableNo, 'DEPOSIT').status).toBe('WAIT');
  });

  it('refuses a payable of another payer (a person’s order) or of another agency as not found, and a changed amount', async () => {
    const [item] = await depositsDue();
    const foreign = simulator.state.orders.find(
      (order) => order.ownerAccountId !== AGENT && order.kind === 'TEAM' && order.status === 'BOOKED',
    );
    const personal = simulator.state.orders.find((order) => order.kind === 'INDIVIDUAL' && order.status === 'BOOKED')!;
    const others = [personal, ...(foreign ? [foreign] : [])];
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      const refusal = await refused(
        payApi.batchPayment,
        {
          items: [
            item!,
            {
              payableKind: 'ORDER',
              payableNo: other.orderNo,
              milestone: other.milestones[0]!.kind,
              expectedAmount: other.milestones[0]!.amount,
            },
          ],
          method: 'PREPAID',
          idempotencyKey: newKey(),
        },
        'PAYABLE_NOT_FOUND',
      );
      expect(refusal.errorMsg).toContain(other.orderNo);
    }
    await refused(
      payApi.batchPayment,
      { items: [{ ...item!, expectedAmount: item!.expectedAmount - 100 }], method: 'PREPAID', idempotencyKey: newKey() },
      'PAY_AMOUNT_CHANGED',
    );
    expect(milestone(item!.payableNo, 'DEPOSIT').status).toBe('WAIT');
  });

  it('refuses more than the balance as a whole, another method, an empty or repeated list', async () => {
    const items = await depositsDue();
    // TO100143's full payment is more than the balance: the refusal names the batch's total.
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100143' });
    const tooMuch = [
      items[0]!,
      { payableKind: 'ORDER' as const, payableNo: 'TO100143', milestone: payable.milestone!, expectedAmount: payable.amount },
    ];
    const refusal = await refused(
      payApi.batchPayment,
      { items: tooMuch, method: 'PREPAID', idempotencyKey: newKey() },
      'PREPAID_INSUFFICIENT',
    );
    expect(refusal.errorMsg).toBe(`预存款可用余额不足：可用${formatFen(agentAccount().balance)}，需支付${formatFen(total(tooMuch))}`);
    await refused(payApi.batchPayment, { items: items.slice(0, 2), method: 'ONLINE', idempotencyKey: newKey() }, 'PAY_METHOD_UNAVAILABLE');
    await refused(payApi.batchPayment, { items: [], method: 'PREPAID', idempotencyKey: newKey() }, 'PARAM_INVALID');
    await refused(payApi.batchPayment, { items: [items[0]!, items[0]!], method: 'PREPAID', idempotencyKey: newKey() }, 'PARAM_INVALID');
  });
});

describe('the batch in the ledger', () => {
  it('carries one batch reference across its payments and their movements; another batch has its own, a single payment none', async () => {
    const items = (await depositsDue()).slice(0, 3);
    const first = await ok(payApi.batchPayment, { items: items.slice(0, 2), method: 'PREPAID', idempotencyKey: newKey() });
    const second = await ok(payApi.batchPayment, { items: items.slice(2), method: 'PREPAID', idempotencyKey: newKey() });
    const batchNo = first.payments[0]!.batchNo!;
    expect(batchNo).toMatch(/^PB\d{8}$/);
    expect(first.payments.map((payment) => payment.batchNo)).toEqual([batchNo, batchNo]);
    expect(second.payments[0]!.batchNo).not.toBe(batchNo);

    const { transactionList } = await ok(moneyApi.transactions, { currentPage: 1, perSize: 50 });
    const ofFirst = transactionList.filter((row) => first.payments.some((payment) => payment.paymentNo === row.paymentNo));
    expect(ofFirst).toHaveLength(2);
    expectEvery(ofFirst, (row) => row.batchNo === batchNo);
    expect(transactionList.filter((row) => row.batchNo === batchNo)).toHaveLength(2);
    expectEvery(
      transactionList.filter(
        (row) =>
          row.paymentNo !== undefined && ![...first.payments, ...second.payments].some((payment) => payment.paymentNo === row.paymentNo),
      ),
      (row) => row.batchNo === undefined,
    );
  });
});
