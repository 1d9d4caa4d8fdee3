import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { clickInPopup, loginByToken, openInApp, test, toastSeen, TOKENS } from './support';

/**
 * The name list's merge in the demo build. Two people on one list need two browsers on one gateway
 * (tests/e2e-gateway/name-list-merge.spec.ts: here each browser runs its own simulator); one browser
 * meets the same merge when the list changes under its draft — the passenger removed in the list view
 * while the spreadsheet's draft still edits it. The merge is read by keyboard and axe finds nothing on it.
 */

const ORDER = '/agent/orderCenter/order/TO100111?tab=passengers';
const cellOf = (page: Page, row: number, col: number) => page.locator(`.name-list-grid tr[data-row="${row}"] td[data-col="${col}"]`);
const MOBILE = 6;

test('a save over a passenger removed meanwhile shows the merge, and what the agent chose is saved', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await openInApp(page, ORDER);
  // The spreadsheet's draft edits the first passenger…
  await cellOf(page, 0, MOBILE).click();
  await page.keyboard.type('13800000111');
  await page.keyboard.press('Enter');
  await expect(cellOf(page, 0, MOBILE)).toHaveText('13800000111');
  // (Read once the active cell, an input, has moved on from the row.)
  const passenger = (await cellOf(page, 0, 0).textContent()) ?? '';
  expect(passenger).not.toBe('');

  // …whom the list view then removes (the draft stays in the tab).
  await page.getByText('名单列表', { exact: true }).click();
  await page.getByRole('button', { name: `删除 ${passenger}` }).click();
  await clickInPopup(page, page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }));
  await toastSeen(page, '已删除旅客');
  await page.getByText('表格编辑', { exact: true }).click();
  await expect(cellOf(page, 0, MOBILE)).toHaveText('13800000111');

  await page.getByRole('button', { name: '保存名单' }).click();
  const merge = page.getByRole('dialog', { name: '名单已被他人修改，请核对合并' });
  await expect(merge).toBeVisible();
  const row = merge.getByRole('row').filter({ hasText: passenger });
  await expect(row.getByText('对方删除了，我修改了')).toBeVisible();
  await expect(merge.getByRole('button', { name: '保存合并结果' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard: into the row's choice, arrow to 保留我的（重新添加）.
  await row.getByRole('radio', { name: '保留我的（重新添加）' }).focus();
  await page.keyboard.press('Space');
  await expect(row.getByRole('radio', { name: '保留我的（重新添加）' })).toBeChecked();
  await merge.getByRole('button', { name: '保存合并结果' }).click();
  await expect(merge).toBeHidden();
  await toastSeen(page, '名单已保存');
  await expect(page.locator('.name-list-grid').getByRole('gridcell', { name: '13800000111' })).toBeVisible();
});
