import { Gender, IdType, PassengerType, passengerTypeOn, readMainlandId } from './passenger';
import { isMainlandIdNumber, isPhone, type FieldRule, type Now } from './validators';

/*
 * The name list of an order as the agent edits it (the spreadsheet editor, paste from Excel/WPS, the
 * crew-list template import): a row model of plain text cells, their normalisation (Chinese labels
 * accepted), what a mainland ID number fills in, and the validation of one row and of the whole list
 * with a Chinese reason per cell. Pure and fast: 200 rows validate in well under a millisecond or so.
 *
 *   NameListRow, NAME_LIST_FIELDS, NAME_LIST_TITLES, blankRow, rowFromPassenger, toPassenger
 *   normaliseCell, fillFromId, validateRow, validateNameList, rowFromValues, passengerFieldRule
 *   parseTemplateRows, CREW_TEMPLATE_COLUMNS
 *
 * Paste recognition (parseClipboard, planPaste, pasteIntoRows) is domain/name-list-paste.ts.
 */

/** A passenger as the gateway takes it (structurally `PassengerInput` of lib/gateway/endpoints/order). */
export interface PassengerData {
  name: string;
  passengerType: PassengerType;
  idType: IdType;
  idNo: string;
  birthDate?: string;
  gender?: Gender;
  mobile?: string;
}

export type NameListField = 'name' | 'passengerType' | 'idType' | 'idNo' | 'birthDate' | 'gender' | 'mobile';

/** The editor's columns, in order. */
export const NAME_LIST_FIELDS: readonly NameListField[] = ['name', 'passengerType', 'idType', 'idNo', 'birthDate', 'gender', 'mobile'];

export const NAME_LIST_TITLES: Readonly<Record<NameListField, string>> = {
  name: '姓名',
  passengerType: '类型',
  idType: '证件类型',
  idNo: '证件号码',
  birthDate: '出生日期',
  gender: '性别',
  mobile: '手机号',
};

/**
 * One row while edited: every cell is text. Enum cells hold the code (ADT, NI, M) once recognised and
 * the typed text otherwise (which validation then names). `passengerId` marks a saved passenger,
 * `ticketNo` a ticketed one (read-only).
 */
export type NameListRow = Record<NameListField, string> & { passengerId?: string; ticketNo?: string };

export type RowErrors = Partial<Record<NameListField, string>>;

export interface NameListContext {
  /** The gateway's now (an ID's birth date must be past). */
  now: Now;
  /** YYYY-MM-DD of the first flight: the passenger type is the age on that day. */
  departureDate: string;
}

export interface CapacityContext {
  /** Seats held by the order: adults + children may not exceed it. */
  seatCapacity: number;
  /** Infants the order was booked for. */
  infantCapacity: number;
}

export const NAME_LIMITS = { chineseMin: 2, chineseMax: 20, englishMax: 40 } as const;

export const NAME_LIST_MESSAGES = {
  required: (title: string) => `请填写${title}`,
  name: `姓名须为${NAME_LIMITS.chineseMin}-${NAME_LIMITS.chineseMax}个汉字，或英文“姓/名”（如 ZHANG/SAN）`,
  passengerType: '类型须为成人、儿童或婴儿',
  idType: `证件类型须为${IdType.options.map((option) => option.label).join('、')}之一`,
  mainlandId: '身份证号码有误（位数、出生日期或校验位不符）',
  otherId: '证件号码须为5-20位字母或数字',
  birthDate: '出生日期格式为YYYY-MM-DD，且不晚于今天',
  birthRequired: '儿童、婴儿须填写出生日期',
  birthMismatch: '与身份证号码中的出生日期不符',
  gender: '性别须为男或女',
  genderMismatch: '与身份证号码中的性别不符',
  mobile: '手机号须为11位中国大陆手机号',
  typeBy: (source: '身份证' | '出生日期', type: PassengerType) => `按${source}应为${PassengerType.label(type)}`,
  duplicate: (rows: number[], unit = '行') => `与第${rows.join('、')}${unit}证件号重复`,
} as const;

