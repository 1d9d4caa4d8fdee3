import type { Draft } from 'immer';
import type { MilestoneKind } from '@/domain/order';
import { toGatewayIso } from '../../kernel/time-format';
import { AUCTION, ORDER } from '../../kernel/rules/figures';
import { firstDepartureMs, planPayments, type OrderRecord } from './order';
import type { PaymentPlan } from './order-kinds';

/**
 * An order's deadlines — names, ticketing, deposit, balance — follow from when it was booked, its
 * current first departure and its kind's policy (a bid winner's balance from the bid's own window).
 * They are stored on the order because the wire carries them and the settle step reads them, so
 * whatever moves the order's flights (a schedule change, a delay) calls `followDepartures`, and the
 * invariants compare the stored ones with `planDeadlines` after every transaction.
 */

export interface PlannedDeadlines {
  nameDeadline: string;
  ticketTimeLimit: string;
  /** The deadline of each payment stage the policy gives. */
  milestones: Partial<Record<MilestoneKind, string>>;
}

/** A bid winner pays its balance within the bid's window of winning, and before the names are due. */
export function bidPlan(
  wonAt: number,
  firstDeparture: number,
): Pick<PaymentPlan, 'ticketTimeLimit' | 'nameDeadline'> & { balanceDue: string } {
  const balanceDue = toGatewayIso(Math.min(wonAt + AUCTION.balanceWindowMs, firstDeparture - ORDER.nameLeadMs));
  return { balanceDue, ticketTimeLimit: balanceDue, nameDeadline: toGatewayIso(firstDeparture - ORDER.nameLeadMs) };
}

export function planDeadlines(
  order: Pick<OrderRecord, 'kind' | 'totalAmount' | 'createTime' | 'segments' | 'links' | 'milestones'>,
): PlannedDeadlines {
  const bookedAt = Date.parse(order.createTime);
  const first = firstDepartureMs(order);
  if (order.links?.activityNo) {
    const bid = bidPlan(bookedAt, first);
    return { nameDeadline: bid.nameDeadline, ticketTimeLimit: bid.ticketTimeLimit, milestones: { BALANCE: bid.balanceDue } };
  }
  const plan = planPayments(order.kind, order.totalAmount, bookedAt, first);
  const milestones: PlannedDeadlines['milestones'] = {};
  for (const milestone of plan.milestones) milestones[milestone.kind] = milestone.deadline;
  // Booked in stages, then moved so close that the policy would have asked for the whole amount at
  // once: the stages still open fall due at the ticketing limit.
  for (const milestone of order.milestones) milestones[milestone.kind] ??= plan.ticketTimeLimit;
  return { nameDeadline: plan.nameDeadline, ticketTimeLimit: plan.ticketTimeLimit, milestones };
}

/** The order's flights moved: its deadlines follow them (paid stages keep theirs: they are history). */
export function followDepartures(order: Draft<OrderRecord>): void {
  const planned = planDeadlines(order);
  order.nameDeadline = planned.nameDeadline;
  order.ticketTimeLimit = planned.ticketTimeLimit;
  for (const milestone of order.milestones) {
    if (milestone.status === 'SUCCESSED' || milestone.status === 'FAILED') continue;
    const due = planned.milestones[milestone.kind];
    if (due !== undefined) milestone.deadline = due;
  }
}
