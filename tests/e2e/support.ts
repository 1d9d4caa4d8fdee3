import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** Shared steps of the end-to-end journeys: the demo build's accounts and the simulator's hooks. */

/**
 * How long a page load may take to show its first screen: the slowest honest wait of the suite. A fresh
 * browser context loads every chunk and starts the simulator (service worker, saved state or seed) before
 * a signed-in screen shows: 5 s on a quiet 2-core machine, 7–20 s measured with three workers and three
 * busy loops beside them. An in-app step waits for `expect`'s own timeout (playwright.config.ts).
 */
export const FIRST_SCREEN_MS = 90_000;

/**
 * Resolves once a page load has shown its first screen: the router's first navigation (its redirects and
 * loaders) done and the boot screen gone. A page that is not the app (the simulator's cashier) once loaded.
 */
export async function firstScreenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.readyState !== 'complete') return false;
      if (!document.getElementById('root')) return true;
      const router = window.__router;
      return (
        router !== undefined &&
        router.state.initialized &&
        router.state.navigation.state === 'idle' &&
        !document.querySelector('.boot-screen')
      );
    },
    undefined,
    { timeout: FIRST_SCREEN_MS, polling: 100 },
  );
}

/**
 * Every answer the portal gets is checked against its call's schema (lib/gateway/contract); one that does
 * not conform is logged once as 应答格式不符. The lines the page logged, for the fixture to fail the test on,
 * naming the endpoint and field.
 */
export function watchContract(page: Page): string[] {
  const nonConforming: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('应答格式不符')) nonConforming.push(message.text());
  });
  return nonConforming;
}

/**
 * The Content-Security-Policy's refusals on the page, for a test to expect none: each document's
 * `securitypolicyviolation` events (an init script reports them on the console, so none is lost to a
 * navigation) and Chromium's own console errors ("Refused to … because it violates … Content Security Policy").
 */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && (text.startsWith('CSP violation') || text.includes('Content Security Policy'))) violations.push(text);
  });
  return violations;
}

/** The headers every response of the portal carries (src/config/security-headers.ts; README, "Deployment"). */
export const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin',
  'x-content-type-options': 'nosniff',
} as const;

/** The strict content security policy, with the page's own origin and `gateway` (if any) for its calls. */
export const cspWith = (gateway?: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${gateway ? ` ${gateway}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/**
 * The instant every test's simulator is seeded at: the integration tests' (tests/setup.ts TEST_NOW), a
 * Monday 09:00 in Beijing. The seed's deadlines and departures follow the instant it is made at; made at
 * the wall clock, a deadline 12.5 hours on crossed midnight after 11:30 and a test's "today" moved.
 */
export const SEED_NOW = '2026-11-23T09:00:00+08:00';

/**
 * An init script: the first time a browser context's simulator starts (no state saved yet), it is reset to
 * `now` before the portal sees it start, so no gateway call is answered and no time shown from the seed of
 * the wall clock. The simulator's worker takes the page's messages in order: the reset, sent right after
 * the start, runs before any call. Its `started` is held until the reset has answered and the worker has
 * sent the state's new clock, then handed on with that clock. Later pages of the context (a reload, a
 * second tab) find the saved state and are left alone.
 */
export function seedAtInstant(now: string): void {
  const FLAG = 'e2e.simulator.seededAt';
  const RESET_ID = -1;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== 'gateway-simulator') return;
      let phase: 'before' | 'resetting' | 'awaiting-clock' | 'done' = 'before';
      let held: { type: 'started'; view: unknown } | null = null;
      const post = this.postMessage.bind(this);
      this.postMessage = ((message: unknown, transfer?: Transferable[]) => {
        post(message, transfer ?? []);
        if ((message as { type?: string }).type !== 'start' || phase !== 'before') return;
        if (window.localStorage.getItem(FLAG)) {
          phase = 'done';
          return;
        }
        window.localStorage.setItem(FLAG, now);
        phase = 'resetting';
        post({ type: 'control', id: RESET_ID, path: ['reset'], args: [{ now }] });
      }) as Worker['postMessage'];
      // Registered before the portal's own listener: it sees each message first and may hold it. A `changed`
      // sent after `started` carries the clock after the reset (the reset runs right after `started` is sent,
      // the view is read when `changed` is sent); it may come before the reset's answer (sent once saved) or after.
      let clockAfterReset: unknown = null;
      const release = (view: unknown) => {
        phase = 'done';
        this.dispatchEvent(new MessageEvent('message', { data: { ...held, view } }));
      };
      this.addEventListener(
        'message',
        (event: MessageEvent<{ type: string; id?: number; ok?: boolean; error?: string; view?: unknown }>) => {
          const message = event.data;
          if (phase === 'done' || phase === 'before') return;
          if (message.type === 'started') {
            held = message as { type: 'started'; view: unknown };
            event.stopImmediatePropagation();
          } else if (message.type === 'changed' && held) {
            clockAfterReset = message.view;
            if (phase === 'awaiting-clock') release(message.view);
          } else if (message.type === 'result' && message.id === RESET_ID) {
            event.stopImmediatePropagation();
            if (!message.ok) throw new Error(`e2e: the simulator's reset to ${now} failed: ${message.error ?? ''}`);
            if (clockAfterReset) release(clockAfterReset);
            else phase = 'awaiting-clock';
          }
        },
      );
    }
  };
}

