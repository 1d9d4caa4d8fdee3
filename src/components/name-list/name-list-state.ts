import {
  blankRow,
  fillFromId,
  isBlankRow,
  NAME_LIST_FIELDS,
  NAME_LIST_TITLES,
  normaliseCell,
  rowFromPassenger,
  toPassenger,
  type NameListField,
  type NameListRow,
  type NameListValidation,
  type PassengerData,
} from '@/domain/name-list';
import type { ChangedBy } from '@/domain/name-list-merge';
import { parseClipboard, pasteIntoRows, planPaste, type PastePlan } from '@/domain/name-list-paste';
import type { PassengerAction } from '@/lib/gateway/endpoints/order';

/*
 * The name-list editor's state and its transitions, without React: the rows (each with a key that
 * outlives edits, so a row keeps its DOM and its selection), the undo history, the list last adopted
 * from the order and last saved (which tell whether the page is dirty), and the notice under the grid.
 * The editor (name-list-editor.tsx) renders it and dispatches; everything that decides what an edit,
 * a paste, a deletion, a save or a revert does lives here, where a unit test reaches it without a DOM.
 * Cell-level rules (normalising, what an ID number fills in, validation, placing a paste) stay in
 * domain/name-list.ts; this module only applies them to the editor's rows.
 *
 *   editorReducer, initialEditorState, EditorAction   the state and what changes it
 *   contentKey, passengersKey, isDirty, draftOf       what the page holds compared with the order
 *   clampCell, planMove, routePaste, pasteWithFields  where the active cell goes, what a paste does
 *   savePlan, errorCells, nextError                   what a save sends, or why it cannot
 *   toggleSelected, countSelected, savedSeatCount, presentIdNos
 *   RowRights, isFixed, isKept                        which saved rows the agent may change or remove
 */

/**
 * A passenger as the order hands it to the editor (saved ones with their id, ticketed ones with a
 * ticket, and the revision each was read at, with who made it: a save names the revision of every row
 * it changes or removes, and a merge names who changed theirs).
 */
export type EditorPassenger = PassengerData & {
  passengerId?: string;
  ticketNo?: string;
  /** What the gateway allows of the saved passenger (EDIT its cells, DELETE its row). */
  allowedActions?: readonly PassengerAction[];
  revision?: number;
  revisedBy?: string;
  revisedAt?: string;
};

/** A passenger as a save sends it: saved rows keep their passengerId, the ticket number is the order's. */
export type SavedPassenger = PassengerData & { passengerId?: string };

/** What a save sends: the changes against the list as read, and that list's revision. */
export type NameListSave = NameListChanges & { baseRevision: number };

/**
 * The screen's save of the list: the whole list (blank rows left out) and what it changes of the list as
 * read. A resolved promise clears the draft; a rejected one keeps it.
 */
export type SaveNameList = (rows: SavedPassenger[], changes: NameListSave) => Promise<unknown> | void;

/** The gateway's list to merge with: the one a refused save names, or the one the order shows now. */
export interface NameListTheirs {
  passengers: readonly EditorPassenger[];
  revision: number | undefined;
  changedBy?: ChangedBy;
}

export type EditorRow = NameListRow & { key: string };

export interface Cell {
  row: number;
  col: number;
}

export type Tone = 'info' | 'error';

export interface Notice {
  text: string;
  tone: Tone;
}

/** The editor's columns, in order (a column index is a position in this list). */
export const COLS = NAME_LIST_FIELDS;
export const LAST_COL = COLS.length - 1;
/** Steps Ctrl+Z can take back: enough for a session of typing, bounded for a list of a few hundred rows. */
export const MAX_UNDO = 100;

/** Said when a fixed row's cell (a ticketed passenger's) is typed into, cleared or pasted over: the change desk handles it. */
export const TICKETED_NOTICE = { text: '已出票旅客不可在此修改，请通过名单变更办理', tone: 'error' as const };

