import { beforeEach, describe, expect, it } from 'vitest';
import { tempGroupApi, type FlightSelection, type PassengerCounts } from '@/lib/gateway/endpoints';
import { seatsLeft } from '@/mocks/rules';
import { mainlandId } from '@/mocks/session/seed/regular-passengers';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, refused } from './support';

/** The temporary group: flight query, group fare, create (rules/fare.ts figures FARE, ORDER deadlines). */

// Monday 2026-03-02 09:00. XY5103 PVG→CTU 13:15 (A330, 200 group seats), XY5104 CTU→PVG 17:40; Y full fare ¥2,170.
const NOW = '2026-03-02T09:00:00+08:00';
const CONTACT = { name: '王建国', mobile: '13900000001' };

const counts = (adultCount: number, childCount = 0, infantCount = 0): PassengerCounts => ({ adultCount, childCount, infantCount });
const out = (flightDate: string, flightNo = 'XY5103'): FlightSelection => ({ direction: 'O', flightNo, flightDate });
const back = (flightDate: string, flightNo = 'XY5104'): FlightSelection => ({ direction: 'I', flightNo, flightDate });
const groupLeft = (flightNo: string, flightDate: string) => seatsLeft(simulator.state, { flightNo, flightDate }, { kind: 'group' });

async function adultFare(seats: number, flightDate: string): Promise<number> {
  const { quote } = await ok(tempGroupApi.price, { selections: [out(flightDate)], ...counts(seats) });
  return quote.fares[0]!.fare;
}

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  await loginAs('agent01');
});

describe('group flight query', () => {
  it('lists flights with group seats left and the adult group fare for the count and date', async () => {
    const { outbound, inbound } = await ok(tempGroupApi.flightQuery, {
      depAirport: 'PVG',
      arrAirport: 'CTU',
      flightDate: '2026-04-11',
      tripType: 'RT',
      returnDate: '2026-04-18',
      groupCount: 25,
    });
    expect(outbound.map((flight) => flight.flightNo)).toEqual(['XY5101', 'XY5103', 'XY5105']);
    const widebody = outbound.find((flight) => flight.flightNo === 'XY5103')!;
    expect(widebody.groupSeatsLeft).toBe(groupLeft('XY5103', '2026-04-11'));
    expect(widebody.groupSeatsLeft).toBeGreaterThanOrEqual(150);
    // 20–49 people 5 % and 30+ days ahead 10 %: ¥2,170 × 85 % = ¥1,844.50 → ¥1,840.
    expect(widebody.adultFare).toBe(184000);
    // The return is priced on the trip's advance purchase (its first departure).
    expect(inbound!.map((flight) => [flight.flightNo, flight.adultFare])).toEqual([
      ['XY5102', 184000],
      ['XY5104', 184000],
    ]);
  });

  it('leaves out flights closing within 72 hours: the portal is not offered what it cannot book', async () => {
    const query = (flightDate: string) =>
      ok(tempGroupApi.flightQuery, { depAirport: 'PVG', arrAirport: 'CTU', flightDate, tripType: 'OW', groupCount: 10 });
    expect((await query('2026-03-04')).outbound).toEqual([]);
    // 2026-03-05 08:35 is 71 h 35 min away; 13:15 is 76 h 15 min away.
    expect((await query('2026-03-05')).outbound.map((flight) => flight.flightNo)).toEqual(['XY5103', 'XY5105']);
  });

  it('refuses a group size outside 10–200 and a caller without the function', async () => {
    const query = { depAirport: 'PVG', arrAirport: 'CTU', flightDate: '2026-04-11', tripType: 'OW' as const };
    await refused(tempGroupApi.flightQuery, { ...query, groupCount: 9 }, 'GROUP_SIZE_INVALID');
    await refused(tempGroupApi.flightQuery, { ...query, groupCount: 201 }, 'GROUP_SIZE_INVALID');
    await refused(tempGroupApi.flightQuery, { ...query, arrAirport: 'PVG', groupCount: 10 }, 'ROUTE_INVALID');
    await loginAs('user01');
    await refused(tempGroupApi.flightQuery, { ...query, groupCount: 10 }, 'PERMISSION_DENIED');
  });
});

