import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { PayableKind } from '@/domain/payment';
import { orderApi, payApi, personalOrderApi } from '@/lib/gateway/endpoints';
import { PAYMENT } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { agentAccount, milestone, newKey, orderRecord, paymentsOf, requestFor, transactionsOf } from './payment-support';
import { loginAs, MINUTE, ok, refused } from './support';

/** Paying: what is due, the methods, PREPAID / ONLINE / B2B through to the order, and every refusal. */

describe('what is due and how it can be paid', () => {
  it('an agent sees the deposit due, its points, the prepaid balance and the B2B methods', async () => {
    await loginAs('agent01');
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100116' });
    const deposit = milestone('TO100116', 'DEPOSIT');
    expect(payable).toMatchObject({
      kind: 'ORDER',
      payableNo: 'TO100116',
      orderNo: 'TO100116',
      milestone: 'DEPOSIT',
      amount: deposit.amount,
      covers: '团队定金（订单总额10%）',
      deadline: deposit.deadline,
      prepaid: { balance: agentAccount().balance, frozen: agentAccount().frozen },
    });
    expect(payable.title).toContain('杭州西溪湿地康养团');
    expect(payable.pointsBalance).toBeGreaterThan(0);
    expect(payable.maxPoints).toBe(Math.min(payable.pointsBalance, Math.floor(deposit.amount / 2)));
    expect(payable.pendingPaymentNo).toBeUndefined();

    const { methods } = await ok(payApi.b2bMethods, { payableKind: 'ORDER', payableNo: 'TO100116' });
    expect(methods.map((method) => [method.method, method.available])).toEqual([
      ['PREPAID', true],
      ['B2B', true],
      ['ONLINE', true],
    ]);
    expect(methods[0]!.name).toBe(`预存款支付（可用余额 ${formatFen(agentAccount().balance)}）`);
    expect(methods[1]!.banks!.map((bank) => bank.name)).toEqual(expect.arrayContaining(['工商银行', '建设银行', '招商银行', '交通银行']));
  });

  it('PREPAID is offered but unavailable when the balance does not cover the amount', async () => {
    await loginAs('agent01');
    const { methods } = await ok(payApi.b2bMethods, { payableKind: 'ORDER', payableNo: 'TO100143' });
    const amount = milestone('TO100143', 'FULL').amount;
    expect(methods[0]).toMatchObject({
      method: 'PREPAID',
      available: false,
      unavailableReason: `余额不足：可用${formatFen(agentAccount().balance)}，需支付${formatFen(amount)}`,
    });
    const request = await requestFor('ORDER', 'TO100143', 'PREPAID');
    const refusal = await refused(payApi.payment, request, 'PREPAID_INSUFFICIENT');
    expect(refusal.errorMsg).toBe(`预存款可用余额不足：可用${formatFen(agentAccount().balance)}，需支付${formatFen(amount)}`);
  });

  it('a person is offered ONLINE only; the B2B list and prepaid are not theirs', async () => {
    await loginAs('user01');
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'NO200104' });
    expect(payable).toMatchObject({ milestone: 'FULL', covers: '机票全款', amount: milestone('NO200104', 'FULL').amount });
    expect(payable.prepaid).toBeUndefined();
    const { methods } = await ok(payApi.normalMethods, { payableKind: 'ORDER', payableNo: 'NO200104' });
    expect(methods).toEqual([{ method: 'ONLINE', name: '在线支付', available: true }]);
    await refused(payApi.b2bMethods, { payableKind: 'ORDER', payableNo: 'NO200104' }, 'PERMISSION_DENIED');
    const request = await requestFor('ORDER', 'NO200104', 'PREPAID');
    expect((await refused(payApi.payment, request, 'PAY_METHOD_UNAVAILABLE')).errorMsg).toBe(
      '该支付方式当前不可用：个人用户不支持预存款支付',
    );
  });

  it('another payer’s payable is not found; a paid one is already paid; a cancelled one past its deadline is late', async () => {
    await loginAs('agent01');
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100142' }, 'PAYABLE_NOT_FOUND'); // corp01's
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'NO200104' }, 'PAYABLE_NOT_FOUND'); // user01's
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO999999' }, 'PAYABLE_NOT_FOUND');
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100102' }, 'ALREADY_PAID');
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100133' }, 'PAYABLE_NOT_FOUND'); // cancelled by the agent
    const late = await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100135' }, 'PAYMENT_DEADLINE_PASSED'); // auto-cancelled
    expect(late.errorMsg).toMatch(/^付款截止时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}已过，不能再支付$/);
    await loginAs('user01');
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100116' }, 'PAYABLE_NOT_FOUND');
  });
});

