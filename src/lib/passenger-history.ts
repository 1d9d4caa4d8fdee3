import type { PassengerInput } from './gateway/endpoints/order';
import { idKey } from '@/domain/name-list';
import { DRAFT_PREFIX, sessionStore } from './storage';

/*
 * The local history of passengers entered in this tab (spec §3: "kept in local storage, keyed by
 * idNo"), offered again by the passenger picker. Under the portal's personal-data rule an ID number
 * lives no longer than the tab: the history is in sessionStorage, and its key shares the drafts'
 * prefix so logout (`clearDrafts`) removes it with them.
 *
 *   rememberPassengers(list)   adds or refreshes entries (most recent first), at most HISTORY_LIMIT
 *   passengerHistory()         the entries, most recent first
 *   forgetPassenger(idNo)      removes one entry
 *   clearPassengerHistory()
 */

export const PASSENGER_HISTORY_KEY = `${DRAFT_PREFIX}passenger-history`;
export const HISTORY_LIMIT = 200;

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

export function passengerHistory(): PassengerInput[] {
  const stored = sessionStore.get<PassengerInput[]>(PASSENGER_HISTORY_KEY);
  return Array.isArray(stored) ? stored : [];
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
  sessionStore.set(PASSENGER_HISTORY_KEY, merged);
}

export function forgetPassenger(idNo: string): void {
  const key = idKey(idNo);
  sessionStore.set(
    PASSENGER_HISTORY_KEY,
    passengerHistory().filter((passenger) => idKey(passenger.idNo) !== key),
  );
}

export function clearPassengerHistory(): void {
  sessionStore.remove(PASSENGER_HISTORY_KEY);
}
