/**
 * The gateway simulator's business figures (domain.md) and the pure rules built on them.
 * Handlers and the store read every figure from here; nothing else holds a business literal.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The gateway speaks Beijing time (UTC+8), whatever the time zone of the machine running it. */
export const GATEWAY_UTC_OFFSET_MINUTES = 8 * 60;

export const CAPTCHA = {
  length: 4,
  /** Without 0/O, 1/I/L and other look-alikes, so a user can always read the image. */
  alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  ttlMs: 5 * MINUTE,
} as const;

export const SMS_CODE = {
  length: 6,
  ttlMs: 5 * MINUTE,
  resendAfterMs: 60 * SECOND,
} as const;

export const LOCKOUT = {
  maxFailures: 5,
  lockMs: 30 * MINUTE,
} as const;

export const SESSION = {
  idleMs: 30 * MINUTE,
} as const;

export const PAGING = {
  maxPerSize: 100,
} as const;

// ---- captcha ----

export interface IssuedCode {
  code: string;
  issuedAt: number;
}

/** A captcha matches case-insensitively while it is younger than its time to live. */
export function captchaMatches(issued: IssuedCode | undefined, given: string, now: number): boolean {
  if (!issued || now - issued.issuedAt >= CAPTCHA.ttlMs) return false;
  return issued.code.toUpperCase() === given.trim().toUpperCase();
}

// ---- SMS codes ----

export function smsCodeMatches(issued: IssuedCode | undefined, given: string, now: number): boolean {
  if (!issued || now - issued.issuedAt >= SMS_CODE.ttlMs) return false;
  return issued.code === given.trim();
}

/** Whole seconds the caller must still wait before another code may be sent to the same number; 0 when free. */
export function smsResendWaitSeconds(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0;
  const waitMs = lastSentAt + SMS_CODE.resendAfterMs - now;
  return waitMs > 0 ? Math.ceil(waitMs / SECOND) : 0;
}

// ---- lockout ----

/** Consecutive wrong passwords of one login name, and the lock they caused. */
export interface FailureRecord {
  count: number;
  lockedUntil?: number;
}

export function isLocked(record: FailureRecord | undefined, now: number): boolean {
  return record?.lockedUntil !== undefined && record.lockedUntil > now;
}

export type FailureOutcome =
  | { kind: 'BAD_CREDENTIALS'; remaining: number; record: FailureRecord }
  | { kind: 'LOCKED'; unlockAt: number; record: FailureRecord };

/**
 * One more wrong password. The fifth in a row locks the name for LOCKOUT.lockMs and starts the count
 * afresh, so after the lock ends the user again has five tries.
 */
export function registerWrongPassword(record: FailureRecord | undefined, now: number): FailureOutcome {
  if (record && isLocked(record, now)) {
    return { kind: 'LOCKED', unlockAt: record.lockedUntil!, record };
  }
  const count = (record?.count ?? 0) + 1;
  if (count >= LOCKOUT.maxFailures) {
    const unlockAt = now + LOCKOUT.lockMs;
    return { kind: 'LOCKED', unlockAt, record: { count: 0, lockedUntil: unlockAt } };
  }
  return { kind: 'BAD_CREDENTIALS', remaining: LOCKOUT.maxFailures - count, record: { count } };
}

// ---- session ----

export function isSessionIdleExpired(lastSeen: number, now: number): boolean {
  return now - lastSeen >= SESSION.idleMs;
}

// ---- passwords and phones ----
// The gateway checks them as the portal's forms do: one definition, in domain/validators.
export { isPhone, isStrongPassword, PHONE_LENGTH } from '@/domain/validators';
