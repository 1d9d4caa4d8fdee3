import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ACCOUNTS, loginAsAgent, test } from './support';

/** The screenshots of docs/: refreshed on demand with `UPDATE_SCREENSHOTS=1 npx playwright test screenshots`. */
const DIR = 'docs/screenshots';

test.describe('documentation screenshots', () => {
  test.skip(process.env.UPDATE_SCREENSHOTS !== '1', 'set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots');
  test.use({ viewport: { width: 1440, height: 900 } });

  test('login page and agent home at 1440×900', async ({ page }) => {
    mkdirSync(DIR, { recursive: true });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${DIR}/login.png` });

    await loginAsAgent(page, ACCOUNTS.agent01);
    await expect(page).toHaveURL('/agent');
    await expect(page.getByText('您好，王建国')).toBeVisible();
    // Both home cards have their content, and nothing is still loading.
    await expect(page.locator('a[href^="/new/BL"]').first()).toBeVisible();
    await expect(page.getByText(/影响 \d+ 个订单/).first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .ant-message-notice')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${DIR}/agent-home.png` });
  });
});
