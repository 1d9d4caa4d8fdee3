import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { agencyApi, charterApi, orderApi, refundApi, type CharterRequest } from '@/lib/gateway/endpoints';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { aircraftLeft, AGENCY_REVIEW, CHARTER, gatewayInstant, planPayments } from '@/mocks/rules';
import { seasonOf, type CharterAircraftRecord } from '@/mocks/channels/charter/rules/charter';
import { SEED_ACCOUNT_IDS, SEED_PENDING_REGISTRATION } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { toGatewayIso } from '@/mocks/kernel/time-format';
import { expectEvery } from '../../expect-every';
import { agentLogin, PNG_DATA_URL } from './agency-support';
import { loginAs, ok, refused } from './support';

/**
 * Charter (包机) through the gateway, from the seed of 2026-11-23 09:00: five aircraft types (A330-300 and
 * B787-9 one aircraft a day each, A320 two), 上海浦东—三亚 flown in 3 h 25 min, and agent01's seeded
 * charter (A321, 北京大兴—三亚 12-01 → 12-06).
 */

const CONTACT = { name: '王建国', mobile: '13900000001' };
const SANYA: CharterRequest = {
  aircraftType: 'A330-300',
  depAirport: 'PVG',
  arrAirport: 'SYX',
  tripType: 'OW',
  flightDate: '2027-01-12',
  passengers: 260,
};
const ROUND_TRIP: CharterRequest = { ...SANYA, tripType: 'RT', returnDate: '2027-01-15' };
const held = (aircraftType: string, date: string) => aircraftLeft(simulator.state, aircraftType, date);

async function charter(request: CharterRequest, groupName = '三亚年会包机') {
  const { quote } = await ok(charterApi.quote, request);
  return ok(charterApi.create, { ...request, groupName, contact: CONTACT, expectedTotal: quote.totalAmount });
}

describe('charter: the seed', () => {
  it('charters the fleet’s types with every seat of their cabins; agent01’s charter holds its A321 every day it is away', async () => {
    await loginAs('agent01');
    const { aircraftList, includes } = await ok(charterApi.aircraft, {});
    expect(aircraftList.map((aircraft) => [aircraft.aircraftType, aircraft.seats, aircraft.fleet])).toEqual([
      ['A320', 158, 2],
      ['B737-800', 164, 2],
      ['A321', 190, 1],
      ['B787-9', 290, 1],
      ['A330-300', 292, 1],
    ]);
    expect(includes).toContain('航油、起降费、航路费及地面服务费');

    const seeded = simulator.state.orders.filter((order) => order.channel === 'CHARTER');
    expect(seeded).toHaveLength(1);
    const order = seeded[0]!;
    expect(order.ownerAccountId).toBe(SEED_ACCOUNT_IDS.agent01);
    expect(order.seatKind).toEqual({ kind: 'aircraft', aircraftType: 'A321' });
    expect(order.groupCount).toBe(190);
    expect(
      order.segments.map((segment) => [segment.flightNo, segment.flightDate, segment.depAirport, segment.arrAirport, segment.aircraftType]),
    ).toEqual([
      ['XY9001', '2026-12-01', 'PKX', 'SYX', 'A321'],
      ['XY9002', '2026-12-06', 'SYX', 'PKX', 'A321'],
    ]);
    expect(order.fares).toEqual([
      {
        passengerType: 'ADT',
        count: 1,
        fare: order.totalAmount,
        tax: 0,
        lumpSum: '整机包价（空客A321，190座）',
        lumpSumLines: expect.any(Array),
      },
    ]);
    // The order keeps the lines its lump sum was quoted from; they add up to it.
    expect(order.fares[0]!.lumpSumLines!.reduce((sum, line) => sum + line.amount, 0)).toBe(order.totalAmount);
    expect(order.status).toBe('TICKEDPART');
    expect(order.passengers).toHaveLength(186);
    expectEvery(order.tickets, (ticket) => ticket.fare === 0 && ticket.tax === 0);
    for (const date of ['2026-12-01', '2026-12-03', '2026-12-06']) expect(held('A321', date), date).toBe(0);
    expect(held('A321', '2026-12-07')).toBe(1);
  });

  it('a saved state of version 10 gets the aircraft types, none held', () => {
    const migrated = MIGRATIONS[10]!({ version: 10, clockOffsetMs: 0 });
    expect(migrated.version).toBe(11);
    const aircraft = migrated.charterAircraft as CharterAircraftRecord[];
    expect(aircraft.map((record) => record.aircraftType)).toEqual(['A320', 'B737-800', 'A321', 'B787-9', 'A330-300']);
    expectEvery(aircraft, (record) => Object.keys(record.held).length === 0);
  });
});

