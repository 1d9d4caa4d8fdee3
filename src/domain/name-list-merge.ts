import { formatBeijing } from './format';
import { idKey, isBlankRow, NAME_LIST_FIELDS, type NameListField, type NameListRow } from './name-list';

/*
 * The three-way merge of a name list, when a save is refused because someone else saved the list
 * after this page read it. Three lists of rows:
 *
 *   base    the list this page read (what the draft was typed over)
 *   mine    the draft
 *   theirs  the list the gateway holds now (sent with the refusal)
 *
 * Passengers are matched by passengerId; a row of mine without one is a passenger I added, a row of
 * theirs whose id the base lacks one they added. Per passenger:
 *
 *   only they changed it            → theirs          only I changed it          → mine
 *   both changed it the same way    → that            both changed it otherwise  → a conflict, field by field
 *   I removed it, they did not edit → removed         they removed it, I did not edit → removed
 *   I removed it, they edited it    → a conflict      they removed it, I edited it    → a conflict
 *   both added the same ID number, differently        → a conflict
 *
 * A conflict waits for a choice (mine or theirs); nothing either side typed is dropped without one.
 * Pure and linear in the rows (maps by id): the editor runs it on a few hundred rows at once.
 */

/** Who saved the list the gateway holds now, and when (ISO), as far as the gateway says. */
export interface ChangedBy {
  by: string;
  at: string;
}

/** '王芳 于 11-28 14:05', or '' when the gateway did not say (a record never changed since it was made). */
export const formatChangedBy = (changedBy: ChangedBy | undefined) =>
  changedBy ? `${changedBy.by} 于 ${formatBeijing(changedBy.at, 'MM-DD HH:mm')}` : '';

/** A record's revision stamp as who changed it and when (none when it names nobody). */
export const stampChangedBy = (stamp: { revisedBy?: string; revisedAt?: string }): ChangedBy | undefined =>
  stamp.revisedBy && stamp.revisedAt ? { by: stamp.revisedBy, at: stamp.revisedAt } : undefined;

/** A row of the gateway's current list, optionally naming who last changed that passenger. */
export type TheirRow = NameListRow & { revisedBy?: string; revisedAt?: string };

export type MergeKind =
  /** Nobody changed it. */
  | 'unchanged'
  /** Only they changed it: theirs is taken. */
  | 'theirs'
  /** Only I changed it: mine is kept. */
  | 'mine'
  /** Both changed it to the same values. */
  | 'same'
  /** Both changed it differently, or one removed what the other edited: a choice is needed. */
  | 'conflict'
  | 'addedMine'
  | 'addedTheirs'
  | 'removedMine'
  | 'removedTheirs'
  | 'removedBoth'
  /** They ticketed it: the ticket stands, whatever I typed (listed so that it is seen). */
  | 'ticketed';

/** Why a conflict is one. */
export type ConflictKind = 'edited' | 'removedByMe' | 'removedByThem' | 'addedBoth';

export type MergeChoice = 'mine' | 'theirs';

export interface MergeEntry {
  /** Stable key: the passengerId, or `mine:<n>` for a row I added. */
  key: string;
  kind: MergeKind;
  conflict?: ConflictKind;
  base?: NameListRow;
  mine?: NameListRow;
  theirs?: TheirRow;
  /**
   * The fields that tell the sides apart: for a conflict, where mine and theirs differ; for a change
   * of one side, what that side changed from the base.
   */
  fields: NameListField[];
  /** Who changed their side and when (theirs' row, else the list's last save). */
  changedBy?: ChangedBy;
}

export interface NameListMerge {
  entries: MergeEntry[];
  /** Entries waiting for a choice. */
  conflicts: number;
}

const differing = (a: NameListRow, b: NameListRow): NameListField[] =>
  NAME_LIST_FIELDS.filter((field) => (a[field] ?? '') !== (b[field] ?? ''));

const sameRow = (a: NameListRow, b: NameListRow) => differing(a, b).length === 0 && (a.ticketNo ?? '') === (b.ticketNo ?? '');

function changedByOf(theirs: TheirRow | undefined, list: ChangedBy | undefined): ChangedBy | undefined {
  return (theirs && stampChangedBy(theirs)) ?? list;
}

