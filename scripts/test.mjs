#!/usr/bin/env node
/**
 * `npm test`: every check of the portal in two lanes side by side, then a table of how long each stage
 * took, so the CI budget (the whole portal's `.ci/run` within 10 minutes on 2 cores) can be watched as
 * screens are added.
 *
 * - Lane 1, CPU-bound: the static checks (lint; the type check and the route map on one TypeScript
 *   program) side by side, then vitest (one worker per core).
 * - Lane 2, mostly waiting: Playwright (it builds the demo, then drives Chromium; measured on 2 cores it
 *   kept less than half a core busy — its tests wait for pages, the simulator and the clock).
 *
 * Run one after the other the lanes took 43 + 184–240 + 322–332 s; side by side Playwright fills the
 * time the CPU lane leaves idle. It also means every browser test runs on a machine as busy as a slow
 * one, which is how its waits are sized (playwright.config.ts). The first failure stops everything and
 * its exit code is ours; each line of output is prefixed with its stage.
 */
import { spawn } from 'node:child_process';

const STATIC = [
  ['lint', 'npm run lint'],
  // One TypeScript program for both: the whole project type-checked (as `npm run typecheck`), then
  // docs/route-map.md compared with what the code says (stale, it fails here).
  ['typecheck + route map', 'node scripts/route-map.mjs --check --typecheck'],
];
const UNIT = ['unit + integration (vitest)', 'npm run test:unit'];
const E2E = ['e2e (Playwright)', 'npm run test:e2e'];

const started = process.hrtime.bigint();
const seconds = (from) => Number(process.hrtime.bigint() - from) / 1e9;
const children = new Set();
const times = [];
let failed = null;

/** Runs a command, each line of its output prefixed with the stage; resolves to its exit code. */
function run([name, command]) {
  const from = process.hrtime.bigint();
  return new Promise((resolve) => {
    // Its own process group, so a failure elsewhere can stop it with everything it started.
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      if (!failed || failed.name === name) times.push([name, seconds(from)]);
      const exit = code ?? (signal ? 1 : 0);
      if (exit !== 0 && !failed) {
        failed = { name, code: exit };
        for (const other of children) {
          try {
            process.kill(-other.pid, 'SIGTERM');
          } catch {
            // already gone
          }
        }
      }
      resolve(exit);
    });
  });
}

async function cpuLane() {
  const from = process.hrtime.bigint();
  const codes = await Promise.all(STATIC.map(run));
  times.push(['static checks (side by side)', seconds(from)]);
  if (codes.some((code) => code !== 0) || failed) return;
  await run(UNIT);
}

await Promise.all([cpuLane(), run(E2E)]);

const width = Math.max(...[...times.map(([name]) => name), 'total (wall)'].map((name) => name.length));
console.log('\nTest stages (seconds; the static checks and vitest ran beside Playwright):');
for (const [name, value] of times) console.log(`  ${name.padEnd(width)}  ${value.toFixed(1).padStart(7)}`);
console.log(`  ${'total (wall)'.padEnd(width)}  ${seconds(started).toFixed(1).padStart(7)}`);
if (failed) {
  console.log(`\nStage failed: ${failed.name} (exit ${failed.code})`);
  process.exit(failed.code);
}