describe('PREPAID', () => {
  it('pays a deposit at once: the balance frozen for it, the order confirmed, the balance opened', async () => {
    await loginAs('agent01');
    const before = agentAccount();
    const request = await requestFor('ORDER', 'TO100116', 'PREPAID');
    const { payment } = await ok(payApi.payment, request);
    const amount = milestone('TO100116', 'DEPOSIT').amount;
    expect(payment).toMatchObject({
      payableKind: 'ORDER',
      orderNo: 'TO100116',
      milestone: 'DEPOSIT',
      method: 'PREPAID',
      status: 'SUCCESS',
      amount,
      points: 0,
    });
    expect(payment.paymentNo).toMatch(/^PAY\d{8}$/);
    expect(agentAccount()).toMatchObject({ balance: before.balance - amount, frozen: before.frozen + amount });
    expect(transactionsOf().at(-1)).toMatchObject({
      kind: 'FREEZE',
      amount: -amount,
      balanceAfter: before.balance - amount,
      frozenAfter: before.frozen + amount,
      orderNo: 'TO100116',
      paymentNo: payment.paymentNo,
      method: 'PREPAID',
    });
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    expect(order).toMatchObject({ status: 'BOOKED', depositStatus: 'SUCCESSED', nextMilestone: 'BALANCE' });
    expect(order.confirmedCount).toBe(order.groupCount);
    expect(orderRecord('TO100116').log.at(-1)!.detail).toBe(`支付定金${formatFen(amount)}（预存款支付，支付单${payment.paymentNo}）`);
  });

  it('pays the balance: the order is PAYED and its frozen deposit becomes fare', async () => {
    await loginAs('agent01');
    const deposit = paymentsOf('TO100106').find((payment) => payment.milestone === 'DEPOSIT')!;
    const before = agentAccount();
    const request = await requestFor('ORDER', 'TO100106', 'PREPAID');
    expect(request.milestone).toBe('BALANCE');
    const { payment } = await ok(payApi.payment, request);
    expect(payment.status).toBe('SUCCESS');
    expect(orderRecord('TO100106').status).toBe('PAYED');
    const [paid, released] = transactionsOf().slice(-2);
    expect(paid).toMatchObject({
      kind: 'PAYMENT',
      amount: -payment.amount,
      balanceAfter: before.balance - payment.amount,
      description: '支付订单TO100106尾款（预存款支付）',
    });
    if (deposit.method === 'PREPAID') {
      expect(released).toMatchObject({
        kind: 'UNFREEZE',
        amount: -deposit.amount,
        availableChange: 0,
        frozenChange: -deposit.amount,
        frozenAfter: before.frozen - deposit.amount,
        paymentNo: deposit.paymentNo,
      });
      expect(released!.description).toBe(`订单TO100106已付清，冻结的定金${formatFen(deposit.amount)}转为票款`);
    }
  });

  it('red-packet points deduct from the amount: at most half of it, never more than held', async () => {
    await loginAs('agent01');
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100116' });
    const over = await requestFor('ORDER', 'TO100116', 'PREPAID', { points: payable.maxPoints + 1 });
    expect((await refused(payApi.payment, over, 'POINTS_INVALID')).errorMsg).toBe(`红包积分抵扣无效：本次最多可用${payable.maxPoints}分`);
    const request = await requestFor('ORDER', 'TO100116', 'PREPAID', { points: 10_000 });
    expect(request.expectedAmount).toBe(payable.amount - 10_000);
    const wrong = { ...request, idempotencyKey: newKey(), expectedAmount: payable.amount };
    expect((await refused(payApi.payment, wrong, 'PAY_AMOUNT_CHANGED')).errorMsg).toBe(
      `应付金额已变化（现为${formatFen(payable.amount - 10_000)}），请重新确认`,
    );
    const { payment } = await ok(payApi.payment, request);
    expect(payment).toMatchObject({ amount: payable.amount - 10_000, points: 10_000, status: 'SUCCESS' });
    expect(milestone('TO100116', 'DEPOSIT')).toMatchObject({ status: 'SUCCESSED', paidAmount: payable.amount });
    const use = simulator.state.pointMovements.at(-1)!;
    expect(use).toMatchObject({ kind: 'USE', points: -10_000, orderNo: 'TO100116', paymentNo: payment.paymentNo });
    const { payable: next } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100116' });
    expect(next.pointsBalance).toBe(payable.pointsBalance - 10_000);
  });

  it('the amount or milestone the payer saw must still be the one due', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100116', 'PREPAID');
    await refused(payApi.payment, { ...request, expectedAmount: request.expectedAmount - 1 }, 'PAY_AMOUNT_CHANGED');
    await refused(payApi.payment, { ...request, idempotencyKey: newKey(), milestone: 'BALANCE' }, 'PAY_AMOUNT_CHANGED');
    await refused(payApi.payment, { ...request, idempotencyKey: newKey(), milestone: undefined }, 'PARAM_INVALID');
    expect(paymentsOf('TO100116')).toEqual([]);
  });
});

