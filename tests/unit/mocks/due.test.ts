import { describe, expect, it } from 'vitest';
import { DueKind, isAgentDeadline } from '@/domain/due';
import { auctionApi, payApi, scheduleChangeApi, todoApi, type DueItem, type DueListRequest } from '@/lib/gateway/endpoints';
import { migrate } from '@/mocks/persistence';
import { STATE_VERSION } from '@/mocks/state';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { AUTH } from '@/config/auth-codes';
import { DUE, registerDueSource, DUE_SOURCES, HOUR, DAY, scheduleChangesAwaitingAction } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { orderRecord, requestFor } from './payment-support';
import { loginAs, ok } from './support';

/**
 * What falls due (rules/due.ts), through the gateway from the seed of 2026-11-23 09:00: every
 * kind is derived from its entity's own record and rules, moves with the clock, and reaches the agency's
 * phone once.
 */

const now = () => simulator.clock.nowMs();

async function due(filters: Partial<DueListRequest> = {}) {
  return ok(todoApi.dueList, { currentPage: 1, perSize: 100, ...filters });
}

const item = (items: DueItem[], itemId: string) => items.find((candidate) => candidate.itemId === itemId);

/** Moves the simulator clock and signs in again (a jump past 30 minutes ends the session). */
async function advance(ms: number, who: 'agent01' | 'staff01' = 'agent01') {
  await simulator.clock.advance(ms);
  await loginAs(who);
}

describe('the due list of agent01 at the seed', () => {
  it('holds every kind the seed promises, the agent’s soonest deadline first and what waits on the airline after, each with its entity, what-if and action', async () => {
    await loginAs('agent01');
    const { dueList, page } = await due();
    expect(page.count).toBe(dueList.length);
    const kinds = new Set(dueList.map((row) => row.kind));
    // A won bid's balance is the settlement's to make (seed/auction.ts: no seeded bid won): its own test below.
    expect([...kinds].sort()).toEqual(DueKind.values.filter((kind) => kind !== 'BID_BALANCE').sort());
    // The agent's deadlines soonest first, then apart what waits on the airline, soonest first.
    const agent = dueList.filter(isAgentDeadline);
    expect(dueList).toEqual([...agent, ...dueList.filter((row) => !isAgentDeadline(row))]);
    for (const rows of [agent, dueList.filter((row) => !isAgentDeadline(row))]) {
      expect(rows.length, 'each group has rows to order').toBeGreaterThan(1);
      const deadlines = rows.map((row) => Date.parse(row.deadline));
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    }
    expectEvery(dueList, (row) => row.ifMissed.length > 0 && row.entityNo.length > 0);
  });

  it('reads the payables as the payment rules list them: the same amounts and deadlines, not a copy', async () => {
    await loginAs('agent01');
    const [{ dueList }, { payableList }] = await Promise.all([due(), ok(payApi.dueList, { currentPage: 1, perSize: 100 })]);
    const paying = dueList.filter((row) => row.payable);
    expect(paying.length).toBe(payableList.filter((row) => !row.pendingPaymentNo).length);
    expect(payableList.length, 'payables to compare').toBeGreaterThan(0);
    for (const row of payableList) {
      const found = dueList.find((candidate) => candidate.payable?.payableNo === row.payableNo);
      expect(found, row.payableNo).toMatchObject({ amount: row.amount, deadline: row.deadline, orderNo: row.orderNo });
    }
  });

  it("names the deposit, balance and full payment by the order's milestone, in domain.md's words", async () => {
    await loginAs('agent01');
    const { dueList } = await due();
    expect(item(dueList, 'FULL_PAYMENT:TO100143')).toMatchObject({
      kind: 'FULL_PAYMENT',
      entity: 'ORDER',
      action: 'PAY',
      ifMissed: '逾期未付全款，订单自动取消并释放座位',
    });
    expect(item(dueList, 'DEPOSIT:TO100115')).toMatchObject({
      deadline: orderRecord('TO100115').milestones.find((m) => m.kind === 'DEPOSIT')!.deadline,
    });
    expect(item(dueList, 'BALANCE:TO100107')).toMatchObject({ ifMissed: '逾期未付尾款，订单取消，已付定金不予退还' });
  });

  it('takes the name deadline from the order and offers the name list only while the order allows it', async () => {
    await loginAs('agent01');
    const { dueList } = await due({ kind: 'NAME_LIST' });
    const order = orderRecord('TO100119');
    expect(item(dueList, 'NAME_LIST:TO100119')).toMatchObject({
      deadline: order.nameDeadline,
      action: 'EDIT_PASSENGERS',
      what: `录齐名单（已录0/${order.groupCount + order.infantCount}人）`,
    });
    await advance(Date.parse(order.nameDeadline) - now() + 1000);
    expect(item((await due({ kind: 'NAME_LIST' })).dueList, 'NAME_LIST:TO100119')).toBeUndefined();
  });

  it('lists the orders ready to ticket until their departure', async () => {
    await loginAs('agent01');
    const { dueList } = await due({ kind: 'TICKETING' });
    expect(item(dueList, 'TICKETING:TO100112')).toMatchObject({ action: 'ISSUE_TICKETS', ifMissed: '航班起飞后不能再出票' });
    // TO100102's flight is cancelled, the agent's decision waiting: nothing to ticket on it until then.
    expect(item(dueList, 'TICKETING:TO100102')).toBeUndefined();
  });
});

