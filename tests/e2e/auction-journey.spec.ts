import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  advanceSimulatorClock,
  describedValue,
  loginByToken,
  openMenu,
  pageTitle,
  submitAgentLogin,
  test,
  TOKENS,
  payFromPrepaidAccount,
} from './support';

/**
 * 团队竞价 to its end. The seeded activity 上海—三亚 冬季包座竞价 (BA000101, 60 seats) runs until two hours
 * after the first load; other agencies bid at most 6 steps above the floor and two more of their bids come
 * while it runs. agent01 bids 20 seats 8 steps up, pays the deposit from its prepaid account and raises by
 * a step; then 10 seats at the floor, paid too. The panel's clock passes the end: the first bid won its 20
 * seats and holds a team order whose balance is due within 24 hours; the floor bid lost, and its deposit
 * comes back to the prepaid account (交易明细) ten minutes after the end.
 */

const ACTIVITY = '上海—三亚 冬季包座竞价';

const yuan = (fen: number) => String(fen / 100);

interface Figures {
  floorPrice: number;
  step: number;
  depositPerSeat: number;
}

/** The activity's floor, step and deposit as the simulator publishes them. */
async function figuresOf(page: Page): Promise<Figures> {
  return page.evaluate(async () => {
    const activity = (await window.__simulator!.state()).auctions.find((candidate) => candidate.prodNo === 'BA000101')!;
    return { floorPrice: activity.floorPrice, step: activity.step, depositPerSeat: activity.depositPerSeat };
  });
}

/** The bid form on the activity page: seats and price, the group's name; the new bid's row once submitted. */
async function bid(page: Page, seats: number, price: number, groupName: string): Promise<string> {
  const form = page.locator('.ant-card').filter({ has: page.getByText('参与竞价', { exact: true }) });
  await form.getByRole('spinbutton', { name: /竞拍座位数/ }).fill(String(seats));
  await form.getByRole('spinbutton', { name: /每座出价（元）/ }).fill(yuan(price));
  await form.getByLabel('团队名称').fill(groupName);
  // An earlier bid's toast may still be up: the new bid's is the one not on screen before the click.
  const toast = page.locator('.ant-message-notice').filter({ hasText: /^竞价订单 AN\d{6} 已提交/ });
  const before = await toast.allInnerTexts();
  await form.getByRole('button', { name: '提交竞价' }).click();
  // Confirmed with the seats, the price and the deposit before it is placed.
  const ask = page.getByRole('dialog').filter({ hasText: '确认提交竞价？' });
  await expect(ask).toContainText(`${seats} 座`);
  await ask.getByRole('button', { name: '提交竞价' }).click();
  let text: string | undefined;
  await expect.poll(async () => (text = (await toast.allInnerTexts()).find((candidate) => !before.includes(candidate)))).toBeDefined();
  return /AN\d{6}/.exec(text!)![0];
}

