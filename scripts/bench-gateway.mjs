#!/usr/bin/env node
/**
 * `npm run bench:gateway`: `npm run gateway`'s calls under load, with autocannon. The gateway runs as a child
 * process as an operator runs it (a fresh data folder, SQLite, the request log written to a file there);
 * agent01 is signed in once and every client uses that session.
 *
 * - reads: POST /order/list, a page of 10 team orders;
 * - writes: a temporary group of 10 booked (POST /temp/order/create), each on another flight or day (widebodies,
 *   as many groups of 10 as its group seats left take), its price asked beforehand, so that every call books;
 * each with 1 and with 20 concurrent clients, for --duration seconds. Prints p50, p95, max (ms) and calls per
 * second for each, the answers that were not isOk, the gateway process's CPU time per call (from /proc: what
 * a call costs whatever else the machine runs; also in the scenario's first and last 2 seconds, to show
 * whether a call costs more as the run adds orders) and the machine's load average (uptime): the latencies of a
 * loaded machine are not those of a quiet one. Goals (docs/performance.md): reads with 20 clients p95 ≤ 100 ms
 * and ≥ 300 calls/s; writes p95 ≤ 250 ms. Printed, never asserted.
 *
 *   npm run bench:gateway [-- --duration 10] [-- --durability normal|full] [-- --only reads|writes] [-- --profile]
 *
 * --profile starts the gateway under `node --cpu-prof` and leaves the profile (.cpuprofile, for Chrome's
 * DevTools) in the data folder, which is kept and named.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/measure.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    durability: { type: 'string', default: 'normal' },
    profile: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const PREFIX = '/b2b-gateway/api';
const ORIGIN = 'http://127.0.0.1:4173';
const TOKEN = 'bench-control-token-0123456789';
const NOW = '2026-11-23T09:00:00+08:00';
/** Widebodies with their routes: the flight query tells each departure's group seats left. */
const FLIGHTS = [
  ['XY5001', 'PVG', 'PKX'],
  ['XY5011', 'PVG', 'CAN'],
  ['XY5031', 'PVG', 'SYX'],
  ['XY5103', 'PVG', 'CTU'],
  ['XY5002', 'PKX', 'PVG'],
  ['XY5012', 'CAN', 'PVG'],
];

const dataDir = await mkdtemp(join(tmpdir(), 'bench-gateway-'));
const nodeArgs = values.profile ? ['--cpu-prof', '--cpu-prof-dir', dataDir] : [];
// The request log goes to a file in the data folder, as an operator's log file or journal takes it: a pipe
// read by this process — busy driving autocannon on a loaded machine — filled up, and pino's synchronous
// write then waits on it (100 ms at a time), which measured this script, not the gateway.
const logFile = join(dataDir, 'gateway.log');
const logFd = openSync(logFile, 'a');
const child = spawn(
  process.execPath,
  [
    ...nodeArgs,
    'scripts/gateway.mjs',
    '--port',
    '0',
    '--data',
    dataDir,
    '--reset',
    '--control-token',
    TOKEN,
    '--durability',
    values.durability,
  ],
  {
    cwd: ROOT,
    stdio: ['ignore', logFd, 'inherit'],
  },
);
closeSync(logFd);
const base = await new Promise((resolveUrl, reject) => {
  const exited = (code) => {
    clearInterval(poll);
    reject(new Error(`gateway exited (${code}): ${readFileSync(logFile, 'utf8').slice(-2000)}`));
  };
  child.once('exit', exited);
  const poll = setInterval(() => {
    const listening = /gateway listening on (\S+)/.exec(readFileSync(logFile, 'utf8'));
    if (!listening) return;
    clearInterval(poll);
    child.off('exit', exited);
    resolveUrl(listening[1]);
  }, 50);
});

