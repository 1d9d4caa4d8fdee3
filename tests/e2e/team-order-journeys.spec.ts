import { expect, type Locator, type Page } from '@playwright/test';
import { CREW, crewWorkbook } from './crew';
import {
  ACCOUNTS,
  advanceSimulatorClock,
  clickInPopup,
  dayAfter,
  loginByToken,
  openInApp,
  pageTitle,
  pathOf,
  pickAirport,
  simulatorNow,
  submitAgentLogin,
  test,
  toastSeen,
  TOKENS,
  typeDate,
} from './support';

/**
 * An agent's team orders: a temporary group booked, named from a crew list and trimmed; an unpaid
 * order cancelled by the clock; a paid order ticketed. Seeded orders (TO1001xx) are agent01's, their
 * deadlines relative to the simulator's clock when the browser context first loads the demo.
 */

/** The detail header's value for a label ('订单状态', '团队人数', '名单' …). */
function headerItem(page: Page, label: string): Locator {
  return page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content')
    .first();
}

/** antd puts a space between two CJK characters of a button: '出 票'. */
const TICKET_BUTTON = /^出\s*票$/;

const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

test('an agent books a temporary group of 20, imports its 20 names from an .xlsx and releases 5 seats', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  const date = dayAfter(await simulatorNow(page), 40);
  const groupName = '华东师大成都研学团';

  await test.step('the temporary group: flights for 20, the group fare, the group and its contact', async () => {
    const menu = page.getByRole('menu');
    await menu.getByText('团队预订', { exact: true }).click();
    await menu.getByRole('menuitem', { name: '临时团' }).click();
    await expect(page).toHaveURL('/agent/due/temp');
    await page.getByRole('link', { name: '开始询价' }).click();
    await expect(page).toHaveURL('/agent/due/temp/freightTariff');

    await pickAirport(page, '出发', 'PVG', '上海 · 上海浦东 PVG');
    await pickAirport(page, '到达', '成都', '成都 · 成都双流 CTU');
    await typeDate(page, '出发日期', date);
    await page.getByRole('spinbutton', { name: '团队人数' }).fill('20');
    await page.getByRole('button', { name: /查询航班/ }).click();
    await expect(page).toHaveURL(`/agent/due/temp/freightTariff?from=PVG&to=CTU&date=${date}&trip=OW&count=20`);

    await page.getByRole('button', { name: '选择 XY5103' }).click();
    await page.getByRole('link', { name: /计算团队运价/ }).click();
    await expect(page).toHaveTitle(pageTitle('临时团运价'));
    const priceCard = page.locator('.ant-card').filter({ has: page.getByText('团队运价', { exact: true }) });
    await expect(priceCard.getByText('定金支付截止')).toBeVisible();
    await expect(priceCard.getByText(/^剩 /).first()).toBeVisible();
    await priceCard.getByRole('link', { name: /填写团队信息/ }).click();

    await expect(page).toHaveTitle(pageTitle('临时团预订'));
    await page.getByLabel('团队名称').fill(groupName);
    await page.getByLabel('联系人', { exact: true }).fill('王芳');
    await page.getByLabel('联系电话').fill('13912345678');
    await expect(page.getByRole('radio', { name: '稍后录入' })).toBeChecked();
    await page.getByRole('button', { name: /提交预订/ }).click();
  });

  await test.step('the team order holds 20 seats, awaiting its deposit with a countdown', async () => {
    await expect(page).toHaveURL(/\/agent\/orderCenter\/order\/TO\d+$/);
    await expect(page).toHaveTitle(pageTitle('团队订单详情'));
    await expect(headerItem(page, '订单状态')).toHaveText('待支付');
    await expect(headerItem(page, '团队名称')).toHaveText(groupName);
    await expect(headerItem(page, '团队人数')).toHaveText('占座 20 人');
    await expect(headerItem(page, '待付款')).toContainText('待付定金');
    await expect(headerItem(page, '待付款').locator('.countdown')).toHaveText(/^剩 (2[0-3]|1\d)小时\d+分$/);
    await expect(headerItem(page, '名单')).toContainText('已录入 0/20');
  });

  await test.step('the crew list: an .xlsx of 20 travellers, checked, then imported', async () => {
    await tab(page, /^旅客名单/).click();
    await page.getByRole('button', { name: '导入名单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入旅客名单' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '研学团名单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await crewWorkbook(),
    });
    // The template's example row is left out; the 20 travellers pass the checks.
    await expect(dialog.getByText('研学团名单.xlsx：共20位旅客，检查无误，可以导入')).toBeVisible();
    await dialog.getByRole('button', { name: '导入20位旅客' }).click();
    await toastSeen(page, '已导入 20 位旅客');
    await expect(dialog).toBeHidden();
    await expect(headerItem(page, '名单')).toContainText('已录入 20/20');
    await expect(tab(page, '旅客名单（20）')).toBeVisible();
  });

  await test.step('5 travellers drop out: their names are removed, then their 5 seats released after the quote', async () => {
    // Named seats are not released: with all 20 named there is nothing to release yet, and the page says so.
    const release = page.getByRole('button', { name: '取消占座' });
    await expect(release).toBeDisabled();
    await expect(release).toHaveAccessibleDescription(/^取消占座不可用：20个座位中已有20个录入名单/);
    // By keyboard: focused, it says why in its tooltip.
    await release.focus();
    await expect(page.getByRole('tooltip')).toContainText('20个座位中已有20个录入名单');
    // A long page: scrolled to its end, the side menu is still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByRole('menuitem', { name: '首页' })).toBeInViewport();
    await page.getByText('名单列表', { exact: true }).click();
    for (const [name] of CREW.slice(15)) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
    await page.getByRole('button', { name: '批量删除（5）' }).click();
    await clickInPopup(page, page.getByRole('tooltip').getByRole('button', { name: /^删\s*除$/ }));
    await toastSeen(page, '已删除 5 位旅客');
    await expect(headerItem(page, '名单')).toContainText('已录入 15/20');

    await page.getByRole('button', { name: '取消占座' }).click();
    const dialog = page.getByRole('dialog', { name: /^取消占座/ });
    await dialog.getByLabel('释放座位数').fill('5');
    // The quote: what the release costs (no deposit is paid yet, so nothing is forfeited) and the count after.
    const quote = dialog.locator('.ant-descriptions');
    await expect(quote.getByRole('row').filter({ hasText: '没收定金座位' })).toContainText('0 座');
    await expect(quote).toContainText('没收定金¥0.00');
    await expect(quote).toContainText('释放后团队人数15 人');
    await dialog.getByRole('button', { name: '确认释放' }).click();
    await toastSeen(page, '已释放 5 个座位，团队人数 15 人');
    await expect(headerItem(page, '团队人数')).toHaveText('占座 15 人');
    await expect(headerItem(page, '名单')).toContainText('已录入 15/15');
    await expect(headerItem(page, '已释放座位')).toContainText('5 座，没收定金 ¥0.00');
  });
});

