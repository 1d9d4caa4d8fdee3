import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { exportSheet } from '@/features/order/order-export';
import { refundSheet } from '@/features/refund/refund-export';
import { buildTypedWorkbook, buildWorkbook, type TypedSheet } from '@/lib/excel';
import type { OrderSummary, RefundSummary } from '@/lib/gateway';
import { TEAM_REFUNDS } from '@/components/refund/menus';

/**
 * Formula injection: group names and a sub-account's name that a spreadsheet would read as a
 * formula reach every export neutralised — a leading single quote, as OWASP recommends — read back from
 * the written file with read-excel-file (not the portal's exceljs). Numbers stay numbers.
 */
const FORMULAS = ['=HYPERLINK("http://e.x","x")', '+SUM(1,1)', '@cmd', '-1+1', '\tTAB', '\rCR'];
const SUB_ACCOUNT = '=HYPERLINK("//e.x")';
const quoted = (text: string) => `'${text}`;

/** The file's rows: header, then the rows as read-excel-file reads them. */
async function readBack(bytes: ArrayBuffer): Promise<{ header: string[]; rows: unknown[][] }> {
  const [header, ...rows] = await readSheet(Buffer.from(bytes));
  return { header: header!.map(String), rows: rows as unknown[][] };
}

const column = (file: { header: string[]; rows: unknown[][] }, title: string) => {
  const index = file.header.indexOf(title);
  expect(index, title).toBeGreaterThanOrEqual(0);
  return file.rows.map((row) => row[index]);
};

describe('spreadsheet exports neutralise formula-like text', () => {
  it('团队订单: group names and the booker', async () => {
    const orders = FORMULAS.map(
      (groupName, index) =>
        ({
          orderNo: `TO10090${index}`,
          status: 'BOOKED',
          channel: 'TEMP',
          groupName,
          route: 'PVG-CTU',
          flightNo: 'XY5103',
          flightDate: '2026-12-20',
          groupCount: 10,
          infantCount: 0,
          namedCount: 0,
          totalAmount: -100,
          paidAmount: 0,
          nameDeadline: '2026-12-18T08:35:00+08:00',
          createTime: '2026-11-27T10:00:00+08:00',
          bookedBy: SUB_ACCOUNT,
          pnr: 'ABC123',
        }) as unknown as OrderSummary,
    );
    const file = await readBack(await buildWorkbook([exportSheet(orders)]));
    expect(column(file, '团队名称')).toEqual(FORMULAS.map(quoted));
    expect(column(file, '预订人')).toEqual(FORMULAS.map(() => quoted(SUB_ACCOUNT)));
    // Money stays a number Excel can add up, negative or not; ordinary text is untouched.
    expect(column(file, '订单金额（元）')).toEqual(FORMULAS.map(() => -1));
    expect(column(file, '订单号')[0]).toBe('TO100900');
  });

  it('团队退票: group names, the applicant and the passengers', async () => {
    const refunds = FORMULAS.map(
      (groupName, index) =>
        ({
          refundId: `RF${index}`,
          orderNo: `TO10090${index}`,
          groupName,
          kind: 'VOLUNTARY',
          passengerNames: ['@张三', '李四'],
          ticketCount: 1,
          fee: 0,
          amount: 12_300,
          reviewState: 'WAITING',
          stage: 'WAITING',
          appliedBy: SUB_ACCOUNT,
          applyTime: '2026-11-27T10:00:00+08:00',
          finishTime: null,
          failReason: '-',
        }) as unknown as RefundSummary,
    );
    const file = await readBack(await buildWorkbook([refundSheet(TEAM_REFUNDS, refunds)]));
    expect(column(file, '团队名称')).toEqual(FORMULAS.map(quoted));
    expect(column(file, '申请人')).toEqual(FORMULAS.map(() => quoted(SUB_ACCOUNT)));
    expect(column(file, '旅客')).toEqual(FORMULAS.map(() => "'@张三、李四"));
    expect(column(file, '应退金额（元）')).toEqual(FORMULAS.map(() => 123));
    // A lone '-' (a missing value) is no formula.
    expect(column(file, '未通过原因')).toEqual(FORMULAS.map(() => '-'));
  });

  it('销售报表: the gateway’s text columns, its money still numbers', async () => {
    const report: TypedSheet = {
      sheetName: '销售报表',
      columns: [
        { key: 'orderNo', title: '订单号', type: 'TEXT' },
        { key: 'groupName', title: '团队名称', type: 'TEXT' },
        { key: 'refundedAmount', title: '已退金额', type: 'FEN' },
        { key: 'bookedBy', title: '预订人', type: 'TEXT' },
      ],
      rows: FORMULAS.map((groupName, index) => ({ orderNo: `TO10090${index}`, groupName, refundedAmount: -100, bookedBy: SUB_ACCOUNT })),
    };
    const file = await readBack(await buildTypedWorkbook(report));
    expect(column(file, '团队名称')).toEqual(FORMULAS.map(quoted));
    expect(column(file, '预订人')).toEqual(FORMULAS.map(() => quoted(SUB_ACCOUNT)));
    expect(column(file, '已退金额')).toEqual(FORMULAS.map(() => -1));
  });
});
