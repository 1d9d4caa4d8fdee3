import { expect, type Page } from '@playwright/test';
import { loginByToken, test, TOKENS } from './support';

declare global {
  interface Window {
    /** Whether the document was controlled by the simulator's worker from its first script (init script below). */
    __controlledAtStart?: boolean;
    /** Gateway calls the service worker handed to the page to answer (msw's REQUEST messages; init script below). */
    __callsThroughPage?: number;
  }
}

const GATEWAY_PREFIX = '/b2b-gateway/api/';

/** Counts, in the page, the gateway calls its service worker asks it to answer. */
function countCallsThroughPage(): void {
  window.__callsThroughPage = 0;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'REQUEST') window.__callsThroughPage! += 1;
  });
}

/** The gateway calls the page sent (what the network panel lists). */
function recordGatewayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(GATEWAY_PREFIX))
      calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

/**
 * Resetting the simulator, then reloading or going back, threw "TypeError: Failed to update a
 * ServiceWorker … simulator-worker.js …: Not found" in about 1 run of 4. MSW's worker unregistered itself
 * whenever a page left (no other client at that instant), so the next page started on a registration being
 * removed — msw's unawaited `registration.update()` on it rejected — or on none (a new install). The
 * error itself is a race; that the worker survives every reload and back navigation is not: each page is
 * controlled from its first script.
 */
test('resetting the simulator, then reloading or going back, keeps its worker and throws nothing', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    window.__controlledAtStart = navigator.serviceWorker.controller !== null;
  });
  const simulatorUp = async () => {
    await page.waitForFunction(() => window.__simulator !== undefined);
    return page.evaluate(() => window.__controlledAtStart);
  };

  await page.goto('/login');
  await simulatorUp();
  const controlled: (boolean | undefined)[] = [];
  for (let cycle = 0; cycle < 3; cycle += 1) {
    await page.evaluate(() => window.__simulator?.reset());
    await page.reload();
    controlled.push(await simulatorUp());

    await page.goto('/register');
    controlled.push(await simulatorUp());
    await page.evaluate(() => window.__simulator?.reset());
    await page.goBack();
    controlled.push(await simulatorUp());
  }
  // The last page's update check has settled: an update asked now is queued behind it (the browser
  // runs a registration's update jobs in turn) and answers after it, so a rejection of it would be reported by then.
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) =>
      registration?.update().then(
        () => undefined,
        () => undefined,
      ),
    ),
  );
  expect(pageErrors).toEqual([]);
  expect(controlled).toEqual(Array.from({ length: 9 }, () => true));
});

/**
 * The service worker sends the gateway's calls over a channel to the simulator's own worker: the page's
 * main thread, busy with the screen the answer is for, has no part in them. They stay the page's fetches.
 */
test('the gateway calls are the page’s and reach the simulator without the page answering them', async ({ page }) => {
  const calls = recordGatewayCalls(page);
  await page.addInitScript(countCallsThroughPage);

  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  // The sign-in by the address's token and the home screen's reads, each a fetch of the page.
  expect(calls).toContain(`${GATEWAY_PREFIX}account/token/info`);
  expect(await page.evaluate(() => window.__callsThroughPage)).toBe(0);
});

/**
 * The browser may stop an idle service worker and start it again for the next call: it then has lost the
 * channel (and msw its clients). It asks the page for a new one, and the calls are answered again.
 */
test('a service worker the browser restarted gets a new channel and answers the gateway’s calls again', async ({ page }) => {
  await page.addInitScript(countCallsThroughPage);
  await page.goto('/login');
  await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');

  // A call the simulator answers carries its envelope; the one made as the worker starts again may not.
  const captcha = () =>
    page.evaluate(async (prefix) => {
      const response = await fetch(`${prefix}account/captcha/image`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const text = await response.text();
      return text.includes('"btCommonRes"') ? (JSON.parse(text) as { btCommonRes: { isOk: boolean } }).btCommonRes.isOk : null;
    }, GATEWAY_PREFIX);
  await expect.poll(captcha, { timeout: 15_000 }).toBe(true);
  expect(await captcha()).toBe(true);
  expect(await page.evaluate(() => window.__callsThroughPage)).toBe(0);
});
