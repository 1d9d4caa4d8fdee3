import { expect, type Browser, type Page } from '@playwright/test';
import { crewWorkbook } from '../e2e/crew';
import { clickInPopup, dayAfter, describedValue, pageTitle, payFromPrepaidAccount, toastSeen } from '../e2e/support';
import { AGENCIES, control, gatewayNow, GATEWAY_PREFIX, openTempGroupForm, signIn, submitLogin, test, type ShownCaptcha } from './support';

/**
 * The production build, simulator off, against `npm run gateway` over real HTTP: cross-origin calls with
 * the session cookie, the Date header read through CORS, config.json naming the gateway. The journeys
 * share one gateway, so they run one after the other (the second moves its clock).
 */
test.describe.configure({ mode: 'serial' });

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '账号菜单' }).hover();
  await clickInPopup(page, page.getByRole('menuitem', { name: '退出登录' }));
  await expect(page).toHaveURL('/login');
}

test('an agent signs in, books a temporary group of 10, imports its names, pays the deposit from the prepaid account and signs out', async ({
  page,
}) => {
  await signIn(page, AGENCIES.agent01);
  await expect(page.getByText(AGENCIES.agent01.displayName).first()).toBeVisible();
  const date = dayAfter(await gatewayNow(), 45);

  await test.step('a temporary group of 10 on XY5103, its fare and its contact', async () => {
    await openTempGroupForm(page, date, 10);
    await page.getByLabel('团队名称').fill('网关联调成都团');
    await page.getByLabel('联系人', { exact: true }).fill('王芳');
    await page.getByLabel('联系电话').fill('13912345678');
    await page.getByRole('button', { name: /提交预订/ }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/order\/TO\d+$/);
    await expect(describedValue(page, '订单状态')).toHaveText('待支付');
    await expect(describedValue(page, '团队人数')).toHaveText('占座 10 人');
  });

  await test.step('its 10 names from an .xlsx', async () => {
    await page.getByRole('tab', { name: /^旅客名单/ }).click();
    await page.getByRole('button', { name: '导入名单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入旅客名单' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '成都团名单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await crewWorkbook(10),
    });
    await dialog.getByRole('button', { name: '导入10位旅客' }).click();
    await toastSeen(page, '已导入 10 位旅客');
    await expect(describedValue(page, '名单')).toContainText('已录入 10/10');
  });

  await test.step('the deposit, paid from the prepaid account: the result says what is due next', async () => {
    await page.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveTitle(pageTitle('支付'));
    await expect(describedValue(page, '说明')).toHaveText('团队定金（订单总额10%）');
    await payFromPrepaidAccount(page);
    await expect(page.locator('.ant-result-title')).toHaveText('支付成功');
    await expect(page.getByText(/仍需支付尾款 ¥[\d,.]+，截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  });

  await test.step('signed out: the gateway has ended the session of this cookie, and only it', async () => {
    const agent01Sessions = async () =>
      (await control<{ sessions: { accountId: string }[] }>('/sessions')).sessions.filter((session) => session.accountId === 'AGT0001')
        .length;
    const before = await agent01Sessions();
    await signOut(page);
    expect(await agent01Sessions()).toBe(before - 1);
  });
});

const ACTIVITY = '上海—三亚 冬季包座竞价';

interface ActivityFigures {
  floorPrice: number;
  step: number;
  depositPerSeat: number;
  seats: number;
  capPerAgency: number;
}

/** One agency's browser: its own context (cookie jar), signed in, on the activity's page; the figures its answer gave. */
async function openActivity(
  browser: Browser,
  account: { userName: string; password: string },
): Promise<{ page: Page; figures: ActivityFigures; captchas: ShownCaptcha[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const captchas = await signIn(page, account);
  // The detail's answer, whenever it comes: a link's prefetch on intent may ask before the click lands.
  let activity: ActivityFigures | undefined;
  page.on('response', (response) => {
    if (!response.url().endsWith(`${GATEWAY_PREFIX}/auction/activity/detail`)) return;
    void response.json().then(
      (body: { activity?: ActivityFigures }) => {
        activity = body.activity ?? activity;
      },
      () => {},
    );
  });
  const menu = page.getByRole('menu');
  await menu.getByText('团队竞价', { exact: true }).click();
  await menu.getByRole('menuitem', { name: '竞价产品' }).click();
  await page.getByRole('link', { name: ACTIVITY }).click();
  await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
  await expect.poll(() => activity).toBeDefined();
  return { page, figures: activity!, captchas };
}

async function placeBid(page: Page, seats: number, price: number, groupName: string): Promise<string> {
  const form = page.locator('.ant-card').filter({ has: page.getByText('参与竞价', { exact: true }) });
  await form.getByRole('spinbutton', { name: /竞拍座位数/ }).fill(String(seats));
  await form.getByRole('spinbutton', { name: /每座出价（元）/ }).fill(String(price / 100));
  await form.getByLabel('团队名称').fill(groupName);
  await form.getByRole('button', { name: '提交竞价' }).click();
  // Confirmed with the seats, the price and the deposit before it is placed.
  const ask = page.getByRole('dialog').filter({ hasText: '确认提交竞价？' });
  await expect(ask).toContainText(`${seats} 座`);
  await ask.getByRole('button', { name: '提交竞价' }).click();
  return /AN\d{6}/.exec(await toastSeen(page, /^竞价订单 AN\d{6} 已提交/))![0];
}

async function payDeposit(page: Page, no: string, amount: number): Promise<void> {
  await page.getByRole('link', { name: `支付保证金 ${no}` }).click();
  await expect(describedValue(page, '应付金额')).toHaveText(yuan(amount));
  await payFromPrepaidAccount(page);
}

/** The agency's bid orders (竞价订单); `expired`: the gateway's clock has ended the session, so the portal asks for a sign-in first. */
async function bidOrders(
  page: Page,
  captchas: ShownCaptcha[],
  account: { userName: string; password: string },
  expired = false,
): Promise<void> {
  await page.goto('/agent/auction/order');
  if (expired) {
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, captchas, account);
  }
  await expect(page).toHaveTitle(pageTitle('竞价订单'));
}

test('two agencies bid on one activity at once: each sees only its own bids, and the seats are sold once', async ({ browser }) => {
  const [one, two] = await Promise.all([openActivity(browser, AGENCIES.agent01), openActivity(browser, AGENCIES.agent02)]);
  const { floorPrice, step, depositPerSeat, seats, capPerAgency } = one.figures;
  expect(two.figures).toMatchObject({ floorPrice, step, depositPerSeat, seats, capPerAgency });
  // Each asks for as many seats as one agency may hold, above every other agency's price.
  const wanted = capPerAgency;

  const [bidOne, bidTwo] = await test.step(`both bid ${wanted} of ${seats} seats at once and pay their deposits`, async () => {
    const placed = await Promise.all([
      placeBid(one.page, wanted, floorPrice + 12 * step, '锦程三亚团'),
      placeBid(two.page, wanted, floorPrice + 11 * step, '东方假期三亚团'),
    ]);
    await Promise.all([payDeposit(one.page, placed[0], wanted * depositPerSeat), payDeposit(two.page, placed[1], wanted * depositPerSeat)]);
    return placed;
  });

  await test.step('each agency’s 竞价订单 lists its own bid and not the other’s', async () => {
    await bidOrders(one.page, one.captchas, AGENCIES.agent01);
    await bidOrders(two.page, two.captchas, AGENCIES.agent02);
    await expect(one.page.getByRole('link', { name: bidOne })).toBeVisible();
    await expect(one.page.getByRole('link', { name: bidTwo })).toHaveCount(0);
    await expect(two.page.getByRole('link', { name: bidTwo })).toBeVisible();
    await expect(two.page.getByRole('link', { name: bidOne })).toHaveCount(0);
  });

  await test.step('past the end (the gateway’s clock moved): the higher bid won all it asked, the other what was left, no seat twice', async () => {
    await control('/clock', { advanceMs: 3 * 60 * 60_000 });
    await bidOrders(one.page, one.captchas, AGENCIES.agent01, true);
    await bidOrders(two.page, two.captchas, AGENCIES.agent02, true);
    await one.page.getByRole('link', { name: bidOne }).click();
    await expect(describedValue(one.page, '中标座位')).toHaveText(`${wanted} 座（竞拍 ${wanted} 座）`);
    await two.page.getByRole('link', { name: bidTwo }).click();
    const left = Math.min(wanted, seats - wanted);
    await expect(describedValue(two.page, '中标座位')).toHaveText(`${left} 座（竞拍 ${wanted} 座）`);
    expect(wanted + left).toBeLessThanOrEqual(seats);
  });
});