describe('charter: the quote', () => {
  it('prices the whole aircraft: block hours × the type’s rate, the empty return of a one-way charter, one lump sum on the group plan', async () => {
    await loginAs('agent01');
    const { quote } = await ok(charterApi.quote, SANYA);
    expect(quote).toMatchObject({ aircraftType: 'A330-300', aircraftName: '空客A330-300', seats: 292, passengers: 260 });
    expect(quote.legs).toEqual([
      {
        direction: 'O',
        flightDate: '2027-01-12',
        depAirport: 'PVG',
        arrAirport: 'SYX',
        depTime: '09:30',
        arrTime: '12:55',
        blockMinutes: 205,
      },
    ]);
    // ¥150,000 × 205 / 60 = ¥512,500; the empty return at 50 %: ¥256,300 (to ¥100).
    expect(quote.breakdown.map((line) => line.amount)).toEqual([51_250_000, 25_630_000]);
    expect(quote.breakdown[0]!.label).toBe('去程 PVG—SYX（2027-01-12）：航时3小时25分 × ¥150,000.00/小时（平季）');
    expect(quote.breakdown[1]!.label).toContain('空放调机 SYX—PVG');
    expect(quote.totalAmount).toBe(76_880_000);
    expect(quote.fares).toEqual([
      {
        passengerType: 'ADT',
        count: 1,
        fare: 76_880_000,
        tax: 0,
        lumpSum: '整机包价（空客A330-300，292座）',
        lumpSumLines: quote.breakdown,
      },
    ]);
    expect(quote.includes[0]).toBe('整机全部座位（292座）及机组');
    expect(quote.seasons).toEqual(['2027-01-12 平季']);
    // The deposit and deadlines are the team order's own plan.
    const departure = gatewayInstant('2027-01-12', '09:30');
    const plan = planPayments('TEAM', quote.totalAmount, simulator.clock.nowMs(), departure);
    expect(quote).toMatchObject({
      depositAmount: plan.depositAmount,
      depositDeadline: plan.milestones[0]!.deadline,
      balanceDeadline: plan.ticketTimeLimit,
      nameDeadline: plan.nameDeadline,
    });
    expect(quote.depositAmount).toBe(7_688_000);
    expect(quote.rules[0]!.title).toBe('包机条款');
  });

  it('a round trip flies back and pays the nights away; the season of each date; a late booking pays a surcharge', async () => {
    await loginAs('agent01');
    const { quote } = await ok(charterApi.quote, ROUND_TRIP);
    expect(quote.legs.map((leg) => [leg.direction, leg.flightDate, leg.depAirport, leg.depTime])).toEqual([
      ['O', '2027-01-12', 'PVG', '09:30'],
      ['I', '2027-01-15', 'SYX', '15:30'],
    ]);
    // Back in the return route's own block time (SYX—PVG 3 h 10 min).
    expect(quote.breakdown.map((line) => line.amount)).toEqual([51_250_000, 47_500_000, 3 * CHARTER.nightStopFen]);
    expect(quote.totalAmount).toBe(quote.breakdown.reduce((sum, line) => sum + line.amount, 0));

    // Same day: the return waits for the turnaround after the outbound lands (12:55 + 90 min).
    const sameDay = await ok(charterApi.quote, { ...ROUND_TRIP, returnDate: '2027-01-12' });
    expect(sameDay.quote.legs[1]!.depTime).toBe('15:30');

    expect(seasonOf('2027-07-15')).toEqual({ factor: 1.3, label: '旺季（暑期7—8月）' });
    expect(seasonOf('2027-01-25').label).toBe('旺季（春运）');
    expect(seasonOf('2027-10-03').label).toBe('旺季（国庆）');
    expect(seasonOf('2027-01-12').factor).toBe(1);
    const summer = await ok(charterApi.quote, { ...SANYA, flightDate: '2027-07-15' });
    expect(summer.quote.breakdown[0]!.amount).toBe(Math.round((15_000_000 * 205 * 1.3) / 60 / 10_000) * 10_000);
    expect(summer.quote.breakdown[0]!.label).toContain('旺季（暑期7—8月）系数1.3');

    const late = await ok(charterApi.quote, { ...SANYA, flightDate: '2026-12-15' });
    const surcharge = late.quote.breakdown.at(-1)!;
    expect(surcharge.label).toBe('临近预订附加：距出发22天（不足30天）加收10%');
    expect(surcharge.amount).toBe(Math.round((76_880_000 * 0.1) / 10_000) * 10_000);
  });

  it('refuses an unknown type, a route not flown, dates too soon or invalid, more passengers than seats', async () => {
    await loginAs('agent01');
    await refused(charterApi.quote, { ...SANYA, aircraftType: 'A380' }, 'CHARTER_AIRCRAFT_UNKNOWN');
    const route = await refused(charterApi.quote, { ...SANYA, depAirport: 'SYX', arrAirport: 'KMG' }, 'CHARTER_ROUTE_NOT_SERVED');
    expect(route.errorMsg).toContain('SYX—KMG');
    const soon = await refused(charterApi.quote, { ...SANYA, flightDate: '2026-12-01' }, 'CHARTER_TOO_SOON');
    expect(soon.errorMsg).toBe('包机须至少提前15天预订，最早可选2026-12-08');
    await ok(charterApi.quote, { ...SANYA, flightDate: '2026-12-08' });
    await refused(charterApi.quote, { ...SANYA, flightDate: '2027-11-24' }, 'CHARTER_DATES_INVALID');
    const { returnDate: _none, ...noReturn } = ROUND_TRIP;
    await refused(charterApi.quote, noReturn, 'CHARTER_DATES_INVALID');
    const before = await refused(charterApi.quote, { ...ROUND_TRIP, returnDate: '2027-01-11' }, 'CHARTER_DATES_INVALID');
    expect(before.errorMsg).toContain('返程日期不能早于出发日期');
    const long = await refused(charterApi.quote, { ...ROUND_TRIP, returnDate: '2027-01-20' }, 'CHARTER_DATES_INVALID');
    expect(long.errorMsg).toContain('最多留驻7晚');
    await ok(charterApi.quote, { ...ROUND_TRIP, returnDate: '2027-01-19' });
    const over = await refused(charterApi.quote, { ...SANYA, passengers: 293 }, 'CHARTER_OVER_CAPACITY');
    expect(over.errorMsg).toBe('A330-300共292座，预计旅客293人超出座位数');
    await ok(charterApi.quote, { ...SANYA, passengers: 292 });
    await refused(charterApi.quote, { ...SANYA, passengers: 0 }, 'PARAM_INVALID');
    await refused(charterApi.quote, { ...SANYA, flightDate: '12/01/2027' }, 'PARAM_INVALID');
    await refused(charterApi.quote, { ...SANYA, arrAirport: 'PVG' }, 'PARAM_INVALID');
    await refused(charterApi.quote, { ...SANYA, tripType: 'XX' as never }, 'PARAM_INVALID');
  });
});

