import { expect, type Locator, type Page } from '@playwright/test';
import { clickInPopup, creditCode, openMenu, pageTitle, signOut, submitAgentLogin, test, toastSeen } from './support';

/**
 * Agencies and people: a new agency registers, uploads its licence and is activated by the airline's
 * review on the simulator's clock; deregistration blocked by the prepaid balance says why. (A role and the
 * staff member holding it: tests/integration/role.test.tsx and sub-account.test.tsx.)
 * Accounts, roles and money are seeded afresh per browser context.
 */

/** The value beside a label of an antd Descriptions ('激活状态', '审核状态' …), inside `scope`. */
function described(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::*[contains(concat(" ", @class, " "), " ant-descriptions-item-content ")][1]');
}

/** A 1×1 PNG: a licence photo as small as one can be (compressed to JPEG by the form all the same). */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a new agency registers, supplies its licence, is activated by the review and gets the full menu', async ({ page }) => {
  const agency = {
    companyName: '成都锦官城国际旅行社有限公司',
    creditCode: creditCode('91510104MA6CRT3Q0'),
    contactName: '刘芳',
    mobile: '13700000021',
    email: 'liufang@jinguan-travel.example',
    userName: 'jinguan01',
    password: 'Jinguan@2026',
  };

  await test.step('/login → 机构注册: the agreement is read, then accepted', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '机构注册' }).click();
    await expect(page).toHaveURL('/Register');
    await expect(page).toHaveTitle(pageTitle('机构注册'));
    // Ticking the box before reading opens the agreement; 我已阅读并同意 ticks it.
    const agreed = page.getByRole('checkbox', { name: /^我已阅读并同意《.+》$/ });
    await agreed.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: /全文$/ })).not.toBeEmpty();
    await dialog.getByRole('button', { name: '我已阅读并同意' }).click();
    await expect(dialog).toBeHidden();
    await expect(agreed).toBeChecked();
  });

  await test.step('the organisation, its contact with the SMS code, the account', async () => {
    await page.getByRole('radio', { name: '旅行社' }).check();
    await page.getByLabel('公司名称').fill(agency.companyName);
    await page.getByLabel('统一社会信用代码').fill(agency.creditCode);
    const province = page.getByRole('combobox', { name: '所在省份' });
    await province.click();
    await province.pressSequentially('四川');
    await clickInPopup(page, page.getByTitle('四川省', { exact: true }));
    await page.getByLabel('联系人', { exact: true }).fill(agency.contactName);
    await page.getByLabel('邮箱').fill(agency.email);
    await page.getByLabel('手机号').fill(agency.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^\d+秒后重发$/ })).toBeVisible();
    const sms = await page.evaluate((mobile) => window.__simulator!.peekSms(mobile), agency.mobile);
    expect(sms?.code).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(sms!.code);
    await page.getByLabel('用户名').fill(agency.userName);
    await page.getByLabel('密码', { exact: true }).fill(agency.password);
    await page.getByLabel('确认密码').fill(agency.password);
  });

  let registrationNo = '';
  await test.step('提交注册: the registration number, waiting for activation', async () => {
    await page.getByRole('button', { name: '提交注册' }).click();
    await expect(page.getByText('注册成功，等待激活')).toBeVisible();
    const subTitle = page.locator('.ant-result-subtitle');
    await expect(subTitle).toContainText(agency.userName);
    registrationNo = /注册号\s*(REG\d+)/.exec((await subTitle.textContent()) ?? '')?.[1] ?? '';
    expect(registrationNo).toMatch(/^REG\d{6}$/);
    await page.getByRole('link', { name: '去登录' }).click();
  });

  await test.step('signed in: the home says the account awaits activation; only a few menus', async () => {
    await submitAgentLogin(page, agency);
    await expect(page).toHaveURL('/agent');
    const notice = page.locator('.ant-alert').filter({ hasText: '账户待激活' });
    await expect(notice).toContainText(`账户待激活（注册号 ${registrationNo}）`);
    await expect(notice).toContainText('上传营业执照');
    await expect(page.getByRole('menu').getByText('团队预订', { exact: true })).toHaveCount(0);
    await notice.getByRole('link', { name: '查看激活进度' }).click();
    await expect(page).toHaveURL('/agent/user/activation');
    await expect(described(page, '激活状态')).toHaveText('待激活');
    await expect(described(page, '注册号')).toHaveText(registrationNo);
  });

  await test.step('代理人信息: the licence uploaded, the application 审核中', async () => {
    // The step's link (the menu has one as well, inside 用户中心).
    await page.locator('.ant-steps').getByRole('link', { name: '代理人信息' }).click();
    await expect(page).toHaveURL('/agent/user/agent-info');
    await expect(described(page, '机构名称')).toHaveText(agency.companyName);
    await expect(described(page, '统一社会信用代码')).toHaveText(agency.creditCode);
    await page.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
    await expect(page.getByRole('img', { name: '营业执照预览' })).toBeVisible();
    await page.getByRole('button', { name: '提交补充资料申请' }).click();
    await toastSeen(page, /补充资料申请SUP\d+已提交，等待航司审核/);
    await expect(described(page, '审核状态')).toHaveText('审核中');
    await expect(page.getByText('补充资料正在审核中，审核完成前不能再次提交')).toBeVisible();
  });

  await test.step('the review takes 10 minutes on the simulator clock: the activation screen shows 已激活', async () => {
    await page.evaluate(() => window.__simulator!.clock.advance(11 * 60_000));
    await page.goto('/agent/user/activation');
    await expect(page.getByText('账户已激活', { exact: true })).toBeVisible();
    await expect(described(page, '激活状态')).toHaveText('已激活');
    // The menu was taken at sign-in.
    await expect(page.getByText('账户已激活，请退出后重新登录以使用全部功能')).toBeVisible();
  });

  await test.step('signed in again: the full menu, no notice', async () => {
    await signOut(page);
    await submitAgentLogin(page, agency);
    await expect(page).toHaveURL('/agent');
    const menu = page.getByRole('menu');
    for (const group of ['团队预订', '订单中心', '用户中心']) await expect(menu.getByText(group, { exact: true })).toBeVisible();
    await expect(page.locator('.ant-alert').filter({ hasText: '账户待激活' })).toHaveCount(0);
  });
});

