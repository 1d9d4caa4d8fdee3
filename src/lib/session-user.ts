import type { LoginResult } from './gateway/endpoints/account';

/**
 * The signed-in user as a tab keeps it (lib/stored-user.ts) and tells the other tabs of it
 * (lib/session-news.ts). Spec §3: the account info fields plus accountType, organType, limitMenu and
 * functionMenu.
 */
export type SessionUser = LoginResult['accountInfo'] & Omit<LoginResult, 'accountInfo'>;
