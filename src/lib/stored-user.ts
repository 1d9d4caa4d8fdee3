import type { LoginResult } from './gateway/endpoints/account';
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

export function saveSessionUser(result: LoginResult): SessionUser {
  const user = toSessionUser(result);
  sessionStore.set(USER_INFO_KEY, user);
  return user;
}

export function clearSessionUser(): void {
  sessionStore.remove(USER_INFO_KEY);
}

/** Spec §4: the user is logged in when stored user info exists. */
export function isLoggedIn(): boolean {
  return getSessionUser() !== null;
}
