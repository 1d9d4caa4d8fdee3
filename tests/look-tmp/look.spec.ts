import { expect, test } from '@playwright/test';
import { dayAfter, loginByToken, openInApp, simulatorNow, TOKENS } from '../e2e/support';

test('charter', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const now = await simulatorNow(page);
  await openInApp(page, `/agent/due/charter?type=A320&from=PVG&to=SYX&trip=RT&date=${dayAfter(now, 40)}&ret=${dayAfter(now, 44)}&pax=150`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/look/shots/charter.png', fullPage: true });
  await openInApp(page, '/agent/orderCenter/order/TO100126');
  await page.getByRole('tab', { name: '票价与规则' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/look/shots/charter-order.png' });
});
