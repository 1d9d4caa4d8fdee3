import { expect } from '@playwright/test';
import {
  ACCOUNTS,
  dayAfter,
  loginAsAgent,
  loginByToken,
  openInApp,
  openMenu,
  pageTitle,
  signOut,
  simulatorNow,
  test,
  TOKENS,
} from './support';

/**
 * 特惠团 until its last seats. The seeded offer 广州—成都 美食寻味特惠团 (PO000102) has 12 seats left on its
 * departure 19 days out: agent01 books all 12 from the menu, date and flight, and lands on its team order;
 * then corp01, another customer holding the function, finds that departure without seats and is refused
 * by the gateway where it would book — the last seats are sold once.
 */

test('an agent books a promotional offer’s last seats; a second customer is refused them', async ({ page }) => {
  let lastDate = '';

  await test.step('agent01 chooses the offer, the departure with the last 12 seats and its flight', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');
    lastDate = dayAfter(await simulatorNow(page), 19);
    await openMenu(page, '团队预订', '特惠团');
    await expect(page).toHaveTitle(pageTitle('特惠团'));
    await page.getByRole('link', { name: '选择日期 广州—成都 美食寻味特惠团' }).click();
    await page.getByRole('button', { name: new RegExp(`^${lastDate} 周.，余12座$`) }).click();
    await expect(page).toHaveTitle(pageTitle('特惠团航班'));
    await page.getByRole('button', { name: '选择 XY5321' }).click();
  });

  await test.step('the group of 12 priced, named and booked: a team order holding the seats', async () => {
    const adults = page.getByRole('spinbutton', { name: '成人' });
    await adults.fill('12');
    await page.getByRole('button', { name: '计算价格' }).click();
    await expect(page.getByText('团队总价').first()).toBeVisible();
    await page.getByLabel('团队名称').fill('羊城美食寻味团');
    await page.getByRole('button', { name: /^提交预订/ }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/order\/TO\d{6}$/);
    await expect(page.locator('.ant-descriptions-item').filter({ hasText: '渠道' })).toContainText('特惠团');
    await expect(page.getByText('占座 12 人')).toBeVisible();
  });

  await test.step('corp01 finds the departure without seats, and the gateway refuses it the group', async () => {
    await signOut(page);
    await loginAsAgent(page, ACCOUNTS.corp01);
    await expect(page).toHaveURL('/agent');
    await openInApp(page, `/agent/due/promotional/checkDate?offer=PO000102`);
    await expect(page.getByRole('button', { name: new RegExp(`^${lastDate} 周.，余0座，不可选$`) })).toBeDisabled();
    // A link kept from before (the departure and the group in the address): refused where it would book.
    await openInApp(page, `/agent/due/promotional/confirm?offer=PO000102&date=${lastDate}&flight=XY5321&adt=12&chd=0&inf=0`);
    await expect(page.getByText(/余位不足：剩余0座，需要12座/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^提交预订/ })).toBeDisabled();
  });
});
