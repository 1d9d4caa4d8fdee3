/**
 * The gateway simulator's business figures (domain.md). Handlers, rules and the store read every figure
 * from here; nothing else holds a business literal.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

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

/** How many entries the simulator-wide settle log keeps (entities without a log of their own). */
export const SETTLE_LOG_SIZE = 50;
