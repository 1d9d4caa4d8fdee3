import { expect, type Page } from '@playwright/test';
import {
  availableBalance,
  clickInPopup,
  dayAfter,
  fenOf,
  loginByToken,
  openInApp,
  openMenu,
  pageTitle,
  simulatorNow,
  test,
  TOKENS,
} from './support';

/**
 * 定期系列团: agent01 asks for SHA→PEK every Tuesday and Thursday over the 4 weeks from a Monday at least
 * two weeks ahead of the simulator's clock, sees the 8 departures the pattern yields, verifies them and
 * books: the series page lists 8 departures, each linking its own team order, which links back; then
 * two departures' deposits are paid in one go (合并支付) from the prepaid account.
 */

async function pickAirport(page: Page, field: '出发地' | '目的地', typed: string, option: string) {
  const box = page.getByRole('combobox', { name: field, exact: true });
  await box.click();
  await box.pressSequentially(typed);
  await clickInPopup(page, page.getByTitle(option, { exact: true }));
}

/** The first Monday at least 14 days after `nowMs`, and the Sunday 4 weeks later. */
function fourWeeksFromAMonday(nowMs: number): [string, string] {
  for (let days = 14; ; days += 1) {
    const date = dayAfter(nowMs, days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) return [date, dayAfter(nowMs, days + 27)];
  }
}

test('an agent books a regular series, Tuesdays and Thursdays over 4 weeks: 8 departures with their own orders', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const [start, end] = fourWeeksFromAMonday(await simulatorNow(page));

  await test.step('the route, 周二 and 周四, the 4 weeks and a group of 20: 8 departures', async () => {
    await openMenu(page, '团队预订', '定期系列团');
    await expect(page).toHaveTitle(pageTitle('定期系列团'));
    await pickAirport(page, '出发地', 'sha', '上海 · 上海虹桥 SHA');
    await pickAirport(page, '目的地', 'pek', '北京 · 北京首都 PEK');
    await page.getByRole('checkbox', { name: '周二' }).check();
    await page.getByRole('checkbox', { name: '周四' }).check();
    await page.getByRole('spinbutton', { name: '成人' }).fill('20');
    const [from, to] = [page.getByRole('textbox', { name: '日期范围' }).first(), page.getByRole('textbox', { name: '日期范围' }).last()];
    await from.click();
    await from.fill(start);
    await from.press('Enter');
    await to.fill(end);
    // Enter on the last field may already submit the form (it is complete by then); the button asks again if so.
    await to.press('Enter');
    await page.getByRole('button', { name: /^(查询航班日期|重新查询)$/ }).click();
    await expect(page.getByRole('checkbox', { name: /^选择 \d{4}-/ })).toHaveCount(8);
    await expect(page.getByText(/^已选 8 个航班日期/)).toBeVisible();
  });

  await test.step('verified and booked: the series page with 8 departures, each its own order', async () => {
    await page.getByRole('button', { name: '下一步：核验座位与价格' }).click();
    await expect(page).toHaveTitle(pageTitle('定期系列团预订'));
    await expect(page.getByText('座位与价格有效')).toHaveCount(8);
    await page.getByLabel('团队名称').fill('京沪商务周二周四系列团');
    await page.getByRole('button', { name: '提交系列团预订' }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/series\/SR\d{6}$/);
    const departures = page.getByRole('table', { name: '系列团航班日期' });
    const orders = departures.getByRole('link', { name: /^TO\d{6}$/ });
    await expect(orders).toHaveCount(8);
    expect(new Set(await orders.allTextContents()).size).toBe(8);
  });

  await test.step('a departure’s order is a 系列团 order linked back to its series', async () => {
    const seriesNo = new URL(page.url()).pathname.split('/').at(-1)!;
    await page
      .getByRole('table', { name: '系列团航班日期' })
      .getByRole('link', { name: /^TO\d{6}$/ })
      .first()
      .click();
    await expect(page).toHaveTitle(pageTitle('团队订单详情'));
    await expect(page.locator('.ant-descriptions-item').filter({ hasText: '渠道' })).toContainText('系列团');
    await page.getByRole('link', { name: `所属系列团 ${seriesNo}` }).click();
    await expect(page).toHaveURL(`/agent/orderCenter/series/${seriesNo}`);
  });

  await test.step('合并支付: two departures’ deposits in one payment, the prepaid balance down by their sum', async () => {
    const seriesPath = new URL(page.url()).pathname;
    const before = await availableBalance(page);
    await openInApp(page, seriesPath);
    await page.getByRole('tab', { name: '预付明细' }).click();
    const plan = page.getByRole('table', { name: '预付明细' });
    const deposits = plan.getByRole('checkbox', { name: /^选择 \d{4}-\d{2}-\d{2} 定金$/ });
    await expect(deposits).toHaveCount(8);
    await deposits.nth(0).check();
    await deposits.nth(1).check();
    const chosen = page.getByText(/^已选 2 笔，合计 ¥[\d,.]+$/);
    await expect(chosen).toBeVisible();
    const total = fenOf((await chosen.innerText()).split('合计')[1]!);
    await page.getByRole('button', { name: '合并支付' }).click();
    const dialog = page.getByRole('dialog', { name: '合并支付' });
    await expect(dialog).toContainText('款项笔数2 笔');
    await dialog.getByRole('button', { name: /^确认支付 ¥/ }).click();
    const result = page.getByRole('dialog', { name: '合并支付结果' });
    await expect(result).toContainText(/已支付 2 笔，共 ¥[\d,.]+/);
    await expect(result.getByRole('table', { name: '已支付款项' }).getByRole('row')).toHaveCount(3);
    await result.getByRole('button', { name: '返回系列团' }).click();
    await expect(result).toBeHidden();
    await expect(plan.getByText('已支付')).toHaveCount(2);
    expect(await availableBalance(page)).toBe(before - total);
  });
});