describe('group fare', () => {
  it('discounts by group size: 10–19 none, 20–49 5 %, 50–99 8 %, 100–200 10 % (30+ days ahead: 10 % more)', async () => {
    const date = '2026-04-11';
    const table: [number, number][] = [
      [10, 195000], // 90 %: ¥1,953 → ¥1,950
      [19, 195000],
      [20, 184000], // 85 %
      [49, 184000],
      [50, 178000], // 82 %: ¥1,779.40 → ¥1,780
      [99, 178000],
      [100, 174000], // 80 %: ¥1,736 → ¥1,740
      [200, 174000],
    ];
    for (const [seats, fare] of table) expect([seats, await adultFare(seats, date)]).toEqual([seats, fare]);
  });

  it('discounts by advance purchase: 30+ days 10 %, 15–29 days 5 %, 7–14 days none, under 7 days 10 % surcharge', async () => {
    const table: [string, number, number][] = [
      ['2026-04-01', 30, 195000],
      ['2026-03-31', 29, 206000], // 95 %: ¥2,061.50 → ¥2,060
      ['2026-03-17', 15, 206000],
      ['2026-03-16', 14, 217000],
      ['2026-03-09', 7, 217000],
      ['2026-03-08', 6, 239000], // 110 %: ¥2,387 → ¥2,390
      ['2026-03-05', 3, 239000],
    ];
    for (const [date, days, fare] of table) {
      const { quote } = await ok(tempGroupApi.price, { selections: [out(date)], ...counts(10) });
      expect([date, quote.advanceDays, quote.fares[0]!.fare]).toEqual([date, days, fare]);
    }
    const { quote } = await ok(tempGroupApi.price, { selections: [out('2026-03-08')], ...counts(25) });
    expect(quote.adjustments).toEqual(['20-49人团体优惠 5%', '出发前7天内加价 10%']);
    const early = await ok(tempGroupApi.price, { selections: [out('2026-04-11')], ...counts(12) });
    expect(early.quote.adjustments).toEqual(['10-19人团体 无人数优惠', '提前30天以上优惠 10%']);
  });

  it('prices a round trip: children 75 % of the adult group fare, infants 10 % of Y, taxes per segment; deposit 10 % and the deadlines', async () => {
    const { quote } = await ok(tempGroupApi.price, { selections: [out('2026-04-11'), back('2026-04-18')], ...counts(25, 5, 2) });
    expect(quote.fares).toEqual([
      { passengerType: 'ADT', count: 25, fare: 2 * 184000, tax: 2 * 7000 },
      { passengerType: 'CHD', count: 5, fare: 2 * 138000, tax: 2 * 1000 },
      { passengerType: 'INF', count: 2, fare: 2 * 22000, tax: 0 },
    ]);
    expect(quote.totalAmount).toBe(25 * 382000 + 5 * 278000 + 2 * 44000);
    expect(quote.depositAmount).toBe(1102800);
    expect(quote).toMatchObject({
      advanceDays: 40,
      depositDeadline: '2026-03-03T09:00:00+08:00',
      balanceDeadline: '2026-04-04T13:15:00+08:00',
      nameDeadline: '2026-04-08T13:15:00+08:00',
    });
    expect(quote.fullPaymentDeadline).toBeUndefined();
    expect(quote.rules.map((rule) => rule.title)).toContain('团队退票');
  });

  it('booked within 7 days: no deposit, the whole amount within 2 hours', async () => {
    const { quote } = await ok(tempGroupApi.price, { selections: [out('2026-03-08')], ...counts(10) });
    expect(quote).toMatchObject({
      depositAmount: 0,
      fullPaymentDeadline: '2026-03-02T11:00:00+08:00',
      nameDeadline: '2026-03-05T13:15:00+08:00',
    });
    expect(quote.depositDeadline).toBeUndefined();
    expect(quote.balanceDeadline).toBeUndefined();
  });

  it('refuses sizes outside 10–200 seat holders (infants do not count) and infants without adults', async () => {
    const price = (body: PassengerCounts) => ({ selections: [out('2026-04-11')], ...body });
    await refused(tempGroupApi.price, price(counts(9, 0, 5)), 'GROUP_SIZE_INVALID');
    await refused(tempGroupApi.price, price(counts(8, 1)), 'GROUP_SIZE_INVALID');
    await refused(tempGroupApi.price, price(counts(150, 51)), 'GROUP_SIZE_INVALID');
    await refused(tempGroupApi.price, price(counts(10, 0, 11)), 'INFANT_WITHOUT_ADULT');
    await ok(tempGroupApi.price, price(counts(5, 5)));
    await ok(tempGroupApi.price, price(counts(150, 50, 10)));
  });

  it('refuses a departure within 72 hours and a flight without enough group seats', async () => {
    await refused(tempGroupApi.price, { selections: [out('2026-03-05', 'XY5101')], ...counts(10) }, 'BOOKING_TOO_LATE');
    await ok(tempGroupApi.price, { selections: [out('2026-03-05')], ...counts(10) });
    // The seed leaves 5 group seats on XY5022 SZX→PVG on 2026-03-12.
    expect(groupLeft('XY5022', '2026-03-12')).toBe(5);
    const answer = await refused(tempGroupApi.price, { selections: [out('2026-03-12', 'XY5022')], ...counts(10) }, 'SOLD_OUT');
    expect(answer.errorMsg).toContain('XY5022（2026-03-12）余座不足：剩余5座，需要10座');
  });
});

