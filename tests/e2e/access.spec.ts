import { expect } from '@playwright/test';
import { ACCOUNTS, loginAsAgent, loginByToken, test, TOKENS } from './support';

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

const AREA_REFUSALS = [
  { who: 'a normal user', token: TOKENS.user01, home: '/normal/home', other: '/agent' },
  { who: 'an agent', token: TOKENS.agent01, home: '/agent', other: '/normal/home' },
];

for (const { who, token, home, other } of AREA_REFUSALS) {
  test(`${who} is refused the other area (${other})`, async ({ page }) => {
    await loginByToken(page, token);
    await expect(page).toHaveURL(home);

    await page.goto(other);
    await expect(page).toHaveURL('/403');
    await expect(page.getByText('无权访问')).toBeVisible();
  });
}
