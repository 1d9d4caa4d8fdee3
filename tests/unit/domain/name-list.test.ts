import { describe, expect, it } from 'vitest';
import {
  blankRow,
  CREW_TEMPLATE_COLUMNS,
  fillFromId,
  normaliseCell,
  parseTemplateRows,
  rowFromPassenger,
  toPassenger,
  validateNameList,
  validateRow,
  type NameListRow,
} from '@/domain/name-list';
import { parseClipboard, pasteIntoRows, planPaste, recogniseColumns } from '@/domain/name-list-paste';
import { idCheckChar } from '@/domain/validators';

const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;
const NOW = Date.UTC(2026, 5, 1, 4); // 2026-06-01 12:00 Beijing
const CONTEXT = { now: NOW, departureDate: '2026-07-01' };

const ADULT_ID = withCheck('31011519850312123'); // 1985-03-12, male
const CHILD_ID = withCheck('44030620180704002'); // 2018-07-04, female: 7 on departure
const INFANT_ID = withCheck('11010120250101001'); // 2025-01-01, male: 1 on departure

const row = (fields: Partial<NameListRow>): NameListRow => ({ ...blankRow(), ...fields });
const adult = (name: string, idNo: string, extra: Partial<NameListRow> = {}) =>
  fillFromId(row({ name, idNo, passengerType: 'ADT', idType: 'NI', ...extra }), CONTEXT.departureDate);

/** n distinct valid adult IDs. */
function adultIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => withCheck(`3101151985031${String(index).padStart(3, '0')}1`));
}

describe('normaliseCell', () => {
  it('accepts Chinese labels and codes for type, ID type and gender', () => {
    expect(normaliseCell('passengerType', ' 儿童 ')).toBe('CHD');
    expect(normaliseCell('passengerType', 'adt')).toBe('ADT');
    expect(normaliseCell('passengerType', '婴儿')).toBe('INF');
    expect(normaliseCell('idType', '身份证')).toBe('NI');
    expect(normaliseCell('idType', '护照')).toBe('PP');
    expect(normaliseCell('gender', '女')).toBe('F');
    expect(normaliseCell('gender', '未知')).toBe('未知');
  });

  it('tidies names, ID numbers, dates and phones', () => {
    expect(normaliseCell('name', ' zhang / san ')).toBe('ZHANG/SAN');
    expect(normaliseCell('name', '张 三')).toBe('张三');
    expect(normaliseCell('idNo', '11010519491231002x')).toBe('11010519491231002X');
    expect(normaliseCell('birthDate', '2018/7/4')).toBe('2018-07-04');
    expect(normaliseCell('birthDate', '20180704')).toBe('2018-07-04');
    expect(normaliseCell('birthDate', '2018年7月4日')).toBe('2018-07-04');
    expect(normaliseCell('mobile', '+86 138-0013-8000')).toBe('13800138000');
  });
});

describe('fillFromId', () => {
  it('fills ID type, birth date, gender and type from a mainland ID', () => {
    expect(fillFromId(row({ name: '李四', idNo: CHILD_ID }), CONTEXT.departureDate)).toMatchObject({
      idType: 'NI',
      birthDate: '2018-07-04',
      gender: 'F',
      passengerType: 'CHD',
    });
  });

  it('keeps a type that was given unless told to overwrite it', () => {
    const given = row({ idNo: CHILD_ID, idType: 'NI', passengerType: 'ADT' });
    expect(fillFromId(given, CONTEXT.departureDate).passengerType).toBe('ADT');
    expect(fillFromId(given, CONTEXT.departureDate, 'overwrite').passengerType).toBe('CHD');
  });
});

