import type { MilestoneKind } from '@/domain/order';
import type { PayableKind, PayMethod } from '@/domain/payment';
import { payApi, type PayRequest } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { ok } from './support';

/** Helpers of the payment and money tests: keys, requests built from what the gateway says is due, balances. */

let keys = 0;
/** A fresh idempotency key, as the portal makes one per confirmation. */
export const newKey = () => `test-key-${++keys}`;

export const AGENT = 'AGT0001';
export const USER = 'USR0001';

/** The prepaid account of agent01's agency (read-only). */
export const agentAccount = () => simulator.state.prepaidAccounts.find((account) => account.ownerAccountId === AGENT)!;

export const transactionsOf = (owner = AGENT) => simulator.state.transactions.filter((record) => record.ownerAccountId === owner);
export const paymentsOf = (payableNo: string) => simulator.state.payments.filter((payment) => payment.payableNo === payableNo);
export const orderRecord = (orderNo: string) => simulator.state.orders.find((order) => order.orderNo === orderNo)!;
export const milestone = (orderNo: string, kind: MilestoneKind) =>
  orderRecord(orderNo).milestones.find((candidate) => candidate.kind === kind)!;

/** A payment request for what is due now on the payable (asked of the gateway), with `points` deducted. */
export async function requestFor(
  payableKind: PayableKind,
  payableNo: string,
  method: PayMethod,
  over: Partial<PayRequest> = {},
): Promise<PayRequest> {
  const { payable } = await ok(payApi.payable, { payableKind, payableNo });
  const points = over.points ?? 0;
  return {
    payableKind,
    payableNo,
    ...(payable.milestone ? { milestone: payable.milestone } : {}),
    method,
    points,
    expectedAmount: payable.amount - points,
    idempotencyKey: newKey(),
    ...(method === 'B2B' ? { bankCode: 'ICBC' } : {}),
    ...over,
  };
}