describe('the due list follows the clock', () => {
  it('drops a missed deposit once the order is cancelled, and says when it next changes', async () => {
    await loginAs('agent01');
    const first = await due();
    expect(Date.parse(first.nextChangeAt!)).toBe(
      Math.min(...first.dueList.map((row) => Date.parse(row.deadline)).filter((at) => at > now())),
    );
    const deadline = Date.parse(item(first.dueList, 'FULL_PAYMENT:TO100119')!.deadline);
    await advance(deadline - now() + 1000);
    const { dueList } = await due();
    expect(item(dueList, 'FULL_PAYMENT:TO100119')).toBeUndefined();
    expect(orderRecord('TO100119').status).toBe('CANCELED');
  });

  it('counts what falls due within 24 hours and within 2 hours, over the filters', async () => {
    await loginAs('agent01');
    const { dueList, soonCount, urgentCount } = await due();
    const left = (row: DueItem) => Date.parse(row.deadline) - now();
    const deadlines = dueList.filter((row) => row.kind !== 'REFUND_DECIDED' && row.kind !== 'REVIEW_PENDING');
    expect(soonCount).toBe(deadlines.filter((row) => left(row) <= DUE.bellMs).length);
    expect(urgentCount).toBe(deadlines.filter((row) => left(row) <= DUE.urgentMs).length);
    expect(urgentCount).toBeGreaterThan(0);
    const within = await due({ withinHours: 24 });
    expectEvery(within.dueList, (row) => left(row) <= DAY);
    const ofOrder = await due({ orderNo: 'TO100143' });
    expect(ofOrder.dueList.map((row) => row.itemId).sort()).toEqual(['FULL_PAYMENT:TO100143', 'NAME_LIST:TO100143']);
  });

  it('a paid deposit leaves the list', async () => {
    await loginAs('agent01');
    expect(item((await due()).dueList, 'DEPOSIT:TO100118')).toBeDefined();
    await ok(payApi.payment, await requestFor('ORDER', 'TO100118', 'PREPAID'));
    expect(item((await due()).dueList, 'DEPOSIT:TO100118')).toBeUndefined();
  });
});

