import type * as ExcelJSModule from 'exceljs';
import type { Cell, CellValue, Workbook, Worksheet } from 'exceljs';
import type { ReportColumnType } from '@/domain/report';
import { FEN_PER_YUAN } from '@/domain/format';
import type { CrewTemplateColumn } from './gateway/endpoints/order';

/*
 * Excel files (.xlsx) through exceljs, loaded only when a file is written or read: the library is
 * ~1 MB, so it is reached through `import()` alone (never a static import), and neither /login nor
 * any screen's first chunk carries it. Used by the crew-list template and import, and list exports.
 *
 * Exports:
 *   writeWorkbook(fileName, sheets)            builds an .xlsx and downloads it (Blob link)
 *   buildWorkbook(sheets)                      the same file's bytes (tests, uploads)
 *   readWorkbookRows(file | bytes)             first sheet: header (row 1) and the rows below, as text
 *   writeCrewTemplate(template)                the crew-list template file, downloaded
 *   buildCrewTemplate(template)                its bytes
 *   buildTypedWorkbook(sheet)                  one sheet from typed columns (the gateway's report content)
 *   xlsxFileName(name)                         the name with its .xlsx extension
 *
 * Every text cell written goes through `neutraliseFormula` (formula injection).
 */

export interface SheetColumn {
  header: string;
  key: string;
  /** Characters; defaults to the header's width or 12. */
  width?: number;
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: Record<string, unknown>[];
}

/** A column of a list export: its header, and the cell of each row (money as `fenToYuan`). */
export interface ExportColumn<T> {
  header: string;
  key: string;
  width?: number;
  value: (row: T) => string | number;
}

/** Fen as a yuan number, so Excel can add the column up. */
export const fenToYuan = (fen: number) => fen / FEN_PER_YUAN;

/** A list export's one sheet: a row per entry, a cell per column. */
export function sheetFromColumns<T>(name: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): SheetSpec {
  return {
    name,
    columns: columns.map(({ header, key, width }) => ({ header, key, width })),
    rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, column.value(row)]))),
  };
}

export interface WorkbookRow {
  /** The sheet's own row number (the header is row 1), so messages can name it. */
  rowNo: number;
  /** One string per header column, trimmed; '' for an empty cell. */
  cells: string[];
}

export interface WorkbookRows {
  header: string[];
  rows: WorkbookRow[];
}

/** What `orderApi.crewTemplate` answers. */
export interface CrewTemplate {
  columns: CrewTemplateColumn[];
  sheetName: string;
  fileName: string;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows of the template that carry the choice lists (data validation). */
export const TEMPLATE_VALIDATED_ROWS = 500;

type ExcelModule = typeof ExcelJSModule;

let loading: Promise<ExcelModule> | undefined;

/** exceljs, loaded once on first use (its browser build is CommonJS: the namespace may sit on `default`). */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= import('exceljs').then((mod) => ((mod as { default?: ExcelModule }).default ?? mod) as ExcelModule);
  return loading;
}

/** Display width of a header: CJK characters count double. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0xff ? 2 : 1;
  return width;
}

/** What a spreadsheet may read as the start of a formula (OWASP, CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it is written into every file: one that starts with = + - @, a tab or a carriage return
 * gets a leading single quote, as OWASP recommends against formula injection — a group name
 * `=HYPERLINK("http://e.x","x")` reads `'=HYPERLINK(…)` and is never evaluated, whichever program opens
 * the file or a CSV saved from it. Numbers stay numbers (a refund of -1 yuan adds up); a lone '-' (a
 * missing value) is no formula and stays as it is.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && value !== '-' ? `'${value}` : value;
}

function addSheet(workbook: Workbook, spec: SheetSpec): Worksheet {
  const sheet = workbook.addWorksheet(spec.name.slice(0, 31) || 'Sheet1');
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? Math.max(12, textWidth(column.header) + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of spec.rows) {
    const values: Record<string, CellValue> = {};
    for (const column of spec.columns) {
      const value = row[column.key];
      const cell =
        value === undefined || value === null
          ? null
          : typeof value === 'object' && !(value instanceof Date)
            ? String(value)
            : (value as CellValue);
      values[column.key] = typeof cell === 'string' ? neutraliseFormula(cell) : cell;
    }
    sheet.addRow(values);
  }
  return sheet;
}

async function toBytes(workbook: Workbook): Promise<ArrayBuffer> {
  const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  if (!ArrayBuffer.isView(buffer)) return buffer;
  const view = buffer as Uint8Array;
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
}

/** The .xlsx bytes of the sheets (header row bold and frozen). */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) addSheet(workbook, spec);
  return toBytes(workbook);
}