describe('charter: booking', () => {
  it('books a BOOKED team order of the whole aircraft: seats = its capacity, one lump sum, the quote’s milestones, its own flights', async () => {
    await loginAs('agent01');
    const { quote } = await ok(charterApi.quote, ROUND_TRIP);
    const { order } = await ok(charterApi.create, {
      ...ROUND_TRIP,
      groupName: '三亚年会包机',
      contact: CONTACT,
      remark: '全团清真餐',
      expectedTotal: quote.totalAmount,
    });
    expect(order).toMatchObject({
      status: 'BOOKED',
      channel: 'CHARTER',
      groupCount: 292,
      infantCount: 0,
      totalAmount: quote.totalAmount,
      fares: quote.fares,
    });
    expect(
      order.segments.map((segment) => [
        segment.flightNo,
        segment.flightDate,
        segment.depTime,
        segment.arrTime,
        segment.aircraftType,
        segment.cabin,
      ]),
    ).toEqual([
      ['XY9003', '2027-01-12', '09:30', '12:55', 'A330-300', 'G'],
      ['XY9004', '2027-01-15', '15:30', '18:40', 'A330-300', 'G'],
    ]);
    expect(order.milestones.map((milestone) => [milestone.kind, milestone.amount, milestone.deadline])).toEqual([
      ['DEPOSIT', quote.depositAmount, quote.depositDeadline],
      ['BALANCE', quote.totalAmount - quote.depositAmount, quote.balanceDeadline],
    ]);
    expect(order.nameDeadline).toBe(quote.nameDeadline);
    // Names like any group; the seats are the aircraft's, none released, refunded or moved alone.
    expect(order.allowedActions).toEqual(expect.arrayContaining(['PAY', 'CANCEL', 'EDIT_PASSENGERS']));
    expect(order.allowedActions).not.toContain('RELEASE_SEATS');
    expect(order.actionNotes?.RELEASE_SEATS).toContain('按整机计价');
    const release = await refused(
      orderApi.releaseSeats,
      { orderNo: order.orderNo, count: 10, expectedForfeit: 0 },
      'CHARTER_WHOLE_AIRCRAFT',
    );
    expect(release.errorMsg).toBe('包机订单按整机计价，不能取消占座');
    const record = simulator.orders.get(order.orderNo)!;
    expect(record.log.find((entry) => entry.action === 'CHARTER')!.detail).toBe(
      '包机：空客A330-300整机292座，预计旅客260人，包机航班XY9003（2027-01-12 09:30）、XY9004（2027-01-15 15:30）',
    );
    // The aircraft is held every day it is away.
    for (const date of ['2027-01-12', '2027-01-13', '2027-01-15']) expect(held('A330-300', date), date).toBe(0);
    expect(held('A330-300', '2027-01-16')).toBe(1);
  });

  it('a type’s fleet is never chartered twice on a day; a cancel and a missed deposit give the aircraft back', async () => {
    await loginAs('agent01');
    const { order } = await charter(ROUND_TRIP);
    const taken = await refused(charterApi.quote, { ...SANYA, flightDate: '2027-01-14' }, 'CHARTER_NO_AIRCRAFT');
    expect(taken.errorMsg).toBe('2027-01-14没有可供包机的A330-300飞机，请更换日期或机型');
    await refused(charterApi.quote, { ...ROUND_TRIP, flightDate: '2027-01-10', returnDate: '2027-01-12' }, 'CHARTER_NO_AIRCRAFT');
    await ok(charterApi.quote, { ...SANYA, flightDate: '2027-01-16' });
    // Two A320s a day: a third is refused.
    const a320 = { ...SANYA, aircraftType: 'A320', passengers: 150 };
    await charter(a320, '一团');
    await charter(a320, '二团');
    await refused(charterApi.quote, a320, 'CHARTER_NO_AIRCRAFT');

    await ok(orderApi.cancel, { orderNo: order.orderNo, reason: '客户取消年会' });
    expect(held('A330-300', '2027-01-14')).toBe(1);
    const { order: unpaid } = await charter({ ...SANYA, flightDate: '2027-01-14' });
    expect(held('A330-300', '2027-01-14')).toBe(0);
    await simulator.clock.set(new Date(Date.parse(unpaid.milestones[0]!.deadline) + 1000));
    expect(simulator.orders.get(unpaid.orderNo)!.status).toBe('CANCELED');
    expect(held('A330-300', '2027-01-14')).toBe(1);
  });

  it('a ticketed charter’s passengers fly at no fare of their own; its tickets are not refunded or moved alone', async () => {
    await loginAs('agent01');
    const seeded = simulator.state.orders.find((candidate) => candidate.channel === 'CHARTER' && candidate.status === 'TICKEDPART')!;
    const { order: detail } = await ok(orderApi.detail, { orderNo: seeded.orderNo });
    expect(detail.allowedActions).not.toContain('REFUND');
    expect(detail.allowedActions).not.toContain('DELAY');
    expect(detail.allowedActions).toContain('CHANGE_PASSENGERS');
    await refused(
      refundApi.advance,
      { orderNo: seeded.orderNo, ticketNos: [seeded.tickets[0]!.ticketNo], kind: 'VOLUNTARY' },
      'CHARTER_WHOLE_AIRCRAFT',
    );
  });

  it('refuses a changed price and incomplete details; the aircraft stays free', async () => {
    await loginAs('agent01');
    const { quote } = await ok(charterApi.quote, SANYA);
    const create = { ...SANYA, groupName: '三亚年会包机', contact: CONTACT, expectedTotal: quote.totalAmount };
    const changed = await refused(charterApi.create, { ...create, expectedTotal: quote.totalAmount + 100 }, 'PRICE_CHANGED');
    expect(changed.errorMsg).toContain(formatFen(quote.totalAmount));
    await refused(charterApi.create, { ...create, groupName: ' ' }, 'PARAM_INVALID');
    await refused(charterApi.create, { ...create, contact: { name: '王建国' } as never }, 'PARAM_INVALID');
    await refused(charterApi.create, { ...create, passengers: 300 }, 'CHARTER_OVER_CAPACITY');
    expect(held('A330-300', '2027-01-12')).toBe(1);
    // The price moves with the clock: booked later, the short-notice surcharge applies.
    await simulator.clock.set('2026-12-20T09:00:00+08:00');
    await loginAs('agent01');
    await refused(charterApi.create, create, 'PRICE_CHANGED');
    expect(toGatewayIso(simulator.clock.nowMs())).toContain('2026-12-20');
  });

  it('refuses callers without the 包机 function; another agency’s charter is out of sight', async () => {
    for (const name of ['corp01', 'staff01', 'user01'] as const) {
      await loginAs(name);
      await refused(charterApi.aircraft, {}, 'PERMISSION_DENIED');
      await refused(charterApi.quote, SANYA, 'PERMISSION_DENIED');
      await refused(charterApi.create, { ...SANYA, groupName: '伪造', contact: CONTACT, expectedTotal: 0 }, 'PERMISSION_DENIED');
    }
    expect(held('A330-300', '2027-01-12')).toBe(1);

    await loginAs('agent01');
    const { order } = await charter(SANYA);
    await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
    await ok(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
    await simulator.clock.advance(AGENCY_REVIEW.supplementMs);
    await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
    await refused(orderApi.detail, { orderNo: order.orderNo }, 'ORDER_NOT_FOUND');
    await refused(charterApi.quote, SANYA, 'CHARTER_NO_AIRCRAFT');
  });
});