/** 支付保证金 from the activity's row of the bid → the payment screen → prepaid → the result. */
async function payDeposit(page: Page, no: string, amount: number): Promise<void> {
  await page.getByRole('link', { name: `支付保证金 ${no}` }).click();
  await expect(page).toHaveTitle(pageTitle('支付'));
  await expect(describedValue(page, '应付金额')).toHaveText(`¥${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await payFromPrepaidAccount(page);
}

test('an agent bids, pays the deposit and raises; past the end one bid is won with its team order, the other lost with its deposit back', async ({
  page,
}) => {
  let figures: Figures = { floorPrice: 0, step: 0, depositPerSeat: 0 };
  let high = '';
  let low = '';

  await test.step('agent01 opens the running activity from the menu: its rules and the price to get in', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');
    await openMenu(page, '团队竞价', '竞价产品');
    await expect(page).toHaveTitle(pageTitle('竞价产品'));
    await page.getByRole('link', { name: ACTIVITY }).click();
    await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
    await expect(page.getByText('当前入围价')).toBeVisible();
    figures = await figuresOf(page);
  });

  await test.step('a bid of 20 seats 8 steps above the floor, its deposit paid from the prepaid account', async () => {
    high = await bid(page, 20, figures.floorPrice + 8 * figures.step, '浦东三亚冬游团');
    await payDeposit(page, high, 20 * figures.depositPerSeat);
  });

  await test.step('the bid order: deposit paid, ranked first; raised by one step', async () => {
    await openMenu(page, '团队竞价', '竞价订单');
    await page.getByRole('link', { name: high }).click();
    await expect(page).toHaveTitle(pageTitle('竞价订单详情'));
    await expect(describedValue(page, '状态')).toHaveText('已付保证金');
    await expect(describedValue(page, '当前排名')).toHaveText('第 1 名，在成交范围内');
    await page.getByRole('button', { name: `加价 ${high}` }).click();
    const dialog = page.getByRole('dialog', { name: `加价：竞价订单 ${high}` });
    await expect(dialog.getByRole('spinbutton', { name: /新的每座出价（元）/ })).toHaveValue(yuan(figures.floorPrice + 9 * figures.step));
    await dialog.getByRole('button', { name: '确认加价' }).click();
    await expect(describedValue(page, '竞拍')).toContainText(
      `20 座 × 每座 ¥${((figures.floorPrice + 9 * figures.step) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  await test.step('a second bid of 10 seats at the floor, paid too', async () => {
    await page.getByRole('link', { name: ACTIVITY }).click();
    await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
    low = await bid(page, 10, figures.floorPrice, '浦东三亚亲子团');
    await payDeposit(page, low, 10 * figures.depositPerSeat);
  });

  let balanceBefore = 0;
  await test.step('the panel’s clock passes the end (signed in again): the first bid won its seats, a team order owing the balance within 24 hours', async () => {
    balanceBefore = await page.evaluate(
      async () => (await window.__simulator!.state()).prepaidAccounts.find((account) => account.ownerAccountId === 'AGT0001')!.balance,
    );
    await advanceSimulatorClock(page, '+1小时');
    await advanceSimulatorClock(page, '+1小时');
    await openMenu(page, '团队竞价', '竞价订单');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitAgentLogin(page, ACCOUNTS.agent01);
    await expect(page).toHaveTitle(pageTitle('竞价订单'));
    await expect(page.getByRole('main').locator('tr', { hasText: high })).toContainText('竞价成功');
    await expect(page.getByRole('main').locator('tr', { hasText: low })).toContainText('竞价失败');
    await page.getByRole('link', { name: high }).click();
    await expect(describedValue(page, '中标座位')).toHaveText('20 座（竞拍 20 座）');
    await expect(describedValue(page, '尾款')).toContainText(/须于 .+ 前付清/);
    await expect(page.getByRole('link', { name: '支付尾款' })).toBeVisible();
    await describedValue(page, '团队订单').getByRole('link').click();
    await expect(page).toHaveTitle(pageTitle('团队订单详情'));
    await expect(page.locator('.ant-descriptions-item').filter({ hasText: '渠道' })).toContainText('竞价');
    await expect(page.getByText('占座 20 人')).toBeVisible();
  });

  await test.step('ten minutes after the end the floor bid’s deposit is back in the prepaid account, listed in 交易明细', async () => {
    await advanceSimulatorClock(page, '+1小时');
    // The list read a minute ago is read again: its deposit's return is past on the gateway's clock.
    await openMenu(page, '团队竞价', '竞价订单');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitAgentLogin(page, ACCOUNTS.agent01);
    await expect(page.getByRole('main').locator('tr', { hasText: low })).toContainText('竞价失败已退款');
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await window.__simulator!.state()).prepaidAccounts.find((account) => account.ownerAccountId === 'AGT0001')!.balance,
        ),
      )
      .toBe(balanceBefore + 10 * figures.depositPerSeat);
    await openMenu(page, '用户中心', '交易明细');
    await page.getByRole('textbox', { name: '订单号' }).fill(low);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(
      page
        .getByRole('main')
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: low })
        .filter({ hasText: '未中标，退还保证金' }),
    ).toBeVisible();
  });
});
