import type { LoginResult } from './gateway/endpoints/account';
import { announceSession, type SignOutReason } from './session-news';
import { sessionStore } from './storage';

/** Spec §3: account info fields plus accountType, organType, limitMenu and functionMenu. */
export type SessionUser = LoginResult['accountInfo'] & Omit<LoginResult, 'accountInfo'>;

const USER_INFO_KEY = 'b2b.userInfo';

export function toSessionUser(result: LoginResult): SessionUser {
  const { accountInfo, ...rest } = result;
  return { ...accountInfo, ...rest };
}

export function getSessionUser(): SessionUser | null {
  return sessionStore.get<SessionUser>(USER_INFO_KEY);
}

/** Stores the session of a sign-in in this tab, and tells the browser's other tabs. */
export function saveSessionUser(result: LoginResult): SessionUser {
  const user = toSessionUser(result);
  followSessionUser(user);
  announceSession({ kind: 'signed-in', user });
  return user;
}

/** Forgets the session in this tab (form drafts stay), and tells the browser's other tabs why. */
export function clearSessionUser(reason: SignOutReason = 'logout'): void {
  followSessionUser(null);
  announceSession({ kind: 'signed-out', reason });
}

/** This tab takes what another tab announced, without announcing it again. */
export function followSessionUser(user: SessionUser | null): void {
  if (user) sessionStore.set(USER_INFO_KEY, user);
  else sessionStore.remove(USER_INFO_KEY);
}

/** Spec §4: the user is logged in when stored user info exists. */
export function isLoggedIn(): boolean {
  return getSessionUser() !== null;
}
