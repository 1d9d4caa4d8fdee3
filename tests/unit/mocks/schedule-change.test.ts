import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { orderApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { immer } from '@/mocks/immer';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { acceptChange, actionDeadline, netPaid, seatsLeft, significantReasons, SCHEDULE_CHANGE } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { STATE_VERSION, type SimulatorState } from '@/mocks/state';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

const NOW = '2026-03-02T09:00:00+08:00';
const HOUR = 3_600_000;
/** agent01's ticketed temporary group of 26 on XY5242 SHA-… 2026-03-18. */
const ORDER_NO = 'TO100131';
const FLIGHT = { flightNo: 'XY5242', flightDate: '2026-03-18' };

const order = () => simulator.orders.get(ORDER_NO)!;
const latestNotice = () => simulator.state.flightChangeNotices.at(-1)!;
const impactOf = (orderNo = ORDER_NO) => latestNotice().orders.find((impact) => impact.orderNo === orderNo)!;
const ref = () => ({ orderNo: ORDER_NO, noticeId: latestNotice().noticeId });
const group = { kind: 'group' } as const;

beforeEach(async () => {
  await simulator.reset({ now: NOW });
});

describe('what makes a change significant, and its deadline', () => {
  const base = { changeType: 'TIME_CHANGE' as const, flightNo: 'XY5242', flightDate: '2026-03-18', origDepTime: '10:00', origArrTime: '12:00' };

  it('a departure moved by less than 30 minutes the same day is minor; 30 minutes or more is significant', () => {
    expect(significantReasons({ ...base, newDepTime: '10:29', newArrTime: '12:29' })).toEqual([]);
    expect(significantReasons({ ...base, newDepTime: '09:31', newArrTime: '11:31' })).toEqual([]);
    expect(significantReasons({ ...base, newDepTime: '10:30', newArrTime: '12:30' })).toEqual(['起飞时间推迟30分钟']);
    expect(significantReasons({ ...base, newDepTime: '09:30', newArrTime: '11:30' })).toEqual(['起飞时间提前30分钟']);
  });

  it('another day, another flight number, a cancellation or a missed connection is significant whatever the minutes', () => {
    expect(significantReasons({ ...base, newFlightDate: '2026-03-19' })).toEqual(['起飞日期变更为2026-03-19']);
    expect(significantReasons({ ...base, changeType: 'FLIGHT_NO_CHANGE', newFlightNo: 'XY5244' })).toEqual(['航班号变更为XY5244']);
    expect(significantReasons({ ...base, changeType: 'CANCEL' })).toEqual(['航班取消']);
    // 10 minutes later lands 12:10; the onward flight leaves 13:00: less than the 60-minute connection.
    expect(significantReasons({ ...base, newDepTime: '10:10', newArrTime: '12:10' }, { flightNo: 'XY5300', flightDate: '2026-03-18', depTime: '13:00' })).toEqual([
      '无法衔接后续航班XY5300',
    ]);
    expect(significantReasons({ ...base, newDepTime: '10:10', newArrTime: '12:10' }, { flightNo: 'XY5300', flightDate: '2026-03-18', depTime: '13:30' })).toEqual([]);
  });

  it('the deadline is 72 h after the notice or 24 h before the original departure, whichever is first', () => {
    const published = Date.parse('2026-03-02T09:00:00+08:00');
    expect(actionDeadline(published, published + 30 * 24 * HOUR)).toBe(published + SCHEDULE_CHANGE.actionWindowMs);
    expect(actionDeadline(published, published + 48 * HOUR)).toBe(published + 24 * HOUR);
    // Published later than that: the airline decides at once.
    expect(actionDeadline(published, published + 10 * HOUR)).toBe(published);
  });
});

describe('publishing a change', () => {
  it('reaches every order on the departure: the notice, the order log, the contact’s SMS and the PNR (UN beside TK)', async () => {
    const published = await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });
    expect(published.orderCount).toBeGreaterThanOrEqual(1);
    expect(impactOf()).toMatchObject({ status: 'PENDING', severity: 'SIGNIFICANT', seats: 26, deadline: '2026-03-05T09:00:00+08:00' });
    expect(order().log.at(-1)).toMatchObject({ action: 'SCHEDULE_CHANGE', by: '航空公司' });
    expect(simulator.state.smsOutbox[0]).toMatchObject({ mobile: order().contact.mobile, purpose: 'SCHEDULE_CHANGE' });
    expect(simulator.state.smsOutbox[0]!.text).toContain(ORDER_NO);
    // The order is untouched until the change is handled.
    expect(order().segments[0]!.depTime).not.toBe('12:00');

    await loginAs('agent01');
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: ORDER_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.statusCode, line.seats])).toEqual([
      ['XY5242', 'UN', 26],
      ['XY5242', 'TK', 26],
    ]);
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: ORDER_NO });
    expect(changes[0]).toMatchObject({ status: 'PENDING', cost: 0, allowedActions: ['ACCEPT', 'REBOOK', 'REFUND'], actionAuthCode: AUTH.TEAM_ORDER_EDIT, choosePassengers: true, openSeats: 26 });
    expect(changes[0]!.proposed).toMatchObject({ flightNo: 'XY5242', depTime: '12:00' });
  });

  it('a minor change is accepted by the airline at once and only reported', async () => {
    const before = order().segments[0]!;
    const [hh, mm] = before.depTime.split(':').map(Number) as [number, number];
    const newDep = `${String(hh).padStart(2, '0')}:${String(mm + 20 > 59 ? mm - 20 : mm + 20).padStart(2, '0')}`;
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'TIME_CHANGE', newDepTime: newDep });
    expect(impactOf()).toMatchObject({ status: 'AUTO_ACCEPTED', severity: 'MINOR', handledBy: '航空公司' });
    expect(order().segments[0]!.depTime).toBe(newDep);
    await loginAs('agent01');
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: ORDER_NO });
    expect(changes[0]!.allowedActions).toEqual([]);
  });

  it('refuses a departure that is not flown or has left', async () => {
    await expect(simulator.scheduleChanges.publish({ flightNo: 'XY9999', flightDate: '2026-03-18', changeType: 'CANCEL' })).rejects.toThrow(/不执行/);
    await expect(simulator.scheduleChanges.publish({ flightNo: 'XY5242', flightDate: '2026-03-01', changeType: 'CANCEL' })).rejects.toThrow(/已起飞/);
  });
});

