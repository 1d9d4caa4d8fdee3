import type { SimulatorState } from '../../state';
import { LOCKOUT } from '../../kernel/rules/figures';
import { dueRecords, logEntry, type DueTransitions } from '../../kernel/rules/log';
import { writeSettleLog } from '../../kernel/rules/settle-log';
import type { FailureRecord } from './session-records';
export type { FailureRecord } from './session-records';

export function isLocked(record: FailureRecord | undefined, now: number): boolean {
  return record?.lockedUntil !== undefined && record.lockedUntil > now;
}

export type FailureOutcome =
  { kind: 'BAD_CREDENTIALS'; remaining: number; record: FailureRecord } | { kind: 'LOCKED'; unlockAt: number; record: FailureRecord };

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

/** A login lock ends at its unlock time; the record goes, so the name has five fresh tries. */
export const lockoutDue: DueTransitions<SimulatorState> = (state, now) =>
  dueRecords(Object.entries(state.loginFailures), now, {
    entity: 'lockout',
    dueAtOf: ([, record]) => record.lockedUntil,
    keyOf: ([name]) => name,
    apply(draft, [name], dueAt) {
      delete draft.loginFailures[name];
      writeSettleLog(draft, logEntry(dueAt, 'UNLOCK', `${name} 的登录锁定已解除`));
    },
  });
