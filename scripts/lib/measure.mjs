/**
 * What the measuring scripts (startup, lighthouse, bench:order-detail, bench:todo, bench:menu) share: where
 * the project is, Vite's own script, their `--name value` arguments, the port they serve on, the browser
 * they measure in and the CPU slowdown they measure at.
 */
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
/** Vite's own script, run by this node: `npx vite` would leave the server running when npx is killed. */
export const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
/** The full browser a user has (not the tests' headless shell), or CHROMIUM_PATH. */
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The value after `--name` on the command line, or `fallback`. */
export function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/**
 * `--cpu-slowdown N` (default 1): the page's CPU slowed N times by Chromium's own throttle
 * (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset does at 4×), to stand for an office PC
 * slower than the machine measuring.
 */
export const CPU_SLOWDOWN = Number(argValue('--cpu-slowdown', '1'));
if (!(CPU_SLOWDOWN >= 1)) throw new Error(`--cpu-slowdown must be a number ≥ 1, not ${argValue('--cpu-slowdown')}`);

/**
 * A port nobody listens on, from the system's ephemeral range: several people measure on one machine, and a
 * fixed port (4173, 42xx) collides with someone's preview or test server. `--port N` chooses one instead.
 */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `--port N` (or `--<name> N`), else a free port. */
export async function portArg(name = '--port') {
  const given = argValue(name, undefined);
  return given === undefined ? freePort() : Number(given);
}

/**
 * Slows `page`'s CPU by CPU_SLOWDOWN (nothing at 1) through a CDP session of its own, which the caller may
 * use for more (tracing). The rate holds across the page's navigations (same renderer, same session).
 */
export async function throttle(page, rate = CPU_SLOWDOWN) {
  const cdp = await page.context().newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * The slowdown the page really runs at: a fixed loop timed in the page, against the same loop in a page
 * of the same browser without the throttle. Printed beside the figures, so a run says which rate it ran at
 * (and that the throttle took).
 */
export async function measuredSlowdown(browser, throttledPage) {
  // ~50 ms unthrottled: the throttle works in slices of wall time, so a shorter loop can fall between them.
  const loop = () => {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 1e7; i += 1) x = (x + i * 7) % 1000003;
    return [performance.now() - started, x];
  };
  const context = await browser.newContext();
  const plain = await context.newPage();
  const ratios = [];
  // Turn about, so the machine's load moves both sides alike.
  for (let run = 0; run < 5; run += 1) {
    const base = (await plain.evaluate(loop))[0];
    ratios.push((await throttledPage.evaluate(loop))[0] / base);
  }
  await context.close();
  return percentile(ratios, 0.5);
}

/** One line naming the rate a run was measured at and the machine's load, for every script's header. */
export async function describeRun(browser, throttledPage) {
  const [one, five] = (await import('node:os')).loadavg();
  const rate = throttledPage ? ` (measured in the page: ${(await measuredSlowdown(browser, throttledPage)).toFixed(1)}×)` : '';
  return `CPU slowdown ${CPU_SLOWDOWN}×${rate}; load average ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min)`;
}

/** Resolves once a preview server on `port` answers /login (20 s at most). */
export async function waitForPreview(port) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`preview server on ${port} did not start`);
}

/** The p-th share (0–1) of `values`, nearest rank. */
export const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil(share * values.length) - 1))];