describe('validateRow', () => {
  it('accepts a valid adult, child and infant', () => {
    expect(validateRow(adult('张三', ADULT_ID), CONTEXT)).toEqual({});
    expect(validateRow(fillFromId(row({ name: '李四', idNo: CHILD_ID }), '2026-07-01'), CONTEXT)).toEqual({});
    expect(validateRow(fillFromId(row({ name: 'WANG/XIAOBAO', idNo: INFANT_ID }), '2026-07-01'), CONTEXT)).toEqual({});
  });

  it('names each wrong cell with a Chinese reason', () => {
    const errors = validateRow(
      row({ name: '张', passengerType: '老人', idType: 'NI', idNo: `${ADULT_ID.slice(0, 17)}0`, gender: '男?', mobile: '1380013' }),
      CONTEXT,
    );
    expect(errors).toEqual({
      name: expect.stringContaining('2-20个汉字'),
      passengerType: '类型须为成人、儿童或婴儿',
      idNo: expect.stringContaining('身份证号码有误'),
      gender: '性别须为男或女',
      mobile: '手机号须为11位中国大陆手机号',
    });
    expect(validateRow(row({}), CONTEXT)).toMatchObject({ name: '请填写姓名', idNo: '请填写证件号码' });
  });

  it("flags a child's ID entered as an adult, and birth date or gender that contradict the ID", () => {
    const child = row({ name: '李四', passengerType: 'ADT', idType: 'NI', idNo: CHILD_ID });
    expect(validateRow(child, CONTEXT).passengerType).toBe('按身份证应为儿童');
    expect(validateRow({ ...child, passengerType: 'CHD', birthDate: '2018-07-05', gender: 'M' }, CONTEXT)).toEqual({
      birthDate: '与身份证号码中的出生日期不符',
      gender: '与身份证号码中的性别不符',
    });
  });

  it('checks other documents by shape and asks a child with a passport for a birth date', () => {
    expect(validateRow(row({ name: 'SMITH/JOHN', passengerType: 'ADT', idType: 'PP', idNo: 'E1234567' }), CONTEXT)).toEqual({});
    expect(validateRow(row({ name: 'SMITH/JOHN', passengerType: 'ADT', idType: 'PP', idNo: 'E1' }), CONTEXT).idNo).toBe(
      '证件号码须为5-20位字母或数字',
    );
    expect(validateRow(row({ name: 'SMITH/ANN', passengerType: 'CHD', idType: 'PP', idNo: 'E7654321' }), CONTEXT).birthDate).toBe(
      '儿童、婴儿须填写出生日期',
    );
    expect(
      validateRow(row({ name: 'SMITH/ANN', passengerType: 'ADT', idType: 'PP', idNo: 'E7654321', birthDate: '2020-01-01' }), CONTEXT)
        .passengerType,
    ).toBe('按出生日期应为儿童');
    expect(
      validateRow(row({ name: 'SMITH/ANN', passengerType: 'ADT', idType: 'PP', idNo: 'E7654321', birthDate: '2027-01-01' }), CONTEXT)
        .birthDate,
    ).toContain('不晚于今天');
  });
});

describe('validateNameList', () => {
  it('refuses a duplicate ID naming both rows, and skips blank rows', () => {
    const rows = [adult('张三', ADULT_ID), blankRow(), adult('张三丰', ADULT_ID.toLowerCase())];
    const result = validateNameList(rows, CONTEXT);
    expect(result.rowErrors[0]).toEqual({ idNo: '与第3行证件号重复' });
    expect(result.rowErrors[1]).toBeUndefined();
    expect(result.rowErrors[2]).toEqual({ idNo: '与第1行证件号重复' });
    expect(result.counts).toEqual({ adults: 2, children: 0, infants: 0, named: 2 });
    expect(result.errorCount).toBe(2);
  });

  it('checks seats, booked infants and one adult per infant', () => {
    const infant = fillFromId(row({ name: '王宝', idNo: INFANT_ID }), CONTEXT.departureDate);
    const rows = [adult('张三', ADULT_ID), infant, { ...infant, name: '王二宝', idNo: withCheck('11010120250101003') }];
    const ok = validateNameList(rows.slice(0, 2), { ...CONTEXT, seatCapacity: 1, infantCapacity: 1 });
    expect(ok.errorCount).toBe(0);
    const over = validateNameList(rows, { ...CONTEXT, seatCapacity: 0, infantCapacity: 1 });
    expect(over.listErrors).toEqual([
      '占座旅客（成人与儿童）共1位，超过订单的0个座位',
      '婴儿共2位，超过订单预订的1位婴儿',
      '婴儿（2位）多于成人（1位）：每位婴儿须由一位成人携带',
    ]);
  });

  // How long it takes is measured by `npm run bench:checks`, not asserted here (2 shared cores).
  it('validates a full list of 200 distinct adults without an error', () => {
    const rows = adultIds(200).map((idNo, index) => adult(`张${'三四五六七八九'[index % 7]}${index}`.replace(/\d/g, '甲'), idNo));
    const result = validateNameList(rows, { ...CONTEXT, seatCapacity: 200, infantCapacity: 0 });
    expect(result.errorCount).toBe(0);
    expect(
      validateNameList([...rows, adult('多余', withCheck('31011519850312991'))], { ...CONTEXT, seatCapacity: 200, infantCapacity: 0 })
        .errorCount,
    ).toBeGreaterThan(0);
  });
});

