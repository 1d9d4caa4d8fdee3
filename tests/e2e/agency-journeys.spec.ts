import { expect, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  clickInPopup,
  creditCode,
  LOGIN_BUTTON,
  loginAsStaff,
  loginByToken,
  openMenu,
  pageTitle,
  signOut,
  submitAgentLogin,
  test,
  toastSeen,
  TOKENS,
} from './support';

/**
 * Agencies and people: a new agency registers, uploads its licence and is activated by the airline's
 * review on the simulator's clock; agent01 makes a role with only the team orders and a staff member
 * holding it, who then sees only those menus; deregistration blocked by the prepaid balance says why.
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

/** The side menu's top-level entries, as shown. */
const topMenuEntries = (page: Page) =>
  page
    .getByRole('menu')
    .locator(':scope > li.ant-menu-item, :scope > li.ant-menu-submenu')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

/** A 1×1 PNG: a licence photo as small as one can be (compressed to JPEG by the form all the same). */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A node of the role form's function tree, by its menu name. */
const treeNode = (page: Page, name: string) =>
  page.locator('.ant-tree-treenode').filter({ has: page.locator('.function-name', { hasText: new RegExp(`^${name}$`) }) });

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

test('agent01 makes a role with only the team orders and a staff member with it, who sees only those menus', async ({ page }) => {
  const roleName = '订单查询员';
  const staff = { agencyAccount: ACCOUNTS.agent01.userName, userName: 'orderq01', password: 'Orderq@2026', displayName: '何晓雯' };
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  await test.step('角色管理 → 新建角色: 团队订单 ticked in the tree, its buttons unticked', async () => {
    await openMenu(page, '用户中心', '角色管理');
    await expect(page).toHaveTitle(pageTitle('角色管理'));
    await page.getByRole('link', { name: '新建角色' }).click();
    await expect(page).toHaveURL('/agent/user/auth/create');
    // The list's filter has a 角色名称 too: the form once the screen has changed.
    await expect(page.getByRole('heading', { level: 1, name: '新建角色' })).toBeVisible();
    await page.getByLabel('角色名称').fill(roleName);
    await page.getByLabel('角色描述').fill('只查询团队订单');
    const selected = page.getByText(/^已选 \d+ 项功能$/);
    await expect(selected).toHaveText('已选 0 项功能');
    await treeNode(page, '团队订单').locator('.ant-tree-checkbox').click();
    // A screen checks with its buttons.
    await expect(selected).toHaveText('已选 7 项功能');
    for (const button of ['导出订单', '取消订单', '取消占座', '名单管理', '联系人与备注', '出票']) {
      await treeNode(page, button).locator('.ant-tree-checkbox').click();
    }
    await expect(selected).toHaveText('已选 1 项功能');
    await expect(treeNode(page, '团队订单').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await toastSeen(page, `已新建角色“${roleName}”`);
    await expect(page).toHaveURL(/\/agent\/user\/auth\/detail\/ROL\d{4}$/);
    await expect(described(page, '功能数')).toHaveText('1');
  });

  await test.step('子账号管理 → 新建子账号: the user name checked while typing, the role chosen', async () => {
    await openMenu(page, '用户中心', '子账号管理');
    await page.getByRole('link', { name: '新建子账号' }).click();
    await expect(page).toHaveURL('/agent/user/subaccount/create');
    await expect(page.getByRole('heading', { level: 1, name: '新建子账号' })).toBeVisible();
    const userName = page.getByLabel('用户名');
    // An existing staff member's name is taken.
    await userName.pressSequentially(ACCOUNTS.staff01.userName);
    await expect(page.getByText('该用户名已被占用')).toBeVisible();
    await userName.fill('');
    await userName.pressSequentially(staff.userName);
    await expect(page.getByText('可用', { exact: true })).toBeVisible();
    await page.getByLabel('姓名').fill(staff.displayName);
    await page.getByLabel('手机号').fill('13700000031');
    await page.getByRole('combobox', { name: '角色' }).click();
    await clickInPopup(page, page.getByTitle(roleName, { exact: true }));
    await page.getByLabel('初始密码', { exact: true }).fill(staff.password);
    await page.getByLabel('确认初始密码').fill(staff.password);
    await page.getByRole('button', { name: '创建子账号' }).click();
    await toastSeen(page, `子账号 ${staff.userName} 已创建`);
    await expect(page).toHaveURL(/\/agent\/user\/subaccount(\?|$)/);
    await expect(page.getByRole('row').filter({ hasText: staff.userName })).toContainText(roleName);
  });

  await test.step('the staff member signs in: 首页 and 团队订单 only', async () => {
    await signOut(page);
    await loginAsStaff(page, staff);
    await expect(page).toHaveURL('/agent');
    await expect(page.getByRole('button', { name: LOGIN_BUTTON })).toHaveCount(0);
    await expect.poll(() => topMenuEntries(page)).toEqual(['首页', '订单中心']);
    await openMenu(page, '订单中心', '团队订单');
    await expect(page).toHaveTitle(pageTitle('团队订单'));
    await expect(page.getByRole('menu').getByRole('link')).toHaveText(['首页', '团队订单']);
    // No button of the screen: only the query.
    await expect(page.getByRole('button', { name: /导出/ })).toHaveCount(0);
  });

  await test.step('a deep link to the sub-accounts: 无权访问', async () => {
    await page.goto('/agent/user/subaccount');
    await expect(page).toHaveURL('/403');
    await expect(page.getByText('无权访问')).toBeVisible();
  });
});

test('deregistration blocked by the prepaid balance says why and links to the account', async ({ page }) => {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
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
