import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountApi, agencyApi, orderApi } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { server as inProcessSimulator } from '@/mocks/node';

/**
 * `npm run gateway` over real HTTP: the server runs as a child process (scripts/gateway.mjs, its own
 * store and state file) on an ephemeral port, and the test talks to it as browsers would — each
 * `Browser` below keeps its own cookie jar and sends the portal's Origin. No sleeps: every wait is for
 * an answer or a process event.
 */

// (jsdom's URL has no file scheme support: the path by hand.)
const ROOT = join(dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '../..');
const PORTAL = 'http://127.0.0.1:4173';
const PREFIX = '/b2b-gateway/api';
/** The control API's token, given to the gateway at start. */
const TOKEN = 'test-control-token-0123456789';
const NOW = '2026-11-23T09:00:00+08:00';
const HOUR = 3_600_000;

interface Gateway {
  url: string;
  child: ChildProcess;
  /** Resolves with the first log line (pino's JSON, on stdout) that `match` accepts, from now on. */
  logLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

let dataDir = '';
let gateway: Gateway | null = null;

async function start(...args: string[]): Promise<Gateway> {
  const child = spawn(process.execPath, ['scripts/gateway.mjs', '--port', '0', '--data', dataDir, '--control-token', TOKEN, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /gateway listening on (\S+)/.exec(stdout);
      if (listening) resolveUrl(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${stderr}`)));
  });
  const logLine = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolveLine) => {
      let rest = '';
      const read = (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop()!;
        for (const text of lines) {
          if (!text.startsWith('{')) continue;
          const line = JSON.parse(text) as Record<string, unknown>;
          if (!match(line)) continue;
          child.stdout!.off('data', read);
          resolveLine(line);
          return;
        }
      };
      child.stdout!.on('data', read);
    });
  return { url, child, logLine };
}

/** SIGTERM: the gateway saves what is pending, then exits. */
async function stop(running: Gateway): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
}

async function restart(...args: string[]): Promise<void> {
  await stop(gateway!);
  gateway = await start(...args);
}

const base = () => gateway!.url;

/** A browser: its own cookie jar, the portal's origin on every request. */
class Browser {
  cookie: string | null = null;

  constructor(readonly origin = PORTAL) {}

  async post(
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ response: Response; json: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: this.origin, ...extra };
    if (this.cookie !== null) headers.Cookie = this.cookie;
    const response = await fetch(`${base()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const value = pair!.slice(pair!.indexOf('=') + 1);
      this.cookie = value === '' ? null : pair!;
    }
    const text = await response.text();
    return { response, json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
  }

  async call(endpoint: { path: string }, body: unknown): Promise<Record<string, unknown>> {
    const { response, json } = await this.post(`${PREFIX}${endpoint.path}`, body);
    expect(response.status).toBe(200);
    return json;
  }

  async signIn(userName: string, password: string): Promise<void> {
    const { captchaKey } = (await this.call(accountApi.imageCaptcha, {})) as { captchaKey: string };
    const { code } = (await control('GET', `/captcha?key=${captchaKey}`)) as { code: string };
    const answer = await this.call(accountApi.agentLogin, { userName, password, captchaKey, captchaCode: code });
    expect(answer.btCommonRes).toMatchObject({ isOk: true });
    expect(this.cookie).toMatch(/^b2b_gw_session=/);
  }

  /** The team orders this browser's session sees, or the refusal's code. */
  async orderNos(): Promise<string[] | string> {
    const answer = (await this.call(orderApi.list, { currentPage: 1, perSize: 100 })) as {
      btCommonRes: { isOk: boolean; errorCode?: string };
      orderList?: { orderNo: string }[];
    };
    return answer.btCommonRes.isOk ? answer.orderList!.map((order) => order.orderNo) : answer.btCommonRes.errorCode!;
  }
}

async function control(method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string | null): Promise<unknown> {
  const response = await fetch(`${base()}/__simulator${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

// tests/setup.ts's in-process simulator (msw/node) would answer these requests itself: let them through.
const letThrough = () =>
  inProcessSimulator.use(http.all('*', ({ request }) => (new URL(request.url).hostname === '127.0.0.1' ? passthrough() : undefined)));

beforeAll(async () => {
  letThrough();
  dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  // The first start may build dist-gateway/server.mjs (about a second or two).
  gateway = await start('--reset');
  await control('POST', '/reset', { now: NOW });
}, 60_000);

// (tests/setup.ts resets the handlers after each test.)
beforeEach(letThrough);

afterAll(async () => {
  if (gateway) await stop(gateway);
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run gateway over HTTP', () => {
  const agency = new Browser();
  const enterprise = new Browser();
  const agencyAgain = new Browser();

  it('keeps one session per cookie: two organisations signed in at once each see only their own orders', async () => {
    await agency.signIn('agent01', 'Agent@2026');
    await enterprise.signIn('corp01', 'Corp@2026');
    expect(agency.cookie).not.toBe(enterprise.cookie);

    const agencyOrders = await agency.orderNos();
    const enterpriseOrders = await enterprise.orderNos();
    expect(agencyOrders).toContain('TO100143');
    expect(agencyOrders).not.toContain('TO100141');
    expect(enterpriseOrders).toContain('TO100141');
    expect(enterpriseOrders).not.toContain('TO100143');

    // A second sign-in of agent01 elsewhere opens a second session beside the first.
    await agencyAgain.signIn('agent01', 'Agent@2026');
    expect(await agencyAgain.orderNos()).toEqual(agencyOrders);
    expect(await agency.orderNos()).toEqual(agencyOrders);
    const { sessions } = (await control('GET', '/sessions')) as { sessions: { accountId: string }[] };
    expect(sessions.map((session) => session.accountId).sort()).toEqual(['AGT0001', 'AGT0001', 'AGT0002']);
  });

  it('answers a preflight from the portal with credentials allowed and Date exposed', async () => {
    const response = await fetch(`${base()}${PREFIX}${orderApi.list.path}`, {
      method: 'OPTIONS',
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('access-control-expose-headers')).toContain('Date');

    // The answer itself carries them too, and the simulator clock in Date.
    const { response: answer } = await agency.post(`${PREFIX}${orderApi.list.path}`, { currentPage: 1, perSize: 1 });
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Date');
    const { now } = (await control('GET', '/clock')) as { now: string };
    expect(Math.abs(Date.parse(answer.headers.get('date')!) - Date.parse(now))).toBeLessThan(5_000);
  });

  it('refuses an origin that is not allowed, before the call runs', async () => {
    const preflight = await fetch(`${base()}${PREFIX}${orderApi.list.path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    // Even with agent01's cookie: nothing is answered, and nothing happens (the logout does not run).
    const intruder = new Browser('https://evil.example');
    intruder.cookie = agency.cookie;
    const { response } = await intruder.post(`${PREFIX}${accountApi.logout.path}`, {});
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await agency.orderNos()).toContain('TO100143');
  });

  it('ends only the session of the cookie that logs out; expiry ends only the expired one', async () => {
    const { response } = await agencyAgain.post(`${PREFIX}${accountApi.logout.path}`, {});
    expect(response.headers.getSetCookie().join()).toMatch(/b2b_gw_session=;.*Max-Age=0/);
    expect(agencyAgain.cookie).toBeNull();
    expect(await agencyAgain.orderNos()).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect(await agency.orderNos()).toContain('TO100143');
    expect(await enterprise.orderNos()).toContain('TO100141');

    // The enterprise's session idles out (control API, its own cookie): SESSION_EXPIRED until it signs in again.
    expect(await control('POST', '/sessions/expire', {}, enterprise.cookie)).toEqual({ expired: 1 });
    expect(await enterprise.orderNos()).toBe(ERRORS.SESSION_EXPIRED.code);
    expect(await enterprise.orderNos()).toBe(ERRORS.SESSION_EXPIRED.code);
    expect(await agency.orderNos()).toContain('TO100143');
    await enterprise.signIn('corp01', 'Corp@2026');
    expect(await enterprise.orderNos()).toContain('TO100141');
  });

  it("ends the account's other sessions when its password changes; the changer's own stays", async () => {
    const elsewhere = new Browser();
    await elsewhere.signIn('agent01', 'Agent@2026');
    const changed = await agency.call(agencyApi.changePassword, { oldPassword: 'Agent@2026', newPassword: 'Agent@2027' });
    expect(changed.btCommonRes).toMatchObject({ isOk: true });
    expect(await elsewhere.orderNos()).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect(elsewhere.cookie).toBeNull();
    expect(await agency.orderNos()).toContain('TO100143');
    expect(await enterprise.orderNos()).toContain('TO100141');
    await agency.call(agencyApi.changePassword, { oldPassword: 'Agent@2027', newPassword: 'Agent@2026' });
    expect(await agency.orderNos()).toContain('TO100143');
  });

  it('moves the simulator clock through the control API; idle sessions expire by it', async () => {
    const before = (await control('GET', '/clock')) as { now: string };
    const after = (await control('POST', '/clock', { advanceMs: HOUR })) as { now: string };
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(HOUR);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(HOUR + 5_000);
    // Gateway answers are dated by the moved clock, and an hour without a call has expired both sessions.
    const { response, json } = await agency.post(`${PREFIX}${orderApi.list.path}`, { currentPage: 1, perSize: 1 });
    expect(Math.abs(Date.parse(response.headers.get('date')!) - Date.parse(after.now))).toBeLessThan(5_000);
    expect(json.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS.SESSION_EXPIRED.code });
    expect(await enterprise.orderNos()).toBe(ERRORS.SESSION_EXPIRED.code);
    await agency.signIn('agent01', 'Agent@2026');
    await enterprise.signIn('corp01', 'Corp@2026');
  });

  it('keeps state and sessions over a restart on the same data folder; --reset reseeds', async () => {
    // A change of the domain: a wrong password counts toward the lock.
    const stranger = new Browser();
    const { captchaKey } = (await stranger.call(accountApi.imageCaptcha, {})) as { captchaKey: string };
    const { code } = (await control('GET', `/captcha?key=${captchaKey}`)) as { code: string };
    const wrong = (await stranger.call(accountApi.agentLogin, {
      userName: 'agent01',
      password: 'wrong',
      captchaKey,
      captchaCode: code,
    })) as { errorParams?: { remaining?: number } };
    const remaining = wrong.errorParams?.remaining;
    expect(remaining).toBeGreaterThan(0);
    const clockBefore = (await control('GET', '/clock')) as { offsetMs: number };

    await restart();
    expect(await agency.orderNos()).toContain('TO100143');
    expect(await enterprise.orderNos()).toContain('TO100141');
    const clockAfter = (await control('GET', '/clock')) as { offsetMs: number };
    expect(clockAfter.offsetMs).toBe(clockBefore.offsetMs);
    const again = await stranger.call(accountApi.imageCaptcha, {});
    const key2 = (again as { captchaKey: string }).captchaKey;
    const code2 = ((await control('GET', `/captcha?key=${key2}`)) as { code: string }).code;
    const second = (await stranger.call(accountApi.agentLogin, {
      userName: 'agent01',
      password: 'wrong',
      captchaKey: key2,
      captchaCode: code2,
    })) as { errorParams?: { remaining?: number } };
    expect(second.errorParams?.remaining).toBe(remaining! - 1);

    await restart('--reset');
    expect(await agency.orderNos()).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect(agency.cookie).toBeNull();
    const reseeded = (await control('GET', '/clock')) as { offsetMs: number };
    expect(Math.abs(reseeded.offsetMs)).toBeLessThan(60_000);
    await agency.signIn('agent01', 'Agent@2026');
    expect(await agency.orderNos()).toContain('TO100143');
  });
});

/** A request with a Host header of our choosing (fetch sets its own). */
function withHost(url: string, host: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const request = httpRequest(url, { headers: { Host: host } }, (response) => {
      response.resume();
      resolveStatus(response.statusCode!);
    });
    request.once('error', reject);
    request.end();
  });
}

