import { expect, test } from '@playwright/test';
import { loginByToken, openInApp, TOKENS } from '../e2e/support';

test('delay with a fault', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, '/agent/orderCenter/order/TO100131');
  await page.getByRole('tab', { name: '附加服务' }).click();
  await page.getByRole('button', { name: '申请延期' }).click();
  const dialog = page.getByRole('dialog', { name: '申请延期 TO100131' });
  await dialog.getByRole('radio').nth(1).check();
  await page.evaluate(() => (window as any).__simulator?.injectFault('http500', '/ancillary/delay/create'));
  await dialog.getByRole('button', { name: /^确认延期/ }).click();
  await expect(page.getByText('请求失败').first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/look/shots/delay-fault.png' });
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await dialog.getByRole('button', { name: /^确认延期/ }).click();
  await expect(page.getByText(/延期单 AN\d+ 已生成/)).toBeVisible();
});