export function blankRow(): NameListRow {
  return { name: '', passengerType: '', idType: '', idNo: '', birthDate: '', gender: '', mobile: '' };
}

/** A row with nothing typed in it: the editor keeps it, validation and saving skip it. */
export function isBlankRow(row: NameListRow): boolean {
  return !row.passengerId && NAME_LIST_FIELDS.every((field) => row[field] === '');
}

export function rowFromPassenger(passenger: PassengerData & { passengerId?: string; ticketNo?: string }): NameListRow {
  const row: NameListRow = {
    name: passenger.name ?? '',
    passengerType: passenger.passengerType ?? '',
    idType: passenger.idType ?? '',
    idNo: passenger.idNo ?? '',
    birthDate: passenger.birthDate ?? '',
    gender: passenger.gender ?? '',
    mobile: passenger.mobile ?? '',
  };
  if (passenger.passengerId) row.passengerId = passenger.passengerId;
  if (passenger.ticketNo) row.ticketNo = passenger.ticketNo;
  return row;
}

/** The gateway's shape of a valid row (optional cells left out when empty). */
export function toPassenger(row: NameListRow): PassengerData & { passengerId?: string } {
  const passenger: PassengerData & { passengerId?: string } = {
    name: row.name,
    passengerType: row.passengerType as PassengerType,
    idType: row.idType as IdType,
    idNo: row.idNo,
  };
  if (row.birthDate) passenger.birthDate = row.birthDate;
  if (row.gender) passenger.gender = row.gender as Gender;
  if (row.mobile) passenger.mobile = row.mobile;
  if (row.passengerId) passenger.passengerId = row.passengerId;
  return passenger;
}

// ---------------------------------------------------------------- normalisation

function aliasMap(entries: Record<string, string[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [code, aliases] of Object.entries(entries)) {
    map.set(code.toLowerCase(), code);
    for (const alias of aliases) map.set(alias.toLowerCase(), code);
  }
  return map;
}

export const TYPE_ALIASES = aliasMap({
  ADT: ['成人', '成', '大人', 'adult', 'adu'],
  CHD: ['儿童', '儿', '童', '小孩', 'child', 'chd', 'ch'],
  INF: ['婴儿', '婴', 'infant', 'in'],
});

export const ID_TYPE_ALIASES = aliasMap({
  NI: ['身份证', '居民身份证', '二代身份证', '身份证号', 'id', 'idcard'],
  PP: ['护照', 'passport'],
  GA: ['港澳通行证', '往来港澳通行证'],
  TW: ['台湾通行证', '往来台湾通行证', '大陆居民往来台湾通行证'],
  HX: ['回乡证', '港澳居民来往内地通行证'],
  TB: ['台胞证', '台湾居民来往大陆通行证'],
  OTHER: ['其他', '其它'],
});

export const GENDER_ALIASES = aliasMap({
  M: ['男', 'male', '男性'],
  F: ['女', 'female', '女性'],
});

/** Column titles a header row may use, by field (the editor's, the template's, common variants). */
const HEADER_ALIASES = aliasMap({
  name: ['姓名', '旅客姓名', '乘客姓名', '名字', '中文姓名', '英文姓名', 'name'],
  passengerType: ['类型', '旅客类型', '乘客类型', '乘机人类型', 'type'],
  idType: ['证件类型', '证件种类', 'idtype'],
  idNo: ['证件号码', '证件号', '身份证号', '身份证号码', '证件号码/身份证号', 'idno'],
  birthDate: ['出生日期', '生日', '出生年月日', 'birthdate', 'birthday'],
  gender: ['性别', 'sex', 'gender'],
  mobile: ['手机号', '手机', '手机号码', '联系电话', '电话', 'mobile', 'phone'],
});

export function headerField(title: string): NameListField | undefined {
  const clean = title
    .replace(/[*＊\s]/g, '')
    .replace(/[（(](必填|选填)[)）]/g, '')
    .toLowerCase();
  return HEADER_ALIASES.get(clean) as NameListField | undefined;
}

const LATIN = /[A-Za-z]/;

