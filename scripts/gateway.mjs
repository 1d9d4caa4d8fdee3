#!/usr/bin/env node
/**
 * `npm run gateway`: the gateway simulator as an HTTP server (src/mocks/http-gateway/server.ts) on
 * http://127.0.0.1:8787, its state in .gateway-data/state.db (SQLite).
 *
 *   npm run gateway -- [--port N] [--host H] [--data DIR] [--reset] [--origin URL]... [--prefix /p]
 *                      [--control-token T | --no-control] [--allowed-host NAME]... [--durability normal|full]
 *                      [--log-level info|warn|silent]
 *
 * --port 0 takes any free port; the line "gateway listening on <url>" on stdout says which.
 * --origin adds an allowed CORS origin besides the local ones (any 127.0.0.1/localhost port);
 * GATEWAY_ORIGINS (comma-separated) does the same. The prefix defaults to .env.production's
 * VITE_GATEWAY_PREFIX (VITE_GATEWAY_PREFIX in the environment overrides it).
 * The control API's token: --control-token, else GATEWAY_CONTROL_TOKEN, else one made now and printed
 * ("control token: …"); --no-control turns the control API off. --allowed-host (GATEWAY_HOSTS,
 * comma-separated) adds a host name the Host header may name (besides 127.0.0.1, localhost, [::1]).
 * Logs: one JSON line per request on stdout (pino), after the start-up lines.
 * A database it cannot use stops the start (exit 1) with the problem and the ways out on stderr.
 * SIGTERM / SIGINT: the calls in flight finish, the database is closed, exit 0.
 *
 * How the TypeScript runs in Node (docs/decisions.md, "The HTTP gateway runs a Vite SSR bundle"): Vite
 * builds src/mocks/http-gateway/server.ts — `@/` aliases resolved, `import.meta.env` filled from
 * .env.production — into one ES module, dist-gateway/server.mjs (packages stay external, loaded from
 * node_modules), then Node imports it. The build is skipped while the bundle is newer than every
 * file it could depend on (src/, this script, the .env files, package-lock.json).
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'dist-gateway');
const BUNDLE = join(OUT_DIR, 'server.mjs');
const started = performance.now();

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: join(ROOT, '.gateway-data') },
    reset: { type: 'boolean', default: false },
    origin: { type: 'string', multiple: true, default: [] },
    prefix: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'control-token': { type: 'string' },
    'no-control': { type: 'boolean', default: false },
    'allowed-host': { type: 'string', multiple: true, default: [] },
    durability: { type: 'string', default: 'normal' },
    'log-level': { type: 'string', default: 'info' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run gateway -- [--port 8787] [--host 127.0.0.1] [--data .gateway-data] [--reset] [--origin URL]... [--prefix /b2b-gateway/api] [--rebuild]\n' +
      '                   [--control-token TOKEN | --no-control] [--allowed-host NAME]... [--durability normal|full] [--log-level info|warn|silent]',
  );
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`gateway: --port must be 0-65535, not ${values.port}`);
  process.exit(2);
}
const origins = [
  ...values.origin,
  ...(process.env.GATEWAY_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
];
for (const origin of origins) {
  try {
    new URL(origin);
  } catch {
    console.error(`gateway: --origin ${origin} is not a URL`);
    process.exit(2);
  }
}

if (!['normal', 'full'].includes(values.durability)) {
  console.error(`gateway: --durability is normal or full, not ${values.durability}`);
  process.exit(2);
}
const controlToken = values['no-control']
  ? null
  : (values['control-token'] ?? process.env.GATEWAY_CONTROL_TOKEN ?? randomBytes(24).toString('base64url'));
const tokenMade = !values['no-control'] && values['control-token'] === undefined && process.env.GATEWAY_CONTROL_TOKEN === undefined;
if (controlToken !== null && controlToken.length < 16) {
  console.error('gateway: the control token must have at least 16 characters');
  process.exit(2);
}
const allowedHosts = [
  ...values['allowed-host'],
  ...(process.env.GATEWAY_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
];

/** The newest modification time under `path` (a file or a folder). */
async function newest(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true })) latest = Math.max(latest, await newest(join(path, entry.name)));
  return latest;
}

async function bundleIsFresh() {
  const built = await stat(BUNDLE).catch(() => null);
  if (!built) return false;
  const inputs = ['src', 'scripts/gateway.mjs', '.env', '.env.production', 'package-lock.json'].map((path) => newest(join(ROOT, path)));
  return Math.max(...(await Promise.all(inputs))) < built.mtimeMs;
}

async function buildBundle() {
  const { build } = await import('vite');
  // Built aside and renamed into place, so a second build at the same time never leaves half a bundle.
  const aside = join(OUT_DIR, `.build-${process.pid}`);
  await mkdir(OUT_DIR, { recursive: true });
  await build({
    root: ROOT,
    configFile: false,
    envDir: ROOT,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: {
      ssr: join(ROOT, 'src/mocks/http-gateway/server.ts'),
      outDir: aside,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { output: { entryFileNames: 'server.mjs', codeSplitting: false } },
    },
  });
  await rename(join(aside, 'server.mjs'), BUNDLE);
  await rm(aside, { recursive: true, force: true });
}

let built = false;
if (values.rebuild || !(await bundleIsFresh())) {
  await buildBundle();
  built = true;
}
const builtAt = performance.now();

const { startGateway, GatewayStartRefused } = await import(pathToFileURL(BUNDLE).href);
const gateway = await startGateway({
  port,
  host: values.host,
  dataDir: resolve(values.data),
  reset: values.reset,
  durability: values.durability,
  controlToken,
  allowedHosts,
  logLevel: values['log-level'],
  origins,
  prefix: values.prefix ?? process.env.VITE_GATEWAY_PREFIX,
  // /docs: the published contract in @scalar/api-reference's standalone bundle, from node_modules.
  docs: {
    openapiFile: join(ROOT, 'docs/gateway/openapi.json'),
    bundleFile: createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'),
  },
}).catch((error) => {
  if (!(error instanceof GatewayStartRefused)) throw error;
  console.error(error.message);
  process.exit(1);
});
if (!['127.0.0.1', 'localhost', '::1'].includes(values.host)) {
  console.warn(
    `gateway: listening on ${values.host}: requests must name an allowed Host — add the names clients use with --allowed-host${allowedHosts.length > 0 ? ` (now: ${allowedHosts.join(', ')})` : ''}`,
  );
  if (controlToken !== null)
    console.warn('gateway: whoever holds the control token can reset it and read codes (/__simulator); --no-control turns it off');
}
const ms = (value) => `${Math.round(value)} ms`;
console.log(`gateway listening on ${gateway.url}`);
console.log(`  calls:   POST ${gateway.url}${gateway.prefix}/…   control: ${gateway.url}/__simulator   reference: ${gateway.url}/docs`);
console.log(`  state:   ${gateway.stateFile} (${gateway.loaded}; durability ${values.durability})`);
console.log(
  controlToken === null
    ? '  control: off (--no-control)'
    : `  control token: ${tokenMade ? controlToken : '(given)'}   e.g. curl -H 'Authorization: Bearer <token>' ${gateway.url}/__simulator/clock`,
);
console.log(`  origins: any 127.0.0.1 / localhost port${origins.length > 0 ? `, ${origins.join(', ')}` : ''}`);
console.log(`  started in ${ms(performance.now() - started)}${built ? ` (build ${ms(builtAt - started)})` : ' (bundle up to date)'}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      (error) => {
        console.error('gateway: could not stop cleanly:', error);
        process.exit(1);
      },
    );
  });
}
