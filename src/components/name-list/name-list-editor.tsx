import './name-list-editor.css';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type Dispatch,
  type SetStateAction,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react';
import { Alert, Button, Modal, Popconfirm } from 'antd';
import { useBlocker, useLocation, type Blocker } from 'react-router-dom';
import {
  displayCell,
  isBlankRow,
  NAME_LIST_TITLES,
  rowFromPassenger,
  validateNameList,
  type NameListField,
  type NameListRow,
  type NameListValidation,
} from '@/domain/name-list';
import { formatChangedBy, mergeNameLists, resolveMerge, type ChangedBy, type MergeChoice, type TheirRow } from '@/domain/name-list-merge';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import { ROUTES } from '@/config/routes';
import { gatewayNow } from '@/lib/clock';
import { useSessionUser } from '@/lib/current-user';
import { draftKey, readDraft, saveDraft } from '@/lib/drafts';
import { rememberPassengers } from '@/lib/passenger-history';
import { sessionStore } from '@/lib/storage';
import type { PassengerAction, PassengerInput } from '@/lib/gateway/endpoints/order';
import { PassengerPicker } from '../passenger-picker';
import { ActiveCell, GridRow, type CellApi, type Mode } from './name-list-cells';
import { NameListProgress } from './name-list-progress';
import { useRowsInView } from './rows-in-view';
import {
  clampCell,
  COLS,
  contentKey,
  countSelected,
  draftOf,
  editorReducer,
  errorCells,
  initialEditorState,
  isDirty,
  isFixed,
  isKept,
  nameListChanges,
  nextError,
  passengersKey,
  pasteWithFields,
  planMove,
  presentIdNos,
  routePaste,
  savedSeatCount,
  savePlan,
  toggleSelected,
  type Cell,
  type EditContext,
  type EditorAction,
  type EditorPassenger,
  type EditorRow,
  type EditorState,
  type NameListChanges,
  type PendingPaste,
  type RowRights,
  type StoredList,
} from './name-list-state';
import { useRowRights } from './row-rights';
import { PastePreviewDialog } from './paste-preview-dialog';
import { NameListMergeDialog } from './name-list-merge-dialog';

/** What a save sends: the changes against the list as read, and that list's revision. */
export type NameListSave = NameListChanges & { baseRevision: number };

/** The gateway's list to merge with: the one a refused save names, or the one the order shows now. */
export interface NameListTheirs {
  passengers: readonly EditorPassenger[];
  revision: number | undefined;
  changedBy?: ChangedBy;
}

/**
 * The spreadsheet-like name list of an order (up to a few hundred rows), for agents who type fast.
 *
 * Props (stable):
 *   passengers      the order's passengers (OrderPassenger[]: passengerId, ticketNo when ticketed, and
 *                   allowedActions: a row without EDIT stays as it is, one without DELETE is kept)
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
  onSave: (rows: (PassengerInput & { passengerId?: string })[], changes: NameListSave) => Promise<unknown> | void;
  readConflict?: (error: unknown) => NameListTheirs | undefined;
  draftId?: string;
  toolbarExtra?: ReactNode;
  showPicker?: boolean;
}

const WIDTHS: Record<NameListField, number> = {
  name: 150,
  passengerType: 80,
  idType: 110,
  idNo: 190,
  birthDate: 110,
  gender: 64,
  mobile: 130,
};
const CHOICES: Partial<Record<NameListField, readonly { label: string }[]>> = {
  passengerType: PassengerType.options,
  idType: IdType.options,
  gender: Gender.options,
};

// ---------------------------------------------------------------- the editor

/** A row's height (name-list-editor.css); what the scroll box shows (520 px), rendered first and then ahead of what it has shown. */
const ROW_HEIGHT = 32;
const ROWS_AHEAD = 16;
/** A list this long renders whole (a temporary group, most charters); a larger group by what is in view. */
const WHOLE_UP_TO = 50;

