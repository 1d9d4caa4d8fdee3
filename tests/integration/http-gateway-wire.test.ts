import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { env } from '@/config/env';
import { accountApi, AnswerContractError, call, configureGateway, setGatewayAddress, TransportRequestError } from '@/lib/gateway';
import { ERRORS } from '@/lib/gateway/error-codes';
import { server as inProcessSimulator } from '@/mocks/node';

/**
 * `npm run gateway`'s wire faults (POST /__simulator/wire-fault) and its /docs reference, over real HTTP
 * as a browser would meet them (tests/integration/http-gateway.test.ts's way: the server a child process
 * on an ephemeral port). No sleeps: `slow` is met with a client timeout shorter than the hold.
 */

const ROOT = join(dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '../..');
const PORTAL = 'http://127.0.0.1:4173';
const PREFIX = '/b2b-gateway/api';
/** The control API's token, given to the gateway at start. */
const TOKEN = 'test-control-token-0123456789';

let dataDir = '';
let child: ChildProcess | null = null;
let base = '';
let cookie: string | null = null;

async function control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}/__simulator${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function wireFault(fault: Record<string, unknown>): Promise<void> {
  const { status } = await control('POST', '/wire-fault', fault);
  expect(status).toBe(200);
}

/** A gateway call as the portal makes it: its Origin, the session cookie. */
async function post(path: string, body: unknown = {}, init: { signal?: AbortSignal } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: PORTAL };
  if (cookie !== null) headers.Cookie = cookie;
  const response = await fetch(`${base}${PREFIX}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: init.signal });
  const [set] = response.headers.getSetCookie();
  if (set) cookie = set.split(';')[0]!;
  return response;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

const ORDERS = { currentPage: 1, perSize: 5 };

const letThrough = () =>
  inProcessSimulator.use(http.all('*', ({ request }) => (new URL(request.url).hostname === '127.0.0.1' ? passthrough() : undefined)));

beforeAll(async () => {
  letThrough();
  dataDir = await mkdtemp(join(tmpdir(), 'gateway-wire-'));
  child = spawn(
    process.execPath,
    ['scripts/gateway.mjs', '--port', '0', '--data', dataDir, '--control-token', TOKEN, '--log-level', 'warn', '--reset'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  base = await new Promise<string>((resolveUrl, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /gateway listening on (\S+)/.exec(output);
      if (listening) resolveUrl(listening[1]!);
    });
    child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child!.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${output}`)));
  });
  // Signed in as agent01.
  const { captchaKey } = (await json(await post('/account/captcha/image'))) as { captchaKey: string };
  const { json: captcha } = await control('GET', `/captcha?key=${captchaKey}`);
  const login = await json(
    await post('/account/agent/login', { userName: 'agent01', password: 'Agent@2026', captchaKey, captchaCode: captcha.code }),
  );
  expect(login.btCommonRes).toMatchObject({ isOk: true });
}, 60_000);

