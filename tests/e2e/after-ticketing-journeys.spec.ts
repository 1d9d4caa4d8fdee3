import { expect, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  advanceSimulatorClock,
  availableBalance,
  fenOf,
  loginByToken,
  openInApp,
  openMenu,
  pageTitle,
  submitAgentLogin,
  test,
  TOKENS,
} from './support';

/**
 * After ticketing: refunds and ancillary orders. An agent refunds three tickets of a ticketed group: the fee and the amount back are shown before
 * applying, the airline's reviewer (the simulator panel) approves, the money goes back to the prepaid
 * account the order was paid from, and 交易明细 and the order's tickets say so. TO100131 (深圳湾企业家交流团,
 * 26 tickets, paid from the prepaid account) is seeded ticketed, departing in over two weeks. Then
 * extra baggage for two passengers of TO100132, paid from the prepaid account.
 */

const ORDER = 'TO100131';

/** A Descriptions value by its label. */
function described(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item')
    .filter({ has: scope.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content')
    .first();
}

test('an agent refunds three tickets: fee first, the panel approves, the money is back in the prepaid account', async ({ page }) => {
  let balanceBefore = 0;
  let amount = 0;
  let reviewId = '';
  const chosen: string[] = [];

  await test.step('the prepaid balance before', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');
    balanceBefore = await availableBalance(page);
  });

  await test.step('申请退票 on the order: three tickets chosen, the fee and the amount back shown first', async () => {
    await openInApp(page, `/agent/orderCenter/order/${ORDER}`);
    await page.getByRole('button', { name: '申请退票' }).click();
    const dialog = page.getByRole('dialog', { name: `申请退票 ${ORDER}` });
    await expect(dialog).toBeVisible();
    const boxes = dialog.getByRole('checkbox', { name: /^选择客票 880-/ });
    await expect(boxes.first()).toBeVisible();
    for (let index = 0; index < 3; index += 1) {
      const box = boxes.nth(index);
      chosen.push((await box.getAttribute('aria-label'))!.split(' ')[1]!);
      await box.check();
    }
    await expect(dialog.getByText('已选 3 张')).toBeVisible();
    await expect(dialog.getByText(/^¥[\d,.]+（起飞前 \d+ 天，票价的 30%）$/)).toBeVisible();
    // The amount back, in figures and in capitals.
    await expect(dialog.getByText(/^人民币.+整$/)).toBeVisible();
    amount = fenOf(await dialog.locator('.ant-descriptions strong').innerText());
    expect(amount).toBeGreaterThan(0);
    await dialog.getByLabel('退票原因').fill('三位客户行程取消');
    await dialog.getByRole('button', { name: '提交退票申请' }).click();
    await expect(page).toHaveURL(/\/agent\/orderCenter\/refund\/TR\d{8}$/);
    reviewId = page.url().split('/').at(-1)!;
    await expect(page).toHaveTitle(pageTitle('退票申请详情'));
    // Waiting for review: no money yet (the review and the money are two states).
    await expect(described(page, '审核状态')).toHaveText('待审核');
    await expect(described(page, '退款状态')).toHaveText('审核通过后退款');
    await expect(described(page, '应退金额').locator('strong')).toHaveText(/¥/);
    expect(fenOf(await described(page, '应退金额').locator('strong').innerText())).toBe(amount);
    await expect(page.getByText(/原路退回预存款/)).toBeVisible();
  });

  await test.step("the airline's reviewer approves it on the simulator panel", async () => {
    await page.getByRole('button', { name: '打开网关模拟器' }).click();
    const panel = page.getByRole('dialog').filter({ hasText: '航司审核（充值、退票）' });
    const application = panel.getByRole('listitem').filter({ hasText: reviewId });
    await expect(application).toContainText('应退');
    await application.getByRole('button', { name: '通过' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: reviewId })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('团队退票 lists it approved, its money on the way (待退款) until it arrives', async () => {
    await openMenu(page, '订单中心', '团队退票');
    await expect(page).toHaveTitle(pageTitle('团队退票'));
    const row = page.getByRole('main').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: reviewId });
    await expect(row).toContainText('审核通过');
    await expect(row).toContainText('待退款');
    await row.getByRole('link', { name: reviewId }).click();
    await expect(described(page, '审核状态')).toHaveText('审核通过');
    await expect(described(page, '退款状态')).toHaveText('待退款');
  });

  await test.step('the bank side takes half an hour: an hour later (signed in again) the prepaid balance has the money back', async () => {
    await advanceSimulatorClock(page, '+1小时');
    await openMenu(page, '用户中心', '预存款账户');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitAgentLogin(page, ACCOUNTS.agent01);
    await expect(page).toHaveTitle(pageTitle('预存款账户'));
    const figure = page.locator('.ant-statistic').filter({ hasText: '可用余额' }).locator('.ant-statistic-content');
    await expect.poll(async () => fenOf(await figure.innerText())).toBe(balanceBefore + amount);
  });

  await test.step('交易明细 shows the refund of the order', async () => {
    await openMenu(page, '用户中心', '交易明细');
    await page.getByRole('textbox', { name: '订单号' }).fill(ORDER);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const refund = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '退票退款' }).first();
    await expect(refund).toBeVisible();
    const yuan = `¥${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(refund).toContainText(yuan);
  });

  await test.step('the application reads 已退款, complete when the money arrived', async () => {
    await openInApp(page, `/agent/orderCenter/refund/${reviewId}`);
    await expect(described(page, '退款状态')).toHaveText('已退款');
    await expect(described(page, '完成时间')).toContainText('退款到账');
  });

  await test.step("the order's tickets show the three refunded", async () => {
    await openInApp(page, `/agent/orderCenter/order/${ORDER}`);
    await page.getByRole('tab', { name: '客票' }).click();
    for (const ticketNo of chosen) {
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ticketNo })).toContainText('已退票');
    }
  });
});

test('an agent buys extra baggage for two passengers of a ticketed group and pays it from the prepaid account', async ({ page }) => {
  const order = 'TO100132';
  let ancilOrderNo = '';

  await test.step('购买附加服务 on the order: a 23 kg bag for two passengers, ¥400.00 shown before confirming', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');
    await openInApp(page, `/agent/orderCenter/order/${order}`);
    await page.getByRole('tab', { name: '附加服务' }).click();
    await page.getByRole('button', { name: '购买附加服务' }).click();
    const dialog = page.getByRole('dialog', { name: `购买附加服务 ${order}` });
    await dialog.getByRole('combobox', { name: '项目' }).click();
    await page.getByTitle('额外托运行李 23KG（¥200.00/件）').click();
    const boxes = dialog.getByRole('checkbox', { name: /^选择旅客 / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(dialog.getByText(/^合计：额外托运行李 23KG ¥200.00 × 1件 × 2人 = ¥400.00$/)).toBeVisible();
    await dialog.getByRole('button', { name: '确认购买 ¥400.00' }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '额外托运行李 23KG × 2件' }).first();
    await expect(row).toContainText('待支付');
    ancilOrderNo = (await row.locator('td').first().innerText()).trim();
    expect(ancilOrderNo).toMatch(/^AN\d{6}$/);
    await row.getByRole('link', { name: `去支付 附加服务单 ${ancilOrderNo}` }).click();
  });

  await test.step('the payment screen: ¥400.00 from the prepaid account, 支付成功', async () => {
    await expect(page).toHaveTitle(pageTitle('支付'));
    await expect(page.getByText('额外托运行李 23KG × 2件').first()).toBeVisible();
    await page.getByRole('radio', { name: /^预存款支付/ }).check();
    await page.getByRole('button', { name: '去支付' }).click();
    const dialog = page.getByRole('dialog', { name: '确认支付' });
    await expect(dialog).toContainText('¥400.00');
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/agent\/pay\/result\/success\?paymentNo=PAY\d{8}$/);
    await expect(page.getByText('支付成功').first()).toBeVisible();
  });

  await test.step("the order's 附加服务 shows it paid", async () => {
    await openInApp(page, `/agent/orderCenter/order/${order}`);
    await page.getByRole('tab', { name: '附加服务' }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ancilOrderNo })).toContainText('已支付');
  });
});
