import { refuse } from '../../kernel/refusal';
import type { AnyState, SimulatorState, SmsPurpose } from '../../state';
import { SECOND, SMS_CODE } from '../../kernel/rules/figures';
import type { IssuedCode } from './captcha';
import { dueRecords, logEntry, type DueTransitions } from '../../kernel/rules/log';
import { writeSettleLog } from '../../kernel/rules/settle-log';

/** Where an outstanding code of a purpose for a number is kept. */
export const smsKey = (purpose: SmsPurpose, mobile: string) => `${purpose}:${mobile}`;

/**
 * Checks the code sent to `mobile` for `purpose` and account without spending it (SMS_CODE_INVALID):
 * a refusal later in the same call (a weak password) leaves it usable for the retry.
 */
export function checkSmsCode(state: AnyState, purpose: SmsPurpose, mobile: string, given: string, accountId: string, now: number): void {
  const issued = state.smsCodes[smsKey(purpose, mobile)];
  if (!issued || issued.accountId !== accountId || !smsCodeMatches(issued, given, now)) throw refuse('SMS_CODE_INVALID');
}

/** A code is used once. */
export function spendSmsCode(state: AnyState, purpose: SmsPurpose, mobile: string): void {
  delete state.smsCodes[smsKey(purpose, mobile)];
}

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

/** An outstanding SMS code is removed when its time to live ends (the outbox keeps what was sent). */
export const smsDue: DueTransitions<SimulatorState> = (state, now) =>
  dueRecords(Object.entries(state.smsCodes), now, {
    entity: 'sms',
    dueAtOf: ([, sms]) => sms.issuedAt + SMS_CODE.ttlMs,
    keyOf: ([key]) => key,
    apply(draft, [key, sms], dueAt) {
      delete draft.smsCodes[key];
      writeSettleLog(draft, logEntry(dueAt, 'EXPIRE', `发往 ${sms.mobile} 的短信验证码已过期`));
    },
  });
