import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type MouseEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { isBlankRow, rowFromPassenger, validateNameList, type NameListRow, type NameListValidation } from '@/domain/name-list';
import { mergeNameLists, resolveMerge, type MergeChoice, type TheirRow } from '@/domain/name-list-merge';
import { ROUTES } from '@/config/routes';
import { gatewayNow } from '@/lib/clock';
import { useSessionUser } from '@/lib/current-user';
import { draftKey, readDraft, saveDraft } from '@/lib/drafts';
import { rememberPassengers } from '@/lib/passenger-history';
import { sessionStore } from '@/lib/storage';
import type { CellApi, Mode } from './name-list-cells';
import {
  clampCell,
  contentKey,
  draftOf,
  editorReducer,
  initialEditorState,
  isDirty,
  isFixed,
  nameListChanges,
  passengersKey,
  planMove,
  routePaste,
  savePlan,
  toggleSelected,
  type Cell,
  type EditContext,
  type EditorAction,
  type EditorPassenger,
  type EditorRow,
  type EditorState,
  type NameListTheirs,
  type PendingPaste,
  type RowRights,
  type SavedPassenger,
  type SaveNameList,
  type StoredList,
} from './name-list-state';

/*
 * The name-list editor's hooks, one per seam of the editor (name-list-editor.tsx): its rows and draft,
 * where the agent is in the grid, what the keys and the pointer do there, the merge with the gateway's
 * list, and saving.
 */

/** What a name list's rows are checked against: the departure (types are ages on that day) and the seats held. */
export interface Capacity {
  departureDate: string;
  seatCapacity: number;
  infantCapacity: number;
}

/** The list checked as the gateway will check it, on the gateway's clock. */
export function useNameListValidation(rows: readonly NameListRow[], { departureDate, seatCapacity, infantCapacity }: Capacity) {
  return useMemo(
    () => validateNameList(rows, { now: gatewayNow(), departureDate, seatCapacity, infantCapacity }),
    [rows, departureDate, seatCapacity, infantCapacity],
  );
}

/** The tab's draft of this list: one per account, address and list (`draftId` when one address shows several). */
export function useDraftStorageKey(draftId: string | undefined): string {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return draftKey(user?.accountId ?? 'guest', pathname, `name-list${draftId ? `:${draftId}` : ''}`);
}

/**
 * The rows: the order's list, or the draft kept in this tab; the order's answer after a save replaces
 * them when nothing is edited. Unsaved (dirty) and overtaken (a newer list while unsaved) follow.
 */
