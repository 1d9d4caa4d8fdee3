import './name-list-editor.css';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Alert, Button, Modal, Popconfirm } from 'antd';
import { useBlocker, useLocation } from 'react-router-dom';
import {
  blankRow,
  displayCell,
  fillFromId,
  isBlankRow,
  NAME_LIST_FIELDS,
  NAME_LIST_TITLES,
  normaliseCell,
  parseClipboard,
  pasteIntoRows,
  planPaste,
  type PastePlan,
  rowFromPassenger,
  toPassenger,
  validateNameList,
  type NameListField,
  type NameListRow,
  type RowErrors,
} from '@/domain/name-list';
import { Gender, IdType, PassengerType } from '@/domain/passenger';
import { ROUTES } from '@/config/routes';
import { gatewayNow } from '@/lib/clock';
import { useSessionUser } from '@/lib/current-user';
import { draftKey, readDraft, saveDraft } from '@/lib/drafts';
import { rememberPassengers } from '@/lib/passenger-history';
import { sessionStore } from '@/lib/storage';
import type { PassengerInput } from '@/lib/gateway/endpoints/order';
import { PassengerPicker } from '../passenger-picker';
import { NameListProgress } from './name-list-progress';
import { PastePreviewDialog } from './paste-preview-dialog';

/**
 * The spreadsheet-like name list of an order (up to a few hundred rows), for agents who type fast.
 *
 * Props (stable):
 *   passengers      the order's passengers (OrderPassenger[]: passengerId, ticketNo when ticketed)
 *   seatCapacity    seats held (group count): adults + children may not exceed it
 *   infantCapacity  infants booked
 *   departureDate   YYYY-MM-DD of the first flight: passenger types are ages on that day
 *   nameDeadline?   ISO deadline of the name list: progress '已录入 143/200 · 名单截止 2天4小时'
 *   readOnly?       nothing editable (no permission, or the order no longer takes names)
 *   saving?         the screen's save is under way (button spinner, grid read-only)
 *   onSave(rows)    the whole list (blank rows left out; ticketed rows included, passengerId kept on
 *                   saved rows) — the order screen sends it with orderApi.passengerSave. Called only
 *                   when no cell is wrong. A resolved promise clears the draft; a rejected one keeps it.
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
  passengers: readonly (PassengerInput & { passengerId?: string; ticketNo?: string })[];
  seatCapacity: number;
  infantCapacity: number;
  departureDate: string;
  nameDeadline?: string;
  readOnly?: boolean;
  saving?: boolean;
  onSave: (rows: (PassengerInput & { passengerId?: string })[]) => Promise<unknown> | void;
  draftId?: string;
  toolbarExtra?: ReactNode;
  showPicker?: boolean;
}

type EditorRow = NameListRow & { key: string };
interface Cell {
  row: number;
  col: number;
}
type Mode = 'nav' | 'enter' | 'edit';
type Tone = 'info' | 'error';

const COLS = NAME_LIST_FIELDS;
const LAST_COL = COLS.length - 1;
const MAX_UNDO = 100;
const PAGE_ROWS = 10;
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

let keySequence = 0;
const newKey = () => `nl${(keySequence += 1)}`;
const withKey = (row: NameListRow, key = newKey()): EditorRow => ({ ...row, key });

function toEditorRows(passengers: NameListEditorProps['passengers'], readOnly: boolean): EditorRow[] {
  const rows = passengers.map((passenger) => withKey(rowFromPassenger(passenger)));
  return rows.length === 0 && !readOnly ? [withKey(blankRow())] : rows;
}

/** The list's content (blank rows and row keys aside): equal keys, same list. */
function contentKey(rows: readonly NameListRow[]): string {
  let key = '';
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    key += `${row.passengerId ?? ''}\u0001${row.ticketNo ?? ''}\u0001${row.name}\u0001${row.passengerType}\u0001${row.idType}\u0001${row.idNo}\u0001${row.birthDate}\u0001${row.gender}\u0001${row.mobile}\u0002`;
  }
  return key;
}

const stripKey = ({ key: _key, ...row }: EditorRow): NameListRow => row;

