import type { PresenceRecordType, PresenceViewer } from '@/lib/gateway/endpoints';
import { toGatewayIso } from '../../kernel/time-format';
import type { AccountRecord, AnyState } from '../../state';
import { mainAccountOf } from './agency';
import type { PresenceLease } from './session-records';
export type { PresenceLease } from './session-records';

/**
 * Who has a record open (docs/decisions.md "Presence is a lease, advisory only"): one lease per page
 * (`viewerId`) and record, taken or renewed by each touch for PRESENCE_LEASE_MS and dropped on leaving
 * or when it runs out. Only people of one agency see each other. Nothing else reads the leases: they
 * advise people, revisions decide writes.
 */

export const PRESENCE_LEASE_MS = 2 * 60_000;

export interface PresenceTouch {
  recordType: PresenceRecordType;
  recordKey: string;
  viewerId: string;
  activity: 'VIEWING' | 'EDITING';
}

const sameRecord = (lease: PresenceLease, touch: Pick<PresenceTouch, 'recordType' | 'recordKey'>) =>
  lease.recordType === touch.recordType && lease.recordKey === touch.recordKey;

/** Takes or renews the page's lease; answers the other live leases of the agency on the record. */
export function touchPresence(
  state: AnyState,
  account: AccountRecord,
  touch: PresenceTouch,
  now: number,
): { viewers: PresenceViewer[]; leaseUntil: string } {
  const agencyId = mainAccountOf(state.accounts, account).accountId;
  const live = state.presence.filter((lease) => lease.until > now);
  const mine = live.find((lease) => lease.viewerId === touch.viewerId && sameRecord(lease, touch) && lease.accountId === account.accountId);
  const until = now + PRESENCE_LEASE_MS;
  const lease: PresenceLease = mine
    ? { ...mine, activity: touch.activity, until }
    : {
        viewerId: touch.viewerId,
        accountId: account.accountId,
        agencyId,
        recordType: touch.recordType,
        recordKey: touch.recordKey,
        activity: touch.activity,
        since: now,
        until,
      };
  state.presence = [...live.filter((other) => other !== mine), lease];
  const viewers = live
    .filter((other) => other !== mine && other.agencyId === agencyId && sameRecord(other, touch) && other.viewerId !== touch.viewerId)
    .sort((a, b) => a.since - b.since)
    .map((other) => viewerOf(state, other));
  return { viewers, leaseUntil: toGatewayIso(until) };
}

/** Drops the page's lease on the record (and every lease that ran out). */
export function leavePresence(state: AnyState, account: AccountRecord, leave: Omit<PresenceTouch, 'activity'>, now: number): void {
  state.presence = state.presence.filter(
    (lease) =>
      lease.until > now && !(lease.viewerId === leave.viewerId && lease.accountId === account.accountId && sameRecord(lease, leave)),
  );
}

function viewerOf(state: AnyState, lease: PresenceLease): PresenceViewer {
  const account = state.accounts.find((candidate) => candidate.accountId === lease.accountId);
  return {
    displayName: account?.displayName ?? lease.accountId,
    userName: account?.userName ?? lease.accountId,
    roleName: account?.parentAccount ? (account.roleName ?? '') : '主账号',
    activity: lease.activity,
    since: toGatewayIso(lease.since),
  };
}
