import { describe, expect, it } from 'vitest';
import { immer } from '@/mocks/kernel/immer';
import { DUE, dueReminderDue, HOUR } from '@/mocks/rules';
import { settle } from '@/mocks/kernel/settle';
import { simulator } from '@/mocks/simulator';
import type { SimulatorState } from '@/mocks/state';
import { toGatewayIso } from '@/mocks/kernel/time-format';
import { loginAs } from './support';

/**
 * The reminder scan (rules/due.ts) keeps each order's items while the order is the same object and the
 * clock in the same minute. A write in that minute must still be seen for the order it touched — its
 * reminder sent at once, and once — while the orders it did not touch are read from the memo.
 */

/** agent01's team order with its deposit due at the seed. */
const SEEDED = 'TO100115';

/** The reminders the settle step would send now, by id. */
const offered = (state: SimulatorState, now: number) => dueReminderDue(state, now).map((transition) => transition.key);
const sentOf = (state: SimulatorState, reminderId: string) => state.dueReminders.filter((reminder) => reminder.reminderId === reminderId);

function withDepositDeadline(state: SimulatorState, orderNo: string, deadline: number): SimulatorState {
  return immer.produce(state, (draft) => {
    const deposit = draft.orders.find((order) => order.orderNo === orderNo)!.milestones.find((milestone) => milestone.kind === 'DEPOSIT')!;
    deposit.deadline = toGatewayIso(deadline);
  });
}

describe('the reminder scan after a write in the same minute', () => {
  it("sends the touched order's reminder at once, and never twice", async () => {
    await loginAs('agent01');
    const now = simulator.clock.nowMs();
    const before = simulator.state;
    // The store's states are frozen: the memo is in play.
    expect(Object.isFrozen(before.orders)).toBe(true);
    // agent01's order with a deposit due, its reminder not yet due (due.test.ts).
    const order = before.orders.find((candidate) => candidate.orderNo === SEEDED)!;
    expect(Date.parse(order.milestones.find((milestone) => milestone.kind === 'DEPOSIT')!.deadline) - DUE.urgentMs).toBeGreaterThan(
      now + HOUR,
    );
    const reminderId = `DEPOSIT:${order.orderNo}|URGENT`;
    // Scanned in this minute: every order's items are now kept.
    expect(offered(before, now)).not.toContain(reminderId);

    // A write in the same minute brings the deposit's deadline (kept to the second) within its last 2 hours.
    const touched = withDepositDeadline(before, order.orderNo, now + HOUR);
    expect(offered(touched, now).filter((key) => key === reminderId)).toHaveLength(1);
    const settled = settle(touched, now, [dueReminderDue]);
    expect(sentOf(settled, reminderId)).toEqual([
      expect.objectContaining({ ownerAccountId: order.ownerAccountId, sentAt: Date.parse(toGatewayIso(now + HOUR)) - DUE.urgentMs }),
    ]);

    // Sent: not offered again, neither to the same state nor after the order is touched again.
    expect(offered(settled, now)).not.toContain(reminderId);
    const touchedAgain = withDepositDeadline(settled, order.orderNo, now + HOUR / 2);
    expect(offered(touchedAgain, now)).not.toContain(reminderId);
    expect(sentOf(settle(touchedAgain, now, [dueReminderDue]), reminderId)).toHaveLength(1);
  });

  it("an untouched order's reminder goes when the clock reaches it, in a later minute", async () => {
    await loginAs('agent01');
    const now = simulator.clock.nowMs();
    const order = simulator.state.orders.find((candidate) => candidate.orderNo === SEEDED)!;
    const reminderId = `DEPOSIT:${order.orderNo}|URGENT`;
    // Its reminder falls due 30 s into the next minute; scanned (and kept) in this one.
    const at = (Math.floor(now / 60_000) + 1) * 60_000 + 30_000;
    const state = settle(withDepositDeadline(simulator.state, order.orderNo, at + DUE.urgentMs), now, [dueReminderDue]);
    expect(offered(state, now)).not.toContain(reminderId);
    expect(offered(state, at - 1)).not.toContain(reminderId);
    const later = settle(state, at, [dueReminderDue]);
    expect(sentOf(later, reminderId)).toEqual([expect.objectContaining({ sentAt: at })]);
    expect(offered(later, at + 60_000)).not.toContain(reminderId);
  });
});