// ---------------------------------------------------------------- state

interface EditorState {
  rows: EditorRow[];
  past: EditorRow[][];
  /** The passengers the rows were last taken from. */
  adopted: NameListEditorProps['passengers'];
  /** The content last handed to onSave successfully (adopt the order's answer when it comes). */
  savedKey: string | null;
  notice: { text: string; tone: Tone } | null;
  restored: boolean;
}

interface Ctx {
  departureDate: string;
  readOnly: boolean;
}

type Action =
  | { type: 'edit'; ctx: Ctx; row: number; col: number; text: string }
  | { type: 'paste'; ctx: Ctx; row: number; col: number; text: string; plan?: Pick<PastePlan, 'fields' | 'how' | 'body'> }
  | { type: 'addRow' }
  | { type: 'deleteRows'; keys: ReadonlySet<string> }
  | { type: 'addPassengers'; ctx: Ctx; passengers: readonly PassengerInput[] }
  | { type: 'undo' }
  | { type: 'adopt'; passengers: NameListEditorProps['passengers']; readOnly: boolean }
  | { type: 'saved'; key: string }
  | { type: 'notice'; text: string; tone?: Tone };

function record(state: EditorState, rows: EditorRow[], notice: EditorState['notice'] = null): EditorState {
  if (rows === state.rows) return notice ? { ...state, notice } : state;
  const past = state.past.length >= MAX_UNDO ? state.past.slice(1) : state.past.slice();
  past.push(state.rows);
  return { ...state, rows, past, notice };
}

const TICKETED_NOTICE = { text: '已出票旅客不可在此修改，请通过名单变更办理', tone: 'error' as const };

function editCell(row: EditorRow, field: NameListField, text: string, departureDate: string): EditorRow {
  const value = normaliseCell(field, text);
  if (row[field] === value) return row;
  let next: NameListRow = { ...row, [field]: value };
  if (field === 'idNo' && value !== '') next = fillFromId(next, departureDate, 'overwrite');
  else if (field === 'idType' && value === 'NI') next = fillFromId(next, departureDate, 'overwrite');
  return next as EditorRow;
}

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'edit': {
      const row = state.rows[action.row];
      if (!row || action.ctx.readOnly) return state;
      if (row.ticketNo) return { ...state, notice: TICKETED_NOTICE };
      const next = editCell(row, COLS[action.col]!, action.text, action.ctx.departureDate);
      return next === row ? state : record(state, state.rows.with(action.row, next));
    }
    case 'paste': {
      if (action.ctx.readOnly) return state;
      const grid = parseClipboard(action.text);
      if (grid.length === 0) return state;
      if (grid.length === 1 && grid[0]!.length === 1) return reducer(state, { ...action, type: 'edit', text: grid[0]![0]! });
      const result = pasteIntoRows(state.rows, grid, { row: action.row, col: action.col }, action.ctx.departureDate, action.plan);
      const rows = result.rows.map((row, index) =>
        row === state.rows[index] ? state.rows[index]! : withKey(row, (row as Partial<EditorRow>).key ?? newKey()),
      );
      const skipped = result.skippedTicketed > 0 ? `，跳过${result.skippedTicketed}位已出票旅客` : '';
      const how = action.plan?.how === 'content' ? '（按内容识别列）' : result.hadHeader ? '（按表头对应列）' : '';
      return record(state, rows, { text: `已粘贴${result.changed.length}行${how}${skipped}，可按 Ctrl+Z 撤销`, tone: 'info' });
    }
    case 'addRow':
      return record(state, [...state.rows, withKey(blankRow())]);
    case 'deleteRows': {
      const rows = state.rows.filter((row) => row.ticketNo || !action.keys.has(row.key));
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
        savedKey: null,
        restored: false,
      };
    case 'saved':
      return { ...state, savedKey: action.key, notice: { text: '名单已保存', tone: 'info' } };
    case 'notice':
      return { ...state, notice: { text: action.text, tone: action.tone ?? 'info' } };
  }
}

/** The first error after the active cell (row by row), or the first one. */
function nextError(items: readonly { row: number; col: number }[], at: { row: number; col: number }) {
  return items.find((item) => item.row > at.row || (item.row === at.row && item.col > at.col)) ?? items[0]!;
}

