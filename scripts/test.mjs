#!/usr/bin/env node
/**
 * `npm test`: the static checks (lint; the format check; the import direction (dependency-cruiser); the type check and the route map on one TypeScript
 * program; the contract runner against `npm run gateway`; Redocly and Spectral on the published contract)
 * side by side, then vitest, then Playwright — stopping at the first failure with its exit code — and a
 * table of how long each stage took, so the CI budget (the whole portal's `.ci/run` within 10 minutes on
 * 2 cores) can be watched as screens are added. The static checks are mostly one thread each: run
 * together they take about as long as the longest of them.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * A build of better-sqlite3's native module when it does not load (installed without its install script,
 * as `.ci/run` does), else nothing. Every later stage (vitest's HTTP gateway tests, Playwright's gateway)
 * needs it. Unoptimised (node-gyp --debug, SQLite at -O0): it compiles in about 23 s of one core against
 * 56 s for the install script's -O3 release build, on a machine that builds it once for one run of tiny
 * queries. A developer's `npm ci` runs the install script and gets the release build.
 */
function nativeBuild() {
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3');
    new Database(':memory:').close();
    return '';
  } catch {
    return 'npm run build-debug --prefix node_modules/better-sqlite3 && ';
  }
}

const NATIVE_BUILD = nativeBuild();
const STATIC = [
  ['lint', 'npm run lint'],
  // Every file as Prettier writes it (.prettierrc.json; .prettierignore lists the generated and vendored
  // ones): an unformatted file fails here, `npm run format` fixes it.
  ['format (Prettier)', 'npm run format:check'],
  // The direction of imports in src (.dependency-cruiser.cjs): no new cycle, no import of a layer above.
  ['dependencies (dependency-cruiser)', 'npm run depcheck'],
  // One TypeScript program for both: the whole project type-checked (as `npm run typecheck`), then
  // docs/route-map.md compared with what the code says (stale, it fails here).
  ['typecheck + route map', 'node scripts/route-map.mjs --check --typecheck'],
  // The recorded calls against `npm run gateway` (its own port and data folder), checked against
  // docs/gateway/openapi.json and the error catalogue: a few seconds. The gateway keeps its state in
  // better-sqlite3, so when its native module is not built yet (`.ci/run` installs with --ignore-scripts),
  // it is built first, here: compiling SQLite is a minute on one core, which the other checks leave idle.
  [
    `${NATIVE_BUILD ? 'better-sqlite3 build, then ' : ''}contract (against npm run gateway)`,
    `${NATIVE_BUILD}node scripts/contract-run.mjs --serve`,
  ],
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
const startedStatic = process.hrtime.bigint();
for (const [name, seconds, code] of await Promise.all(STATIC.map((stage) => run(stage, true)))) {
  times.push([name, seconds]);
  if (code !== 0 && !failed) failed = { name, code };
}
times.push(['static checks (side by side)', Number(process.hrtime.bigint() - startedStatic) / 1e9, true]);
for (const stage of failed ? [] : SUITES) {
  const [name, seconds, code] = await run(stage, false);
  times.push([name, seconds]);
  if (code !== 0) {
    failed = { name, code };
    break;
  }
}

const width = Math.max(...times.map(([name]) => name.length));
console.log('\nTest stages (seconds):');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
const wall = times.filter(([name]) => !STATIC.some(([staticName]) => staticName === name)).reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total (wall)'.padEnd(width)}  ${wall.toFixed(1).padStart(7)}`);
if (failed) {
  console.log(`\nStage failed: ${failed.name} (exit ${failed.code})`);
  process.exit(failed.code);
}
