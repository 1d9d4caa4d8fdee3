import type { RevisionStamp } from './envelope';
import type { OrderContact, OrderPassenger } from './endpoints/order';
import type { RoleDetail, StaffDetail, SubAccount } from './endpoints/agency';
import type { RegularPassenger } from './endpoints/regular-passenger';

/**
 * The records that carry a revision (docs/decisions.md "Revisions on every record people edit"). Each
 * kind names what a REVISION_CONFLICT refusal sends back as the record's current state.
 */
export interface RevisedRecords {
  /** An order's name list: every passenger row with its own revision, and the list's revision. */
  nameList: { orderNo: string; passengers: OrderPassenger[]; nameListRevision: RevisionStamp };
  /** An order's contact. */
  orderContact: { orderNo: string; contact: OrderContact; contactRevision: RevisionStamp };
  role: RoleDetail;
  subAccount: SubAccount;
  regularPassenger: RegularPassenger;
  /** The signed-in staff member's own details (/agent/staff/edit). */
  staff: StaffDetail;
}

export type RevisedRecordType = keyof RevisedRecords;

export const REVISED_RECORD_TYPES: readonly RevisedRecordType[] = [
  'nameList',
  'orderContact',
  'role',
  'subAccount',
  'regularPassenger',
  'staff',
];

/**
 * What a REVISION_CONFLICT refusal carries beside `errorParams` (`{ btCommonRes, errorParams, conflict }`):
 * the record as it is now, so the portal shows theirs against mine without a second call. On the name
 * list, `passengerIds` are the rows the refused write touched that changed (or went) since they were read.
 */
export type RevisionConflict = {
  [K in RevisedRecordType]: {
    recordType: K;
    /** The record's revision now, and who made it and when. */
    revision: RevisionStamp;
    current: RevisedRecords[K];
    /** Name list only: the touched rows changed or removed since (a removed one is absent from `current`). */
    passengerIds?: string[];
  };
}[RevisedRecordType];

/** The refusal's `conflict` when it has the shape of one; anything else is ignored. */
export function readConflict(value: unknown): RevisionConflict | undefined {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const candidate = value as Partial<RevisionConflict>;
  if (!REVISED_RECORD_TYPES.includes(candidate.recordType as RevisedRecordType)) return undefined;
  if (candidate.current == null || typeof candidate.current !== 'object') return undefined;
  if (candidate.revision == null || typeof candidate.revision.revision !== 'number') return undefined;
  return candidate as RevisionConflict;
}

/** The conflict of one kind of record, typed: undefined for another kind or none. */
export function conflictOf<K extends RevisedRecordType>(
  conflict: RevisionConflict | undefined,
  recordType: K,
): Extract<RevisionConflict, { recordType: K }> | undefined {
  return conflict?.recordType === recordType ? (conflict as Extract<RevisionConflict, { recordType: K }>) : undefined;
}
