import { describe, expect, it } from 'vitest';
import { moneyApi, orderApi } from '@/lib/gateway/endpoints';
import { POINTS, REWARD } from '@/mocks/rules';
import { ORDER_KINDS } from '@/mocks/order/rules/order-kinds';
import { simulator } from '@/mocks/simulator';
import { agentAccount, transactionsOf } from './payment-support';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

/** Rewards per ticketed segment credited on the 1st, red-packet points earned, used and expiring. (TEST_NOW is 2026-11-23.) */

describe('rewards', () => {
  it('months of the year: past months credited on the 1st, this and later months not yet', async () => {
    await loginAs('agent01');
    const { months, total } = await ok(moneyApi.rewardMonths, { year: 2026 });
    expect(months.map((month) => [month.month, month.credited])).toEqual([
      ['2026-12', false],
      ['2026-11', false],
      ['2026-10', true],
      ['2026-09', true],
      ['2026-08', true],
    ]);
    expect(total).toBe(months.reduce((sum, month) => sum + month.amount, 0));
    for (const month of months) expect(month.amount).toBe(month.segments * REWARD.perSegment);
    expect(months[2]!.creditTime).toBe('2026-11-01T00:00:00+08:00');
    const credits = transactionsOf().filter((row) => row.kind === 'REWARD');
    expect(credits.map((row) => row.amount)).toEqual([months[4]!.amount, months[3]!.amount, months[2]!.amount]);
    expect((await ok(moneyApi.rewardMonths, { year: 2025 })).months).toEqual([]);
    await refused(moneyApi.rewardMonths, { year: 26 }, 'PARAM_INVALID');
  });

  it('lines of a month, paged: one per ticketed passenger-segment of that month', async () => {
    await loginAs('agent01');
    const { months } = await ok(moneyApi.rewardMonths, { year: 2026 });
    const november = months.find((month) => month.month === '2026-11')!;
    const { rewardList, page } = await ok(moneyApi.rewardLines, { currentPage: 1, perSize: 20, month: '2026-11' });
    expect(page.count).toBe(november.segments);
    expect(rewardList).toHaveLength(20);
    expectEvery(
      rewardList,
      (line) => line.month === '2026-11' && line.flightDate.startsWith('2026-11-') && line.amount === REWARD.perSegment,
    );
    const tickets = simulator.state.orders
      .filter((order) => order.ownerAccountId === 'AGT0001' && ORDER_KINDS[order.kind].earnsRewards)
      .flatMap((order) => order.tickets)
      // Refunded, void and replaced (a reissue's old ticket: 已改期, 改签) earn nothing.
      .filter((ticket) => ticket.flightDate.startsWith('2026-11') && (ticket.status === 'OPEN_FOR_USE' || ticket.status === 'USED'));
    expect(november.segments).toBe(tickets.length);
    await refused(moneyApi.rewardLines, { currentPage: 1, perSize: 20, month: '2026-13' }, 'PARAM_INVALID');
  });

  it('a month is credited to the prepaid account on the 1st of the next (settle step)', async () => {
    // The month as it stands at its last minute (tickets refunded meanwhile earn nothing).
    await simulator.clock.set('2026-11-30T23:59:00+08:00');
    await loginAs('agent01');
    const november = (await ok(moneyApi.rewardMonths, { year: 2026 })).months.find((month) => month.month === '2026-11')!;
    const before = agentAccount().balance;
    expect(simulator.state.rewardCredits.some((credit) => credit.month === '2026-11')).toBe(false);
    await simulator.clock.set('2026-12-01T00:00:00+08:00');
    expect(agentAccount().balance).toBe(before + november.amount);
    expect(transactionsOf().at(-1)).toMatchObject({ kind: 'REWARD', amount: november.amount, time: '2026-12-01T00:00:00+08:00' });
    await loginAs('agent01');
    const after = (await ok(moneyApi.rewardMonths, { year: 2026 })).months.find((month) => month.month === '2026-11')!;
    expect(after).toMatchObject({ credited: true, segments: november.segments, creditTime: '2026-12-01T00:00:00+08:00' });
  });

  it('corp01 and staff01 without the reward screen are refused', async () => {
    await loginAs('staff01');
    await refused(moneyApi.rewardMonths, { year: 2026 }, 'PERMISSION_DENIED');
    await loginAs('corp01');
    await refused(moneyApi.rewardLines, { currentPage: 1, perSize: 10, month: '2026-11' }, 'PERMISSION_DENIED');
  });
});

describe('red-packet points', () => {
  it('balance, expiring within 30 days, expired, and the movements newest first', async () => {
    await loginAs('agent01');
    const answer = await ok(moneyApi.points, { currentPage: 1, perSize: 10 });
    const mine = simulator.state.pointMovements.filter((movement) => movement.ownerAccountId === 'AGT0001');
    expect(answer.balance).toBe(mine.reduce((sum, movement) => sum + movement.points, 0));
    expect(answer.expiringIn30Days).toBe(55_000);
    expect(answer.expiredTotal).toBe(82_000);
    expect(answer.page.count).toBe(mine.length);
    const times = answer.movementList.map((movement) => Date.parse(movement.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = mine.reduce((min, movement) => Math.min(min, Date.parse(movement.time)), Infinity);
    expect(Date.parse('2026-11-23T09:00:00+08:00') - oldest).toBeGreaterThan(12 * 30 * 24 * 3600_000);
    const expired = await ok(moneyApi.points, { currentPage: 1, perSize: 10, kind: 'EXPIRE' });
    expect(expired.movementList.map((movement) => movement.points)).toEqual([-32_000, -50_000]);
    const earned = await ok(moneyApi.points, { currentPage: 1, perSize: 100, kind: 'EARN' });
    expectEvery(earned.movementList, (movement) => movement.expireTime !== undefined);
  });

  it('a lot left unused expires 12 months after it was earned (settle step)', async () => {
    await simulator.clock.set('2026-12-06T00:00:00+08:00');
    await loginAs('agent01');
    const answer = await ok(moneyApi.points, { currentPage: 1, perSize: 10, kind: 'EXPIRE' });
    expect(answer.movementList[0]).toMatchObject({ kind: 'EXPIRE', points: -30_000 });
    expect(answer.expiredTotal).toBe(112_000);
  });

  it('tickets issued earn points: one per yuan of fare', async () => {
    await loginAs('agent01');
    const before = (await ok(moneyApi.points, { currentPage: 1, perSize: 1 })).balance;
    const { issuedCount, order } = await ok(orderApi.issueTickets, { orderNo: 'TO100112' });
    expect(issuedCount).toBeGreaterThan(0);
    const record = simulator.state.orders.find((candidate) => candidate.orderNo === 'TO100112')!;
    const owed = record.tickets.reduce((sum, ticket) => sum + Math.floor(ticket.fare / 100) * POINTS.perYuan, 0);
    const answer = await ok(moneyApi.points, { currentPage: 1, perSize: 1 });
    expect(answer.movementList[0]).toMatchObject({ kind: 'EARN', points: owed, orderNo: 'TO100112' });
    expect(answer.balance).toBe(before + owed);
    expect(order.status).toMatch(/^TICKED/);
  });

  it('user01 has a few; staff01 without the points screen is refused', async () => {
    await loginAs('user01');
    const user = simulator.state.pointMovements.filter((movement) => movement.ownerAccountId === 'USR0001');
    expect(user.length).toBeGreaterThanOrEqual(3);
    await refused(moneyApi.points, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED'); // the normal menu has no points screen
    await loginAs('staff01');
    await refused(moneyApi.points, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
  });
});