describe('parseClipboard', () => {
  it('splits rows by line and cells by tab, with Excel quoting and a trailing line break', () => {
    expect(parseClipboard('a\tb\r\nc\t"d\te"\r\n"x""y"\t\n')).toEqual([
      ['a', 'b'],
      ['c', 'd\te'],
      ['x"y', ''],
    ]);
    expect(parseClipboard('"line\nbreak"\tz')).toEqual([['line\nbreak', 'z']]);
  });
});

describe('pasteIntoRows', () => {
  it('pastes rows without a header from the focused column and fills from the ID', () => {
    const rows = [adult('张三', ADULT_ID)];
    const grid = parseClipboard(`李四\t儿童\t身份证\t${CHILD_ID}\n王五\t成人\t护照\tE1234567\n`);
    const result = pasteIntoRows(rows, grid, { row: 1, col: 0 }, CONTEXT.departureDate);
    expect(result.hadHeader).toBe(false);
    expect(result.changed).toEqual([1, 2]);
    expect(result.rows[1]).toMatchObject({ name: '李四', passengerType: 'CHD', idType: 'NI', birthDate: '2018-07-04', gender: 'F' });
    expect(result.rows[2]).toMatchObject({ name: '王五', passengerType: 'ADT', idType: 'PP', idNo: 'E1234567' });
  });

  it('maps a header row by title, keeps a pasted type (flagged later) and skips the rows it is told are fixed', () => {
    const ticketed = { ...adult('张三', ADULT_ID), passengerId: 'P1', ticketNo: '999-1' };
    const grid = parseClipboard(`证件号码\t姓名\t旅客类型\n${CHILD_ID}\t李四\t成人`);
    const result = pasteIntoRows([ticketed], grid, { row: 0, col: 3 }, CONTEXT.departureDate, undefined, (row) => row.passengerId === 'P1');
    expect(result.hadHeader).toBe(true);
    expect(result.skippedFixed).toBe(1);
    expect(result.rows[0]).toBe(ticketed);
    expect(result.rows[1]).toMatchObject({ name: '李四', passengerType: 'ADT', birthDate: '2018-07-04' });
    expect(validateRow(result.rows[1]!, CONTEXT).passengerType).toBe('按身份证应为儿童');
  });

  it('pastes a single column into the focused column of existing rows', () => {
    const rows = [adult('张三', ADULT_ID), adult('李四', adultIds(1)[0]!)];
    const result = pasteIntoRows(rows, parseClipboard('13800138000\n13900139000'), { row: 0, col: 6 }, CONTEXT.departureDate);
    expect(result.rows.map((item) => item.mobile)).toEqual(['13800138000', '13900139000']);
    expect(result.rows[0]!.name).toBe('张三');
  });
});

describe('recogniseColumns and planPaste: a headerless paste placed by what its columns hold', () => {
  it('a name and an ID number column land in 姓名 and 证件号码, wherever the paste starts', () => {
    const grid = parseClipboard(`李四\t${CHILD_ID}\n王五\t${ADULT_ID}\n`);
    expect(recogniseColumns(grid)).toEqual(['name', 'idNo']);
    const plan = planPaste(grid, 3);
    expect(plan).toMatchObject({ how: 'content', fields: ['name', 'idNo'] });
    const result = pasteIntoRows([], grid, { row: 0, col: 3 }, CONTEXT.departureDate, plan);
    expect(result.rows[0]).toMatchObject({ name: '李四', idNo: CHILD_ID, idType: 'NI', passengerType: 'CHD', birthDate: '2018-07-04' });
    expect(result.rows[1]).toMatchObject({ name: '王五', idNo: ADULT_ID, passengerType: 'ADT' });
  });

  it('reads phones, types, document types, genders, birth dates and passports in any order', () => {
    const grid = parseClipboard(
      `13800138000\t女\t儿童\t2018-07-04\tZHANG/SAN\t护照\tE12345678\n13900139000\t男\t成人\t19850312\tLI/SI\t护照\tG87654321\n`,
    );
    expect(recogniseColumns(grid)).toEqual(['mobile', 'gender', 'passengerType', 'birthDate', 'name', 'idType', 'idNo']);
  });

  it('a column that is mostly of one kind is that kind; each field goes to one column; unknown columns are left out', () => {
    expect(recogniseColumns(parseClipboard(`张三\t备注一\n李四\t备注二\n王五\t${ADULT_ID}\n`))).toEqual(['name', undefined]);
    expect(recogniseColumns(parseClipboard(`张三\t李四\n王五\t赵六\n`))).toEqual(['name', undefined]);
    expect(recogniseColumns(parseClipboard(`x1\t13800138000\ny2\t13900139000\n`))).toEqual([undefined, 'mobile']);
  });

  it('falls back to position from the focused column when the columns cannot be told apart, and a header still decides', () => {
    expect(planPaste(parseClipboard('甲乙丙\t?\n丁戊己\t?\n'), 0)).toMatchObject({ how: 'position', fields: ['name', 'passengerType'] });
    expect(planPaste(parseClipboard(`证件号码\t姓名\n${ADULT_ID}\t张三\n`), 0)).toMatchObject({ how: 'header', fields: ['idNo', 'name'] });
  });
});

