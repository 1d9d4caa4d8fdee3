import type { LoginResult } from './gateway/endpoints/account';
import { announceSession, type SignOutReason } from './session-news';
import type { SessionUser } from './session-user';
import { sessionStore } from './storage';

export type { SessionUser };

const USER_INFO_KEY = 'b2b.userInfo';
/** The names of the account whose session expired in this tab: the login form shows them again (never a password). */
const EXPIRED_ACCOUNT_KEY = 'b2b.login.expiredAccount';

/** What the login form fills in after an expiry: the account's names, nothing secret. */
export interface ExpiredAccount {
  userName: string;
  /** A sub-account's agency (主账号). */
  agencyAccount?: string;
  cardNo?: string;
  mobile?: string;
}

/** After an expiry (here or in another tab): the names of the account to sign in again. Forgotten on sign-out. */
export function rememberExpiredAccount(user: SessionUser | null): void {
  if (!user) return;
  const names: ExpiredAccount = {
    userName: user.userName,
    ...(user.parentAccount ? { agencyAccount: user.parentAccount } : {}),
    ...(user.flyCardNo ? { cardNo: user.flyCardNo } : {}),
    ...(user.mobile ? { mobile: user.mobile } : {}),
  };
  sessionStore.set(EXPIRED_ACCOUNT_KEY, names);
}

export function forgetExpiredAccount(): void {
  sessionStore.remove(EXPIRED_ACCOUNT_KEY);
}

export function expiredAccount(): ExpiredAccount | null {
  return sessionStore.get<ExpiredAccount>(EXPIRED_ACCOUNT_KEY);
}

export function toSessionUser(result: LoginResult): SessionUser {
  const { accountInfo, ...rest } = result;
  return { ...accountInfo, ...rest };
}

/** The last session read, with the text it was read from. */
let lastRead: { text: string; user: SessionUser } | undefined;

/**
 * The session of this tab. The same object while the stored session is unchanged: the root loader
 * reads it at every navigation, and a new object each time rendered again everything that shows the
 * user (the header, the menu, every gated action).
 */
export function getSessionUser(): SessionUser | null {
  // Compared by the stored text and parsed only when it changed: the loaders and every prefetch's guard
  // read it, and the user with its function menu took a parse and a serialisation each time.
  const text = sessionStore.text(USER_INFO_KEY);
  if (text === null) return null;
  if (lastRead?.text !== text) {
    const user = sessionStore.get<SessionUser>(USER_INFO_KEY);
    if (!user) return null;
    lastRead = { text, user };
  }
  return lastRead.user;
}

/** Stores the session of a sign-in in this tab, and tells the browser's other tabs. */
export function saveSessionUser(result: LoginResult): SessionUser {
  const user = toSessionUser(result);
  forgetExpiredAccount();
  followSessionUser(user);
  announceSession({ kind: 'signed-in', user });
  return user;
}

/** Forgets the session in this tab (form drafts stay), and tells the browser's other tabs why. */
export function clearSessionUser(reason: SignOutReason = 'logout'): void {
  // Signed out: nothing of the account stays for the next person at the PC; expired: its name does.
  if (reason === 'expired') rememberExpiredAccount(getSessionUser());
  else forgetExpiredAccount();
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