/** Focus follows the grid only while the user works in it: a press or a focus outside it lets go. */
function useFocusLeavesWithTheUser(gridRef: RefObject<HTMLDivElement | null>, wantFocus: RefObject<boolean>) {
  useEffect(() => {
    const leave = (event: Event) => {
      if (gridRef.current && event.target instanceof Node && !gridRef.current.contains(event.target)) wantFocus.current = false;
    };
    document.addEventListener('mousedown', leave, true);
    document.addEventListener('focusin', leave, true);
    return () => {
      document.removeEventListener('mousedown', leave, true);
      document.removeEventListener('focusin', leave, true);
    };
  }, [gridRef, wantFocus]);
}

/** Leaving while unsaved asks first (the draft stays either way); a session expiry's redirect passes. */
function useAskBeforeLeaving(guard: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== ROUTES.login.path,
  );
  useEffect(() => {
    if (!guard) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [guard]);
  return blocker;
}

/** The gateway's list to merge with, while the merge is open, and the merge of the three lists. */
function useMergeWithTheirs(adopted: readonly EditorPassenger[], rows: readonly NameListRow[]) {
  // The list to merge with, while the merge is open.
  const [theirs, setTheirs] = useState<NameListTheirs | null>(null);
  const merge = useMemo(() => {
    if (!theirs) return null;
    const theirRows: TheirRow[] = theirs.passengers.map((passenger) => ({
      ...rowFromPassenger(passenger),
      revisedBy: passenger.revisedBy,
      revisedAt: passenger.revisedAt,
    }));
    return mergeNameLists(
      adopted.map((passenger) => rowFromPassenger(passenger)),
      rows,
      theirRows,
      theirs.changedBy,
    );
  }, [theirs, adopted, rows]);
  return { theirs, setTheirs, merge };
}

/** The draft: what is typed survives a reload and a session expiry (same tab), never the tab. */
function useDraftInSession(state: EditorState, dirty: boolean, storageKey: string, readOnly: boolean) {
  useEffect(() => {
    if (readOnly) return;
    if (dirty) saveDraft(storageKey, draftOf(state));
    else sessionStore.remove(storageKey);
  }, [state, dirty, storageKey, readOnly]);
}

/** What moves, edits and selects in the grid: the active cell's API (keys, paste, undo) and the pointer on the grid. */
function useGridControls({
  departureDate,
  locked,
  rights,
  rows,
  active,
  dispatch,
  wantFocus: wantFocusRef,
  flushRef,
  setActive,
  setStartMode,
  setSelected,
  setPendingPaste,
}: {
  departureDate: string;
  locked: boolean;
  rights: RowRights;
  rows: readonly EditorRow[];
  active: Cell;
  dispatch: Dispatch<EditorAction>;
  wantFocus: RefObject<boolean>;
  flushRef: RefObject<(() => void) | null>;
  setActive: (cell: Cell) => void;
  setStartMode: (mode: Mode) => void;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  setPendingPaste: (pending: PendingPaste | null) => void;
}) {
  const ctx: EditContext = { departureDate, readOnly: locked, rights };
  const moveTo = (cell: Partial<Cell>) => {
    wantFocusRef.current = true;
    setStartMode('nav');
    setActive(clampCell({ row: cell.row ?? active.row, col: cell.col ?? active.col }, rows.length));
  };

  const api: CellApi = {
    wantsFocus: () => wantFocusRef.current,
    commit: (text) => {
      setStartMode('nav');
      dispatch({ type: 'edit', ctx, row: active.row, col: active.col, text });
    },
    move: (dRow, dCol, options = {}) => {
      const move = planMove(active, dRow, dCol, options, rows.length, locked);
      if (!move) return false;
      if (move.addRow) dispatch({ type: 'addRow' });
      wantFocusRef.current = true;
      setStartMode('nav');
      setActive(move.to);
      return true;
    },
    moveTo,
    undo: () => {
      if (locked) return;
      dispatch({ type: 'undo' });
    },
    paste: (text, editing) => {
      const route = routePaste(text, { editing, locked, at: active, row: rows[active.row], ctx });
      if (route.kind === 'native') return false;
      if (route.kind === 'preview') setPendingPaste(route.pending);
      else dispatch(route.action);
      return true;
    },
    toggleSelect: () => toggleRow(active.row),
    notice: (text, tone) => dispatch({ type: 'notice', text, tone }),
  };

  const toggleRow = useCallback(
    (index: number) => {
      const row = rows[index];
      setSelected((current) => toggleSelected(current, row, rights));
    },
    [rows, rights, setSelected],
  );

  const onGridMouseDown = (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    const rowIndex = Number(target.closest('tr')?.dataset.row);
    const col = Number(target.closest('td')?.dataset.col);
    if (!Number.isInteger(rowIndex) || !Number.isInteger(col)) return;
    wantFocusRef.current = true;
    if (rowIndex === active.row && col === active.col) {
      const input = target.closest('td')?.querySelector('input');
      if (input && target !== input) {
        event.preventDefault();
        input.focus();
      }
      return;
    }
    // The cell being left unmounts before it could blur: keep what was typed in it first. The new
    // cell's input takes the focus itself (the browser would give it to the page).
    event.preventDefault();
    flushRef.current?.();
    wantFocusRef.current = true;
    setStartMode('nav');
    setActive({ row: rowIndex, col });
  };

  const onGridDoubleClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const td = (event.target as HTMLElement).closest('td');
    if (td && !td.classList.contains('nl-active')) return;
    if (!locked && !isFixed(rights, rows[active.row])) setStartMode('edit');
  };

  return { ctx, moveTo, api, toggleRow, onGridMouseDown, onGridDoubleClick };
}

