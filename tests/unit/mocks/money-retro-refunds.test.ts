import { describe, expect, it } from 'vitest';
import { moneyApi, orderApi, payApi, todoApi } from '@/lib/gateway/endpoints';
import { closeOrder, PAYMENT } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { agentAccount, orderRecord, requestFor, transactionsOf } from './payment-support';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

/** Online supplementary payments, refunds of payments (seeded, seat releases), and the deposits list. */

describe('supplementary payments (retroactive)', () => {
  it('lists the agency’s bills in every state, newest first, with a detail', async () => {
    await loginAs('agent01');
    const { retroList, page } = await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10 });
    expect(page.count).toBe(5);
    expect(new Set(retroList.map((retro) => retro.status))).toEqual(new Set(['UNPAID', 'PAYED', 'CANCELED']));
    expect(retroList.map((retro) => retro.reason)).toEqual(expect.arrayContaining(['票价差额', '改期手续费', '名单变更费']));
    const times = retroList.map((retro) => Date.parse(retro.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paid = retroList.find((retro) => retro.status === 'PAYED')!;
    expect(paid.paymentNo).toMatch(/^PAY/);
    const { retro } = await ok(moneyApi.retroactiveDetail, { retroNo: paid.retroNo.toLowerCase() });
    expect(retro).toEqual(paid);
    const unpaid = await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10, status: 'UNPAID' });
    expectEvery(unpaid.retroList, (candidate) => candidate.status === 'UNPAID');
    await refused(moneyApi.retroactiveDetail, { retroNo: 'RT999999' }, 'RETROACTIVE_NOT_FOUND');
  });

  it('paid through the payment calls (payable kind RETROACTIVE) → PAYED; a cancelled one cannot be paid', async () => {
    await loginAs('agent01');
    const { retroList } = await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10, status: 'UNPAID' });
    const bill = retroList[0]!;
    const { payable } = await ok(payApi.payable, { payableKind: 'RETROACTIVE', payableNo: bill.retroNo });
    expect(payable).toMatchObject({
      orderNo: bill.orderNo,
      amount: bill.amount,
      covers: `在线补款：${bill.reason}`,
      deadline: bill.deadline,
    });
    const { payment } = await ok(payApi.payment, await requestFor('RETROACTIVE', bill.retroNo, 'PREPAID'));
    const { retro } = await ok(moneyApi.retroactiveDetail, { retroNo: bill.retroNo });
    expect(retro).toMatchObject({ status: 'PAYED', paymentNo: payment.paymentNo });
    expect(orderRecord(bill.orderNo).log.at(-1)!.action).toBe('RETROACTIVE_PAY');
    const cancelled = (await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10, status: 'CANCELED' })).retroList[0]!;
    await refused(payApi.payable, { payableKind: 'RETROACTIVE', payableNo: cancelled.retroNo }, 'PAYMENT_DEADLINE_PASSED');
  });

  it('an order that ends with an unpaid bill takes the bill with it: nothing left to pay, nothing in 待办', async () => {
    await loginAs('agent01');
    const { retroList } = await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10, status: 'UNPAID' });
    const bill = retroList[0];
    expect(bill, 'a seeded unpaid bill').toBeDefined();
    // Ended as the rules end an order (the way a cancel or a whole refund does).
    store.update(() => {
      const state = store.getState();
      closeOrder(
        state,
        state.orders.find((order) => order.orderNo === bill!.orderNo)!,
        simulator.clock.nowMs(),
        0,
        0,
        '测试：订单已关闭',
      );
    });
    expect((await ok(moneyApi.retroactiveDetail, { retroNo: bill!.retroNo })).retro.status).toBe('CANCELED');
    const { dueList } = await ok(todoApi.dueList, { currentPage: 1, perSize: 100 });
    expect(dueList.filter((item) => item.entityNo === bill!.retroNo || item.payable?.payableNo === bill!.retroNo)).toEqual([]);
  });

  it('an unpaid bill past its deadline is cancelled (settle step); staff without the screen are refused', async () => {
    await loginAs('agent01');
    const { retroList } = await ok(moneyApi.retroactiveList, { currentPage: 1, perSize: 10, status: 'UNPAID' });
    const latest = retroList.reduce((max, retro) => Math.max(max, Date.parse(retro.deadline)), 0);
    await simulator.clock.set(new Date(latest));
    expect(simulator.state.retroOrders.filter((retro) => retro.status === 'UNPAID')).toEqual([]);
    await loginAs('staff01');
    await refused(moneyApi.retroactiveList, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
  });
});

