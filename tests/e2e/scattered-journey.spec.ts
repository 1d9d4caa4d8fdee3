import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import {
  dayAfter,
  describedValue,
  loginByToken,
  mainlandId,
  openInApp,
  openMenu,
  pageTitle,
  pickAirport,
  popupsSettled,
  simulatorNow,
  test,
  TOKENS,
  typeDate,
  payFromPrepaidAccount,
} from './support';

/**
 * 散客票: agent01 shops PVG→CTU 20 days ahead, books 2 adults in the discounted B class, pays from the
 * prepaid account; once the airline has issued the tickets, changes one passenger to a later flight in Y
 * (paying the fare difference and the B fare's change fee: a change order, whose ticket replaces the old
 * one, shown 已改期), and refunds the other with the fee from the fare rule shown before applying (its
 * seat cancelled first). Every new screen it passes is checked with axe-core (WCAG 2 A and AA); the lists and
 * a refund asked for a supplementary file are in the a11y sweep (every route of the table, a11y.spec.ts).
 */

const TICKETING_MS = 11 * 60_000;

async function noViolations(page: Page): Promise<void> {
  await popupsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
}

/** 去支付 on the order → the payment screen → the prepaid account → 支付成功. */
async function payFromPrepaid(page: Page): Promise<void> {
  await page.getByRole('link', { name: '去支付' }).click();
  await expect(page).toHaveTitle(pageTitle('支付'));
  await payFromPrepaidAccount(page);
}

/** The airline issues a paid scattered order's tickets 10 minutes after payment: the simulator's clock moves past it. */
async function airlineTickets(page: Page): Promise<void> {
  await page.evaluate((ms) => window.__simulator!.clock.advance(ms), TICKETING_MS);
}

test('an agent shops PVG→CTU, books 2 adults, pays; changes one to a later flight paying the difference, refunds the other with the fee shown first', async ({
  page,
}) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const now = await simulatorNow(page);
  const date = dayAfter(now, 20);
  const later = dayAfter(now, 22);
  let orderNo = '';

  await test.step('the search and the shopping: flights with their classes, fares, seats and rules', async () => {
    await openMenu(page, '团队预订', '散客票');
    await expect(page).toHaveTitle(pageTitle('散客票'));
    await pickAirport(page, '出发', 'pvg', '上海 · 上海浦东 PVG');
    await pickAirport(page, '到达', 'chengdu', '成都 · 成都双流 CTU');
    await typeDate(page, '出发日期', date);
    await page.getByRole('spinbutton', { name: '成人' }).fill('2');
    await page.getByRole('button', { name: '查询航班' }).click();
    await expect(page.getByRole('button', { name: /^选择 XY5\d{3} / })).toHaveCount(9);
    await page.getByText('按价格').click();
    await noViolations(page);
    await page.getByRole('button', { name: '选择 XY5101 经济舱（优惠） B' }).click();
    await page.getByRole('link', { name: '下一步：填写旅客' }).click();
  });

  await test.step('the passengers and the price verified again; the summary; create: an order awaiting payment', async () => {
    await expect(page).toHaveTitle(pageTitle('散客票旅客信息'));
    await expect(page.getByText('价格核验')).toBeVisible();
    await page.getByLabel('旅客1 姓名').fill('张伟');
    await page.getByLabel('旅客1 证件号').fill(mainlandId('19850615', '131'));
    await page.getByLabel('旅客2 姓名').fill('李娜');
    await page.getByLabel('旅客2 证件号').fill(mainlandId('19870203', '246'));
    await noViolations(page);
    await page.getByRole('button', { name: '下一步：确认订单' }).click();
    await expect(page).toHaveTitle(pageTitle('散客票确认订单'));
    await expect(page.getByRole('cell', { name: '张伟' })).toBeVisible();
    await noViolations(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/scattered-order\/SO\d{6}$/);
    orderNo = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(describedValue(page, '订单状态')).toHaveText('待支付');
    await expect(page.getByText(/^支付时限 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await noViolations(page);
  });

  await test.step('paid from the prepaid account; the airline issues the two tickets', async () => {
    await payFromPrepaid(page);
    await airlineTickets(page);
    await openInApp(page, `/agent/orderCenter/scattered-order/${orderNo}`);
    await expect(describedValue(page, '订单状态')).toHaveText('已出票');
    await expect(page.getByText('未使用', { exact: true })).toHaveCount(2);
  });

  await test.step('张伟 changes to a later flight in Y: the fare difference and the change fee, a change order paid', async () => {
    await page.getByRole('link', { name: /^改\s*期$/ }).click();
    await expect(page).toHaveTitle(pageTitle('散客改期'));
    await page.getByRole('checkbox', { name: /^张伟/ }).check();
    await typeDate(page, '新的航班日期', later);
    await page.getByRole('button', { name: '查询航班' }).click();
    await page.getByRole('button', { name: '改至 XY5103 经济舱 Y' }).click();
    await expect(page.getByText(/^应付合计/)).toBeVisible();
    const difference = page.getByRole('row', { name: /张伟/ });
    await expect(difference).toContainText('¥');
    await noViolations(page);
    await page.getByRole('button', { name: '确认改期并生成改期订单' }).click();
    const ask = page.getByRole('tooltip');
    await expect(ask).toContainText(/改期费 ¥[\d,.]+ \+ 票价差额 ¥[\d,.]+ = 应付 ¥[\d,.]+/);
    await noViolations(page);
    await ask.getByRole('button', { name: '确认改期' }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/scattered-order\/SO\d{6}$/);
    await expect(page.getByRole('link', { name: orderNo })).toBeVisible();
    await payFromPrepaid(page);
    await airlineTickets(page);
    await openInApp(page, `/agent/orderCenter/scattered-order/${orderNo}`);
    await expect(page.getByRole('row', { name: /张伟/ })).toContainText('已改期');
  });

  await test.step('李娜 is refunded: the fee from the fare rule shown first, her seat cancelled, the request under review', async () => {
    await page.getByRole('button', { name: /^退\s*票$/ }).click();
    const dialog = page.getByRole('dialog', { name: `申请退票 ${orderNo}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /李娜$/ }).check();
    await expect(describedValue(dialog, '退票费')).toHaveText(/^¥[\d,.]+（起飞前 \d+ 天，票价的 30%）$/);
    await expect(dialog.getByText(/尚未使用：提交时先取消其座位/)).toBeVisible();
    await dialog.getByLabel('退票原因').fill('旅客行程取消');
    await noViolations(page);
    await dialog.getByRole('button', { name: '取消座位并申请退票' }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/scattered-refund\/RFD\d{8}$/);
    await expect(page.getByText('等待航司审核', { exact: true })).toBeVisible();
    await noViolations(page);
  });
});