export function mergeNameLists(
  base: readonly NameListRow[],
  mine: readonly NameListRow[],
  theirs: readonly TheirRow[],
  changedBy?: ChangedBy,
): NameListMerge {
  const baseById = new Map<string, NameListRow>();
  for (const row of base) if (row.passengerId) baseById.set(row.passengerId, row);
  const theirsById = new Map<string, TheirRow>();
  for (const row of theirs) if (row.passengerId) theirsById.set(row.passengerId, row);
  // Passengers they added, by ID number: one I added too is the same person typed twice.
  const theirAdded = new Map<string, TheirRow>();
  for (const row of theirs) if (row.passengerId && !baseById.has(row.passengerId) && row.idNo) theirAdded.set(idKey(row.idNo), row);

  const entries: MergeEntry[] = [];
  const seen = new Set<string>();
  let added = 0;

  for (const row of mine) {
    if (isBlankRow(row)) continue;
    const id = row.passengerId;
    const baseRow = id ? baseById.get(id) : undefined;
    if (!id || !baseRow) {
      // A row I added (an id the base lacks is one I could not have read: treated as added too).
      const twin = row.idNo ? theirAdded.get(idKey(row.idNo)) : undefined;
      if (twin && !seen.has(twin.passengerId!)) {
        seen.add(twin.passengerId!);
        const fields = differing(row, twin);
        entries.push(
          fields.length === 0
            ? { key: twin.passengerId!, kind: 'same', mine: row, theirs: twin, fields, changedBy: changedByOf(twin, changedBy) }
            : {
                key: twin.passengerId!,
                kind: 'conflict',
                conflict: 'addedBoth',
                mine: row,
                theirs: twin,
                fields,
                changedBy: changedByOf(twin, changedBy),
              },
        );
        continue;
      }
      added += 1;
      const { passengerId: _id, ...fresh } = row;
      entries.push({ key: `mine:${added}`, kind: 'addedMine', mine: fresh, fields: [] });
      continue;
    }
    seen.add(id);
    const theirRow = theirsById.get(id);
    const mineFields = differing(baseRow, row);
    const by = changedByOf(theirRow, changedBy);
    if (!theirRow) {
      entries.push(
        mineFields.length === 0
          ? { key: id, kind: 'removedTheirs', base: baseRow, mine: row, fields: [], changedBy: by }
          : { key: id, kind: 'conflict', conflict: 'removedByThem', base: baseRow, mine: row, fields: mineFields, changedBy: by },
      );
      continue;
    }
    const theirFields = differing(baseRow, theirRow);
    const theirChanged = theirFields.length > 0 || (baseRow.ticketNo ?? '') !== (theirRow.ticketNo ?? '');
    if (theirRow.ticketNo && !baseRow.ticketNo) {
      entries.push({ key: id, kind: 'ticketed', base: baseRow, mine: row, theirs: theirRow, fields: mineFields, changedBy: by });
    } else if (mineFields.length === 0) {
      entries.push({
        key: id,
        kind: theirChanged ? 'theirs' : 'unchanged',
        base: baseRow,
        mine: row,
        theirs: theirRow,
        fields: theirFields,
        changedBy: theirChanged ? by : undefined,
      });
    } else if (!theirChanged) {
      entries.push({ key: id, kind: 'mine', base: baseRow, mine: row, theirs: theirRow, fields: mineFields });
    } else if (sameRow(row, theirRow)) {
      entries.push({ key: id, kind: 'same', base: baseRow, mine: row, theirs: theirRow, fields: mineFields, changedBy: by });
    } else {
      entries.push({
        key: id,
        kind: 'conflict',
        conflict: 'edited',
        base: baseRow,
        mine: row,
        theirs: theirRow,
        fields: differing(row, theirRow),
        changedBy: by,
      });
    }
  }

  // What is in theirs but not in mine: rows they added, and rows I removed.
  for (const row of theirs) {
    const id = row.passengerId;
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const baseRow = baseById.get(id);
    const by = changedByOf(row, changedBy);
    if (!baseRow) {
      entries.push({ key: id, kind: 'addedTheirs', theirs: row, fields: [], changedBy: by });
      continue;
    }
    const theirFields = differing(baseRow, row);
    entries.push(
      theirFields.length === 0 && (baseRow.ticketNo ?? '') === (row.ticketNo ?? '')
        ? { key: id, kind: 'removedMine', base: baseRow, theirs: row, fields: [] }
        : { key: id, kind: 'conflict', conflict: 'removedByMe', base: baseRow, theirs: row, fields: theirFields, changedBy: by },
    );
  }

  // Removed on both sides.
  for (const row of base) {
    const id = row.passengerId;
    if (!id || seen.has(id)) continue;
    entries.push({ key: id, kind: 'removedBoth', base: row, fields: [], changedBy: changedBy });
  }

  return { entries, conflicts: entries.reduce((count, entry) => count + (entry.kind === 'conflict' ? 1 : 0), 0) };
}

const stripMeta = ({ revisedBy: _by, revisedAt: _at, ...row }: TheirRow): NameListRow => row;

/**
 * The row an entry contributes to the merged list (none when the passenger is removed), for the choice
 * made on a conflict. A conflict without a choice contributes nothing: `resolveMerge` refuses first.
 */
export function mergedRow(entry: MergeEntry, choice: MergeChoice | undefined): NameListRow | undefined {
  switch (entry.kind) {
    case 'unchanged':
    case 'theirs':
    case 'same':
    case 'addedTheirs':
    case 'ticketed':
      return stripMeta(entry.theirs!);
    case 'mine':
    case 'addedMine':
      return entry.mine;
    case 'removedMine':
    case 'removedTheirs':
    case 'removedBoth':
      return undefined;
    case 'conflict':
      if (!choice) return undefined;
      switch (entry.conflict!) {
        case 'edited':
          return choice === 'mine' ? entry.mine : stripMeta(entry.theirs!);
        case 'addedBoth':
          // Mine over the row they added: the same passenger, not a second one.
          return choice === 'mine' ? { ...entry.mine!, passengerId: entry.theirs!.passengerId } : stripMeta(entry.theirs!);
        case 'removedByMe':
          return choice === 'mine' ? undefined : stripMeta(entry.theirs!);
        case 'removedByThem': {
          // Gone on the gateway: kept as mine, it goes back as a new passenger.
          if (choice === 'theirs') return undefined;
          const { passengerId: _id, ...row } = entry.mine!;
          return row;
        }
      }
  }
}

/** The merged list to save, or the keys of the conflicts still without a choice. */
export function resolveMerge(
  merge: NameListMerge,
  choices: Readonly<Record<string, MergeChoice | undefined>>,
): { rows: NameListRow[]; missing: [] } | { rows: null; missing: string[] } {
  const missing = merge.entries.filter((entry) => entry.kind === 'conflict' && !choices[entry.key]).map((entry) => entry.key);
  if (missing.length > 0) return { rows: null, missing };
  const rows: NameListRow[] = [];
  for (const entry of merge.entries) {
    const row = mergedRow(entry, choices[entry.key]);
    if (row) rows.push(row);
  }
  return { rows, missing: [] };
}
