#!/usr/bin/env node
/**
 * `npm test`: vitest, then Playwright with the static checks beside it (lint; the format check; the import
 * direction (dependency-cruiser); the type check and the route map on one TypeScript program; the contract
 * runner against `npm run gateway`; Redocly and Spectral on the published contract) — vitest's failure
 * stops the run, any other failure sets the exit code — and a table of how long each stage took, so the CI
 * budget (the whole portal's `.ci/run` within 10 minutes on 2 cores) can be watched as screens are added.
 *
 * Why the static checks run beside Playwright and not before vitest: vitest keeps both cores busy, while
 * the browser tests leave CPU idle between their steps (waits for a chunk, an answer, a frame); the static
 * checks, mostly one thread each, fill those gaps instead of taking a minute of their own.
 */
import { spawn } from 'node:child_process';

const STATIC = [
  ['lint', 'npm run lint'],
  // Every file as Prettier writes it (.prettierrc.json; .prettierignore lists the generated and vendored
  // ones): an unformatted file fails here, `npm run format` fixes it.
  ['format (Prettier)', 'npm run format:check'],
  // The direction of imports in src (.dependency-cruiser.cjs): no new cycle, no import of a layer above.
  // The cycles that were there when it came in are listed in .dependency-cruiser-known-violations.json.
  ['dependencies (dependency-cruiser)', 'npm run depcheck'],
  // One TypeScript program for both: the whole project type-checked (as `npm run typecheck`), then
  // docs/route-map.md compared with what the code says (stale, it fails here).
  ['typecheck + route map', 'node scripts/route-map.mjs --check --typecheck'],
  // The recorded calls against `npm run gateway` (its own port and data folder), checked against
  // docs/gateway/openapi.json and the error catalogue: a few seconds.
  ['contract (against npm run gateway)', 'node scripts/contract-run.mjs --serve'],
  // The published document as others' tools read it: Redocly and Spectral, 0 errors and 0 warnings
  // (redocly.yaml and .spectral.yaml say why a rule is off).
  ['contract lint (Redocly, Spectral)', 'npm run contract:lint'],
];
const SUITES = [
  ['unit + integration (vitest)', 'npm run test:unit'],
  ['e2e (Playwright)', 'npm run test:e2e'],
];

/** Runs a command, its output prefixed when others run beside it; resolves to [name, seconds, exit code]. */
function run([name, command], prefixed) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefixed) {
      const chunks = [];
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      child.on('close', () => {
        const text = Buffer.concat(chunks).toString().trimEnd();
        if (text)
          console.log(
            text
              .split('\n')
              .map((line) => `[${name}] ${line}`)
              .join('\n'),
          );
      });
    }
    child.on('close', (code) => resolve([name, Number(process.hrtime.bigint() - started) / 1e9, code ?? 1]));
  });
}

const times = [];
let failed = null;
const [vitest, e2e] = SUITES;
const [vitestName, vitestSeconds, vitestCode] = await run(vitest, false);
times.push([vitestName, vitestSeconds]);
if (vitestCode !== 0) failed = { name: vitestName, code: vitestCode };
if (!failed) {
  const startedBeside = process.hrtime.bigint();
  const [browser, ...checks] = await Promise.all([run(e2e, false), ...STATIC.map((stage) => run(stage, true))]);
  for (const [name, seconds, code] of [...checks, browser]) {
    times.push([name, seconds]);
    if (code !== 0 && !failed) failed = { name, code };
  }
  times.push(['e2e with the static checks beside it', Number(process.hrtime.bigint() - startedBeside) / 1e9, true]);
}

const width = Math.max(...times.map(([name]) => name.length));
console.log('\nTest stages (seconds):');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
const wall = times.filter(([name, , whole]) => whole || name === vitestName).reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total (wall)'.padEnd(width)}  ${wall.toFixed(1).padStart(7)}`);
if (failed) {
  console.log(`\nStage failed: ${failed.name} (exit ${failed.code})`);
  process.exit(failed.code);
}
