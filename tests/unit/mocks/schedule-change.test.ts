import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { bulletinApi, orderApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { immer } from '@/mocks/kernel/immer';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { madeAnew } from '@/mocks/invariants';
import { acceptChange, actionDeadline, aircraftLeft, netPaid, seatsLeft, significantReasons, SCHEDULE_CHANGE } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { STATE_VERSION, type SimulatorState } from '@/mocks/state';
import { adult } from './order-support';
import { FLIGHT, HOUR, impactOf, latestNotice, NOW, order, ORDER_NO } from './schedule-change-support';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

const ref = () => ({ orderNo: ORDER_NO, noticeId: latestNotice().noticeId });
const group = { kind: 'group' } as const;

beforeEach(async () => {
  await simulator.reset({ now: NOW });
});

describe('what makes a change significant, and its deadline', () => {
  const base = {
    changeType: 'TIME_CHANGE' as const,
    flightNo: 'XY5242',
    flightDate: '2026-03-18',
    origDepTime: '10:00',
    origArrTime: '12:00',
  };

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
    expect(
      significantReasons(
        { ...base, newDepTime: '10:10', newArrTime: '12:10' },
        { flightNo: 'XY5300', flightDate: '2026-03-18', depTime: '13:00' },
      ),
    ).toEqual(['无法衔接后续航班XY5300']);
    expect(
      significantReasons(
        { ...base, newDepTime: '10:10', newArrTime: '12:10' },
        { flightNo: 'XY5300', flightDate: '2026-03-18', depTime: '13:30' },
      ),
    ).toEqual([]);
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
    const published = await simulator.scheduleChanges.publish({
      ...FLIGHT,
      changeType: 'DELAY',
      newDepTime: '12:00',
      reason: '航班计划调整',
    });
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
    expect(changes[0]).toMatchObject({
      status: 'PENDING',
      cost: 0,
      allowedActions: ['ACCEPT', 'REBOOK', 'REFUND'],
      actionAuthCode: AUTH.TEAM_ORDER_EDIT,
      choosePassengers: true,
      openSeats: 26,
    });
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
    await expect(simulator.scheduleChanges.publish({ flightNo: 'XY9999', flightDate: '2026-03-18', changeType: 'CANCEL' })).rejects.toThrow(
      /不执行/,
    );
    await expect(simulator.scheduleChanges.publish({ flightNo: 'XY5242', flightDate: '2026-03-01', changeType: 'CANCEL' })).rejects.toThrow(
      /已起飞/,
    );
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
    expectEvery(
      options,
      (option) => option.seatsLeft > 0 && Math.abs(Date.parse(option.flightDate) - Date.parse(FLIGHT.flightDate)) <= 3 * 24 * HOUR,
    );
    const target = options[0]!;
    const leftBefore = seatsLeft(simulator.state, target, group);
    const paid = netPaid(order());
    const transactions = simulator.state.transactions.length;
    const half = order()
      .passengers.slice(0, 13)
      .map((passenger) => passenger.passengerId);
    const oldTickets = order()
      .passengers.slice(0, 13)
      .map((passenger) => passenger.ticketNo);

    const rebooked = await ok(scheduleChangeApi.rebook, {
      ...ref(),
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      passengerIds: half,
    });
    expect(rebooked).toMatchObject({ movedCount: 13, change: { status: 'PENDING', openSeats: 13 } });
    expect(seatsLeft(simulator.state, target, group)).toBe(leftBefore - 13);
    expectEvery(oldTickets, (ticketNo) => order().tickets.find((ticket) => ticket.ticketNo === ticketNo)?.status === 'REBOOKED');
    expectEvery(order().passengers.slice(0, 13), (passenger) =>
      order().tickets.some(
        (ticket) => ticket.ticketNo === passenger.ticketNo && ticket.flightNo === target.flightNo && ticket.status === 'OPEN_FOR_USE',
      ),
    );
    expect(netPaid(order())).toBe(paid);
    expect(simulator.state.transactions).toHaveLength(transactions);
    // The same passengers cannot be handled twice.
    await refused(scheduleChangeApi.refund, { ...ref(), passengerIds: [half[0]!] }, 'SCHEDULE_CHANGE_PASSENGER_HANDLED');

    // Half rebooked, half refunded: the outcome is of both kinds (MIXED), not the last step's alone.
    const { refundedAmount, change } = await ok(scheduleChangeApi.refund, ref());
    expect(change).toMatchObject({ status: 'MIXED', openSeats: 0 });
    const refund = simulator.state.refunds.at(-1)!;
    expect(refund).toMatchObject({
      orderNo: ORDER_NO,
      kind: 'INVOLUNTARY',
      fee: 0,
      reviewState: 'APPROVED',
      files: [],
      amount: refundedAmount,
    });
    expect(refund.tickets).toHaveLength(13);
    expect(order().refundedAmount).toBe(refundedAmount);
    // Nobody is left on the original departure: the order flies the new flight.
    expect(order().segments[0]).toMatchObject({ flightNo: target.flightNo, flightDate: target.flightDate });
    // The PNR holds the 13 rebooked seats, ticketed, on the new flight; the refunded ones are cancelled.
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: ORDER_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.flightDate, line.seats, line.statusCode])).toEqual([
      [target.flightNo, target.flightDate, 13, 'RR'],
    ]);
    await refused(scheduleChangeApi.accept, ref(), 'SCHEDULE_CHANGE_HANDLED');
  });

  it('refuses a rebooking without the seats or outside the window, holding nothing', async () => {
    const { options } = await ok(scheduleChangeApi.rebookOptions, ref());
    const target = options[0]!;
    await refused(
      scheduleChangeApi.rebook,
      { ...ref(), flightNo: target.flightNo, flightDate: '2026-03-25' },
      'SCHEDULE_CHANGE_REBOOK_INVALID',
    );
    // Sold outside the portal, not by one of its transactions: a state made anew, as the seed's own sales are.
    await store.apply((state) =>
      madeAnew(
        immer.produce(state, (draft) => {
          const flight = draft.flights.find((candidate) => candidate.flightNo === target.flightNo)!;
          const key = `${target.flightNo}|${target.flightDate}`;
          draft.seatInventory[key] = { group: flight.groupQuota - 5, cabins: draft.seatInventory[key]?.cabins ?? {} };
        }),
      ),
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
    await simulator.scheduleChanges.publish({
      ...FLIGHT,
      changeType: 'CANCEL',
      newFlightNo: alternative.flightNo,
      newFlightDate: alternative.flightDate,
    });
    const tickets = order().tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').length;
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf()).toMatchObject({ status: 'REBOOKED', handledBy: '航空公司' });
    expect(order().segments[0]).toMatchObject({ flightNo: alternative.flightNo, flightDate: alternative.flightDate });
    expect(order().tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === alternative.flightNo)).toHaveLength(
      tickets,
    );
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

/** agent01's charter (A321, one aircraft of the type): XY9001 北京大兴—三亚 03-10 09:30, back XY9002 03-15; 186 named and ticketed of 190 seats. */
const CHARTER_NO = 'TO100126';
const CHARTER_OUT = { flightNo: 'XY9001', flightDate: '2026-03-10' };
const CHARTER_DAYS = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
const charter = () => simulator.orders.get(CHARTER_NO)!;
const charterRef = () => ({ orderNo: CHARTER_NO, noticeId: latestNotice().noticeId });
const a321Left = (date: string) => aircraftLeft(simulator.state, 'A321', date);

describe('a charter’s own flights', () => {
  it('a change is published on the charter’s flight (not in the timetable) and reaches the charter like any order', async () => {
    const published = await simulator.scheduleChanges.publish({
      ...CHARTER_OUT,
      changeType: 'DELAY',
      newDepTime: '12:00',
      reason: '机场时刻调整',
    });
    expect(published.orderCount).toBe(1);
    expect(latestNotice()).toMatchObject({
      depAirport: 'PKX',
      arrAirport: 'SYX',
      origDepTime: '09:30',
      newDepTime: '12:00',
      newArrTime: '16:05',
      affectedOrderNos: [CHARTER_NO],
    });
    expect(impactOf(CHARTER_NO)).toMatchObject({ status: 'PENDING', severity: 'SIGNIFICANT', seats: 190, channel: 'CHARTER' });
    expect(charter().log.at(-1)).toMatchObject({ action: 'SCHEDULE_CHANGE', by: '航空公司' });
    expect(simulator.state.smsOutbox[0]).toMatchObject({ mobile: charter().contact.mobile, purpose: 'SCHEDULE_CHANGE' });
    expect(simulator.state.smsOutbox[0]!.text).toContain(
      `订单${CHARTER_NO}航班变动：XY9001 2026-03-10 09:30-13:35 变更为 XY9001 2026-03-10 12:00-16:05`,
    );

    await loginAs('agent01');
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: CHARTER_NO });
    // One aircraft for the whole group: accepted or refunded whole; 改签 stands disabled with its reason.
    expect(changes[0]).toMatchObject({
      status: 'PENDING',
      allowedActions: ['ACCEPT', 'REFUND'],
      actionNotes: { REBOOK: '包机订单按整机执行，不能改签到其他航班' },
      choosePassengers: false,
      openSeats: 190,
    });
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: CHARTER_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.flightDate, line.statusCode])).toEqual([
      ['XY9001', '2026-03-10', 'UN'],
      ['XY9001', '2026-03-10', 'TK'],
      ['XY9002', '2026-03-15', 'RR'],
    ]);
    const { noticeList } = await ok(bulletinApi.flightChangeNoticeQuery, { currentPage: 1, perSize: 20, flightNo: 'XY9001' });
    expect(noticeList[0]!.orders).toEqual([
      expect.objectContaining({ orderNo: CHARTER_NO, status: 'PENDING', allowedActions: ['ACCEPT', 'REFUND'] }),
    ]);
  });

  it('refuses what a charter’s flight cannot be: another aircraft type, a number in use, new times past its return leg or without an aircraft', async () => {
    await expect(
      simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'AIRCRAFT_CHANGE', newAircraftType: 'A320' }),
    ).rejects.toThrow(/机型即所包飞机/);
    await expect(
      simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'FLIGHT_NO_CHANGE', newFlightNo: 'XY5242' }),
    ).rejects.toThrow(/已有航班使用/);
    await expect(
      simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'TIME_CHANGE', newFlightDate: '2026-03-16' }),
    ).rejects.toThrow(/前后航段之间/);
    // The only A321 is away with another charter on 03-09.
    await store.apply((state) =>
      immer.produce(
        state,
        (draft) => void (draft.charterAircraft.find((aircraft) => aircraft.aircraftType === 'A321')!.held['2026-03-09'] = 1),
      ),
    );
    await expect(
      simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'TIME_CHANGE', newFlightDate: '2026-03-09' }),
    ).rejects.toThrow(/2026-03-09没有可调配的A321飞机/);
    expect(simulator.state.flightChangeNotices.filter((notice) => notice.flightNo === 'XY9001')).toEqual([]);
  });

  it('accepted: the charter flies the new day, its aircraft away from that day on; no money moves', async () => {
    await simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'TIME_CHANGE', newFlightDate: '2026-03-11' });
    await loginAs('agent01');
    const paid = netPaid(charter());
    const transactions = simulator.state.transactions.length;
    const { change } = await ok(scheduleChangeApi.accept, charterRef());
    expect(change).toMatchObject({ status: 'ACCEPTED', allowedActions: [] });
    expect(charter().segments[0]).toMatchObject({ flightNo: 'XY9001', flightDate: '2026-03-11', depTime: '09:30' });
    expectEvery(
      charter().tickets.filter((ticket) => ticket.segmentNo === 1 && ticket.status === 'OPEN_FOR_USE'),
      (ticket) => ticket.flightDate === '2026-03-11',
    );
    expect(a321Left('2026-03-10')).toBe(1);
    expectEvery(CHARTER_DAYS.slice(1), (date) => a321Left(date) === 0);
    expect(netPaid(charter())).toBe(paid);
    expect(simulator.state.transactions).toHaveLength(transactions);
  });

  it('a cancellation’s alternative is the same aircraft at new times, on a flight numbered for it; accepting moves the charter there', async () => {
    await simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'CANCEL', newFlightDate: '2026-03-09', newDepTime: '14:00' });
    const alternative = latestNotice().newFlightNo!;
    expect(alternative).toMatch(/^XY9\d{3}$/);
    expect(latestNotice()).toMatchObject({
      newFlightDate: '2026-03-09',
      newDepTime: '14:00',
      newArrTime: '18:05',
      newAircraftType: 'A321',
      severityReasons: ['航班取消'],
    });
    await loginAs('agent01');
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: CHARTER_NO });
    expect(changes[0]).toMatchObject({
      allowedActions: ['ACCEPT', 'REFUND'],
      proposed: { flightNo: alternative, flightDate: '2026-03-09', depTime: '14:00' },
    });
    await ok(scheduleChangeApi.accept, charterRef());
    expect(charter().segments[0]).toMatchObject({ flightNo: alternative, flightDate: '2026-03-09', depTime: '14:00', arrTime: '18:05' });
    const outbound = charter().tickets.filter((ticket) => ticket.segmentNo === 1);
    expect(outbound.filter((ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === alternative)).toHaveLength(186);
    expect(outbound.filter((ticket) => ticket.status === 'REBOOKED')).toHaveLength(186);
    expectEvery(['2026-03-09', ...CHARTER_DAYS], (date) => a321Left(date) === 0);
  });

  it('refunded whole: the lump sum back through the one refund entity, free; the aircraft freed; single passengers neither rebooked nor refunded', async () => {
    await simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'DELAY', newDepTime: '12:00' });
    await loginAs('agent01');
    const passengerId = charter().passengers[0]!.passengerId;
    const partial = await refused(scheduleChangeApi.refund, { ...charterRef(), passengerIds: [passengerId] }, 'SCHEDULE_CHANGE_FORBIDS');
    expect(partial.errorMsg).toBe('航班变动不能退票：包机订单按整机计价，只能整单处理');
    const rebook = await refused(
      scheduleChangeApi.rebook,
      { ...charterRef(), flightNo: 'XY5221', flightDate: '2026-03-10' },
      'SCHEDULE_CHANGE_FORBIDS',
    );
    expect(rebook.errorMsg).toContain('包机订单按整机执行');

    // A second A321, away with another charter on 03-10: it stays held.
    await store.apply((state) =>
      immer.produce(state, (draft) => {
        const a321 = draft.charterAircraft.find((aircraft) => aircraft.aircraftType === 'A321')!;
        a321.fleet = 2;
        a321.held['2026-03-10'] = 2;
      }),
    );
    const paid = netPaid(charter());
    expect(paid).toBe(charter().totalAmount);
    const { refundedAmount, change } = await ok(scheduleChangeApi.refund, charterRef());
    expect(refundedAmount).toBe(paid);
    expect(change).toMatchObject({ status: 'REFUNDED', openSeats: 0 });
    const refund = simulator.state.refunds.at(-1)!;
    expect(refund).toMatchObject({ orderNo: CHARTER_NO, kind: 'INVOLUNTARY', fee: 0, files: [], reviewState: 'APPROVED', amount: paid });
    expect(refund.tickets).toHaveLength(186 * 2);
    expect(charter()).toMatchObject({ status: 'REFUND', refundedAmount: paid, forfeitedAmount: 0 });
    expect(netPaid(charter())).toBe(0);
    expectEvery(charter().tickets, (ticket) => ticket.status === 'REFUNDED');
    // The charter's aircraft is given back once for each day it was away, not once per ticket.
    expectEvery(CHARTER_DAYS, (date) => a321Left(date) === (date === '2026-03-10' ? 1 : 2));
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: CHARTER_NO });
    expectEvery(pnrDetail.segments, (line) => line.statusCode === 'XX');

    // The money goes back to the payer on the payment side's clock, as a transaction.
    await simulator.clock.advance(HOUR);
    const money = simulator.state.paymentRefunds.filter((line) => line.orderNo === CHARTER_NO);
    expect(money.reduce((sum, line) => sum + line.amount, 0)).toBe(paid);
    expectEvery(money, (line) => line.state === 'HAVE_REFUND');
    expect(
      simulator.state.transactions
        .filter((line) => line.orderNo === CHARTER_NO && line.kind === 'REFUND')
        .reduce((sum, line) => sum + line.amount, 0),
    ).toBe(paid);
  });

  it('at the deadline a cancelled charter flight without an alternative is refunded in full, the aircraft freed', async () => {
    await simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'CANCEL' });
    const paid = netPaid(charter());
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf(CHARTER_NO)).toMatchObject({ status: 'REFUNDED', handledBy: '航空公司' });
    expect(charter()).toMatchObject({ status: 'REFUND', refundedAmount: paid });
    expect(simulator.state.refunds.at(-1)).toMatchObject({ orderNo: CHARTER_NO, kind: 'INVOLUNTARY', fee: 0, amount: paid });
    expectEvery(CHARTER_DAYS, (date) => a321Left(date) === 1);
  });

  it('at the deadline a cancelled charter flight with an alternative moves there: the charter’s own aircraft, whatever the type’s fleet', async () => {
    await simulator.scheduleChanges.publish({ ...CHARTER_OUT, changeType: 'CANCEL', newDepTime: '15:00' });
    const alternative = latestNotice().newFlightNo!;
    await simulator.clock.advance(72 * HOUR);
    expect(impactOf(CHARTER_NO)).toMatchObject({ status: 'REBOOKED', handledBy: '航空公司' });
    expect(charter()).toMatchObject({ status: 'TICKEDPART', refundedAmount: 0 });
    expect(charter().segments[0]).toMatchObject({ flightNo: alternative, flightDate: '2026-03-10', depTime: '15:00' });
    expectEvery(CHARTER_DAYS, (date) => a321Left(date) === 0);
  });
});

