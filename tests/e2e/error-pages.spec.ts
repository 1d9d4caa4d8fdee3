import { expect, test } from '@playwright/test';
import { loginByToken, pageTitle, TOKENS } from './support';

test('an unknown address shows the not-found page, with a way back home', async ({ page }) => {
  await page.goto('/no-such-page');

  const result = page.locator('main.error-page');
  await expect(result.getByText('页面不存在', { exact: true })).toBeVisible();

  // Not signed in: home is the login page.
  await result.getByRole('link', { name: '返回首页' }).click();
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});

test('/500 shows the code and message from the address', async ({ page }) => {
  await page.goto(`/500?${new URLSearchParams({ code: 'B2T-2004-09-999', message: '系统繁忙，请稍后再试' })}`);

  const result = page.locator('main.error-page');
  await expect(result.locator('.ant-result-title')).toHaveText('系统繁忙，请稍后再试');
  await expect(result.getByText('错误代码：B2T-2004-09-999')).toBeVisible();
});

test('/500 without code and message shows the default message', async ({ page }) => {
  await page.goto('/500');

  const result = page.locator('main.error-page');
  await expect(result.locator('.ant-result-title')).toHaveText('出错了');
  await expect(result.getByText(/错误代码/)).toHaveCount(0);
});

test('a failing route loader renders the 500 page with the catalogue code and message', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  await page.goto('/new/NO_SUCH_BULLETIN');

  // Inside the layout: the menu stays, and the layout's content stays the page's one main landmark.
  const result = page.getByRole('main').locator('section.error-page');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('公告不存在或已下线');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(result.getByText('错误代码：B2T-2004-02-001')).toBeVisible();
  await expect(page).toHaveURL('/new/NO_SUCH_BULLETIN');
});

test('the top-level error pages set their own page titles', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('main.error-page')).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('页面不存在'));
  await page.goto('/500');
  await expect(page).toHaveTitle(pageTitle('出错了'));
  await page.goto('/403');
  await expect(page).toHaveTitle(pageTitle('无权访问'));
});
