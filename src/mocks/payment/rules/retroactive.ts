import type { Draft } from 'immer';
import type { RetroactiveStatus } from '@/domain/payment';
import type { RetroactiveOrder } from '@/lib/gateway/endpoints';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { RETROACTIVE } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import { whenOrderCloses } from '../../order/rules/order-cancel';
import { nextMoneyNo } from './prepaid';
import type { RetroRecord } from './payment-records';
import { mustFind } from '../../kernel/rules/lookup';
export type { RetroRecord } from './payment-records';

/**
 * Online supplementary payment (domain.md "Groups and orders"): an extra amount the airline bills on an
 * order (fare difference, fees), UNPAID until the agent pays it through the payment calls (payable kind
 * RETROACTIVE) → PAYED (written in the order's log); not paid by its deadline (and no payment under
 * way) → CANCELED. The bill keeps its own record; billing and cancelling leave the order's log alone.
 */

// A bill on an order that ends goes with it (domain.md's closed order owes nothing and is asked for
// nothing in 待办), as its own deadline would cancel it; the order's log stays the order's.
whenOrderCloses((state, order) => {
  // The seed closes some of its orders before it bills any.
  const bills: Draft<RetroRecord>[] | undefined = state.retroOrders;
  for (const record of bills ?? []) if (record.orderNo === order.orderNo && record.status === 'UNPAID') record.status = 'CANCELED';
});

export function toRetro(record: RetroRecord): RetroactiveOrder {
  const { ownerAccountId: _owner, ...retro } = record;
  return { ...retro, allowedActions: record.status === 'UNPAID' ? ['PAY'] : [] };
}

export const retrosOf = (
  state: AnyState,
  ownerAccountId: string,
  filter: { status?: RetroactiveStatus; orderNo?: string } = {},
): RetroRecord[] =>
  state.retroOrders
    .filter(
      (record) =>
        record.ownerAccountId === ownerAccountId &&
        (!filter.status || record.status === filter.status) &&
        (!filter.orderNo || record.orderNo.includes(filter.orderNo)),
    )
    .sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime) || b.retroNo.localeCompare(a.retroNo));

/** The airline bills a supplementary amount on an order (the seed; a future back-office call). */
export function billRetroactive(
  state: Draft<SimulatorState>,
  input: { orderNo: string; ownerAccountId: string; amount: number; reason: string; detail: string },
  at: number,
): RetroRecord {
  const record: RetroRecord = {
    retroNo: nextMoneyNo(state, RETROACTIVE.prefix, RETROACTIVE.numberDigits, 500100),
    orderNo: input.orderNo,
    ownerAccountId: input.ownerAccountId,
    status: 'UNPAID',
    amount: input.amount,
    reason: input.reason,
    detail: input.detail,
    deadline: toGatewayIso(at + RETROACTIVE.payableMs),
    createTime: toGatewayIso(at),
  };
  state.retroOrders.push(record);
  return record;
}

/** The settle step: an UNPAID supplementary payment past its deadline, with no payment under way, is cancelled. */
export const retroactiveDue: DueTransitions<SimulatorState> = (state, now) =>
  state.retroOrders.flatMap((record) => {
    if (record.status !== 'UNPAID') return [];
    const dueAt = Date.parse(record.deadline);
    if (dueAt > now) return [];
    const pending = state.payments.some(
      (payment) => payment.status === 'PENDING' && payment.payableKind === 'RETROACTIVE' && payment.payableNo === record.retroNo,
    );
    if (pending) return [];
    return [
      {
        dueAt,
        entity: 'retroactive',
        key: record.retroNo,
        apply(draft: Draft<SimulatorState>) {
          const target = mustFind(draft.retroOrders, (candidate) => candidate.retroNo === record.retroNo, 'retroactive order');
          target.status = 'CANCELED';
        },
      },
    ];
  });