describe('bids', () => {
  it("a bid awaiting its deposit, the activity's end, then a won bid's balance within 24 hours", async () => {
    await loginAs('agent01');
    const activity = simulator.state.auctions.find((candidate) => candidate.prodNo === 'BA000101')!;
    const { bidOrder } = await ok(auctionApi.bid, {
      prodNo: 'BA000101',
      seats: 20,
      unitPrice: activity.floorPrice + 20 * activity.step,
      groupName: '三亚竞价团',
      contact: { name: '王建国', mobile: '13900000001' },
      expectedDeposit: 20 * activity.depositPerSeat,
    });
    const before = (await due()).dueList;
    expect(item(before, `BID_DEPOSIT:${bidOrder.ancilOrderNo}`)).toMatchObject({
      action: 'PAY_DEPOSIT',
      payable: { kind: 'BID_DEPOSIT', payableNo: bidOrder.ancilOrderNo },
    });
    expect(item(before, `AUCTION_END:${bidOrder.ancilOrderNo}`)).toMatchObject({ deadline: activity.endTime, action: 'RAISE_BID' });
    await ok(payApi.payment, await requestFor('BID_DEPOSIT', bidOrder.ancilOrderNo, 'PREPAID'));
    await advance(Date.parse(activity.endTime) - now() + 1000);
    const { dueList } = await due({ kind: 'BID_BALANCE' });
    const won = simulator.state.bidOrders.find((candidate) => candidate.ancilOrderNo === bidOrder.ancilOrderNo)!;
    expect(won.status).toBe('TICKED');
    expect(dueList).toEqual([
      expect.objectContaining({
        entity: 'BID_ORDER',
        entityNo: bidOrder.ancilOrderNo,
        orderNo: won.orderNo,
        action: 'PAY_BALANCE',
        ifMissed: '中标后24小时内未付尾款，订单取消，保证金不予退还',
      }),
    ]);
    expect(Date.parse(dueList[0]!.deadline) - Date.parse(activity.endTime)).toBeLessThanOrEqual(DAY + HOUR);
  });
});

describe('news and reviews', () => {
  it('a refund decision arrives when the airline decides, and stands for 3 days', async () => {
    await loginAs('agent01');
    const waiting = simulator.refunds.pending().find((refund) => refund.ownerAccountId === 'AGT0001')!;
    expect(item((await due()).dueList, `REFUND_DECIDED:${waiting.refundId}`)).toBeUndefined();
    await simulator.refunds.review(waiting.refundId, { reject: '证明材料不清晰' });
    const decided = item((await due()).dueList, `REFUND_DECIDED:${waiting.refundId}`);
    expect(decided).toMatchObject({ what: '退票申请未通过', action: 'VIEW_REFUND', arrivedAt: expect.any(String) });
    expect(decided!.ifMissed).toContain('证明材料不清晰');
    await advance(DUE.decidedShownMs + 1000);
    expect(item((await due()).dueList, `REFUND_DECIDED:${waiting.refundId}`)).toBeUndefined();
  });

  it('each order’s schedule change is due at its own deadline until handled; a role without the order’s function sees it without the action', async () => {
    await loginAs('agent01');
    const waiting = scheduleChangesAwaitingAction(simulator.state, 'AGT0001').filter((change) => Date.parse(change.deadline) > now());
    expect(waiting.length).toBeGreaterThan(1);
    const idOf = (change: { noticeId: string; orderNo: string }) => `SCHEDULE_CHANGE:${change.orderNo}-${change.noticeId}`;
    const listed = (await due({ kind: 'SCHEDULE_CHANGE' })).dueList;
    // One item per order, due when the airline decides by itself (the change's deadline), linking to the order's banner.
    expect(listed.map((row) => [row.itemId, row.deadline, row.entity, row.entityNo, row.action]).sort()).toEqual(
      waiting.map((change) => [idOf(change), change.deadline, 'ORDER', change.orderNo, 'HANDLE_CHANGE']).sort(),
    );
    expect(listed.map((row) => row.deadline)).not.toContain(undefined);

    // 订票员 holds the team order centre's function but not the scattered one: it acts on what it may.
    await loginAs('staff01');
    const staffList = (await due()).dueList;
    expect(new Set(staffList.map((row) => row.kind))).toEqual(new Set(['NAME_LIST', 'SCHEDULE_CHANGE']));
    const staffChanges = staffList.filter((row) => row.kind === 'SCHEDULE_CHANGE');
    expect(staffChanges).toHaveLength(waiting.length);
    expectEvery(
      staffChanges,
      (row) =>
        (row.action === 'HANDLE_CHANGE') === (waiting.find((change) => idOf(change) === row.itemId)!.authCode === AUTH.TEAM_ORDER_EDIT),
    );

    // Handled: gone from the list.
    await loginAs('agent01');
    const [first] = waiting;
    await ok(scheduleChangeApi.accept, { orderNo: first!.orderNo, noticeId: first!.noticeId });
    expect(item((await due()).dueList, idOf(first!))).toBeUndefined();
  });

  it('a schedule change left alone leaves the list at its deadline, decided by the airline', async () => {
    await loginAs('agent01');
    const [first] = scheduleChangesAwaitingAction(simulator.state, 'AGT0001').filter((change) => Date.parse(change.deadline) > now());
    const id = `SCHEDULE_CHANGE:${first!.orderNo}-${first!.noticeId}`;
    expect(item((await due()).dueList, id)).toMatchObject({ deadline: first!.deadline });
    await advance(Date.parse(first!.deadline) - now() + 1000);
    expect(item((await due()).dueList, id)).toBeUndefined();
    const impact = simulator.state.flightChangeNotices
      .find((notice) => notice.noticeId === first!.noticeId)!
      .orders.find((order) => order.orderNo === first!.orderNo)!;
    expect(impact.status).not.toBe('PENDING');
  });

  it('a top-up waits for review until the airline answers', async () => {
    await loginAs('agent01');
    const pending = simulator.topUps.pending().find((topUp) => topUp.ownerAccountId === 'AGT0001')!;
    expect(item((await due({ kind: 'REVIEW_PENDING' })).dueList, `REVIEW_PENDING:${pending.applicationNo}`)).toMatchObject({
      entity: 'TOP_UP',
      amount: pending.amount,
    });
    await simulator.topUps.review(pending.applicationNo, { approve: true });
    expect(item((await due()).dueList, `REVIEW_PENDING:${pending.applicationNo}`)).toBeUndefined();
  });

  it('another area feeds the list through a source of its own', async () => {
    const count = DUE_SOURCES.length;
    registerDueSource({ name: 'test-source', items: () => [] });
    registerDueSource({
      name: 'test-source',
      items: ({ owner }) =>
        owner === 'AGT0001'
          ? [
              {
                itemId: 'SCHEDULE_CHANGE:SC1',
                kind: 'SCHEDULE_CHANGE',
                what: '处理航班调整',
                title: 'SC1',
                entity: 'FLIGHT_CHANGE',
                entityNo: 'SC1',
                deadline: '2026-11-24T09:00:00+08:00',
                ifMissed: '—',
              },
            ]
          : [],
    });
    expect(DUE_SOURCES.length).toBe(count + 1);
    await loginAs('agent01');
    expect(item((await due()).dueList, 'SCHEDULE_CHANGE:SC1')).toBeDefined();
    registerDueSource({ name: 'test-source', items: () => [] });
  });
});

