import { expect, type Browser, type Page } from '@playwright/test';
import { LOGIN_BUTTON, toastSeen } from '../e2e/support';
import { AGENCIES, guardPage, shownCaptchaCode, signIn, test, watchCaptchas } from './support';

/**
 * Two people of one agency on one order's name list, each in their own browser against the one gateway
 * (the demo build cannot: each browser runs its own simulator): the main account 王建国 and the
 * sub-account 李晓梅 (订票员). No edit is lost without a visible choice: different passengers merge by
 * themselves; the same passenger shows the later saver the merge; a passenger one removed and the other
 * edited is said so.
 */
test.describe.configure({ mode: 'serial' });

const ORDER = '/agent/orderCenter/order/TO100111?tab=passengers';
const STAFF01 = { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026', displayName: '李晓梅' };

async function signInStaff(page: Page): Promise<void> {
  guardPage(page);
  const captchas = watchCaptchas(page);
  await page.goto('/login');
  await page.locator('label').filter({ hasText: '子账号登录' }).click();
  const code = await shownCaptchaCode(page, captchas);
  await page.getByLabel('主账号', { exact: true }).fill(STAFF01.agencyAccount);
  await page.getByLabel('子账号', { exact: true }).fill(STAFF01.userName);
  await page.getByLabel('密码', { exact: true }).fill(STAFF01.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(code);
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
  await expect(page).toHaveURL('/agent');
}

async function openNameList(browser: Browser, who: 'agent' | 'staff'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (who === 'agent') await signIn(page, AGENCIES.agent01);
  else await signInStaff(page);
  await page.goto(ORDER);
  await expect(page.getByRole('grid', { name: '旅客名单' })).toBeVisible();
  return page;
}

const cellOf = (page: Page, row: number, col: number) => page.locator(`.name-list-grid tr[data-row="${row}"] td[data-col="${col}"]`);
const MOBILE = 6;

/** Types a mobile number into a row, as a user does: click the cell, type over it, Enter. */
async function typeMobile(page: Page, row: number, mobile: string): Promise<void> {
  await cellOf(page, row, MOBILE).click();
  // Off the cell and back by keyboard: the cell is then taken whole, typing replaces it (a click on the
  // cell already active would put the caret in its text).
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(mobile);
  await page.keyboard.press('Enter');
  await expect(cellOf(page, row, MOBILE)).toHaveText(mobile);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: '保存名单' }).click();
}

test('two staff of one agency edit one name list: nothing is lost without a visible choice', async ({ browser }) => {
  // The staff member opens first: the main account's page sees her there from its first look.
  const staff = await openNameList(browser, 'staff');
  const agent = await openNameList(browser, 'agent');
  await expect(agent.getByText(/^李晓梅 正在编辑名单，(刚刚|\d+分钟前)打开/)).toBeVisible();
  const name = async (row: number) => (await cellOf(agent, row, 0).textContent()) ?? '';

  await test.step('different passengers: both saves stand', async () => {
    await typeMobile(staff, 1, '13800000101');
    await typeMobile(agent, 0, '13900000100');
    await save(agent);
    await toastSeen(agent, '名单已保存');
    await save(staff);
    await toastSeen(staff, '名单已保存');
    // The staff member's page now shows the list as saved: both numbers.
    await expect(cellOf(staff, 0, MOBILE)).toHaveText('13900000100');
    await expect(cellOf(staff, 1, MOBILE)).toHaveText('13800000101');
    await agent.reload();
    await expect(cellOf(agent, 0, MOBILE)).toHaveText('13900000100');
    await expect(cellOf(agent, 1, MOBILE)).toHaveText('13800000101');
  });

  await test.step('the same passenger: the later saver sees the merge and the list holds what she chose', async () => {
    const passenger = await name(2);
    await typeMobile(staff, 2, '13800000202');
    await typeMobile(agent, 2, '13900000202');
    await save(agent);
    await toastSeen(agent, '名单已保存');
    await save(staff);
    const merge = staff.getByRole('dialog', { name: '名单已被他人修改，请核对合并' });
    await expect(merge).toBeVisible();
    const row = merge.getByRole('row').filter({ hasText: passenger });
    await expect(row.getByText('双方都修改了')).toBeVisible();
    await expect(row.getByText(/王建国 于/)).toBeVisible();
    await row.getByRole('radio', { name: '保留我的' }).check();
    await merge.getByRole('button', { name: '保存合并结果' }).click();
    await expect(merge).toBeHidden();
    await expect(cellOf(staff, 2, MOBILE)).toHaveText('13800000202');
    await agent.reload();
    await expect(cellOf(agent, 2, MOBILE)).toHaveText('13800000202');
  });

  await test.step('a passenger one removed and the other edited: the merge says so', async () => {
    const passenger = await name(3);
    await typeMobile(staff, 3, '13800000303');
    await agent.getByRole('checkbox', { name: '选择第4行' }).check();
    await agent.getByRole('button', { name: /删除选中行/ }).click();
    await save(agent);
    await toastSeen(agent, '名单已保存');
    await save(staff);
    const merge = staff.getByRole('dialog', { name: '名单已被他人修改，请核对合并' });
    const row = merge.getByRole('row').filter({ hasText: passenger });
    await expect(row.getByText('对方删除了，我修改了')).toBeVisible();
    await row.getByRole('radio', { name: '删除（对方的）' }).check();
    await merge.getByRole('button', { name: '保存合并结果' }).click();
    await expect(merge).toBeHidden();
    await expect(staff.locator('.name-list-grid').getByText(passenger)).toHaveCount(0);
  });
});
