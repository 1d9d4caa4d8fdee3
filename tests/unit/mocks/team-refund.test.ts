import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@/lib/gateway';
import {
  applyRefund,
  findOwnRefund,
  moneyStateOf,
  refundQuote,
  reviewRefund,
  SETTLING,
  TEAM_REFUND,
  withdrawRefund,
  type OrderRecord,
} from '@/mocks/rules';
import { SimulatorRefusal } from '@/mocks/kernel/refusal';
import { createSeedState } from '@/mocks/seed';
import { settle } from '@/mocks/kernel/settle';
import type { SimulatorState } from '@/mocks/state';
import { migrate } from '@/mocks/persistence';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { expectEvery } from '../../expect-every';

/** Team refunds: the fee the agent sees first is the one applied; the airline reviews on its clock. */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const DAY = 24 * 60 * 60_000;
const seed = createSeedState(NOW, 0);
const orderIn = (state: SimulatorState, orderNo: string) => state.orders.find((order) => order.orderNo === orderNo)!;
/** A ticketed future order of agent01: its first open tickets. */
const TICKETED = seed.orders.find(
  (order) =>
    order.kind === 'TEAM' &&
    order.status === 'TICKED' &&
    order.ownerAccountId === 'AGT0001' &&
    Date.parse(`${order.segments[0]!.flightDate}T00:00:00+08:00`) > NOW + 8 * DAY,
)!;
const open = (order: OrderRecord) => order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').map((ticket) => ticket.ticketNo);

const refusalKey = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SimulatorRefusal) return error.key;
    throw error;
  }
  return null;
};

