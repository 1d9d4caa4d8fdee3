import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { bookOrder, BOOKING, departureKey, groupQuote, resolveTrip, type BookOrderRequest, type OrderRecord } from '@/mocks/rules';
import { DAY, HOUR, MINUTE, ORDER } from '@/mocks/kernel/rules/figures';
import { ORDER_KINDS, type OrderKind } from '@/mocks/order/rules/order-kinds';
import { createSeedState } from '@/mocks/seed';
import type { SimulatorState } from '@/mocks/state';
import { toGatewayDate, toGatewayIso } from '@/mocks/kernel/time-format';

/** What differs by the kind of an order is one table: numbering, payment plan, actions, names, tickets, texts. */

const BOOKED = Date.parse('2026-11-23T09:00:00+08:00');
const at = (ms: number) => toGatewayIso(ms);

describe('ORDER_KINDS', () => {
  it('numbers each kind with its own prefix and sequence', () => {
    expect(
      Object.fromEntries(Object.entries(ORDER_KINDS).map(([kind, policy]) => [kind, `${policy.prefix}${policy.sequenceStart}`])),
    ).toEqual({
      TEAM: 'TO100100',
      INDIVIDUAL: 'NO200100',
      SCATTERED: 'SO300100',
    });
    expect(new Set(Object.values(ORDER_KINDS).map((policy) => policy.prefix)).size).toBe(3);
  });

  it('a team pays a deposit within 24 h and the balance 7 days before departure; booked late, in full within 2 h', () => {
    const departure = BOOKED + 30 * DAY;
    const plan = ORDER_KINDS.TEAM.plan(100_000, BOOKED, departure);
    expect(plan.milestones).toEqual([
      { kind: 'DEPOSIT', amount: 10_000, paidAmount: 0, deadline: at(BOOKED + 24 * HOUR), status: 'WAIT' },
      { kind: 'BALANCE', amount: 90_000, paidAmount: 0, deadline: at(departure - 7 * DAY), status: 'NOT_START' },
    ]);
    expect(plan.nameDeadline).toBe(at(departure - ORDER.nameLeadMs));
    const late = ORDER_KINDS.TEAM.plan(100_000, BOOKED, BOOKED + 5 * DAY);
    expect(late.milestones).toEqual([{ kind: 'FULL', amount: 100_000, paidAmount: 0, deadline: at(BOOKED + 2 * HOUR), status: 'WAIT' }]);
  });

  it('individual and scattered orders pay in full within 30 minutes and are ticketed by the airline', () => {
    for (const kind of ['INDIVIDUAL', 'SCATTERED'] as OrderKind[]) {
      const plan = ORDER_KINDS[kind].plan(50_000, BOOKED, BOOKED + 10 * DAY);
      expect(plan.milestones, kind).toEqual([
        { kind: 'FULL', amount: 50_000, paidAmount: 0, deadline: at(BOOKED + 30 * MINUTE), status: 'WAIT' },
      ]);
      expect(ORDER_KINDS[kind].airlineTicketingMs, kind).toBe(10 * MINUTE);
      expect(ORDER_KINDS[kind].nameList, kind).toBe(false);
      expect(ORDER_KINDS[kind].actions, kind).not.toContain('ISSUE_TICKETS');
    }
    expect(ORDER_KINDS.TEAM.airlineTicketingMs).toBeUndefined();
    expect(ORDER_KINDS.TEAM.actions).toEqual(expect.arrayContaining(['ISSUE_TICKETS', 'RELEASE_SEATS', 'EDIT_PASSENGERS']));
  });

  it('words payments and rules by kind', () => {
    expect(ORDER_KINDS.TEAM.covers('DEPOSIT')).toBe('团队定金（订单总额10%）');
    expect(ORDER_KINDS.INDIVIDUAL.covers('FULL')).toBe('机票全款');
    expect(ORDER_KINDS.SCATTERED.covers('FULL')).toBe('散客票全款');
    expect(ORDER_KINDS.TEAM.fareRules({ segments: [{ cabin: 'G' }], seatKind: { kind: 'group' } }).map((rule) => rule.title)).toContain(
      '团队退票',
    );
    expect(
      ORDER_KINDS.INDIVIDUAL.fareRules({ segments: [{ cabin: 'Y' }], seatKind: { kind: 'cabin' } }).map((rule) => rule.title),
    ).toContain('经济舱（Y舱）退票');
    expect(ORDER_KINDS.TEAM.earnsRewards && ORDER_KINDS.SCATTERED.earnsRewards && !ORDER_KINDS.INDIVIDUAL.earnsRewards).toBe(true);
  });

  it('lets a group move to later flights by the pool its seats came from, not by the channel it was booked in', () => {
    const team = (kind: 'group' | 'offer' | 'activity') => ({ segments: [{ cabin: 'G' }], seatKind: { kind } });
    expect(ORDER_KINDS.TEAM.delays(team('group'))).toBe(true);
    // A bid winner's group is an ordinary group once settled; an offer's seats are its departures' only.
    expect(ORDER_KINDS.TEAM.delays(team('activity'))).toBe(true);
    expect(ORDER_KINDS.TEAM.delays(team('offer'))).toBe(false);
    // One source: the 改期与签转 rule the order shows says what DELAY checks.
    const delayRule = (kind: 'group' | 'offer') =>
      ORDER_KINDS.TEAM.fareRules(team(kind)).find((rule) => rule.title === '改期与签转')!.content;
    expect(delayRule('group')).toContain('延期');
    expect(delayRule('offer')).toContain('不得更改航班日期');
    expect(ORDER_KINDS.INDIVIDUAL.delays({ segments: [{ cabin: 'Y' }], seatKind: { kind: 'cabin' } })).toBe(false);
  });

  it('sells a group from the group quota in the group class at the group fare, a person from the cabin at its fare', () => {
    const state = createSeedState(BOOKED, 0);
    const flight = state.flights.find((candidate) => candidate.flightNo === 'XY5103')!;
    expect(ORDER_KINDS.TEAM.sellsFrom('Y')).toEqual({ cabin: BOOKING.groupCabin, pool: { kind: 'group' } });
    expect(ORDER_KINDS.INDIVIDUAL.sellsFrom('B')).toEqual({ cabin: 'B', pool: { kind: 'cabin', cabin: 'B' } });
    expect(ORDER_KINDS.SCATTERED.sellsFrom('Y')).toEqual({ cabin: 'Y', pool: { kind: 'cabin', cabin: 'Y' } });
    // A bigger group booked earlier pays less a head, one booked late more; a person's fare is the class's whatever the count.
    const group = (seatHolders: number, advanceDays: number) =>
      ORDER_KINDS.TEAM.listFares(flight, { cabin: 'G', seatHolders, advanceDays }).ADT;
    expect(group(60, 60)).toBeLessThan(group(12, 10));
    expect(group(12, 3)).toBeGreaterThan(group(12, 10));
    const person = (cabin: string, seatHolders: number) =>
      ORDER_KINDS.INDIVIDUAL.listFares(flight, { cabin, seatHolders, advanceDays: 30 }).ADT;
    expect(person('Y', 1)).toBe(person('Y', 3));
    expect(person('F', 1)).toBeGreaterThan(person('Y', 1));
  });
});