describe('the agent acts, once', () => {
  beforeEach(async () => {
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    await loginAs('agent01');
  });

  it('accepts: the order flies the proposal, nothing is paid; a second accept, rebook or refund is refused', async () => {
    const paid = netPaid(order());
    const transactions = simulator.state.transactions.length;
    const { change } = await ok(scheduleChangeApi.accept, ref());
    expect(change).toMatchObject({ status: 'ACCEPTED', handledBy: '王建国', allowedActions: [] });
    expect(order().segments[0]!.depTime).toBe('12:00');
    expect(netPaid(order())).toBe(paid);
    expect(simulator.state.transactions).toHaveLength(transactions);
    const second = await refused(scheduleChangeApi.accept, ref(), 'SCHEDULE_CHANGE_HANDLED');
    expect(second.errorMsg).toBe(`订单${ORDER_NO}的航班变动已处理（已接受），不能重复操作`);
    await refused(scheduleChangeApi.refund, ref(), 'SCHEDULE_CHANGE_HANDLED');
    await refused(scheduleChangeApi.rebook, { ...ref(), flightNo: 'XY5242', flightDate: '2026-03-19' }, 'SCHEDULE_CHANGE_HANDLED');
    await refused(scheduleChangeApi.batchAccept, { items: [] }, 'PARAM_INVALID');
    const { results } = await ok(scheduleChangeApi.batchAccept, { items: [ref()] });
    expect(results[0]).toMatchObject({ ok: false, errorCode: 'B2T-2004-02-003' });
  });

  it('rebooks half the group (seats held, new tickets, no money) and refunds the rest involuntarily through the refund', async () => {
    const { options } = await ok(scheduleChangeApi.rebookOptions, ref());
    expect(options.length).toBeGreaterThan(0);
    expectEvery(options, (option) => option.seatsLeft > 0 && Math.abs(Date.parse(option.flightDate) - Date.parse(FLIGHT.flightDate)) <= 3 * 24 * HOUR);
    const target = options[0]!;
    const leftBefore = seatsLeft(simulator.state, target, group);
    const paid = netPaid(order());
    const transactions = simulator.state.transactions.length;
    const half = order().passengers.slice(0, 13).map((passenger) => passenger.passengerId);
    const oldTickets = order().passengers.slice(0, 13).map((passenger) => passenger.ticketNo);

    const rebooked = await ok(scheduleChangeApi.rebook, { ...ref(), flightNo: target.flightNo, flightDate: target.flightDate, passengerIds: half });
    expect(rebooked).toMatchObject({ movedCount: 13, change: { status: 'PENDING', openSeats: 13 } });
    expect(seatsLeft(simulator.state, target, group)).toBe(leftBefore - 13);
    expectEvery(oldTickets, (ticketNo) => order().tickets.find((ticket) => ticket.ticketNo === ticketNo)?.status === 'EXCHANGED');
    expectEvery(order().passengers.slice(0, 13), (passenger) => order().tickets.some((ticket) => ticket.ticketNo === passenger.ticketNo && ticket.flightNo === target.flightNo && ticket.status === 'OPEN_FOR_USE'));
    expect(netPaid(order())).toBe(paid);
    expect(simulator.state.transactions).toHaveLength(transactions);
    // The same passengers cannot be handled twice.
    await refused(scheduleChangeApi.refund, { ...ref(), passengerIds: [half[0]!] }, 'SCHEDULE_CHANGE_PASSENGER_HANDLED');

    const { refundedAmount, change } = await ok(scheduleChangeApi.refund, ref());
    expect(change).toMatchObject({ status: 'REFUNDED', openSeats: 0 });
    const refund = simulator.state.refunds.at(-1)!;
    expect(refund).toMatchObject({ orderNo: ORDER_NO, kind: 'INVOLUNTARY', fee: 0, reviewState: 'APPROVED', files: [], amount: refundedAmount });
    expect(refund.tickets).toHaveLength(13);
    expect(order().refundedAmount).toBe(refundedAmount);
    // Nobody is left on the original departure: the order flies the new flight.
    expect(order().segments[0]).toMatchObject({ flightNo: target.flightNo, flightDate: target.flightDate });
    // The PNR holds the 13 rebooked seats, ticketed, on the new flight; the refunded ones are cancelled.
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: ORDER_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.flightDate, line.seats, line.statusCode])).toEqual([[target.flightNo, target.flightDate, 13, 'RR']]);
    await refused(scheduleChangeApi.accept, ref(), 'SCHEDULE_CHANGE_HANDLED');
  });

  it('refuses a rebooking without the seats or outside the window, holding nothing', async () => {
    const { options } = await ok(scheduleChangeApi.rebookOptions, ref());
    const target = options[0]!;
    await refused(scheduleChangeApi.rebook, { ...ref(), flightNo: target.flightNo, flightDate: '2026-03-25' }, 'SCHEDULE_CHANGE_REBOOK_INVALID');
    await store.apply((state) =>
      immer.produce(state, (draft) => {
        const flight = draft.flights.find((candidate) => candidate.flightNo === target.flightNo)!;
        const key = `${target.flightNo}|${target.flightDate}`;
        draft.seatInventory[key] = { group: flight.groupQuota - 5, cabins: draft.seatInventory[key]?.cabins ?? {} };
      }),
    );
    await refused(scheduleChangeApi.rebook, { ...ref(), flightNo: target.flightNo, flightDate: target.flightDate }, 'SOLD_OUT');
    expect(impactOf()).toMatchObject({ status: 'PENDING', settledSeats: 0 });
    expect(seatsLeft(simulator.state, target, group)).toBe(5);
  });

  it('a staff role without the order functions sees the change but cannot act; another agency cannot touch it', async () => {
    await store.apply((state) =>
      immer.produce(state, (draft) => {
        const staff = draft.accounts.find((account) => account.userName === 'staff01')!;
        const role = draft.roles.find((candidate) => candidate.roleCode === staff.roleCode)!;
        role.functionCodes = role.functionCodes.filter((code) => code !== AUTH.TEAM_ORDER_EDIT);
      }),
    );
    await loginAs('staff01');
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: ORDER_NO });
    expect(changes[0]!.status).toBe('PENDING');
    await refused(scheduleChangeApi.accept, ref(), 'PERMISSION_DENIED');
    await loginAs('corp01');
    await refused(scheduleChangeApi.orderChanges, { orderNo: ORDER_NO }, 'ORDER_NOT_FOUND');
    await refused(scheduleChangeApi.accept, ref(), 'ORDER_NOT_FOUND');
    expect(impactOf().status).toBe('PENDING');
  });

  it('a change on a departed flight cannot be acted on', () => {
    const departed = Date.parse('2026-03-18T23:59:00+08:00');
    const account = simulator.state.accounts.find((candidate) => candidate.userName === 'agent01')!;
    expect(() =>
      immer.produce(simulator.state as SimulatorState, (draft) => {
        acceptChange(draft, account, ORDER_NO, latestNotice().noticeId, departed);
      }),
    ).toThrow(/航班已起飞/);
  });
});

