#!/usr/bin/env node
/**
 * Builds for production (simulator off) and prints, in gzip bytes, what a first visit to /login
 * loads (the entry with its static imports, plus the login route's chunk and its imports) and
 * every other route chunk. Figures only: the goal (/login under 200 KB of gzip JS) is read by people.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'dist');
if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --mode production --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function weigh(keys) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of keys) {
    js += gz(manifest[key].file);
    for (const file of manifest[key].css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gz(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/account/login-page.tsx'));
const first = closure(entryKey);
// The login page's first call (the captcha) loads the account group's schemas (lib/gateway/contract): part of the visit.
const contractKey = Object.keys(manifest).find((key) => key.endsWith('contract/schemas/account.json'));
const loginSet = closure(contractKey, closure(loginKey, new Set(first)));
const login = weigh(loginSet);

console.log('First visit to /login (gzip):');
console.log(`  JS  ${kb(login.js)}   (aim: under 200 KB)`);
console.log(`  CSS ${kb(login.css)}`);
console.log(`  of the JS, the account calls' schemas ${kb(weigh([contractKey]).js)}`);
console.log('\nRoute chunks, beyond what /login already loaded (gzip JS):');
const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of dynamicKeys.sort()) {
  const extra = [...closure(key)].filter((dep) => !loginSet.has(dep));
  const { js, css } = weigh(extra);
  console.log(`  ${kb(js)} JS ${kb(css)} CSS  ${key}`);
}
