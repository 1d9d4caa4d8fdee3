import { current, isDraft } from 'immer';
import type { ScheduleChangeRefundQuote } from '@/lib/gateway/endpoints';
import { immer } from '../../kernel/immer';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { refundChange } from './schedule-change';

/**
 * What an involuntary refund of a schedule change would give back, before the agent confirms it: the
 * refund's own rule (`refundChange`) run on a copy of the state that is then dropped, so the quote is
 * the very amount the refund gives (tickets through the refund entity, seats without a ticket with their
 * price) and no second rule can drift from it. A refusal is the refund's own.
 */
export function scheduleChangeRefundQuote(
  state: AnyState,
  account: AccountRecord,
  body: { orderNo: string; noticeId: string; passengerIds?: unknown },
  now: number,
): ScheduleChangeRefundQuote {
  const base = (isDraft(state) ? current(state) : state) as SimulatorState;
  let amount = 0;
  const after = immer.produce(base, (draft) => {
    amount = refundChange(draft, account, body, now).amount;
  });
  const before = new Set(base.refunds.map((record) => record.refundId));
  const tickets = after.refunds
    .filter((record) => record.orderNo === body.orderNo && !before.has(record.refundId))
    .flatMap((record) => record.tickets)
    .map((line) => ({
      ticketNo: line.ticketNo,
      passengerName: line.passengerName,
      flightNo: line.flightNo,
      flightDate: line.flightDate,
      refund: line.refund,
    }));
  const ticketsAmount = tickets.reduce((sum, line) => sum + line.refund, 0);
  return { amount, tickets, seatsAmount: Math.max(0, amount - ticketsAmount) };
}