describe('team refunds', () => {
  it('a voluntary refund keeps the fare rule’s share of the fare by days before departure; taxes go back in full', () => {
    const three = open(TICKETED).slice(0, 3);
    const quote = refundQuote(seed, TICKETED, three, 'VOLUNTARY', NOW);
    const days = quote.daysBefore;
    const rate = days >= 30 ? 0.1 : days >= 7 ? 0.3 : 0.5;
    expect(quote.feeRate).toBe(rate);
    expect(quote.tickets).toHaveLength(3);
    for (const line of quote.tickets) {
      expect(line.fee).toBe(Math.round((line.fare * rate) / 100) * 100);
      expect(line.refund).toBe(line.fare + line.tax - line.fee);
    }
    expect(quote.amount).toBe(quote.tickets.reduce((sum, line) => sum + line.refund, 0));
    const free = refundQuote(seed, TICKETED, three, 'INVOLUNTARY', NOW);
    expect(free.fee).toBe(0);
    expect(free.amount).toBe(free.tickets.reduce((sum, line) => sum + line.fare + line.tax, 0));
  });

  it('refuses a used or refunded ticket, another order’s ticket, a second application, and an involuntary refund without a file', () => {
    const refunded = seed.orders.find((order) => order.status === 'REFUND' && order.kind === 'TEAM')!;
    const used = seed.orders.find((order) => order.tickets.some((ticket) => ticket.status === 'USED'))!;
    expect(refusalKey(() => refundQuote(seed, used, [used.tickets[0]!.ticketNo], 'VOLUNTARY', NOW))).toMatch(
      /TICKET_NOT_REFUNDABLE|DEPARTED/,
    );
    expect(refusalKey(() => refundQuote(seed, TICKETED, [refunded.tickets[0]!.ticketNo], 'VOLUNTARY', NOW))).toBe('TICKET_NOT_REFUNDABLE');
    const [first] = open(TICKETED);
    const quote = refundQuote(seed, TICKETED, [first], 'INVOLUNTARY', NOW);
    expect(
      refusalKey(() =>
        produce(
          seed,
          (draft) =>
            void applyRefund(
              draft,
              orderIn(draft as SimulatorState, TICKETED.orderNo),
              { ticketNos: [first], kind: 'INVOLUNTARY', reason: '航班取消', expectedAmount: quote.amount },
              '王建国',
              NOW,
            ),
        ),
      ),
    ).toBe('REFUND_FILE_REQUIRED');
    const applied = produce(seed, (draft) => {
      applyRefund(
        draft,
        orderIn(draft as SimulatorState, TICKETED.orderNo),
        {
          ticketNos: [first],
          kind: 'VOLUNTARY',
          reason: '客户生病',
          expectedAmount: refundQuote(seed, TICKETED, [first], 'VOLUNTARY', NOW).amount,
        },
        '王建国',
        NOW,
      );
    });
    expect(refusalKey(() => refundQuote(applied, orderIn(applied, TICKETED.orderNo), [first], 'VOLUNTARY', NOW))).toBe(
      'TICKET_NOT_REFUNDABLE',
    );
    expect(ERRORS.TICKET_NOT_REFUNDABLE.code).toBe('B2T-2004-09-001');
    const [waiting] = seed.refunds.filter((refund) => refund.orderKind === 'TEAM' && refund.reviewState === 'WAITING');
    expect(findOwnRefund(seed, 'AGT0001', 'TEAM', waiting!.refundId).refundId).toBe(waiting!.refundId);
    expect(refusalKey(() => findOwnRefund(seed, 'AGT0002', 'TEAM', waiting!.refundId))).toBe('TEAM_REFUND_NOT_FOUND');
    expect(refusalKey(() => findOwnRefund(seed, 'AGT0001', 'SCATTERED', waiting!.refundId))).toBe('SCATTERED_REFUND_NOT_FOUND');
  });

  it('approved at the review time: tickets refunded, seats back, the money to the payment method, the order REFUND once every ticket is; the review and the money are two states', () => {
    const all = open(TICKETED);
    const quote = refundQuote(seed, TICKETED, all, 'VOLUNTARY', NOW);
    const applied = produce(seed, (draft) => {
      applyRefund(
        draft,
        orderIn(draft as SimulatorState, TICKETED.orderNo),
        { ticketNos: all, kind: 'VOLUNTARY', reason: '全团取消', expectedAmount: quote.amount },
        '王建国',
        NOW,
      );
    });
    const refund = applied.refunds.at(-1)!;
    expect(refund).toMatchObject({
      reviewState: 'WAITING',
      orderKind: 'TEAM',
      amount: quote.amount,
      fee: quote.fee,
      refundId: expect.stringMatching(/^TR\d{8}$/),
    });
    // Waiting for review there is no money yet: it does not read 待退款.
    expect(moneyStateOf(applied, refund).moneyState).toBeUndefined();
    const notYet = settle(applied, NOW + TEAM_REFUND.reviewMs - 1, SETTLING);
    expect(notYet.refunds.at(-1)!.reviewState).toBe('WAITING');

    // Approved at the review time: the money is on its way (待退款), not back yet.
    const approved = settle(applied, NOW + TEAM_REFUND.reviewMs, SETTLING);
    const justApproved = approved.refunds.find((candidate) => candidate.refundId === refund.refundId)!;
    expect(justApproved.reviewState).toBe('APPROVED');
    expect(moneyStateOf(approved, justApproved)).toMatchObject({ moneyState: 'WAITING_REFUND' });
    expect(moneyStateOf(approved, justApproved).finishTime).toBeUndefined();

    const reviewed = settle(applied, NOW + TEAM_REFUND.reviewMs + 40 * 60_000, SETTLING);
    const done = reviewed.refunds.find((candidate) => candidate.refundId === refund.refundId)!;
    expect(done.reviewState).toBe('APPROVED');
    const money = moneyStateOf(reviewed, done);
    expect(money.moneyState).toBe('HAVE_REFUND');
    // Complete when the money arrived, 30 minutes after the approval.
    expect(Date.parse(money.finishTime!)).toBe(NOW + TEAM_REFUND.reviewMs + 30 * 60_000);
    expect(done.timeline.map((entry) => entry.action)).toEqual(['APPLY', 'APPROVE']);
    const order = orderIn(reviewed, TICKETED.orderNo);
    expect(order.status).toBe('REFUND');
    expectEvery(order.tickets, (ticket) => ticket.status === 'REFUNDED');
    expect(order.log.at(-1)!.action).toBe('REFUND');
    const paidBack = reviewed.paymentRefunds.filter(
      (candidate) => candidate.orderNo === TICKETED.orderNo && candidate.reason === '退票退款',
    );
    expect(paidBack.reduce((sum, candidate) => sum + candidate.amount, 0)).toBe(quote.amount);
  });

  it('a partial refund leaves the order as it was, with those tickets refunded; rejected or withdrawn, nothing changes', () => {
    const [first, second, third] = open(TICKETED);
    const amount = (ticketNos: string[]) => refundQuote(seed, TICKETED, ticketNos, 'VOLUNTARY', NOW).amount;
    const state = produce(seed, (draft) => {
      const order = () => orderIn(draft as SimulatorState, TICKETED.orderNo);
      const one = applyRefund(
        draft,
        order(),
        { ticketNos: [first], kind: 'VOLUNTARY', reason: '客户生病', expectedAmount: amount([first!]) },
        '王建国',
        NOW,
      );
      reviewRefund(draft, one.refundId, { approve: true }, NOW + 60_000);
      const two = applyRefund(
        draft,
        order(),
        { ticketNos: [second], kind: 'VOLUNTARY', reason: '客户改期', expectedAmount: amount([second!]) },
        '王建国',
        NOW,
      );
      reviewRefund(draft, two.refundId, { reject: '超过退票时限' }, NOW + 60_000);
      const three = applyRefund(
        draft,
        order(),
        { ticketNos: [third], kind: 'VOLUNTARY', reason: '重复购买', expectedAmount: amount([third!]) },
        '王建国',
        NOW,
      );
      withdrawRefund(
        draft,
        draft.refunds.find((candidate) => candidate.refundId === three.refundId)!,
        '王建国',
        NOW + 60_000,
      );
    });
    const order = orderIn(state, TICKETED.orderNo);
    expect(order.status).toBe('TICKED');
    expect(order.tickets.filter((ticket) => ticket.status === 'REFUNDED').map((ticket) => ticket.ticketNo)).toEqual([first]);
    // A rejection reads as one (审核未通过), a withdrawal as one; neither has money.
    expect(
      state.refunds.slice(-3).map((refund) => [refund.reviewState, moneyStateOf(state, refund).moneyState, refund.failReason]),
    ).toEqual([
      ['APPROVED', 'WAITING_REFUND', undefined],
      ['REJECTED', undefined, '超过退票时限'],
      ['WITHDRAWN', undefined, '申请人已撤回'],
    ]);
  });

  it('a saved state from before team refunds is migrated: nothing lost, no applications', () => {
    const { refunds: _none, ...saved } = seed;
    const migrated = migrate({ ...saved, version: 7 } as unknown as Record<string, unknown>, 7);
    // Version 14 seeds the scattered orders' requests; no team application came from nowhere.
    expect(migrated?.refunds.filter((refund) => refund.orderKind === 'TEAM')).toEqual([]);
    expect(migrated?.orders).toHaveLength(seed.orders.length);
    expect(MIGRATIONS[7]).toBeTypeOf('function');
  });
});