describe('the front door', () => {
  const agency = new Browser();

  it('refuses the control API without its token, or with another', async () => {
    const clock = `${base()}/__simulator/clock`;
    const without = await fetch(clock);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(clock, { headers: { Authorization: 'Bearer not-the-token-at-all-000' } })).status).toBe(401);
    expect((await fetch(`${base()}/__simulator/sessions`, { headers: { Origin: PORTAL } })).status).toBe(401);
    expect((await fetch(clock, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('refuses a request whose Host is not an allowed host name (DNS rebinding)', async () => {
    const { port } = new URL(base());
    expect(await withHost(`${base()}/healthz`, `127.0.0.1:${port}`)).toBe(200);
    expect(await withHost(`${base()}/healthz`, `localhost:${port}`)).toBe(200);
    expect(await withHost(`${base()}/healthz`, `evil.example:${port}`)).toBe(403);
    expect(await withHost(`${base()}/__simulator/sessions`, `evil.example:${port}`)).toBe(403);
  });

  it('answers a call that is not Content-Type: application/json with 415, and runs nothing', async () => {
    await agency.signIn('agent01', 'Agent@2026');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${base()}${PREFIX}${accountApi.logout.path}`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: PORTAL, Cookie: agency.cookie! },
        body: '{}',
      });
      expect(response.status).toBe(415);
    }
    const reset = await fetch(`${base()}/__simulator/sessions/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${TOKEN}` },
      body: '{"all":true}',
    });
    expect(reset.status).toBe(415);
    expect(await agency.orderNos()).toContain('TO100143');
  });

  it('logs every call as one JSON line: its request id, path, account, status, outcome and duration', async () => {
    const logged = gateway!.logLine((line) => line.reqId === 'test-request-0001');
    const { response } = await agency.post(
      `${PREFIX}${orderApi.list.path}`,
      { currentPage: 1, perSize: 1 },
      { 'X-Request-Id': 'test-request-0001' },
    );
    expect(response.headers.get('x-request-id')).toBe('test-request-0001');
    expect(await logged).toMatchObject({
      level: 30,
      msg: 'call',
      method: 'POST',
      path: `${PREFIX}${orderApi.list.path}`,
      account: 'AGT0001',
      status: 200,
      result: 'OK',
      ms: expect.any(Number),
    });
    const refused = gateway!.logLine((line) => line.path === `${PREFIX}${orderApi.list.path}` && line.account === null);
    await new Browser().post(`${PREFIX}${orderApi.list.path}`, { currentPage: 1, perSize: 1 });
    expect(await refused).toMatchObject({ status: 200, result: ERRORS.NOT_LOGGED_IN.code });
  });

  it('answers /healthz and /readyz, and names every answer by a request id the portal can read', async () => {
    expect(await (await fetch(`${base()}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base()}/readyz`)).json()).toMatchObject({ ready: true });
    const { response } = await agency.post(`${PREFIX}${orderApi.list.path}`, { currentPage: 1, perSize: 1 });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    const other = await agency.post(`${PREFIX}${orderApi.list.path}`, { currentPage: 1, perSize: 1 });
    expect(other.response.headers.get('x-request-id')).not.toBe(response.headers.get('x-request-id'));
  });
});

describe('a database the gateway cannot use', () => {
  it('stops the start with the problem and the ways out: a backup restored starts on it; --reset starts from the seed; --no-control turns the control API off', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gateway-refused-'));
    try {
      // A backup of the running gateway, its clock moved first so that the backup is told from a seed.
      const { now } = (await control('POST', '/clock', { advanceMs: 5 * HOUR })) as { now: string };
      const { file } = (await control('POST', '/backup', {})) as { file: string };
      expect(file).toMatch(/\/backups\/state-.*\.db$/);

      await writeFile(join(folder, 'state.db'), 'not a database');
      const refused = spawn(process.execPath, ['scripts/gateway.mjs', '--port', '0', '--data', folder], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      refused.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(refused, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain(`cannot start on ${join(folder, 'state.db')}: it cannot be opened as a SQLite database`);
      expect(stderr).toContain('--reset');
      expect(stderr).toContain('POST /__simulator/backup');

      const previous = dataDir;
      dataDir = folder;
      await copyFile(file, join(folder, 'state.db'));
      const restored = await start();
      try {
        const clock = await fetch(`${restored.url}/__simulator/clock`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        expect(Math.abs(Date.parse(((await clock.json()) as { now: string }).now) - Date.parse(now))).toBeLessThan(60_000);
      } finally {
        await stop(restored);
      }
      const reseeded = await start('--reset', '--no-control');
      dataDir = previous;
      try {
        expect((await fetch(`${reseeded.url}/__simulator/clock`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
        expect((await fetch(`${reseeded.url}/readyz`)).status).toBe(200);
      } finally {
        await stop(reseeded);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
