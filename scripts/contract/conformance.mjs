#!/usr/bin/env node
/**
 * `npm run contract:conformance`: the production build against a gateway made from the published document
 * alone — Prism (`prism mock -d docs/gateway/openapi.json`: every answer generated from the schemas, within
 * their minimum, pattern and format) — opening the main screens in Chromium. Each screen must show its data
 * or the catalogue's error (应答格式不符 for an answer the portal's checker refuses, or the refusal Prism
 * chose), and none may throw (an uncaught error on the page, or the error screen).
 *
 * Prism is not a dependency of the project: install it outside the repository and point PRISM at it,
 *
 *   npm install --prefix /tmp/prism @stoplight/prism-cli
 *   PRISM=/tmp/prism/node_modules/.bin/prism npm run contract:conformance -- [--port 18833]
 *
 * Signing in is the one thing a generated mock cannot do for the portal (a session, the account's menu):
 * a small proxy in front of Prism sends the `/account/` calls to `npm run gateway` (started here, agent01
 * signed in through the control API's captcha code, as a tester reads it off the real screen) and every
 * other call to Prism with the session cookie (Prism only checks that the `session` scheme's cookie is
 * there: the document names it `b2b_gw_session`, the simulator's choice). The proxy also answers the
 * browser's CORS as a gateway must (the portal's origin, credentials, `Date` exposed) and strips the
 * prefix Prism does not know. The build is served by scripts/serve-production.mjs (Debian's nginx with
 * deploy/nginx.conf), pointed at the proxy by its config.json.
 * Not part of `npm test`: it builds the portal and needs Prism, which the project does not install.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright';
import { ROOT } from './catalogue.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '18833' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PRISM = process.env.PRISM ?? join(ROOT, 'node_modules/.bin/prism');
if (!existsSync(PRISM)) {
  console.error(
    `contract:conformance needs Prism: npm install --prefix /tmp/prism @stoplight/prism-cli, then PRISM=/tmp/prism/node_modules/.bin/prism (looked for ${PRISM})`,
  );
  process.exit(2);
}
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const base = Number(options.port);
const ports = { proxy: base, prism: base + 1, gateway: base + 2, portal: base + 3 };
const document = JSON.parse(await readFile(join(ROOT, 'docs/gateway/openapi.json'), 'utf8'));
const prefix = document.servers[0].url.replace('{gateway}', '');
const SESSION_COOKIE = document.components.securitySchemes.session.name;

/** The main screens, as a user reaches them from the menu (docs/route-map.md). */
const SCREENS = [
  ['/agent', '首页'],
  ['/agent/todo', '待办事项'],
  ['/new', '新闻公告'],
  ['/agent/orderCenter/order', '团队订单'],
  ['/agent/orderCenter/series', '系列团订单'],
  ['/agent/orderCenter/scattered-order', '散客订单'],
  ['/agent/orderCenter/refund', '团队退票'],
  ['/agent/auction', '竞价产品'],
  ['/agent/due/promotional', '特惠团'],
  ['/agent/user/account-info', '账户信息'],
  ['/agent/user/regular-passenger', '常用旅客'],
  ['/agent/itinerary/history', '行程单开具历史'],
];

