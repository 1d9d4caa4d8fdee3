import { expect, type Page } from '@playwright/test';
import { clickInPopup, dayAfter, loginByToken, openMenu, pageTitle, simulatorNow, test, TOKENS } from './support';

/**
 * 定期系列团: agent01 asks for SHA→PEK every Tuesday and Thursday over the 4 weeks from a Monday at least
 * two weeks ahead of the simulator's clock, sees the 8 departures the pattern yields, verifies them and
 * books: the series page lists 8 departures, each linking its own team order. What follows in the portal
 * — a departure's order naming its series and linking back, 合并支付 of two deposits from the prepaid
 * account — is asserted by tests/integration/series.test.tsx and series-batch-pay.test.tsx.
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

test('an agent books a regular series from a blank form, Tuesdays and Thursdays over 4 weeks: 8 departures with their own orders', async ({
  page,
}) => {
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
});
