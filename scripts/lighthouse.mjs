#!/usr/bin/env node
/**
 * Lighthouse's desktop run on /login, in Debian's Chromium, of the production build (simulator off) and
 * the demo build (simulator on), one after the other in one run. Prints each build's category scores and
 * paint timings. Lighthouse is fetched by npx on first use, so it is not part of every install.
 * Usage: npm run lighthouse [-- --url /path] [-- --only production|demo] [-- --no-build]
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const route = argValue('--url', '/login');
const only = argValue('--only', undefined);
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILDS = [
  { name: 'production', mode: 'production', outDir: 'dist', port: 4176 },
  { name: 'demo', mode: 'demo', outDir: 'dist-demo', port: 4179 },
].filter((build) => !only || build.name === only);

async function serve(build) {
  const server = spawn('npx', ['vite', 'preview', '--mode', build.mode, '--outDir', build.outDir, '--port', String(build.port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
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

for (const build of BUILDS) {
  if (!process.argv.includes('--no-build')) {
    execSync(`npx vite build --mode ${build.mode} --outDir ${build.outDir} --logLevel warn`, { cwd: root, stdio: 'inherit' });
  }
  const server = await serve(build);
  const target = `http://127.0.0.1:${build.port}${route}`;
  const report = path.join(root, build.outDir, 'lighthouse.json');
  try {
    const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
    execSync(
      `npx --yes lighthouse@13 ${target} --preset=desktop --quiet --output=json --output-path=${report} ` +
        `--only-categories=performance,accessibility,best-practices,seo --chrome-flags="${flags}"`,
      { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
    );
    const result = JSON.parse(readFileSync(report, 'utf8'));
    console.log(`Lighthouse desktop, ${build.name} build, ${target}`);
    for (const [name, category] of Object.entries(result.categories)) {
      console.log(`  ${name.padEnd(16)} ${Math.round(category.score * 100)}`);
    }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
      console.log(`  ${id.padEnd(26)} ${result.audits[id].displayValue}`);
    }
    const failing = Object.values(result.categories)
      .flatMap((category) => category.auditRefs.map((ref) => result.audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
    for (const audit of failing) console.log(`  ✗ ${audit.id}: ${audit.title}`);
  } finally {
    server.kill();
  }
}
