import { sessionStore } from '@/lib/storage';

/*
 * Never twice (see lib/gateway/endpoints/payment.ts): one idempotency key per payment attempt. The key
 * is made when the confirmation opens and kept in sessionStorage for what is paid (a payable, or a
 * batch of them) until the attempt ends (a definite answer from the gateway), so a retry after a
 * timeout, a second click, a reopened confirmation or a reload sends the same key and the gateway
 * answers the first payment instead of charging again. The same subject confirmed with other content
 * (another method, other points, other payables in a batch) is another attempt: another key (the
 * gateway refuses a key reused for other content).
 */

const PREFIX = 'b2b.pay-attempt:';

interface StoredAttempt {
  key: string;
  /** What the key was made for: the request's content without the key. */
  content: string;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Very old browsers: 128 random bits in the UUID's shape.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt's key for this content: the one kept for the subject ('ORDER:TO100101', 'BATCH:SR100101') when the content is the same, else a new one. */
export function attemptKeyOf(subject: string, content: unknown): string {
  const text = JSON.stringify(content);
  const stored = sessionStore.get<StoredAttempt>(`${PREFIX}${subject}`);
  if (stored && stored.content === text && typeof stored.key === 'string') return stored.key;
  const key = newKey();
  sessionStore.set(`${PREFIX}${subject}`, { key, content: text } satisfies StoredAttempt);
  return key;
}

/** The attempt has ended (a payment answered, or a refusal): the next confirmation is a new attempt. */
export function endAttemptOf(subject: string, key?: string): void {
  const stored = sessionStore.get<StoredAttempt>(`${PREFIX}${subject}`);
  if (stored && (key === undefined || stored.key === key)) sessionStore.remove(`${PREFIX}${subject}`);
}
