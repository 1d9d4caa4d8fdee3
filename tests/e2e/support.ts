import { expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the end-to-end journeys: the demo build's accounts and the simulator's hooks. */

export const APP_TITLE = '祥云航空B2B团队票务平台';

/** document.title of a route: '<route title> - <app title>'. */
export const pageTitle = (routeTitle: string) => `${routeTitle} - ${APP_TITLE}`;

export const ACCOUNTS = {
  agent01: { userName: 'agent01', password: 'Agent@2026', displayName: '王建国' },
  staff01: { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026', displayName: '李晓梅' },
  corp01: { userName: 'corp01', password: 'Corp@2026', displayName: '陈志远' },
  user01: { userName: 'user01', password: 'User@2026', displayName: '张伟' },
} as const;

export const TOKENS = {
  agent01: { tokenId: 'demo-agent01', tokenUUID: '00000000-0000-4000-8000-000000000001' },
  user01: { tokenId: 'demo-user01', tokenUUID: '00000000-0000-4000-8000-000000000002' },
} as const;

/** antd puts a space between two CJK characters of a button: '登 录'. */
export const LOGIN_BUTTON = /^登\s*录$/;

/** antd's message toasts. */
export const toasts = (page: Page): Locator => page.locator('.ant-message-notice');

/**
 * The code of the captcha on screen, as a user would read it off the image. The image appears once
 * the gateway answered, and by then the simulator has recorded the code.
 */
export async function readCaptcha(page: Page): Promise<string> {
  await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();
  const handle = await page.waitForFunction(() => window.__simulator?.peekCaptcha() ?? null);
  const code = await handle.jsonValue();
  if (typeof code !== 'string') throw new Error('no captcha code from the simulator');
  return code;
}

/** Main-account login of an agency or enterprise (the default login kind), with the image captcha. */
export async function loginAsAgent(page: Page, account: { userName: string; password: string }): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/** Sub-account login: the agency's main account, the sub-account and its password, with the captcha. */
export async function loginAsStaff(
  page: Page,
  account: { agencyAccount: string; userName: string; password: string },
): Promise<void> {
  await page.goto('/login');
  // antd's button-style radios hide the input: a user clicks the label.
  await page.locator('label').filter({ hasText: '子账号登录' }).click();
  await page.getByLabel('主账号', { exact: true }).fill(account.agencyAccount);
  await page.getByLabel('子账号', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/** Signs in through the address (`/?tokenId=…&tokenUUID=…`), as the airline's other sites do. */
export async function loginByToken(page: Page, token: { tokenId: string; tokenUUID: string }): Promise<void> {
  await page.goto(`/?${new URLSearchParams(token).toString()}`);
}

/** The app's path, query and hash, without the origin. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
