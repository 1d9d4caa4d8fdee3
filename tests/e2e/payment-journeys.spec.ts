import { expect, type Locator, type Page, type Request } from '@playwright/test';
import {
  ACCOUNTS,
  advanceSimulatorClock,
  clickInPopup,
  loginByToken,
  openInApp,
  openMenu,
  pageTitle,
  pathOf,
  popupsSettled,
  submitAgentLogin,
  test,
  toastSeen,
  TOKENS,
} from './support';

/**
 * Paying and the agency's money: a normal user pays online at the simulator's cashier; an agent pays a
 * group's deposit from the prepaid account, the balance by bank (B2B) confirmed on the simulator's
 * clock, issues the tickets and finds every movement in the transactions; a top-up approved by the
 * developer panel's reviewer; 20 clicks on pay make one charge. Seeded orders and accounts are fresh
 * per browser context, their deadlines relative to the simulator's clock at the first load.
 */

/** The value beside a label of an antd Descriptions ('应付金额', '订单状态' …), inside `scope`. */
function described(scope: Page | Locator, label: string): Locator {
  // Plain: the label and its content side by side in one item; bordered: a th and its td.
  return scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::*[contains(concat(" ", @class, " "), " ant-descriptions-item-content ")][1]');
}

/** '¥95,860.00' → 9586000 fen. */
function fenOf(text: string | null): number {
  const match = /-?¥([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** 9586000 → '¥95,860.00', as the screens show integer fen. */
const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The outcome's title on a result page (the payment's state shows in a tag as well). */
const resultTitle = (page: Page) => page.locator('.ant-result-title');

/** A payment method by the start of its label ('在线支付', '预存款支付', '企业网银（B2B）'). */
const method = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}`) });

/** antd puts a space between two CJK characters of a button: '出 票'. */
const TICKET_BUTTON = /^出\s*票$/;

/** 去支付 on the payment screen → the confirmation dialog. */
async function openConfirmation(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '去支付' }).click();
  const dialog = page.getByRole('dialog', { name: '确认支付' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  return dialog;
}

/** A 16×12 JPEG, as a phone's photo of a bank-transfer slip would be (only smaller). */
const VOUCHER_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAMABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAUG/8QAHhAAAQQCAwEAAAAAAAAAAAAABAECAxEABRJBUYH/xAAVAQEBAAAAAAAAAAAAAAAAAAADBP/EABgRAAMBAQAAAAAAAAAAAAAAAAAREgKx/9oADAMBAAIRAxEAPwDUbHdnBnSDwaQkmNlVKzlTrRF6avtfMa7dnGHRjz6QkaN93K/lTaRV7anlfcuYym8pT0GdNs//2Q==',
  'base64',
);

test('a normal user pays an order online at the cashier and sees it paid', async ({ page }) => {
  await loginByToken(page, TOKENS.user01);
  await expect(page).toHaveURL('/normal/home');
  const detail = '/normal/order/list/NO200104';

  await test.step('NO200104 awaits payment: 去支付 from its detail', async () => {
    await page.getByRole('menuitem', { name: '我的订单' }).click();
    await page.getByRole('link', { name: 'NO200104', exact: true }).click();
    await expect(page).toHaveURL(detail);
    await expect(described(page, '订单状态')).toHaveText('待支付');
    await page.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL('/normal/pay/payment?payableKind=ORDER&payableNo=NO200104');
    await expect(page).toHaveTitle(pageTitle('支付'));
  });

  let amount = 0;
  await test.step('the payment screen: the amount, its countdown, online payment', async () => {
    await expect(described(page, '说明')).toHaveText('机票全款');
    amount = fenOf(await described(page, '应付金额').textContent());
    expect(amount).toBeGreaterThan(0);
    await expect(described(page, '付款截止').locator('.countdown')).toHaveText(/^剩 (\d+小时)?\d+分(\d+秒)?$/);
    // The normal list: online payment, no prepaid account.
    await expect(method(page, '在线支付')).toBeChecked();
    await expect(method(page, '预存款支付')).toHaveCount(0);
  });

  await test.step('the confirmation shows the amount in Chinese capitals; 确认支付 leaves for the cashier', async () => {
    const dialog = await openConfirmation(page);
    await expect(described(dialog, '支付金额')).toHaveText(yuan(amount));
    await expect(described(dialog, '支付方式')).toHaveText('在线支付');
    await expect(described(dialog, '金额大写')).toHaveText(/^人民币[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分]+(整|分)$/);
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/sim-cashier\.html\?paymentNo=PAY\d{8}&return=/);
  });

  let paymentNo = '';
  await test.step("the simulator's cashier: 确认支付, back to the result page, which shows 支付成功", async () => {
    paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/在线支付/);
    await expect(page.getByLabel(`应付金额${yuan(amount)}`)).toBeVisible();
    await expect(page.getByText(paymentNo, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/normal/pay/result/success?paymentNo=${paymentNo}`);
    await expect(page).toHaveTitle(pageTitle('支付结果'));
    await expect(resultTitle(page)).toHaveText('支付成功');
    await expect(described(page, '支付单号')).toContainText(paymentNo);
    await expect(described(page, '支付金额')).toHaveText(yuan(amount));
  });

  await test.step('the order is paid', async () => {
    await page.getByRole('link', { name: /^查看订单$/ }).click();
    await expect(page).toHaveURL(detail);
    await expect(described(page, '订单状态')).toHaveText(/^已支付(待出票)?$/);
    await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);
  });
});

