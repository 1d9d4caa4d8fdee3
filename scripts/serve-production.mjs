#!/usr/bin/env node
/**
 * The production build as a deployer would serve it, for the browser tests against `npm run gateway`:
 * `vite build --mode production` (simulator off) into dist-production/, a config.json beside its
 * index.html pointing it at a gateway (lib/gateway/runtime-config.ts), then `vite preview` of it with the
 * headers a host must send (README, "Deployment"), its CSP's connect-src allowing that gateway.
 *
 *   node scripts/serve-production.mjs --port 4183 --gateway http://127.0.0.1:8788
 */
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'dist-production';
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4183' }, gateway: { type: 'string', default: 'http://127.0.0.1:8787' } },
});
const vite = join(ROOT, 'node_modules', '.bin', 'vite');
execFileSync(vite, ['build', '--mode', 'production', '--outDir', OUT, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
writeFileSync(join(ROOT, OUT, 'config.json'), `${JSON.stringify({ gatewayBase: values.gateway }, null, 2)}\n`);
// Its Content-Security-Policy's connect-src names the gateway config.json points at (vite.config.ts).
const preview = spawn(vite, ['preview', '--mode', 'production', '--outDir', OUT, '--port', values.port, '--strictPort'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_GATEWAY_ORIGIN: new URL(values.gateway).origin },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