/** Offers the bytes to the user as a file download. */
export function downloadFile(fileName: string, bytes: ArrayBuffer | Blob, type = XLSX_MIME): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function withXlsx(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
}

/** A file name with its .xlsx extension (added when missing). */
export const xlsxFileName = withXlsx;

/** Builds an .xlsx of the sheets and downloads it. */
export async function writeWorkbook(fileName: string, sheets: SheetSpec[]): Promise<void> {
  downloadFile(withXlsx(fileName), await buildWorkbook(sheets));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A cell as the text the user sees: dates as YYYY-MM-DD, rich text joined, formulas by result. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel dates carry no zone: exceljs gives them as UTC midnight.
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() || value.getUTCMinutes() ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : '';
    return day + time;
  }
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText((value.result ?? null) as CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('error' in value) return '';
  }
  return String(value).trim();
}

function isBinary(value: unknown): value is ArrayBuffer | ArrayBufferView {
  return ArrayBuffer.isView(value) || Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

/** A file's bytes (Blob.arrayBuffer where the platform has it, FileReader elsewhere). */
export function bytesOf(file: Blob | ArrayBuffer | ArrayBufferView): Promise<ArrayBuffer | ArrayBufferView> {
  if (isBinary(file)) return Promise.resolve(file);
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The first sheet's rows as text: `header` is row 1 (trailing empty titles dropped), each row has one
 * cell per header column and keeps the sheet's row number; wholly empty rows are left out.
 */
export async function readWorkbookRows(file: File | Blob | ArrayBuffer | ArrayBufferView): Promise<WorkbookRows> {
  const ExcelJS = await loadExcel();
  const bytes = await bytesOf(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as Parameters<Workbook['xlsx']['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell: Cell, col: number) => {
    header[col - 1] = cellText(cell.value);
  });
  for (let i = 0; i < header.length; i += 1) header[i] ??= '';
  while (header.length > 0 && header.at(-1) === '') header.pop();
  const rows: WorkbookRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNo) => {
    if (rowNo === 1) return;
    const cells = header.map((_, index) => cellText(row.getCell(index + 1).value));
    if (cells.some((cell) => cell !== '')) rows.push({ rowNo, cells });
  });
  return { header, rows };
}

/** Excel's list validation takes at most 255 characters of quoted choices. */
function listFormula(labels: string[]): string | null {
  const formula = `"${labels.join(',')}"`;
  return formula.length <= 257 ? formula : null;
}

/**
 * The crew-list template: row 1 the columns' titles (required ones in red), row 2 the gateway's
 * example (grey italics; the import skips a row equal to it), every column formatted as text (so an
 * 18-digit ID keeps its digits), and choice lists on the option columns. A second sheet explains it.
 */
