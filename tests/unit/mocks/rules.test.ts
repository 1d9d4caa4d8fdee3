import { describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { agentMenuTree, flattenAuthCodes, pruneMenuTree } from '@/mocks/kernel/menu-tree';
import {
  CAPTCHA,
  captchaMatches,
  isLocked,
  isStrongPassword,
  isSessionIdleExpired,
  noticeOwnerId,
  visibleNotices,
  LOCKOUT,
  registerWrongPassword,
  SESSION,
  SMS_CODE,
  smsCodeMatches,
  smsResendWaitSeconds,
  type FailureRecord,
} from '@/mocks/rules';
import { createSeedState } from '@/mocks/seed';
import { toGatewayDate, toGatewayHourMinute, toGatewayIso, toSerialStamp } from '@/mocks/kernel/time-format';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T09:00:00+08:00');

describe('rules: figures of domain.md', () => {
  it('holds the account and session figures', () => {
    expect(CAPTCHA.length).toBe(4);
    expect(CAPTCHA.ttlMs).toBe(5 * MINUTE);
    expect(CAPTCHA.alphabet).not.toMatch(/[01OIL]/);
    expect(SMS_CODE).toEqual({ length: 6, ttlMs: 5 * MINUTE, resendAfterMs: 60_000 });
    expect(LOCKOUT).toEqual({ maxFailures: 5, lockMs: 30 * MINUTE });
    expect(SESSION.idleMs).toBe(30 * MINUTE);
  });
});

describe('rules: lockout evaluation', () => {
  it('counts down to a lock on the fifth wrong password', () => {
    let record: FailureRecord | undefined;
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const outcome = registerWrongPassword(record, T0);
      if (outcome.kind !== 'BAD_CREDENTIALS') throw new Error('locked too early');
      remaining.push(outcome.remaining);
      record = outcome.record;
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    const fifth = registerWrongPassword(record, T0);
    expect(fifth).toMatchObject({ kind: 'LOCKED', unlockAt: T0 + 30 * MINUTE });
    expect(isLocked(fifth.record, T0 + 30 * MINUTE - 1)).toBe(true);
    expect(isLocked(fifth.record, T0 + 30 * MINUTE)).toBe(false);
  });

  it('keeps the original unlock time while locked, and gives five fresh tries after', () => {
    const locked: FailureRecord = { count: 0, lockedUntil: T0 + 10 * MINUTE };
    expect(registerWrongPassword(locked, T0)).toMatchObject({ kind: 'LOCKED', unlockAt: T0 + 10 * MINUTE });
    expect(registerWrongPassword(locked, T0 + 10 * MINUTE)).toMatchObject({ kind: 'BAD_CREDENTIALS', remaining: 4 });
  });
});

describe('rules: codes, passwords, sessions', () => {
  it('captcha: case-insensitive within 5 minutes', () => {
    const issued = { code: 'AB3D', issuedAt: T0 };
    expect(captchaMatches(issued, ' ab3d ', T0 + 5 * MINUTE - 1)).toBe(true);
    expect(captchaMatches(issued, 'AB3D', T0 + 5 * MINUTE)).toBe(false);
    expect(captchaMatches(issued, 'AB3E', T0)).toBe(false);
    expect(captchaMatches(undefined, 'AB3D', T0)).toBe(false);
  });

  it('SMS: exact code within 5 minutes; resend wait in whole seconds', () => {
    const issued = { code: '012345', issuedAt: T0 };
    expect(smsCodeMatches(issued, '012345', T0 + 4 * MINUTE)).toBe(true);
    expect(smsCodeMatches(issued, '012345', T0 + 5 * MINUTE)).toBe(false);
    expect(smsResendWaitSeconds(undefined, T0)).toBe(0);
    expect(smsResendWaitSeconds(T0, T0 + 100)).toBe(60);
    expect(smsResendWaitSeconds(T0, T0 + 59_001)).toBe(1);
    expect(smsResendWaitSeconds(T0, T0 + 60_000)).toBe(0);
  });

  it('password strength: 8–20 characters with letters and digits', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Agent@2026')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(19)}`)).toBe(false);
    expect(isStrongPassword('abcd 1234')).toBe(false);
  });

  it('session: idle 30 minutes expires', () => {
    expect(isSessionIdleExpired(T0, T0 + 30 * MINUTE - 1)).toBe(false);
    expect(isSessionIdleExpired(T0, T0 + 30 * MINUTE)).toBe(true);
  });
});

describe('menu trees', () => {
  it('the agent tree holds every AUTH code but the normal area’s', () => {
    const codes = flattenAuthCodes(agentMenuTree());
    for (const code of Object.values(AUTH)) expect(codes.includes(code)).toBe(!code.startsWith('NORMAL_'));
  });

  it('pruning keeps allowed functions and the groups that still hold one', () => {
    const tree = pruneMenuTree(agentMenuTree(), new Set([AUTH.TEMP_GROUP, AUTH.FLIGHT_CHANGE_NOTICE]));
    expect(tree.map((node) => node.authCode)).toEqual(['GROUP_DUE', AUTH.FLIGHT_CHANGE_NOTICE]);
    expect(flattenAuthCodes(tree)).toEqual(['GROUP_DUE', AUTH.TEMP_GROUP, AUTH.FLIGHT_CHANGE_NOTICE]);
  });
});

describe('gateway time format (Beijing time)', () => {
  it('formats in UTC+8 whatever the host zone', () => {
    const ms = Date.parse('2026-03-01T17:05:09Z');
    expect(toGatewayIso(ms)).toBe('2026-03-02T01:05:09+08:00');
    expect(toGatewayDate(ms)).toBe('2026-03-02');
    expect(toGatewayHourMinute(ms)).toBe('01:05');
    expect(toSerialStamp(ms)).toBe('20260302010509');
  });
});

describe('rules: whose flight-change notices', () => {
  const state = createSeedState(T0, 0);
  const account = (userName: string) => state.accounts.find((candidate) => candidate.userName === userName)!;

  it('a staff sub-account sees its agency’s notices; others their own', () => {
    expect(noticeOwnerId(state.accounts, account('staff01'))).toBe('AGT0001');
    expect(noticeOwnerId(state.accounts, account('agent01'))).toBe('AGT0001');
    expect(noticeOwnerId(state.accounts, account('user01'))).toBe('USR0001');
    const ids = (userName: string) =>
      visibleNotices(state.flightChangeNotices, state.accounts, account(userName)).map((notice) => notice.noticeId);
    expect(ids('staff01')).toEqual(ids('agent01'));
    expect(ids('agent01')).toHaveLength(12);
    expect(ids('user01')).toEqual(['FC0013', 'FC0014', 'FC0015']);
    expect(ids('corp01')).toEqual([]);
  });
});
