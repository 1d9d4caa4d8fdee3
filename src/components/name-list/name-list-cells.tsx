import { memo, useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { displayCell, NAME_LIST_TITLES, type RowErrors } from '@/domain/name-list';
import { COLS, LAST_COL, TICKETED_NOTICE, type Cell, type EditorRow, type MoveOptions, type Tone } from './name-list-state';

/*
 * The cells of the name-list grid: the one active cell (a real input the keyboard drives) and the
 * rows around it (plain text, memoised so typing in one cell re-renders one row). They only tell the
 * editor what the agent did, through CellApi; what that changes is decided in name-list-state.ts.
 */

/** How the active cell takes keys: navigation (typing replaces), entering (typed over), editing in place (F2). */
export type Mode = 'nav' | 'enter' | 'edit';

/** Rows PageUp/PageDown move by. */
const PAGE_ROWS = 10;

/** What the active cell may ask of the editor (which turns each into a state transition). */
export interface CellApi {
  wantsFocus(): boolean;
  commit(text: string): void;
  /** Moves the active cell; answers false when it cannot (Tab then leaves the grid). */
  move(dRow: number, dCol: number, options?: MoveOptions): boolean;
  moveTo(cell: Partial<Cell>): void;
  undo(): void;
  paste(text: string, editing: boolean): boolean;
  toggleSelect(): void;
  notice(text: string, tone?: Tone): void;
}

export interface ActiveCellProps {
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
export function ActiveCell({ initial, label, readOnly, invalid, describedBy, listId, startMode, api, flushRef }: ActiveCellProps) {
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
    const go = (dRow: number, dCol: number, options?: MoveOptions) => {
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

export interface RowProps {
  row: EditorRow;
  index: number;
  /** The gateway does not let the agent change the row's cells (a ticketed passenger). */
  fixed: boolean;
  /** The gateway does not let the agent remove the row: it cannot be selected for deletion. */
  kept: boolean;
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

export const GridRow = memo(
  function GridRow({ row, index, fixed, kept, errors, selected, activeCol, activeCell }: RowProps) {
    const rowNo = index + 1;
    return (
      <tr data-row={index} className={`${fixed ? 'nl-fixed' : ''}${selected ? ' nl-selected' : ''}`} aria-selected={selected}>
        <th scope="row" className="nl-rowhead">
          <label title={row.ticketNo ? `已出票 ${row.ticketNo}` : undefined}>
            <input
              type="checkbox"
              tabIndex={-1}
              checked={selected}
              disabled={kept}
              aria-label={`选择第${rowNo}行`}
              data-select={index}
              readOnly
            />
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
              aria-readonly={fixed || undefined}
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
    prev.fixed === next.fixed &&
    prev.kept === next.kept &&
    prev.selected === next.selected &&
    prev.activeCol === next.activeCol &&
    prev.activeCell === next.activeCell &&
    sameErrors(prev.errors, next.errors),
);
