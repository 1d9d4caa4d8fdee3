import { expect } from '@playwright/test';
import { ACCOUNTS, clickInPopup, LOGIN_BUTTON, pageTitle, readCaptcha, signOut, submitAgentLogin, test } from './support';

/*
 * One browser at the login page, as a shared office computer is used: a wrong captcha, the agent's sign-in,
 * a bulletin, the sign-out, then a sub-account's sign-in and sign-out. Each part was a test of its own, each
 * paying a fresh browser's first load for a few steps; the steps and their checks are the same.
 */
test('a wrong captcha is refused at its field; the agent signs in, reads a bulletin and signs out; a sub-account signs in after', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();
  // The simulator clock's current minute, as the portal formats it (the browser runs in Asia/Shanghai).
  const signInMinute = await page.evaluate(async () => {
    const now = new Date((await window.__simulator?.clock.nowMs()) ?? Date.now());
    const two = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}`;
  });

  await test.step('a wrong captcha is refused at the captcha field and a new image is issued', async () => {
    await page.getByLabel('账号', { exact: true }).fill(ACCOUNTS.agent01.userName);
    await page.getByLabel('密码', { exact: true }).fill(ACCOUNTS.agent01.password);
    const code = await readCaptcha(page);
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    await page.getByPlaceholder('请输入右侧验证码').fill(wrong);
    await page.getByRole('button', { name: LOGIN_BUTTON }).click();

    // A refusal that belongs to one field shows at that field, not as a toast (docs/decisions.md, Writes).
    await expect(page.getByText('图形验证码错误或已失效，请重新输入')).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page).toHaveURL('/login');
    // Codes are single use: the refused one is replaced and the field cleared.
    await expect.poll(() => page.evaluate(() => window.__simulator?.peekCaptcha())).not.toBe(code);
    await expect(page.getByPlaceholder('请输入右侧验证码')).toHaveValue('');
  });

  await test.step('signed in with the new captcha: the home, its menu, and when the account last signed in before', async () => {
    await submitAgentLogin(page, ACCOUNTS.agent01);
    await expect(page).toHaveURL('/agent');
    await expect(page.getByText('您好，王建国')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('首页'));
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '航班变动提醒' })).toBeVisible();

    const lastLogin = page.locator('.ant-descriptions-item').filter({ hasText: '上次登录' }).locator('.ant-descriptions-item-content');
    await expect(lastLogin).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The seed's previous sign-in of agent01 was two days ago: anything earlier than now will do.
    const shown = (await lastLogin.textContent()) ?? '';
    expect(shown < signInMinute, `上次登录 ${shown} should be before this sign-in (${signInMinute})`).toBe(true);
  });

  await test.step('a bulletin from the menu, back to the list, and the sign-out', async () => {
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: '新闻公告' }).click();
    await expect(page).toHaveURL('/new');
    await expect(page.getByRole('heading', { name: '新闻公告' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('新闻公告'));

    // One bulletin: its detail page shows its title.
    const first = page.locator('a.news-item-title').first();
    const title = (await first.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await first.click();
    await expect(page).toHaveURL(/\/new\/BL\d{4}$/);
    await expect(page.getByRole('heading', { name: '公告详情' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title }).first()).toBeVisible();
    await expect(page.locator('.bulletin-content')).not.toBeEmpty();
    await expect(page).toHaveTitle(pageTitle('公告详情'));

    // Back to the list through the page's own link.
    await page.getByRole('link', { name: '返回公告列表' }).click();
    await expect(page).toHaveURL('/new');
    await expect(page).toHaveTitle(pageTitle('新闻公告'));

    // Sign out from the account menu.
    await page.getByRole('button', { name: '账号菜单' }).hover();
    await clickInPopup(page, page.getByRole('menuitem', { name: '退出登录' }));
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('登录'));
  });

  await test.step('a sub-account signs in with its agency account, password and captcha', async () => {
    // antd's button-style radios hide the input: a user clicks the label.
    await page.locator('label').filter({ hasText: '子账号登录' }).click();
    await expect(page.getByRole('radio', { name: '子账号登录' })).toBeChecked();
    await page.getByLabel('主账号', { exact: true }).fill(ACCOUNTS.staff01.agencyAccount);
    await page.getByLabel('子账号', { exact: true }).fill(ACCOUNTS.staff01.userName);
    await page.getByLabel('密码', { exact: true }).fill(ACCOUNTS.staff01.password);
    await page.getByPlaceholder('请输入右侧验证码').fill(await readCaptcha(page));
    await page.getByRole('button', { name: LOGIN_BUTTON }).click();

    await expect(page).toHaveURL('/agent');
    await expect(page.getByText(`您好，${ACCOUNTS.staff01.displayName}`)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '新闻公告' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '航班变动提醒' })).toBeVisible();
    await signOut(page);
  });

  await test.step('signed out for real: a screen behind the login sends the visitor back to /login', async () => {
    await page.goto('/new');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnew$/);
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  });
});
