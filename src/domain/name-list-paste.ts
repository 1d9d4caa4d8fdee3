import { readMainlandId } from './passenger';
import { isPhone } from './validators';
import {
  blankRow,
  fillFromId,
  GENDER_ALIASES,
  headerField,
  ID_TYPE_ALIASES,
  NAME_LIST_FIELDS,
  normaliseCell,
  TYPE_ALIASES,
  type NameListField,
  type NameListRow,
} from './name-list';

/*
 * Paste from Excel or WPS into the name list (domain/name-list.ts): the clipboard's grid, which column
 * holds what (by a header row, by content, or by position), and the rows the paste makes.
 */

// ---------------------------------------------------------------- paste from Excel / WPS

/**
 * Text copied from Excel or WPS: rows by line, cells by tab; a cell holding a tab, line break or quote
 * comes quoted ("a""b"). A trailing line break (Excel adds one) makes no extra row.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  const input = text.replace(/\r\n?/g, '\n');
  while (index < input.length) {
    const char = input[index]!;
    if (cell === '' && char === '"') {
      // A quoted cell: up to the closing quote, "" inside meaning one quote.
      let end = index + 1;
      let value = '';
      while (end < input.length) {
        if (input[end] === '"') {
          if (input[end + 1] === '"') {
            value += '"';
            end += 2;
            continue;
          }
          break;
        }
        value += input[end];
        end += 1;
      }
      const after = input[end + 1];
      if (end < input.length && (after === undefined || after === '\t' || after === '\n')) {
        cell = value;
        index = end + 1;
        continue;
      }
    }
    if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The fields of a header row, when at least two of its cells are known column titles. */
export function headerFields(cells: readonly string[]): (NameListField | undefined)[] | null {
  const fields = cells.map(headerField);
  const known = fields.filter(Boolean).length;
  return known >= 2 ? fields : null;
}

/** What one pasted cell looks like, most specific first (an 8-digit date is not a document number). */
function cellKind(text: string): NameListField | undefined {
  const value = text.replace(/[\u00a0\u3000]/g, ' ').trim();
  if (value === '') return undefined;
  const lower = value.toLowerCase();
  if (TYPE_ALIASES.has(lower) && !/^(in|ch|成|儿|童|婴)$/.test(lower)) return 'passengerType';
  if (ID_TYPE_ALIASES.has(lower) && lower !== 'id') return 'idType';
  if (GENDER_ALIASES.has(lower)) return 'gender';
  if (isPhone(normaliseCell('mobile', value))) return 'mobile';
  if (/^\d{17}[\dXx]$|^\d{15}$/.test(value.replace(/\s+/g, ''))) return 'idNo';
  if (/^(19|20)\d{2}([-/.年]\d{1,2}[-/.月]\d{1,2}日?|\d{4})$/.test(value.replace(/\s+/g, ''))) return 'birthDate';
  if (/^[\p{Script=Han}·]{2,20}$/u.test(value) || /^[A-Za-z]+\s*\/\s*[A-Za-z ]+$/.test(value)) return 'name';
  if (/^[A-Za-z0-9]{5,20}$/.test(value) && /\d/.test(value)) return 'idNo';
  return undefined;
}

/**
 * What each column of a headerless paste holds, from its cells (ID numbers, names, phones, types,
 * document types, genders, birth dates): a column is recognised when at least 60 % of its filled
 * cells look alike, and each field goes to one column at most. Unrecognised columns are undefined.
 */
export function recogniseColumns(grid: readonly (readonly string[])[]): (NameListField | undefined)[] {
  const width = Math.max(0, ...grid.map((line) => line.length));
  const taken = new Set<NameListField>();
  const fields: (NameListField | undefined)[] = [];
  for (let col = 0; col < width; col += 1) {
    const votes = new Map<NameListField, number>();
    let filled = 0;
    for (const line of grid) {
      const cell = line[col] ?? '';
      if (cell.trim() === '') continue;
      filled += 1;
      const kind = cellKind(cell);
      if (kind) votes.set(kind, (votes.get(kind) ?? 0) + 1);
    }
    const [best, count] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
    const field = best && filled > 0 && count / filled >= 0.6 && !taken.has(best) ? best : undefined;
    if (field) taken.add(field);
    fields.push(field);
  }
  return fields;
}

