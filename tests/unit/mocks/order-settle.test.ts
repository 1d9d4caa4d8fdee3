import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { orderApi } from '@/lib/gateway/endpoints';
import { departureKey, milestoneOf, orderDue, SYSTEM_ACTOR } from '@/mocks/rules';
import { createSeedState } from '@/mocks/seed';
import { settle } from '@/mocks/kernel/settle';
import type { SimulatorState } from '@/mocks/state';
import { simulator } from '@/mocks/simulator';
import { toGatewayIso } from '@/mocks/kernel/time-format';
import { loginAs, ok } from './support';

/** The settle step for orders: missed deadlines cancel BOOKED orders, release seats and forfeit paid deposits. */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const seed = createSeedState(NOW, 0);
const find = (state: SimulatorState, orderNo: string) => state.orders.find((order) => order.orderNo === orderNo)!;
const held = (state: SimulatorState, orderNo: string) => state.seatInventory[departureKey(find(state, orderNo).segments[0]!)]!;

describe('orderDue', () => {
  it('nothing is due at seed time', () => {
    expect(orderDue(seed, NOW)).toEqual([]);
  });

  it('a missed deposit cancels the order at its deadline and releases the seats', () => {
    const deadline = milestoneOf(find(seed, 'TO100116'), 'DEPOSIT')!.deadline;
    expect(orderDue(seed, Date.parse(deadline) - 1).map((due) => due.key)).not.toContain('TO100116');
    expect(orderDue(seed, Date.parse(deadline)).map((due) => due.key)).toContain('TO100116');
    const after = settle(seed, Date.parse(deadline), [orderDue]);
    const order = find(after, 'TO100116');
    expect(order.status).toBe('CANCELED');
    expect(milestoneOf(order, 'DEPOSIT')!.status).toBe('FAILED');
    expect(order.log.at(-1)).toMatchObject({ at: deadline, by: SYSTEM_ACTOR, action: 'AUTO_CANCEL' });
    expect(order.log.at(-1)!.detail).toMatch(/^定金¥[\d,.]+未在.+前支付，订单自动取消，已释放15个座位$/);
    expect(held(after, 'TO100116').group).toBe(held(seed, 'TO100116').group - 15);
  });

  it('a missed balance cancels the order and forfeits the paid deposit', () => {
    const before = find(seed, 'TO100107');
    const deposit = milestoneOf(before, 'DEPOSIT')!.paidAmount;
    const after = settle(seed, Date.parse(milestoneOf(before, 'BALANCE')!.deadline), [orderDue]);
    const order = find(after, 'TO100107');
    expect(order).toMatchObject({ status: 'CANCELED', forfeitedAmount: deposit, refundedAmount: 0 });
    expect(order.log.at(-1)!.detail).toContain(`已付定金${formatFen(deposit)}不予退还`);
    expect(order.log.at(-1)!.detail).toMatch(/^尾款/);
  });

  it('a missed full payment cancels a late team booking and an individual order', () => {
    const after = settle(seed, NOW + 2 * HOUR, [orderDue]);
    const team = find(after, 'TO100143');
    expect(team.status).toBe('CANCELED');
    expect(team.log.at(-1)!.detail).toMatch(/^全款.+已释放200个座位$/);
    expect(held(after, 'TO100143').group).toBe(held(seed, 'TO100143').group - 200);
    const individual = find(after, 'NO200104');
    expect(individual.status).toBe('CANCELED');
    expect(held(after, 'NO200104').cabins.Y).toBe(held(seed, 'NO200104').cabins.Y! - 3);
    // Deposit deadlines further away stand.
    expect(find(after, 'TO100116').status).toBe('BOOKED');
  });

  it('leaves paid orders, payments under way at the bank, and orders whose cancelled flight awaits a decision alone', () => {
    const underWay = produce(seed, (draft) => {
      milestoneOf(find(draft as SimulatorState, 'TO100116'), 'DEPOSIT')!.status = 'UNDER_WAY';
    });
    const later = settle(underWay, NOW + 60 * DAY, [orderDue]);
    expect(find(later, 'TO100116').status).toBe('BOOKED');
    const statuses = (state: SimulatorState) =>
      state.orders.filter((order) => order.status !== 'BOOKED' && order.status !== 'CANCELED').map((order) => order.status);
    expect(statuses(later)).toEqual(statuses(seed));
    // TO100109 and TO100113 cannot pay for a cancelled flight while the agent decides: their deadline waits for the decision.
    expect(later.orders.filter((order) => order.status === 'BOOKED').map((order) => order.orderNo)).toEqual([
      'TO100109',
      'TO100113',
      'TO100116',
    ]);
  });

  it('through the clock: the order screen sees the auto-cancel once the deadline has passed', async () => {
    await loginAs('agent01');
    expect((await ok(orderApi.detail, { orderNo: 'TO100143' })).order.nextMilestone).toBe('FULL');
    await simulator.clock.advance(25 * 60_000);
    await loginAs('agent01');
    expect((await ok(orderApi.detail, { orderNo: 'TO100143' })).order.status).toBe('BOOKED');
    await simulator.clock.advance(2 * HOUR);
    await loginAs('agent01');
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100143' });
    expect(order.status).toBe('CANCELED');
    expect(order.allowedActions).toEqual(['ADD_REMARK']);
    const { logList } = await ok(orderApi.log, { orderNo: 'TO100143' });
    expect(logList[0]).toMatchObject({ by: '系统', action: 'AUTO_CANCEL', at: order.milestones[0]!.deadline });
    expect(toGatewayIso(Date.parse(logList[0]!.at))).toBe(order.milestones[0]!.deadline);
  });
});
