import { expect, type Page } from '@playwright/test';
import { loginByToken, openInApp, popupsSettled, test, TOKENS } from './support';

// Independent tests (each signs in on its own, or only reads on the worker's signed-in agent01 page).
test.describe.configure({ mode: 'parallel' });

/** What has keyboard focus: its tag, and its label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName}:${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, '')}`;
  });

test('a skip link leads past the menu; after a change of screen focus is on its heading, not <body>', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();

  // Tab from the top of the page: the skip link first, shown while focused; Enter puts focus in the content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeFocused();

  // A menu entry followed by keyboard: focus on the new screen's heading, and the next Tab stays in the content.
  const link = page.getByRole('menu').getByRole('link', { name: '新闻公告' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/new');
  await expect(page.getByRole('heading', { level: 1, name: '新闻公告' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);

  // 去支付 on the order, by keyboard: the payment screen's heading; 确认支付 → the result's heading.
  await openInApp(page, '/agent/orderCenter/order/TO100116');
  await page
    .getByRole('link', { name: /^去支付/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agent\/pay\/payment\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: '去支付' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '确认支付' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  await dialog.getByRole('button', { name: '确认支付' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agent\/pay\/result\/success/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('保存名单 by keyboard: focus goes to the heading, not <body>', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, '/agent/orderCenter/order/TO100109');
  await page.getByRole('tab', { name: /^旅客名单/ }).click();
  const add = page.getByRole('button', { name: '添加一行' });
  await add.focus();
  await page.keyboard.press('Enter');
  // The empty list's row takes the focus, and what is typed lands in it.
  await expect(page.getByRole('textbox', { name: '第1行 姓名' })).toBeFocused();
  await page.keyboard.type('王五');
  await page.keyboard.press('Tab');
  await page.keyboard.type('成人');
  await page.keyboard.press('Tab');
  await page.keyboard.type('身份证');
  await page.keyboard.press('Tab');
  await page.keyboard.type('310115198503121234');
  await page.keyboard.press('Tab');
  await expect(page.locator('.name-list-grid tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: '保存名单' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '旅客名单（1）' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '团队订单详情' })).toBeFocused();
});

// Only reads (the dialog is closed unpaid): on the worker's signed-in page; the focus it checks is set here.
test('确认支付: every tab stop of the dialog is visible, and Escape returns focus to 去支付', async ({ agentPage: page }) => {
  await openInApp(page, '/agent/pay/payment?payableKind=ORDER&payableNo=TO100116');
  const pay = page.getByRole('button', { name: '去支付' });
  await pay.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '确认支付' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  // A round of Tab through the dialog: each stop is a control one can see.
  const stops: string[] = [];
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return 'BODY';
        const box = active.getBoundingClientRect();
        const visible = box.width > 1 && box.height > 1 && getComputedStyle(active).visibility !== 'hidden';
        return `${visible ? '' : 'INVISIBLE '}${active.tagName}:${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, '')}`;
      }),
    );
  }
  expect(
    stops.filter((stop) => stop.startsWith('INVISIBLE') || stop === 'BODY'),
    stops.join(' | '),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pay).toBeFocused();
  expect(await focused(page)).toBe('BUTTON:去支付');
});
