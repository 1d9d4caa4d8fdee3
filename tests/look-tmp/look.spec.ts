import { expect, test } from '@playwright/test';
import { loginByToken, openInApp, TOKENS } from '../e2e/support';

test('name change', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, '/agent/orderCenter/order/TO100131');
  await page.getByRole('tab', { name: '名单变更' }).click();
  await page.getByRole('button', { name: /展开行|Expand row/ }).first().click().catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/look/shots/name-changes.png', fullPage: true });
  await page.getByRole('button', { name: '名单变更' }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/look/shots/name-change-dialog.png' });
});
