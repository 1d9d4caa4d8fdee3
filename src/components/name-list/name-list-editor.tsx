import './name-list-editor.css';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { displayCell, NAME_LIST_TITLES, type NameListValidation } from '@/domain/name-list';
import type { ChangedBy } from '@/domain/name-list-merge';
import { sessionStore } from '@/lib/storage';
import type { PassengerAction, PassengerInput } from '@/lib/gateway/endpoints/order';
import { ActiveCell, type CellApi } from './name-list-cells';
import {
  useAskBeforeLeaving,
  useCursor,
  useDraftInSession,
  useDraftStorageKey,
  useEditorRows,
  useGridControls,
  useMergeWithTheirs,
  useNameListSaving,
  useNameListValidation,
  type Capacity,
  type Cursor,
} from './name-list-hooks';
import {
  CHOICES,
  ChoiceLists,
  KeysHelp,
  LeaveUnsavedModal,
  NameListErrors,
  NameListGrid,
  NameListNotices,
  NameListStatus,
  NameListToolbar,
  UnsavedCount,
} from './name-list-parts';
import { NameListProgress } from './name-list-progress';
import { useRowsInView } from './rows-in-view';
import {
  COLS,
  countSelected,
  errorCells,
  isFixed,
  nextError,
  pasteWithFields,
  presentIdNos,
  savedSeatCount,
  type EditorRow,
  type NameListTheirs,
  type PendingPaste,
  type RowRights,
  type SaveNameList,
} from './name-list-state';
import { useRowRights } from './row-rights';
import { PastePreviewDialog } from './paste-preview-dialog';

export type { NameListSave, NameListTheirs } from './name-list-state';

/**
 * The spreadsheet-like name list of an order (up to a few hundred rows), for agents who type fast.
 *
 * Props (stable):
 *   passengers      the order's passengers (OrderPassenger[]: passengerId, ticketNo when ticketed, and
 *                   allowedActions, asked through the action registry: a row without EDIT stays as it is,
 *                   one without DELETE is kept; a saved passenger sent without them allows neither)
 *   seatCapacity    seats held (group count): adults + children may not exceed it
 *   infantCapacity  infants booked
 *   departureDate   YYYY-MM-DD of the first flight: passenger types are ages on that day
 *   nameDeadline?   ISO deadline of the name list: progress '已录入 143/200 · 名单截止 2天4小时'
 *   readOnly?       nothing editable (no permission, or the order no longer takes names)
 *   saving?         the screen's save is under way (button spinner, grid read-only)
 *   revision?       the list's revision as read (with each passenger's own `revision`)
 *   listChangedBy?  who saved the list last and when (named when the open list is overtaken)
 *   onSave(rows, changes)  the whole list (blank rows left out; ticketed rows included, passengerId kept
 *                   on saved rows), and what it changes of the list as read (rows changed and added,
 *                   rows removed, each with the revision it was read at) — the order screen sends the
 *                   changes with orderApi.passengerSave. Called only when no cell is wrong. A resolved
 *                   promise clears the draft; a rejected one keeps it.
 *   readConflict?(error)  the gateway's current list when a rejected save was refused because someone
 *                   else saved it meanwhile: the editor then shows the merge (name-list-merge-dialog).
 *   draftId?        tells drafts apart when one address shows several lists (default: one per address)
 *   toolbarExtra?   more toolbar content (the crew import button)
 *   showPicker?     offer frequent/recent passengers (PassengerPicker); default true
 *
 * Cells: 姓名, 类型, 证件类型, 证件号码, 出生日期, 性别, 手机号. Keys: arrows, Tab/Shift+Tab, Enter/Shift+Enter
 * move; typing replaces the cell (IME works), F2 or a double click edits it; Escape cancels; Delete
 * clears; Ctrl+Z undoes the last change; Ctrl+V of cells copied from Excel/WPS fills rows from the focused
 * cell (a header row is mapped by title); Shift+Space selects the row. An ID number fills birth date,
 * gender and type. Unsaved changes live in a sessionStorage draft (per account, address and list), and
 * leaving the page while unsaved asks first.
 */
