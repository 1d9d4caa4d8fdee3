import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES, type RouteKey, type RouteMeta } from '../../src/config/routes';
import {
  ACCOUNTS,
  dayAfter,
  LOGIN_BUTTON,
  loginAsAgent,
  loginAsStaff,
  loginByToken,
  openInApp,
  pathOf,
  readCaptcha,
  signOut,
  simulatorNow,
  test,
  TOKENS,
} from './support';
import { axeViolations, type Violation } from './axe';
import { checkAccess } from '../../src/lib/permissions';
import type { SessionUser } from '../../src/lib/stored-user';

// The tests of this file are independent (each signs in on its own): both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * WCAG 2 A and AA (axe-core) on every route of the route table that each kind of user may open (and
 * the 403 page as they see it), and one h1 per page. A route with parameters needs a sample address here: a new one fails the sweep until it
 * gets one. One test per kind of user, so the browser starts five times, not once per route.
 */
const SAMPLE_PATHS: Partial<Record<RouteKey, string>> = {
  newsDetail: '/new/BL0001',
  // A seeded schedule change waits on it: the banner 需处理：航班变动 at its top.
  teamOrderDetail: '/agent/orderCenter/order/TO100101',
  // The seeded regular series in progress: departures ticketed, cancelled, deposit paid and awaiting it.
  seriesDetail: '/agent/orderCenter/series/SR100101',
  // 团队竞价: the running activity (its bid form shows) and agent01's lost bid (its deposit back).
  auctionDetail: '/agent/auction/BA000101',
  bidOrderDetail: '/agent/auction/order/AN500010',
  // The seeded application still waiting for the airline (TO100130's two tickets): withdraw offered.
  teamRefundDetail: '/agent/orderCenter/refund/TR10000005',
  normalOrderDetail: '/normal/order/list/NO200101',
  // 散客票: a ticketed round trip (change and refund offered), and an error refund whose reviewer asks for a file.
  scatteredOrderDetail: '/agent/orderCenter/scattered-order/SO300104',
  scatteredRefundDetail: '/agent/orderCenter/scattered-refund/RFD30000003',
  // Without a payment number: the not-found page inside the layout (the payment screens are searches below).
  agentPayResult: '/agent/pay/result/success',
  normalPayResult: '/normal/pay/result/success',
  notFound: '/no-such-page',
  // staff02 (财务) and agent01's first role, 订票员.
  subAccountEdit: '/agent/user/subaccount/edit/STF0002',
  roleDetail: '/agent/user/auth/detail/ROL0001',
  roleEdit: '/agent/user/auth/edit/ROL0001',
};

/** Screens that only show in some state: a detail loader's failure renders inside the layout. */
const EXTRA_SIGNED_IN_PATHS = ['/new/NO_SUCH_BULLETIN'];

/**
 * Screens that show their tables and forms only with a search in the address (flights by cabin, the
 * price, the passenger forms) and orders in a particular state, for the account that opens them. The
 * dates follow the simulator's clock, as its seeded timetable does.
 */
