#!/usr/bin/env node
/**
 * `npm run startup`: how long the demo build (simulator on) takes to show its first screens, against
 * the production build (simulator off), measured in one run in Debian's Chromium.
 *
 * - first visit: a new browser profile (no service worker, no saved simulator state) opens /login;
 *   the time until the login form shows, and until the captcha image shows (its gateway call answered).
 * - signed-in reload: agent01 is signed in (token login) and the home has shown once; /agent is opened
 *   again; the time until the home's h1 shows (the home's loader has read all its gateway calls).
 *
 * The production build's gateway is played back: the answers the demo's simulator gave in the same
 * round, served by Playwright at once (`page.route`). So production stands for "the app with a gateway
 * that answers instantly", the fairest baseline the demo can be held to. Figures are medians of the
 * rounds (first round discarded as warm-up), printed, never asserted.
 *
 * `--cpu-slowdown 3` slows every page's CPU three times (Chromium's throttle: an old office PC). `--trace`
 * records one more first visit to /login of each build as a Chromium performance trace and prints its long
 * tasks until a second after the captcha shows, and who owns them (scripts/lib/trace.mjs): the simulator's
 * start beside the login page shows there. `--trace-out prefix` keeps them (prefix-demo.json, prefix-production.json).
 *
 * Usage: npm run startup [-- --rounds 7] [-- --no-build] [-- --cpu-slowdown 3] [-- --trace] [-- --trace-out /tmp/login]
 */
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { argValue, CHROME, CPU_SLOWDOWN, describeRun, freePort, ROOT, throttle, VITE, waitForPreview } from './lib/measure.mjs';
import { printTraceSummary, summariseTrace, TRACE_CATEGORIES } from './lib/trace.mjs';

const root = ROOT;
const ROUNDS = Number(argValue('--rounds', '7'));
const chrome = CHROME;
const GATEWAY_PREFIX = '/b2b-gateway/api';
const TOKEN = '/?tokenId=demo-agent01&tokenUUID=00000000-0000-4000-8000-000000000001';
const TRACE_OUT = argValue('--trace-out', undefined);
const TRACE = process.argv.includes('--trace') || TRACE_OUT !== undefined;
const BUILDS = {
  production: { mode: 'production', outDir: 'dist', port: await freePort() },
  demo: { mode: 'demo', outDir: 'dist-demo', port: await freePort() },
};

if (!process.argv.includes('--no-build')) {
  for (const build of Object.values(BUILDS)) {
    execSync(`node ${VITE} build --mode ${build.mode} --outDir ${build.outDir} --logLevel error${TRACE ? ' --sourcemap' : ''}`, {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

const servers = Object.values(BUILDS).map((build) =>
  spawn(process.execPath, [VITE, 'preview', '--mode', build.mode, '--outDir', build.outDir, '--port', String(build.port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  }),
);

const browser = await chromium.launch({
  executablePath: chrome,
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
});

/** The gateway's answers by path, as the demo's simulator gave them (the last one of each path). */
const recorded = new Map();

async function newContext(build) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${build.port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  if (build === BUILDS.production) {
    await context.route(`**${GATEWAY_PREFIX}/**`, async (route) => {
      const answer = recorded.get(new URL(route.request().url()).pathname);
      if (!answer) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
  } else {
    context.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith(GATEWAY_PREFIX)) return;
      try {
        recorded.set(url.pathname, { status: response.status(), headers: response.headers(), body: await response.body() });
      } catch {
        // the page went on before the body was read
      }
    });
  }
  return context;
}

/** Milliseconds from starting the navigation until `locator` is visible. */
async function timeTo(page, url, locators) {
  const started = performance.now();
  const navigation = page.goto(url, { waitUntil: 'commit' });
  const times = {};
  await navigation;
  for (const [name, locator] of Object.entries(locators)) {
    await locator(page).waitFor({ state: 'visible', timeout: 60_000 });
    times[name] = performance.now() - started;
  }
  return times;
}

const loginForm = (page) => page.getByRole('heading', { name: '欢迎登录' });
const captcha = (page) => page.locator('img[alt="图形验证码"]');
const agentHome = (page) => page.getByRole('heading', { level: 1, name: '首页', exact: true });

let described = false;

async function round(build) {
  const context = await newContext(build);
  const page = await context.newPage();
  await throttle(page);
  if (!described) {
    described = true;
    console.log(await describeRun(browser, page));
  }
  const first = await timeTo(page, '/login', { form: loginForm, captcha });
  // Signed in, the home shown once: the cache warm, the session stored, as an agent at work.
  await page.goto(TOKEN);
  await agentHome(page).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const reload = await timeTo(page, '/agent', { home: agentHome });
  await context.close();
  return { firstForm: first.form, firstCaptcha: first.captcha, reload: reload.home };
}

/** A first visit to /login traced: its long tasks until a second after the captcha shows. */
async function traceLogin(build) {
  const context = await newContext(build);
  const page = await context.newPage();
  await throttle(page);
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const times = await timeTo(page, '/login', { form: loginForm, captcha });
  await page.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  if (TRACE_OUT) writeFileSync(`${TRACE_OUT}-${build.mode}.json`, buffer);
  const parsed = JSON.parse(buffer.toString('utf8'));
  await context.close();
  const summary = await summariseTrace(parsed, { distDir: path.join(root, build.outDir), urlPart: `127.0.0.1:${build.port}` });
  printTraceSummary(
    `Trace of a first visit to /login, ${build.mode} build (form ${times.form.toFixed(0)} ms, captcha ${times.captcha.toFixed(0)} ms)`,
    summary,
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await Promise.all(Object.values(BUILDS).map((build) => waitForPreview(build.port)));
  const samples = { production: [], demo: [] };
  for (let index = 0; index <= ROUNDS; index += 1) {
    // The demo first: production replays what it answered in this round.
    const demo = await round(BUILDS.demo);
    const production = await round(BUILDS.production);
    if (index === 0) continue; // warm-up: the OS file cache, Chromium's first start
    samples.demo.push(demo);
    samples.production.push(production);
  }
  const rows = [
    ['first visit: login form shown', 'firstForm'],
    ['first visit: captcha shown (1st call)', 'firstCaptcha'],
    ['signed-in reload of /agent: home shown', 'reload'],
  ];
  console.log(
    `\nStartup, ms (median of ${ROUNDS} rounds; Chromium, 1440×900, CPU slowdown ${CPU_SLOWDOWN}×, ${process.env.CI ? 'CI' : 'local'})`,
  );
  console.log(`  ${'what'.padEnd(42)} ${'production'.padStart(10)} ${'demo'.padStart(8)} ${'demo/prod'.padStart(10)}`);
  for (const [label, key] of rows) {
    const production = median(samples.production.map((sample) => sample[key]));
    const demo = median(samples.demo.map((sample) => sample[key]));
    console.log(
      `  ${label.padEnd(42)} ${production.toFixed(0).padStart(10)} ${demo.toFixed(0).padStart(8)} ${(demo / production).toFixed(2).padStart(9)}×`,
    );
  }
  if (TRACE) {
    await traceLogin(BUILDS.demo);
    await traceLogin(BUILDS.production);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