describe('refunds', () => {
  it('the payer’s refunds with their states: the seeded refunds of refunded orders', async () => {
    await loginAs('agent01');
    // Beside them, the deposit of a lost bid (rules/auction.ts) went back too.
    const refundList = (await ok(payApi.refundList, { currentPage: 1, perSize: 10 })).refundList.filter(
      (refund) => !refund.orderNo.startsWith('AN'),
    );
    expect(refundList.map((refund) => refund.orderNo).sort()).toEqual(['SO300109', 'TO100138', 'TO100139']);
    expectEvery(refundList, (refund) => refund.state === 'HAVE_REFUND' && refund.reason === '退票退款');
    for (const refund of refundList) expect(refund.amount).toBe(orderRecord(refund.orderNo).refundedAmount);
    expect((await ok(payApi.refundList, { currentPage: 1, perSize: 10, state: 'WAITING_REFUND' })).refundList).toEqual([]);
    await loginAs('user01');
    const mine = (await ok(payApi.refundList, { currentPage: 1, perSize: 10 })).refundList;
    // NO200103's flight was cancelled by the airline and its traveller took the free refund (seeded schedule change).
    expect(mine).toEqual([
      expect.objectContaining({ orderNo: 'NO200103', state: 'HAVE_REFUND', reason: '退票退款' }),
      expect.objectContaining({ orderNo: 'NO200109', method: 'ONLINE', state: 'HAVE_REFUND' }),
    ]);
    await refused(
      payApi.refundList,
      { currentPage: 1, perSize: 10, applyDateStart: '2026-11-20', applyDateEnd: '2026-11-01' },
      'PARAM_INVALID',
    );
  });

  it('seats released on a paid order: the money goes back to the method of its last payment', async () => {
    await loginAs('agent01');
    const last = simulator.state.payments.filter((payment) => payment.orderNo === 'TO100124' && payment.status === 'SUCCESS').at(-1)!;
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100124', count: 2 });
    expect(quote.refund).toBeGreaterThan(0);
    await ok(orderApi.releaseSeats, { orderNo: 'TO100124', count: 2, expectedForfeit: quote.forfeit });
    const { refundList } = await ok(payApi.refundList, { currentPage: 1, perSize: 10, orderNo: 'TO100124' });
    expect(refundList).toEqual([
      expect.objectContaining({
        paymentNo: last.paymentNo,
        method: last.method,
        amount: quote.refund,
        state: 'WAITING_REFUND',
        reason: '取消占座退款',
      }),
    ]);
    const before = agentAccount().balance;
    await simulator.clock.advance(PAYMENT.refundMs);
    expect(simulator.state.paymentRefunds.find((refund) => refund.orderNo === 'TO100124')!.state).toBe('HAVE_REFUND');
    const row = transactionsOf().at(-1)!;
    expect(row).toMatchObject({ kind: 'REFUND', amount: quote.refund, orderNo: 'TO100124' });
    expect(agentAccount().balance).toBe(last.method === 'PREPAID' ? before + quote.refund : before);
    expect(Boolean(row.external)).toBe(last.method !== 'PREPAID');
  });
});

describe('deposits (paydeposit)', () => {
  it('the agency’s team deposits, due first by deadline, then paid; filtered by paid', async () => {
    await loginAs('agent01');
    const { depositList, page } = await ok(payApi.depositQuery, { currentPage: 1, perSize: 100 });
    const due = depositList.filter((row) => !row.paid);
    expect(due.map((row) => row.orderNo).sort()).toEqual([
      'TO100109',
      'TO100113',
      'TO100115',
      'TO100116',
      'TO100117',
      'TO100118',
      'TO100147',
      'TO100148',
      'TO100149',
    ]);
    expect(depositList.slice(0, due.length)).toEqual(due);
    const deadlines = due.map((row) => Date.parse(row.deadline));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    const paid = (await ok(payApi.depositQuery, { currentPage: 1, perSize: 100, paid: true })).depositList;
    expect(paid.length).toBe(page.count - due.length);
    expectEvery(paid, (row) => row.paid && row.paidAt && row.paymentNo);
    expect(depositList.some((row) => row.orderNo === 'TO100142')).toBe(false); // corp01's
    // A person has no team deposits: an empty list (the normal area's paydeposit screen shows it so).
    await loginAs('user01');
    expect((await ok(payApi.depositQuery, { currentPage: 1, perSize: 10 })).page.count).toBe(0);
    // A staff member without PAY is refused.
    await loginAs('staff01');
    await refused(payApi.depositQuery, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
  });
});