function searchPaths(nowMs: number): { agent: string[]; normal: string[] } {
  const trip = `from=PVG&to=CTU&date=${dayAfter(nowMs, 30)}&trip=OW`;
  const group = `${trip}&count=20&adt=20&chd=0&inf=0&out=XY5103`;
  const individual = `${trip}&adt=2&chd=1&inf=0&out=XY5101~Y`;
  return {
    agent: [
      `/agent/due/temp/freightTariff?${trip}&count=20&out=XY5103`,
      `/agent/due/temp/price?${group}`,
      `/agent/due/temp/create?${group}`,
      // BOOKED, with names: the name list editor behind its tab (see the test of the tabs below).
      '/agent/orderCenter/order/TO100143',
      // Paying: the order's amount due with the B2B methods; the stand-alone cashier for an ancillary item.
      '/agent/pay/payment?payableKind=ORDER&payableNo=TO100143',
      // A deposit due: the prepaid account's balance and frozen amount beside the methods.
      '/agent/pay/payment?payableKind=ORDER&payableNo=TO100116',
      '/pay?payableKind=ANCILLARY&payableNo=AN300006',
      // A seeded payment's result: TO100106's deposit paid from the prepaid account (the balance is due next).
      '/agent/pay/result/success?paymentNo=PAY10000062',
      // 特惠团: the seeded offer on sale (PO000101, 上海—三亚 on XY5031 20 days out), each step with its choice.
      '/agent/due/promotional/checkDate?offer=PO000101',
      `/agent/due/promotional/checkAir?offer=PO000101&date=${dayAfter(nowMs, 20)}`,
      `/agent/due/promotional/confirm?offer=PO000101&date=${dayAfter(nowMs, 20)}&flight=XY5031&adt=20&chd=0&inf=0`,
      // 系列团: SHA→PEK every Tuesday and Thursday for 4 weeks (the departures, then their verify), and chosen dates.
      `/agent/due/series/regular-group?from=SHA&to=PEK&wd=2,4&start=${dayAfter(nowMs, 14)}&end=${dayAfter(nowMs, 41)}&adt=20&chd=0&inf=0`,
      `/agent/due/series/regular-group/confirm?from=SHA&to=PEK&wd=2,4&start=${dayAfter(nowMs, 14)}&end=${dayAfter(nowMs, 41)}&adt=20&chd=0&inf=0`,
      `/agent/due/series/unregular-group?from=SHA&to=PEK&dates=${dayAfter(nowMs, 20)},${dayAfter(nowMs, 27)}&adt=20&chd=0&inf=0`,
      // 包机: the empty request, and a round trip whose quote and order form show.
      '/agent/due/charter',
      // 航班变动提醒 as the work queue, filtered to the orders that still need the agent.
      '/airline-change-notice?orderStatus=PENDING',
      `/agent/due/charter?type=A330-300&from=PVG&to=SYX&trip=RT&date=${dayAfter(nowMs, 40)}&ret=${dayAfter(nowMs, 43)}&pax=260`,
    ],
    normal: [
      `/normal/book/reserver?${individual}`,
      `/normal/book/price?${individual}`,
      `/normal/book/create?${individual}`,
      '/normal/pay/payment?payableKind=ORDER&payableNo=NO200104',
      '/pay?payableKind=ANCILLARY&payableNo=AN300003&ancillaryType=MEAL',
      // The bare cashier as an outside page links in, the item's type left to the gateway.
      '/pay?payableKind=ANCILLARY&payableNo=AN300003',
      // A seeded payment's result: NO200105 paid online.
      '/normal/pay/result/success?paymentNo=PAY10000063',
    ],
  };
}

function samplePath(key: RouteKey): string {
  const meta: RouteMeta = ROUTES[key];
  if (!/[:*]/.test(meta.path)) return meta.path;
  const sample = SAMPLE_PATHS[key];
  if (!sample) throw new Error(`route ${key} (${meta.path}) has parameters: add a sample address to SAMPLE_PATHS`);
  return sample;
}

const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];
const publicPaths = ROUTE_KEYS.filter((key) => ROUTES[key].area === 'public').map(samplePath);

/**
 * The signed-in screens a user's sweep opens: every route the router's guard lets this user open
 * (`checkAccess`, as it decides at each navigation), and one it refuses, for the 403 page as this user
 * sees it. A refused route lands on that same page, so opening each of them scanned nothing new and
 * cost a navigation: the normal user's sweep walked 34 agent routes to the 403 page.
 */
function ownPaths(user: SessionUser): Screens {
  const signedIn = ROUTE_KEYS.filter((key) => ROUTES[key].area !== 'public');
  const opens = signedIn.filter((key) => checkAccess(ROUTES[key], user) === 'ok');
  const refused = signedIn.find((key) => checkAccess(ROUTES[key], user) === 'forbidden');
  return { opens: opens.map(samplePath), refused: refused && samplePath(refused) };
}

/** The screens a user's sweep opens, and the route it refuses (for the 403 page as that user sees it). */
interface Screens {
  opens: string[];
  refused?: string;
}