describe('ONLINE', () => {
  it('answers PENDING with the simulator’s cashier; the cashier’s success pays the order', async () => {
    await loginAs('user01');
    const request = await requestFor('ORDER', 'NO200104', 'ONLINE', { returnPath: '/normal/pay/result/pending?orderNo=NO200104' });
    const { payment } = await ok(payApi.payment, request);
    expect(payment).toMatchObject({ status: 'PENDING', method: 'ONLINE' });
    expect(payment.cashierUrl).toBe(
      `/sim-cashier.html?paymentNo=${payment.paymentNo}&return=${encodeURIComponent('/normal/pay/result/pending?orderNo=NO200104')}`,
    );
    expect(milestone('NO200104', 'FULL').status).toBe('UNDER_WAY');
    const { payable } = await ok(payApi.payable, { payableKind: 'ORDER', payableNo: 'NO200104' });
    expect(payable.pendingPaymentNo).toBe(payment.paymentNo);

    await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
    const { payment: after } = await ok(payApi.status, { paymentNo: payment.paymentNo });
    expect(after.status).toBe('SUCCESS');
    expect(after.repeated).toBeUndefined();
    expect(after.finishTime).toBeDefined();
    const { order } = await ok(personalOrderApi.detail, { orderNo: 'NO200104' });
    expect(order.status).toBe('PAYED');
  });

  it('a failed or abandoned cashier ends the attempt, gives the points back and lets the payer try again', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100116', 'ONLINE', { points: 5_000 });
    const { payment } = await ok(payApi.payment, request);
    expect(payment.cashierUrl).toContain(encodeURIComponent(`/agent/pay/result/pending?paymentNo=${payment.paymentNo}`));
    await simulator.payments.completeOnline(payment.paymentNo, 'FAILED');
    expect(simulator.payments.get(payment.paymentNo)).toMatchObject({ status: 'FAILED', failReason: '支付失败：银行卡扣款未成功（模拟）' });
    expect(simulator.state.pointMovements.at(-1)).toMatchObject({ kind: 'RETURN', points: 5_000, paymentNo: payment.paymentNo });
    expect(milestone('TO100116', 'DEPOSIT').status).toBe('WAIT');

    const second = await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'ONLINE'));
    await simulator.payments.completeOnline(second.payment.paymentNo, 'CLOSED');
    expect(simulator.payments.get(second.payment.paymentNo)).toMatchObject({ status: 'CLOSED', failReason: '用户放弃支付' });
    // A late word on an ended attempt changes nothing.
    await simulator.payments.completeOnline(second.payment.paymentNo, 'FAILED');
    expect(simulator.payments.get(second.payment.paymentNo)!.status).toBe('CLOSED');
  });

  it('an attempt nobody finishes closes after 30 minutes (settle step)', async () => {
    await loginAs('agent01');
    const { payment } = await ok(payApi.payment, await requestFor('ORDER', 'TO100117', 'ONLINE'));
    await simulator.clock.advance(PAYMENT.onlineCloseMs - MINUTE);
    expect((await ok(payApi.status, { paymentNo: payment.paymentNo })).payment.status).toBe('PENDING');
    await simulator.clock.advance(MINUTE);
    const { payment: closed } = await ok(payApi.status, { paymentNo: payment.paymentNo });
    expect(closed).toMatchObject({ status: 'CLOSED', failReason: '30分钟内未完成支付，已自动关闭' });
    expect(milestone('TO100117', 'DEPOSIT').status).toBe('WAIT');
  });
});

