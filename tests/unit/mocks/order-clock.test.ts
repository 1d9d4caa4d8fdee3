import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { orderApi, payApi, personalOrderApi } from '@/lib/gateway/endpoints';
import { fareTotal, ORDER } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { orderOf } from './order-support';
import { requestFor } from './payment-support';
import { loginAs, ok } from './support';
import { expectEvery } from '../../expect-every';

/**
 * What an order answers as the clock moves: the airline tickets an individual order after payment, a
 * page learns when to read again, a cancelled order says why its payments were never made, and every
 * breakdown adds up to its total.
 */

const detail = async (orderNo: string) => (await ok(personalOrderApi.detail, { orderNo })).order;

describe('individual orders are ticketed by the airline', () => {
  it('NO200105, paid in full, names when its tickets come; at that time every passenger has one, no action needed', async () => {
    await loginAs('user01');
    const paid = await detail('NO200105');
    expect(paid.status).toBe('PAYED');
    expectEvery(paid.passengers, (passenger) => !passenger.ticketNo);
    const lastPaid = Math.max(...paid.milestones.map((milestone) => Date.parse(milestone.paidAt!)));
    expect(Date.parse(paid.ticketingDueAt!)).toBe(lastPaid + ORDER.individualTicketingMs);
    expect(paid.changesAt).toBe(paid.ticketingDueAt);
    expect(paid.allowedActions).toEqual([]);

    await simulator.clock.set(new Date(Date.parse(paid.ticketingDueAt!) - 1000));
    expect((await detail('NO200105')).status).toBe('PAYED');
    await simulator.clock.set(paid.ticketingDueAt!);
    const ticketed = await detail('NO200105');
    expect(ticketed.status).toBe('TICKED');
    expect(ticketed.ticketingDueAt).toBeUndefined();
    expect(ticketed.passengers.map((passenger) => passenger.ticketNo)).toEqual([
      expect.stringMatching(/^880-\d{10}$/),
      expect.stringMatching(/^880-\d{10}$/),
    ]);
    expect(orderOf('NO200105').log.at(-1)).toMatchObject({
      at: paid.ticketingDueAt,
      by: ORDER.airlineTicketingBy,
      action: 'ISSUE_TICKETS',
    });
  });

  it('a payment of an individual order answers that the airline issues the tickets, and by when', async () => {
    await loginAs('user01');
    const { payment } = await ok(
      payApi.payment,
      await requestFor('ORDER', 'NO200104', 'ONLINE', { returnPath: '/normal/pay/result/pending' }),
    );
    expect(payment.next).toBeUndefined();
    await simulator.payments.completeOnline(payment.paymentNo, 'SUCCESS');
    const { payment: done } = await ok(payApi.status, { paymentNo: payment.paymentNo });
    const order = await detail('NO200104');
    expect(done.next).toEqual({ kind: 'AIRLINE_TICKETING', deadline: order.ticketingDueAt });
  });
});

describe('team orders as the clock moves', () => {
  it('a deposit paid answers the balance still due, its amount and deadline', async () => {
    await loginAs('agent01');
    const { payment } = await ok(payApi.payment, await requestFor('ORDER', 'TO100116', 'PREPAID'));
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    const balance = order.milestones.find((milestone) => milestone.kind === 'BALANCE')!;
    expect(payment.next).toEqual({ kind: 'PAY', milestone: 'BALANCE', amount: balance.amount, deadline: balance.deadline });
  });

  it('an order names its next change (the deposit deadline); past it, it is cancelled and its deposit milestone 超时未付', async () => {
    await loginAs('agent01');
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    const deposit = order.milestones.find((milestone) => milestone.kind === 'DEPOSIT')!;
    expect(order.changesAt).toBe(deposit.deadline);
    await simulator.clock.set(deposit.deadline);
    await loginAs('agent01');
    const { order: cancelled } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    expect(cancelled.status).toBe('CANCELED');
    expect(cancelled.changesAt).toBeUndefined();
    expect(cancelled.allowedActions).not.toContain('PAY');
    expect(cancelled.cancelTime).toBe(deposit.deadline);
    expect(cancelled.cancelReason).toBe('定金逾期未付');
    expect(cancelled.milestones.map((milestone) => [milestone.kind, milestone.status, milestone.closed])).toEqual([
      ['DEPOSIT', 'FAILED', 'OVERDUE'],
      ['BALANCE', 'FAILED', 'ORDER_CANCELED'],
    ]);
  });

  it('a voluntary cancel closes the unpaid milestones as cancelled, not overdue', async () => {
    await loginAs('agent01');
    await ok(orderApi.cancel, { orderNo: 'TO100116', reason: '客户改期' });
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100116' });
    expect(order.cancelReason).toBe('客户改期');
    expectEvery(order.milestones, (milestone) => milestone.closed === 'ORDER_CANCELED');
  });

  it('the fare lines and the deposit kept for released seats add up to the total (TO100121, 15 seats released, 3 beyond the free share)', async () => {
    await loginAs('agent01');
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100121' });
    expect(order.releasedSeats).toBe(15);
    expect(order.fareAdjustments).toHaveLength(1);
    expect(order.fareAdjustments[0]!.label).toBe('取消占座扣除定金（已释放 15 座）');
    expect(order.fareAdjustments[0]!.amount).toBeGreaterThan(0);
    expect(fareTotal(order.fares) + order.fareAdjustments[0]!.amount).toBe(order.totalAmount);
    expect(formatFen(order.fareAdjustments[0]!.amount)).toMatch(/^¥/);
  });
});