let keySequence = 0;
const newKey = () => `nl${(keySequence += 1)}`;

/** The row with a key: a new one, or the key of the row it replaces (the grid keeps that row's DOM). */
export const withKey = (row: NameListRow, key = newKey()): EditorRow => ({ ...row, key });

const stripKey = ({ key: _key, ...row }: EditorRow): NameListRow => row;

/**
 * Which saved rows the agent may not change (fixed) or remove (kept), by passengerId: the passenger's
 * actions (EDIT, DELETE) the gateway does not allow or the agent's functions do not permit, as the editor
 * asks the action registry. A new row, and a row the gateway has not named, is the agent's own.
 */
export interface RowRights {
  fixed: ReadonlySet<string>;
  kept: ReadonlySet<string>;
}

export const NO_LIMITS: RowRights = { fixed: new Set(), kept: new Set() };

/** The row's cells stay as they are. */
export const isFixed = (rights: RowRights, row: Pick<NameListRow, 'passengerId'> | undefined): boolean =>
  row?.passengerId !== undefined && rights.fixed.has(row.passengerId);

/** A deletion of the row leaves it in the list. */
export const isKept = (rights: RowRights, row: Pick<NameListRow, 'passengerId'> | undefined): boolean =>
  row?.passengerId !== undefined && rights.kept.has(row.passengerId);

/** The order's passengers as rows; an editable empty list starts with one blank row to type into. */
export function toEditorRows(passengers: readonly EditorPassenger[], readOnly: boolean): EditorRow[] {
  const rows = passengers.map((passenger) => withKey(rowFromPassenger(passenger)));
  return rows.length === 0 && !readOnly ? [withKey(blankRow())] : rows;
}

/** The list's content (blank rows and row keys aside): equal keys, same list. */
export function contentKey(rows: readonly NameListRow[]): string {
  let key = '';
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    key += `${row.passengerId ?? ''}\u0001${row.ticketNo ?? ''}\u0001${row.name}\u0001${row.passengerType}\u0001${row.idType}\u0001${row.idNo}\u0001${row.birthDate}\u0001${row.gender}\u0001${row.mobile}\u0002`;
  }
  return key;
}

/** The content key of the order's passengers, comparable with `contentKey` of the rows. */
export function passengersKey(passengers: readonly EditorPassenger[]): string {
  return contentKey(passengers.map((passenger) => rowFromPassenger(passenger)));
}

// ---------------------------------------------------------------- state

export interface EditorState {
  rows: EditorRow[];
  /** Earlier rows, oldest first (at most MAX_UNDO): Ctrl+Z goes back one. */
  past: EditorRow[][];
  /** The passengers the rows were last taken from (the base a save's changes are computed against). */
  adopted: readonly EditorPassenger[];
  /** The list's revision when `adopted` was read. */
  revision: number | undefined;
  /** The content last handed to onSave successfully (adopt the order's answer when it comes). */
  savedKey: string | null;
  notice: Notice | null;
  /** The rows came from the tab's draft, not from the order. */
  restored: boolean;
}

/** What an edit depends on besides the state: the props of the moment. */
export interface EditContext {
  departureDate: string;
  /** Read-only, or a save under way: edits are dropped. */
  readOnly: boolean;
  /** The saved rows the agent may not change or remove. */
  rights: RowRights;
}

export type EditorAction =
  | { type: 'edit'; ctx: EditContext; row: number; col: number; text: string }
  | { type: 'paste'; ctx: EditContext; row: number; col: number; text: string; plan?: Pick<PastePlan, 'fields' | 'how' | 'body'> }
  | { type: 'addRow' }
  | { type: 'deleteRows'; keys: ReadonlySet<string>; rights: RowRights }
  | { type: 'addPassengers'; ctx: EditContext; passengers: readonly PassengerData[] }
  | { type: 'undo' }
  | { type: 'adopt'; passengers: readonly EditorPassenger[]; revision: number | undefined; readOnly: boolean }
  /** A merge chosen: the rows become the merged list, typed over the gateway's current one. */
  | { type: 'rebase'; passengers: readonly EditorPassenger[]; revision: number | undefined; rows: readonly NameListRow[] }
  | { type: 'saved'; key: string }
  | { type: 'notice'; text: string; tone?: Tone };

