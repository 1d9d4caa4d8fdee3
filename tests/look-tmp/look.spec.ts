import { expect, test } from '@playwright/test';
import { loginByToken, openInApp, TOKENS } from '../e2e/support';

test('delay and replace', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, '/agent/orderCenter/order/TO100132');
  await page.getByRole('tab', { name: '附加服务' }).click();
  await page.getByRole('button', { name: '申请延期' }).click();
  const dialog = page.getByRole('dialog', { name: '申请延期 TO100132' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByRole('radio').nth(2).check();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/look/shots/delay-dialog.png', fullPage: false });
  await dialog.getByRole('button', { name: /^确认延期/ }).click();
  await expect(page.getByText(/延期单 AN\d+ 已生成/)).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/look/shots/delay-created.png', fullPage: true });
  await page.getByRole('link', { name: /^去支付 附加服务单/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/look/shots/delay-pay.png', fullPage: true });
});
