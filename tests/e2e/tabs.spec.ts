import { expect, type Page } from '@playwright/test';
import { firstScreenShown, loginAsStaff, loginByToken, recordToasts, signOut, test, TOKENS } from './support';

/** 财务 of agent01's agency: another user of the same browser. */
const STAFF02 = { agencyAccount: 'agent01', userName: 'staff02', password: 'Staff@2026', displayName: '赵丽娟' };

const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
const seenWith = async (page: Page, text: string) => (await toastsSeen(page)).filter((toast) => toast.includes(text));

test('two tabs of one browser follow each other: tab 2’s sign-in shows in tab 1, its sign-out takes tab 1 to the login page once', async ({
  page,
  context,
}) => {
  await context.addInitScript(recordToasts);
  await loginByToken(page, TOKENS.agent01);
  await expect(page.getByText('您好，王建国')).toBeVisible();

  const tab2 = await context.newPage();
  await loginAsStaff(tab2, STAFF02);
  await firstScreenShown(tab2);
  await expect(tab2.getByText(`您好，${STAFF02.displayName}`)).toBeVisible();

  // Tab 1 shows the user the browser's session now belongs to, with that user's menu.
  await expect(page.getByRole('button', { name: '账号菜单' })).toContainText(STAFF02.displayName);
  await expect(page.getByText(`您好，${STAFF02.displayName}`)).toBeVisible();
  await expect(page.getByRole('menu').getByText('航班变动提醒')).toHaveCount(0);
  await expect.poll(() => seenWith(page, '本窗口已切换为该账号')).toHaveLength(1);

  await signOut(tab2);

  await expect(page).toHaveURL('/login?redirect=%2Fagent');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  expect(await seenWith(page, '您已在其他窗口退出登录')).toHaveLength(1);
  expect(await seenWith(page, '请先登录')).toEqual([]);
  await expect(page.getByText('数据加载失败')).toHaveCount(0);
});