describe('B2B', () => {
  it('is PENDING until the bank confirms 10 minutes later; the prepaid balance does not move', async () => {
    await loginAs('agent01');
    const before = agentAccount();
    const request = await requestFor('ORDER', 'TO100107', 'B2B', { bankCode: 'CMB' });
    const { payment } = await ok(payApi.b2bPayment, request);
    expect(payment).toMatchObject({ status: 'PENDING', method: 'B2B', bankName: '招商银行', milestone: 'BALANCE' });
    expect(milestone('TO100107', 'BALANCE').status).toBe('UNDER_WAY');
    expect((await ok(orderApi.detail, { orderNo: 'TO100107' })).order.processStatus).toBe('UNDER_WAY');
    // Another attempt meanwhile is refused, naming the one under way.
    const again = await refused(payApi.payment, await requestFor('ORDER', 'TO100107', 'PREPAID'), 'PAYMENT_IN_PROGRESS');
    expect(again.errorMsg).toBe(`该款项有一笔支付正在处理中（${payment.paymentNo}），请勿重复支付`);

    await simulator.clock.advance(PAYMENT.b2bConfirmMs);
    const { payment: confirmed } = await ok(payApi.status, { paymentNo: payment.paymentNo });
    expect(confirmed.status).toBe('SUCCESS');
    expect(orderRecord('TO100107').status).toBe('PAYED');
    expect(agentAccount().balance).toBe(before.balance);
    const paid = transactionsOf().find((record) => record.paymentNo === payment.paymentNo)!;
    expect(paid).toMatchObject({ kind: 'PAYMENT', amount: -payment.amount, external: true, method: 'B2B', balanceAfter: before.balance });
    expect(paid.description).toBe('支付订单TO100107尾款（招商银行企业网银）');
  });

  it('a bank payment under way holds the order past its deadline', async () => {
    const deadline = Date.parse(milestone('TO100119', 'FULL').deadline);
    await simulator.clock.set(new Date(deadline - 2 * MINUTE));
    await loginAs('agent01');
    await ok(payApi.b2bPayment, await requestFor('ORDER', 'TO100119', 'B2B'));
    await simulator.clock.set(new Date(deadline + 5 * MINUTE));
    expect(orderRecord('TO100119').status).toBe('BOOKED');
    await refused(payApi.payment, await requestFor('ORDER', 'TO100119', 'PREPAID'), 'PAYMENT_IN_PROGRESS');
    await simulator.clock.advance(PAYMENT.b2bConfirmMs);
    expect(orderRecord('TO100119').status).toBe('PAYED');
  });

  it('only through the B2B call, with a bank, by an agent with PAY', async () => {
    await loginAs('agent01');
    const request = await requestFor('ORDER', 'TO100116', 'B2B');
    await refused(payApi.payment, request, 'PAY_METHOD_UNAVAILABLE');
    await refused(payApi.b2bPayment, { ...request, idempotencyKey: newKey(), method: 'ONLINE' }, 'PAY_METHOD_UNAVAILABLE');
    await refused(payApi.b2bPayment, { ...request, idempotencyKey: newKey(), bankCode: 'NOPE' }, 'PARAM_INVALID');
    await loginAs('staff01');
    await refused(payApi.b2bPayment, { ...request, idempotencyKey: newKey() }, 'PERMISSION_DENIED');
    await refused(payApi.payment, { ...request, idempotencyKey: newKey(), method: 'PREPAID' }, 'PERMISSION_DENIED');
    await refused(payApi.payable, { payableKind: 'ORDER', payableNo: 'TO100116' }, 'PERMISSION_DENIED');
    await loginAs('user01');
    await refused(payApi.b2bPayment, { ...request, idempotencyKey: newKey() }, 'PERMISSION_DENIED');
    expect(paymentsOf('TO100116')).toEqual([]);
  });
});

describe('a payment’s state', () => {
  it('is the payer’s own: another payer’s or an unknown one is not found', async () => {
    await loginAs('agent01');
    const { payment } = await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'PREPAID'));
    expect((await ok(payApi.status, { paymentNo: payment.paymentNo.toLowerCase() })).payment.paymentNo).toBe(payment.paymentNo);
    await refused(payApi.status, { paymentNo: 'PAY99999999' }, 'PAYMENT_NOT_FOUND');
    await loginAs('staff01');
    expect((await ok(payApi.status, { paymentNo: payment.paymentNo })).payment.status).toBe('SUCCESS'); // the agency's
    await loginAs('user01');
    const refusal = await refused(payApi.status, { paymentNo: payment.paymentNo }, 'PAYMENT_NOT_FOUND');
    expect(refusal.errorMsg).toBe(`支付单${payment.paymentNo}不存在`);
  });
});

