#!/usr/bin/env node
/**
 * `npm run bench:order-detail`: the heaviest screen, opened as an agent does — from the team order list,
 * a click on TO100126 (a ticketed charter of 186 passengers) — measured in Debian's Chromium on the demo
 * build (simulator on). Each run is a new browser profile signed in by the README's token link; the list
 * (filtered to TO100126) shown and the network idle; then, in the page, from the click on the order number
 * until the order's screen shows (its header), and until its 旅客名单 tab (clicked as soon as it shows)
 * renders passenger rows. A second click from the list (a revisit, the detail cached) is timed the same.
 * Playwright's click moves the mouse onto the link just before it clicks (no time to spare for a hover
 * prefetch, as a fast user); `--hover-ms 150` rests the pointer on the number that long first, as a
 * person reading the row does (the clock still starts at the click). Medians of the runs, printed, never
 * asserted; beside them the main thread's CPU time over the same span (Chromium's `ThreadTime`), which a
 * machine shared with other work inflates far less than the wall times (compare builds by it at
 * `--cpu-slowdown 1`: the throttle's own pauses count as the thread's time).
 *
 * `--cpu-slowdown 3` slows the page's CPU three times (Chromium's throttle: an old office PC). `--trace`
 * adds one more run whose first visit and revisit are each recorded as a Chromium performance trace (the
 * build then carries source maps) and prints their long tasks from the click until the rows show, and who
 * owns them (scripts/lib/trace.mjs); `--trace-out file.json` keeps the traces for the DevTools Performance
 * panel (the revisit's as file-revisit.json). The page marks `bench:click`, `bench:screen` and `bench:rows`.
 *
 * Usage: npm run bench:order-detail [-- --runs 5] [-- --no-build [-- --out-dir dist-x]] [-- --hover-ms 150] [-- --port N]
 *        [-- --cpu-slowdown 3] [-- --trace] [-- --trace-out order.json]
 */
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { argValue, CHROME, CPU_SLOWDOWN, describeRun, portArg, ROOT, throttle, VITE, waitForPreview } from './lib/measure.mjs';
import { printTraceSummary, summariseTrace, TRACE_CATEGORIES } from './lib/trace.mjs';

const root = ROOT;
const RUNS = Number(argValue('--runs', '5'));
const PORT = await portArg();
const TRACE_OUT = argValue('--trace-out', undefined);
const TRACE = process.argv.includes('--trace') || TRACE_OUT !== undefined;
const HOVER_MS = Number(argValue('--hover-ms', '0'));
// `--out-dir` with `--no-build`: a build made elsewhere (another commit's, to compare two builds turn about).
const OUT_DIR = argValue('--out-dir', 'dist-bench-order');
const chrome = CHROME;
const TOKEN = '/?tokenId=demo-agent01&tokenUUID=00000000-0000-4000-8000-000000000001';
const ORDER = 'TO100126';

if (!process.argv.includes('--no-build')) {
  execSync(`node ${VITE} build --mode demo --outDir ${OUT_DIR} --logLevel error${TRACE ? ' --sourcemap' : ''}`, {
    cwd: root,
    stdio: 'inherit',
  });
}
const server = spawn(process.execPath, [VITE, 'preview', '--mode', 'demo', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});

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

/**
 * Arms the in-page clock: the next click on the order number starts it; it stops when the order's header
 * shows, then clicks 旅客名单 as soon as the tab is there and stops again at its first passenger row.
 */
function arm(orderNo) {
  window.__bench = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || event.target.closest('a')?.textContent !== orderNo) return;
        const started = performance.now();
        performance.mark('bench:click');
        const times = {};
        let done = false;
        const check = () => {
          if (done) return;
          const tab = document.querySelector('[role="tab"][id$="-tab-passengers"]');
          if (times.screen === undefined && location.pathname.endsWith(`/${orderNo}`) && tab) {
            times.screen = performance.now() - started;
            performance.mark('bench:screen');
          }
          if (times.screen !== undefined) {
            if (tab?.getAttribute('aria-selected') !== 'true') tab?.click();
            if (document.querySelector('[role="tabpanel"][id$="-panel-passengers"] tbody tr:not([aria-hidden="true"])')) {
              times.rows = performance.now() - started;
              done = true;
              performance.mark('bench:rows');
              // When the order's answer reached the page (its start may precede the click: a press prefetches).
              const answer = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.endsWith('/order/detail'))
                .at(-1);
              times.answer = answer && answer.responseEnd > started ? answer.responseEnd - started : 0;
              observer.disconnect();
              clearInterval(fallback);
              resolve(times);
            }
          }
        };
        // Looked at when the page changes, not at every frame: two selector queries of the whole document
        // per frame were ~5 % of the page's main thread at 3× — the bench slowing what it measures. The
        // interval only catches a change no DOM mutation follows.
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
        const fallback = setInterval(check, 100);
        check();
      },
      { capture: true, once: true },
    );
  });
}