/** A user's own screens (each one the guard must let it open) and one route it refuses, for the 403 page. */
function screensOf(keys: readonly RouteKey[], user: SessionUser): Screens {
  const refused = ROUTE_KEYS.find((key) => ROUTES[key].area !== 'public' && checkAccess(ROUTES[key], user) === 'forbidden');
  const closed = keys.filter((key) => checkAccess(ROUTES[key], user) !== 'ok');
  if (closed.length > 0) throw new Error(`${user.userName ?? ''} may not open ${closed.join(', ')}: not its screens`);
  return { opens: keys.map(samplePath), refused: refused && samplePath(refused) };
}

/** The session user the app stored at sign-in (lib/stored-user.ts), as its guard reads it. */
async function storedUser(page: Page): Promise<SessionUser> {
  const raw = await page.evaluate(() => sessionStorage.getItem('b2b.userInfo'));
  if (!raw) throw new Error('no session user stored after sign-in');
  return JSON.parse(raw) as SessionUser;
}

interface Finding extends Violation {
  path: string;
}

/**
 * A screen has settled when its h1 shows and nothing has been loading for a moment: a list may
 * navigate again right after landing (its address completed with defaults), a query may still run.
 */
async function settle(page: Page): Promise<void> {
  const busy = page.locator('.nav-progress, .ant-spin-spinning, .ant-skeleton-active');
  const h1 = page.getByRole('heading', { level: 1 });
  let quietSince = 0;
  await expect
    .poll(
      async () => {
        const quiet = (await busy.count()) === 0 && (await h1.count()) > 0;
        quietSince = quiet ? quietSince || Date.now() : 0;
        return quiet && Date.now() - quietSince >= 200;
      },
      { intervals: [50] },
    )
    .toBe(true);
}

async function scan(page: Page, path: string): Promise<Finding[]> {
  const findings: Finding[] = (await axeViolations(page)).map((violation) => ({ path, ...violation }));
  // Not one of axe's WCAG rules, but ours: the page title is the page's one h1 (as assistive technology sees it).
  const h1 = await page.getByRole('heading', { level: 1 }).allInnerTexts();
  if (h1.length !== 1) findings.push({ path, rule: 'one-h1', help: 'A page has exactly one h1', nodes: h1 });
  // Ours too: at 1440×900 a list's table fits its card — no column behind a sticky one,
  // no sideways scroll to reach a column.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main .ant-table-content, main .ant-table-body'))
      .filter((scroller) => scroller.offsetParent !== null && scroller.scrollWidth > scroller.clientWidth + 1)
      .map((scroller) => {
        const titles = Array.from(scroller.closest('.ant-table')?.querySelectorAll('thead th') ?? [])
          .map((th) => th.textContent?.trim())
          .filter(Boolean);
        return `${scroller.scrollWidth}>${scroller.clientWidth} px: ${titles.join('|')}`;
      }),
  );
  if (wide.length > 0) findings.push({ path, rule: 'table-fits-1440', help: 'A table fits its container at 1440×900', nodes: wide });
  return findings;
}

/**
 * Opens each address and scans where it lands; an address that lands on a page already scanned is
 * skipped. Answers where each address landed, so that a sweep can tell a screen from a redirect.
 */
async function sweep(page: Page, paths: string[]): Promise<{ scanned: string[]; landed: Map<string, string>; findings: Finding[] }> {
  const scanned = new Set<string>();
  const landings = new Map<string, string>();
  const findings: Finding[] = [];
  for (const path of paths) {
    // A step per address: a screen that never settles is named in the failure.
    await test.step(`open ${path}`, async () => {
      await openInApp(page, path);
      await settle(page);
    });
    const landed = pathOf(page);
    landings.set(path, landed);
    if (scanned.has(landed)) continue;
    scanned.add(landed);
    findings.push(...(await scan(page, landed)));
  }
  return { scanned: [...scanned], landed: landings, findings };
}

/** The path of an address (a list completes its query with defaults: the screen is the same). */
const pathnameOf = (address: string) => decodeURIComponent(new URL(address, 'http://portal').pathname);