describe('parseTemplateRows', () => {
  const header = CREW_TEMPLATE_COLUMNS.map((column) => column.title);
  const example = CREW_TEMPLATE_COLUMNS.map((column) => column.example);

  it('maps titles to keys, skips the example row and answers passengers with their sheet rows', () => {
    const result = parseTemplateRows(
      {
        header,
        rows: [
          { rowNo: 2, cells: example },
          { rowNo: 3, cells: ['李四', '儿童', '身份证', CHILD_ID, '', '', ''] },
          { rowNo: 4, cells: ['SMITH/JOHN', '成人', '护照', 'E1234567', '1980-01-02', '男', '13800138000'] },
        ],
      },
      CREW_TEMPLATE_COLUMNS,
      CONTEXT,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { rowNo: 3, name: '李四', passengerType: 'CHD', idType: 'NI', idNo: CHILD_ID, birthDate: '2018-07-04', gender: 'F' },
      {
        rowNo: 4,
        name: 'SMITH/JOHN',
        passengerType: 'ADT',
        idType: 'PP',
        idNo: 'E1234567',
        birthDate: '1980-01-02',
        gender: 'M',
        mobile: '13800138000',
      },
    ]);
  });

  it('names row, column title and reason for every wrong cell and duplicate', () => {
    const result = parseTemplateRows(
      {
        header,
        rows: [
          { rowNo: 3, cells: ['李四', '成人', '身份证', CHILD_ID] },
          { rowNo: 5, cells: ['王五', '成人', '身份证', ADULT_ID] },
          { rowNo: 9, cells: ['王六', '成人', '身份证', ADULT_ID, '', '', '123'] },
        ],
      },
      CREW_TEMPLATE_COLUMNS,
      { ...CONTEXT, existing: [] },
    );
    expect(result.errors).toEqual([
      { rowNo: 3, column: '旅客类型', reason: '按身份证应为儿童' },
      { rowNo: 5, column: '证件号码', reason: '与第9行证件号重复' },
      { rowNo: 9, column: '证件号码', reason: '与第5行证件号重复' },
      { rowNo: 9, column: '手机号', reason: '手机号须为11位中国大陆手机号' },
    ]);
  });

  it('refuses a sheet without a required column, and IDs already in the order', () => {
    expect(parseTemplateRows({ header: ['姓名'], rows: [] }, CREW_TEMPLATE_COLUMNS, CONTEXT).errors[0]).toEqual({
      rowNo: 1,
      column: '旅客类型',
      reason: '模板缺少此列，请使用下载的模板',
    });
    const result = parseTemplateRows({ header, rows: [{ rowNo: 3, cells: ['王五', '成人', '身份证', ADULT_ID] }] }, CREW_TEMPLATE_COLUMNS, {
      ...CONTEXT,
      existing: [{ name: '张三', idNo: ADULT_ID }],
    });
    expect(result.errors).toEqual([{ rowNo: 3, column: '证件号码', reason: '订单中已有此证件号的旅客（张三）' }]);
  });
});

describe('rows and passengers', () => {
  it('round-trips a passenger, leaving empty cells out', () => {
    const passenger = { passengerId: 'P1', name: '张三', passengerType: 'ADT' as const, idType: 'NI' as const, idNo: ADULT_ID };
    expect(toPassenger(rowFromPassenger(passenger))).toEqual(passenger);
  });
});