// Two seeded orders on one signed-in page: the paid one ticketed first, then the day that cancels the unpaid
// one (it also ends the session). Each a test of its own paid a fresh browser's first load and sign-in.
test('a paid order gets its tickets issued and shows 已出票 with its tickets and log; an unpaid order is cancelled by the system once the clock passes its payment deadline', async ({
  page,
}) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  await test.step('TO100112 is paid, fully named and ready to ticket (its flight flies: TO100102’s was cancelled by the airline)', async () => {
    await openInApp(page, '/agent/orderCenter/order/TO100112');
    await expect(headerItem(page, '订单状态')).toHaveText('已支付待出票');
    // A state on its way (not one that asks for action or failed) is not red: the brand red is rgb(200, 22, 29).
    await expect(headerItem(page, '订单状态').locator('.ant-tag')).not.toHaveCSS('color', 'rgb(200, 22, 29)');
    await expect(headerItem(page, '订单状态').locator('.ant-tag')).toHaveCSS('color', 'rgb(9, 88, 217)');
    await tab(page, '客票').click();
    await expect(page.getByText('尚未出票')).toBeVisible();
  });

  let named = 0;
  await test.step('出票, confirmed', async () => {
    await page.getByRole('button', { name: TICKET_BUTTON }).click();
    const dialog = page.getByRole('dialog', { name: /^确认出票/ });
    await expect(dialog.getByText(/均已录入名单，出票后订单为“已出票”/)).toBeVisible();
    named = Number(await dialog.locator('strong').first().textContent());
    expect(named).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '确认出票' }).click();
    await toastSeen(page, `已为 ${named} 位旅客出票，订单状态：已出票`);
    await expect(dialog).toBeHidden();
  });

  await test.step('已出票: the tickets and the log', async () => {
    await expect(headerItem(page, '订单状态')).toHaveText('已出票');
    await expect(page.getByRole('button', { name: TICKET_BUTTON })).toHaveCount(0);
    await tab(page, '客票').click();
    const ticketNumbers = page.getByRole('tabpanel').getByRole('cell', { name: /^880-\d{10}$/ });
    await expect(ticketNumbers.first()).toBeVisible();
    expect(await ticketNumbers.count()).toBeGreaterThanOrEqual(Math.min(named, 50));

    await tab(page, '操作日志').click();
    const issued = page.locator('.ant-timeline-item').filter({ hasText: `出票${named}人` });
    await expect(issued).toHaveCount(1);
    await expect(issued).toContainText(`出票 · ${ACCOUNTS.agent01.displayName}`);
    await expect(issued).toContainText('订单已全部出票');
  });

  const detail = '/agent/orderCenter/order/TO100119';

  await test.step('TO100119 awaits its full payment, due in under two hours', async () => {
    await openInApp(page, detail);
    await expect(headerItem(page, '订单状态')).toHaveText('待支付');
    await expect(headerItem(page, '待付款')).toContainText('待付全款');
    await expect(headerItem(page, '待付款').locator('.countdown')).toHaveText(/^剩 1小时\d+分$/);
  });

  await test.step('a day passes on the panel clock: the deadline has passed', async () => {
    await advanceSimulatorClock(page, '+1天');
    await expect(headerItem(page, '待付款').locator('.countdown')).toHaveText('已截止');
  });

  await test.step('idle for a day, the session has expired: the next call returns to the login', async () => {
    await tab(page, '操作日志').click();
    await toastSeen(page, '登录已过期');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(detail)}`);
    await submitAgentLogin(page, ACCOUNTS.agent01);
    await expect.poll(() => pathOf(page)).toBe(detail);
  });

  await test.step('the order is cancelled, and its log says the system did it', async () => {
    await expect(headerItem(page, '订单状态')).toHaveText('已取消');
    await expect(headerItem(page, '待付款')).toHaveCount(0);
    await tab(page, '操作日志').click();
    const autoCancel = page.locator('.ant-timeline-item').filter({ hasText: '超时自动取消' });
    await expect(autoCancel).toHaveCount(1);
    await expect(autoCancel).toContainText('· 系统');
    await expect(autoCancel).toContainText(/全款¥[\d,]+\.\d{2}未在.+前支付，订单自动取消，已释放\d+个座位/);
  });
});