/**
 * The tab's draft (what sessionStorage keeps between reloads): the rows, and the list they were typed
 * over with its revision, so a save after a reload still sends only what was changed, against what was
 * read, and someone else's save in between is merged, not overwritten.
 */
export interface StoredList {
  rows: NameListRow[];
  base?: EditorPassenger[];
  revision?: number;
}

/**
 * The state a mounted editor starts from: the order's passengers, or the tab's draft when it holds
 * something else (the agent's unsaved typing survives a reload or a session expiry).
 */
export function initialEditorState(
  passengers: readonly EditorPassenger[],
  readOnly: boolean,
  draft: StoredList | null,
  revision?: number,
): EditorState {
  const base = toEditorRows(passengers, readOnly);
  const kept = !readOnly && draft && Array.isArray(draft.rows) && contentKey(draft.rows) !== contentKey(base) ? draft.rows : null;
  const draftBase = kept && Array.isArray(draft?.base) ? draft.base : null;
  return {
    // A cell the stored draft lacks starts blank.
    rows: kept ? kept.map((row) => withKey({ ...blankRow(), ...row })) : base,
    past: [],
    adopted: draftBase ?? passengers,
    revision: draftBase ? draft?.revision : revision,
    savedKey: null,
    notice: null,
    restored: kept !== null,
  };
}

/** What the draft keeps: the rows (their keys are the page's own) and the list they were typed over. */
export function draftOf(state: Pick<EditorState, 'rows' | 'adopted' | 'revision'>): StoredList {
  return { rows: state.rows.map(stripKey), base: state.adopted.slice(), revision: state.revision };
}

/**
 * Unsaved: the rows differ from the order's list and from what was last saved. `rowsKey` and
 * `adoptedKey` are `contentKey(state.rows)` and `passengersKey(state.adopted)`, passed in so the
 * editor can memoise them.
 */
export function isDirty(state: Pick<EditorState, 'savedKey'>, rowsKey: string, adoptedKey: string): boolean {
  return rowsKey !== adoptedKey && rowsKey !== state.savedKey;
}

/** The new rows, with the old ones pushed on the undo history; an unchanged list records nothing. */
function record(state: EditorState, rows: EditorRow[], notice: Notice | null = null): EditorState {
  if (rows === state.rows) return notice ? { ...state, notice } : state;
  const past = state.past.length >= MAX_UNDO ? state.past.slice(1) : state.past.slice();
  past.push(state.rows);
  return { ...state, rows, past, notice };
}

