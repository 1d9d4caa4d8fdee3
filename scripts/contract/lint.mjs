#!/usr/bin/env node
/**
 * `npm run contract:lint`: the published contract (docs/gateway/openapi.json) checked by tools the project
 * did not write, as an airline team would check it — Redocly (redocly.yaml) and Spectral (.spectral.yaml,
 * spectral:oas). Fails on any error or warning of either; the rulesets say why a rule is off. Also fails on a
 * field without a description that self-evident.mjs does not list.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './catalogue.mjs';
import { undescribedFields } from './self-evident.mjs';

const DOCUMENT = 'docs/gateway/openapi.json';
/**
 * A tool's own bin, not through npx (npm's CLI started for nothing before each); Redocly and Spectral run
 * side by side. Resolves to { status, stdout, stderr }.
 */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', command), args, {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ status: 1, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

let failed = false;
const undescribed = undescribedFields(JSON.parse(readFileSync(join(ROOT, DOCUMENT), 'utf8')));
for (const where of undescribed)
  console.error(
    `undescribed field ${where}: give it a JSDoc line where it is declared, a glossary entry (scripts/contract/glossary.mjs) or, if its name says it all, list it in scripts/contract/self-evident.mjs`,
  );
failed ||= undescribed.length > 0;
console.log(`Descriptions: ${undescribed.length} field(s) without one.`);
const [redocly, spectral] = await Promise.all([
  run('redocly', ['lint', DOCUMENT, '--format=json', '--max-problems=1000']),
  run('spectral', ['lint', DOCUMENT, '--ruleset', '.spectral.yaml', '--fail-severity=warn', '--format=text']),
]);
let problems;
try {
  problems = JSON.parse(redocly.stdout.slice(redocly.stdout.indexOf('{'))).problems;
} catch {
  console.error(`Redocly gave no report:\n${redocly.stdout}${redocly.stderr}`);
  process.exit(1);
}
for (const problem of problems) {
  console.error(`redocly ${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ''})`);
}
failed ||= problems.length > 0 || redocly.status !== 0;
console.log(`Redocly: ${problems.length} problem(s).`);

const found = spectral.stdout.trim();
if (spectral.status !== 0) console.error(found || spectral.stderr);
failed ||= spectral.status !== 0;
console.log(`Spectral: ${spectral.status === 0 ? 'no problems' : 'problems (above)'}.`);
process.exit(failed ? 1 : 0);
