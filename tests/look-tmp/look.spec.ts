import { expect, test } from '@playwright/test';
import { dayAfter, loginByToken, openInApp, simulatorNow, TOKENS } from '../e2e/support';

test('flow header', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const now = await simulatorNow(page);
  const trip = `from=PVG&to=CTU&date=${dayAfter(now, 30)}&trip=OW`;
  await openInApp(page, `/agent/due/temp/price?${trip}&count=20&adt=20&chd=0&inf=0&out=XY5103`);
  await expect(page.getByText('团队运价').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/look/shots/temp-price.png' });
  await openInApp(page, `/agent/due/temp/create?${trip}&count=20`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/look/shots/temp-guard.png' });
});