/**
 * Makes a page one of the tests' (below): its `goto` and `reload` resolve once the app's first screen shows,
 * so no journey's next step spends its own, shorter wait on a page load; its toasts are recorded. Answers
 * the check to run after the test: no answer outside the gateway contract, no invariant broken.
 */
export async function preparePage(page: Page): Promise<() => Promise<void>> {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await firstScreenShown(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await firstScreenShown(page);
    return response;
  };
  await page.addInitScript(recordToasts);
  await page.addInitScript(seedAtInstant, SEED_NOW);
  const nonConforming = watchContract(page);
  return async () => {
    expect(nonConforming.splice(0), 'answers outside the gateway contract').toEqual([]);
    // The demo's simulator keeps a state that broke an invariant and lists it (the panel): none may have.
    const broken = page.isClosed()
      ? []
      : await page
          .evaluate(async () =>
            ((await window.__simulator?.violations()) ?? []).map(
              (violation) => `[${violation.invariant}] ${violation.entity}: ${violation.detail}`,
            ),
          )
          .catch(() => []);
    expect(broken, 'invariants the simulator found broken').toEqual([]);
  };
}

interface SignedInPage {
  page: Page;
  check: () => Promise<void>;
}

/**
 * The tests' `test`: its page is prepared as above, and checked after the test. `agentPage` instead: agent01
 * signed in once per worker (the first test that asks for it signs in by token), for tests that only read
 * — the a11y sweep's halves and its dialogs' scans — so that the sign-in and the first load, a fresh browser
 * context's dearest step, are made once, not once a test. Each such test starts on the home page with the
 * pointer away, and leaves what it opened in the layout (a popover) closed. Declared here, not in the one
 * spec that uses it: every spec then shares one worker set-up, and the scheduler keeps the files' order.
 */
export const test = base.extend<{ agentPage: Page }, { agentSignedIn: SignedInPage }>({
  page: async ({ page }, provide) => {
    const check = await preparePage(page);
    await provide(page);
    await check();
  },
  agentSignedIn: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, reducedMotion });
      const page = await context.newPage();
      const check = await preparePage(page);
      await loginByToken(page, TOKENS.agent01);
      await expect(page).toHaveURL('/agent');
      await provide({ page, check });
      await context.close();
    },
    { scope: 'worker' },
  ],
  agentPage: async ({ agentSignedIn: { page, check } }, provide) => {
    await page.mouse.move(0, 0);
    await openInApp(page, '/agent');
    await provide(page);
    await check();
  },
});