/** Saving: the rows on screen, or a merge's result over the gateway's list; a refusal by a newer list opens the merge. */
function useNameListSaving({
  locked,
  rights,
  rows,
  rowsKey,
  state,
  validation,
  merge,
  theirs,
  setTheirs,
  setPending,
  dispatch,
  moveTo,
  onSave,
  readConflict,
  storageKey,
  capacity: { departureDate, seatCapacity, infantCapacity },
}: {
  locked: boolean;
  rights: RowRights;
  rows: readonly EditorRow[];
  rowsKey: string;
  state: EditorState;
  validation: NameListValidation;
  merge: ReturnType<typeof useMergeWithTheirs>['merge'];
  theirs: NameListTheirs | null;
  setTheirs: (theirs: NameListTheirs | null) => void;
  setPending: (pending: boolean) => void;
  dispatch: Dispatch<EditorAction>;
  moveTo: (cell: Partial<Cell>) => void;
  onSave: NameListEditorProps['onSave'];
  readConflict: NameListEditorProps['readConflict'];
  storageKey: string;
  capacity: { departureDate: string; seatCapacity: number; infantCapacity: number };
}) {
  /** Saves `list` as a change of `base` (the rows on screen, or a merge's result over the gateway's list). */
  const send = async (
    list: (PassengerInput & { passengerId?: string })[],
    base: readonly EditorPassenger[],
    baseRevision: number | undefined,
    key: string,
  ) => {
    const changes = nameListChanges(base, list, rights);
    setPending(true);
    try {
      await onSave(list, { ...changes, baseRevision: baseRevision ?? 0 });
      sessionStore.remove(storageKey);
      rememberPassengers(list);
      setTheirs(null);
      dispatch({ type: 'saved', key });
    } catch (error) {
      const current = readConflict?.(error);
      if (current) setTheirs(current);
      else dispatch({ type: 'notice', text: '保存未成功，修改仍保留在本页（草稿）', tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  const save = async () => {
    if (locked) return;
    const plan = savePlan(rows, validation);
    if (plan.kind === 'invalid') {
      dispatch({ type: 'notice', text: plan.text, tone: 'error' });
      if (plan.first) moveTo(plan.first);
      return;
    }
    // PassengerData is PassengerInput's structure, kept in domain/ (which may not import the gateway).
    await send(plan.passengers, state.adopted, state.revision, rowsKey);
  };

  /** The merge chosen: the rows become the merged list over theirs, and it is saved when it is valid. */
  const applyMerge = async (choices: Record<string, MergeChoice>) => {
    if (!merge || !theirs || locked) return;
    const resolved = resolveMerge(merge, choices);
    if (!resolved.rows) return;
    const merged: NameListRow[] = resolved.rows;
    dispatch({ type: 'rebase', passengers: theirs.passengers, revision: theirs.revision, rows: merged });
    const mergedKey = contentKey(merged);
    if (mergedKey === passengersKey(theirs.passengers)) {
      // Theirs throughout: nothing of mine is left to send.
      setTheirs(null);
      return;
    }
    const plan = savePlan(merged, validateNameList(merged, { now: gatewayNow(), departureDate, seatCapacity, infantCapacity }));
    if (plan.kind === 'invalid') {
      setTheirs(null);
      dispatch({ type: 'notice', text: `已合并，${plan.text}`, tone: 'error' });
      return;
    }
    await send(plan.passengers, theirs.passengers, theirs.revision, mergedKey);
  };

  return { save, applyMerge };
}

/**
 * The rows: the order's list, or the draft kept in this tab; the order's answer after a save replaces
 * them when nothing is edited. Unsaved (dirty) and overtaken (a newer list while unsaved) follow.
 */
function useEditorRows(passengers: NameListEditorProps['passengers'], readOnly: boolean, storageKey: string, revision: number | undefined) {
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState(passengers, readOnly, readOnly ? null : readDraft<StoredList>(storageKey), revision),
  );
  const { rows } = state;

  const rowsKey = useMemo(() => contentKey(rows), [rows]);
  const baseKey = useMemo(() => passengersKey(state.adopted), [state.adopted]);
  const incomingKey = useMemo(() => passengersKey(passengers), [passengers]);
  // Unsaved: different from the order's list and from what was last saved.
  const dirty = isDirty(state, rowsKey, baseKey);
  // The order's answer after a save (or a reload that changed it while nothing is edited) replaces
  // the rows; the same list in a new array changes nothing.
  if (incomingKey !== baseKey && !dirty) {
    dispatch({ type: 'adopt', passengers, revision, readOnly });
  }
  // Someone else saved the list while this page holds unsaved changes: said at once, merged on request.
  const overtaken = dirty && !readOnly && incomingKey !== baseKey;

  return { state, dispatch, rows, rowsKey, dirty, overtaken };
}

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
  const user = useSessionUser();
  const { pathname } = useLocation();
  const storageKey = draftKey(user?.accountId ?? 'guest', pathname, `name-list${draftId ? `:${draftId}` : ''}`);
  const [pending, setPending] = useState(false);
  const locked = readOnly || saving || pending;

  const { state, dispatch, rows, rowsKey, dirty, overtaken } = useEditorRows(passengers, readOnly, storageKey, revision);
  const rights = useRowRights(passengers, state.adopted);
  const { theirs, setTheirs, merge } = useMergeWithTheirs(state.adopted, rows);

  const validation = useMemo(
    () => validateNameList(rows, { now: gatewayNow(), departureDate, seatCapacity, infantCapacity }),
    [rows, departureDate, seatCapacity, infantCapacity],
  );

  const [activeState, setActive] = useState<Cell>({ row: 0, col: 0 });
  const active = clampCell(activeState, rows.length);
  const [startMode, setStartMode] = useState<Mode>('nav');
  // Raised to focus the active cell again (its input focuses itself when it mounts).
  const [focusTick, setFocusTick] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A paste of several columns waits for the agent to confirm where each column goes.
  const [pendingPaste, setPendingPaste] = useState<PendingPaste | null>(null);
  const wantFocus = useRef(false);
  const flushRef = useRef<(() => void) | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const errorId = `${ids}-cell-error`;
  // A group of 186: the rows the scroll box has shown, and the next screenful; the active cell's row always.
  const {
    shown: shownRows,
    restHeight,
    onScroll,
  } = useRowsInView(rows, { rowHeight: ROW_HEIGHT, ahead: ROWS_AHEAD, through: active.row, whole: WHOLE_UP_TO });

  useFocusLeavesWithTheUser(gridRef, wantFocus);

  useDraftInSession(state, dirty, storageKey, readOnly);

  const blocker = useAskBeforeLeaving(dirty && !readOnly);

  const { ctx, moveTo, api, toggleRow, onGridMouseDown, onGridDoubleClick } = useGridControls({
    departureDate,
    locked,
    rights,
    rows,
    active,
    dispatch,
    wantFocus,
    flushRef,
    setActive,
    setStartMode,
    setSelected,
    setPendingPaste,
  });

  const activeRow = rows[active.row];
  const activeField = COLS[active.col]!;
  const activeValue = activeRow ? displayCell(activeField, activeRow[activeField]) : '';
  const activeError = validation.rowErrors[active.row]?.[activeField];
  const activeCell = activeRow ? (
    <ActiveCell
      key={`${activeRow.key}:${active.col}:${activeValue}:${startMode}:${focusTick}`}
      initial={activeValue}
      label={`第${active.row + 1}行 ${NAME_LIST_TITLES[activeField]}`}
      readOnly={locked || isFixed(rights, activeRow)}
      invalid={Boolean(activeError)}
      describedBy={errorId}
      listId={CHOICES[activeField] ? `${ids}-${activeField}` : undefined}
      startMode={startMode}
      api={api}
      flushRef={flushRef}
    />
  ) : null;

  const selectedCount = useMemo(() => countSelected(rows, selected), [rows, selected]);
  const errorItems = useMemo(() => errorCells(validation), [validation]);

  const { save, applyMerge } = useNameListSaving({
    locked,
    rights,
    rows,
    rowsKey,
    state,
    validation,
    merge,
    theirs,
    setTheirs,
    setPending,
    dispatch,
    moveTo,
    onSave,
    readConflict,
    storageKey,
    capacity: { departureDate, seatCapacity, infantCapacity },
  });

  const seatNamed = validation.counts.adults + validation.counts.children;
  const savedSeatNamed = useMemo(() => savedSeatCount(passengers), [passengers]);
  const presentIds = useMemo(() => presentIdNos(rows), [rows]);

  const addRow = () => {
    // A blank last row (the one an empty list starts with) is the new row: focus goes to its
    // first cell — also when it is the active cell already, drawn but not focused.
    const last = rows.length - 1;
    const reuse = last >= 0 && isBlankRow(rows[last]!) && !isFixed(rights, rows[last]);
    if (!reuse) dispatch({ type: 'addRow' });
    wantFocus.current = true;
    setStartMode('nav');
    setActive({ row: reuse ? last : rows.length, col: 0 });
    setFocusTick((tick) => tick + 1);
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
        onAddRow={addRow}
        onDeleteSelected={() => {
          dispatch({ type: 'deleteRows', keys: selected, rights });
          setSelected(new Set());
        }}
        onUndo={() => dispatch({ type: 'undo' })}
        onPick={(picked) => dispatch({ type: 'addPassengers', ctx, passengers: picked })}
        onDiscard={() => {
          sessionStore.remove(storageKey);
          dispatch({ type: 'adopt', passengers, revision, readOnly });
        }}
        onSave={() => void save()}
        progress={
          /* What the order holds (as the page header says); the page's own count beside it until saved. */
          <NameListProgress
            named={savedSeatNamed}
            total={seatCapacity}
            nameDeadline={nameDeadline}
            infants={infantCapacity > 0 ? { named: passengers.length - savedSeatNamed, total: infantCapacity } : undefined}
          />
        }
        unsaved={
          <>
            未保存：本页已录入 {seatNamed}/{seatCapacity}
            {infantCapacity > 0 ? ` · 婴儿 ${validation.counts.infants}/${infantCapacity}` : ''}
          </>
        }
      />

      {state.restored && dirty && <Alert type="info" showIcon title="已恢复本标签页中未保存的名单修改，请核对后保存。" />}
      {overtaken && !theirs && (
        <OvertakenAlert
          listChangedBy={listChangedBy}
          locked={locked}
          onMerge={() => setTheirs({ passengers, revision, changedBy: listChangedBy })}
        />
      )}
      {merge && (
        <NameListMergeDialog
          key={theirs?.revision ?? 0}
          merge={merge}
          changedBy={theirs?.changedBy}
          saving={pending || saving}
          onApply={(choices) => void applyMerge(choices)}
          onCancel={() => setTheirs(null)}
        />
      )}
      {validation.listErrors.map((text) => (
        <Alert key={text} type="warning" showIcon title={text} />
      ))}

      <NameListGrid
        gridRef={gridRef}
        onScroll={onScroll}
        readOnly={readOnly}
        rowCount={rows.length}
        shownRows={shownRows}
        rowErrors={validation.rowErrors}
        selected={selected}
        active={active}
        activeCell={activeCell}
        restHeight={restHeight}
        onMouseDown={onGridMouseDown}
        onDoubleClick={onGridDoubleClick}
        toggleRow={toggleRow}
        rights={rights}
      />
      <ChoiceLists ids={ids} />

      <div id={errorId} className="name-list-status nl-status-error">
        {activeError ? `第${active.row + 1}行 ${NAME_LIST_TITLES[activeField]}：${activeError}` : ''}
      </div>
      <div className={`name-list-status${state.notice?.tone === 'error' ? ' nl-status-error' : ''}`} role="status" aria-live="polite">
        {state.notice?.text ?? ''}
      </div>

      {errorItems.length > 0 && (
        <NameListErrors errorItems={errorItems} onNext={() => moveTo(nextError(errorItems, active))} moveTo={moveTo} />
      )}
      {pendingPaste && (
        <PastePreviewDialog
          plan={pendingPaste.plan}
          onCancel={() => {
            setPendingPaste(null);
            wantFocus.current = true;
          }}
          onApply={(fields) => {
            setPendingPaste(null);
            wantFocus.current = true;
            dispatch(pasteWithFields(pendingPaste, fields, ctx));
          }}
        />
      )}

      {!readOnly && <KeysHelp />}

      <LeaveUnsavedModal blocker={blocker} />
    </div>
  );
}

/** Add, delete, undo, pick, discard and save; the progress, and the page's own count until saved. */
function NameListToolbar({
  readOnly,
  locked,
  saving,
  dirty,
  selectedCount,
  canUndo,
  showPicker,
  presentIds,
  toolbarExtra,
  onAddRow,
  onDeleteSelected,
  onUndo,
  onPick,
  onDiscard,
  onSave,
  progress,
  unsaved,
}: {
  readOnly: boolean;
  locked: boolean;
  saving: boolean;
  dirty: boolean;
  selectedCount: number;
  canUndo: boolean;
  showPicker: boolean;
  presentIds: ComponentProps<typeof PassengerPicker>['exclude'];
  toolbarExtra: ReactNode;
  onAddRow: () => void;
  onDeleteSelected: () => void;
  onUndo: () => void;
  onPick: ComponentProps<typeof PassengerPicker>['onPick'];
  onDiscard: () => void;
  onSave: () => void;
  progress: ReactNode;
  unsaved: ReactNode;
}) {
  return (
    <div className="name-list-toolbar">
      {!readOnly && (
        <>
          <Button onClick={onAddRow} disabled={locked}>
            添加一行
          </Button>
          <Button danger disabled={locked || selectedCount === 0} onClick={onDeleteSelected}>
            删除选中行{selectedCount > 0 ? `（${selectedCount}）` : ''}
          </Button>
          <Button disabled={locked || !canUndo} onClick={onUndo}>
            撤销
          </Button>
          {showPicker && <PassengerPicker disabled={locked} exclude={presentIds} onPick={onPick} />}
          {toolbarExtra}
          {dirty && (
            <Popconfirm
              title="放弃未保存的修改？"
              description="名单将恢复为订单中已保存的旅客"
              okText="放弃修改"
              cancelText="取消"
              onConfirm={onDiscard}
            >
              <Button disabled={locked}>放弃修改</Button>
            </Popconfirm>
          )}
          <Button type="primary" loading={saving} disabled={readOnly || !dirty} onClick={onSave}>
            保存名单
          </Button>
        </>
      )}
      {readOnly && toolbarExtra}
      {progress}
      {dirty && <span className="name-list-unsaved">{unsaved}</span>}
    </div>
  );
}

/** The grid: its header, the rows in view (the active one with its cell), and the height of the rest. */
function NameListGrid({
  gridRef,
  onScroll,
  readOnly,
  rowCount,
  shownRows,
  rowErrors,
  selected,
  active,
  activeCell,
  restHeight,
  onMouseDown,
  onDoubleClick,
  toggleRow,
  rights,
}: {
  gridRef: RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  readOnly: boolean;
  rowCount: number;
  shownRows: readonly EditorRow[];
  rowErrors: NameListValidation['rowErrors'];
  selected: ReadonlySet<string>;
  active: Cell;
  activeCell: ReactNode;
  restHeight: number;
  onMouseDown: (event: MouseEvent<HTMLTableSectionElement>) => void;
  onDoubleClick: (event: MouseEvent<HTMLTableSectionElement>) => void;
  toggleRow: (index: number) => void;
  rights: RowRights;
}) {
  return (
    <div className="name-list-scroll" ref={gridRef} onScroll={onScroll}>
      <table
        role="grid"
        aria-label="旅客名单"
        aria-readonly={readOnly || undefined}
        aria-multiselectable
        aria-rowcount={rowCount + 1}
        className="name-list-grid"
      >
        <colgroup>
          <col style={{ width: 64 }} />
          {COLS.map((field) => (
            <col key={field} style={{ width: WIDTHS[field] }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="nl-rowhead">
              序号
            </th>
            {COLS.map((field) => (
              <th key={field} scope="col" role="columnheader">
                {NAME_LIST_TITLES[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onMouseDown={onMouseDown}
          onDoubleClick={onDoubleClick}
          onChange={(event) => {
            const index = Number((event.target as HTMLElement).dataset.select);
            if (Number.isInteger(index)) toggleRow(index);
          }}
        >
          {shownRows.map((row, index) => (
            <GridRow
              key={row.key}
              row={row}
              index={index}
              errors={rowErrors[index]}
              selected={selected.has(row.key)}
              fixed={isFixed(rights, row)}
              kept={isKept(rights, row)}
              activeCol={index === active.row ? active.col : -1}
              activeCell={index === active.row ? activeCell : null}
            />
          ))}
          {restHeight > 0 && (
            <tr aria-hidden="true" className="nl-rest">
              <td colSpan={COLS.length + 1} style={{ height: restHeight }} />
            </tr>
          )}
        </tbody>
      </table>
      {rowCount === 0 && <p className="name-list-status">暂无旅客</p>}
    </div>
  );
}

/** The wrong cells: the next one, or any of them, a click away. */
function NameListErrors({
  errorItems,
  onNext,
  moveTo,
}: {
  errorItems: ReturnType<typeof errorCells>;
  onNext: () => void;
  moveTo: (cell: Partial<Cell>) => void;
}) {
  return (
    <div className="name-list-errors">
      <Button size="small" onClick={onNext}>
        定位下一处错误（共 {errorItems.length} 处）
      </Button>
      <details>
        <summary>名单有 {errorItems.length} 处错误（展开全部，点击定位）</summary>
        <ul>
          {errorItems.map((item) => (
            <li key={`${item.row}:${item.col}`}>
              <button type="button" onClick={() => moveTo({ row: item.row, col: item.col })}>
                {item.text}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function LeaveUnsavedModal({ blocker }: { blocker: Blocker }) {
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="名单尚未保存"
      okText="离开"
      cancelText="留在此页"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      名单有未保存的修改。修改已暂存在本标签页，回到此订单可继续编辑；确定离开吗？
    </Modal>
  );
}

/** Someone else saved the list while this page holds unsaved changes: said at once, merged on request. */
function OvertakenAlert({
  listChangedBy,
  locked,
  onMerge,
}: {
  listChangedBy: ChangedBy | undefined;
  locked: boolean;
  onMerge: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`${formatChangedBy(listChangedBy) || '他人'} 保存了新的名单，您的修改仍保留在本页。`}
      action={
        <Button size="small" disabled={locked} onClick={onMerge}>
          查看并合并
        </Button>
      }
    />
  );
}

/** The choices of the choice columns, offered as the active cell's datalist. */
function ChoiceLists({ ids }: { ids: string }) {
  return Object.entries(CHOICES).map(([field, options]) => (
    <datalist key={field} id={`${ids}-${field}`}>
      {options.map((option) => (
        <option key={option.label} value={option.label} />
      ))}
    </datalist>
  ));
}

function KeysHelp() {
  return (
    <p className="name-list-keys">
      方向键、Tab、回车移动 · 直接输入即改写，F2 或双击修改 · Esc 取消 · Delete 清空 · Ctrl+Z 撤销 · Ctrl+V 粘贴从 Excel/WPS 复制的多行 ·
      Shift+空格 选中行 · 输入身份证号自动填写出生日期、性别和类型
    </p>
  );
}
