import { describe, expect, it } from 'vitest';
import { buildCrewTemplate, buildTypedWorkbook, buildWorkbook, cellText, loadExcel, readWorkbookRows, typedCellValue } from '@/lib/excel';
import type { CrewTemplateColumn } from '@/lib/gateway/endpoints/order';

const COLUMNS: CrewTemplateColumn[] = [
  { key: 'name', title: '姓名', required: true, example: '张三' },
  {
    key: 'passengerType',
    title: '旅客类型',
    required: true,
    example: '成人',
    options: [
      { value: 'ADT', label: '成人' },
      { value: 'CHD', label: '儿童' },
      { value: 'INF', label: '婴儿' },
    ],
  },
  { key: 'idNo', title: '证件号码', required: true, example: '110101199003071234' },
];

describe('excel', () => {
  it('writes sheets and reads the first one back as text with sheet row numbers', async () => {
    const bytes = await buildWorkbook([
      {
        name: '订单',
        columns: [
          { header: '订单号', key: 'orderNo' },
          { header: '人数', key: 'count', width: 8 },
          { header: '证件号', key: 'idNo' },
        ],
        rows: [{ orderNo: 'TO1', count: 20, idNo: '11010119900307123X' }, {}, { orderNo: ' TO2 ', count: 3.5, idNo: null }],
      },
      { name: '第二页', columns: [{ header: 'x', key: 'x' }], rows: [{ x: 'not read' }] },
    ]);
    const { header, rows } = await readWorkbookRows(bytes);
    expect(header).toEqual(['订单号', '人数', '证件号']);
    expect(rows).toEqual([
      { rowNo: 2, cells: ['TO1', '20', '11010119900307123X'] },
      { rowNo: 4, cells: ['TO2', '3.5', ''] },
    ]);
  });

  it('builds the crew template: titles, example row, text format and choice lists', async () => {
    const bytes = await buildCrewTemplate({ columns: COLUMNS, sheetName: '旅客名单', fileName: '旅客名单模板.xlsx' });
    const { header, rows } = await readWorkbookRows(bytes);
    expect(header).toEqual(['姓名', '旅客类型', '证件号码']);
    expect(rows).toEqual([{ rowNo: 2, cells: ['张三', '成人', '110101199003071234'] }]);

    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.getWorksheet('旅客名单')!;
    expect(sheet.getCell('B3').dataValidation).toMatchObject({ type: 'list', formulae: ['"成人,儿童,婴儿"'] });
    expect(sheet.getCell('A3').dataValidation).toBeFalsy();
    expect(sheet.getColumn(3).numFmt).toBe('@');
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['旅客名单', '填写说明']);
  });

  it('reads cells as the user sees them', () => {
    expect(cellText(new Date(Date.UTC(2026, 4, 3)))).toBe('2026-05-03');
    expect(cellText({ richText: [{ text: '张' }, { text: '三 ' }] })).toBe('张三');
    expect(cellText({ formula: 'A1', result: 7 } as never)).toBe('7');
    expect(cellText(null)).toBe('');
  });

  it('writes typed columns: fen as yuan with two decimals, counts as numbers, gateway times as their wall-clock text', async () => {
    expect(typedCellValue('FEN', 123450)).toBe(1234.5);
    expect(typedCellValue('INTEGER', 20)).toBe(20);
    expect(typedCellValue('DATETIME', '2026-11-23T09:30:05+08:00')).toBe('2026-11-23 09:30:05');
    expect(typedCellValue('DATE', '2026-11-23')).toBe('2026-11-23');
    expect(typedCellValue('TEXT', null)).toBeNull();
    const bytes = await buildTypedWorkbook({
      sheetName: '销售报表',
      columns: [
        { key: 'orderNo', title: '订单号', type: 'TEXT' },
        { key: 'amount', title: '订单金额', type: 'FEN' },
        { key: 'count', title: '人数', type: 'INTEGER' },
      ],
      rows: [{ orderNo: 'TO100101', amount: 9586000, count: 20 }],
    });
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('销售报表')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', '订单金额', '人数']);
    expect(sheet.getRow(2).getCell(2).value).toBe(95860);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('0');
  });
});