test.describe.serial("an agent's group: deposit by prepaid account, balance by bank, tickets, then the transactions", () => {
  // Both tests work on one browser page: the second reads what the first did (a context is seeded afresh).
  let page: Page;
  const orderNo = 'TO100118';
  const detail = `/agent/orderCenter/order/${orderNo}`;
  const payment = `/agent/pay/payment?payableKind=ORDER&payableNo=${orderNo}`;
  let balanceBefore = 0;
  let frozenBefore = 0;
  let deposit = 0;
  let balanceDue = 0;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('an agent pays the deposit by prepaid account, the balance by B2B confirmed on the clock, and issues the tickets', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');

    await test.step(`${orderNo} awaits its deposit: 去支付 from the order`, async () => {
      await openInApp(page, detail);
      await expect(described(page, '订单状态')).toHaveText('待支付');
      await expect(described(page, '待付款')).toContainText('待付定金');
      await page.getByRole('link', { name: '去支付' }).click();
      await expect.poll(() => pathOf(page)).toBe(payment);
    });

    await test.step('the deposit, the prepaid balance before, paid from the prepaid account', async () => {
      await expect(described(page, '说明')).toHaveText('团队定金（订单总额10%）');
      await expect(described(page, '付款截止').locator('.countdown')).toHaveText(/^剩 \d+小时\d+分$/);
      deposit = fenOf(await described(page, '应付金额').textContent());
      balanceBefore = fenOf(await described(page, '预存款可用余额').textContent());
      frozenBefore = fenOf(await described(page, '冻结金额').textContent());
      expect(balanceBefore).toBeGreaterThan(deposit);
      await expect(method(page, '预存款支付')).toBeChecked();
      const dialog = await openConfirmation(page);
      await expect(described(dialog, '支付金额')).toHaveText(yuan(deposit));
      await expect(described(dialog, '支付方式')).toHaveText('预存款支付');
      await expect(described(dialog, '金额大写')).toHaveText(/^人民币.+(整|分)$/);
      await dialog.getByRole('button', { name: '确认支付' }).click();
      await expect(page).toHaveURL(/\/agent\/pay\/result\/success\?paymentNo=PAY\d{8}$/);
      await expect(resultTitle(page)).toHaveText('支付成功');
      await expect(page.getByText(/仍需支付尾款 ¥[\d,.]+，截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
    });

    await test.step('the balance is due next; the account shows the deposit gone from the balance, frozen', async () => {
      await page.getByRole('link', { name: '支付尾款' }).click();
      await expect.poll(() => pathOf(page)).toBe(payment);
      await expect(described(page, '说明')).toHaveText('团队尾款（订单总额减已付定金）');
      balanceDue = fenOf(await described(page, '应付金额').textContent());
      await expect(described(page, '预存款可用余额')).toHaveText(yuan(balanceBefore - deposit));
      await expect(described(page, '冻结金额')).toContainText(yuan(frozenBefore + deposit));
    });

    await test.step('the balance by B2B, a bank chosen: 支付处理中 while the bank confirms', async () => {
      await method(page, '企业网银（B2B）').check();
      await page.getByRole('combobox', { name: '付款银行' }).click();
      await clickInPopup(page, page.getByTitle('招商银行', { exact: true }));
      const dialog = await openConfirmation(page);
      await expect(described(dialog, '支付方式')).toHaveText('企业网银（B2B） · 招商银行');
      await expect(described(dialog, '支付金额')).toHaveText(yuan(balanceDue));
      await dialog.getByRole('button', { name: '确认支付' }).click();
      await expect(page).toHaveURL(/\/agent\/pay\/result\/pending\?paymentNo=PAY\d{8}$/);
      await expect(resultTitle(page)).toHaveText('支付处理中');
      await expect(page.getByText(/企业网银付款已提交至招商银行，等待银行确认到账/)).toBeVisible();
    });

    await test.step('an hour passes on the panel clock: the session has expired, the agent signs in again', async () => {
      const pending = pathOf(page);
      await advanceSimulatorClock(page, '+1小时');
      // The result page asks again by itself (quietly): that call finds the session expired.
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(pending)}`);
      await submitAgentLogin(page, ACCOUNTS.agent01);
    });

    await test.step('back on the result page: the bank has confirmed, 支付成功, then to the tickets', async () => {
      await expect(page).toHaveURL(/\/agent\/pay\/result\/success\?paymentNo=PAY\d{8}$/);
      await expect(resultTitle(page)).toHaveText('支付成功');
      await expect(page.getByText(/订单已付清，已录入名单的 \d+ 位旅客可以出票/)).toBeVisible();
      await expect(described(page, '支付方式')).toHaveText('企业网银（B2B） · 招商银行');
      await page.getByRole('link', { name: '去出票' }).click();
      await expect(page).toHaveURL(detail);
      await expect(described(page, '订单状态')).toHaveText('已支付待出票');
      await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);
    });

    await test.step('出票: 已出票', async () => {
      await page.getByRole('button', { name: TICKET_BUTTON }).click();
      const dialog = page.getByRole('dialog', { name: /^确认出票/ });
      await expect(dialog).toBeVisible();
      const named = Number(await dialog.locator('strong').first().textContent());
      expect(named).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: '确认出票' }).click();
      await toastSeen(page, new RegExp(`已为 ${named} 位旅客出票`));
      await expect(described(page, '订单状态')).toHaveText('已出票');
    });
  });

  test('the transactions show each movement of the payments with the balance after it, newest first', async () => {
    // Serial: this test runs only after the journey above passed, which paid the deposit it reads.
    expect(deposit, 'the deposit the journey above paid').toBeGreaterThan(0);

    await test.step('交易明细 of the order', async () => {
      await openMenu(page, '用户中心', '交易明细');
      await expect(page).toHaveTitle(pageTitle('交易明细'));
      await page.getByRole('textbox', { name: '订单号' }).fill(orderNo);
      await page.getByRole('button', { name: /查\s*询/ }).click();
      await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
    });

    await test.step('newest first: the deposit released, the B2B payment outside the account, the deposit frozen', async () => {
      const rows = page.getByRole('main').locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(3);
      const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allInnerTexts()).map((text) => text.trim());
      const header = (await page.getByRole('main').locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
      const column = (name: string) => {
        const index = header.indexOf(name);
        expect(index, `column ${name} in ${header.join('|')}`).toBeGreaterThanOrEqual(0);
        return index;
      };
      const [kind, amount, change, after, description] = ['类型', '金额', '账户变动', '交易后余额', '说明'].map(column) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
      const afterIt = (available: number, held: number) => `可用 ${yuan(available)} 冻结 ${yuan(held)}`;

      const released = await cells(0);
      expect(released[kind]).toBe('解冻');
      // The frozen deposit leaves 冻结 as fare: its amount, not ¥0.00.
      expect(released[amount]).toBe(`-${yuan(deposit)}`);
      expect(oneLine(released[change])).toBe(`冻结 -${yuan(deposit)}`);
      expect(oneLine(released[after])).toBe(afterIt(balanceBefore - deposit, frozenBefore));
      expect(released[description]).toContain(`订单${orderNo}已付清`);

      const bank = await cells(1);
      expect(bank[kind]).toBe('支付');
      expect(bank[amount]).toBe(`-${yuan(balanceDue)}`);
      // Paid from the bank: the account did not move; the cell names the bank.
      expect(oneLine(bank[change])).toBe('招商银行企业网银支付 不经预存款账户');
      expect(oneLine(bank[after])).toBe(afterIt(balanceBefore - deposit, frozenBefore + deposit));
      expect(bank[description]).toContain('招商银行企业网银');

      const frozenDeposit = await cells(2);
      expect(frozenDeposit[kind]).toBe('冻结');
      expect(frozenDeposit[amount]).toBe(`-${yuan(deposit)}`);
      expect(oneLine(frozenDeposit[change])).toBe(`可用 -${yuan(deposit)} 冻结 +${yuan(deposit)}`);
      expect(oneLine(frozenDeposit[after])).toBe(afterIt(balanceBefore - deposit, frozenBefore + deposit));
      expect(frozenDeposit[description]).toContain('团队定金，冻结至订单付清');

      // The table fits the 1440 px screen: 说明 wraps instead of scrolling the table sideways.
      const content = page.locator('.ant-table-content').first();
      expect(await content.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    });
  });
});

// One signed-in agent01 page for both (each a test of its own paid a fresh browser's first load): the deposit
// paid by 20 clicks, then the top-up; each reads the balance it starts from.
test('20 rapid clicks on 确认支付 make exactly one charge; a top-up application with its voucher, approved by the reviewer, raises the prepaid balance', async ({
  page,
}) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await test.step('20 rapid clicks on 确认支付 make exactly one charge', async () => {
    const orderNo = 'TO100116';
    const calls: string[] = [];
    let settled = 0;
    const isPayment = (request: Request) => request.method() === 'POST' && /\/pay\/(payment|b2b)$/.test(new URL(request.url()).pathname);
    page.on('request', (request) => {
      if (isPayment(request)) calls.push(request.postData() ?? '');
    });
    const settle = (request: Request) => {
      if (isPayment(request)) settled += 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    let deposit = 0;
    let balanceBefore = 0;
    await test.step('the deposit of TO100116 from the prepaid account, confirmed by 20 clicks', async () => {
      await openInApp(page, `/agent/pay/payment?payableKind=ORDER&payableNo=${orderNo}`);
      await expect(described(page, '说明')).toHaveText('团队定金（订单总额10%）');
      deposit = fenOf(await described(page, '应付金额').textContent());
      balanceBefore = fenOf(await described(page, '预存款可用余额').textContent());
      await expect(method(page, '预存款支付')).toBeChecked();
      const dialog = await openConfirmation(page);
      // Twenty presses of the mouse as fast as it goes, on the button under the pointer.
      await dialog.getByRole('button', { name: '确认支付' }).click({ clickCount: 20, delay: 0 });
      await expect(page).toHaveURL(/\/agent\/pay\/result\/success\?paymentNo=PAY\d{8}$/);
      await expect(resultTitle(page)).toHaveText('支付成功');
    });

    await test.step('one payment reached the gateway, and the simulator holds one payment of the order', async () => {
      // Every call the clicks sent has been answered before the simulator's payments are counted.
      expect(calls.length, 'payment calls sent').toBeGreaterThanOrEqual(1);
      await expect.poll(() => settled).toBe(calls.length);
      // Every call sent (if more than one) carried the same idempotency key: one payment attempt.
      const keys = new Set(calls.map((body) => (JSON.parse(body) as { idempotencyKey?: string }).idempotencyKey));
      expect(keys.size).toBe(1);
      const payments = await page.evaluate(
        async (no) =>
          (await window.__simulator!.state()).payments
            .filter((record) => record.orderNo === no)
            .map((record) => `${record.method}:${record.status}:${record.amount}`),
        orderNo,
      );
      expect(payments).toEqual([`PREPAID:SUCCESS:${deposit}`]);
      test.info().annotations.push({ type: 'payment calls', description: String(calls.length) });
    });

    await test.step('the prepaid balance moved once', async () => {
      await page.getByRole('link', { name: '支付尾款' }).click();
      await expect(described(page, '说明')).toHaveText('团队尾款（订单总额减已付定金）');
      await expect(described(page, '预存款可用余额')).toHaveText(yuan(balanceBefore - deposit));
    });
  });

  await test.step('a top-up application with its voucher, approved by the reviewer, raises the prepaid balance', async () => {
    const amount = 12_345_60; // fen: ¥12,345.60

    let balanceBefore = 0;
    await test.step('预存款账户: the balance before, then 充值', async () => {
      await openMenu(page, '用户中心', '预存款账户');
      await expect(page).toHaveTitle(pageTitle('预存款账户'));
      const available = page.locator('.ant-statistic').filter({ hasText: '可用余额' }).locator('.ant-statistic-content');
      await expect(available).toHaveText(/¥[\d,]+\.\d{2}/);
      balanceBefore = fenOf(await available.textContent());
      await page.getByRole('link', { name: /^充\s*值$/ }).click();
      await expect(page).toHaveURL('/agent/user/preExistedApplication');
      await expect(page).toHaveTitle(pageTitle('充值申请'));
    });

    let applicationNo = '';
    await test.step('the application: amount, transfer date, the voucher compressed and uploaded → 待审核', async () => {
      await page.getByLabel('充值金额（元）').fill('12345.60');
      const date = page.getByLabel('转账日期');
      await date.click();
      const today = await page.evaluate(async () => {
        const now = await window.__simulator!.clock.nowMs();
        return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
      });
      await date.fill(today);
      await date.press('Enter');
      await expect(date).toHaveValue(today);
      await page.locator('input[type="file"]').setInputFiles({ name: '转账凭证.jpg', mimeType: 'image/jpeg', buffer: VOUCHER_JPEG });
      await expect(page.getByRole('img', { name: '转账凭证预览' })).toBeVisible();
      await expect(page.getByText(/转账凭证\.jpg：\d+ KB → 压缩后 \d+ KB/)).toBeVisible();
      await page.getByLabel('备注').fill('招商银行对公转账');
      await page.getByRole('button', { name: '提交申请' }).click();
      const submitted = await toastSeen(page, /^充值申请 TU\d+（¥12,345\.60）已提交，等待审核$/);
      applicationNo = /TU\d+/.exec(submitted)![0];
      const row = page.getByRole('row').filter({ hasText: applicationNo });
      await expect(row).toContainText('¥12,345.60');
      await expect(row).toContainText('待审核');
      await expect(row.getByRole('img', { name: `充值申请 ${applicationNo} 的转账凭证` })).toBeVisible();
    });

    await test.step("the developer panel's reviewer approves it (通过)", async () => {
      await page.getByRole('button', { name: '打开网关模拟器' }).click();
      const panel = page.getByRole('dialog').filter({ hasText: '航司审核（充值、退票）' });
      await expect(panel).toBeVisible();
      const application = panel.getByRole('listitem').filter({ hasText: applicationNo });
      await expect(application).toContainText('¥12,345.60');
      await application.getByRole('button', { name: '通过' }).click();
      await expect(panel.getByRole('listitem').filter({ hasText: applicationNo })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    await test.step('the application is credited and the balance has risen by the amount', async () => {
      await openMenu(page, '用户中心', '预存款账户');
      await expect(page).toHaveTitle(pageTitle('预存款账户'));
      const available = page.locator('.ant-statistic').filter({ hasText: '可用余额' }).locator('.ant-statistic-content');
      await expect(available).toHaveText(yuan(balanceBefore + amount));
      const recent = page.getByRole('row').filter({ hasText: applicationNo });
      await expect(recent).toContainText('充值');
      await expect(recent).toContainText(`+${yuan(amount)}`);
      await expect(recent).toContainText(yuan(balanceBefore + amount));
    });
  });
});