// ---------------------------------------------------------------- cells

interface CellApi {
  wantsFocus(): boolean;
  commit(text: string): void;
  /** Moves the active cell; answers false when it cannot (Tab then leaves the grid). */
  move(dRow: number, dCol: number, options?: { wrap?: boolean; enter?: boolean }): boolean;
  moveTo(cell: Partial<Cell>): void;
  undo(): void;
  paste(text: string, editing: boolean): boolean;
  toggleSelect(): void;
  notice(text: string, tone?: Tone): void;
}

interface ActiveCellProps {
  initial: string;
  label: string;
  readOnly: boolean;
  invalid: boolean;
  describedBy: string;
  listId: string | undefined;
  startMode: Mode;
  api: CellApi;
  /** Set to this cell's commit while it is active, so a click elsewhere keeps what was typed. */
  flushRef: { current: (() => void) | null };
}

/**
 * The focused cell: a real input (so IME input, copy and the screen reader's label work). In
 * navigation mode its text is selected and typing replaces it; F2 or a double click edits it in place.
 */
function ActiveCell({ initial, label, readOnly, invalid, describedBy, listId, startMode, api, flushRef }: ActiveCellProps) {
  const [value, setValue] = useState(initial);
  const [mode, setMode] = useState<Mode>(startMode);
  const ref = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || !api.wantsFocus()) return;
    input.focus({ preventScroll: false });
    if (startMode === 'nav') input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
    // Focus once, when the cell becomes the active one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = () => {
    if (mode !== 'nav' && value !== initial) api.commit(value);
  };
  useLayoutEffect(() => {
    flushRef.current = finish;
    return () => {
      flushRef.current = null;
    };
  });
  const cancel = () => {
    setValue(initial);
    setMode('nav');
    requestAnimationFrame(() => ref.current?.select());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const go = (dRow: number, dCol: number, options?: { wrap?: boolean; enter?: boolean }) => {
      event.preventDefault();
      finish();
      api.move(dRow, dCol, options);
    };
    if (ctrl && !event.shiftKey && (event.key === 'z' || event.key === 'Z')) {
      event.preventDefault();
      if (mode !== 'nav' && value !== initial) cancel();
      else api.undo();
      return;
    }
    if (ctrl && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      finish();
      api.moveTo(event.key === 'Home' ? { row: 0, col: 0 } : { row: Number.MAX_SAFE_INTEGER, col: LAST_COL });
      return;
    }
    if (ctrl || event.altKey) return;
    switch (event.key) {
      case 'Escape':
        if (mode !== 'nav') {
          event.preventDefault();
          cancel();
        }
        return;
      case 'Enter':
        go(event.shiftKey ? -1 : 1, 0, { enter: !event.shiftKey });
        return;
      case 'Tab': {
        finish();
        if (api.move(0, event.shiftKey ? -1 : 1, { wrap: true })) event.preventDefault();
        return;
      }
      case 'ArrowUp':
        go(-1, 0);
        return;
      case 'ArrowDown':
        go(1, 0);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        if (mode === 'edit') return;
        if (event.key === 'Home' || event.key === 'End') {
          event.preventDefault();
          finish();
          api.moveTo({ col: event.key === 'Home' ? 0 : LAST_COL });
        } else go(0, event.key === 'ArrowLeft' ? -1 : 1);
        return;
      case 'PageUp':
      case 'PageDown':
        go(event.key === 'PageUp' ? -PAGE_ROWS : PAGE_ROWS, 0);
        return;
      case 'F2':
        event.preventDefault();
        if (readOnly) return;
        setMode('edit');
        ref.current?.setSelectionRange(value.length, value.length);
        return;
      case 'Delete':
      case 'Backspace':
        if (mode === 'nav') {
          event.preventDefault();
          if (readOnly) api.notice(TICKETED_NOTICE.text, 'error');
          else if (initial !== '') api.commit('');
        }
        return;
      case ' ':
        if (event.shiftKey && mode === 'nav') {
          event.preventDefault();
          api.toggleSelect();
          return;
        }
        break;
    }
    if (readOnly && event.key.length === 1) api.notice(TICKETED_NOTICE.text, 'error');
  };

  return (
    // A box of fixed size with containment: what happens in the input never relayouts the table.
    <div className="nl-cell-box">
    <input
      ref={ref}
      className={`nl-input${mode !== 'nav' ? ' nl-editing' : ''}`}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      readOnly={readOnly}
      list={mode !== 'nav' ? listId : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        if (mode === 'nav') setMode('enter');
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        finish();
        if (mode !== 'nav' && value === initial) setMode('nav');
      }}
      onDoubleClick={() => {
        if (readOnly) return;
        setMode('edit');
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        const text = event.clipboardData.getData('text/plain');
        if (api.paste(text, mode !== 'nav')) event.preventDefault();
      }}
    />
    </div>
  );
}

