import { expect, type Request } from '@playwright/test';
import { firstScreenShown, loginByToken, pageTitle, pathOf, SEED_NOW, signOut, simulatorNow, test, TOKENS } from './support';

/*
 * Where a token leads is the root loader's, and its integration tests follow it (tests/integration/root-loader.test.tsx):
 * a normal user's token into the normal area, a deep link kept, an unknown token at the login page without a
 * toast. Here what only a browser shows: the address bar left without the token, Back after signing out, the
 * Referer of every request — and the seed's instant, which every other browser test relies on.
 */

test('a token in the address signs agent01 in to the agent area and leaves the address', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);

  await expect(page).toHaveURL('/agent');
  expect(pathOf(page)).not.toContain('token');
  await expect(page.getByText('您好，王建国')).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('首页'));
  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText('王建国');
  // The simulator was seeded at the tests' instant, whatever the time of day (support.ts seedAtInstant).
  const sinceSeed = (await simulatorNow(page)) - Date.parse(SEED_NOW);
  expect(sinceSeed).toBeGreaterThanOrEqual(0);
  expect(sinceSeed).toBeLessThan(10 * 60_000);
});

test('a token leaves no trace: Back after logout stays signed out, and no request named it in its Referer', async ({ page }) => {
  const referers: Promise<string | null>[] = [];
  // headerValue is asynchronous: a request still in flight when the test ends must not reject after it.
  const recordReferer = (request: Request) => referers.push(request.headerValue('referer').catch(() => null));
  page.on('request', recordReferer);
  // The visitor was on the portal's login page, then followed a link from another of the airline's sites.
  await page.goto('/login');
  await loginByToken(page, TOKENS.agent01);
  await expect(page.getByText('您好，王建国')).toBeVisible();
  await signOut(page);

  await page.goBack();
  await firstScreenShown(page);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  expect(pathOf(page)).toBe('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('b2b.userInfo'))).toBeNull();

  page.off('request', recordReferer);
  const sent = (await Promise.all(referers)).filter((referer): referer is string => referer !== null);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((referer) => referer.includes('token'))).toEqual([]);
});