const json = { 'Content-Type': 'application/json' };
async function control(method, path, body) {
  const response = await fetch(`${base}/__simulator${path}`, {
    method,
    headers: { ...json, Authorization: `Bearer ${TOKEN}` },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
  return response.json();
}
let cookie = '';
async function call(path, body) {
  const response = await fetch(`${base}${PREFIX}${path}`, {
    method: 'POST',
    headers: { ...json, Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = response.headers.getSetCookie()[0];
  if (set) cookie = set.split(';')[0];
  return response.json();
}

await control('POST', '/reset', { now: NOW });
const { captchaKey } = await call('/account/captcha/image', {});
const { code } = await control('GET', `/captcha?key=${captchaKey}`);
const login = await call('/account/agent/login', { userName: 'agent01', password: 'Agent@2026', captchaKey, captchaCode: code });
if (!login.btCommonRes.isOk) throw new Error(`sign-in refused: ${JSON.stringify(login.btCommonRes)}`);

/**
 * The bookings the writes make, one a call: a flight and day with its price, as many groups of 10 as its
 * group seats left take (the seed has sold some), so that no write is refused SOLD_OUT.
 */
async function bookings(count) {
  const planned = [];
  const counts = { adultCount: 10, childCount: 0, infantCount: 0 };
  // (A year of departures at most: past the timetable's end no flight has seats, and the plan is what it is.)
  for (let day = 0; planned.length < count && day < 365; day += 1) {
    const flightDate = new Date(Date.UTC(2026, 11, 5 + day)).toISOString().slice(0, 10);
    for (const [flightNo, depAirport, arrAirport] of FLIGHTS) {
      const { outbound = [] } = await call('/temp/flight/query', { depAirport, arrAirport, flightDate, tripType: 'OW', groupCount: 10 });
      const groups = Math.floor((outbound.find((offer) => offer.flightNo === flightNo)?.groupSeatsLeft ?? 0) / 10);
      if (groups === 0) continue;
      const selections = [{ direction: 'O', flightNo, flightDate }];
      const { quote } = await call('/temp/fare', { selections, ...counts });
      for (let group = 0; group < groups; group += 1) {
        planned.push({
          selections,
          ...counts,
          expectedTotal: quote.totalAmount,
          groupName: `压测团${planned.length + 1}`,
          contact: { name: '赵敏', mobile: '13817263540' },
        });
      }
    }
  }
  return planned.slice(0, count);
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];

/** The gateway process's CPU time so far (user + system, ms), from /proc (Linux); null elsewhere. */
async function cpuMs() {
  try {
    const fields = (await readFile(`/proc/${child.pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    // utime and stime: fields 14 and 15 of stat, counted from the state (field 3) here.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU ms per call between the first and the last of `samples` ({ cpu, calls }). */
const windowCpu = (samples) => (samples.at(-1).cpu - samples[0].cpu) / Math.max(1, samples.at(-1).calls - samples[0].calls);

/** The calls made so far: each write books the next of the planned bookings. */
let next = 0;

/** One scenario: `connections` clients for DURATION seconds; the latency of every answer kept. */
async function run(title, connections, path, bodies) {
  const latencies = [];
  let refused = 0;
  /** The refusals' error codes, counted: a write refused is no write measured. */
  const codes = new Map();
  const instance = autocannon({
    url: `${base}${PREFIX}${path}`,
    connections,
    duration: DURATION,
    method: 'POST',
    headers: { ...json, Origin: ORIGIN, Cookie: cookie },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies(next++)) }),
        onResponse: (status, body) => {
          if (status !== 200 || !body.includes('"isOk":true')) {
            refused += 1;
            const code = status === 200 ? (/"errorCode":"([^"]+)"/.exec(body)?.[1] ?? 'no code') : `HTTP ${status}`;
            codes.set(code, (codes.get(code) ?? 0) + 1);
          }
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const cpuBefore = await cpuMs();
  // The CPU per call second by second: whether a call costs more as the run adds records (a write, orders).
  const samples = [{ cpu: cpuBefore, calls: 0 }];
  const sampler = setInterval(() => void cpuMs().then((cpu) => samples.push({ cpu, calls: latencies.length })), 1000);
  const result = await instance;
  clearInterval(sampler);
  const cpuAfter = await cpuMs();
  samples.push({ cpu: cpuAfter, calls: latencies.length });
  latencies.sort((a, b) => a - b);
  const figures = {
    title,
    clients: connections,
    calls: latencies.length,
    perSecond: Math.round(latencies.length / (result.duration || DURATION)),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    max: latencies.at(-1),
    refused,
    failed: result.errors + result.timeouts,
    cpuPerCall: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, latencies.length),
    cpuFirstLast:
      cpuBefore === null || cpuAfter === null || samples.length < 6 ? null : [windowCpu(samples.slice(0, 3)), windowCpu(samples.slice(-3))],
  };
  console.log(
    `${title.padEnd(8)} ${String(connections).padStart(2)} clients  ${String(figures.calls).padStart(6)} calls  ${String(figures.perSecond).padStart(5)} calls/s` +
      `  p50 ${figures.p50.toFixed(1).padStart(6)} ms  p95 ${figures.p95.toFixed(1).padStart(6)} ms  max ${figures.max.toFixed(1).padStart(7)} ms` +
      `${figures.cpuPerCall === null ? '' : `  CPU ${figures.cpuPerCall.toFixed(1)} ms/call`}` +
      `${figures.cpuFirstLast === null ? '' : ` (first 2 s ${figures.cpuFirstLast[0].toFixed(1)}, last 2 s ${figures.cpuFirstLast[1].toFixed(1)})`}` +
      `${figures.refused > 0 ? `  ${figures.refused} not isOk (${[...codes].map(([code, count]) => `${code} ×${count}`).join(', ')})` : ''}${figures.failed > 0 ? `  ${figures.failed} timed out or failed (autocannon: 10 s)` : ''}`,
  );
  return figures;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`npm run bench:gateway: ${DURATION} s a scenario; durability ${values.durability}; load average before: ${load()}`);
const read = () => ({ currentPage: 1, perSize: 10 });
if (values.only !== 'writes') {
  await run('reads', 1, '/order/list', read);
  await run('reads', 20, '/order/list', read);
}
if (values.only !== 'reads') {
  // Enough distinct bookings for the fastest write rate seen (~300 a second with one client, more with 20), with room.
  const planned = await bookings(Math.max(2_000, DURATION * 800));
  const write = (index) => planned[index % planned.length];
  await run('writes', 1, '/temp/order/create', write);
  await run('writes', 20, '/temp/order/create', write);
}
console.log(`load average after: ${load()} (1, 5, 15 minutes; ${(await import('node:os')).cpus().length} cores)`);

const exited = once(child, 'exit');
child.kill('SIGTERM');
await exited;
if (values.profile) {
  const profiles = (await readdir(dataDir)).filter((name) => name.endsWith('.cpuprofile'));
  console.log(`profile: ${profiles.map((name) => join(dataDir, name)).join(', ')}`);
} else {
  await rm(dataDir, { recursive: true, force: true });
}
