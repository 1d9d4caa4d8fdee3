import type { SimulatorState } from '../../state';
import { CAPTCHA } from '../../kernel/rules/figures';
import { dueRecords, logEntry, type DueTransitions } from '../../kernel/rules/log';
import { writeSettleLog } from '../../kernel/rules/settle-log';

export interface IssuedCode {
  code: string;
  issuedAt: number;
}

/** A captcha matches case-insensitively while it is younger than its time to live. */
export function captchaMatches(issued: IssuedCode | undefined, given: string, now: number): boolean {
  if (!issued || now - issued.issuedAt >= CAPTCHA.ttlMs) return false;
  return issued.code.toUpperCase() === given.trim().toUpperCase();
}

/** An outstanding captcha is removed when its time to live ends. */
export const captchaDue: DueTransitions<SimulatorState> = (state, now) =>
  dueRecords(Object.values(state.captchas), now, {
    entity: 'captcha',
    dueAtOf: (captcha) => captcha.issuedAt + CAPTCHA.ttlMs,
    keyOf: (captcha) => captcha.captchaKey,
    apply(draft, captcha, dueAt) {
      delete draft.captchas[captcha.captchaKey];
      writeSettleLog(draft, logEntry(dueAt, 'EXPIRE', `图形验证码 ${captcha.captchaKey} 已过期`));
    },
  });