describe('at the deadline the airline decides', () => {
  it('accepts a change left alone', async () => {
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf()).toMatchObject({ status: 'AUTO_ACCEPTED', handledBy: '航空公司' });
    expect(order().segments[0]!.depTime).toBe('12:00');
  });

  it('rebooks a cancellation onto its alternative when it has the seats', async () => {
    const { options } = await (async () => {
      await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
      await loginAs('agent01');
      return ok(scheduleChangeApi.rebookOptions, ref());
    })();
    await simulator.reset({ now: NOW });
    const alternative = options.find((option) => option.flightDate === FLIGHT.flightDate) ?? options[0]!;
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'CANCEL', newFlightNo: alternative.flightNo, newFlightDate: alternative.flightDate });
    const tickets = order().tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').length;
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf()).toMatchObject({ status: 'REBOOKED', handledBy: '航空公司' });
    expect(order().segments[0]).toMatchObject({ flightNo: alternative.flightNo, flightDate: alternative.flightDate });
    expect(order().tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === alternative.flightNo)).toHaveLength(tickets);
  });

  it('refunds a cancellation without an alternative: the money goes back free', async () => {
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'CANCEL' });
    const paid = netPaid(order());
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf()).toMatchObject({ status: 'REFUNDED', handledBy: '航空公司' });
    expect(order().status).toBe('REFUND');
    expect(order().refundedAmount).toBe(paid);
    expect(simulator.state.refunds.at(-1)).toMatchObject({ orderNo: ORDER_NO, kind: 'INVOLUNTARY', fee: 0 });
  });
});

