import { describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { bytesOf, loadExcel } from '@/lib/excel';
import { call, ERRORS, reportApi } from '@/lib/gateway';
import { disabledReportDay } from '@/features/report/report-create-form';
import { REPORT_POLL_MS } from '@/features/report/api';
import { simulator } from '@/mocks/simulator';
import { reportContent } from '@/mocks/documents/rules/report';
import { holdTimers } from '../hold-timers';
import { captureDownloads, recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { button, formItemOf } from './team-order-support';

/*
 * /agent/report against the simulator (rules/report.ts; its timing and content are unit-tested in
 * tests/unit/mocks/document-report.test.ts). agent01's seeded reports: RPT40000002 SALES SUCCESS,
 * RPT40000003 TICKETS FAILED, RPT40000004 TICKETS GENERATING (finishes about 75 s after the reset).
 * The downloaded file is caught at its link (captureDownloads) and read back with exceljs.
 */

const REPORTS = '/agent/report';
const DAY_MS = 24 * 60 * 60_000;

/** The table row of a report. */
const rowOf = (reportNo: string) => screen.getByText(reportNo).closest('tr') as HTMLElement;

/** Puts a date in one of the range's inputs as typed, and confirms it (Enter). */
function typeDate(input: HTMLElement, date: string) {
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the range picker', () => {
  it('refuses future days and, once one end is picked, the days beyond 3 months of it (the gateway rule)', async () => {
    await signIn('agent01'); // the portal's clock now follows the gateway's: 2026-11-23
    const day = (date: string, from?: string) => disabledReportDay(dayjs(date), { type: 'date', from: from ? dayjs(from) : undefined });
    expect(day('2026-11-23')).toBe(false);
    expect(day('2026-11-24')).toBe(true);
    // From 2026-08-01 the range ends before 2026-11-01; to 2026-11-20 it starts on 2026-08-21 at the earliest.
    expect(day('2026-10-31', '2026-08-01')).toBe(false);
    expect(day('2026-11-01', '2026-08-01')).toBe(true);
    expect(day('2026-08-21', '2026-11-20')).toBe(false);
    expect(day('2026-08-20', '2026-11-20')).toBe(true);
    expect(disabledReportDay(dayjs('2026-12-01'), { type: 'month' })).toBe(true);
    expect(disabledReportDay(dayjs('2026-11-01'), { type: 'month' })).toBe(false);
  });
});

describe('/agent/report', () => {
  it('creates a report: messages at the range field, the gateway refusal there too, then the new report queued', async () => {
    await signIn('agent01');
    await simulator.reports.complete('RPT40000004'); // nothing moving: no polling answers to move the portal's clock
    const gateway = recordGateway();
    const { user } = renderApp(REPORTS);
    await screen.findByText('RPT40000002');
    const start = screen.getByPlaceholderText('开始日期');
    const end = screen.getByPlaceholderText('结束日期');
    const field = formItemOf(start);
    // What the kind lists is shown beside it.
    const kinds = formItemOf(screen.getByText(/按下单日期统计本单位的订单/));
    await user.click(within(kinds).getByText('出票报表'));
    expect(screen.getByText(/按出票日期统计本单位订单的客票/)).toBeInTheDocument();

    await user.click(button('创建报表'));
    await waitFor(() => expect(field).toHaveTextContent('请选择报表的开始和结束日期'));

    // A range ending today; meanwhile the gateway's day is still the 22nd: its refusal shows at the range.
    typeDate(start, '2026-09-01');
    typeDate(end, '2026-11-23');
    await simulator.clock.advance(-DAY_MS);
    await user.click(button('创建报表'));
    await waitFor(() => expect(field).toHaveTextContent(ERRORS.REPORT_RANGE_INVALID.message.replace('{detail}', '结束日期不能晚于今天')));
    expect(toastTexts()).toEqual([]);
    // Now the portal knows the gateway's day: the form says so itself, without asking.
    await user.click(button('创建报表'));
    await waitFor(() => expect(field).toHaveTextContent(/^日期范围结束日期不能晚于今天/));
    expect(await gateway.bodies(reportApi.create)).toEqual([{ kind: 'TICKETS', dateStart: '2026-09-01', dateEnd: '2026-11-23' }]);

    await user.click(start);
    typeDate(start, '2026-09-02');
    typeDate(end, '2026-11-22');
    await user.click(button('创建报表'));
    await waitFor(() => expect(toastTexts().join()).toMatch(/出票报表 RPT\d{8} 已创建，正在排队生成/));
    const created = simulator.reports.latest()!;
    expect(created).toMatchObject({ kind: 'TICKETS', dateStart: '2026-09-02', dateEnd: '2026-11-22', status: 'CREATED' });
    expect((await gateway.bodies(reportApi.create)).at(-1)).toEqual({ kind: 'TICKETS', dateStart: '2026-09-02', dateEnd: '2026-11-22' });
    // The list reads again: the new report queued, with its progress bar.
    await waitFor(() => expect(rowOf(created.reportNo)).toHaveTextContent('排队中'));
    expect(screen.getByRole('progressbar', { name: `报表 ${created.reportNo} 生成进度` })).toBeInTheDocument();
    expect((start as HTMLInputElement).value).toBe('');
  });

  it('shows a generating report with its progress, asks again quietly while it moves, and stops once it succeeded', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    // The list's polling interval runs when the test says so, not on the wall clock.
    const polls = holdTimers('Interval', REPORT_POLL_MS);
    renderApp(REPORTS);
    await screen.findByText('RPT40000004');
    const progress = screen.getByRole('progressbar', { name: '报表 RPT40000004 生成进度' });
    expect(rowOf('RPT40000004')).toHaveTextContent('生成中');
    const first = Number(progress.getAttribute('aria-valuenow'));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    expect(rowOf('RPT40000004')).toHaveTextContent(`${first}%`);

    // While a report is under way the list asks again every REPORT_POLL_MS.
    expect(polls.count).toBe(1);
    await simulator.clock.advance(2 * 60_000);
    const before = gateway.count(reportApi.list);
    polls.elapse();
    await waitFor(() => expect(rowOf('RPT40000004')).toHaveTextContent('已生成'));
    expect(gateway.count(reportApi.list)).toBe(before + 1);
    const report = simulator.reports.get('RPT40000004')!;
    expect(rowOf('RPT40000004')).toHaveTextContent(String(report.rowCount));
    expect(screen.queryByRole('progressbar', { name: '报表 RPT40000004 生成进度' })).toBeNull();
    expect(button('下载', rowOf('RPT40000004'))).toBeInTheDocument();
    // Nothing moves any more: the interval is gone, no further reads come.
    const reads = gateway.count(reportApi.list);
    await waitFor(() => expect(polls.count).toBe(0));
    polls.elapse();
    expect(gateway.count(reportApi.list)).toBe(reads);
  });

  it('offers what the gateway allows each report: 下载 once finished, 重新生成 once failed, nothing while it generates; a forged call is refused', async () => {
    await signIn('agent01');
    renderApp(REPORTS);
    await screen.findByText('RPT40000004');
    const actionsOf = (reportNo: string) =>
      within(rowOf(reportNo))
        .queryAllByRole('button')
        .map((element) => element.textContent?.replace(/\s/g, ''));
    expect(actionsOf('RPT40000002')).toEqual(['下载']);
    expect(actionsOf('RPT40000003')).toEqual(['重新生成']);
    expect(actionsOf('RPT40000004')).toEqual([]);
    expect(rowOf('RPT40000004')).toHaveTextContent('生成后可下载');
    // What the screen does not offer, the gateway refuses.
    await expect(call(reportApi.recreate, { reportNo: 'RPT40000002' })).rejects.toMatchObject({
      errorCode: ERRORS.REPORT_STATE_FORBIDS.code,
    });
    await expect(call(reportApi.content, { reportNo: 'RPT40000004' })).rejects.toMatchObject({
      errorCode: ERRORS.REPORT_STATE_FORBIDS.code,
    });
  });

  it('recreates a failed report: queued again, its second attempt', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user } = renderApp(REPORTS);
    await screen.findByText('RPT40000003');
    expect(rowOf('RPT40000003')).toHaveTextContent('生成失败');
    expect(rowOf('RPT40000003')).toHaveTextContent('维护');
    await user.click(screen.getByRole('button', { name: '重新生成 RPT40000003' }));
    await waitFor(() => expect(rowOf('RPT40000003')).toHaveTextContent('排队中'));
    expect(rowOf('RPT40000003')).toHaveTextContent('第2次生成');
    await waitFor(() => expect(toastTexts().join()).toContain('报表 RPT40000003 已重新排队生成'));
    expect(await gateway.bodies(reportApi.recreate)).toEqual([{ reportNo: 'RPT40000003' }]);
    expect(simulator.reports.get('RPT40000003')).toMatchObject({ status: 'CREATED', attempts: 2 });
  });

  it('downloads a finished report as an .xlsx holding the gateway rows, money in yuan', async () => {
    await signIn('agent01');
    const downloads = captureDownloads();
    const gateway = recordGateway();
    const { user } = renderApp(REPORTS);
    await screen.findByText('RPT40000002');
    await user.click(screen.getByRole('button', { name: '下载 RPT40000002' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await gateway.bodies(reportApi.content)).toEqual([{ reportNo: 'RPT40000002' }]);

    const content = reportContent(simulator.state, simulator.reports.get('RPT40000002')!);
    expect(content.rows.length).toBeGreaterThan(0);
    const { fileName, blob } = downloads[0]!;
    expect(fileName).toBe(content.fileName);
    expect(fileName).toMatch(/^销售报表_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(blob)) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('销售报表');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(content.columns.map((column) => column.title));
    expect(sheet.actualRowCount).toBe(content.rows.length + 1);
    const col = (key: string) => content.columns.findIndex((column) => column.key === key) + 1;
    content.rows.forEach((row, index) => {
      const cells = sheet.getRow(index + 2);
      expect(cells.getCell(col('orderNo')).value).toBe(row.orderNo);
      expect(cells.getCell(col('groupCount')).value).toBe(row.groupCount);
      // Fen → yuan, shown with two decimals.
      expect(cells.getCell(col('totalAmount')).value).toBe((row.totalAmount as number) / 100);
      expect(cells.getCell(col('totalAmount')).numFmt).toBe('#,##0.00');
      // The gateway's time as it wrote it, without its zone.
      expect(cells.getCell(col('createTime')).value).toBe(String(row.createTime).slice(0, 19).replace('T', ' '));
    });
    await waitFor(() => expect(toastTexts().join()).toContain(`已下载 ${content.fileName}（${content.rows.length} 行）`));
  });
});