describe('bookOrder: one way to book for every channel', () => {
  const state = createSeedState(BOOKED, 0);
  const agent = state.accounts.find((account) => account.userName === 'agent01')!;
  const date = toGatewayDate(BOOKED + 20 * DAY);
  const counts = { adultCount: 12, childCount: 0, infantCount: 0 };
  const book = (over: Partial<BookOrderRequest> = {}) => {
    const after = produce(state, (draft) => {
      const legs = resolveTrip(
        draft as SimulatorState,
        [{ direction: 'O', flightNo: 'XY5103', flightDate: date }],
        BOOKED,
        BOOKING.groupCloseMs,
      );
      const fares = groupQuote(draft as SimulatorState, legs, counts, BOOKED).fares;
      bookOrder(draft, {
        kind: 'TEAM',
        channel: 'BID',
        booker: agent,
        groupName: '竞价成交团',
        legs,
        cabin: BOOKING.groupCabin,
        pool: { kind: 'group' },
        counts,
        fares,
        contact: { name: '王建国', mobile: '13900000001' },
        passengers: [],
        now: BOOKED,
        ...over,
      });
    });
    return { after, order: after.orders.at(-1)! as OrderRecord };
  };

  it('holds the seats in the pool and opens the order with the kind’s plan', () => {
    const { after, order } = book();
    expect(order.orderNo).toMatch(/^TO\d{6}$/);
    expect(order.groupCount).toBe(12);
    expect(order.milestones.map((milestone) => milestone.kind)).toEqual(['DEPOSIT', 'BALANCE']);
    const key = departureKey({ flightNo: 'XY5103', flightDate: date });
    expect(after.seatInventory[key]!.group).toBe((state.seatInventory[key]?.group ?? 0) + 12);
  });

  it('takes the caller’s payment plan and records what the order came from (a bid winner owes its balance within 24 h)', () => {
    const deadline = toGatewayIso(BOOKED + 24 * HOUR);
    const plan = {
      milestones: [{ kind: 'FULL' as const, amount: 120_000, paidAmount: 0, deadline, status: 'WAIT' as const }],
      ticketTimeLimit: deadline,
      nameDeadline: toGatewayIso(BOOKED + 10 * DAY),
      depositAmount: 0,
    };
    const { order } = book({ plan, links: { activityNo: 'BA000123' } });
    expect(order.milestones).toEqual(plan.milestones);
    expect(order.links).toEqual({ activityNo: 'BA000123' });
  });

  it('refuses when the pool has not the seats, holding none', () => {
    expect(() => book({ counts: { adultCount: 500, childCount: 0, infantCount: 0 } })).toThrow(/余座|座位|SOLD_OUT/);
  });
});