/** agent01's TO100103: 28 seats on XY5203 03-07, 20 named and ticketed (¥2,200 each with taxes), 8 unnamed; the seed's FC0002 cancels the flight (alternative XY5205). */
const PART_NO = 'TO100103';
const PART_FLIGHT = { flightNo: 'XY5203', flightDate: '2026-03-07' };
const PRICE = 220_000;
const part = () => simulator.orders.get(PART_NO)!;
const partRef = () => ({ orderNo: PART_NO, noticeId: 'FC0002' });
/** Seats the order holds in the group quota of the departure: what the inventory counts less what is free. */
const groupSold = () => simulator.state.seatInventory[`${PART_FLIGHT.flightNo}|${PART_FLIGHT.flightDate}`]!.group;

describe('a partly ticketed order', () => {
  beforeEach(async () => {
    await loginAs('agent01');
  });

  it('refunds the passengers chosen: issued tickets through the refund entity, an unticketed passenger’s seat released with its price; totals agree', async () => {
    const [added] = (await ok(orderApi.passengerAdd, { orderNo: PART_NO, passengers: [adult({ name: '未出票旅客' })] })).passengers;
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: PART_NO });
    expect(changes[0]).toMatchObject({ allowedActions: ['ACCEPT', 'REBOOK', 'REFUND'], choosePassengers: true, openSeats: 28 });
    expect(changes[0]!.passengers.find((passenger) => passenger.passengerId === added!.passengerId)).toMatchObject({ open: true });
    expect(changes[0]!.passengers.find((passenger) => passenger.passengerId === added!.passengerId)!.ticketNo).toBeUndefined();
    // An unticketed passenger cannot be rebooked alone.
    await refused(
      scheduleChangeApi.rebook,
      { ...partRef(), flightNo: 'XY5205', flightDate: '2026-03-07', passengerIds: [added!.passengerId] },
      'SCHEDULE_CHANGE_FORBIDS',
    );

    const ticketed = part()
      .passengers.filter((passenger) => passenger.ticketNo)
      .slice(0, 2);
    const paid = netPaid(part());
    const total = part().totalAmount;
    const sold = groupSold();
    const { refundedAmount, change } = await ok(scheduleChangeApi.refund, {
      ...partRef(),
      passengerIds: [...ticketed.map((passenger) => passenger.passengerId), added!.passengerId],
    });
    expect(refundedAmount).toBe(3 * PRICE);
    expect(change).toMatchObject({ status: 'PENDING', openSeats: 25 });
    const refund = simulator.state.refunds.at(-1)!;
    expect(refund).toMatchObject({ orderNo: PART_NO, kind: 'INVOLUNTARY', fee: 0, amount: 2 * PRICE, reviewState: 'APPROVED' });
    expect(refund.tickets.map((line) => line.passengerId)).toEqual(ticketed.map((passenger) => passenger.passengerId));
    // The unticketed passenger left the order with its seat; the order is still partly ticketed (8 seats unnamed).
    expect(part().passengers.some((passenger) => passenger.passengerId === added!.passengerId)).toBe(false);
    expect(part()).toMatchObject({ status: 'TICKEDPART', groupCount: 27, totalAmount: total - PRICE, refundedAmount: 3 * PRICE });
    expect(netPaid(part())).toBe(paid - 3 * PRICE);
    // What is still paid is what the order still holds: its total less the refunded tickets.
    expect(netPaid(part())).toBe(part().totalAmount - 2 * PRICE);
    expect(groupSold()).toBe(sold - 3);
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: PART_NO });
    expect(pnrDetail.segments.find((line) => line.flightNo === 'XY5203')).toMatchObject({ seats: 25, statusCode: 'HX' });
  });

  it('refunded whole: the issued tickets refunded, the rest cancelled; everything paid goes back and the seats are free', async () => {
    const paid = netPaid(part());
    const sold = groupSold();
    const { refundedAmount, change } = await ok(scheduleChangeApi.refund, partRef());
    expect(refundedAmount).toBe(paid);
    expect(change).toMatchObject({ status: 'REFUNDED', openSeats: 0 });
    expect(change.outcome).toBe(`退票20张，取消未出票的座位8个，退款${'¥61,600.00'}`);
    expect(simulator.state.refunds.at(-1)).toMatchObject({ orderNo: PART_NO, kind: 'INVOLUNTARY', fee: 0, amount: 20 * PRICE });
    expect(part()).toMatchObject({ status: 'REFUND', groupCount: 20, totalAmount: 20 * PRICE, refundedAmount: paid });
    expect(netPaid(part())).toBe(0);
    expectEvery(part().tickets, (ticket) => ticket.status === 'REFUNDED');
    expect(groupSold()).toBe(sold - 28);
    const { pnrDetail } = await ok(orderApi.pnrDetail, { orderNo: PART_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.seats, line.statusCode])).toEqual([['XY5203', 0, 'XX']]);
  });

  it('refunded whole with children and adults: each ticket and each unnamed seat gives back its own fare line', async () => {
    // TO100129: 62 adults (¥1,850) and 8 children (¥1,350) on XY5104 03-09; 50 named (the 8 children among them) and ticketed.
    await simulator.scheduleChanges.publish({ flightNo: 'XY5104', flightDate: '2026-03-09', changeType: 'CANCEL' });
    const order = () => simulator.orders.get('TO100129')!;
    expect(
      order()
        .tickets.filter((ticket) => ticket.passengerType === 'CHD')
        .map((ticket) => ticket.fare + ticket.tax),
    ).toEqual(Array(8).fill(135_000));
    const paid = netPaid(order());
    const ticketsBack = order().tickets.reduce((sum, ticket) => sum + ticket.fare + ticket.tax, 0);
    const { refundedAmount } = await ok(scheduleChangeApi.refund, { orderNo: 'TO100129', noticeId: latestNotice().noticeId });
    expect(refundedAmount).toBe(paid);
    // The 20 unnamed seats are adults' (every child is named).
    expect(paid - ticketsBack).toBe(20 * 185_000);
    expect(order()).toMatchObject({ status: 'REFUND', refundedAmount: paid, groupCount: 50, totalAmount: 42 * 185_000 + 8 * 135_000 });
    expect(netPaid(order())).toBe(0);
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
    expect(STATE_VERSION).toBeGreaterThanOrEqual(18);
    const notices = migrated.flightChangeNotices as SimulatorState['flightChangeNotices'];
    expect(notices.find((notice) => notice.noticeId === 'FC0005')?.orders[0]).toMatchObject({
      orderNo: 'TO100106',
      status: 'AUTO_ACCEPTED',
      severity: 'MINOR',
    });
    expect(notices.find((notice) => notice.noticeId === 'FC0002')).toMatchObject({
      changeId: 'SC0002',
      severity: 'SIGNIFICANT',
      severityReasons: ['航班取消'],
    });
    expect(notices.find((notice) => notice.noticeId === 'FC0002')?.orders.map((impact) => impact.status)).toEqual(['PENDING', 'PENDING']);
  });
});

