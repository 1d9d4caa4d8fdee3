import type { AccountRecord, FlightChangeNoticeRecord } from '../../state';

/**
 * Whose flight-change notices an account sees: its own, or for a staff sub-account its agency's
 * (the main account it belongs to).
 */
export function noticeOwnerId(accounts: readonly AccountRecord[], account: AccountRecord): string {
  if (!account.parentAccount) return account.accountId;
  const parent = accounts.find((candidate) => candidate.userName === account.parentAccount);
  return parent?.accountId ?? account.accountId;
}

/** The notices `account` may see and act on. */
export function visibleNotices(
  notices: readonly FlightChangeNoticeRecord[],
  accounts: readonly AccountRecord[],
  account: AccountRecord,
): FlightChangeNoticeRecord[] {
  const ownerId = noticeOwnerId(accounts, account);
  return notices.filter((notice) => notice.ownerAccountId === ownerId);
}
