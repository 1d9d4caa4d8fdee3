import { expect, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ACCOUNTS, clickInPopup, loginAsAgent, openInApp, test, toastSeen } from './support';

/**
 * Electronic itineraries: corp01 issues one for three tickets of its ticketed order, the tax platform
 * prints it on the simulator's clock, the print preview goes to PDF (read back with pdfjs: the ticket
 * numbers and the total, none of the portal's menu), then it is cancelled (冲红) and the same tickets
 * are issued again. The seed is fresh per browser context.
 */

const ORDER_NO = 'TO100141';
const BUYER = { name: '华东精密制造股份有限公司', creditCode: '91320500MA1MXR6P2E', email: 'chenzhiyuan@hd-precision.example' };
/** The tax platform answers (and completes a reversal) one minute after it is asked. */
const PLATFORM_MS = 60_000;

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, key: string) => page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${key}"]`);

async function moveSimulatorClock(page: Page, ms: number): Promise<void> {
  await page.evaluate((by) => window.__simulator!.clock.advance(by), ms);
}

/** The issue screen's tickets of the order; picks `ticketNos` (or the first three) and issues for the enterprise. */
async function issueFor(page: Page, ticketNos?: string[]): Promise<{ invoiceNo: string; ticketNos: string[]; total: string }> {
  // The router changes the address before React shows the screen: wait for its title.
  await expect(page.getByRole('heading', { level: 1, name: '行程单开具' })).toBeVisible();
  await page.getByLabel('订单号').fill(ORDER_NO);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${ORDER_NO}`));
  await expect(rows(page).first()).toBeVisible();
  const chosen =
    ticketNos ?? (await Promise.all([0, 1, 2].map(async (index) => (await rows(page).nth(index).getAttribute('data-row-key'))!)));
  for (const ticketNo of chosen) await page.getByLabel(`选择 ${ticketNo}`).check();
  const summary = page.getByText(/^已选 3 张 · 合计 ¥[\d,]+\.\d{2}$/);
  await expect(summary).toBeVisible();
  const total = (await summary.innerText()).replace(/^.*合计 /, '');

  await page.getByLabel('购买方名称').fill(BUYER.name);
  await page.getByLabel('统一社会信用代码').fill(BUYER.creditCode);
  await page.getByLabel('接收邮箱').fill(BUYER.email);
  await page.getByRole('button', { name: '开具行程单' }).click();
  const confirm = page.getByRole('dialog', { name: '确认开具行程单' });
  await expect(confirm.getByText(total, { exact: true })).toBeVisible();
  await clickInPopup(page, confirm.getByRole('button', { name: '确认开具' }));
  const result = page.getByText(/^已提交开具申请：行程单 IV\d{8}$/);
  await expect(result).toBeVisible();
  const invoiceNo = (await result.innerText()).replace(/^.*行程单 /, '');
  return { invoiceNo, ticketNos: chosen, total };
}

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  // The PDF's fonts map some characters to radical forms (⼦ for 子, ⺠ for 民): NFKC folds the Kangxi
  // radicals back; the one supplement radical met here has no compatibility mapping.
  return { pages: document.numPages, text: texts.join('\n').normalize('NFKC').replaceAll('\u2EA0', '民') };
}

const statusOf = (row: Locator) => row.locator('.ant-tag').first();

test('corp01 issues an itinerary for three tickets, prints it to PDF, cancels it and issues it again', async ({ page }) => {
  await loginAsAgent(page, ACCOUNTS.corp01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, '/agent/itinerary/issue');

  const issued = await test.step('issue for three tickets of the order → 开具中', async () => {
    const first = await issueFor(page);
    await expect(page.getByText('开具中', { exact: true })).toBeVisible();
    return first;
  });

  await test.step('the tax platform prints it a minute later: the history follows to 开具成功', async () => {
    await page.getByRole('link', { name: '查看开具历史' }).click();
    await expect(page).toHaveURL('/agent/itinerary/history');
    await expect(page.getByRole('heading', { level: 1, name: '开具历史' })).toBeVisible();
    const row = rowOf(page, issued.invoiceNo);
    await expect(statusOf(row)).toHaveText('开具中');
    await moveSimulatorClock(page, PLATFORM_MS);
    await expect(statusOf(row)).toHaveText('开具成功');
    await expect(row).toContainText(issued.total);
  });

  await test.step('print preview → PDF: the A4 page with the tickets and the total, no portal chrome', async () => {
    await page.getByRole('button', { name: `打印预览 ${issued.invoiceNo}` }).click();
    const sheet = page.getByRole('article', { name: `行程单 ${issued.invoiceNo}` });
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('航空运输电子客票行程单');
    for (const ticketNo of issued.ticketNos) expect(text).toContain(ticketNo);
    expect(text).toContain(issued.total.replace('¥', ''));
    expect(text).toContain('人民币');
    expect(text).toMatch(/发票号码:\s*\d{20}/);
    for (const chrome of ['订单中心', '用户中心', '打印预览', '开具历史', '网关模拟器']) expect(text).not.toContain(chrome);
    await page
      .locator('.itinerary-preview .ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await expect(sheet).toBeHidden();
  });

  await test.step('cancel (冲红) → 冲红中 → 已冲红 a minute later', async () => {
    await page.getByRole('button', { name: `冲红 ${issued.invoiceNo}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `冲红：行程单 ${issued.invoiceNo}` });
    await dialog.getByLabel('冲红原因').fill('购买方要求重开');
    await dialog.getByRole('button', { name: '确认冲红' }).click();
    await toastSeen(page, '已申请冲红');
    const row = rowOf(page, issued.invoiceNo);
    await expect(statusOf(row)).toHaveText('冲红中');
    await moveSimulatorClock(page, PLATFORM_MS);
    await expect(statusOf(row)).toHaveText('已冲红');
  });

  await test.step('the same tickets can be invoiced again', async () => {
    await page.getByRole('link', { name: '开具行程单' }).click();
    await expect(page).toHaveURL('/agent/itinerary/issue');
    const again = await issueFor(page, issued.ticketNos);
    expect(again.invoiceNo).not.toBe(issued.invoiceNo);
    expect(again.total).toBe(issued.total);
  });
});