/** One typed cell: normalised, and a new mainland ID number (or the ID type 身份证) refills what it decides. */
function editCell(row: EditorRow, field: NameListField, text: string, departureDate: string): EditorRow {
  const value = normaliseCell(field, text);
  if (row[field] === value) return row;
  let next: NameListRow = { ...row, [field]: value };
  if (field === 'idNo' && value !== '') next = fillFromId(next, departureDate, 'overwrite');
  else if (field === 'idType' && value === 'NI') next = fillFromId(next, departureDate, 'overwrite');
  return next as EditorRow;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const row = state.rows[action.row];
      if (!row || action.ctx.readOnly) return state;
      if (isFixed(action.ctx.rights, row)) return { ...state, notice: TICKETED_NOTICE };
      const next = editCell(row, COLS[action.col]!, action.text, action.ctx.departureDate);
      return next === row ? state : record(state, state.rows.with(action.row, next));
    }
    case 'paste': {
      if (action.ctx.readOnly) return state;
      const grid = parseClipboard(action.text);
      if (grid.length === 0) return state;
      if (grid.length === 1 && grid[0]!.length === 1) return editorReducer(state, { ...action, type: 'edit', text: grid[0]![0]! });
      const result = pasteIntoRows(state.rows, grid, { row: action.row, col: action.col }, action.ctx.departureDate, action.plan, (row) =>
        isFixed(action.ctx.rights, row),
      );
      const rows = result.rows.map((row, index) =>
        row === state.rows[index] ? state.rows[index]! : withKey(row, (row as Partial<EditorRow>).key ?? newKey()),
      );
      const skipped = result.skippedFixed > 0 ? `，跳过${result.skippedFixed}位已出票旅客` : '';
      const how = action.plan?.how === 'content' ? '（按内容识别列）' : result.hadHeader ? '（按表头对应列）' : '';
      return record(state, rows, { text: `已粘贴${result.changed.length}行${how}${skipped}，可按 Ctrl+Z 撤销`, tone: 'info' });
    }
    case 'addRow':
      return record(state, [...state.rows, withKey(blankRow())]);
    case 'deleteRows': {
      const rows = state.rows.filter((row) => isKept(action.rights, row) || !action.keys.has(row.key));
      const removed = state.rows.length - rows.length;
      if (removed === 0) return state;
      return record(state, rows.length > 0 ? rows : [withKey(blankRow())], { text: `已删除${removed}行，可按 Ctrl+Z 撤销`, tone: 'info' });
    }
    case 'addPassengers': {
      if (action.ctx.readOnly) return state;
      const present = new Set(state.rows.map((row) => row.idNo.toUpperCase()));
      const rows = state.rows.slice();
      let added = 0;
      let skipped = 0;
      for (const passenger of action.passengers) {
        const idKey = passenger.idNo.toUpperCase();
        if (present.has(idKey)) {
          skipped += 1;
          continue;
        }
        present.add(idKey);
        const row = fillFromId(rowFromPassenger(passenger), action.ctx.departureDate, 'blank');
        const blank = rows.findIndex(isBlankRow);
        if (blank >= 0) rows[blank] = withKey(row, rows[blank]!.key);
        else rows.push(withKey(row));
        added += 1;
      }
      const text = `已添加${added}位旅客${skipped > 0 ? `，${skipped}位已在名单中` : ''}`;
      return added > 0 ? record(state, rows, { text, tone: 'info' }) : { ...state, notice: { text, tone: 'info' } };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return { ...state, notice: { text: '没有可撤销的修改', tone: 'info' } };
      return { ...state, rows: previous, past: state.past.slice(0, -1), notice: { text: '已撤销上一步修改', tone: 'info' } };
    }
    case 'adopt':
      return {
        ...state,
        rows: toEditorRows(action.passengers, action.readOnly),
        past: [],
        adopted: action.passengers,
        revision: action.revision,
        savedKey: null,
        restored: false,
      };
    case 'rebase':
      // Undo stops here: an earlier state was typed over another base, and would undo their changes.
      return {
        ...state,
        rows: action.rows.map((row) => withKey(row)),
        past: [],
        adopted: action.passengers,
        revision: action.revision,
        savedKey: null,
        restored: false,
        notice: { text: '已按您的选择合并名单', tone: 'info' },
      };
    case 'saved':
      return { ...state, savedKey: action.key, notice: { text: '名单已保存', tone: 'info' } };
    case 'notice':
      return { ...state, notice: { text: action.text, tone: action.tone ?? 'info' } };
  }
}

// ---------------------------------------------------------------- the active cell

/** A cell inside a list of `rowCount` rows (row 0 of an empty list: the grid then shows no active cell). */
export function clampCell(cell: Cell, rowCount: number): Cell {
  return { row: Math.max(0, Math.min(cell.row, rowCount - 1)), col: Math.max(0, Math.min(cell.col, LAST_COL)) };
}

