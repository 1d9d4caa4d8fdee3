import { sessionStore } from '@/lib/storage';
import { attemptKeyOf, endAttemptOf } from '@/lib/pay-attempt';
import type { PayableRef } from '@/lib/pay-links';

/** A payable's attempt (lib/pay-attempt.ts: one idempotency key per attempt, kept until a definite answer). */
const subjectOf = (ref: PayableRef) => `${ref.payableKind}:${ref.payableNo}`;

/** The attempt's key for this content: the one kept for the payable when the content is the same, else a new one. */
export const attemptKey = (ref: PayableRef, content: unknown): string => attemptKeyOf(subjectOf(ref), content);

/** The attempt has ended (a payment answered, or a refusal): the next confirmation is a new attempt. */
export const endAttempt = (ref: PayableRef, key?: string): void => endAttemptOf(subjectOf(ref), key);

const ONLINE_KEY = 'b2b.pay-online';

/**
 * The ONLINE payment this tab has just sent to the cashier. A cashier returns to the path it was given;
 * when that path cannot name the payment (it was fixed before the payment had a number), the result
 * page takes it from here.
 */
export function rememberOnlinePayment(paymentNo: string): void {
  sessionStore.set(ONLINE_KEY, paymentNo);
}

export function lastOnlinePayment(): string | null {
  const paymentNo = sessionStore.get<string>(ONLINE_KEY);
  return typeof paymentNo === 'string' ? paymentNo : null;
}