interface RowProps {
  row: EditorRow;
  index: number;
  errors: RowErrors | undefined;
  selected: boolean;
  activeCol: number;
  activeCell: ReactNode;
}

function sameErrors(a: RowErrors | undefined, b: RowErrors | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  for (const field of COLS) if (a[field] !== b[field]) return false;
  return true;
}

const GridRow = memo(
  function GridRow({ row, index, errors, selected, activeCol, activeCell }: RowProps) {
    const rowNo = index + 1;
    const ticketed = Boolean(row.ticketNo);
    return (
      <tr data-row={index} className={`${ticketed ? 'nl-ticketed' : ''}${selected ? ' nl-selected' : ''}`} aria-selected={selected}>
        <th scope="row" className="nl-rowhead">
          <label title={ticketed ? `已出票 ${row.ticketNo}` : undefined}>
            <input type="checkbox" tabIndex={-1} checked={selected} disabled={ticketed} aria-label={`选择第${rowNo}行`} data-select={index} readOnly />
            {rowNo}
          </label>
        </th>
        {COLS.map((field, col) => {
          const error = errors?.[field];
          const active = col === activeCol;
          return (
            <td
              key={field}
              role="gridcell"
              data-col={col}
              className={`${error ? 'nl-error' : ''}${active ? ' nl-active' : ''}`}
              title={error ? `${NAME_LIST_TITLES[field]}：${error}` : undefined}
              aria-readonly={ticketed || undefined}
            >
              {active ? activeCell : displayCell(field, row[field])}
            </td>
          );
        })}
      </tr>
    );
  },
  (prev, next) =>
    prev.row === next.row &&
    prev.index === next.index &&
    prev.selected === next.selected &&
    prev.activeCol === next.activeCol &&
    prev.activeCell === next.activeCell &&
    sameErrors(prev.errors, next.errors),
);

// ---------------------------------------------------------------- the editor

interface StoredList {
  rows: NameListRow[];
}

