import { expect } from '@playwright/test';
import { test } from './support';

declare global {
  interface Window {
    /** Whether the document was controlled by the simulator's worker from its first script (init script below). */
    __controlledAtStart?: boolean;
  }
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