describe('other payables', () => {
  it('a confirmed name change’s fee (a RENAME ancillary order): paid, the change is PAYED and logged on the order', async () => {
    await loginAs('agent01');
    // The seed's two name changes are the first ancillary orders: TO100131's waits, TO100132's is confirmed.
    const [waiting, confirmed] = simulator.state.ancillaryOrders.filter((record) => record.kind === 'RENAME');
    expect([waiting!.ancilOrderNo, waiting!.orderNo, waiting!.status]).toEqual(['AN300001', 'TO100131', 'WAIT_CONFIRM']);
    expect([confirmed!.ancilOrderNo, confirmed!.orderNo, confirmed!.status]).toEqual(['AN300002', 'TO100132', 'UNPAID']);
    const { payable } = await ok(payApi.payable, { payableKind: 'ANCILLARY', payableNo: 'AN300002' });
    expect(payable).toMatchObject({ orderNo: 'TO100132', amount: 10_000, covers: '名单变更费（改名 1人 × ¥100.00）' });
    const { payment } = await ok(payApi.payment, await requestFor('ANCILLARY', 'AN300002', 'PREPAID'));
    expect(payment.status).toBe('SUCCESS');
    expect(simulator.state.ancillaryOrders.find((record) => record.ancilOrderNo === 'AN300002')!.status).toBe('PAYED');
    expect(orderRecord('TO100132').log.at(-1)!.action).toBe('ANCILLARY_PAY');
    await refused(payApi.payable, { payableKind: 'ANCILLARY', payableNo: 'AN300002' }, 'ALREADY_PAID');
    await refused(payApi.payable, { payableKind: 'ANCILLARY', payableNo: 'AN300001' }, 'PAYABLE_NOT_FOUND'); // not confirmed yet
  });

  it('an ancillary item from the stand-alone cashier, of the type it is', async () => {
    await loginAs('user01');
    const { payable } = await ok(payApi.payable, { payableKind: 'ANCILLARY', payableNo: 'AN300003' });
    expect(payable).toMatchObject({ kind: 'ANCILLARY', amount: 6_000, covers: '清真餐 × 1份' });
    const request = await requestFor('ANCILLARY', 'AN300003', 'ONLINE');
    await refused(payApi.ancillaryPayment, { ...request, ancillaryType: 'BAGGAGE' }, 'PARAM_INVALID');
    const { payment } = await ok(payApi.ancillaryPayment, { ...request, idempotencyKey: newKey(), ancillaryType: 'MEAL' });
    await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
    expect(simulator.state.ancillaryOrders.find((item) => item.ancilOrderNo === 'AN300003')).toMatchObject({
      status: 'PAYED',
      paymentNo: payment.paymentNo,
    });
    await refused(payApi.payable, { payableKind: 'ANCILLARY', payableNo: 'AN300006' }, 'PAYABLE_NOT_FOUND'); // agent01's
  });

  it('buying red-packet points (a POINT item) credits them', async () => {
    await loginAs('user01');
    const { payment } = await ok(payApi.ancillaryPayment, {
      ...(await requestFor('ANCILLARY', 'AN300005', 'ONLINE')),
      ancillaryType: 'POINT',
    });
    await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
    expect(simulator.state.pointMovements.at(-1)).toMatchObject({ ownerAccountId: 'USR0001', kind: 'EARN', points: 5_000 });
  });
});

describe('the payables registry', () => {
  it('lists everything an agency owes, every kind of payable, soonest deadline first, as each kind finds it', async () => {
    await loginAs('agent01');
    const { payableList } = await ok(payApi.dueList, { currentPage: 1, perSize: 100 });
    expect(new Set(payableList.map((row) => row.kind))).toEqual(new Set(PayableKind.values));
    const deadlines = payableList.map((row) => Date.parse(row.deadline!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    for (const row of payableList) {
      const { payable } = await ok(payApi.payable, { payableKind: row.kind, payableNo: row.payableNo });
      expect(payable, row.payableNo).toMatchObject({ kind: row.kind, amount: row.amount, deadline: row.deadline, covers: row.covers });
    }
  });
});
