import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from '@/domain/format';
import { passengerTypeOn, readMainlandId } from '@/domain/passenger';
import { isMainlandIdNumber } from '@/domain/validators';
import { departureKey, fareTotal, milestoneOf, netPaid, SETTLING, type OrderRecord } from '@/mocks/rules';
import { SEED_ACCOUNT_IDS, createSeedState } from '@/mocks/seed';
import { seedFlights, seedSeatInventory } from '@/mocks/catalogue/seed/flights';
import { settle } from '@/mocks/kernel/settle';

/** The seeded orders are what the gateway would have produced: valid people, every state, consistent seats. */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const state = createSeedState(NOW, 0);
const team = (owner: string) => state.orders.filter((order) => order.kind === 'TEAM' && order.ownerAccountId === owner);
const agent = team(SEED_ACCOUNT_IDS.agent01);
const byNo = (orderNo: string) => state.orders.find((order) => order.orderNo === orderNo)!;
const ACTIVE = new Set(['BOOKED', 'PAYED', 'TICKED', 'TICKEDPART']);

describe('seeded orders', () => {
  // How long a seed takes to build is measured by `npm run bench:checks`, not asserted here (2 shared cores).
  it('stay small', () => {
    expect(JSON.stringify(state).length).toBeLessThan(4e6);
  });

  it('every passenger has a valid document, the type its birth date gives at departure, and no ID twice in an order', () => {
    let checked = 0;
    for (const order of state.orders) {
      const departure = order.segments[0]!.flightDate;
      const ids = new Set<string>();
      for (const passenger of order.passengers) {
        expect(ids.has(passenger.idNo), `${order.orderNo} ${passenger.idNo}`).toBe(false);
        ids.add(passenger.idNo);
        if (passenger.idType === 'NI') {
          expect(isMainlandIdNumber(passenger.idNo, Date.parse(order.createTime)), passenger.idNo).toBe(true);
          expect(readMainlandId(passenger.idNo)).toMatchObject({ birthDate: passenger.birthDate, gender: passenger.gender });
        } else {
          expect(passenger.name).toMatch(/^[A-Z]+\/[A-Z]+$/);
        }
        expect(passengerTypeOn(passenger.birthDate!, departure), `${order.orderNo} ${passenger.name}`).toBe(passenger.passengerType);
        expect(passenger.name).toMatch(/^(\p{Script=Han}{2,4}|[A-Z]+\/[A-Z]+)$/u);
        checked += 1;
      }
      const seatHolders = order.passengers.filter((passenger) => passenger.passengerType !== 'INF').length;
      expect(seatHolders).toBeLessThanOrEqual(order.groupCount);
    }
    expect(checked).toBeGreaterThan(1400);
    expect(state.orders.flatMap((order) => order.passengers).some((passenger) => passenger.idType === 'PP')).toBe(true);
  });

  it('agent01’s agency has orders in every state and payment stage, some booked by staff01, several of 150–200', () => {
    expect(agent.length).toBeGreaterThanOrEqual(38);
    for (const status of ['BOOKED', 'PAYED', 'TICKED', 'TICKEDPART', 'CANCELED', 'REFUND']) {
      expect(
        agent.some((order) => order.status === status),
        status,
      ).toBe(true);
    }
    const booked = agent.filter((order) => order.status === 'BOOKED');
    expect(booked.some((order) => milestoneOf(order, 'DEPOSIT')?.status === 'WAIT')).toBe(true);
    expect(booked.some((order) => milestoneOf(order, 'BALANCE')?.status === 'WAIT')).toBe(true);
    expect(booked.some((order) => milestoneOf(order, 'FULL')?.status === 'WAIT')).toBe(true);
    const payed = agent.filter((order) => order.status === 'PAYED');
    expect(payed.some((order) => order.passengers.length === order.groupCount)).toBe(true);
    expect(payed.some((order) => order.passengers.length < order.groupCount)).toBe(true);
    const canceled = agent.filter((order) => order.status === 'CANCELED');
    expect(canceled.some((order) => order.log.some((entry) => entry.action === 'AUTO_CANCEL' && entry.by === '系统'))).toBe(true);
    expect(canceled.some((order) => order.log.some((entry) => entry.action === 'CANCEL'))).toBe(true);
    expect(agent.some((order) => order.bookedByAccountId === SEED_ACCOUNT_IDS.staff01 && order.bookedBy === '李晓梅')).toBe(true);
    expect(new Set(agent.map((order) => order.channel))).toEqual(new Set(['TEMP', 'SERIES', 'CHARTER', 'PROMOTIONAL']));
    expect(agent.filter((order) => order.groupCount >= 150 && order.groupCount <= 200).length).toBeGreaterThanOrEqual(3);
    expect(team(SEED_ACCOUNT_IDS.corp01)).toHaveLength(3);
  });

  it('one BOOKED order of 200 seats has 143 names and its name list closes in about 2 days 4 hours', () => {
    const order = agent.find((candidate) => candidate.status === 'BOOKED' && candidate.groupCount === 200)!;
    expect(order.passengers).toHaveLength(143);
    expect(formatTimeLeft(Date.parse(order.nameDeadline), NOW)).toMatch(/^2天[3-5]小时$/);
  });

  it('the orders the flight-change notices name exist with their flight, date, route and passengers', () => {
    const noticed = state.flightChangeNotices.flatMap((notice) => notice.affectedOrderNos);
    expect(noticed).toEqual(expect.arrayContaining(['TO100101', 'TO100114', 'NO200101', 'NO200103']));
    for (const notice of state.flightChangeNotices) {
      const orders = notice.affectedOrderNos.map(byNo);
      for (const order of orders) {
        expect(order.ownerAccountId, order.orderNo).toBe(notice.ownerAccountId);
        // A change handled has moved the order; one waiting leaves it as booked.
        if (notice.orders.find((impact) => impact.orderNo === order.orderNo)?.status !== 'PENDING') continue;
        expect(order.segments[0]).toMatchObject({
          flightNo: notice.flightNo,
          flightDate: notice.flightDate,
          depAirport: notice.depAirport,
          arrAirport: notice.arrAirport,
          depTime: notice.origDepTime,
        });
      }
      expect(
        orders.reduce((sum, order) => sum + order.groupCount, 0),
        notice.noticeId,
      ).toBe(notice.affectedPassengers);
    }
    for (let number = 100101; number <= 100114; number += 1) expect(byNo(`TO${number}`).kind).toBe('TEAM');
  });

  it('held seats are the active orders’ seats on top of the background sales', () => {
    const flights = seedFlights();
    const background = seedSeatInventory(NOW, flights);
    const expected = new Map<string, { group: number; cabins: Record<string, number> }>();
    // A charter's whole aircraft is counted on its type (charter.test.ts), its flights are its own.
    for (const order of state.orders.filter((candidate) => ACTIVE.has(candidate.status) && candidate.seatKind.kind !== 'aircraft')) {
      for (const segment of order.segments) {
        const key = departureKey(segment);
        const count = expected.get(key) ?? { group: 0, cabins: {} };
        if (order.seatKind.kind === 'group') count.group += order.groupCount;
        // An offer's seats are counted on the offer (promotional.test.ts), not in the flight's inventory.
        // A scattered ticket whose seat was cancelled before its refund holds none any more.
        else if (order.seatKind.kind === 'cabin') {
          const cancelled = order.tickets.filter(
            (ticket) => ticket.segmentNo === segment.segmentNo && ticket.passengerType !== 'INF' && ticket.seatCancelled,
          ).length;
          count.cabins[order.seatKind.cabin] = (count.cabins[order.seatKind.cabin] ?? 0) + order.groupCount - cancelled;
        }
        expected.set(key, count);
      }
    }
    const keys = new Set([...Object.keys(state.seatInventory), ...expected.keys()]);
    for (const key of keys) {
      const held = state.seatInventory[key] ?? { group: 0, cabins: {} };
      const base = background[key] ?? { group: 0, cabins: {} };
      const mine = expected.get(key) ?? { group: 0, cabins: {} };
      expect(held.group - base.group, key).toBe(mine.group);
      for (const cabin of new Set([...Object.keys(held.cabins), ...Object.keys(mine.cabins)])) {
        expect((held.cabins[cabin] ?? 0) - (base.cabins[cabin] ?? 0), `${key} ${cabin}`).toBe(mine.cabins[cabin] ?? 0);
      }
      const flight = flights.find((candidate) => `${candidate.flightNo}` === key.split('|')[0])!;
      expect(held.group, key).toBeLessThanOrEqual(flight.groupQuota);
    }
  });

  it('money adds up and nothing is already overdue', () => {
    const active = state.orders.filter((order) => ACTIVE.has(order.status));
    expect(active.length).toBeGreaterThan(20);
    for (const order of active as OrderRecord[]) {
      expect(fareTotal(order.fares) + order.forfeitedAmount, order.orderNo).toBe(order.totalAmount);
      const owed = order.milestones.reduce((sum, milestone) => sum + milestone.amount, 0);
      if (order.status === 'BOOKED') expect(owed, order.orderNo).toBe(order.totalAmount);
      else expect(netPaid(order), order.orderNo).toBe(order.totalAmount);
    }
    expect(settle(state, NOW, SETTLING)).toBe(state);
    expect(state.orderSequences).toMatchObject({ TO: 100155, NO: 200109, SR: 100103 });
  });

  it('a group named after a city flies to or from it (a Chengdu conference does not fly Guangzhou–Shanghai)', () => {
    const cities: [RegExp, string[]][] = [
      [/成都|蓉城|天府|四川/, ['CTU', 'TFU']],
      [/上海|沪|浦东|进博/, ['PVG', 'SHA']],
      [/北京|返京|京沪/, ['PEK', 'PKX']],
      [/广州|广交会|长隆/, ['CAN']],
      [/深圳/, ['SZX']],
      [/杭州|西湖|西溪/, ['HGH']],
      [/三亚|海南/, ['SYX']],
      [/重庆|山城/, ['CKG']],
      [/昆明/, ['KMG']],
      [/西安|西北/, ['XIY']],
      [/南京/, ['NKG']],
      [/厦门|鼓浪屿/, ['XMN']],
    ];
    let named = 0;
    for (const order of state.orders.filter((candidate) => candidate.groupName)) {
      const airports = new Set(order.segments.flatMap((segment) => [segment.depAirport, segment.arrAirport]));
      for (const [city, codes] of cities) {
        if (!city.test(order.groupName)) continue;
        named += 1;
        expect(
          codes.some((code) => airports.has(code)),
          `${order.orderNo} ${order.groupName} ${[...airports].join('-')}`,
        ).toBe(true);
      }
    }
    expect(named).toBeGreaterThan(30);
    expect(byNo('TO100143').segments.at(-1)!.arrAirport).toMatch(/^(CTU|TFU)$/);
  });
});