export const APP_TITLE = '祥云航空B2B团队票务平台';

/** document.title of a route: '<route title> - <app title>'. */
export const pageTitle = (routeTitle: string) => `${routeTitle} - ${APP_TITLE}`;

export const ACCOUNTS = {
  agent01: { userName: 'agent01', password: 'Agent@2026', displayName: '王建国' },
  staff01: { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026', displayName: '李晓梅' },
  corp01: { userName: 'corp01', password: 'Corp@2026', displayName: '陈志远' },
  user01: { userName: 'user01', password: 'User@2026', displayName: '张伟' },
  /** A registered agency still waiting for activation (no licence supplied yet). */
  xinghai01: { userName: 'xinghai01', password: 'Xinghai@2026', displayName: '周海燕' },
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
 * Records every toast a document shows, as it appears (an init script: `test`'s pages run it). A toast goes
 * after 3 s: an assertion that looks for it on screen races that clock on a slow machine, one that reads
 * the record does not.
 */
export function recordToasts(): void {
  const scope = window as unknown as { __toasts?: string[] };
  if (scope.__toasts) return;
  const seen: string[] = [];
  scope.__toasts = seen;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const notices = node.matches('.ant-message-notice')
          ? [node]
          : Array.from(node.querySelectorAll<HTMLElement>('.ant-message-notice'));
        for (const notice of notices) seen.push(notice.textContent ?? '');
      }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Waits until the page has shown a toast with `text` (recorded by recordToasts, else on screen now) and
 * returns its words. Each toast answers one such wait: a later step's wait for the same words needs a new one.
 */
export async function toastSeen(page: Page, text: string | RegExp): Promise<string> {
  const pattern =
    typeof text === 'string' ? { source: text, flags: '', literal: true } : { source: text.source, flags: text.flags, literal: false };
  let found: string | null = null;
  await expect
    .poll(
      async () =>
        (found = await page.evaluate(({ source, flags, literal }) => {
          const matches = (words: string) => (literal ? words.includes(source) : new RegExp(source, flags).test(words));
          const recorded = (window as unknown as { __toasts?: string[] }).__toasts;
          if (!recorded)
            return Array.from(document.querySelectorAll('.ant-message-notice'), (notice) => notice.textContent ?? '').find(matches) ?? null;
          const index = recorded.findIndex(matches);
          return index < 0 ? null : recorded.splice(index, 1)[0]!;
        }, pattern)),
      { message: `a toast with ${String(text)}` },
    )
    .not.toBeNull();
  return found!;
}

/**
 * The code of the captcha on screen, as a user would read it off the image. The image appears once
 * the gateway answered, and by then the simulator has recorded the code.
 */
export async function readCaptcha(page: Page): Promise<string> {
  await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();
  // The code of this form's own captcha (its key, in the form's hidden field), not the last one issued:
  // another tab at its login page may have asked for one since. The control API answers from the
  // simulator's worker (a promise): polled until the key and its code are there.
  const keyField = page.locator('input[id$="captchaKey"]');
  let code: string | null = null;
  await expect
    .poll(async () => {
      const key = await keyField.inputValue();
      code = key ? await page.evaluate(async (captchaKey) => (await window.__simulator?.peekCaptcha(captchaKey)) ?? null, key) : null;
      return code;
    })
    .not.toBeNull();
  if (typeof code !== 'string') throw new Error('no captcha code from the simulator');
  return code;
}

/** Main-account login of an agency or enterprise (the default login kind), with the image captcha. */
export async function loginAsAgent(page: Page, account: { userName: string; password: string }): Promise<void> {
  await page.goto('/login');
  await submitAgentLogin(page, account);
}

/** Fills and submits the login page already on screen (e.g. after a session expiry, keeping its return path). */
export async function submitAgentLogin(page: Page, account: { userName: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/** Sub-account login: the agency's main account, the sub-account and its password, with the captcha. */
export async function loginAsStaff(page: Page, account: { agencyAccount: string; userName: string; password: string }): Promise<void> {
  await page.goto('/login');
  // antd's button-style radios hide the input: a user clicks the label.
  await page.locator('label').filter({ hasText: '子账号登录' }).click();
  await page.getByLabel('主账号', { exact: true }).fill(account.agencyAccount);
  await page.getByLabel('子账号', { exact: true }).fill(account.userName);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/**
 * antd's popups (dropdown menus, select lists, modals, popconfirms) while they zoom or slide in or out:
 * rc-motion's step classes. A click on a popup still moving can miss on a slow machine (seen: the
 * account menu's 退出登录, a modal's 确认支付, a popconfirm's 删除, each clicked and nothing done).
 */
const MOVING_POPUP = ['appear', 'enter', 'leave']
  .flatMap((status) => ['prepare', 'start', 'active'].map((step) => `[class*="-${status}-${step}"]`))
  .join(', ');

/** Waits until no popup is moving. */
export async function popupsSettled(page: Page): Promise<void> {
  await expect(page.locator(MOVING_POPUP)).toHaveCount(0);
}

/** Clicks an entry of a popup (a menu item, a select option, a popconfirm's button) once it has stopped moving. */
export async function clickInPopup(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await popupsSettled(page);
  await target.click();
}

/** An airport by type-ahead (出发 or 到达 of the itinerary fields): the user types part of it and picks it from the list. */
export async function pickAirport(page: Page, field: '出发' | '到达', typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: field, exact: true });
  await box.click();
  await box.pressSequentially(typed);
  await clickInPopup(page, page.getByTitle(option, { exact: true }));
}

/** A date typed into an antd DatePicker (出发日期, 返程日期…) as a user does, then Tab: the field keeps it. */
export async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.fill(date);
  await field.press('Tab');
  await expect(field).toHaveValue(date);
}

/** Signs out from the account menu in the header: back on the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '账号菜单' }).hover();
  await clickInPopup(page, page.getByRole('menuitem', { name: '退出登录' }));
  await expect(page).toHaveURL('/login');
}

/** Signs in through the address (`/?tokenId=…&tokenUUID=…`), as the airline's other sites do. */
export async function loginByToken(page: Page, token: { tokenId: string; tokenUUID: string }): Promise<void> {
  await page.goto(`/?${new URLSearchParams(token).toString()}`);
}

/**
 * Moves the signed-in app to an address as its own links do (the router, no reload: a reload starts the
 * app and the simulator again) and resolves once the screen it lands on — after any redirect, the 403
 * page say — is committed: the router is idle and the page title is that screen's. The first visit of
 * a page loads the app.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.waitForFunction(() => window.__router !== undefined);
  const title = await page.evaluate(async (target) => {
    const router = window.__router!;
    await router.navigate(target);
    // A redirect (a guard's 403, a list completing its address) is a navigation of its own.
    while (router.state.navigation.state !== 'idle') await new Promise((resolve) => setTimeout(resolve, 20));
    const titles = router.state.matches.map((match) => (match.route.handle as { title?: string } | undefined)?.title);
    const routeTitle = titles.filter(Boolean).at(-1);
    // The route's title is set once its screen is committed (app/root-route.tsx). Waited for here: each
    // failed try of an `expect` has Playwright take an aria snapshot of the whole page for its message.
    const deadline = performance.now() + 10_000;
    while (routeTitle && !document.title.startsWith(`${routeTitle} - `) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return routeTitle;
  }, path);
  if (title) await expect(page).toHaveTitle(pageTitle(title));
}

/** The app's path, query and hash, without the origin. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

const DAY_MS = 24 * 60 * 60_000;
/** Asia/Shanghai has no daylight saving: its calendar day is UTC+8's. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60_000;

/** The simulator's "now" (ms): the seed and every deadline are relative to it, not to the test machine's clock. */
export async function simulatorNow(page: Page): Promise<number> {
  let now: number | null = null;
  await expect.poll(async () => (now = await page.evaluate(async () => (await window.__simulator?.clock.nowMs()) ?? null))).not.toBeNull();
  if (typeof now !== 'number') throw new Error('no clock from the simulator');
  return now;
}

/** The calendar day (YYYY-MM-DD, Beijing time) `days` after the instant `nowMs`. */
export function dayAfter(nowMs: number, days: number): string {
  return new Date(nowMs + days * DAY_MS + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * A mainland ID number with a valid check character (GB 11643, ISO 7064 MOD 11-2), computed here so the
 * journeys do not borrow the portal's own validator: `birth` YYYYMMDD, `sequence` three digits (odd: male).
 */
export function mainlandId(birth: string, sequence: string, area = '310101'): string {
  const first17 = `${area}${birth}${sequence}`;
  if (!/^\d{17}$/.test(first17)) throw new Error(`mainlandId: bad parts ${first17}`);
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * ID_WEIGHTS[index]!, 0);
  return `${first17}${ID_CHECK_CHARS[sum % 11]}`;
}

/** The developer panel's clock: opens the drawer, presses a button ('+1小时', '+1天', '+7天'), closes it. */
export async function advanceSimulatorClock(page: Page, button: '+1小时' | '+1天' | '+7天'): Promise<void> {
  await page.getByRole('button', { name: '打开网关模拟器' }).click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: button }) });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: button }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A unified social credit code with its check character (GB 32100-2015), computed here so the journeys
 * do not borrow the portal's own validator: `first17` from the code's character set (no I, O, S, V, Z).
 */
