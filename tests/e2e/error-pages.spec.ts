import { expect } from '@playwright/test';
import { pageTitle, test } from './support';

/*
 * The error pages' contents, titles and the failing loader inside the layout are integration tests
 * (tests/integration/screens.test.tsx); the a11y sweep scans each of them in Chromium. What only the
 * built portal behind its web server shows: a deep link to an address the portal does not have is
 * answered with the app (the SPA fallback), which renders its not-found page.
 */
test('a deep link to an unknown address, served by the web server, shows the not-found page under its title', async ({ page }) => {
  const response = await page.goto('/no-such-page/deeper?x=1');
  expect(response?.ok()).toBe(true);

  const result = page.locator('main.error-page');
  await expect(result.getByText('页面不存在', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('页面不存在'));

  // Not signed in: home is the login page.
  await result.getByRole('link', { name: '返回首页' }).click();
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});
