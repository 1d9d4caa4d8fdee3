import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApi, tempGroupApi, type FlightSelection, type PassengerInput } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { seatsLeft } from '@/mocks/rules';
import { mainlandId } from '@/mocks/session/seed/regular-passengers';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

/** The normal area's individual booking: flight query, price, create (rules/trip.ts, fare.ts, booking.ts). */

// A Monday. The seed sells out XY5105 (PVG→CTU 20:10) two days later, 2026-03-04.
const NOW = '2026-03-02T09:00:00+08:00';
const ONE = { adultCount: 1, childCount: 0, infantCount: 0 };
const FAMILY = { adultCount: 2, childCount: 1, infantCount: 1 };
const CONTACT = { name: '张伟', mobile: '13800000001' };

const search = (overrides: Record<string, unknown> = {}) => ({
  depAirport: 'PVG',
  arrAirport: 'CTU',
  flightDate: '2026-03-10',
  tripType: 'OW' as const,
  ...ONE,
  ...overrides,
});

const out = (flightNo: string, flightDate: string, cabin = 'Y'): FlightSelection => ({ direction: 'O', flightNo, flightDate, cabin });
const back = (flightNo: string, flightDate: string, cabin = 'Y'): FlightSelection => ({ direction: 'I', flightNo, flightDate, cabin });

const passengers: PassengerInput[] = [
  { name: '张伟', passengerType: 'ADT', idType: 'NI', idNo: mainlandId('110105', '1985-09-03', 137), mobile: '13800000001' },
  { name: '李娜', passengerType: 'ADT', idType: 'NI', idNo: mainlandId('110105', '1987-02-14', 26) },
  { name: '张小雨', passengerType: 'CHD', idType: 'NI', idNo: mainlandId('110105', '2018-06-01', 48) },
];

const left = (flightNo: string, flightDate: string, cabin = 'Y') =>
  seatsLeft(simulator.state, { flightNo, flightDate }, { kind: 'cabin', cabin });

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  await loginAs('user01');
});