export async function buildCrewTemplate(template: CrewTemplate): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = addSheet(workbook, {
    name: template.sheetName,
    columns: template.columns.map((column) => ({
      header: column.title,
      key: column.key,
      width: Math.max(12, textWidth(column.title) + 4, textWidth(column.example) + 2),
    })),
    rows: [Object.fromEntries(template.columns.map((column) => [column.key, column.example]))],
  });
  template.columns.forEach((column, index) => {
    const col = sheet.getColumn(index + 1);
    col.numFmt = '@';
    const headerCell = sheet.getRow(1).getCell(index + 1);
    headerCell.font = { bold: true, color: column.required ? { argb: 'FFCF1322' } : undefined };
    headerCell.note = `${column.required ? '必填' : '选填'}${column.options ? `；可选：${column.options.map((option) => option.label).join('、')}` : ''}；示例：${column.example}`;
    const example = sheet.getRow(2).getCell(index + 1);
    example.font = { italic: true, color: { argb: 'FF8C8C8C' } };
    const formula = column.options ? listFormula(column.options.map((option) => option.label)) : null;
    if (!formula) return;
    for (let rowNo = 2; rowNo <= TEMPLATE_VALIDATED_ROWS + 1; rowNo += 1) {
      sheet.getRow(rowNo).getCell(index + 1).dataValidation = {
        type: 'list',
        allowBlank: !column.required,
        formulae: [formula],
        showErrorMessage: true,
        errorTitle: column.title,
        error: `请从列表中选择：${column.options!.map((option) => option.label).join('、')}`,
      };
    }
  });
  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '列', key: 'title', width: 16 },
    { header: '必填', key: 'required', width: 8 },
    { header: '说明', key: 'hint', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of template.columns) {
    notes.addRow({
      title: column.title,
      required: column.required ? '是' : '否',
      hint: `${column.options ? `可选：${column.options.map((option) => option.label).join('、')}；` : ''}示例：${column.example}`,
    });
  }
  notes.addRow({});
  notes.addRow({ title: '提示', hint: `第2行为示例，导入时忽略；从第3行起每行一位旅客，表头请勿修改。` });
  return toBytes(workbook);
}

/** Downloads the crew-list template. */
export async function writeCrewTemplate(template: CrewTemplate): Promise<void> {
  downloadFile(withXlsx(template.fileName), await buildCrewTemplate(template));
}

// ---- sheets from typed columns ----

/** A column whose type says how its values are written (the gateway's report columns). */
export interface TypedColumn {
  key: string;
  title: string;
  type: ReportColumnType;
}

/** One sheet as the gateway sends a report's content: money in fen, times as ISO strings. */
export interface TypedSheet {
  sheetName: string;
  columns: readonly TypedColumn[];
  rows: readonly Record<string, string | number | null | undefined>[];
}

/** Yuan with two decimals and thousands separators; counts as whole numbers. */
const NUMBER_FORMATS: Partial<Record<ReportColumnType, string>> = { FEN: '#,##0.00', INTEGER: '0' };
const MAX_COLUMN_WIDTH = 40;
const ISO_WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)/;

/**
 * A cell's value by its column's type: FEN integer fen → a yuan number (Excel can add it up), INTEGER
 * a number, DATETIME the gateway's own wall-clock time as text ('2026-11-23 09:30:00', the same in
 * every browser's time zone), DATE and TEXT as sent; empty for null.
 */
export function typedCellValue(type: ReportColumnType, value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'FEN':
      return typeof value === 'number' ? value / FEN_PER_YUAN : Number(value) / FEN_PER_YUAN;
    case 'INTEGER':
      return typeof value === 'number' ? value : Number(value);
    case 'DATETIME': {
      const match = ISO_WALL_TIME.exec(String(value));
      return match ? `${match[1]} ${match[2]}` : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * The .xlsx bytes of one sheet from typed columns: the titles as header (bold, frozen), a row per
 * entry, money as yuan with two decimals, columns as wide as their longest text.
 */
export async function buildTypedWorkbook(spec: TypedSheet): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const rows = spec.rows.map((row) =>
    Object.fromEntries(spec.columns.map((column) => [column.key, typedCellValue(column.type, row[column.key])])),
  );
  const sheet = addSheet(workbook, {
    name: spec.sheetName,
    columns: spec.columns.map((column) => ({
      header: column.title,
      key: column.key,
      width: Math.min(
        MAX_COLUMN_WIDTH,
        rows.reduce(
          (widest, row) => {
            const value = row[column.key];
            const text = typeof value === 'number' && column.type === 'FEN' ? value.toFixed(2) : String(value ?? '');
            return Math.max(widest, textWidth(text) + 2);
          },
          Math.max(10, textWidth(column.title) + 4),
        ),
      ),
    })),
    rows,
  });
  spec.columns.forEach((column, index) => {
    const format = NUMBER_FORMATS[column.type];
    if (format) sheet.getColumn(index + 1).numFmt = format;
  });
  return toBytes(workbook);
}
