#!/usr/bin/env node
/**
 * `npm run bench:todo`: the 待办事项 list's first load, measured in-app in Debian's Chromium on the
 * demo build (simulator on): signed in by the README's token link on the home page, then, in the page, from
 * the router's navigation to /agent/todo until its table shows its rows — the screen's chunk, the gateway
 * call (every kind of item derived from the state) and the render. Each run is a new browser profile (a cold
 * cache of the list). Prints each run, the median and the p95 — aim: p95 under 300 ms; never asserted.
 *
 * `--cpu-slowdown 3` slows the page's CPU three times (Chromium's throttle: an old office PC).
 *
 * Usage: npm run bench:todo [-- --runs 10] [-- --no-build] [-- --port N] [-- --cpu-slowdown 3]
 */
import { execSync, spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { argValue, CHROME, CPU_SLOWDOWN, describeRun, percentile, portArg, ROOT, throttle, VITE, waitForPreview } from './lib/measure.mjs';

const RUNS = Number(argValue('--runs', '10'));
const PORT = await portArg();
const OUT_DIR = 'dist-demo';
const TOKEN = '/?tokenId=demo-agent01&tokenUUID=00000000-0000-4000-8000-000000000001';

if (!process.argv.includes('--no-build')) {
  execSync(`node ${VITE} build --mode demo --outDir ${OUT_DIR} --logLevel error`, { cwd: ROOT, stdio: 'inherit' });
}
const server = spawn(process.execPath, [VITE, 'preview', '--mode', 'demo', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort'], {
  cwd: ROOT,
  stdio: 'ignore',
});

try {
  await waitForPreview(PORT);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const times = [];
  const calls = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`http://127.0.0.1:${PORT}${TOKEN}`);
    await page.waitForURL(/\/agent$/, { timeout: 90_000 });
    await page.getByText('您好，').waitFor();
    await page.waitForLoadState('networkidle');
    if (run === 0) console.log(await describeRun(browser, page));
    const ms = await page.evaluate(async () => {
      const start = performance.now();
      void window.__router.navigate('/agent/todo');
      while (!document.querySelector('.ant-table-tbody tr[data-row-key]')) await new Promise((resolve) => requestAnimationFrame(resolve));
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/todo/due/query') && entry.startTime >= start)[0];
      return { total: performance.now() - start, call: call ? call.duration : NaN };
    });
    times.push(ms.total);
    calls.push(ms.call);
    console.log(`run ${run + 1}: ${ms.total.toFixed(0)} ms (the gateway call ${ms.call.toFixed(0)} ms)`);
    await context.close();
  }
  await browser.close();
  console.log(
    `待办事项 first load in-app: median ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms (${RUNS} runs, CPU slowdown ${CPU_SLOWDOWN}×; aim p95 < 300 ms); its gateway call: median ${percentile(calls, 0.5).toFixed(0)} ms`,
  );
} finally {
  server.kill();
}
