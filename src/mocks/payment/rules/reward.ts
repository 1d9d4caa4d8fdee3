import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import type { TicketStatus } from '@/domain/order';
import type { RewardLine, RewardMonth } from '@/lib/gateway/endpoints';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { GATEWAY_UTC_OFFSET_MINUTES, MINUTE, REWARD } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import type { OrderRecord } from '../../order/rules/order';
import { policyOf } from '../../order/rules/order-kinds';
import { writeTransaction } from './prepaid';
import type { RewardCreditRecord } from './payment-records';
export type { RewardCreditRecord } from './payment-records';

/**
 * Rewards (domain.md "Money"): REWARD.perSegment per ticketed passenger-segment of the agency's team
 * orders (tickets neither refunded nor void), grouped by the month of the flight date. A month is
 * credited to the prepaid account on the 1st of the next month (the settle step: a REWARD transaction);
 * the credit keeps the month's lines as they were then.
 */

const monthOf = (date: string) => date.slice(0, 7);

/** 00:00 Beijing time on the 1st of the month after `month` (YYYY-MM). */
export function creditInstant(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, mon, 1) - GATEWAY_UTC_OFFSET_MINUTES * MINUTE;
}

interface OrderRewards {
  lines: RewardLine[];
  /** The earliest month of its lines ('' when none). */
  firstMonth: string;
}

/** Orders are immutable: an order's reward lines are derived once per version of the order. */
const linesCache = new WeakMap<object, OrderRewards>();

const EARNING: readonly TicketStatus[] = ['OPEN_FOR_USE', 'USED'];

function orderRewards(order: OrderRecord): OrderRewards {
  const cached = linesCache.get(order);
  if (cached) return cached;
  const lines: RewardLine[] = [];
  for (const ticket of order.tickets) {
    // A reissue (a change, a delay, a schedule change's rebooking) sells no new segment: the ticket it replaced earns nothing.
    if (!EARNING.includes(ticket.status)) continue;
    lines.push({
      orderNo: order.orderNo,
      ticketNo: ticket.ticketNo,
      flightNo: ticket.flightNo,
      flightDate: ticket.flightDate,
      amount: REWARD.perSegment,
      month: monthOf(ticket.flightDate),
    });
  }
  const rewards = { lines, firstMonth: lines.reduce((min, line) => (min === '' || line.month < min ? line.month : min), '') };
  if (Object.isFrozen(order)) linesCache.set(order, rewards);
  return rewards;
}

/** Reward lines of the agency's tickets not yet credited (of months before `beforeMonth`, when given), by month. */
function liveRewardLines(state: AnyState, ownerAccountId: string, beforeMonth?: string): Map<string, RewardLine[]> {
  const credited = new Set(state.rewardCredits.filter((credit) => credit.ownerAccountId === ownerAccountId).map((credit) => credit.month));
  const months = new Map<string, RewardLine[]>();
  for (const order of state.orders) {
    if (order.ownerAccountId !== ownerAccountId || !policyOf(order).earnsRewards || order.tickets.length === 0) continue;
    const rewards = orderRewards(order);
    if (rewards.firstMonth === '' || (beforeMonth !== undefined && rewards.firstMonth >= beforeMonth)) continue;
    for (const line of rewards.lines) {
      if (credited.has(line.month) || (beforeMonth !== undefined && line.month >= beforeMonth)) continue;
      const list = months.get(line.month);
      if (list) list.push(line);
      else months.set(line.month, [line]);
    }
  }
  return months;
}

/** Credits a month: the lines as they are, a REWARD transaction. */
export function creditMonth(
  state: Draft<SimulatorState>,
  ownerAccountId: string,
  month: string,
  lines: RewardLine[],
  at: number,
): RewardCreditRecord {
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  const transaction = writeTransaction(
    state,
    ownerAccountId,
    { kind: 'REWARD', amount, description: `${month.replace('-', '年')}月出票奖励：${lines.length}个航段，${formatFen(amount)}` },
    at,
  );
  const record: RewardCreditRecord = {
    creditId: `${ownerAccountId}|${month}`,
    ownerAccountId,
    month,
    segments: lines.length,
    amount,
    creditTime: toGatewayIso(at),
    ...(transaction ? { transactionNo: transaction.transactionNo } : {}),
    lines: [...lines].sort((a, b) => a.flightDate.localeCompare(b.flightDate) || a.ticketNo.localeCompare(b.ticketNo)),
  };
  state.rewardCredits.push(record);
  return record;
}

/** The months of `year` with rewards: credited ones as credited, the others as they stand. */
export function rewardMonthsOf(state: AnyState, ownerAccountId: string, year: number): RewardMonth[] {
  const prefix = `${year}-`;
  const months: RewardMonth[] = state.rewardCredits
    .filter((credit) => credit.ownerAccountId === ownerAccountId && credit.month.startsWith(prefix))
    .map((credit) => ({
      month: credit.month,
      segments: credit.segments,
      amount: credit.amount,
      credited: true,
      creditTime: credit.creditTime,
    }));
  for (const [month, lines] of liveRewardLines(state, ownerAccountId)) {
    if (!month.startsWith(prefix)) continue;
    months.push({ month, segments: lines.length, amount: lines.reduce((sum, line) => sum + line.amount, 0), credited: false });
  }
  return months.sort((a, b) => b.month.localeCompare(a.month));
}

export function rewardLinesOf(state: AnyState, ownerAccountId: string, month: string): RewardLine[] {
  const credit = state.rewardCredits.find((candidate) => candidate.ownerAccountId === ownerAccountId && candidate.month === month);
  if (credit) return credit.lines;
  return (liveRewardLines(state, ownerAccountId).get(month) ?? []).sort(
    (a, b) => a.flightDate.localeCompare(b.flightDate) || a.ticketNo.localeCompare(b.ticketNo),
  );
}

/** The settle step: every month that has ended is credited on the 1st of the next, for agencies with a prepaid account. */
export const rewardDue: DueTransitions<SimulatorState> = (state, now) => {
  const current = monthOf(toGatewayDate(now));
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  for (const account of state.prepaidAccounts) {
    for (const [month, lines] of liveRewardLines(state, account.ownerAccountId, current)) {
      const at = creditInstant(month);
      due.push({
        dueAt: at,
        entity: 'reward',
        key: `${account.ownerAccountId}|${month}`,
        apply(draft) {
          creditMonth(draft, account.ownerAccountId, month, lines, at);
        },
      });
    }
  }
  return due;
};