const children = [];
function start(name, command, args, ready) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolveReady, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      if (ready.test(output)) resolveReady(output);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output.slice(-2000)}`)));
  });
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** The proxy: /account/ calls to the simulator, the rest to Prism (with the session cookie), CORS as a gateway answers it. */
function serveProxy() {
  const server = createServer((incoming, outgoing) => {
    const origin = incoming.headers.origin;
    const cors = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Expose-Headers': 'Date',
          Vary: 'Origin',
        }
      : {};
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      outgoing.end();
      return;
    }
    const path = incoming.url.startsWith(prefix) ? incoming.url.slice(prefix.length) : incoming.url;
    const toGateway = path.startsWith('/account/');
    const headers = { ...incoming.headers, host: '127.0.0.1' };
    if (!toGateway) {
      delete headers.origin;
      headers.cookie = `${SESSION_COOKIE}=conformance`;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: toGateway ? ports.gateway : ports.prism,
        method: incoming.method,
        path: toGateway ? incoming.url : path,
        headers,
      },
      (answer) => {
        const kept = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !name.startsWith('access-control-') && name !== 'vary'),
        );
        outgoing.writeHead(answer.statusCode, { ...kept, ...cors });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502, cors);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  server.listen(ports.proxy, '127.0.0.1');
  return server;
}

const controlToken = randomUUID();
const dataDir = await mkdtemp(join(tmpdir(), 'contract-conformance-'));
let proxy;
let failed = false;
try {
  await Promise.all([
    start(
      'prism',
      PRISM,
      ['mock', '-d', 'docs/gateway/openapi.json', '--host', '127.0.0.1', '--port', String(ports.prism)],
      /Prism is listening/,
    ),
    start(
      'gateway',
      process.execPath,
      [
        'scripts/gateway.mjs',
        '--port',
        String(ports.gateway),
        '--data',
        dataDir,
        '--reset',
        '--control-token',
        controlToken,
        '--log-level',
        'warn',
      ],
      /gateway listening on/,
    ),
    start(
      'portal',
      process.execPath,
      [
        'scripts/serve-production.mjs',
        '--port',
        String(ports.portal),
        '--gateway',
        `http://127.0.0.1:${ports.proxy}`,
        ...(options['no-build'] ? ['--no-build'] : []),
      ],
      /serve-production: nginx serving/,
    ),
  ]);
  proxy = serveProxy();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const thrown = [];
  const malformed = [];
  page.on('pageerror', (error) => thrown.push(String(error).split('\n')[0]));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('应答格式不符')) malformed.push(message.text().split('\n')[0]);
  });
  const captchaKeys = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/account/captcha/image')) return;
    const key = (await response.json().catch(() => ({})))?.captchaKey;
    if (key) captchaKeys.push(key);
  });

  const portal = `http://127.0.0.1:${ports.portal}`;
  await page.goto(`${portal}/login`);
  await page.locator('img[alt="图形验证码"]').waitFor();
  for (let waited = 0; captchaKeys.length === 0 && waited < 100; waited += 1) await new Promise((done) => setTimeout(done, 100));
  const captcha = await fetch(`http://127.0.0.1:${ports.gateway}/__simulator/captcha?key=${encodeURIComponent(captchaKeys.at(-1))}`, {
    headers: { Authorization: `Bearer ${controlToken}` },
  });
  const { code } = await captcha.json();
  await page.getByLabel('账号', { exact: true }).fill('agent01');
  await page.getByLabel('密码', { exact: true }).fill('Agent@2026');
  await page.getByPlaceholder('请输入右侧验证码').fill(code);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL(`${portal}/agent`, { timeout: 60_000 });
  console.log(
    `contract:conformance: the production build (${portal}) against Prism's mock of docs/gateway/openapi.json (signed in as agent01 through the simulator)`,
  );

  for (const [path, title] of SCREENS) {
    const before = { thrown: thrown.length, malformed: malformed.length };
    await page.goto(`${portal}${path}`);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const errorScreen = await page
      .getByText('出错了', { exact: true })
      .isVisible()
      .catch(() => false);
    const newThrown = thrown.slice(before.thrown);
    const newMalformed = malformed.slice(before.malformed);
    const ok = newThrown.length === 0 && !errorScreen;
    failed ||= !ok;
    const shown =
      newMalformed.length > 0
        ? `the catalogue's error (${newMalformed.length} × 应答格式不符: ${newMalformed[0].slice(0, 120)})`
        : 'its data';
    console.log(`${ok ? '✓' : '✗'} ${path} ${title}: ${ok ? shown : `threw ${newThrown.join('; ') || 'the error screen'}`}`);
  }
  await browser.close();
  console.log(failed ? 'contract:conformance: a screen threw' : `contract:conformance: ${SCREENS.length} screens, none threw`);
} finally {
  proxy?.close();
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
