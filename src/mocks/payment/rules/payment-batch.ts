import { formatFen } from '@/domain/format';
import type { BatchPayItem } from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../../kernel/refusal';
import type { AccountRecord, SimulatorState } from '../../state';
import type { Draft } from 'immer';
import { PAYMENT } from '../../kernel/rules/figures';
import { ownerIdOf } from '../../order/rules/order';
import { pay, requireKey, type PaymentRecord } from './payment';
import { nextMoneyNo, prepaidOf } from './prepaid';

/**
 * One payment of several payables of one payer (the spec's "batch pay order": a series' departures'
 * deposits in one go). Each payable is paid as `pay` pays it — its own payment record, found, checked
 * and settled by its kind (rules/payables) — under the batch's key plus its position, so that:
 * - all or nothing: the first refusal (not due, paid, another payer's or agency's — not found —, a
 *   changed amount) refuses the batch, and the call's transaction keeps none of it;
 * - idempotent: a repeated submit with the same key answers the first submit's payments; the same key
 *   with other payables is IDEMPOTENCY_KEY_REUSED.
 * PREPAID only: the balance is taken at once for the whole batch, or not at all. The batch has one
 * reference (`batchNo`), on each payment and on every ledger movement of them.
 */
export interface BatchPayBody {
  items?: unknown;
  method?: unknown;
  idempotencyKey?: unknown;
}

const itemKey = (key: string, index: number) => `${key}#${index + 1}`;

function requireItems(value: unknown): BatchPayItem[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidParam('请选择要支付的款项');
  if (value.length > PAYMENT.batchMax) throw invalidParam(`一次最多合并支付${PAYMENT.batchMax}笔款项`);
  const items = value.map((raw) => (typeof raw === 'object' && raw !== null ? raw : {}) as BatchPayItem);
  const seen = new Set<string>();
  for (const item of items) {
    const id = `${String(item.payableKind)}:${String(item.payableNo).trim().toUpperCase()}`;
    if (seen.has(id)) throw invalidParam(`款项${String(item.payableNo)}重复`);
    seen.add(id);
  }
  return items;
}

/** The batch's payments (already made when the key was used before), or the refusal of the whole batch. */
export function payBatch(state: Draft<SimulatorState>, account: AccountRecord, body: BatchPayBody, now: number): PaymentRecord[] {
  const key = requireKey(body.idempotencyKey);
  const items = requireItems(body.items);
  const earlier = state.payments.filter(
    (payment) => payment.callerAccountId === account.accountId && payment.idempotencyKey.startsWith(`${key}#`),
  );
  if (earlier.length > 0 && earlier.length !== items.length) throw refuse('IDEMPOTENCY_KEY_REUSED');
  if (body.method !== 'PREPAID') throw refuse('PAY_METHOD_UNAVAILABLE', { reason: '合并支付仅支持预存款支付' });
  // One reference for the batch: its payments and every ledger movement of them carry it.
  const batchNo = earlier[0]?.batchNo ?? nextMoneyNo(state, PAYMENT.batchPrefix, PAYMENT.numberDigits);
  if (earlier.length === 0) {
    // The whole batch against the balance first: the refusal names the total, not the payable it ran out at.
    const total = items.reduce((sum, item) => sum + (Number.isInteger(item.expectedAmount) ? item.expectedAmount : 0), 0);
    const available = prepaidOf(state, ownerIdOf(state, account))?.balance ?? 0;
    if (available < total) throw refuse('PREPAID_INSUFFICIENT', { balance: formatFen(available), amount: formatFen(total) });
  }
  return items.map((item, index) =>
    pay(
      state,
      account,
      {
        payableKind: item.payableKind,
        payableNo: item.payableNo,
        ...(item.milestone ? { milestone: item.milestone } : {}),
        method: 'PREPAID',
        points: 0,
        expectedAmount: item.expectedAmount,
        idempotencyKey: itemKey(key, index),
      },
      'payment',
      now,
      batchNo,
    ),
  );
}