function normaliseDate(text: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const parts = compact ?? /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(text);
  if (!parts) return text;
  return `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
}

/**
 * The text a cell keeps for what was typed or pasted: trimmed; type, ID type and gender by code when
 * a code or Chinese label is recognised (成人/儿童/婴儿, 身份证/护照…, 男/女); English names upper case
 * as SURNAME/GIVEN; ID numbers without blanks, upper case; dates as YYYY-MM-DD; phones without blanks.
 */
export function normaliseCell(field: NameListField, text: string): string {
  const value = text.replace(/[\u00a0\u3000]/g, ' ').trim();
  if (value === '') return '';
  switch (field) {
    case 'name':
      return LATIN.test(value)
        ? value
            .toUpperCase()
            .replace(/\s*\/\s*/g, '/')
            .replace(/\s+/g, ' ')
        : value.replace(/\s+/g, '');
    case 'passengerType':
      return TYPE_ALIASES.get(value.toLowerCase()) ?? value;
    case 'idType':
      return ID_TYPE_ALIASES.get(value.toLowerCase()) ?? value;
    case 'gender':
      return GENDER_ALIASES.get(value.toLowerCase()) ?? value;
    case 'idNo':
      return value.replace(/\s+/g, '').toUpperCase();
    case 'birthDate':
      return normaliseDate(value);
    case 'mobile':
      return value.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  }
}

/** A cell shown to the user: enum codes as their Chinese labels, other text as it is. */
export function displayCell(field: NameListField, value: string): string {
  if (field === 'passengerType') return PassengerType.label(value);
  if (field === 'idType') return IdType.label(value);
  if (field === 'gender') return Gender.label(value);
  return value;
}

/** An ID type left empty is a mainland ID card when the number looks like one. */
function looksMainland(idNo: string): boolean {
  return /^\d{17}[\dX]$/.test(idNo) || /^\d{15}$/.test(idNo);
}

/**
 * What a mainland ID number fills in: ID type (when empty and the number has the shape), birth date,
 * gender and — when `type` is 'overwrite', or 'blank' and the type is empty — the passenger type on
 * the departure date. The editor overwrites the type when the agent types the ID; paste and import
 * keep a type that came with the row, so a child's ID marked ADT is flagged rather than hidden.
 */
export function fillFromId(row: NameListRow, departureDate: string, type: 'overwrite' | 'blank' = 'blank'): NameListRow {
  const idType = row.idType === '' && looksMainland(row.idNo) ? 'NI' : row.idType;
  if (idType !== 'NI') return idType === row.idType ? row : { ...row, idType };
  const facts = readMainlandId(row.idNo);
  if (!facts) return idType === row.idType ? row : { ...row, idType };
  const passengerType =
    type === 'overwrite' || row.passengerType === '' ? passengerTypeOn(facts.birthDate, departureDate) : row.passengerType;
  if (row.birthDate === facts.birthDate && row.gender === facts.gender && row.passengerType === passengerType && row.idType === idType)
    return row;
  return { ...row, idType, birthDate: facts.birthDate, gender: facts.gender, passengerType };
}

// ---------------------------------------------------------------- validation

const CHINESE_NAME = new RegExp(
  `^[\\p{Script=Han}][\\p{Script=Han}·•]{${NAME_LIMITS.chineseMin - 2},${NAME_LIMITS.chineseMax - 2}}[\\p{Script=Han}]$`,
  'u',
);
const ENGLISH_NAME = /^[A-Z]+(?: [A-Z]+)*\/[A-Z]+(?: [A-Z]+)*$/;
const OTHER_ID = /^[A-Z0-9]{5,20}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isPassengerName(name: string): boolean {
  if (CHINESE_NAME.test(name)) return true;
  return name.length <= NAME_LIMITS.englishMax && ENGLISH_NAME.test(name);
}

function dayOf(now: Now): string {
  const date = new Date(typeof now === 'number' ? now : now.valueOf());
  // Beijing time: the portal's days are the gateway's (UTC+8).
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 10);
}

function isPastDate(text: string, today: string): boolean {
  const parts = ISO_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    month - 1
  ]!;
  return day <= daysInMonth && text <= today;
}

function validateRowAt(row: NameListRow, context: NameListContext, today: string): RowErrors {
  const errors: RowErrors = {};
  for (const field of ['name', 'passengerType', 'idType', 'idNo'] as const) {
    if (row[field] === '') errors[field] = NAME_LIST_MESSAGES.required(NAME_LIST_TITLES[field]);
  }
  if (!errors.name && !isPassengerName(row.name)) errors.name = NAME_LIST_MESSAGES.name;
  if (!errors.passengerType && !PassengerType.is(row.passengerType)) errors.passengerType = NAME_LIST_MESSAGES.passengerType;
  if (!errors.idType && !IdType.is(row.idType)) errors.idType = NAME_LIST_MESSAGES.idType;
  if (row.gender !== '' && !Gender.is(row.gender)) errors.gender = NAME_LIST_MESSAGES.gender;
  if (row.mobile !== '' && !isPhone(row.mobile)) errors.mobile = NAME_LIST_MESSAGES.mobile;
  if (row.birthDate !== '' && !isPastDate(row.birthDate, today)) errors.birthDate = NAME_LIST_MESSAGES.birthDate;

  let birth: { date: string; source: '身份证' | '出生日期' } | null = null;
  if (!errors.idNo && row.idType === 'NI') {
    if (!isMainlandIdNumber(row.idNo, context.now)) errors.idNo = NAME_LIST_MESSAGES.mainlandId;
    else {
      const facts = readMainlandId(row.idNo)!;
      birth = { date: facts.birthDate, source: '身份证' };
      if (!errors.birthDate && row.birthDate !== '' && row.birthDate !== facts.birthDate)
        errors.birthDate = NAME_LIST_MESSAGES.birthMismatch;
      if (!errors.gender && row.gender !== '' && row.gender !== facts.gender) errors.gender = NAME_LIST_MESSAGES.genderMismatch;
    }
  } else if (!errors.idNo && !errors.idType && !OTHER_ID.test(row.idNo)) {
    errors.idNo = NAME_LIST_MESSAGES.otherId;
  }
  if (!birth && row.birthDate !== '' && !errors.birthDate) birth = { date: row.birthDate, source: '出生日期' };

  if (!errors.passengerType) {
    if (birth) {
      const expected = passengerTypeOn(birth.date, context.departureDate);
      if (expected !== row.passengerType) errors.passengerType = NAME_LIST_MESSAGES.typeBy(birth.source, expected);
    } else if (row.passengerType !== 'ADT' && row.idType !== 'NI' && !errors.birthDate) {
      errors.birthDate = NAME_LIST_MESSAGES.birthRequired;
    }
  }
  return errors;
}

/** The reasons one row is wrong, by cell (an empty object when it is fine). Duplicates are list-level. */
export function validateRow(row: NameListRow, context: NameListContext): RowErrors {
  return validateRowAt(row, context, dayOf(context.now));
}

export interface NameListCounts {
  adults: number;
  children: number;
  infants: number;
  /** Rows that are not blank. */
  named: number;
}

export interface NameListValidation {
  /** By row index; undefined for a fine (or blank) row. */
  rowErrors: (RowErrors | undefined)[];
  /** Capacity problems of the whole list. */
  listErrors: string[];
  /** Cells in error plus list errors: 0 means the list may be saved. */
  errorCount: number;
  counts: NameListCounts;
}

/** A key that makes two ID numbers the same passenger (case and blanks do not count). */
export function idKey(idNo: string): string {
  return idNo.replace(/\s+/g, '').toUpperCase();
}

/**
 * Validates every non-blank row, duplicate ID numbers within the list (each row names the others by
 * their 1-based row numbers: '与第12行证件号重复'), and, with a capacity (the whole list of an order),
 * the seat holders (adults and children) against the seats and the infants against the booked
 * infants and the adults. Without one (a partial list: an import) capacity is the gateway's check.
 */
export function validateNameList(
  rows: readonly NameListRow[],
  context: NameListContext & Partial<CapacityContext>,
  rowNumber: (index: number) => number = (index) => index + 1,
): NameListValidation {
  const today = dayOf(context.now);
  const rowErrors: (RowErrors | undefined)[] = new Array(rows.length);
  const byId = new Map<string, number[]>();
  const counts: NameListCounts = { adults: 0, children: 0, infants: 0, named: 0 };
  let errorCount = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (isBlankRow(row)) continue;
    counts.named += 1;
    if (row.passengerType === 'ADT') counts.adults += 1;
    else if (row.passengerType === 'CHD') counts.children += 1;
    else if (row.passengerType === 'INF') counts.infants += 1;
    const errors = validateRowAt(row, context, today);
    if (row.idNo !== '') {
      const key = idKey(row.idNo);
      const same = byId.get(key);
      if (same) same.push(index);
      else byId.set(key, [index]);
    }
    rowErrors[index] = errors;
  }
  for (const indexes of byId.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes) {
      const errors = rowErrors[index]!;
      if (errors.idNo) continue;
      errors.idNo = NAME_LIST_MESSAGES.duplicate(indexes.filter((other) => other !== index).map(rowNumber));
    }
  }
  for (let index = 0; index < rows.length; index += 1) {
    const errors = rowErrors[index];
    if (!errors) continue;
    let count = 0;
    for (const key in errors) if (errors[key as NameListField]) count += 1;
    if (count === 0) rowErrors[index] = undefined;
    errorCount += count;
  }
  const listErrors = capacityErrors(counts, context);
  errorCount += listErrors.length;
  return { rowErrors, listErrors, errorCount, counts };
}

export function capacityErrors(counts: NameListCounts, capacity: Partial<CapacityContext>): string[] {
  const errors: string[] = [];
  const seats = counts.adults + counts.children;
  if (capacity.seatCapacity !== undefined && seats > capacity.seatCapacity) {
    errors.push(`占座旅客（成人与儿童）共${seats}位，超过订单的${capacity.seatCapacity}个座位`);
  }
  if (capacity.infantCapacity !== undefined && counts.infants > capacity.infantCapacity) {
    errors.push(`婴儿共${counts.infants}位，超过订单预订的${capacity.infantCapacity}位婴儿`);
  }
  if (capacity.seatCapacity !== undefined && counts.infants > counts.adults) {
    errors.push(`婴儿（${counts.infants}位）多于成人（${counts.adults}位）：每位婴儿须由一位成人携带`);
  }
  return errors;
}

// ---------------------------------------------------------------- passenger forms

/** A passenger form's values as a row (each cell normalised as the editor would). */
export function rowFromValues(values: Partial<Record<NameListField, string | null | undefined>>): NameListRow {
  const row = blankRow();
  for (const field of NAME_LIST_FIELDS) row[field] = normaliseCell(field, values[field] ?? '');
  return row;
}

/**
 * A form rule (antd takes `{ validator }` as it is) for one field of a passenger form, judged with the
 * whole passenger as the name list judges a row: `passengerFieldRule('idNo', () => rowFromValues(form.getFieldsValue()), context)`.
 */
export function passengerFieldRule(field: NameListField, read: () => NameListRow, context: () => NameListContext): FieldRule {
  return {
    validator: () => {
      const reason = validateRow(read(), context())[field];
      return reason ? Promise.reject(new Error(reason)) : Promise.resolve();
    },
  };
}

// ---------------------------------------------------------------- crew-list template

/** A template column as the gateway defines it (structurally `CrewTemplateColumn`). */
export interface TemplateColumn {
  key: string;
  title: string;
  required: boolean;
  example: string;
  options?: readonly { value: string; label: string }[];
}

/** The crew-list template's columns (what the simulator's crew-template answers). */
export const CREW_TEMPLATE_COLUMNS: readonly (TemplateColumn & { key: NameListField })[] = [
  { key: 'name', title: '姓名', required: true, example: '张三' },
  { key: 'passengerType', title: '旅客类型', required: true, example: '成人', options: PassengerType.options },
  { key: 'idType', title: '证件类型', required: true, example: '身份证', options: IdType.options },
  { key: 'idNo', title: '证件号码', required: true, example: '110101199003070011' },
  { key: 'birthDate', title: '出生日期', required: false, example: '1990-03-07' },
  { key: 'gender', title: '性别', required: false, example: '男', options: Gender.options },
  { key: 'mobile', title: '手机号', required: false, example: '13800138000' },
];

export interface TemplateRowError {
  /** The sheet's row number. */
  rowNo: number;
  /** The template column's title. */
  column: string;
  reason: string;
}

export interface TemplateParseResult {
  /** Valid or not, one per data row (the example row left out). */
  rows: (PassengerData & { rowNo: number })[];
  errors: TemplateRowError[];
}

const isNameListField = (key: string): key is NameListField => (NAME_LIST_FIELDS as readonly string[]).includes(key);

/**
 * Rows read from the crew-list template (header in row 1) into passengers and per-row errors naming
 * the sheet row, the template's column title and the reason. Columns are found by title (the
 * template's, or a common variant); a missing required column is an error of row 1. A row equal to
 * the template's example is skipped. Duplicate ID numbers name the other sheet rows, and ID numbers
 * already in the order (`existing`) are refused too.
 */
export function parseTemplateRows(
  sheet: { header: readonly string[]; rows: readonly { rowNo: number; cells: readonly string[] }[] },
  columns: readonly TemplateColumn[],
  context: NameListContext & Partial<CapacityContext> & { existing?: readonly { name: string; idNo: string }[] },
): TemplateParseResult {
  const titleOf = new Map<NameListField, string>();
  for (const column of columns) if (isNameListField(column.key)) titleOf.set(column.key, column.title);
  const title = (field: NameListField) => titleOf.get(field) ?? NAME_LIST_TITLES[field];
  const errors: TemplateRowError[] = [];

  const fieldAt: (NameListField | undefined)[] = sheet.header.map((cell) => {
    const clean = cell.replace(/[*＊\s]/g, '');
    const column = columns.find((candidate) => candidate.title.replace(/[*＊\s]/g, '') === clean);
    if (column && isNameListField(column.key)) return column.key;
    return headerField(cell);
  });
  for (const column of columns) {
    if (column.required && isNameListField(column.key) && !fieldAt.includes(column.key)) {
      errors.push({ rowNo: 1, column: column.title, reason: '模板缺少此列，请使用下载的模板' });
    }
  }
  if (errors.length > 0) return { rows: [], errors };

  const example = new Map<NameListField, string>();
  for (const column of columns) if (isNameListField(column.key)) example.set(column.key, column.example);
  const isExample = (cells: readonly string[]) =>
    fieldAt.every((field, index) => !field || !example.has(field) || (cells[index] ?? '').trim() === example.get(field)!.trim());

  const dataRows = sheet.rows.filter((row) => !isExample(row.cells));
  const nameRows: NameListRow[] = dataRows.map((sheetRow) => {
    const row = blankRow();
    fieldAt.forEach((field, index) => {
      if (field) row[field] = normaliseCell(field, sheetRow.cells[index] ?? '');
    });
    return fillFromId(row, context.departureDate, 'blank');
  });
  const validation = validateNameList(nameRows, context, (index) => dataRows[index]!.rowNo);
  const existing = new Map((context.existing ?? []).map((passenger) => [idKey(passenger.idNo), passenger.name]));
  nameRows.forEach((row, index) => {
    const rowNo = dataRows[index]!.rowNo;
    const rowErrors = validation.rowErrors[index] ?? {};
    if (!rowErrors.idNo && existing.has(idKey(row.idNo))) rowErrors.idNo = `订单中已有此证件号的旅客（${existing.get(idKey(row.idNo))}）`;
    for (const field of NAME_LIST_FIELDS) {
      const reason = rowErrors[field];
      if (reason) errors.push({ rowNo, column: title(field), reason });
    }
  });
  for (const reason of validation.listErrors) errors.push({ rowNo: 0, column: '名单', reason });
  return {
    rows: nameRows.map((row, index) => ({ ...(toPassenger(row) as PassengerData), rowNo: dataRows[index]!.rowNo })),
    errors,
  };
}