export function creditCode(first17: string): string {
  if (first17.length !== 17 || [...first17].some((char) => !CREDIT_CODE_CHARS.includes(char))) {
    throw new Error(`creditCode: bad first 17 characters ${first17}`);
  }
  const sum = [...first17].reduce((total, char, index) => total + CREDIT_CODE_CHARS.indexOf(char) * CREDIT_CODE_WEIGHTS[index]!, 0);
  return `${first17}${CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]}`;
}

/** The agent's menu: a group (opened unless it is), then one of its entries' links. */
export async function openMenu(page: Page, group: string, entry: string): Promise<void> {
  const menu = page.getByRole('menu');
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  // Once the group has slid open: a click during the motion can miss the entry.
  await expect(link).toBeVisible();
  await expect(menu.locator('[class*="-motion-"]')).toHaveCount(0);
  await link.click();
}

/** ¥1,234.50 → 123450 fen. */
export const fenOf = (text: string): number => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The prepaid account's available balance (fen), read on 预存款账户. */
export async function availableBalance(page: Page): Promise<number> {
  await openMenu(page, '用户中心', '预存款账户');
  await expect(page).toHaveTitle(pageTitle('预存款账户'));
  const figure = page.locator('.ant-statistic').filter({ hasText: '可用余额' }).locator('.ant-statistic-content');
  await expect(figure).toHaveText(/¥/);
  return fenOf(await figure.innerText());
}

/** The value beside a label of an antd Descriptions ('应付金额', '状态' …), inside `scope`. */
export function describedValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::*[contains(concat(" ", @class, " "), " ant-descriptions-item-content ")][1]');
}

/**
 * On the payment screen (支付): pays from the prepaid account, the default method for an agency — 去支付,
 * the confirmation, 确认支付 — and waits for the result page's 支付成功 address.
 */
export async function payFromPrepaidAccount(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: /^预存款支付/ })).toBeChecked();
  await page.getByRole('button', { name: '去支付' }).click();
  const dialog = page.getByRole('dialog', { name: '确认支付' });
  await expect(dialog).toBeVisible();
  await popupsSettled(page);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/agent\/pay\/result\/success\?paymentNo=PAY\d{8}$/);
}