/**
 * Signed out, on one page: the public pages, the registration form with its errors and its agreement open, and
 * the simulator's developer panel over the login page. Each was a test of its own, each paying a fresh
 * browser's first load.
 */
test('signed out: the public pages, the registration form with its errors and agreement, and the developer panel have no WCAG 2 A/AA violation', async ({
  page,
}) => {
  await test.step('the public pages', async () => {
    const { scanned, findings } = await sweep(page, publicPaths);
    expect(findings).toEqual([]);
    expect(scanned).toEqual(expect.arrayContaining(['/login', '/Forgot', '/403', '/500', '/no-such-page']));
  });

  await test.step('the registration form with its errors shown, and the agreement open', async () => {
    await openInApp(page, '/Register');
    await settle(page);
    // Everything empty: each field shows its error, the agreement's checkbox among them.
    await page.getByRole('button', { name: '提交注册' }).click();
    const agreed = page.getByRole('checkbox', { name: /^我已阅读并同意/ });
    await expect(page.getByText('请阅读并同意用户协议')).toBeVisible();
    await expect(page.getByText('请输入公司名称')).toBeVisible();
    const findings = await scan(page, '/Register [errors]');
    // The checkbox names its error, and the error is on the page.
    const describedBy = (await agreed.getAttribute('aria-describedby')) ?? '';
    expect(describedBy, 'aria-describedby of the agreement checkbox').not.toBe('');
    for (const id of describedBy.split(/\s+/)) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(agreed).toHaveAccessibleDescription(/请阅读并同意用户协议/);

    await page.getByRole('button', { name: '阅读协议全文' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
    findings.push(...(await scan(page, '/Register [agreement]')));
    expect(findings).toEqual([]);
  });

  await test.step("the simulator's developer panel, open over the login page", async () => {
    // The panel is a second React root beside the app (absent from real builds); every scan above
    // includes its closed button, and this one the open drawer.
    await page.goto('/login');
    await page.getByRole('button', { name: '打开网关模拟器' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Once the drawer has slid in: colours mid-animation are not the colours a reader sees.
    await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

interface SweptUser {
  kind: string;
  /** How it signs in on a fresh page; none for agent01, whose tests share the worker's signed-in page (`agentPage`). */
  signIn?: (page: Page) => Promise<void>;
  home: string;
  searches?: 'agent' | 'normal';
  parts?: number;
  /** Holds every function of its area: its sweep must open every route of the area and 'any' (else `screens`). */
  opensEveryRouteOf?: 'agent' | 'normal';
  /**
   * Another account of the agent area: the screens that differ for it (its home and menu, the screens
   * its account kind changes), each of which it must be let open. Every other screen it may open is the
   * same screen agent01's sweep scans, with other rows: scanning them again cost a minute of CI a user.
   */
  screens?: readonly RouteKey[];
}

const USERS: SweptUser[] = [
  // agent01 opens every screen: its sweep runs as two tests, one per worker, on the worker's agent01 page.
  {
    kind: 'agency main account agent01',
    home: '/agent',
    searches: 'agent',
    parts: 2,
    opensEveryRouteOf: 'agent',
  },
  // An enterprise: its own orders, the itinerary screens its account kind enables, its reduced menu.
  {
    kind: 'enterprise corp01',
    signIn: (page) => loginAsAgent(page, ACCOUNTS.corp01),
    home: '/agent',
    screens: ['agentHome', 'teamOrders', 'itineraryIssue', 'itineraryHistory', 'promotional', 'accountInfo', 'changePassword'],
  },
  // Registered, not yet activated: the home's notice, the activation steps, the licence upload form.
  {
    kind: 'pending registration xinghai01',
    signIn: (page) => loginAsAgent(page, ACCOUNTS.xinghai01),
    home: '/agent',
    screens: ['agentHome', 'activation', 'agentInfo', 'accountInfo'],
  },
  // A sub-account with a role (订票员): its reduced menu; the order screens without the buttons its role lacks.
  // After the main accounts: the login form keeps the kind of the last sign-in (子账号登录), as for its user.
  {
    kind: 'sub-account staff01',
    signIn: (page) => loginAsStaff(page, ACCOUNTS.staff01),
    home: '/agent',
    screens: ['agentHome', 'tempGroup', 'teamOrders', 'teamOrderDetail', 'regularPassengers'],
  },
  {
    kind: 'normal user user01',
    signIn: (page) => loginByToken(page, TOKENS.user01),
    home: '/normal/home',
    searches: 'normal',
    opensEveryRouteOf: 'normal',
  },
];

/**
 * Sweeps `part` of `parts` of a user's screens on `page` (signed in first when the user has a way to).
 */
async function sweepUser(page: Page, user: SweptUser, part: number, parts: number): Promise<void> {
  if (user.signIn) await user.signIn(page);
  await expect(page).toHaveURL(user.home);
  const searches = user.searches ? searchPaths(await simulatorNow(page))[user.searches] : [];
  const stored = await storedUser(page);
  const { opens, refused } = user.screens ? screensOf(user.screens, stored) : ownPaths(stored);
  // Whose screens are these: every route of the area for a user that holds all its functions (a route
  // the guard were to refuse it would otherwise leave the sweep unnoticed), its own list for the others.
  const required = user.opensEveryRouteOf
    ? ROUTE_KEYS.filter((key) => ROUTES[key].area === user.opensEveryRouteOf || ROUTES[key].area === 'any').map(samplePath)
    : (user.screens ?? []).map(samplePath);
  expect(required.length, 'a swept user names the screens it must open').toBeGreaterThan(0);
  expect(opens).toEqual(expect.arrayContaining(required));
  // The failed detail last: its toast would still be fading out over the next screen's scan.
  const all = [...opens, ...(refused ? [refused] : []), ...searches, ...EXTRA_SIGNED_IN_PATHS];
  const size = Math.ceil(all.length / parts);
  const mine = all.slice(part * size, (part + 1) * size);
  expect(mine.length).toBeGreaterThan(0);
  const { landed, findings } = await sweep(page, mine);
  expect(findings).toEqual([]);
  // Each address opened its own screen, not the 403 page, the login page or another screen (its home,
  // the screens behind function codes, the searches); the refused one the 403 page.
  const elsewhere = mine
    .filter((path) => path !== refused)
    .map((path) => ({ path, landed: landed.get(path) ?? '' }))
    .filter(({ path, landed: at }) => pathnameOf(at) !== pathnameOf(path));
  expect(elsewhere).toEqual([]);
  if (refused && mine.includes(refused)) expect(pathnameOf(landed.get(refused) ?? '')).toBe(ROUTES.forbidden.path);
}

const title = (name: string) => `${name}: every screen has no WCAG 2 A/AA violation`;

for (const user of USERS.filter((candidate) => !candidate.screens)) {
  const parts = user.parts ?? 1;
  for (let part = 0; part < parts; part += 1) {
    const name = parts > 1 ? `${user.kind} (${part + 1}/${parts})` : user.kind;
    // Every route of the table, one after the other: a sweep passes 60 s on a busy machine.
    if (user.signIn)
      test(title(name), async ({ page }) => {
        test.slow();
        await sweepUser(page, user, part, parts);
      });
    else
      test(title(name), async ({ agentPage }) => {
        test.slow();
        await sweepUser(agentPage, user, part, parts);
      });
  }
}

/**
 * The other accounts of the agent area one after the other on one page, each signed in through the login
 * form once the one before has signed out: each a test of its own paid a fresh browser's first load for a
 * handful of screens.
 */
const otherAccounts = USERS.filter((candidate) => candidate.screens);
test(title(otherAccounts.map((user) => user.kind).join('; ')), async ({ page }) => {
  test.slow();
  for (const [index, user] of otherAccounts.entries()) {
    await test.step(user.kind, async () => {
      if (index > 0) await signOut(page);
      await sweepUser(page, user, 0, 1);
    });
  }
});

test('a team order with names: each tab, the crew-list import and the seat release quote have no WCAG 2 A/AA violation', async ({
  agentPage: page,
}) => {
  // The sweep sees a detail's first tab only: the others (the name list editor among them) open here,
  // each scanned: a dozen scans, like a sweep.
  test.slow();
  // TO100107: BOOKED, deposit paid, 30 of 36 seats named — every tab of a team order with a name list,
  // at a size axe scans in seconds (the same components as a 200-name list, a fifth of the nodes).
  const path = '/agent/orderCenter/order/TO100107';
  await openInApp(page, path);
  await settle(page);
  const findings: Finding[] = [];
  const tabs = page.getByRole('tab');
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    await tabs.filter({ hasText: name }).click();
    await settle(page);
    findings.push(...(await scan(page, `${path} [${name}]`)));
  }

  await page.getByRole('tab', { name: /^旅客名单/ }).click();
  await page.getByRole('button', { name: '导入名单' }).click();
  await expect(page.getByRole('dialog', { name: '导入旅客名单' })).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  findings.push(...(await scan(page, `${path} [导入旅客名单]`)));
  await page
    .getByRole('dialog', { name: '导入旅客名单' })
    .getByRole('button', { name: /^取\s*消$/ })
    .click();

  // 6 seats unnamed: they can be released, and the quote (free allowance, forfeit) shows before the confirm.
  await page.getByRole('button', { name: '取消占座' }).click();
  const release = page.getByRole('dialog', { name: /^取消占座/ });
  await release.getByLabel('释放座位数').fill('1');
  await expect(release.getByText('释放后团队人数')).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  findings.push(...(await scan(page, `${path} [取消占座]`)));
  expect(findings).toEqual([]);
});

test('the refund application dialog (an involuntary refund with its file missing) and the delay dialog (a flight chosen) have no WCAG 2 A/AA violation', async ({
  agentPage: page,
}) => {
  const path = '/agent/orderCenter/order/TO100131';
  await openInApp(page, path);
  await page.getByRole('button', { name: '申请退票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请退票 TO100131' });
  await dialog.getByRole('radio', { name: '非自愿退票' }).check();
  await dialog
    .getByRole('checkbox', { name: /^选择客票/ })
    .first()
    .check();
  await expect(dialog.getByText('非自愿退票免收', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: '提交退票申请' }).click();
  await expect(dialog.getByText('非自愿退票须上传证明材料')).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  const findings = await scan(page, `${path} [申请退票]`);
  await dialog.getByRole('button', { name: /^返\s*回$/ }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: '附加服务' }).click();
  await page.getByRole('button', { name: '申请延期' }).click();
  const delay = page.getByRole('dialog', { name: '申请延期 TO100131' });
  await delay.getByRole('radio').first().check();
  await expect(delay.getByText('合计应付')).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  findings.push(...(await scan(page, `${path} [申请延期]`)));
  expect(findings).toEqual([]);
});

test('the schedule change’s dialogs (改签其他航班 with a flight chosen, 全部/部分退票) have no WCAG 2 A/AA violation', async ({
  agentPage: page,
}) => {
  const path = '/agent/orderCenter/order/TO100101';
  await openInApp(page, path);
  const banner = page.getByRole('region', { name: '航班变动' });
  await banner.getByRole('button', { name: '改签其他航班' }).click();
  const rebook = page.getByRole('dialog', { name: '改签其他航班' });
  await rebook.getByRole('radio').first().check();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  const findings = await scan(page, `${path} [改签其他航班]`);
  await rebook.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(rebook).toHaveCount(0);
  await banner.getByRole('button', { name: '全部/部分退票' }).click();
  await expect(page.getByRole('dialog', { name: /退票$/ })).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  findings.push(...(await scan(page, `${path} [全部/部分退票]`)));
  expect(findings).toEqual([]);
});

test('the series plan (预付明细) with two items chosen and its 合并支付 confirmation have no WCAG 2 A/AA violation', async ({
  agentPage: page,
}) => {
  const path = '/agent/orderCenter/series/SR100101';
  await openInApp(page, path);
  await page.getByRole('tab', { name: '预付明细' }).click();
  const plan = page.getByRole('table', { name: '预付明细' });
  const offered = plan.getByRole('checkbox', { name: /^选择 \d{4}-\d{2}-\d{2} 定金$/, disabled: false });
  await offered.nth(0).check();
  await offered.nth(1).check();
  await expect(page.getByText(/^已选 2 笔/)).toBeVisible();
  const findings = await scan(page, `${path} [预付明细]`);
  await page.getByRole('button', { name: '合并支付' }).click();
  await expect(page.getByRole('dialog', { name: '合并支付' }).getByText(/可用余额/)).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  findings.push(...(await scan(page, `${path} [合并支付]`)));
  expect(findings).toEqual([]);
});

test('the header bell’s panel of what falls due has no WCAG 2 A/AA violation', async ({ agentPage: page }) => {
  await page.getByRole('button', { name: /^待办事项：/ }).click();
  const panel = page.getByRole('region', { name: '待办事项（7天内）' });
  await expect(panel.getByRole('heading', { name: /^今天/ })).toBeVisible();
  await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
  expect(await scan(page, '/agent [待办事项面板]')).toEqual([]);
  // Closed again: the page goes on to the worker's next test.
  await page.getByRole('button', { name: /^待办事项：/ }).click();
  await expect(panel).toBeHidden();
});

test('under the pointer, a link, a primary button and a danger button stay readable (WCAG 2 A/AA)', async ({ agentPage: page }) => {
  // The sweep scans with the pointer away; these are the hover colours every list and form shares.
  await openInApp(page, '/agent/auction');
  await settle(page);
  const findings: Finding[] = [];
  const hovered: [string, Locator][] = [
    ['a list link', page.locator('.ant-table-tbody a').first()],
    ['the primary button', page.locator('.ant-btn-primary').first()],
  ];
  for (const [what, target] of hovered) {
    await target.hover();
    await expect(page.locator('[class*="-motion-"][class*="-active"]')).toHaveCount(0);
    findings.push(...(await scan(page, `/agent/auction [${what} hovered]`)));
  }
  // A danger button: 取消订单 on a team order not yet paid.
  await openInApp(page, '/agent/orderCenter/order/TO100143');
  await settle(page);
  await page.getByRole('button', { name: '取消订单' }).hover();
  findings.push(...(await scan(page, '/agent/orderCenter/order/TO100143 [取消订单 hovered]')));
  expect(findings).toEqual([]);
});

const activeElementName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

// One page for both, as one user goes on: each a test of its own paid a fresh browser's first load.
test('the login form and the main menu work by keyboard alone: Tab to an entry, or arrow keys within the menu, then Enter', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await page.getByLabel('账号', { exact: true }).focus();
  await page.keyboard.type(ACCOUNTS.agent01.userName);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(ACCOUNTS.agent01.password);
  // The password's show/hide toggle is next in the tab order, then the captcha.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '显示' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('请输入右侧验证码')).toBeFocused();
  await page.keyboard.type(await readCaptcha(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/agent');
  await expect(page.getByRole('button', { name: LOGIN_BUTTON })).toHaveCount(0);

  // The home loaded afresh, signed in: focus starts at the top of the page, not where the sign-in left it.
  await page.goto('/agent');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  const menu = page.getByRole('menu');

  // Tab from the top of the page reaches the menu's links; Enter follows one.
  await page.locator('body').focus();
  const newsLink = menu.getByRole('link', { name: '新闻公告' });
  for (let presses = 0; presses < 25 && !(await newsLink.evaluate((link) => link === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(newsLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/new');
  await expect(page.getByRole('heading', { level: 1, name: '新闻公告' })).toBeVisible();

  // The menu itself takes focus; the arrow keys move between entries and Enter opens one.
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => activeElementName(page)).toBe('航班变动提醒');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/airline-change-notice');
  await expect(page.getByRole('heading', { level: 1, name: '航班变动提醒' })).toBeVisible();
});