describe('the seed and the saved state', () => {
  it('the seed has changes in every state', () => {
    const statuses = new Set(simulator.state.flightChangeNotices.flatMap((notice) => notice.orders.map((impact) => impact.status)));
    expect(statuses).toEqual(new Set(['PENDING', 'ACCEPTED', 'REBOOKED', 'REFUNDED', 'AUTO_ACCEPTED']));
  });

  it('a version-17 state’s notices become change events with their orders (minor ones reported as accepted)', () => {
    const seeded = simulator.state;
    const legacy = seeded.flightChangeNotices.map(({ changeId: _c, severity: _s, severityReasons: _r, orders: _o, ...notice }) => notice);
    const migrated = MIGRATIONS[17]!({ ...seeded, version: 17, flightChangeNotices: legacy } as unknown as Record<string, unknown>);
    expect(migrated.version).toBe(18);
    expect(STATE_VERSION).toBe(18);
    const notices = migrated.flightChangeNotices as SimulatorState['flightChangeNotices'];
    expect(notices.find((notice) => notice.noticeId === 'FC0005')?.orders[0]).toMatchObject({ orderNo: 'TO100106', status: 'AUTO_ACCEPTED', severity: 'MINOR' });
    expect(notices.find((notice) => notice.noticeId === 'FC0002')).toMatchObject({ changeId: 'SC0002', severity: 'SIGNIFICANT', severityReasons: ['航班取消'] });
    expect(notices.find((notice) => notice.noticeId === 'FC0002')?.orders.map((impact) => impact.status)).toEqual(['PENDING', 'PENDING']);
  });
});
