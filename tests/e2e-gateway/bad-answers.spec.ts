import { expect, type Page } from '@playwright/test';
import { dayAfter, pageTitle, toasts, toastSeen } from '../e2e/support';
import { AGENCIES, control, gatewayNow, openTempGroupForm, signIn, submitLogin, test, type ShownCaptcha } from './support';

/**
 * A gateway that answers badly, met by the production build over real HTTP: each of the wire faults of
 * `npm run gateway` (POST /__simulator/wire-fault, one shot, aimed at the team order list's call) and
 * what the agent sees — the catalogue's toast and the list's error state, never a blank screen or an
 * uncaught error — and, for an expired session, that what the agent typed is still there afterwards.
 */
const LIST = '/agent/orderCenter/order';
const ANSWER_MALFORMED = 'B2T-2004-00-004';

/** The team order list loaded anew with `kind` spoiling its /order/list answer. */
async function listWith(page: Page, fault: Record<string, unknown>): Promise<void> {
  await control('/wire-fault', { path: '/order/list', ...fault });
  await page.goto(LIST);
  await expect(page).toHaveTitle(pageTitle('团队订单'));
}

const failedList = (page: Page) => page.getByText('数据加载失败');

test.describe('bad answers', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let captchas: ShownCaptcha[] = [];
  const errors: string[] = [];

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    captchas = await signIn(page, AGENCIES.agent01);
  });
  test.afterAll(async () => {
    expect(errors, 'uncaught errors in the page').toEqual([]);
    await page.close();
  });

  test('a proxy’s HTML error page (502): the transport toast, the list failed in place', async () => {
    await listWith(page, { kind: 'html502' });
    await toastSeen(page, '网络连接失败! ERROR:502');
    await expect(failedList(page)).toBeVisible();
  });

  for (const [kind, field] of [
    ['empty', 'btCommonRes'],
    ['no-envelope', 'btCommonRes'],
    ['no-isok', 'btCommonRes.isOk'],
    ['list-without-page', 'page'],
  ] as const) {
    test(`${kind}: 应答格式不符 naming ${field}, the list failed in place`, async () => {
      const logged = page.waitForEvent(
        'console',
        (message) => message.type() === 'error' && message.text().startsWith('应答格式不符 /order/list'),
      );
      await listWith(page, { kind });
      await toastSeen(page, `应答格式不符：/order/list 的 ${field} - ${ANSWER_MALFORMED}`);
      await expect(failedList(page)).toBeVisible();
      await logged;
    });
  }

  test('a field of the wrong type: 应答格式不符 naming the row and field', async () => {
    await listWith(page, { kind: 'wrong-type', field: 'orderList.0.orderNo' });
    await toastSeen(page, `应答格式不符：/order/list 的 orderList[0].orderNo - ${ANSWER_MALFORMED}`);
    await expect(failedList(page)).toBeVisible();
  });

  test('the CORS headers missing: the browser refuses the answer, a network toast', async () => {
    await listWith(page, { kind: 'cors' });
    await toastSeen(page, /^网络连接失败! ERROR:/);
    await expect(failedList(page)).toBeVisible();
  });

  test('no Date header: the answer is used, the portal keeps its clock', async () => {
    await listWith(page, { kind: 'no-date' });
    await expect(page.getByRole('link', { name: /^TO\d+$/ }).first()).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('an expired session answers a write while the form holds typed work: sign in again, the work is still there', async () => {
    await openTempGroupForm(page, dayAfter(await gatewayNow(), 50), 12);
    const form = page.url();
    await page.getByLabel('团队名称').fill('过期重登测试团');
    await page.getByLabel('联系人', { exact: true }).fill('李雷');
    await page.getByLabel('联系电话').fill('13912340000');
    await control('/sessions/expire', { all: true });
    await page.getByRole('button', { name: /提交预订/ }).click();
    await toastSeen(page, '登录已过期，请重新登录');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, captchas, AGENCIES.agent01);
    await expect(page).toHaveURL(form);
    await expect(page.getByLabel('团队名称')).toHaveValue('过期重登测试团');
    await expect(page.getByLabel('联系人', { exact: true })).toHaveValue('李雷');
    await expect(page.getByLabel('联系电话')).toHaveValue('13912340000');
  });
});