/** How a paste will be placed: by its header row, by what its columns hold, or by position from the focused column. */
export interface PastePlan {
  /** The field each pasted column goes to (undefined: left out). */
  fields: (NameListField | undefined)[];
  how: 'header' | 'content' | 'position';
  /** The lines that become rows (the header row left out). */
  body: string[][];
}

/** The plan for a paste at column `col`: a header row decides; else columns recognised by content; else position. */
export function planPaste(grid: readonly (readonly string[])[], col: number): PastePlan {
  const header = grid.length > 1 || col === 0 ? headerFields(grid[0] ?? []) : null;
  if (header) return { fields: header, how: 'header', body: grid.slice(1).map((line) => [...line]) };
  const body = grid.map((line) => [...line]);
  const width = Math.max(0, ...grid.map((line) => line.length));
  if (width >= 2) {
    const recognised = recogniseColumns(grid);
    if (recognised.filter(Boolean).length >= 2 && recognised.filter(Boolean).length >= width - 1)
      return { fields: recognised, how: 'content', body };
  }
  return { fields: NAME_LIST_FIELDS.slice(col).slice(0, width), how: 'position', body };
}

export interface PasteResult {
  rows: NameListRow[];
  /** Rows (indexes) that received cells. */
  changed: number[];
  /** Fixed rows (a ticketed passenger's) the paste passed over: their cells are never written. */
  skippedFixed: number;
  /** Whether the first pasted line was a header row. */
  hadHeader: boolean;
}

/**
 * Pastes copied cells into the list at a cell, as planned (`planPaste`, or the plan the agent
 * corrected): with a header row, each column goes to its field by title; without one, by what the
 * columns hold (a name and an ID number column land in 姓名 and 证件号码 wherever they stand), else
 * from the focused column on (extra columns dropped).
 * Lines below the last row add rows; rows `fixed` names (a ticketed passenger's) are skipped. Each changed row is normalised and
 * filled from its ID (type kept when one was pasted).
 */
export function pasteIntoRows(
  rows: readonly NameListRow[],
  grid: readonly (readonly string[])[],
  at: { row: number; col: number },
  departureDate: string,
  plan: Pick<PastePlan, 'fields' | 'body' | 'how'> = planPaste(grid, at.col),
  fixed: (row: NameListRow) => boolean = () => false,
): PasteResult {
  const { body, fields } = plan;
  const next = rows.slice();
  const changed: number[] = [];
  let skippedFixed = 0;
  let target = Math.max(0, at.row);
  for (const line of body) {
    if (line.every((cell) => cell.trim() === '')) continue;
    while (next[target] && fixed(next[target]!)) {
      target += 1;
      skippedFixed += 1;
    }
    const base = next[target] ?? blankRow();
    const typed = new Set<NameListField>();
    const row: NameListRow = { ...base };
    line.forEach((cell, index) => {
      const field = fields[index];
      if (!field) return;
      row[field] = normaliseCell(field, cell);
      typed.add(field);
    });
    let filled = row;
    if (typed.has('idNo') && row.idNo !== base.idNo && (row.idType === '' || row.idType === 'NI') && readMainlandId(row.idNo)) {
      // A new mainland ID decides birth date, gender and type unless they came with the paste.
      filled = { ...row };
      if (!typed.has('birthDate')) filled.birthDate = '';
      if (!typed.has('gender')) filled.gender = '';
      if (!typed.has('passengerType')) filled.passengerType = '';
    }
    next[target] = fillFromId(filled, departureDate, 'blank');
    changed.push(target);
    target += 1;
  }
  return { rows: next, changed, skippedFixed, hadHeader: plan.how === 'header' };
}
