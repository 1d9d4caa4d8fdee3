import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAsAgent, loginByToken, TOKENS } from './support';

test('an enterprise without the flight-change function is refused /airline-change-notice', async ({ page }) => {
  await loginAsAgent(page, ACCOUNTS.corp01);
  await expect(page).toHaveURL('/agent');
  await expect(page.getByText(`您好，${ACCOUNTS.corp01.displayName}`)).toBeVisible();
  // Its menu does not offer the function either.
  await expect(page.getByRole('menuitem', { name: '新闻公告' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '航班变动提醒' })).toHaveCount(0);

  await page.goto('/airline-change-notice');
  await expect(page).toHaveURL('/403');
  await expect(page.getByText('无权访问')).toBeVisible();
});

test('a normal user is refused the agent area', async ({ page }) => {
  await loginByToken(page, TOKENS.user01);
  await expect(page).toHaveURL('/normal/home');

  await page.goto('/agent');
  await expect(page).toHaveURL('/403');
  await expect(page.getByText('无权访问')).toBeVisible();
});

test('an agent is refused the normal area', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  await page.goto('/normal/home');
  await expect(page).toHaveURL('/403');
  await expect(page.getByText('无权访问')).toBeVisible();
});
