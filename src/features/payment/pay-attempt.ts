import { sessionStore } from '@/lib/storage';
import type { PayableRef } from '@/lib/pay-links';

/*
 * Never twice (see lib/gateway/endpoints/payment.ts): one idempotency key per payment attempt. The key
 * is made when the confirmation opens and kept in sessionStorage for that payable until the attempt
 * ends (a definite answer from the gateway), so a retry after a timeout, a second click, a reopened
 * confirmation or a reload sends the same key and the gateway answers the first payment instead of
 * charging again. The same payable confirmed with other content (another method, other points) is
 * another attempt: another key (the gateway refuses a key reused for other content).
 */

const PREFIX = 'b2b.pay-attempt:';

interface StoredAttempt {
  key: string;
  /** What the key was made for: the request's content without the key. */
  content: string;
}

const storageKey = (ref: PayableRef) => `${PREFIX}${ref.payableKind}:${ref.payableNo}`;

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Very old browsers: 128 random bits in the UUID's shape.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt's key for this content: the one kept for the payable when the content is the same, else a new one. */
export function attemptKey(ref: PayableRef, content: unknown): string {
  const text = JSON.stringify(content);
  const stored = sessionStore.get<StoredAttempt>(storageKey(ref));
  if (stored && stored.content === text && typeof stored.key === 'string') return stored.key;
  const key = newKey();
  sessionStore.set(storageKey(ref), { key, content: text } satisfies StoredAttempt);
  return key;
}

/** The attempt has ended (a payment answered, or a refusal): the next confirmation is a new attempt. */
export function endAttempt(ref: PayableRef, key?: string): void {
  const stored = sessionStore.get<StoredAttempt>(storageKey(ref));
  if (stored && (key === undefined || stored.key === key)) sessionStore.remove(storageKey(ref));
}

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