/** The page's main-thread CPU time so far (ms; Chromium's `ThreadTime`): little moved by the machine's load (at 1×). */
async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

async function openFromList(page, cdp) {
  const cpuBefore = await threadTime(cdp);
  await page.evaluate(arm, ORDER);
  const link = page.getByRole('link', { name: ORDER, exact: true });
  if (HOVER_MS > 0) {
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
  }
  await link.click();
  const times = await page.evaluate(() =>
    Promise.race([
      window.__bench,
      new Promise((_, reject) =>
        setTimeout(
          () =>
            reject(
              new Error(
                `not shown: ${location.pathname} ${document.querySelector(`[role="tab"][id$="-tab-passengers"]`)?.getAttribute('aria-selected')} ${document.querySelectorAll(`[id$="-panel-passengers"] tbody tr`).length}`,
              ),
            ),
          30_000,
        ),
      ),
    ]),
  );
  // The main thread's CPU from just before the click until the rows showed (the bench's own calls included).
  return { ...times, cpu: (await threadTime(cdp)) - cpuBefore };
}

/** The trace's clock (µs) at a mark the page made. */
function markAt(events, name) {
  return events.find((event) => event.name === name && event.cat?.includes('blink.user_timing'))?.ts;
}

let describedPage = null;

async function run({ trace = false } = {}) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await throttle(page);
  await cdp.send('Performance.enable');
  describedPage ??= page;
  await page.goto(TOKEN);
  await page.getByRole('heading', { level: 1, name: '首页' }).waitFor({ timeout: 60_000 });
  await page.goto(`/agent/orderCenter/order?orderNo=${ORDER}`);
  const link = page.getByRole('link', { name: ORDER, exact: true });
  await link.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const traced = async (label, visit) => {
    if (!trace) return visit();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const times = await visit();
    const buffer = await browser.stopTracing();
    if (TRACE_OUT) writeFileSync(label === 'first visit' ? TRACE_OUT : TRACE_OUT.replace(/(\.json)?$/, '-revisit.json'), buffer);
    const parsed = JSON.parse(buffer.toString('utf8'));
    const events = parsed.traceEvents;
    const summary = await summariseTrace(parsed, {
      distDir: path.join(root, OUT_DIR),
      from: markAt(events, 'bench:click'),
      to: markAt(events, 'bench:rows'),
    });
    printTraceSummary(
      `Trace of the ${label}, click → passenger rows (${times.rows.toFixed(0)} ms; the order shown at ${times.screen.toFixed(0)} ms)`,
      summary,
    );
    return times;
  };
  const first = await traced('first visit', () => openFromList(page, cdp));
  if (describedPage === page) console.log(await describeRun(browser, page));
  await page.goBack();
  await link.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const revisit = await traced('revisit', () => openFromList(page, cdp));
  await context.close();
  return { first, revisit };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForPreview(PORT);
  await run(); // warm-up: the server's and the disk's caches
  const samples = [];
  for (let index = 0; index < RUNS; index += 1) {
    const sample = await run();
    samples.push(sample);
    console.log(
      `run ${index + 1}: first visit ${sample.first.answer.toFixed(0)} ms answer, ${sample.first.screen.toFixed(0)} ms screen, ${sample.first.rows.toFixed(0)} ms rows (main-thread CPU ${sample.first.cpu.toFixed(0)} ms); revisit ${sample.revisit.screen.toFixed(0)} / ${sample.revisit.rows.toFixed(0)} ms (CPU ${sample.revisit.cpu.toFixed(0)} ms)`,
    );
  }
  const of = (visit, mark) => median(samples.map((sample) => sample[visit][mark])).toFixed(0);
  console.log(
    `\n${ORDER} from the team order list, demo build, median of ${RUNS}${HOVER_MS > 0 ? `, the pointer resting ${HOVER_MS} ms before the click` : ''}, CPU slowdown ${CPU_SLOWDOWN}×:`,
  );
  console.log(
    `  first visit: the order's answer ${of('first', 'answer')} ms, order shown ${of('first', 'screen')} ms, passenger rows ${of('first', 'rows')} ms`,
  );
  console.log(`  revisit:     order shown ${of('revisit', 'screen')} ms, passenger rows ${of('revisit', 'rows')} ms`);
  console.log(
    `  main-thread CPU, click → rows (compare builds by it on a shared machine, at --cpu-slowdown 1): first visit ${of('first', 'cpu')} ms, revisit ${of('revisit', 'cpu')} ms`,
  );
  if (TRACE) await run({ trace: true });
} finally {
  await browser.close();
  server.kill();
}
