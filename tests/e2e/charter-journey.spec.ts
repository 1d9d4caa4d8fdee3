import { expect } from '@playwright/test';
import { clickInPopup, dayAfter, loginByToken, openMenu, pageTitle, pickAirport, simulatorNow, test, TOKENS, typeDate } from './support';

/**
 * 包机 as an agent books it: an A330-300 上海浦东—三亚 and back three days later, 260 passengers
 * expected. The quote is one lump sum for the whole aircraft with its breakdown, what it includes, the
 * team plan's deposit and balance; booked, the team order holds every one of the aircraft's 292 seats.
 */

/** Fen as the portal shows money: ¥1,077,500.00. */
const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('an agent books a charter: one lump sum with its deposit and balance, and an order holding the whole aircraft', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const now = await simulatorNow(page);
  const [date, ret] = [dayAfter(now, 40), dayAfter(now, 43)];

  await test.step('the request: aircraft, route, dates and passengers expected', async () => {
    await openMenu(page, '团队预订', '包机');
    await expect(page).toHaveTitle(pageTitle('包机'));
    await page.getByRole('combobox', { name: '机型' }).click();
    await clickInPopup(page, page.getByTitle('空客A330-300（292座）', { exact: true }));
    await page.getByText('往返', { exact: true }).click();
    await pickAirport(page, '出发', 'PVG', '上海 · 上海浦东 PVG');
    await pickAirport(page, '到达', 'sanya', '三亚 · 三亚凤凰 SYX');
    await typeDate(page, '出发日期', date);
    await typeDate(page, '返程日期', ret);
    await page.getByRole('spinbutton', { name: '预计旅客人数' }).fill('260');
    await page.getByRole('button', { name: '获取报价' }).click();
    await expect(page).toHaveURL(`/agent/due/charter?type=A330-300&from=PVG&to=SYX&trip=RT&date=${date}&ret=${ret}&pax=260`);
  });

  let lumpSum = '';
  await test.step('the quote: the lump sum, how it is reached, what it includes, deposit and balance', async () => {
    const quote = page.locator('.ant-card').filter({ has: page.getByText('包机报价与付款期限', { exact: true }) });
    await expect(quote.getByText('空客A330-300，整机292座（预计旅客260人）')).toBeVisible();
    // A bordered Descriptions puts two items in a row: the cell right after the item's header.
    const cellOf = (header: string) =>
      quote.getByRole('rowheader', { name: header, exact: true }).locator('xpath=following-sibling::td[1]');
    lumpSum = ((await cellOf('整机包价').textContent()) ?? '').trim();
    expect(lumpSum).toMatch(/^¥[\d,]+\.00$/);
    const breakdown = quote.getByRole('table', { name: '包机价格构成' });
    for (const line of [`去程 PVG—SYX（${date}）`, `回程 SYX—PVG（${ret}）`, '飞机留驻3晚']) {
      await expect(breakdown.getByRole('cell', { name: new RegExp(`^${line}`) })).toBeVisible();
    }
    await expect(quote.getByText(/^包机价格包含：整机全部座位（292座）/)).toBeVisible();
    // The team plan on the lump sum: 10 % deposit within 24 h, the balance by the ticketing time limit.
    const fen = Number(lumpSum.replace(/[¥,.]/g, ''));
    await expect(cellOf('团队总价')).toHaveText(lumpSum);
    await expect(cellOf('定金')).toHaveText(yuan(Math.round(fen / 10)));
    await expect(cellOf('定金支付截止')).toContainText(/剩 23小时5\d分/);
    await expect(cellOf('尾款')).toHaveText(yuan(fen - Math.round(fen / 10)));
    await expect(cellOf('尾款支付截止（出票时限）')).toContainText(dayAfter(now, 33));
  });

  await test.step('booked: a team order of every seat, priced as the lump sum', async () => {
    await page.getByLabel('团队名称').fill('三亚年会包机');
    await page.getByRole('button', { name: /^提交包机预订/ }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/order\/TO\d{6}$/);
    await expect(page.locator('.ant-descriptions-item').filter({ hasText: '渠道' })).toContainText('包机');
    await expect(page.getByText('占座 292 人')).toBeVisible();
    await expect(page.getByText(lumpSum).first()).toBeVisible();
  });
});
