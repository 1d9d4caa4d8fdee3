import type { PassengerInput } from './gateway/endpoints/order';
import { idKey } from '@/domain/name-list';
import { getSessionUser } from './stored-user';
import { deviceHistoryKey } from './device-history';
import { DRAFT_PREFIX, localStore, sessionStore } from './storage';

export { forgetDeviceHistory } from './device-history';

/*
 * The local history of passengers entered (spec §3: "kept in local storage, keyed by idNo"), offered
 * again by the passenger picker. Under the portal's personal-data rule an ID number lives no longer
 * than the tab: by default the history is in sessionStorage, and its key shares the drafts' prefix so
 * logout (`clearDrafts`) removes it with them. An account may choose "在本机记住旅客"
 * (`setRememberOnDevice`): its history then lives in localStorage under its own key, survives logout
 * and the tab, and is removed when the choice is switched off, when the whole list is cleared, or when
 * the account is deregistered (`forgetDeviceHistory`). The choice is per account and off by default.
 *
 *   rememberPassengers(list)   adds or refreshes entries (most recent first), at most HISTORY_LIMIT
 *   passengerHistory()         the entries, most recent first
 *   forgetPassenger(idNo)      removes one entry
 *   clearPassengerHistory()
 *   rememberOnDevice() / setRememberOnDevice(on)
 */

export const PASSENGER_HISTORY_KEY = `${DRAFT_PREFIX}passenger-history`;
export const HISTORY_LIMIT = 200;

interface DeviceHistory {
  userName: string;
  passengers: PassengerInput[];
}

/** Just the passenger's own fields (no row ids or checks), the optional ones only when given. */
export function passengerInputOf(passenger: PassengerInput): PassengerInput {
  const entry: PassengerInput = {
    name: passenger.name,
    passengerType: passenger.passengerType,
    idType: passenger.idType,
    idNo: passenger.idNo,
  };
  if (passenger.birthDate) entry.birthDate = passenger.birthDate;
  if (passenger.gender) entry.gender = passenger.gender;
  if (passenger.mobile) entry.mobile = passenger.mobile;
  return entry;
}

const deviceKey = deviceHistoryKey;

/** The signed-in account when it keeps its history on this device. */
function deviceAccount(): { accountId: string; userName: string } | null {
  const user = getSessionUser();
  if (!user?.accountId) return null;
  return localStore.get<DeviceHistory>(deviceKey(user.accountId)) ? { accountId: user.accountId, userName: user.userName } : null;
}

/** Whether the signed-in account keeps its passenger history on this device. */
export function rememberOnDevice(): boolean {
  return deviceAccount() !== null;
}

export function passengerHistory(): PassengerInput[] {
  const device = deviceAccount();
  const stored = device
    ? localStore.get<DeviceHistory>(deviceKey(device.accountId))?.passengers
    : sessionStore.get<PassengerInput[]>(PASSENGER_HISTORY_KEY);
  return Array.isArray(stored) ? stored : [];
}

function saveHistory(passengers: PassengerInput[]): void {
  const device = deviceAccount();
  if (device) localStore.set(deviceKey(device.accountId), { userName: device.userName, passengers } satisfies DeviceHistory);
  else sessionStore.set(PASSENGER_HISTORY_KEY, passengers);
}

/**
 * Switches "在本机记住旅客" for the signed-in account: on, the tab's history moves to this device; off,
 * the device keeps nothing (the entries stay for this tab only).
 */
export function setRememberOnDevice(on: boolean): void {
  const user = getSessionUser();
  if (!user?.accountId) return;
  const current = passengerHistory();
  if (on) {
    localStore.set(deviceKey(user.accountId), { userName: user.userName, passengers: current } satisfies DeviceHistory);
    sessionStore.remove(PASSENGER_HISTORY_KEY);
  } else {
    localStore.remove(deviceKey(user.accountId));
    sessionStore.set(PASSENGER_HISTORY_KEY, current);
  }
}

/** Keeps the passengers (by idNo, the newest version of each first). */
export function rememberPassengers(passengers: readonly PassengerInput[]): void {
  const fresh = passengers.filter((passenger) => passenger.idNo && passenger.name).map(passengerInputOf);
  if (fresh.length === 0) return;
  const seen = new Set<string>();
  const merged: PassengerInput[] = [];
  for (const passenger of [...fresh, ...passengerHistory()]) {
    const key = idKey(passenger.idNo);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(passenger);
    if (merged.length >= HISTORY_LIMIT) break;
  }
  saveHistory(merged);
}

export function forgetPassenger(idNo: string): void {
  const key = idKey(idNo);
  saveHistory(passengerHistory().filter((passenger) => idKey(passenger.idNo) !== key));
}

/** Empties the list (the device's too, keeping the account's choice). */
export function clearPassengerHistory(): void {
  sessionStore.remove(PASSENGER_HISTORY_KEY);
  if (deviceAccount()) saveHistory([]);
}
