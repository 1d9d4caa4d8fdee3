import { clock } from '../clock';
import { refuse } from '../kernel/refusal';
import { isSessionIdleExpired, SESSION } from '../rules';
import type { AccountRecord } from '../state';
import { getState } from '../store';

/**
 * The server-side session. The simulator plays the browser's cookie jar and the gateway's session
 * table at once, so the store holds the one session of this browser: { accountId, lastSeen }. Each
 * login kind opens it (replacing any earlier one), logout deletes it. The settle step marks it expired
 * once idle for SESSION.idleMs (rules/session.ts). An expired session stays expired until a login or
 * logout replaces it: the cookie still names it, so every call with it — also calls the portal sent
 * together with the first that found it lapsed — answers SESSION_EXPIRED, and the portal shows one
 * toast and one redirect for them all (not 请先登录 for the later ones). Otherwise the call touches lastSeen — in the gateway's bookkeeping
 * transaction, so a refused business call still counts as activity, as it would on a real gateway.
 * A call with no session at all is NOT_LOGGED_IN.
 */

export function openSession(account: AccountRecord): void {
  const now = clock.nowMs();
  getState().session = { accountId: account.accountId, createdAt: now, lastSeen: now };
}

export function closeSession(): void {
  getState().session = null;
}

/** The caller's account, or a refusal; touches the session. */
export function authenticate(): AccountRecord {
  const state = getState();
  const session = state.session;
  if (!session) throw refuse('NOT_LOGGED_IN');
  const now = clock.nowMs();
  // The check stays beside the settle step's mark for a session that expires exactly now.
  if (session.expired || isSessionIdleExpired(session.lastSeen, now)) {
    session.expired = true;
    throw refuse('SESSION_EXPIRED');
  }
  const account = state.accounts.find((candidate) => candidate.accountId === session.accountId);
  if (!account) {
    state.session = null;
    throw refuse('NOT_LOGGED_IN');
  }
  if (now - session.lastSeen >= SESSION.touchMs) session.lastSeen = now;
  return account;
}
