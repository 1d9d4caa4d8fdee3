import { expect, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { dayAfter, loginByToken, pageTitle, simulatorNow, test, toastSeen, TOKENS } from './support';
import { axeViolations } from './axe';

/**
 * Agent reports: agent01 creates last month's sales report, follows its progress on the simulator's
 * clock, downloads the .xlsx and the test reads it with read-excel-file (not the portal's exceljs),
 * finding the orders the simulator holds for that month. The seed is fresh per browser context.
 */

/** 'YYYY-MM-DD' of the first and last day of the month before the one of `today`. */
function lastMonth(today: string): { start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

const BEIJING_OFFSET_MS = 8 * 60 * 60_000;

/**
 * The report service's nightly maintenance (02:00–02:30 Beijing) fails a generation that meets it, and
 * this one runs for up to 7 simulated minutes: near the window, the simulator's clock moves past it first.
 */
async function clearOfMaintenance(page: Page): Promise<void> {
  const minuteOfDay = Math.floor((await simulatorNow(page)) / 60_000 + BEIJING_OFFSET_MS / 60_000) % (24 * 60);
  const from = 1 * 60 + 50;
  const after = 2 * 60 + 31;
  if (minuteOfDay >= from && minuteOfDay < after) {
    await page.evaluate((ms) => window.__simulator!.clock.advance(ms), (after - minuteOfDay) * 60_000);
  }
}

/** The progress a row's bar shows (aria-valuenow). */
async function progressOf(row: Locator): Promise<number> {
  return Number(await row.getByRole('progressbar').getAttribute('aria-valuenow'));
}

interface ExpectedOrder {
  orderNo: string;
  createTime: string;
  groupName: string;
  groupCount: number;
  totalAmount: number;
}

test("agent01 creates a sales report, sees its progress, downloads the .xlsx and finds the month's orders in it", async ({ page }) => {
  // Before signing in: a move of the clock past the window would outlast an idle session.
  await page.goto('/login');
  await clearOfMaintenance(page);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await page.getByRole('menu').getByRole('link', { name: '报表下载', exact: true }).click();
  await expect(page).toHaveURL('/agent/report');
  await expect(page).toHaveTitle(pageTitle('报表下载'));
  await expect(page.getByRole('cell', { name: 'RPT40000002', exact: true })).toBeVisible();

  await test.step('the screen passes axe (WCAG 2 A and AA)', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  const { start, end } = lastMonth(dayAfter(await simulatorNow(page), 0));
  let reportNo = '';

  await test.step('销售报表 for last month: created, queued', async () => {
    await page.getByText('销售报表', { exact: true }).first().click();
    await expect(page.getByText(/按下单日期统计本单位的订单/)).toBeVisible();
    await page.getByPlaceholder('开始日期').click();
    await page.locator('.ant-picker-presets').getByText('上月', { exact: true }).click();
    await expect(page.getByPlaceholder('开始日期')).toHaveValue(start);
    await expect(page.getByPlaceholder('结束日期')).toHaveValue(end);
    await page.getByRole('button', { name: '创建报表' }).click();
    const toast = await toastSeen(page, /销售报表 RPT\d{8} 已创建，正在排队生成/);
    reportNo = /RPT\d{8}/.exec(toast)![0];
  });

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: reportNo, exact: true }) });

  await test.step('its progress moves on the simulator clock, then it succeeds', async () => {
    await expect(row).toContainText('排队中');
    await expect(row).toContainText(`${start} 至 ${end}`);
    // Queued 5 s, then generating for a minute and more: the list asks again by itself.
    await page.evaluate(() => window.__simulator!.clock.advance(25_000));
    await expect(row).toContainText('生成中');
    await expect.poll(() => progressOf(row)).toBeGreaterThan(0);
    const first = await progressOf(row);
    await page.evaluate(() => window.__simulator!.clock.advance(20_000));
    await expect.poll(() => progressOf(row)).toBeGreaterThan(first);
    await expect(row).toContainText(`${await progressOf(row)}%`);
    await page.evaluate(() => window.__simulator!.clock.advance(5 * 60_000));
    await expect(row).toContainText('已生成');
    await expect(row.getByRole('progressbar')).toHaveCount(0);
  });

  await test.step('下载: the .xlsx read with read-excel-file holds the orders booked last month', async () => {
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `下载 ${reportNo}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`销售报表_${start}_${end}.xlsx`);
    const [header, ...rows] = await readSheet((await download.path())!);

    // What the simulator holds: agent01's orders booked in the range before the report finished, oldest first.
    const expected = await page.evaluate(
      async ({ no, from, to }) => {
        const simulator = window.__simulator!;
        const report = (await simulator.reports.get(no))!;
        return (await simulator.state()).orders
          .filter((order) => order.ownerAccountId === report.ownerAccountId)
          .filter((order) => order.createTime.slice(0, 10) >= from && order.createTime.slice(0, 10) <= to)
          .filter((order) => Date.parse(order.createTime) <= report.finishedAt!)
          .sort((a, b) => Date.parse(a.createTime) - Date.parse(b.createTime))
          .map((order) => ({
            orderNo: order.orderNo,
            createTime: order.createTime,
            groupName: order.groupName,
            groupCount: order.groupCount,
            totalAmount: order.totalAmount,
          }));
      },
      { no: reportNo, from: start, to: end },
    );
    expect(expected.length).toBeGreaterThan(0);

    expect(header!.slice(0, 4)).toEqual(['订单号', '下单时间', '订单类型', '团队名称']);
    expect(header).toContain('人数');
    expect(header).toContain('订单金额');
    expect(rows).toHaveLength(expected.length);
    const column = (title: string) => header!.indexOf(title);
    expect(rows.map((cells) => cells[column('订单号')])).toEqual(expected.map((order: ExpectedOrder) => order.orderNo));
    for (const [index, order] of (expected as ExpectedOrder[]).entries()) {
      const cells = rows[index]!;
      expect(cells[column('团队名称')]).toBe(order.groupName);
      expect(cells[column('人数')]).toBe(order.groupCount);
      // Money in yuan, time as the gateway wrote it (Beijing), without its zone.
      expect(cells[column('订单金额')]).toBe(order.totalAmount / 100);
      expect(cells[column('下单时间')]).toBe(order.createTime.slice(0, 19).replace('T', ' '));
    }
    await toastSeen(page, `已下载 销售报表_${start}_${end}.xlsx（${expected.length} 行）`);
  });
});
