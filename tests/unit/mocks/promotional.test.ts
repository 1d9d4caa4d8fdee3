import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { agencyApi, ancillaryApi, orderApi, payApi, promoApi, type PassengerCounts, type PromoSelection } from '@/lib/gateway/endpoints';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import {
  AGENCY_REVIEW,
  FARE,
  gatewayInstant,
  offerStatus,
  planPayments,
  PROMO,
  scheduledFlight,
  seatsLeft,
  type PromoOfferRecord,
} from '@/mocks/rules';
import { SEED_PENDING_REGISTRATION } from '@/mocks/seed';
import { seedFlights } from '@/mocks/catalogue/seed/flights';
import { simulator } from '@/mocks/simulator';
import type { SimulatorState } from '@/mocks/state';
import { toGatewayIso } from '@/mocks/kernel/time-format';
import { expectEvery } from '../../expect-every';
import { agentLogin, PNG_DATA_URL } from './agency-support';
import { requestFor } from './payment-support';
import { loginAs, MINUTE, ok, refused } from './support';

/**
 * Promotional offers (特惠团) through the gateway, from the seed of 2026-11-23 09:00: PO000101 上海—三亚
 * on sale with plenty of seats, PO000102 广州—成都 with 12 seats left (2026-12-12), PO000103 opening at
 * 15:00, PO000104 sold out, PO000105 closed yesterday, PO000106 上海—北京 with two flights a day.
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const offer = (offerNo: string) => simulator.state.promoOffers.find((candidate) => candidate.offerNo === offerNo)!;
const offerLeft = (offerNo: string, flightNo: string, flightDate: string) =>
  seatsLeft(simulator.state, { flightNo, flightDate }, { kind: 'offer', offerNo });
const counts = (adultCount: number, childCount = 0, infantCount = 0): PassengerCounts => ({ adultCount, childCount, infantCount });
const CONTACT = { name: '王建国', mobile: '13900000001' };

const SANYA: PromoSelection = { offerNo: 'PO000101', flightNo: 'XY5031', flightDate: '2026-12-13' };
const LAST_SEATS: PromoSelection = { offerNo: 'PO000102', flightNo: 'XY5321', flightDate: '2026-12-12' };

async function book(selection: PromoSelection, group: PassengerCounts, groupName = '三亚海岛休闲团') {
  const { quote } = await ok(promoApi.price, { ...selection, ...group });
  return ok(promoApi.create, { ...selection, ...group, groupName, contact: CONTACT, expectedTotal: quote.totalAmount });
}

/** The seeded pending agency, its licence approved: a second agency holding every function. */
async function secondAgency() {
  await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
  await ok(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
  await simulator.clock.advance(AGENCY_REVIEW.supplementMs);
  await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
}

describe('promotional offers: the seed', () => {
  it('fly departures of the timetable on their own route, within the figures, one in every state', () => {
    const offers = simulator.state.promoOffers;
    expect(offers).toHaveLength(6);
    for (const record of offers) {
      expect(record.minGroup).toBeGreaterThanOrEqual(PROMO.minGroup);
      expect(record.maxGroup).toBeLessThanOrEqual(PROMO.maxPerOrder);
      expect(record.minGroup).toBeLessThanOrEqual(record.maxGroup);
      expectEvery(record.allotments, (allotment) => {
        const flight = scheduledFlight(simulator.state, allotment);
        return flight?.depAirport === record.depAirport && flight.arrAirport === record.arrAirport && allotment.held <= allotment.seats;
      });
    }
    expect(offers.map((record) => offerStatus(simulator.state, record, NOW))).toEqual([
      'ON_SALE',
      'ON_SALE',
      'NOT_OPEN',
      'SOLD_OUT',
      'CLOSED',
      'ON_SALE',
    ]);
  });

  it('a saved state of version 9 gets the seeded offers, dated from its own clock', () => {
    const flights = seedFlights();
    const clockOffsetMs = NOW - Date.now();
    const migrated = MIGRATIONS[9]!({ version: 9, clockOffsetMs, flights });
    expect(migrated.version).toBe(10);
    const offers = migrated.promoOffers as PromoOfferRecord[];
    const state = { flights, promoOffers: offers, seatInventory: {} } as unknown as SimulatorState;
    expect(offers.map((record) => offerStatus(state, record, NOW))).toEqual([
      'ON_SALE',
      'ON_SALE',
      'NOT_OPEN',
      'SOLD_OUT',
      'CLOSED',
      'ON_SALE',
    ]);
    expect(offers[0]!.allotments[0]!.flightDate).toBe('2026-12-13');
  });
});

describe('promotional offers: reading', () => {
  it('lists the offers with their status by the clock, filtered by status and route, paged', async () => {
    await loginAs('agent01');
    const all = await ok(promoApi.list, { currentPage: 1, perSize: 20 });
    expect(all.page).toEqual({ count: 6, currentPage: 1, perSize: 20 });
    const sanya = all.offerList.find((summary) => summary.offerNo === 'PO000101')!;
    expect(sanya).toMatchObject({
      title: '上海—三亚 冬季海岛特惠团',
      depAirport: 'PVG',
      arrAirport: 'SYX',
      travelStart: '2026-12-13',
      travelEnd: '2026-12-22',
      seatsTotal: 240,
      seatsLeft: 240 - 18 - 32 - 9,
      minGroup: 10,
      maxGroup: 40,
      status: 'ON_SALE',
    });
    // Children 75 % of the offer's adult price, infants 10 % of the route's Y fare (as group fares are).
    const yFare = scheduledFlight(simulator.state, SANYA)!.baseFare;
    expect(sanya.fares).toEqual({
      ADT: offer('PO000101').adultFare,
      CHD: Math.round((offer('PO000101').adultFare * FARE.groupChildShare) / 1000) * 1000,
      INF: Math.round((yFare * FARE.groupInfantShare) / 1000) * 1000,
    });
    const onSale = await ok(promoApi.list, { currentPage: 1, perSize: 20, status: 'ON_SALE' });
    expect(onSale.offerList.map((summary) => summary.offerNo).sort()).toEqual(['PO000101', 'PO000102', 'PO000106']);
    const fromShanghai = await ok(promoApi.list, { currentPage: 1, perSize: 20, depAirport: 'pvg', arrAirport: 'SYX' });
    expect(fromShanghai.offerList.map((summary) => summary.offerNo)).toEqual(['PO000101']);
    const paged = await ok(promoApi.list, { currentPage: 2, perSize: 4 });
    expect(paged.page.count).toBe(6);
    expect(paged.offerList).toHaveLength(2);
    await refused(promoApi.list, { currentPage: 1, perSize: 20, status: 'HOT' as never }, 'PARAM_INVALID');
  });

  it('an offer has its travel dates with the seats left that day; a date has its flights with the seats left on each', async () => {
    await loginAs('agent01');
    const { offer: detail } = await ok(promoApi.detail, { offerNo: 'po000106' });
    expect(detail.dates).toEqual([
      { flightDate: '2026-12-07', seatsLeft: 20 + 15, bookable: true, allowedActions: ['CHOOSE'] },
      { flightDate: '2026-12-14', seatsLeft: 50, bookable: true, allowedActions: ['CHOOSE'] },
    ]);
    expect(detail.rules[0]).toMatchObject({ title: '特惠条款' });
    expect(detail.rules.map((rule) => rule.title)).toContain('付款');
    // One source per order kind: the team rules as they stand for an offer's order (no delay), said once.
    const text = detail.rules.map((rule) => rule.content).join('\n');
    expect(text.match(/不得更改航班日期/g)).toHaveLength(1);
    expect(detail.rules.find((rule) => rule.title === '改期与签转')!.content).toMatch(/^特惠产品不得更改航班日期/);
    expect(text).not.toContain('改乘同航线');
    const { flights } = await ok(promoApi.flights, { offerNo: 'PO000106', flightDate: '2026-12-07' });
    expect(flights.map(({ flightNo, depTime, seatsLeft: left }) => ({ flightNo, depTime, left }))).toEqual([
      { flightNo: 'XY5451', depTime: '07:30', left: 20 },
      { flightNo: 'XY5453', depTime: '12:00', left: 15 },
    ]);
    expectEvery(
      flights,
      (flight) => flight.adultFare === offer('PO000106').adultFare && flight.depAirport === 'SHA' && flight.arrAirport === 'PEK',
    );
    expect((await ok(promoApi.flights, { offerNo: 'PO000106', flightDate: '2026-12-08' })).flights).toEqual([]);
    await refused(promoApi.detail, { offerNo: 'PO999999' }, 'PROMO_NOT_FOUND');
  });

  it('the status follows the clock: opening at the sale start, closing at the sale end', async () => {
    await simulator.clock.set(new Date(Date.parse(offer('PO000103').saleStart) - 1000));
    // Moving the clock six hours ends the session, as it would for a person away that long.
    await loginAs('agent01');
    expect((await ok(promoApi.detail, { offerNo: 'PO000103' })).offer.status).toBe('NOT_OPEN');
    await refused(promoApi.price, { offerNo: 'PO000103', flightNo: 'XY5231', flightDate: '2027-01-02', ...counts(20) }, 'PROMO_NOT_OPEN');
    await simulator.clock.advance(1000);
    expect((await ok(promoApi.detail, { offerNo: 'PO000103' })).offer.status).toBe('ON_SALE');
    await ok(promoApi.price, { offerNo: 'PO000103', flightNo: 'XY5231', flightDate: '2027-01-02', ...counts(20) });

    await simulator.clock.set(offer('PO000101').saleEnd);
    await loginAs('agent01');
    expect((await ok(promoApi.detail, { offerNo: 'PO000101' })).offer.status).toBe('CLOSED');
    const closed = await refused(promoApi.price, { ...SANYA, ...counts(20) }, 'PROMO_CLOSED');
    expect(closed.errorMsg).toContain('上海—三亚 冬季海岛特惠团');
  });
});

describe('promotional offers: booking', () => {
  it('prices a group: fares per type, the total, deposit and deadlines of the team payment plan', async () => {
    await loginAs('agent01');
    const { quote } = await ok(promoApi.price, { ...SANYA, ...counts(20, 2, 1) });
    const adult = offer('PO000101').adultFare;
    expect(quote.fares.map(({ passengerType, count, fare }) => ({ passengerType, count, fare }))).toEqual([
      { passengerType: 'ADT', count: 20, fare: adult },
      { passengerType: 'CHD', count: 2, fare: Math.round((adult * 0.75) / 1000) * 1000 },
      { passengerType: 'INF', count: 1, fare: expect.any(Number) as number },
    ]);
    expect(quote.totalAmount).toBe(quote.fares.reduce((sum, line) => sum + (line.fare + line.tax) * line.count, 0));
    const departure = gatewayInstant(SANYA.flightDate, '09:45');
    const plan = planPayments('TEAM', quote.totalAmount, NOW, departure);
    expect(quote).toMatchObject({
      depositAmount: plan.depositAmount,
      depositDeadline: toGatewayIso(NOW + 24 * 3_600_000),
      balanceDeadline: toGatewayIso(departure - 7 * 86_400_000),
      nameDeadline: toGatewayIso(departure - 72 * 3_600_000),
    });
    expect(quote.fullPaymentDeadline).toBeUndefined();
  });

  it('books a BOOKED team order from the offer’s seats, linked to the offer; cancelling and the missed deposit give them back', async () => {
    await loginAs('agent01');
    const groupSeats = seatsLeft(simulator.state, SANYA, { kind: 'group' });
    const before = offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate);
    const { order } = await book(SANYA, counts(20, 2, 1));
    expect(order).toMatchObject({
      status: 'BOOKED',
      channel: 'PROMOTIONAL',
      groupCount: 22,
      infantCount: 1,
      segments: [{ flightNo: 'XY5031', flightDate: '2026-12-13', cabin: 'G' }],
    });
    expect(order.milestones.map((milestone) => [milestone.kind, milestone.status])).toEqual([
      ['DEPOSIT', 'WAIT'],
      ['BALANCE', 'NOT_START'],
    ]);
    const record = simulator.orders.get(order.orderNo)!;
    expect(record.links).toEqual({ offerNo: 'PO000101' });
    expect(record.seatKind).toEqual({ kind: 'offer', offerNo: 'PO000101' });
    // Infants sit on laps; the flight's group quota is not touched.
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(before - 22);
    expect(seatsLeft(simulator.state, SANYA, { kind: 'group' })).toBe(groupSeats);

    await ok(orderApi.releaseSeats, { orderNo: order.orderNo, count: 2, expectedForfeit: 0 });
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(before - 20);
    await ok(orderApi.cancel, { orderNo: order.orderNo, reason: '客户行程取消' });
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(before);

    const { order: unpaid } = await book(SANYA, counts(15), '三亚亲子度假团');
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(before - 15);
    await simulator.clock.set(new Date(Date.parse(unpaid.milestones[0]!.deadline) + 1000));
    expect(simulator.orders.get(unpaid.orderNo)!.status).toBe('CANCELED');
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(before);
  });

  it('a paid order of an offer keeps its departure: no delay (特惠产品不得更改航班日期)', async () => {
    await loginAs('agent01');
    const { order } = await book(SANYA, counts(12));
    for (const _milestone of order.milestones) await ok(payApi.payment, await requestFor('ORDER', order.orderNo, 'PREPAID'));
    const { order: paid } = await ok(orderApi.detail, { orderNo: order.orderNo });
    expect(paid.status).toBe('PAYED');
    expect(paid.allowedActions).not.toContain('DELAY');
    const refusal = await refused(ancillaryApi.delayOptions, { orderNo: order.orderNo }, 'ANCILLARY_INVALID');
    expect(refusal.errorMsg).toContain('特惠团产品不得更改航班日期');
  });

  it('the last seats: of two agencies that both saw them, the second is refused; a cancel gives them back', async () => {
    await secondAgency();
    const seen = await ok(promoApi.price, { ...LAST_SEATS, ...counts(10) });
    await loginAs('agent01');
    expect(offerLeft(LAST_SEATS.offerNo, LAST_SEATS.flightNo, LAST_SEATS.flightDate)).toBe(12);
    const { order } = await book(LAST_SEATS, counts(10), '成都美食寻味团');
    expect(offerLeft(LAST_SEATS.offerNo, LAST_SEATS.flightNo, LAST_SEATS.flightDate)).toBe(2);
    expect((await ok(promoApi.detail, { offerNo: LAST_SEATS.offerNo })).offer).toMatchObject({ status: 'SOLD_OUT', seatsLeft: 2 });

    await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
    const create = {
      ...LAST_SEATS,
      ...counts(10),
      groupName: '星海川味团',
      contact: { name: '周海燕', mobile: '13900000005' },
      expectedTotal: seen.quote.totalAmount,
    };
    const lost = await refused(promoApi.create, create, 'PROMO_SOLD_OUT');
    expect(lost.errorMsg).toContain('剩余2座，需要10座');
    // Another agency's order stays out of sight.
    await refused(orderApi.detail, { orderNo: order.orderNo }, 'ORDER_NOT_FOUND');

    await loginAs('agent01');
    await ok(orderApi.cancel, { orderNo: order.orderNo, reason: '客户改期' });
    await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
    const { order: won } = await ok(promoApi.create, create);
    expect(won.status).toBe('BOOKED');
    expect(simulator.orders.get(won.orderNo)!.ownerAccountId).toBe(SEED_PENDING_REGISTRATION.accountId);
  });

  it('refuses an offer not on sale, a departure it does not sell or no longer sells, a group outside its size, too few seats, a changed price', async () => {
    await loginAs('agent01');
    await refused(promoApi.price, { offerNo: 'PO000105', flightNo: 'XY5351', flightDate: '2026-12-02', ...counts(10) }, 'PROMO_CLOSED');
    await refused(promoApi.price, { offerNo: 'PO000104', flightNo: 'XY5191', flightDate: '2026-12-09', ...counts(10) }, 'PROMO_SOLD_OUT');
    await refused(promoApi.price, { ...LAST_SEATS, flightDate: '2026-12-05', ...counts(10) }, 'PROMO_SOLD_OUT');
    await refused(promoApi.price, { ...LAST_SEATS, ...counts(13) }, 'PROMO_SOLD_OUT');
    await refused(promoApi.price, { ...SANYA, offerNo: 'PO000999', ...counts(10) }, 'PROMO_NOT_FOUND');
    await refused(promoApi.price, { ...SANYA, flightDate: '2026-12-14', ...counts(10) }, 'PROMO_DEPARTURE_INVALID');
    await refused(promoApi.price, { ...SANYA, flightNo: 'XY5101', ...counts(10) }, 'PROMO_DEPARTURE_INVALID');
    const size = await refused(promoApi.price, { ...SANYA, ...counts(9, 0, 3) }, 'PROMO_GROUP_SIZE_INVALID');
    expect(size.errorMsg).toContain('10-40人');
    await refused(promoApi.price, { ...SANYA, ...counts(41) }, 'PROMO_GROUP_SIZE_INVALID');
    await refused(promoApi.price, { ...SANYA, ...counts(10, 0, 11) }, 'INFANT_WITHOUT_ADULT');
    await ok(promoApi.price, { ...SANYA, ...counts(10, 0, 10) });

    const { quote } = await ok(promoApi.price, { ...SANYA, ...counts(12) });
    const create = { ...SANYA, ...counts(12), groupName: '三亚海岛休闲团', contact: CONTACT, expectedTotal: quote.totalAmount };
    const changed = await refused(promoApi.create, { ...create, expectedTotal: quote.totalAmount + 100 }, 'PRICE_CHANGED');
    expect(changed.errorMsg).toContain(formatFen(quote.totalAmount));
    await refused(promoApi.create, { ...create, groupName: ' ' }, 'PARAM_INVALID');
    await refused(promoApi.create, { ...create, contact: { name: '王建国' } as never }, 'PARAM_INVALID');
    const named = Array.from({ length: 13 }, () => ({ passengerType: 'ADT' }));
    await refused(promoApi.create, { ...create, passengers: named as never }, 'PARAM_INVALID');
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(60 - 18);

    // XY5451 of 2026-12-07 leaves at 07:30: sold until 72 hours before; the 12:00 flight a while longer.
    await simulator.clock.set('2026-12-04T08:00:00+08:00');
    await loginAs('agent01');
    const morning = { offerNo: 'PO000106', flightNo: 'XY5451', flightDate: '2026-12-07' };
    await refused(promoApi.price, { ...morning, ...counts(10) }, 'BOOKING_TOO_LATE');
    expect(
      (await ok(promoApi.flights, { offerNo: 'PO000106', flightDate: '2026-12-07' })).flights.map((flight) => flight.flightNo),
    ).toEqual(['XY5453']);
    // Paid in full within 2 hours of the price (the clock runs on from 08:00 while the test does: a loaded
    // machine took a second between the set and the price, and the deadline said 10:00:01).
    const priced = simulator.clock.nowMs();
    const late = await ok(promoApi.price, { ...morning, flightNo: 'XY5453', ...counts(10) });
    const deadline = Date.parse(late.quote.fullPaymentDeadline!);
    expect(deadline).toBeGreaterThanOrEqual(Math.floor(priced / 1000) * 1000 + 120 * MINUTE);
    expect(deadline).toBeLessThanOrEqual(simulator.clock.nowMs() + 120 * MINUTE);
    expect(late.quote.fullPaymentDeadline!.slice(0, 16)).toBe(toGatewayIso(Date.parse('2026-12-04T10:00:00+08:00')).slice(0, 16));
  });

  it('refuses callers without the 特惠团 function', async () => {
    for (const name of ['staff01', 'user01'] as const) {
      await loginAs(name);
      await refused(promoApi.list, { currentPage: 1, perSize: 20 }, 'PERMISSION_DENIED');
      await refused(
        promoApi.create,
        { ...SANYA, ...counts(10), groupName: '伪造', contact: CONTACT, expectedTotal: 0 },
        'PERMISSION_DENIED',
      );
    }
    expect(offerLeft(SANYA.offerNo, SANYA.flightNo, SANYA.flightDate)).toBe(60 - 18);
  });
});
