import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) over `npm run demo`:
 * a production build with the gateway simulator on, served at http://127.0.0.1:4173.
 *
 * Its headless shell (package chromium-headless-shell, which `.ci/run` installs) when it is there: the
 * same Blink and V8 without the full browser's layer above them. It ran the whole suite with 31 % less
 * CPU than /usr/bin/chromium in its headless mode (769 against 1,112 CPU-s; docs/performance.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** Another port for a second checkout's tests beside this one (`E2E_PORT=4174 npx playwright test`). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build (simulator off) and the gateway it calls over HTTP (`npm run gateway`), beside the demo's. */
const PRODUCTION_PORT = PORT + 10;
const GATEWAY_PORT = 8788 + (PORT - 4173);
const GATEWAY_ORIGIN = `http://127.0.0.1:${GATEWAY_PORT}`;
/** The gateway's control token for the tests (tests/e2e-gateway/support.ts reads the same). */
const GATEWAY_CONTROL_TOKEN = process.env.GATEWAY_CONTROL_TOKEN ?? `e2e-control-token-${GATEWAY_PORT}`;

export default defineConfig({
  projects: [
    // The production build against a gateway it did not start in the browser: the simulator over real HTTP.
    // One test at a time: they share the gateway, and one moves its clock. Listed first, so that its chain of
    // tests starts at once on one worker beside the others' (the scheduler passes over a project at its
    // limit to the next test); listed last, the chain ran alone on one worker after every demo test.
    { name: 'production', testDir: 'tests/e2e-gateway', workers: 1, use: { baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` } },
    { name: 'demo', testDir: 'tests/e2e', testIgnore: /beijing-time\.spec\.ts/ },
    // A browser outside China: the portal's times are Beijing's whatever the computer's zone.
    { name: 'demo-utc', testDir: 'tests/e2e', testMatch: /beijing-time\.spec\.ts/, use: { timezoneId: 'UTC' } },
  ],
  // Waits sized for a slow machine (one core shared with the server and the browser), not for this one.
  // A test's limit is its length there, not a hang detector (each step has its own wait): the scattered
  // journey took 66 s on a quiet machine and 114–120 s on a fresh clone with a busy loop taking a core,
  // against the 120 s it had. A step waits up to 30 s (an antd screen's chunk, loaders and render on a
  // loaded machine); a page load up to FIRST_SCREEN_MS (tests/e2e/support.ts). No retries: a test that
  // passes only on a second try is a defect to fix.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // As a user who asked the system for less motion: the portal then turns antd's motion off (src/app/theme.ts),
    // so no test waits for a drawer to slide in or a popup to zoom, and Chromium renders no animation frames.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: PORT === 4173 ? 'npm run demo' : `npm run demo -- --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Fresh state for every run, in a folder of its own (never the developer's .gateway-data/state.db).
      command: `node scripts/gateway.mjs --port ${GATEWAY_PORT} --data .gateway-data/e2e-${GATEWAY_PORT} --reset --control-token ${GATEWAY_CONTROL_TOKEN}`,
      url: `${GATEWAY_ORIGIN}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build behind Debian's nginx with the committed deploy/nginx.conf (not vite preview).
      command: `node scripts/serve-production.mjs --port ${PRODUCTION_PORT} --gateway ${GATEWAY_ORIGIN}`,
      url: `http://127.0.0.1:${PRODUCTION_PORT}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