describe('timetable', () => {
  it('flies every flight of the seeded flight-change notices daily, on the route and times the notices call original', () => {
    for (const notice of simulator.state.flightChangeNotices) {
      const flight = simulator.state.flights.find((candidate) => candidate.flightNo === notice.flightNo);
      expect(flight, notice.flightNo).toMatchObject({
        depAirport: notice.depAirport,
        arrAirport: notice.arrAirport,
        depTime: notice.origDepTime,
        arrTime: notice.origArrTime,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      if (notice.newFlightNo) {
        const replacement = simulator.state.flights.find((candidate) => candidate.flightNo === notice.newFlightNo);
        expect(replacement, notice.newFlightNo).toMatchObject({ depAirport: notice.depAirport, arrAirport: notice.arrAirport });
      }
    }
  });

  it('has widebodies that seat groups of 200 and narrowbodies that seat 40–60', () => {
    const quotas = simulator.state.flights.map((flight) => flight.groupQuota);
    expect(Math.max(...quotas)).toBe(200);
    expect(Math.min(...quotas)).toBeGreaterThanOrEqual(40);
    expectEvery(simulator.state.flights, (flight) => /^XY\d{4}$/.test(flight.flightNo));
  });
});

describe('airports', () => {
  it('lists every airport with code, name, city and pinyin, for any signed-in user', async () => {
    const { airportList } = await ok(bookingApi.airports, {});
    expect(airportList.length).toBeGreaterThanOrEqual(16);
    expect(airportList.find((airport) => airport.code === 'PVG')).toEqual({
      code: 'PVG',
      name: '上海浦东',
      city: '上海',
      cityPinyin: 'shanghai',
    });
    expect(airportList.map((airport) => airport.code)).toEqual(
      expect.arrayContaining(['SHA', 'PEK', 'PKX', 'CAN', 'SZX', 'CTU', 'TFU', 'SYX']),
    );
  });
});

describe('flight query (individual)', () => {
  it('lists the day’s flights by departure time with classes, seats, fares, taxes and rules', async () => {
    const { outbound, inbound } = await ok(bookingApi.flightQuery, search());
    expect(inbound).toBeUndefined();
    expect(outbound.map((flight) => flight.flightNo)).toEqual(['XY5101', 'XY5103', 'XY5105']);
    const first = outbound[0]!;
    expect(first).toMatchObject({
      flightDate: '2026-03-10',
      depAirport: 'PVG',
      arrAirport: 'CTU',
      depTime: '08:35',
      arrTime: '11:50',
      durationMinutes: 195,
    });
    expect(first.cabins.map((cabin) => cabin.cabin)).toEqual(['F', 'Y', 'B']);
    const [f, y, b] = first.cabins;
    // Y full fare ¥2,170; child 50 % and infant 10 % of the class's full fare, rounded to ¥10.
    expect(y).toMatchObject({ cabinName: '经济舱', fares: { ADT: 217000, CHD: 109000, INF: 22000 } });
    expect(b).toMatchObject({ fares: { ADT: 163000, CHD: 109000, INF: 22000 } });
    expect(f).toMatchObject({ cabinName: '头等舱', fares: { ADT: 326000, CHD: 163000, INF: 33000 } });
    // Airport fee ¥50 + fuel ¥20 for adults, half the fuel for children, nothing for infants.
    expect(y!.taxes).toEqual({ ADT: 7000, CHD: 1000, INF: 0 });
    expect(y!.seatsLeft).toBe(left('XY5101', '2026-03-10'));
    expect(y!.seatsLeft).toBeGreaterThan(0);
    expect(y!.ruleSummary).toContain('退票');
    expect(b!.ruleSummary).toContain('不得签转');
  });

  it('answers both directions for a round trip', async () => {
    const { outbound, inbound } = await ok(bookingApi.flightQuery, search({ tripType: 'RT', returnDate: '2026-03-15' }));
    expect(outbound.length).toBe(3);
    expect(inbound!.map((flight) => `${flight.flightNo} ${flight.depAirport}-${flight.arrAirport} ${flight.flightDate}`)).toEqual([
      'XY5102 CTU-PVG 2026-03-15',
      'XY5104 CTU-PVG 2026-03-15',
    ]);
  });

  it('shows the seeded sold-out departure with no seats in any class', async () => {
    const { outbound } = await ok(bookingApi.flightQuery, search({ flightDate: '2026-03-04' }));
    const soldOut = outbound.find((flight) => flight.flightNo === 'XY5105')!;
    expect(soldOut.cabins.map((cabin) => cabin.seatsLeft)).toEqual([0, 0, 0]);
  });

  it('leaves out flights that close within the hour or have left', async () => {
    const today = await ok(bookingApi.flightQuery, search({ flightDate: '2026-03-02' }));
    expect(today.outbound.map((flight) => flight.flightNo)).toEqual(['XY5103', 'XY5105']);
    await simulator.clock.set('2026-03-02T12:16:00+08:00');
    await loginAs('user01');
    const later = await ok(bookingApi.flightQuery, search({ flightDate: '2026-03-02' }));
    expect(later.outbound.map((flight) => flight.flightNo)).toEqual(['XY5105']);
  });

  it('refuses impossible routes and dates', async () => {
    const invalid = async (overrides: Record<string, unknown>, detail: string) => {
      const answer = await refused(bookingApi.flightQuery, search(overrides), 'ROUTE_INVALID');
      expect(answer.errorMsg).toContain(detail);
    };
    await invalid({ arrAirport: 'PVG' }, '同一城市');
    await invalid({ arrAirport: 'SHA' }, '同一城市');
    await invalid({ arrAirport: 'LHR' }, 'LHR');
    await invalid({ tripType: 'RT' }, '返程日期');
    await invalid({ tripType: 'RT', returnDate: '2026-03-09' }, '返程日期不能早于出发日期');
    await invalid({ flightDate: '2026-03-01' }, '已过');
    await invalid({ flightDate: '2027-06-01' }, '365天');
  });

  it('refuses counts outside 1–9 seats and infants without an adult', async () => {
    await refused(bookingApi.flightQuery, search({ adultCount: 0 }), 'INDIVIDUAL_SIZE_INVALID');
    await refused(bookingApi.flightQuery, search({ adultCount: 6, childCount: 4 }), 'INDIVIDUAL_SIZE_INVALID');
    await refused(bookingApi.flightQuery, search({ adultCount: 1, infantCount: 2 }), 'INFANT_WITHOUT_ADULT');
    await ok(bookingApi.flightQuery, search({ adultCount: 5, childCount: 4, infantCount: 5 }));
  });

  it('is the normal area’s: an agent without the function is refused', async () => {
    await loginAs('agent01');
    await refused(bookingApi.flightQuery, search(), 'PERMISSION_DENIED');
    await ok(bookingApi.airports, {});
  });
});

describe('price (individual)', () => {
  it('prices a round trip per passenger type over both segments, with the class’s rules', async () => {
    const { quote } = await ok(bookingApi.price, { selections: [out('XY5101', '2026-03-10'), back('XY5102', '2026-03-15')], ...FAMILY });
    expect(quote.fares).toEqual([
      { passengerType: 'ADT', count: 2, fare: 434000, tax: 14000 },
      { passengerType: 'CHD', count: 1, fare: 218000, tax: 2000 },
      { passengerType: 'INF', count: 1, fare: 44000, tax: 0 },
    ]);
    expect(quote.totalAmount).toBe(2 * 448000 + 220000 + 44000);
    expect(quote.rules.map((rule) => rule.title)).toEqual(['经济舱（Y舱）退票', '经济舱（Y舱）改期', '经济舱（Y舱）签转']);
  });

  it('prices the discounted and the first class', async () => {
    const discounted = await ok(bookingApi.price, { selections: [out('XY5101', '2026-03-10', 'B')], ...ONE });
    expect(discounted.quote.totalAmount).toBe(163000 + 7000);
    const first = await ok(bookingApi.price, {
      selections: [out('XY5101', '2026-03-10', 'F')],
      adultCount: 1,
      childCount: 1,
      infantCount: 0,
    });
    expect(first.quote.fares.map((line) => line.fare)).toEqual([326000, 163000]);
  });

  it('refuses unknown flights, days off, classes, mixed classes and broken round trips', async () => {
    await refused(bookingApi.price, { selections: [out('XY9999', '2026-03-10')], ...ONE }, 'FLIGHT_NOT_FOUND');
    // XY5261 PEK→XMN flies Mondays, Wednesdays, Fridays and Sundays; 2026-03-10 is a Tuesday.
    await refused(bookingApi.price, { selections: [out('XY5261', '2026-03-10')], ...ONE }, 'FLIGHT_NOT_FOUND');
    await ok(bookingApi.price, { selections: [out('XY5261', '2026-03-11')], ...ONE });
    await refused(bookingApi.price, { selections: [out('XY5101', '2026-03-10', 'C')], ...ONE }, 'CABIN_NOT_FOUND');
    await refused(
      bookingApi.price,
      { selections: [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-03-10' }], ...ONE },
      'CABIN_NOT_FOUND',
    );
    await refused(
      bookingApi.price,
      { selections: [out('XY5101', '2026-03-10'), back('XY5102', '2026-03-15', 'F')], ...ONE },
      'ROUTE_INVALID',
    );
    // Back from elsewhere, or before the outbound flight lands.
    await refused(bookingApi.price, { selections: [out('XY5101', '2026-03-10'), back('XY5212', '2026-03-15')], ...ONE }, 'ROUTE_INVALID');
    await refused(bookingApi.price, { selections: [out('XY5104', '2026-03-10'), back('XY5105', '2026-03-10')], ...ONE }, 'ROUTE_INVALID');
    await refused(bookingApi.price, { selections: [back('XY5102', '2026-03-15')], ...ONE }, 'ROUTE_INVALID');
    await refused(bookingApi.price, { selections: [out('XY5101', '2026-03-10'), out('XY5103', '2026-03-10')], ...ONE }, 'ROUTE_INVALID');
  });

  it('refuses a flight closing within the hour, and a sold-out class', async () => {
    await refused(bookingApi.price, { selections: [out('XY5101', '2026-03-02')], ...ONE }, 'BOOKING_TOO_LATE');
    await simulator.clock.set('2026-03-02T12:15:00+08:00');
    await loginAs('user01');
    await refused(bookingApi.price, { selections: [out('XY5103', '2026-03-02')], ...ONE }, 'BOOKING_TOO_LATE');
    const soldOut = await refused(bookingApi.price, { selections: [out('XY5105', '2026-03-04')], ...ONE }, 'SOLD_OUT');
    expect(soldOut.errorMsg).toContain('XY5105');
  });
});

describe('create (individual)', () => {
  const trip = [out('XY5101', '2026-03-10'), back('XY5102', '2026-03-15')];
  const total = 2 * 448000 + 220000;

  it('holds the seats on both segments and opens an individual order awaiting payment', async () => {
    const before = [left('XY5101', '2026-03-10'), left('XY5102', '2026-03-15')];
    const otherClass = left('XY5101', '2026-03-10', 'B');
    const { order } = await ok(bookingApi.create, { selections: trip, passengers, contact: CONTACT, expectedTotal: total });
    expect(order).toMatchObject({
      channel: 'INDIVIDUAL',
      status: 'BOOKED',
      groupCount: 3,
      infantCount: 0,
      totalAmount: total,
      route: 'PVG-CTU-PVG',
    });
    expect(order.orderNo).toMatch(/^NO\d{6}$/);
    expect(order.segments.map((segment) => `${segment.flightNo} ${segment.cabin}`)).toEqual(['XY5101 Y', 'XY5102 Y']);
    expect(order.passengers).toHaveLength(3);
    expect(order.milestones.map((milestone) => milestone.kind)).toEqual(['FULL']);
    expect([left('XY5101', '2026-03-10'), left('XY5102', '2026-03-15')]).toEqual([before[0]! - 3, before[1]! - 3]);
    expect(left('XY5101', '2026-03-10', 'B')).toBe(otherClass);
  });

  it('refuses a price the user did not see, holding nothing', async () => {
    const before = simulator.state.seatInventory;
    const orders = simulator.state.orders;
    const answer = await refused(
      bookingApi.create,
      { selections: trip, passengers, contact: CONTACT, expectedTotal: total - 100 },
      'PRICE_CHANGED',
    );
    expect(answer.errorMsg).toBe(ERRORS.PRICE_CHANGED.message.replace('{total}', '¥11,160.00'));
    expect(simulator.state.seatInventory).toBe(before);
    expect(simulator.state.orders).toBe(orders);
  });

  it('refuses wrong counts, a missing contact and an invalid passenger', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      name: `王${'一二三四五六七八九十'[index]}`,
      passengerType: 'ADT' as const,
      idType: 'PP' as const,
      idNo: `E1234567${index}`,
    }));
    await refused(bookingApi.create, { selections: trip, passengers: many, contact: CONTACT, expectedTotal: 0 }, 'INDIVIDUAL_SIZE_INVALID');
    await refused(bookingApi.create, { selections: trip, passengers: [], contact: CONTACT, expectedTotal: 0 }, 'INDIVIDUAL_SIZE_INVALID');
    const infants: PassengerInput[] = [
      passengers[0]!,
      { name: '张宝宝', passengerType: 'INF', idType: 'NI', idNo: mainlandId('110105', '2025-08-01', 12) },
      { name: '张贝贝', passengerType: 'INF', idType: 'NI', idNo: mainlandId('110105', '2025-08-01', 14) },
    ];
    await refused(bookingApi.create, { selections: trip, passengers: infants, contact: CONTACT, expectedTotal: 0 }, 'INFANT_WITHOUT_ADULT');
    await refused(
      bookingApi.create,
      { selections: trip, passengers, contact: { name: '', mobile: '13800000001' }, expectedTotal: total },
      'PARAM_INVALID',
    );
    await refused(
      bookingApi.create,
      { selections: trip, passengers, contact: { name: '张伟', mobile: '123' }, expectedTotal: total },
      'PARAM_INVALID',
    );
    const badId = [{ ...passengers[0]!, idNo: `${passengers[0]!.idNo.slice(0, 17)}0` }, passengers[1]!, passengers[2]!];
    const before = simulator.state.seatInventory;
    await refused(bookingApi.create, { selections: trip, passengers: badId, contact: CONTACT, expectedTotal: total }, 'PASSENGER_INVALID');
    expect(simulator.state.seatInventory).toBe(before);
  });

  it('holds all segments or none: a sold-out return leaves the outbound seats alone', async () => {
    const before = simulator.state.seatInventory;
    const selections = [out('XY5104', '2026-03-03'), back('XY5105', '2026-03-04')];
    await refused(
      bookingApi.create,
      { selections, passengers: passengers.slice(0, 1), contact: CONTACT, expectedTotal: 224000 },
      'SOLD_OUT',
    );
    expect(simulator.state.seatInventory).toBe(before);
  });

  it('sells the last seats, then refuses SOLD_OUT', async () => {
    const flightDate = '2026-03-20';
    const first = left('XY5101', flightDate, 'F');
    expect(first).toBe(8);
    const adult = (index: number): PassengerInput => ({
      name: `赵${'一二三四五六七八九'[index]}`,
      passengerType: 'ADT',
      idType: 'PP',
      idNo: `G8800012${index}`,
    });
    const eight = Array.from({ length: 8 }, (_, index) => adult(index));
    const selections = [out('XY5101', flightDate, 'F')];
    await ok(bookingApi.create, { selections, passengers: eight, contact: CONTACT, expectedTotal: 8 * 333000 });
    expect(left('XY5101', flightDate, 'F')).toBe(0);
    await refused(bookingApi.create, { selections, passengers: [adult(8)], contact: CONTACT, expectedTotal: 333000 }, 'SOLD_OUT');
  });

  it('is refused to a caller without the normal booking function', async () => {
    await refused(tempGroupApi.flightQuery, { ...search(), groupCount: 10 }, 'PERMISSION_DENIED');
  });
});
