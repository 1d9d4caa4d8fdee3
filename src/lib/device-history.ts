import { localStore } from './storage';

/**
 * Where an account that chose "在本机记住旅客" keeps its passenger history (lib/passenger-history.ts):
 * one localStorage entry per account, `{ userName, passengers }`. Apart from that module so the login
 * page can forget a deregistered account's history without loading the passenger rules.
 */
export const DEVICE_HISTORY_PREFIX = 'b2b.passenger-history:';

export const deviceHistoryKey = (accountId: string) => `${DEVICE_HISTORY_PREFIX}${accountId}`;

/** A deregistered account keeps nothing on this device: found by its account id or its login name. */
export function forgetDeviceHistory(account: { accountId?: string; userName?: string }): void {
  for (const key of localStore.keys()) {
    if (!key.startsWith(DEVICE_HISTORY_PREFIX)) continue;
    const stored = localStore.get<{ userName?: string }>(key);
    if (key === deviceHistoryKey(account.accountId ?? '') || (account.userName !== undefined && stored?.userName === account.userName))
      localStore.remove(key);
  }
}
