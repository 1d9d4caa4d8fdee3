#!/usr/bin/env node
/**
 * Lighthouse's desktop run on /login, in Debian's Chromium, of the production build (simulator off) and
 * the demo build (simulator on), one after the other in one run. Prints each build's category scores and
 * paint timings. Lighthouse is fetched by npx on first use, so it is not part of every install (13.x asks
 * for Node 22; it runs on this project's Node 20 with a warning of npm's). The servers take free ports.
 * `--cpu-slowdown 3` has Lighthouse slow the CPU three times more than its desktop preset does (none).
 * `--runs N` measures each build N times, turn about (production, demo, production…), and prints each
 * run, then each build's median score and Total Blocking Time: on a shared machine one run moves by 20
 * points. Each run prints its long tasks (Lighthouse's long-tasks audit: start, length, script URL).
 * `--production-dir` / `--demo-dir` with `--no-build`: builds made elsewhere (another commit's).
 * `--production-port` / `--demo-port`: the previews' ports (else free ones).
 * Usage: npm run lighthouse [-- --url /path] [-- --only production|demo] [-- --no-build] [-- --cpu-slowdown 3] [-- --runs 5]
 */
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, CHROME, CPU_SLOWDOWN, freePort, portArg, ROOT, VITE } from './lib/measure.mjs';

const root = ROOT;
const route = argValue('--url', '/login');
const only = argValue('--only', undefined);
const RUNS = Number(argValue('--runs', '1'));
const chrome = CHROME;
/**
 * The production build calls the airline's gateway, which is not reachable here: a page whose first call
 * fails logs a network error (Lighthouse's best practices count it). It is measured against a stand-in at
 * this port answering /login's one call (the image captcha) as the gateway does, CORS with credentials
 * included, so the score is the portal's and not the missing network's.
 */
const GATEWAY_PORT = await freePort();
const BUILDS = [
  {
    name: 'production',
    mode: 'production',
    outDir: argValue('--production-dir', 'dist'),
    port: await portArg('--production-port'),
    env: { VITE_GATEWAY_BASE: `http://127.0.0.1:${GATEWAY_PORT}` },
    // As a deployment does (README, "Deployment"): without it the preview answers config.json with the page
    // itself, and the portal logs that it is no JSON (a console error Lighthouse counts).
    config: { gatewayBase: `http://127.0.0.1:${GATEWAY_PORT}` },
  },
  { name: 'demo', mode: 'demo', outDir: argValue('--demo-dir', 'dist-demo'), port: await portArg('--demo-port') },
].filter((build) => !only || build.name === only);

const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="36"><rect width="100" height="36" fill="#f5f5f5"/>' +
  '<text x="16" y="25" font-size="20" font-family="monospace" fill="#c8161d">7K3P</text></svg>';

function standInGateway() {
  const server = createServer((request, response) => {
    const origin = request.headers.origin ?? '*';
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'content-type');
      response.writeHead(204).end();
      return;
    }
    request.resume();
    request.on('end', () => {
      const known = request.url?.endsWith('/account/captcha/image');
      const body = known
        ? {
            captchaKey: 'lighthouse',
            captchaImage: `data:image/svg+xml;base64,${Buffer.from(CAPTCHA_SVG).toString('base64')}`,
            btCommonRes: { isOk: true, serialNo: 'LH0001' },
          }
        : { btCommonRes: { isOk: false, errorCode: 'B2T-2004-00-001', errorMsg: '测量用网关只应答图形验证码', serialNo: 'LH0002' } };
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(GATEWAY_PORT, '127.0.0.1', () => resolve(server)));
}

async function serve(build) {
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--mode', build.mode, '--outDir', build.outDir, '--port', String(build.port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
      // The Content-Security-Policy's connect-src must allow the stand-in gateway (vite.config.ts).
      env: { ...process.env, ...(build.env?.VITE_GATEWAY_BASE ? { PORTAL_GATEWAY_ORIGIN: build.env.VITE_GATEWAY_BASE } : {}) },
    },
  );
  const url = `http://127.0.0.1:${build.port}${route}`;
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${url} did not answer`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run of `build` (built, its config written, its server started): its score and TBT. */
async function measure(build, run) {
  const target = `http://127.0.0.1:${build.port}${route}`;
  const report = path.join(root, build.outDir, 'lighthouse.json');
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  execSync(
    `npx --yes lighthouse@13 ${target} --preset=desktop --quiet --output=json --output-path=${report} ` +
      `--only-categories=performance,accessibility,best-practices,seo --chrome-flags="${flags}"` +
      (CPU_SLOWDOWN > 1 ? ` --throttling-method=devtools --throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}` : ''),
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const [one, five] = (await import('node:os')).loadavg();
  console.log(
    `Lighthouse desktop, ${build.name} build${RUNS > 1 ? ` (run ${run + 1} of ${RUNS})` : ''}, ${target}, CPU slowdown ${CPU_SLOWDOWN}×; load average ${one.toFixed(2)} / ${five.toFixed(2)}`,
  );
  for (const [name, category] of Object.entries(result.categories)) {
    console.log(`  ${name.padEnd(16)} ${Math.round(category.score * 100)}`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${id.padEnd(26)} ${result.audits[id].displayValue}`);
  }
  const tasks = result.audits['long-tasks']?.details?.items ?? [];
  if (tasks.length > 0) {
    const described = [...tasks]
      .sort((a, b) => a.startTime - b.startTime)
      .map((task) => `+${Math.round(task.startTime)} ${Math.round(task.duration)} ms ${task.url.replace(/^.*\//, '')}`);
    console.log(`  long tasks: ${described.join('; ')}`);
  }
  const failing = Object.values(result.categories)
    .flatMap((category) => category.auditRefs.map((ref) => result.audits[ref.id]))
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
  for (const audit of failing) console.log(`  ✗ ${audit.id}: ${audit.title}`);
  return { score: Math.round(result.categories.performance.score * 100), tbt: result.audits['total-blocking-time'].numericValue };
}

const gateway = await standInGateway();
const servers = new Map();
try {
  for (const build of BUILDS) {
    if (!process.argv.includes('--no-build')) {
      execSync(`node ${VITE} build --mode ${build.mode} --outDir ${build.outDir} --logLevel warn`, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...build.env },
      });
    }
    if (build.config) writeFileSync(path.join(root, build.outDir, 'config.json'), JSON.stringify(build.config));
    servers.set(build, await serve(build));
  }
  const results = new Map(BUILDS.map((build) => [build, []]));
  // Turn about, so that the machine's load moves both builds alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const build of BUILDS) results.get(build).push(await measure(build, run));
  }
  if (RUNS > 1) {
    console.log(`\nMedians of ${RUNS} runs each (CPU slowdown ${CPU_SLOWDOWN}×):`);
    for (const [build, runs] of results) {
      console.log(
        `  ${build.name.padEnd(10)} performance ${median(runs.map((r) => r.score))} (${runs.map((r) => r.score).join(', ')}), ` +
          `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms (${runs.map((r) => Math.round(r.tbt)).join(', ')})`,
      );
    }
  }
} finally {
  for (const server of servers.values()) server.kill();
  // Not left for the other scripts' runs of this build, which answer the gateway's calls themselves.
  for (const build of BUILDS) if (build.config) rmSync(path.join(root, build.outDir, 'config.json'), { force: true });
  gateway.close();
}
