import type { SimulatorState } from '../../state';
import { SESSION } from '../../kernel/rules/figures';
import { logEntry, type DueTransitions } from '../../kernel/rules/log';
import { writeSettleLog } from '../../kernel/rules/settle-log';

export function isSessionIdleExpired(lastSeen: number, now: number): boolean {
  return now - lastSeen >= SESSION.idleMs;
}

/**
 * A session idle for SESSION.idleMs expires. It is marked, not deleted: every authenticated call with
 * it answers SESSION_EXPIRED (the cookie still names it) until a login or logout replaces it.
 */
export const sessionDue: DueTransitions<SimulatorState> = (state, now) => {
  const session = state.session;
  if (!session || session.expired || !isSessionIdleExpired(session.lastSeen, now)) return [];
  const dueAt = session.lastSeen + SESSION.idleMs;
  return [
    {
      dueAt,
      entity: 'session',
      key: session.accountId,
      apply(draft) {
        if (draft.session) draft.session.expired = true;
        writeSettleLog(draft, logEntry(dueAt, 'EXPIRE', `${session.accountId} 的会话空闲超时`));
      },
    },
  ];
};
