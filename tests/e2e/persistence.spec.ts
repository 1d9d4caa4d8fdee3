import { expect } from '@playwright/test';
import { loginByToken, pageTitle, test, toastSeen, TOKENS } from './support';

test('a reload keeps the session and what the simulator recorded', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  // Only the unconfirmed notices, so the confirmed one leaves the list and the state is easy to read.
  await page.goto('/airline-change-notice?confirmed=false');
  await expect(page).toHaveTitle(pageTitle('航班变动提醒'));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const unconfirmed = await rows.count();
  const target = rows.first();
  const noticeId = await target.getAttribute('data-row-key');
  expect(noticeId).toBeTruthy();

  await target.getByRole('button', { name: '确认知晓' }).click();
  await toastSeen(page, '已确认 1 条航变通知');
  await expect(page.locator(`tr[data-row-key="${noticeId}"]`)).toHaveCount(0);
  await expect(rows).toHaveCount(unconfirmed - 1);

  await page.reload();

  // Still signed in, still on the same screen and filter, and the notice is still confirmed.
  await expect(page).toHaveURL('/airline-change-notice?confirmed=false');
  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText('王建国');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(unconfirmed - 1);
  await expect(page.locator(`tr[data-row-key="${noticeId}"]`)).toHaveCount(0);

  // Among the confirmed ones it shows who confirmed it, without the button.
  await page.goto('/airline-change-notice?confirmed=true');
  const confirmedRow = page.locator(`tr[data-row-key="${noticeId}"]`);
  await expect(confirmedRow).toContainText('已确认');
  await expect(confirmedRow).toContainText('王建国');
  await expect(confirmedRow.getByRole('button', { name: '确认知晓' })).toHaveCount(0);
});
