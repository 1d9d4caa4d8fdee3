#!/usr/bin/env node
/**
 * Lighthouse's desktop run on /login of the production build (simulator off), in Debian's Chromium.
 * Prints the category scores and the paint timings. Lighthouse is fetched by npx on first use, so it
 * is not part of every install. Usage: npm run lighthouse [-- --url /path] [-- --no-build]
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = 4176;
const urlArg = process.argv.indexOf('--url');
const target = `http://127.0.0.1:${port}${urlArg > 0 ? process.argv[urlArg + 1] : '/login'}`;
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const report = path.join(root, 'dist', 'lighthouse.json');

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --mode production --logLevel warn', { cwd: root, stdio: 'inherit' });
}
const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
try {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  execSync(
    `npx --yes lighthouse@13 ${target} --preset=desktop --quiet --output=json --output-path=${report} ` +
      `--only-categories=performance,accessibility,best-practices,seo --chrome-flags="${flags}"`,
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  const result = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`Lighthouse desktop, ${target}`);
  for (const [name, category] of Object.entries(result.categories)) {
    console.log(`  ${name.padEnd(16)} ${Math.round(category.score * 100)}`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${id.padEnd(26)} ${result.audits[id].displayValue}`);
  }
  console.log('  (best-practices counts the console error of the unreachable production gateway)');
} finally {
  server.kill();
}