describe('group create', () => {
  const selections = [out('2026-04-11'), back('2026-04-18')];
  const total = 25 * 382000 + 5 * 278000 + 2 * 44000;
  const named = [
    {
      name: '李秀英',
      passengerType: 'ADT' as const,
      idType: 'NI' as const,
      idNo: mainlandId('310115', '1978-04-12', 24),
      mobile: '13816624501',
    },
    { name: '孙浩然', passengerType: 'CHD' as const, idType: 'NI' as const, idNo: mainlandId('310115', '2018-01-20', 57) },
  ];
  const create = (overrides: Record<string, unknown> = {}) => ({
    selections,
    groupName: '锦程春季川西游',
    contact: CONTACT,
    ...counts(25, 5, 2),
    passengers: named,
    remark: '需要连座',
    expectedTotal: total,
    ...overrides,
  });

  it('holds group seats on every segment and opens a BOOKED team order with a deposit to pay', async () => {
    const before = [groupLeft('XY5103', '2026-04-11'), groupLeft('XY5104', '2026-04-18')];
    const economy = () => seatsLeft(simulator.state, { flightNo: 'XY5103', flightDate: '2026-04-11' }, { kind: 'cabin', cabin: 'Y' });
    const economyBefore = economy();
    const { order } = await ok(tempGroupApi.create, create());
    expect(order).toMatchObject({
      channel: 'TEMP',
      status: 'BOOKED',
      groupName: '锦程春季川西游',
      groupCount: 30,
      infantCount: 2,
      totalAmount: total,
      namedCount: 2,
      nameDeadline: '2026-04-08T13:15:00+08:00',
      ticketTimeLimit: '2026-04-04T13:15:00+08:00',
    });
    expect(order.orderNo).toMatch(/^TO\d{6}$/);
    expect(order.segments.map((segment) => `${segment.flightNo} ${segment.flightDate} ${segment.cabin}`)).toEqual([
      'XY5103 2026-04-11 G',
      'XY5104 2026-04-18 G',
    ]);
    expect(order.milestones.map((milestone) => [milestone.kind, milestone.amount, milestone.deadline])).toEqual([
      ['DEPOSIT', 1102800, '2026-03-03T09:00:00+08:00'],
      ['BALANCE', total - 1102800, '2026-04-04T13:15:00+08:00'],
    ]);
    expect(order.remarks.map((remark) => remark.content)).toEqual(['需要连座']);
    expect([groupLeft('XY5103', '2026-04-11'), groupLeft('XY5104', '2026-04-18')]).toEqual([before[0]! - 30, before[1]! - 30]);
    // The order's own seats only: the individual classes are untouched.
    expect(economy()).toBe(economyBefore);
  });

  it('lets a staff member book for the agency', async () => {
    await loginAs('staff01');
    const { order } = await ok(tempGroupApi.create, create({ passengers: undefined }));
    const record = simulator.state.orders.find((candidate) => candidate.orderNo === order.orderNo)!;
    expect([record.ownerAccountId, record.bookedByAccountId]).toEqual(['AGT0001', 'STF0001']);
    expect(order.namedCount).toBe(0);
  });

  it('refuses a price the agent did not see, bad fields and too many names, holding nothing', async () => {
    const before = simulator.state.seatInventory;
    const changed = await refused(tempGroupApi.create, create({ expectedTotal: total + 1 }), 'PRICE_CHANGED');
    expect(changed.errorMsg).toContain('¥110,280.00');
    await refused(tempGroupApi.create, create({ groupName: ' ' }), 'PARAM_INVALID');
    await refused(tempGroupApi.create, create({ groupName: '团'.repeat(31) }), 'PARAM_INVALID');
    await refused(tempGroupApi.create, create({ contact: { name: '王建国' } }), 'PARAM_INVALID');
    await refused(tempGroupApi.create, create({ ...counts(25, 0, 2), expectedTotal: 0 }), 'PARAM_INVALID');
    await refused(tempGroupApi.create, create({ passengers: [{ ...named[0]!, passengerType: 'CHD' }] }), 'PASSENGER_INVALID');
    await refused(tempGroupApi.create, create({ ...counts(5) }), 'GROUP_SIZE_INVALID');
    expect(simulator.state.seatInventory).toBe(before);
  });

  it('holds all segments or none: a return without group seats leaves the outbound alone', async () => {
    const before = simulator.state.seatInventory;
    const trip = [out('2026-03-08', 'XY5021'), back('2026-03-12', 'XY5022')];
    await refused(tempGroupApi.create, create({ selections: trip, ...counts(10), passengers: [], expectedTotal: 1 }), 'SOLD_OUT');
    expect(simulator.state.seatInventory).toBe(before);
  });

  it('sells the group quota down, then refuses SOLD_OUT naming what is left', async () => {
    const date = '2026-04-20';
    const left = groupLeft('XY5103', date);
    const booking = (seats: number, expectedTotal: number) => ({
      selections: [out(date)],
      groupName: `春游团${seats}人`,
      contact: CONTACT,
      ...counts(seats),
      expectedTotal,
    });
    const { quote } = await ok(tempGroupApi.price, { selections: [out(date)], ...counts(150) });
    await ok(tempGroupApi.create, booking(150, quote.totalAmount));
    expect(groupLeft('XY5103', date)).toBe(left - 150);
    const answer = await refused(tempGroupApi.create, booking(left - 150 + 1, 0), 'SOLD_OUT');
    expect(answer.errorMsg).toContain(`剩余${left - 150}座`);
    expect(groupLeft('XY5103', date)).toBe(left - 150);
  });

  it('an unpaid deposit past its deadline cancels the order and gives the seats back', async () => {
    const both = () => [groupLeft('XY5103', '2026-04-11'), groupLeft('XY5104', '2026-04-18')];
    const before = both();
    const { order } = await ok(tempGroupApi.create, create());
    expect(both()).toEqual(before.map((left) => left - 30));
    await simulator.clock.set('2026-03-03T09:00:01+08:00');
    expect(simulator.state.orders.find((candidate) => candidate.orderNo === order.orderNo)!.status).toBe('CANCELED');
    expect(both()).toEqual(before);
  });
});
