import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, ORDER } from '@/mocks/rules/figures';
import { ORDER_KINDS, type OrderKind } from '@/mocks/rules/order-kinds';
import { toGatewayIso } from '@/mocks/time-format';

/** What differs by the kind of an order is one table: numbering, payment plan, actions, names, tickets, texts. */

const BOOKED = Date.parse('2026-11-23T09:00:00+08:00');
const at = (ms: number) => toGatewayIso(ms);

describe('ORDER_KINDS', () => {
  it('numbers each kind with its own prefix and sequence', () => {
    expect(Object.fromEntries(Object.entries(ORDER_KINDS).map(([kind, policy]) => [kind, `${policy.prefix}${policy.sequenceStart}`]))).toEqual({
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
      expect(plan.milestones, kind).toEqual([{ kind: 'FULL', amount: 50_000, paidAmount: 0, deadline: at(BOOKED + 30 * MINUTE), status: 'WAIT' }]);
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
    expect(ORDER_KINDS.TEAM.fareRules({ segments: [{ cabin: 'G' }] }).map((rule) => rule.title)).toContain('团队退票');
    expect(ORDER_KINDS.INDIVIDUAL.fareRules({ segments: [{ cabin: 'Y' }] }).map((rule) => rule.title)).toContain('经济舱（Y舱）退票');
    expect(ORDER_KINDS.TEAM.earnsRewards && ORDER_KINDS.SCATTERED.earnsRewards && !ORDER_KINDS.INDIVIDUAL.earnsRewards).toBe(true);
  });
});