export interface NameListEditorProps {
  passengers: readonly (PassengerInput & { passengerId?: string; ticketNo?: string; allowedActions?: readonly PassengerAction[] })[];
  seatCapacity: number;
  infantCapacity: number;
  departureDate: string;
  nameDeadline?: string;
  readOnly?: boolean;
  saving?: boolean;
  revision?: number;
  listChangedBy?: ChangedBy;
  onSave: SaveNameList;
  readConflict?: (error: unknown) => NameListTheirs | undefined;
  draftId?: string;
  toolbarExtra?: ReactNode;
  showPicker?: boolean;
}

/** A row's height (name-list-editor.css); what the scroll box shows (520 px), rendered first and then ahead of what it has shown. */
const ROW_HEIGHT = 32;
const ROWS_AHEAD = 16;
/** A list this long renders whole (a temporary group, most charters); a larger group by what is in view. */
const WHOLE_UP_TO = 50;

export function NameListEditor({
  passengers,
  seatCapacity,
  infantCapacity,
  departureDate,
  nameDeadline,
  readOnly = false,
  saving = false,
  revision,
  listChangedBy,
  onSave,
  readConflict,
  draftId,
  toolbarExtra,
  showPicker = true,
}: NameListEditorProps) {
  const capacity = { departureDate, seatCapacity, infantCapacity };
  const storageKey = useDraftStorageKey(draftId);
  const editor = useEditorRows(passengers, readOnly, storageKey, revision);
  const { state, dispatch, rows, dirty, overtaken } = editor;
  const rights = useRowRights(passengers, state.adopted);
  const merging = useMergeWithTheirs(state.adopted, rows);
  const validation = useNameListValidation(rows, capacity);
  const cursor = useCursor(rows.length);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A paste of several columns waits for the agent to confirm where each column goes.
  const [pendingPaste, setPendingPaste] = useState<PendingPaste | null>(null);
  const ids = useId();
  // A group of 186: the rows the scroll box has shown, and the next screenful; the active cell's row always.
  const inView = useRowsInView(rows, { rowHeight: ROW_HEIGHT, ahead: ROWS_AHEAD, through: cursor.active.row, whole: WHOLE_UP_TO });
  useDraftInSession(state, dirty, storageKey, readOnly);
  const blocker = useAskBeforeLeaving(dirty && !readOnly);
  const { pending, locked, save, applyMerge } = useNameListSaving({
    held: readOnly || saving,
    rights,
    editor,
    validation,
    merging,
    goTo: cursor.goTo,
    onSave,
    readConflict,
    storageKey,
    capacity,
  });
  const controls = useGridControls({ departureDate, locked, rights, rows, dispatch, cursor, setSelected, setPendingPaste });
  const { element: activeCell, error: activeError } = activeCellOf({ rows, cursor, validation, locked, rights, api: controls.api, ids });
  const selectedCount = useMemo(() => countSelected(rows, selected), [rows, selected]);
  const errorItems = useMemo(() => errorCells(validation), [validation]);
  const presentIds = useMemo(() => presentIdNos(rows), [rows]);
  const afterPaste = () => {
    setPendingPaste(null);
    cursor.follow();
  };

  return (
    <div className="name-list-editor">
      <NameListToolbar
        readOnly={readOnly}
        locked={locked}
        saving={saving || pending}
        dirty={dirty}
        selectedCount={selectedCount}
        canUndo={state.past.length > 0}
        showPicker={showPicker}
        presentIds={presentIds}
        toolbarExtra={toolbarExtra}
        on={{
          addRow: controls.addRow,
          deleteSelected: () => {
            dispatch({ type: 'deleteRows', keys: selected, rights });
            setSelected(new Set());
          },
          undo: () => dispatch({ type: 'undo' }),
          pick: (picked) => dispatch({ type: 'addPassengers', ctx: controls.ctx, passengers: picked }),
          discard: () => {
            sessionStore.remove(storageKey);
            dispatch({ type: 'adopt', passengers, revision, readOnly });
          },
          save: () => void save(),
        }}
        progress={<SavedProgress passengers={passengers} capacity={capacity} nameDeadline={nameDeadline} />}
        unsaved={<UnsavedCount counts={validation.counts} seatCapacity={seatCapacity} infantCapacity={infantCapacity} />}
      />
      <NameListNotices
        restored={state.restored && dirty}
        overtaken={overtaken}
        merging={merging}
        listChangedBy={listChangedBy}
        locked={locked}
        saving={pending || saving}
        listErrors={validation.listErrors}
        onMerge={() => merging.setTheirs({ passengers, revision, changedBy: listChangedBy })}
        onApplyMerge={(choices) => void applyMerge(choices)}
      />
      <NameListGrid
        gridRef={cursor.gridRef}
        onScroll={inView.onScroll}
        readOnly={readOnly}
        rowCount={rows.length}
        shownRows={inView.shown}
        rowErrors={validation.rowErrors}
        selected={selected}
        active={cursor.active}
        activeCell={activeCell}
        restHeight={inView.restHeight}
        onMouseDown={controls.onGridMouseDown}
        onDoubleClick={controls.onGridDoubleClick}
        toggleRow={controls.toggleRow}
        rights={rights}
      />
      <ChoiceLists ids={ids} />
      <NameListStatus errorId={`${ids}-cell-error`} activeError={activeError} notice={state.notice} />
      {errorItems.length > 0 && (
        <NameListErrors
          errorItems={errorItems}
          onNext={() => controls.moveTo(nextError(errorItems, cursor.active))}
          moveTo={controls.moveTo}
        />
      )}
      {pendingPaste && (
        <PastePreviewDialog
          plan={pendingPaste.plan}
          onCancel={afterPaste}
          onApply={(fields) => {
            afterPaste();
            dispatch(pasteWithFields(pendingPaste, fields, controls.ctx));
          }}
        />
      )}
      {!readOnly && <KeysHelp />}
      <LeaveUnsavedModal blocker={blocker} />
    </div>
  );
}