export interface MoveOptions {
  /** Tab: past the last column goes to the next row's first, and off either end of the grid is refused. */
  wrap?: boolean;
  /** Enter: below the last row opens a new row (unless locked). */
  enter?: boolean;
}

/**
 * Where a move by (dRow, dCol) from `active` lands: `null` when it cannot (Tab then leaves the grid),
 * `addRow` when Enter on the last row opens a new one (the cell is then in the row about to exist).
 */
export function planMove(
  active: Cell,
  dRow: number,
  dCol: number,
  options: MoveOptions,
  rowCount: number,
  locked: boolean,
): { to: Cell; addRow: boolean } | null {
  let row = active.row + dRow;
  let col = active.col + dCol;
  if (options.wrap) {
    if (col > LAST_COL) [row, col] = [row + 1, 0];
    if (col < 0) [row, col] = [row - 1, LAST_COL];
    if (row < 0 || row >= rowCount) return null;
  }
  if (options.enter && row >= rowCount && !locked) return { to: { row: rowCount, col: active.col }, addRow: true };
  return { to: clampCell({ row, col }, rowCount), addRow: false };
}

// ---------------------------------------------------------------- paste

/** A paste of several columns waiting for the agent to confirm where each column goes. */
export interface PendingPaste {
  text: string;
  at: Cell;
  plan: PastePlan;
}

/**
 * What a paste into the active cell does: `native` leaves it to the input (one value pasted while
 * editing the cell); `preview` asks the agent where the columns go first; `dispatch` applies it, or
 * says why not (locked list, fixed row).
 */
export type PasteRoute = { kind: 'native' } | { kind: 'preview'; pending: PendingPaste } | { kind: 'dispatch'; action: EditorAction };

export function routePaste(
  text: string,
  options: { editing: boolean; locked: boolean; at: Cell; row: EditorRow | undefined; ctx: EditContext },
): PasteRoute {
  const multi = /[\t\n]/.test(text.replace(/(\r?\n)+$/, ''));
  if (options.editing && !multi) return { kind: 'native' };
  if (options.locked) return { kind: 'dispatch', action: { type: 'notice', text: '名单当前不可修改', tone: 'error' } };
  if (isFixed(options.ctx.rights, options.row) && !multi) return { kind: 'dispatch', action: { type: 'notice', ...TICKETED_NOTICE } };
  const grid = parseClipboard(text);
  if (grid.some((line) => line.length > 1))
    return { kind: 'preview', pending: { text, at: options.at, plan: planPaste(grid, options.at.col) } };
  return { kind: 'dispatch', action: { type: 'paste', ctx: options.ctx, row: options.at.row, col: options.at.col, text } };
}

/** The paste the agent confirmed in the preview, with the columns as they left them. */
export function pasteWithFields(pending: PendingPaste, fields: PastePlan['fields'], ctx: EditContext): EditorAction {
  const { text, at, plan } = pending;
  return { type: 'paste', ctx, row: at.row, col: at.col, text, plan: { ...plan, fields } };
}

// ---------------------------------------------------------------- errors and saving

export interface ErrorCell extends Cell {
  text: string;
}

/** Every wrong cell, row by row, with the sentence the error list shows ('第3行 证件号码：…'). */
export function errorCells(validation: Pick<NameListValidation, 'rowErrors'>): ErrorCell[] {
  const items: ErrorCell[] = [];
  validation.rowErrors.forEach((errors, row) => {
    if (!errors) return;
    COLS.forEach((field, col) => {
      const reason = errors[field];
      if (reason) items.push({ row, col, text: `第${row + 1}行 ${NAME_LIST_TITLES[field]}：${reason}` });
    });
  });
  return items;
}

/** The first error after the active cell (row by row), or the first one. */
export function nextError<T extends Cell>(items: readonly T[], at: Cell): T {
  return items.find((item) => item.row > at.row || (item.row === at.row && item.col > at.col)) ?? items[0]!;
}

