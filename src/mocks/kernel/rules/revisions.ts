import type { OrderPassenger } from '@/lib/gateway/endpoints';
import type { RevisionStamp } from '@/lib/gateway/envelope';
import type { RevisedRecordType, RevisionConflict } from '@/lib/gateway/revision';
import { refuse, type SimulatorRefusal } from '../refusal';
import { toGatewayIso } from '../time-format';
import type { AnyState } from '../../state';
import type { RevisionEntry } from './kernel-records';
import { passengerActions } from './passenger-check';
export type { RevisionEntry } from './kernel-records';

/**
 * Revisions of the records people edit (docs/decisions.md "Revisions on every record people edit"), kept
 * beside the records in `state.revisions` by `revisionKey`: a record without an entry is at revision 1
 * (as created or seeded), so seeding and creating need not know about revisions. Every accepted write of
 * such a record goes through `bumpRevision`; a write based on an older revision is refused with
 * REVISION_CONFLICT by `checkRevision`.
 */

/** What a revision is kept for: a name-list row is `passenger`, the list itself `nameList`. */
export type RevisionKind = 'passenger' | 'nameList' | 'orderContact' | 'role' | 'account' | 'regularPassenger';

export const revisionKey = (kind: RevisionKind, key: string): string => `${kind}:${key}`;
export const passengerKey = (orderNo: string, passengerId: string): string => `${orderNo}/${passengerId}`;

export function revisionEntry(state: AnyState, kind: RevisionKind, key: string): RevisionEntry | undefined {
  return state.revisions[revisionKey(kind, key)];
}

export function revisionOf(state: AnyState, kind: RevisionKind, key: string): number {
  return revisionEntry(state, kind, key)?.revision ?? 1;
}

/** The record's stamp as the answers carry it. */
export function revisionStamp(state: AnyState, kind: RevisionKind, key: string): RevisionStamp {
  const entry = revisionEntry(state, kind, key);
  if (!entry) return { revision: 1 };
  return { revision: entry.revision, revisedBy: entry.revisedBy, revisedAt: toGatewayIso(entry.revisedAt) };
}

/** An accepted write: one more revision, by `by` at `now` (clock ms). */
export function bumpRevision(state: AnyState, kind: RevisionKind, key: string, by: string, now: number): RevisionStamp {
  const revision = revisionOf(state, kind, key) + 1;
  state.revisions[revisionKey(kind, key)] = { revision, revisedBy: by, revisedAt: now };
  return { revision, revisedBy: by, revisedAt: toGatewayIso(now) };
}

/** A record created now starts at revision 1 again (its key may have been used by a deleted one). */
export function forgetRevision(state: AnyState, kind: RevisionKind, key: string): void {
  delete state.revisions[revisionKey(kind, key)];
}

/** REVISION_CONFLICT naming who changed it and when, with the current record in the answer. */
export function revisionConflict(stamp: RevisionStamp, what: string, conflict: RevisionConflict): SimulatorRefusal {
  return refuse(
    'REVISION_CONFLICT',
    { revisedBy: stamp.revisedBy ?? '他人', revisedAt: shownInstant(stamp.revisedAt), what, revision: stamp.revision },
    { conflict },
  );
}

/**
 * Refuses a write based on `base` when the record is past it. `current` builds the record as it is
 * now (only when refusing). A base above the stored revision is a revision nobody answered: refused too.
 */
export function checkRevision<K extends RevisedRecordType>(
  state: AnyState,
  kind: RevisionKind,
  key: string,
  base: number,
  what: string,
  conflict: () => Omit<Extract<RevisionConflict, { recordType: K }>, 'revision'>,
): void {
  if (revisionOf(state, kind, key) === base) return;
  const stamp = revisionStamp(state, kind, key);
  throw revisionConflict(stamp, what, { ...conflict(), revision: stamp } as RevisionConflict);
}

/** 2026-12-03T22:00:00+08:00 → 2026-12-03 22:00 for the message. */
function shownInstant(iso: string | undefined): string {
  return iso === undefined ? '刚才' : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

// ---- the name list: a revision per passenger row, and one for the list ----

/** A name-list row as an order keeps it (the order core's `PassengerRecord`): its revision is kept here, not in it. */
type UnstampedPassenger = Omit<OrderPassenger, 'revision' | 'revisedBy' | 'revisedAt' | 'allowedActions'>;

interface NameListOrder {
  orderNo: string;
  passengerSeq: number;
  passengers: readonly UnstampedPassenger[];
}

/** The rows with their revisions, and the list's revision, as the answers carry them. */
export function stampedNameList(state: AnyState, order: NameListOrder): { passengers: OrderPassenger[]; nameListRevision: RevisionStamp } {
  return {
    passengers: order.passengers.map((passenger) => stampedPassenger(state, order, passenger)),
    nameListRevision: revisionStamp(state, 'nameList', order.orderNo),
  };
}

export function stampedPassenger(state: AnyState, order: Pick<NameListOrder, 'orderNo'>, passenger: UnstampedPassenger): OrderPassenger {
  return {
    ...passenger,
    ...revisionStamp(state, 'passenger', passengerKey(order.orderNo, passenger.passengerId)),
    allowedActions: passengerActions(passenger),
  };
}

/** A passenger id this order gave once (its rows are numbered in turn and never reused). */
function givenBy(order: NameListOrder, passengerId: string): boolean {
  const prefix = `${order.orderNo}-P`;
  if (!passengerId.startsWith(prefix)) return false;
  const seq = Number(passengerId.slice(prefix.length));
  return Number.isInteger(seq) && seq >= 1 && seq <= order.passengerSeq;
}

/**
 * Refuses a name-list write whose touched rows moved since they were read: changed by someone (their
 * revision is past the base) or removed (an id the order gave that is no longer on the list). Every
 * such row is named in the conflict; an id the order never gave is left to PASSENGER_NOT_FOUND.
 */
export function checkNameListRows(
  state: AnyState,
  order: NameListOrder,
  touched: readonly { passengerId: string; baseRevision: number }[],
): void {
  const onList = new Map(order.passengers.map((passenger) => [passenger.passengerId, passenger]));
  const moved: string[] = [];
  let named: { stamp: RevisionStamp; what: string } | undefined;
  for (const { passengerId, baseRevision } of touched) {
    const row = onList.get(passengerId);
    if (!row) {
      if (!givenBy(order, passengerId)) continue;
      moved.push(passengerId);
      named ??= { stamp: revisionStamp(state, 'nameList', order.orderNo), what: '名单（删除了您修改的旅客）' };
      continue;
    }
    const stamp = revisionStamp(state, 'passenger', passengerKey(order.orderNo, passengerId));
    if (stamp.revision === baseRevision) continue;
    moved.push(passengerId);
    named ??= { stamp, what: `旅客${row.name}` };
  }
  if (!named) return;
  const list = stampedNameList(state, order);
  throw revisionConflict(named.stamp, named.what, {
    recordType: 'nameList',
    revision: list.nameListRevision,
    current: { orderNo: order.orderNo, ...list },
    passengerIds: moved,
  });
}

/** An accepted name-list write: each changed row one more revision, and the list one more. */
export function bumpNameList(
  state: AnyState,
  order: Pick<NameListOrder, 'orderNo'>,
  changedIds: readonly string[],
  by: string,
  now: number,
): RevisionStamp {
  for (const passengerId of changedIds) bumpRevision(state, 'passenger', passengerKey(order.orderNo, passengerId), by, now);
  return bumpRevision(state, 'nameList', order.orderNo, by, now);
}