beforeEach(letThrough);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('wire faults (POST /__simulator/wire-fault): one shot', () => {
  it('html502: a proxy’s HTML error page, aimed at one path; other calls and the next one are answered', async () => {
    await wireFault({ kind: 'html502', path: '/order/list' });
    expect((await json(await post('/agent/prepaid'))).btCommonRes).toMatchObject({ isOk: true });

    const bad = await post('/order/list', ORDERS);
    expect(bad.status).toBe(502);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await bad.text()).toContain('<title>502 Bad Gateway</title>');
    expect(bad.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(bad.headers.get('date')).not.toBeNull();

    expect((await json(await post('/order/list', ORDERS))).btCommonRes).toMatchObject({ isOk: true });
    expect((await control('GET', '/wire-fault')).json).toEqual({ pendingWireFault: null });
  });

  it('empty: 200 with no body', async () => {
    await wireFault({ kind: 'empty' });
    const bad = await post('/order/list', ORDERS);
    expect(bad.status).toBe(200);
    expect(await bad.text()).toBe('');
    expect(bad.headers.get('x-simulator-wire-fault')).toBe('empty');
  });

  it('no-envelope: the payload without btCommonRes', async () => {
    await wireFault({ kind: 'no-envelope', path: '/order/list' });
    const answer = await json(await post('/order/list', ORDERS));
    expect(answer).not.toHaveProperty('btCommonRes');
    expect(answer.orderList).toHaveLength(5);
  });

  it('no-isok: btCommonRes without isOk', async () => {
    await wireFault({ kind: 'no-isok' });
    const answer = await json(await post('/order/list', ORDERS));
    expect(answer.btCommonRes).toHaveProperty('serialNo');
    expect(answer.btCommonRes).not.toHaveProperty('isOk');
  });

  it('wrong-type: the first payload field of an answer that has one, or the field named', async () => {
    const good = (await json(await post('/order/list', ORDERS))) as { orderList: { orderNo: string }[] };
    await wireFault({ kind: 'wrong-type' });
    const bad = await post('/order/list', ORDERS);
    expect(bad.headers.get('x-simulator-wire-fault')).toBe('wrong-type orderList[0].orderNo');
    const answer = (await json(bad)) as { orderList: { orderNo: unknown }[]; btCommonRes: unknown };
    expect(answer.orderList[0]!.orderNo).toBe(good.orderList[0]!.orderNo.length);
    expect(answer.btCommonRes).toMatchObject({ isOk: true });

    await wireFault({ kind: 'wrong-type', path: '/order/list', field: 'page.count' });
    const named = (await json(await post('/order/list', ORDERS))) as { page: { count: unknown } };
    expect(typeof named.page.count).toBe('string');
  });

  it('list-without-page: waits for a list answer, then drops its page', async () => {
    await wireFault({ kind: 'list-without-page' });
    const notAList = await post('/agent/prepaid');
    expect(notAList.headers.get('x-simulator-wire-fault')).toBeNull();
    expect((await control('GET', '/wire-fault')).json).toEqual({ pendingWireFault: { kind: 'list-without-page' } });

    const answer = await json(await post('/order/list', ORDERS));
    expect(answer).not.toHaveProperty('page');
    expect(answer.orderList).toHaveLength(5);
    expect(await json(await post('/order/list', ORDERS))).toHaveProperty('page');
  });

  it('no-date: the answer without a Date header', async () => {
    await wireFault({ kind: 'no-date' });
    const bad = await post('/order/list', ORDERS);
    expect(bad.headers.get('date')).toBeNull();
    expect((await json(bad)).btCommonRes).toMatchObject({ isOk: true });
    expect((await post('/order/list', ORDERS)).headers.get('date')).not.toBeNull();
  });

  it('cors: the answer without its CORS headers (the preflight still passes)', async () => {
    await wireFault({ kind: 'cors' });
    const preflight = await fetch(`${base}${PREFIX}/order/list`, {
      method: 'OPTIONS',
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const bad = await post('/order/list', ORDERS);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    expect(bad.headers.get('access-control-allow-credentials')).toBeNull();
    expect(bad.headers.get('access-control-expose-headers')).toBeNull();
    expect((await post('/order/list', ORDERS)).headers.get('access-control-allow-origin')).toBe(PORTAL);
  });

  it('slow: the answer comes after the hold; a client with a shorter timeout gives up, and the call ran all the same', async () => {
    await wireFault({ kind: 'slow', ms: 300 });
    const asked = performance.now();
    const held = await post('/order/list', ORDERS);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(290);
    expect(held.headers.get('x-simulator-wire-fault')).toBe('slow');
    expect((await json(held)).btCommonRes).toMatchObject({ isOk: true });

    await wireFault({ kind: 'slow', ms: 60_000, path: '/account/logout' });
    // The client's timeout (as the portal's 180 s one, shortened) ends the wait.
    await expect(post('/account/logout', {}, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/timeout|aborted/i);
    // The logout ran before the answer was held: the session is gone.
    const after = await json(await post('/order/list', ORDERS));
    expect(after.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS.NOT_LOGGED_IN.code });
  });

  it('refuses an unknown kind or path, and lists the wire faults in GET /__simulator', async () => {
    expect((await control('POST', '/wire-fault', { kind: 'teapot' })).status).toBe(400);
    expect((await control('POST', '/wire-fault', { kind: 'empty', path: '/no/such/call' })).status).toBe(400);
    expect((await control('POST', '/wire-fault', { kind: 'slow', ms: -1 })).status).toBe(400);
    await wireFault({ kind: 'empty' });
    await wireFault({ kind: null });
    expect((await control('GET', '/wire-fault')).json).toEqual({ pendingWireFault: null });
    const { json: listing } = await control('GET', '');
    expect((listing.routes as string[]).join('\n')).toMatch(
      /POST \/__simulator\/wire-fault \{ kind: html502\|empty\|no-envelope\|no-isok\|wrong-type\|list-without-page\|no-date\|cors\|slow/,
    );
  });
});

describe('/docs: the interactive reference of the contract', () => {
  it('answers a page that loads the bundle from the gateway itself, and the document with this gateway as its server', async () => {
    const page = await fetch(`${base}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/docs/scalar.js"></script>');
    expect(html).toContain('"url":"/docs/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await fetch(`${base}/docs/scalar.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('createApiReference');

    const document = (await (await fetch(`${base}/docs/openapi.json`)).json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, unknown>;
      info: { title: string };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('祥云航空 B2B 团队票务网关');
    expect(document.servers).toEqual([expect.objectContaining({ url: `${base}${PREFIX}` })]);
    expect(Object.keys(document.paths)).toHaveLength(
      Object.keys(JSON.parse(await readFile(join(ROOT, 'docs/gateway/openapi.json'), 'utf8')).paths).length,
    );
  });
});

describe('the portal’s client over real HTTP (axios in the page, cross-origin with credentials)', () => {
  const restore = () => setGatewayAddress({ base: env.gatewayBase, prefix: env.gatewayPrefix });
  afterEach(restore);

  it('gives up on an answer slower than its timeout: 请求超时, one toast', async () => {
    setGatewayAddress({ base, prefix: PREFIX });
    const notifyError = vi.fn();
    configureGateway({ notifyError });
    await wireFault({ kind: 'slow', ms: 3_000, path: '/account/captcha/image' });
    const failure = await call(accountApi.imageCaptcha, {}, { timeout: 300 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportRequestError);
    expect((failure as TransportRequestError).message).toBe('请求超时');
    expect(notifyError).toHaveBeenCalledWith('请求超时');
  });

  it('logs a failed call with the gateway’s request id (exposed cross-origin), to find it in the gateway’s log', async () => {
    setGatewayAddress({ base, prefix: PREFIX });
    configureGateway({ notifyError: vi.fn() });
    await wireFault({ kind: 'html502', path: '/account/captcha/image' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const failure = await call(accountApi.imageCaptcha, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportRequestError);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^网关调用失败 \/account\/captcha\/image: HTTP 502 .*（网关请求编号 [\w-]{36}）$/),
    );
  });

  it('reads a conforming answer, and names the field of one that is not', async () => {
    setGatewayAddress({ base, prefix: PREFIX });
    configureGateway({ notifyError: vi.fn() });
    const answer = await call(accountApi.imageCaptcha, {});
    expect(answer.captchaKey).toEqual(expect.any(String));
    await wireFault({ kind: 'no-isok', path: '/account/captcha/image' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => log.mockRestore());
    const failure = await call(accountApi.imageCaptcha, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerContractError);
    expect((failure as AnswerContractError).params.field).toBe('btCommonRes.isOk');
  });
});