describe('two changes of one departure, one of them rebooking part of the group', () => {
  it('the other change acts only on the passengers still on the departure, never on those rebooked away', async () => {
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00' });
    const first = latestNotice().noticeId;
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '13:00' });
    const second = latestNotice().noticeId;
    expect(second).not.toBe(first);
    await loginAs('agent01');
    const { options } = await ok(scheduleChangeApi.rebookOptions, { orderNo: ORDER_NO, noticeId: first });
    const target = options.find((option) => option.flightNo !== FLIGHT.flightNo || option.flightDate !== FLIGHT.flightDate)!;
    const half = order()
      .passengers.slice(0, 13)
      .map((passenger) => passenger.passengerId);
    await ok(scheduleChangeApi.rebook, {
      orderNo: ORDER_NO,
      noticeId: first,
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      passengerIds: half,
    });
    const onTarget = () =>
      order().tickets.filter(
        (ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === target.flightNo && ticket.flightDate === target.flightDate,
      );
    expect(onTarget()).toHaveLength(13);
    const heldOnTarget = seatsLeft(simulator.state, target, group);

    // The second change still waits on the old departure for the 13 left there: only they are its to refund.
    const { refundedAmount } = await ok(scheduleChangeApi.refund, { orderNo: ORDER_NO, noticeId: second });
    expect(refundedAmount).toBeGreaterThan(0);
    expect(simulator.state.refunds.at(-1)!.tickets).toHaveLength(13);
    expectEvery(simulator.state.refunds.at(-1)!.tickets, (line) => !onTarget().some((ticket) => ticket.ticketNo === line.ticketNo));
    expect(onTarget()).toHaveLength(13);
    expect(seatsLeft(simulator.state, target, group)).toBe(heldOnTarget);
    expect(order().status).not.toBe('REFUND');
    // Nothing is left on the old departure for the second change to decide: it is done, not waiting for 26.
    expect(impactOf()).toMatchObject({ status: 'REFUNDED' });
  });
});
