import { expect, test as base, type Page } from '@playwright/test';
import {
  LOGIN_BUTTON,
  SECURITY_HEADERS,
  cspWith,
  pageTitle,
  pickAirport,
  recordToasts,
  typeDate,
  watchContract,
  watchCsp,
} from '../e2e/support';

/**
 * The production build (simulator off) against `npm run gateway`: the portal knows nothing of the
 * simulator; the tests reach the gateway's control API (/__simulator) for what a person would read off
 * another screen — the captcha's code, the clock — and nothing else.
 */
const GATEWAY_PORT = 8788 + (Number(process.env.E2E_PORT ?? 4173) - 4173);
export const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
export const GATEWAY_PREFIX = '/b2b-gateway/api';
/** The control API's token the gateway was started with (playwright.config.ts gives it the same). */
const CONTROL_TOKEN = process.env.GATEWAY_CONTROL_TOKEN ?? `e2e-control-token-${GATEWAY_PORT}`;

/** A call of the gateway's control API. */
export async function control<T>(path: string, body?: unknown): Promise<T> {
  const authorization = { Authorization: `Bearer ${CONTROL_TOKEN}` };
  const response = await fetch(
    `${GATEWAY}/__simulator${path}`,
    body === undefined
      ? { headers: authorization }
      : { method: 'POST', headers: { ...authorization, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The gateway's "now" (ms). */
export async function gatewayNow(): Promise<number> {
  return new Date((await control<{ now: string }>('/clock')).now).getTime();
}

/**
 * What deploy/nginx.conf sends besides the headers every host must send (those of vite preview too): the
 * production project serves the build with that file (scripts/serve-production.mjs).
 */
export const NGINX_HEADERS = {
  'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-cache',
} as const;

/** Pages watched for refusals of the Content-Security-Policy and documents without the host's headers. */
const guarded = new Map<Page, string[]>();

/**
 * Records a page's toasts (recordToasts), and watches it for what every production test fails on: a refusal of the Content-Security-Policy, or a
 * document served without the headers a host must send (README, "Deployment") — the strict policy whose
 * connect-src names this gateway (config.json's), no framing, Referrer-Policy strict-origin, nosniff, and
 * nginx's (deploy/nginx.conf) Permissions-Policy, HSTS and a document revalidated on every visit. The
 * fixture's page and every page signed in by `signIn` (a second browser, a page kept across tests).
 */
export function guardPage(page: Page): void {
  if (guarded.has(page)) return;
  // Its toasts recorded as they appear (`toastSeen` reads them): a toast goes after 3 s.
  void page.addInitScript(recordToasts);
  const problems = watchCsp(page);
  guarded.set(page, problems);
  const expected: Record<string, string> = { 'content-security-policy': cspWith(GATEWAY), ...SECURITY_HEADERS, ...NGINX_HEADERS };
  page.on('response', (response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      if (headers[name] !== value) problems.push(`${response.url()}: ${name} is ${headers[name] ?? 'missing'}, not ${value}`);
    }
  });
}

/**
 * The page fails its test on any answer the portal found outside the contract (应答格式不符); every guarded
 * page (above) fails it on a CSP violation or a document without the security headers.
 */
export const test = base.extend<{ securityGuard: void }>({
  page: async ({ page }, provide) => {
    const nonConforming = watchContract(page);
    guardPage(page);
    await provide(page);
    expect(nonConforming, 'answers outside the gateway contract').toEqual([]);
  },
  securityGuard: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await provide();
      const problems = [...guarded.entries()].flatMap(([page, found]) => {
        if (page.isClosed()) guarded.delete(page);
        return found.splice(0);
      });
      expect(problems, 'Content-Security-Policy violations and documents without the security headers').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The captchas the page was answered (key and image), newest last: the code is read off the gateway's control API by
 * key, as a person reads the image (two browsers signing in at once never read each other's).
 */
export function watchCaptchas(page: Page): ShownCaptcha[] {
  const captchas: ShownCaptcha[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith(`${GATEWAY_PREFIX}/account/captcha/image`)) return;
    void response.json().then(
      (body: { captchaKey?: string; captchaImage?: string }) => {
        if (body.captchaKey && body.captchaImage) captchas.push({ key: body.captchaKey, image: body.captchaImage });
      },
      () => {},
    );
  });
  return captchas;
}

/** A captcha the page was answered: its key, and the image it shows for it. */
export interface ShownCaptcha {
  key: string;
  image: string;
}

/** The code of the captcha image on screen, read off the gateway's control API by its key. */
export async function shownCaptchaCode(page: Page, captchas: readonly ShownCaptcha[]): Promise<string> {
  const image = page.locator('img[alt="图形验证码"]');
  await expect(image).toBeVisible();
  const shown = await image.getAttribute('src');
  let key: string | undefined;
  await expect.poll(() => (key = captchas.find((captcha) => captcha.image === shown)?.key)).toBeTruthy();
  return (await control<{ code: string }>(`/captcha?key=${encodeURIComponent(key ?? '')}`)).code;
}

/**
 * Fills the main-account login form on screen (the default kind) and submits it, with the code of the
 * image on screen: a sign-in again on the same page has older keys recorded, and the newest answer may not
 * be read yet when its image shows.
 */
export async function submitLogin(page: Page, captchas: ShownCaptcha[], account: { userName: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  const code = await shownCaptchaCode(page, captchas);
  await page.getByLabel('账号', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(code);
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

export const AGENCIES = {
  agent01: { userName: 'agent01', password: 'Agent@2026', displayName: '王建国' },
  agent02: { userName: 'agent02', password: 'Agent@2026', displayName: '赵敏' },
} as const;

/** Signs in on a fresh /login; the captcha keys the page is answered (for a later sign-in on it). */
export async function signIn(page: Page, account: { userName: string; password: string }): Promise<ShownCaptcha[]> {
  guardPage(page);
  const captchas = watchCaptchas(page);
  await page.goto('/login');
  await submitLogin(page, captchas, account);
  await expect(page).toHaveURL('/agent');
  return captchas;
}

/** From the menu to the temporary group's booking form: `count` seats PVG→CTU on XY5103 on `date`, its fare quoted. */
export async function openTempGroupForm(page: Page, date: string, count: number): Promise<void> {
  const menu = page.getByRole('menu');
  await menu.getByText('团队预订', { exact: true }).click();
  await menu.getByRole('menuitem', { name: '临时团' }).click();
  await page.getByRole('link', { name: '开始询价' }).click();
  await pickAirport(page, '出发', 'PVG', '上海 · 上海浦东 PVG');
  await pickAirport(page, '到达', '成都', '成都 · 成都双流 CTU');
  await typeDate(page, '出发日期', date);
  await page.getByRole('spinbutton', { name: '团队人数' }).fill(String(count));
  await page.getByRole('button', { name: /查询航班/ }).click();
  await page.getByRole('button', { name: '选择 XY5103' }).click();
  await page.getByRole('link', { name: /计算团队运价/ }).click();
  await expect(page).toHaveTitle(pageTitle('临时团运价'));
  const priceCard = page.locator('.ant-card').filter({ has: page.getByText('团队运价', { exact: true }) });
  await priceCard.getByRole('link', { name: /填写团队信息/ }).click();
  await expect(page).toHaveTitle(pageTitle('临时团预订'));
}