export function NameListEditor({
  passengers,
  seatCapacity,
  infantCapacity,
  departureDate,
  nameDeadline,
  readOnly = false,
  saving = false,
  onSave,
  draftId,
  toolbarExtra,
  showPicker = true,
}: NameListEditorProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const storageKey = draftKey(user?.accountId ?? 'guest', pathname, `name-list${draftId ? `:${draftId}` : ''}`);
  const [pending, setPending] = useState(false);
  const locked = readOnly || saving || pending;

  const [state, dispatch] = useReducer(reducer, null, (): EditorState => {
    const base = toEditorRows(passengers, readOnly);
    const draft = readOnly ? null : readDraft<StoredList>(storageKey);
    const restored = draft && Array.isArray(draft.rows) && contentKey(draft.rows) !== contentKey(base);
    return {
      rows: restored ? draft.rows.map((row) => withKey({ ...blankRow(), ...row })) : base,
      past: [],
      adopted: passengers,
      savedKey: null,
      notice: null,
      restored: Boolean(restored),
    };
  });
  const { rows } = state;

  const rowsKey = useMemo(() => contentKey(rows), [rows]);
  const baseKey = useMemo(() => contentKey(state.adopted.map((passenger) => rowFromPassenger(passenger))), [state.adopted]);
  const incomingKey = useMemo(() => contentKey(passengers.map((passenger) => rowFromPassenger(passenger))), [passengers]);
  // Unsaved: different from the order's list and from what was last saved.
  const dirty = rowsKey !== baseKey && rowsKey !== state.savedKey;
  // The order's answer after a save (or a reload that changed it while nothing is edited) replaces
  // the rows; the same list in a new array changes nothing.
  if (incomingKey !== baseKey && !dirty) {
    dispatch({ type: 'adopt', passengers, readOnly });
  }

  const validation = useMemo(
    () => validateNameList(rows, { now: gatewayNow(), departureDate, seatCapacity, infantCapacity }),
    [rows, departureDate, seatCapacity, infantCapacity],
  );

  const [activeState, setActive] = useState<Cell>({ row: 0, col: 0 });
  const active: Cell = { row: Math.max(0, Math.min(activeState.row, rows.length - 1)), col: activeState.col };
  const [startMode, setStartMode] = useState<Mode>('nav');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A paste of several columns waits for the agent to confirm where each column goes.
  const [pendingPaste, setPendingPaste] = useState<{ text: string; at: Cell; plan: PastePlan } | null>(null);
  const wantFocus = useRef(false);
  const flushRef = useRef<(() => void) | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const errorId = `${ids}-cell-error`;

  // Focus follows the grid only while the user works in it.
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
  }, []);

  // The draft: what is typed survives a reload and a session expiry (same tab), never the tab.
  useEffect(() => {
    if (readOnly) return;
    if (dirty) saveDraft(storageKey, { rows: rows.map(stripKey) } satisfies StoredList);
    else sessionStore.remove(storageKey);
  }, [rows, dirty, storageKey, readOnly]);

  // Leaving while unsaved asks first (the draft stays either way); a session expiry's redirect passes.
  const guard = dirty && !readOnly;
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

  const ctx: Ctx = { departureDate, readOnly: locked };
  const moveTo = (cell: Partial<Cell>) => {
    wantFocus.current = true;
    setStartMode('nav');
    setActive({
      row: Math.max(0, Math.min(cell.row ?? active.row, rows.length - 1)),
      col: Math.max(0, Math.min(cell.col ?? active.col, LAST_COL)),
    });
  };

  const api: CellApi = {
    wantsFocus: () => wantFocus.current,
    commit: (text) => {
      setStartMode('nav');
      dispatch({ type: 'edit', ctx, row: active.row, col: active.col, text });
    },
    move: (dRow, dCol, options = {}) => {
      let row = active.row + dRow;
      let col = active.col + dCol;
      if (options.wrap) {
        if (col > LAST_COL) [row, col] = [row + 1, 0];
        if (col < 0) [row, col] = [row - 1, LAST_COL];
        if (row < 0 || row >= rows.length) return false;
      }
      if (options.enter && row >= rows.length && !locked) {
        dispatch({ type: 'addRow' });
        wantFocus.current = true;
        setStartMode('nav');
        setActive({ row: rows.length, col: active.col });
        return true;
      }
      moveTo({ row, col });
      return true;
    },
    moveTo,
    undo: () => {
      if (locked) return;
      dispatch({ type: 'undo' });
    },
    paste: (text, editing) => {
      const multi = /[\t\n]/.test(text.replace(/(\r?\n)+$/, ''));
      if (editing && !multi) return false;
      if (locked) {
        dispatch({ type: 'notice', text: '名单当前不可修改', tone: 'error' });
        return true;
      }
      if (rows[active.row]?.ticketNo && !multi) {
        dispatch({ type: 'notice', ...TICKETED_NOTICE });
        return true;
      }
      const grid = parseClipboard(text);
      if (grid.some((line) => line.length > 1)) {
        setPendingPaste({ text, at: active, plan: planPaste(grid, active.col) });
        return true;
      }
      dispatch({ type: 'paste', ctx, row: active.row, col: active.col, text });
      return true;
    },
    toggleSelect: () => toggleRow(active.row),
    notice: (text, tone) => dispatch({ type: 'notice', text, tone }),
  };

  const toggleRow = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row || row.ticketNo) return;
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(row.key)) next.delete(row.key);
        else next.add(row.key);
        return next;
      });
    },
    [rows],
  );

  const onGridMouseDown = (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    const rowIndex = Number(target.closest('tr')?.dataset.row);
    const col = Number(target.closest('td')?.dataset.col);
    if (!Number.isInteger(rowIndex) || !Number.isInteger(col)) return;
    wantFocus.current = true;
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
    wantFocus.current = true;
    setStartMode('nav');
    setActive({ row: rowIndex, col });
  };

  const onGridDoubleClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const td = (event.target as HTMLElement).closest('td');
    if (td && !td.classList.contains('nl-active')) return;
    if (!locked && !rows[active.row]?.ticketNo) setStartMode('edit');
  };

  const activeRow = rows[active.row];
  const activeField = COLS[active.col]!;
  const activeValue = activeRow ? displayCell(activeField, activeRow[activeField]) : '';
  const activeError = validation.rowErrors[active.row]?.[activeField];
  const activeCell = activeRow ? (
    <ActiveCell
      key={`${activeRow.key}:${active.col}:${activeValue}:${startMode}`}
      initial={activeValue}
      label={`第${active.row + 1}行 ${NAME_LIST_TITLES[activeField]}`}
      readOnly={locked || Boolean(activeRow.ticketNo)}
      invalid={Boolean(activeError)}
      describedBy={errorId}
      listId={CHOICES[activeField] ? `${ids}-${activeField}` : undefined}
      startMode={startMode}
      api={api}
      flushRef={flushRef}
    />
  ) : null;

  const selectedCount = useMemo(() => rows.filter((row) => selected.has(row.key)).length, [rows, selected]);

  const errorItems = useMemo(() => {
    const items: { row: number; col: number; text: string }[] = [];
    validation.rowErrors.forEach((errors, row) => {
      if (!errors) return;
      COLS.forEach((field, col) => {
        const reason = errors[field];
        if (reason) items.push({ row, col, text: `第${row + 1}行 ${NAME_LIST_TITLES[field]}：${reason}` });
      });
    });
    return items;
  }, [validation]);

  const save = async () => {
    if (locked) return;
    if (validation.errorCount > 0) {
      dispatch({ type: 'notice', text: `名单有${validation.errorCount}处错误，请修改后再保存`, tone: 'error' });
      const first = errorItems[0];
      if (first) moveTo({ row: first.row, col: first.col });
      return;
    }
    const list = rows.filter((row) => !isBlankRow(row)).map((row) => toPassenger(row) as PassengerInput & { passengerId?: string });
    setPending(true);
    try {
      await onSave(list);
      sessionStore.remove(storageKey);
      rememberPassengers(list);
      dispatch({ type: 'saved', key: rowsKey });
    } catch {
      dispatch({ type: 'notice', text: '保存未成功，修改仍保留在本页（草稿）', tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  const seatNamed = validation.counts.adults + validation.counts.children;
  const savedSeatNamed = useMemo(() => passengers.filter((passenger) => passenger.passengerType !== 'INF').length, [passengers]);
  const presentIds = useMemo(() => rows.filter((row) => row.idNo).map((row) => row.idNo), [rows]);

  return (
    <div className="name-list-editor">
      <div className="name-list-toolbar">
        {!readOnly && (
          <>
            <Button
              onClick={() => {
                dispatch({ type: 'addRow' });
                wantFocus.current = true;
                setStartMode('nav');
                setActive({ row: rows.length, col: 0 });
              }}
              disabled={locked}
            >
              添加一行
            </Button>
            <Button
              danger
              disabled={locked || selectedCount === 0}
              onClick={() => {
                dispatch({ type: 'deleteRows', keys: selected });
                setSelected(new Set());
              }}
            >
              删除选中行{selectedCount > 0 ? `（${selectedCount}）` : ''}
            </Button>
            <Button disabled={locked || state.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
              撤销
            </Button>
            {showPicker && (
              <PassengerPicker
                disabled={locked}
                exclude={presentIds}
                onPick={(picked) => dispatch({ type: 'addPassengers', ctx, passengers: picked })}
              />
            )}
            {toolbarExtra}
            {dirty && (
              <Popconfirm
                title="放弃未保存的修改？"
                description="名单将恢复为订单中已保存的旅客"
                okText="放弃修改"
                cancelText="取消"
                onConfirm={() => {
                  sessionStore.remove(storageKey);
                  dispatch({ type: 'adopt', passengers, readOnly });
                }}
              >
                <Button disabled={locked}>放弃修改</Button>
              </Popconfirm>
            )}
            <Button type="primary" loading={saving || pending} disabled={readOnly || !dirty} onClick={() => void save()}>
              保存名单
            </Button>
          </>
        )}
        {readOnly && toolbarExtra}
        {/* What the order holds (as the page header says); the page's own count beside it until saved. */}
        <NameListProgress
          named={savedSeatNamed}
          total={seatCapacity}
          nameDeadline={nameDeadline}
          infants={infantCapacity > 0 ? { named: passengers.length - savedSeatNamed, total: infantCapacity } : undefined}
        />
        {dirty && (
          <span className="name-list-unsaved">
            未保存：本页已录入 {seatNamed}/{seatCapacity}
            {infantCapacity > 0 ? ` · 婴儿 ${validation.counts.infants}/${infantCapacity}` : ''}
          </span>
        )}
      </div>

      {state.restored && dirty && (
        <Alert type="info" showIcon title="已恢复本标签页中未保存的名单修改，请核对后保存。" />
      )}
      {validation.listErrors.map((text) => (
        <Alert key={text} type="warning" showIcon title={text} />
      ))}

      <div className="name-list-scroll" ref={gridRef}>
        <table role="grid" aria-label="旅客名单" aria-readonly={readOnly || undefined} aria-multiselectable className="name-list-grid">
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
            onMouseDown={onGridMouseDown}
            onDoubleClick={onGridDoubleClick}
            onChange={(event) => {
              const index = Number((event.target as HTMLElement).dataset.select);
              if (Number.isInteger(index)) toggleRow(index);
            }}
          >
            {rows.map((row, index) => (
              <GridRow
                key={row.key}
                row={row}
                index={index}
                errors={validation.rowErrors[index]}
                selected={selected.has(row.key)}
                activeCol={index === active.row ? active.col : -1}
                activeCell={index === active.row ? activeCell : null}
              />
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="name-list-status">暂无旅客</p>}
      </div>
      {Object.entries(CHOICES).map(([field, options]) => (
        <datalist key={field} id={`${ids}-${field}`}>
          {options.map((option) => (
            <option key={option.label} value={option.label} />
          ))}
        </datalist>
      ))}

      <div id={errorId} className="name-list-status nl-status-error">
        {activeError ? `第${active.row + 1}行 ${NAME_LIST_TITLES[activeField]}：${activeError}` : ''}
      </div>
      <div className={`name-list-status${state.notice?.tone === 'error' ? ' nl-status-error' : ''}`} role="status" aria-live="polite">
        {state.notice?.text ?? ''}
      </div>

      {errorItems.length > 0 && (
        <div className="name-list-errors">
          <Button size="small" onClick={() => moveTo(nextError(errorItems, active))}>
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
      )}
      {pendingPaste && (
        <PastePreviewDialog
          plan={pendingPaste.plan}
          onCancel={() => {
            setPendingPaste(null);
            wantFocus.current = true;
          }}
          onApply={(fields) => {
            const { text, at, plan } = pendingPaste;
            setPendingPaste(null);
            wantFocus.current = true;
            dispatch({ type: 'paste', ctx, row: at.row, col: at.col, text, plan: { ...plan, fields } });
          }}
        />
      )}

      {!readOnly && (
        <p className="name-list-keys">
          方向键、Tab、回车移动 · 直接输入即改写，F2 或双击修改 · Esc 取消 · Delete 清空 · Ctrl+Z 撤销 · Ctrl+V 粘贴从 Excel/WPS 复制的多行 · Shift+空格 选中行 · 输入身份证号自动填写出生日期、性别和类型
        </p>
      )}

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
    </div>
  );
}