export function useEditorRows(passengers: readonly EditorPassenger[], readOnly: boolean, storageKey: string, revision: number | undefined) {
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

export type EditorRows = ReturnType<typeof useEditorRows>;

/** The draft: what is typed survives a reload and a session expiry (same tab), never the tab. */
export function useDraftInSession(state: EditorState, dirty: boolean, storageKey: string, readOnly: boolean) {
  useEffect(() => {
    if (readOnly) return;
    if (dirty) saveDraft(storageKey, draftOf(state));
    else sessionStore.remove(storageKey);
  }, [state, dirty, storageKey, readOnly]);
}

/** Leaving while unsaved asks first (the draft stays either way); a session expiry's redirect passes. */
export function useAskBeforeLeaving(guard: boolean) {
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
export function useMergeWithTheirs(adopted: readonly EditorPassenger[], rows: readonly NameListRow[]) {
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

export type Merging = ReturnType<typeof useMergeWithTheirs>;

/** Focus follows the grid only while the user works in it: a press or a focus outside it lets go. */
function useFocusLeavesWithTheUser(gridRef: RefObject<HTMLDivElement | null>, wantFocusRef: RefObject<boolean>) {
  useEffect(() => {
    const leave = (event: Event) => {
      if (gridRef.current && event.target instanceof Node && !gridRef.current.contains(event.target)) wantFocusRef.current = false;
    };
    document.addEventListener('mousedown', leave, true);
    document.addEventListener('focusin', leave, true);
    return () => {
      document.removeEventListener('mousedown', leave, true);
      document.removeEventListener('focusin', leave, true);
    };
  }, [gridRef, wantFocusRef]);
}

/**
 * Where the agent is in the grid: the active cell, how it takes keys (`startMode`), and whether focus
 * follows it (`wantFocusRef`, let go when the agent works elsewhere on the page).
 */
export function useCursor(rowCount: number) {
  const [activeState, setActive] = useState<Cell>({ row: 0, col: 0 });
  const [startMode, setStartMode] = useState<Mode>('nav');
  // Raised to focus the active cell again (its input focuses itself when it mounts).
  const [focusTick, setFocusTick] = useState(0);
  const wantFocusRef = useRef(false);
  // The active cell's commit, so that a click elsewhere keeps what was typed in it.
  const flushRef = useRef<(() => void) | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  useFocusLeavesWithTheUser(gridRef, wantFocusRef);

  /** The cell becomes the active one, in navigation mode, and takes the focus (`refocus`: also when it is already active). */
  const goTo = (cell: Cell, refocus = false) => {
    wantFocusRef.current = true;
    setStartMode('nav');
    setActive(cell);
    if (refocus) setFocusTick((tick) => tick + 1);
  };

  /** Focus follows the active cell again (back from a dialog over the grid). */
  const follow = () => {
    wantFocusRef.current = true;
  };

  return { active: clampCell(activeState, rowCount), startMode, setStartMode, focusTick, wantFocusRef, flushRef, gridRef, goTo, follow };
}

export type Cursor = ReturnType<typeof useCursor>;

/** What moves, edits and selects in the grid: the active cell's API (keys, paste, undo), the pointer on the grid, a new row. */
export function useGridControls({
  departureDate,
  locked,
  rights,
  rows,
  dispatch,
  cursor,
  setSelected,
  setPendingPaste,
}: {
  departureDate: string;
  locked: boolean;
  rights: RowRights;
  rows: readonly EditorRow[];
  dispatch: Dispatch<EditorAction>;
  cursor: Cursor;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  setPendingPaste: (pending: PendingPaste | null) => void;
}) {
  const { active, goTo, setStartMode, wantFocusRef, flushRef } = cursor;
  const ctx: EditContext = { departureDate, readOnly: locked, rights };
  const moveTo = (cell: Partial<Cell>) => goTo(clampCell({ row: cell.row ?? active.row, col: cell.col ?? active.col }, rows.length));

  const toggleRow = useCallback(
    (index: number) => {
      const row = rows[index];
      setSelected((current) => toggleSelected(current, row, rights));
    },
    [rows, rights, setSelected],
  );

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
      goTo(move.to);
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
    goTo({ row: rowIndex, col });
  };

  const onGridDoubleClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const td = (event.target as HTMLElement).closest('td');
    if (td && !td.classList.contains('nl-active')) return;
    if (!locked && !isFixed(rights, rows[active.row])) setStartMode('edit');
  };

  /**
   * A new row, focus in its first cell. A blank last row (the one an empty list starts with) is the new
   * row: focus goes to its first cell, also when it is the active cell already, drawn but not focused.
   */
  const addRow = () => {
    const last = rows.length - 1;
    const reuse = last >= 0 && isBlankRow(rows[last]!) && !isFixed(rights, rows[last]);
    if (!reuse) dispatch({ type: 'addRow' });
    goTo({ row: reuse ? last : rows.length, col: 0 }, true);
  };

  return { ctx, moveTo, api, toggleRow, onGridMouseDown, onGridDoubleClick, addRow };
}

/** Saving: the rows on screen, or a merge's result over the gateway's list; a refusal by a newer list opens the merge. */
export function useNameListSaving({
  held,
  rights,
  editor: { state, rows, rowsKey, dispatch },
  validation,
  merging: { merge, theirs, setTheirs },
  goTo,
  onSave,
  readConflict,
  storageKey,
  capacity,
}: {
  /** Read-only, or the screen's own save under way. */
  held: boolean;
  rights: RowRights;
  editor: EditorRows;
  validation: NameListValidation;
  merging: Merging;
  goTo: (cell: Cell) => void;
  onSave: SaveNameList;
  readConflict: ((error: unknown) => NameListTheirs | undefined) | undefined;
  storageKey: string;
  capacity: Capacity;
}) {
  const [pending, setPending] = useState(false);
  const locked = held || pending;

  /** Saves `list` as a change of `base` (the rows on screen, or a merge's result over the gateway's list). */
  const send = async (list: SavedPassenger[], base: readonly EditorPassenger[], baseRevision: number | undefined, key: string) => {
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
      if (plan.first) goTo(plan.first);
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
    const plan = savePlan(merged, validateNameList(merged, { now: gatewayNow(), ...capacity }));
    if (plan.kind === 'invalid') {
      setTheirs(null);
      dispatch({ type: 'notice', text: `已合并，${plan.text}`, tone: 'error' });
      return;
    }
    await send(plan.passengers, theirs.passengers, theirs.revision, mergedKey);
  };

  return { pending, locked, save, applyMerge };
}
