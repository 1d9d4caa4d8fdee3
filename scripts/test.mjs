#!/usr/bin/env node
/**
 * `npm test`: lint, type check, vitest, Playwright — in that order, stopping at the first failure
 * with its exit code — and a table of how long each stage took, so the CI budget (the whole portal's
 * `.ci/run` within 10 minutes on 2 cores) can be watched as screens are added.
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  // docs/route-map.md is generated from the code: stale, it fails here.
  ['route map', 'npm run route-map -- --check'],
  ['unit + integration (vitest)', 'npm run test:unit'],
  ['e2e (Playwright)', 'npm run test:e2e'],
];

const times = [];
let failed = null;
for (const [name, command] of STAGES) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Number(process.hrtime.bigint() - started) / 1e9]);
  if (status !== 0) {
    failed = { name, code: status ?? 1 };
    break;
  }
}

const width = Math.max(...STAGES.map(([name]) => name.length));
console.log('\nTest stages (seconds):');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}`);
if (failed) {
  console.log(`\nStage failed: ${failed.name} (exit ${failed.code})`);
  process.exit(failed.code);
}