describe("SMS reminders to the agency's contact phone", () => {
  it('one per item when its last 2 hours begin, never twice', async () => {
    await loginAs('agent01');
    const deposit = item((await due()).dueList, 'DEPOSIT:TO100115')!;
    const reminders = () => simulator.state.dueReminders.filter((reminder) => reminder.reminderId === 'DEPOSIT:TO100115|URGENT');
    expect(reminders()).toEqual([]);
    await advance(Date.parse(deposit.deadline) - DUE.urgentMs - now() + 60_000);
    expect(reminders()).toEqual([expect.objectContaining({ mobile: '13900000001', sentAt: Date.parse(deposit.deadline) - DUE.urgentMs })]);
    expect(reminders()[0]!.text).toContain('逾期未付定金，订单自动取消并释放座位');
    await advance(30 * 60_000);
    expect(reminders()).toHaveLength(1);
  });
});

describe('saved state version 16', () => {
  it('a version 15 state gains an empty reminders outbox', () => {
    const saved = { ...simulator.state, version: 15 } as Record<string, unknown>;
    delete saved.dueReminders;
    expect(MIGRATIONS[15]!(saved)).toMatchObject({ dueReminders: [] });
    expect(MIGRATIONS[15]!(saved)).toMatchObject({ version: 16 });
    expect(migrate(saved, 15)).toMatchObject({ version: STATE_VERSION, dueReminders: [] });
  });
});