// Only reads (the application is refused before it is made): on the worker's signed-in agent01 page.
test('deregistration blocked by the prepaid balance says why and links to the account', async ({ agentPage: page }) => {
  await openMenu(page, '用户中心', '账户注销');
  await expect(page).toHaveTitle(pageTitle('账户注销'));

  const balance = page.locator('[data-condition="ZERO_BALANCE"]').locator('xpath=..');
  let amount = '';
  await test.step('the checklist: the balance blocks, with its amount and a link', async () => {
    await expect(balance).toContainText('预存款余额为零');
    await expect(balance).toContainText('✗ 未满足');
    amount = /预存款余额(¥[\d,]+\.\d{2})/.exec((await balance.textContent()) ?? '')?.[1] ?? '';
    expect(amount).not.toBe('');
    expect(amount).not.toBe('¥0.00');
    await expect(page.getByText('暂不能注销：请先处理上方未满足的条件，然后点击“重新检查”')).toBeVisible();
    // Nothing to apply with while something blocks.
    await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '申请注销' })).toHaveCount(0);
    await expect(page.getByLabel('短信验证码')).toHaveCount(0);
  });

  await test.step('前往预存款账户: the same balance there', async () => {
    await balance.getByRole('link', { name: '前往预存款账户' }).click();
    await expect(page).toHaveURL('/agent/user/preExisted');
    await expect(page).toHaveTitle(pageTitle('预存款账户'));
    await expect(page.locator('.ant-statistic').filter({ hasText: '可用余额' })).toContainText(amount);
  });
});