/**
 * The active cell: the one input of the grid, in its row; `error` is what is wrong with it, in words
 * (its input's description). Drawn anew each render, as the cell's key says when its input starts over.
 */
function activeCellOf({
  rows,
  cursor: { active, startMode, focusTick, flushRef },
  validation,
  locked,
  rights,
  api,
  ids,
}: {
  rows: readonly EditorRow[];
  cursor: Cursor;
  validation: NameListValidation;
  locked: boolean;
  rights: RowRights;
  api: CellApi;
  ids: string;
}): { element: ReactNode; error: string | undefined } {
  const row = rows[active.row];
  const field = COLS[active.col]!;
  const value = row ? displayCell(field, row[field]) : '';
  const error = validation.rowErrors[active.row]?.[field];
  const element = row ? (
    <ActiveCell
      key={`${row.key}:${active.col}:${value}:${startMode}:${focusTick}`}
      initial={value}
      label={`第${active.row + 1}行 ${NAME_LIST_TITLES[field]}`}
      readOnly={locked || isFixed(rights, row)}
      invalid={Boolean(error)}
      describedBy={`${ids}-cell-error`}
      listId={CHOICES[field] ? `${ids}-${field}` : undefined}
      startMode={startMode}
      api={api}
      flushRef={flushRef}
    />
  ) : null;
  return { element, error: error && `第${active.row + 1}行 ${NAME_LIST_TITLES[field]}：${error}` };
}

/** What the order holds (as the page header says), seats and infants apart. */
function SavedProgress({
  passengers,
  capacity: { seatCapacity, infantCapacity },
  nameDeadline,
}: {
  passengers: NameListEditorProps['passengers'];
  capacity: Capacity;
  nameDeadline: string | undefined;
}) {
  const named = useMemo(() => savedSeatCount(passengers), [passengers]);
  return (
    <NameListProgress
      named={named}
      total={seatCapacity}
      nameDeadline={nameDeadline}
      infants={infantCapacity > 0 ? { named: passengers.length - named, total: infantCapacity } : undefined}
    />
  );
}
