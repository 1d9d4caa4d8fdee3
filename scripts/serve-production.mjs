#!/usr/bin/env node
/**
 * The production build as a deployer serves it, for the browser tests against `npm run gateway`:
 * `vite build --mode production` (simulator off) into dist-production/, a config.json beside its
 * index.html pointing it at a gateway (lib/gateway/runtime-config.ts), then Debian's nginx serving it with
 * the committed deploy/nginx.conf — the lines marked CHANGE there rewritten for this machine: a local port
 * over plain http, dist-production/ as the root, the gateway's origin in the CSP's connect-src and as the
 * proxied gateway. nginx runs in the foreground (`daemon off`) from a temporary prefix folder holding its
 * configuration, pid, logs and temporary files (<tmp>/portal-nginx-<port>).
 *
 *   node scripts/serve-production.mjs --port 4183 --gateway http://127.0.0.1:8788 [--no-build]
 *
 * nginx: /usr/sbin/nginx (`apt-get install nginx`; .ci/run installs it), or NGINX=/path/to/nginx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist-production');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4183' },
    gateway: { type: 'string', default: 'http://127.0.0.1:8787' },
    'no-build': { type: 'boolean', default: false },
  },
});
const gateway = new URL(values.gateway).origin;
if (!existsSync(NGINX)) {
  console.error(`serve-production: no nginx at ${NGINX} (apt-get install nginx, or NGINX=/path/to/nginx)`);
  process.exit(2);
}

if (!values['no-build']) {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--mode', 'production', '--outDir', OUT, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
writeFileSync(join(OUT, 'config.json'), `${JSON.stringify({ gatewayBase: gateway }, null, 2)}\n`);

/** deploy/nginx.conf with its CHANGE lines set for this machine; each must be found, or the file changed shape. */
function localSite(site, { port, root, gatewayOrigin }) {
  const edits = [
    ['the plain-http server', /\n# Plain http: only a redirect to https\.\nserver \{[\s\S]*?\n\}\n/, '\n'],
    ['listen 443', /^ *listen 443 ssl http2;.*$/m, `    listen 127.0.0.1:${port};`],
    ['listen [::]:443', /^ *listen \[::\]:443 ssl http2;.*\n/m, ''],
    ['server_name', /^ *server_name portal\.example\.com;.*$/m, '    server_name 127.0.0.1 localhost;'],
    ['ssl_certificate', /^ *ssl_certificate .*\n/m, ''],
    ['ssl_certificate_key', /^ *ssl_certificate_key .*\n/m, ''],
    ['ssl_protocols', /^ *ssl_protocols .*\n/m, ''],
    ['root', /^ *root \/srv\/b2b-portal\/dist;.*$/m, `    root ${root};`],
    ['connect-src', /connect-src 'self' https:\/\/b2b-gateway\.example\.com;/, `connect-src 'self' ${gatewayOrigin};`],
    ['proxy_pass', /proxy_pass http:\/\/127\.0\.0\.1:8787;/, `proxy_pass ${gatewayOrigin};`],
  ];
  let text = site;
  for (const [what, pattern, replacement] of edits) {
    if (!pattern.test(text)) throw new Error(`serve-production: deploy/nginx.conf has no ${what} line of the expected form`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

// One folder per port, emptied at each start: a run stopped by SIGKILL (Playwright stops its servers so)
// leaves nothing behind but this folder, which the next run on the port reuses.
const prefix = join(tmpdir(), `portal-nginx-${values.port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
const site = localSite(readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8'), { port: values.port, root: OUT, gatewayOrigin: gateway });
writeFileSync(join(prefix, 'site.conf'), site);
writeFileSync(
  join(prefix, 'nginx.conf'),
  `# serve-production.mjs: nginx in the foreground, everything of its own in ${prefix}.
daemon off;
${process.getuid?.() === 0 ? '# Running as root: the workers too (they read the checkout).\nuser root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    include ${prefix}/site.conf;
}
`,
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: 'inherit' });
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
// SIGQUIT: nginx finishes what it is serving, then stops.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});
console.log(`serve-production: nginx serving ${OUT} on http://127.0.0.1:${values.port} (deploy/nginx.conf; gateway ${gateway})`);