/**
 * What pressing 保存名单 does: with any error, nothing is sent (the notice counts them and the first
 * wrong cell is where the agent goes); otherwise the whole list is sent, blank rows left out, saved
 * rows with their passengerId, fixed rows included as they are.
 */
export type SavePlan = { kind: 'invalid'; text: string; first: Cell | undefined } | { kind: 'send'; passengers: SavedPassenger[] };

export function savePlan(rows: readonly NameListRow[], validation: NameListValidation): SavePlan {
  if (validation.errorCount > 0) {
    const first = errorCells(validation)[0];
    return {
      kind: 'invalid',
      text: `名单有${validation.errorCount}处错误，请修改后再保存`,
      first: first && { row: first.row, col: first.col },
    };
  }
  return { kind: 'send', passengers: rows.filter((row) => !isBlankRow(row)).map((row) => toPassenger(row)) };
}

/** A row a save changes or removes, with the revision it was read at; an added row has neither. */
export type ChangedPassenger = SavedPassenger & { baseRevision?: number };

export interface NameListChanges {
  /** Rows changed from the base (with passengerId and baseRevision) and rows added (without). */
  passengers: ChangedPassenger[];
  removed: { passengerId: string; baseRevision: number }[];
}

/**
 * What a save sends: only what the rows change of the base they were typed over, so that the gateway
 * keeps what someone else changed meanwhile in the rows left alone. Each changed or removed row names the
 * revision it was read at (0 when the base carried none). A fixed row is never sent changed, a kept one
 * never removed.
 */
export function nameListChanges(
  base: readonly EditorPassenger[],
  passengers: readonly SavedPassenger[],
  rights: RowRights = NO_LIMITS,
): NameListChanges {
  const byId = new Map<string, EditorPassenger>();
  for (const passenger of base) if (passenger.passengerId) byId.set(passenger.passengerId, passenger);
  const kept = new Set<string>();
  const changed: ChangedPassenger[] = [];
  for (const passenger of passengers) {
    const before = passenger.passengerId ? byId.get(passenger.passengerId) : undefined;
    if (!before) {
      const { passengerId: _id, ...added } = passenger;
      changed.push(added);
      continue;
    }
    kept.add(before.passengerId!);
    if (isFixed(rights, before)) continue;
    if (contentKey([rowFromPassenger(before)]) !== contentKey([rowFromPassenger({ ...passenger, ticketNo: before.ticketNo })])) {
      changed.push({ ...passenger, baseRevision: before.revision ?? 0 });
    }
  }
  const removed = base
    .filter((passenger) => passenger.passengerId && !isKept(rights, passenger) && !kept.has(passenger.passengerId))
    .map((passenger) => ({ passengerId: passenger.passengerId!, baseRevision: passenger.revision ?? 0 }));
  return { passengers: changed, removed };
}

// ---------------------------------------------------------------- selection and counts

/** The selection with the row toggled; a kept row (or none) is never selected, the set is then returned as is. */
export function toggleSelected(selected: ReadonlySet<string>, row: EditorRow | undefined, rights: RowRights): ReadonlySet<string> {
  if (!row || isKept(rights, row)) return selected;
  const next = new Set(selected);
  if (next.has(row.key)) next.delete(row.key);
  else next.add(row.key);
  return next;
}

/** Selected rows still in the list (a deletion or an undo may have taken some away). */
export function countSelected(rows: readonly EditorRow[], selected: ReadonlySet<string>): number {
  return rows.filter((row) => selected.has(row.key)).length;
}

/** Seats the order's saved list names (infants hold no seat). */
export function savedSeatCount(passengers: readonly EditorPassenger[]): number {
  return passengers.filter((passenger) => passenger.passengerType !== 'INF').length;
}

/** ID numbers already in the rows (the passenger picker greys them out). */
export function presentIdNos(rows: readonly NameListRow[]): string[] {
  return rows.filter((row) => row.idNo).map((row) => row.idNo);
}
