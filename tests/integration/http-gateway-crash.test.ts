import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountApi, tempGroupApi } from '@/lib/gateway/endpoints';
import { server as inProcessSimulator } from '@/mocks/node';

/**
 * `npm run gateway` killed as a crash kills it: parallel clients book temporary groups; the gateway is
 * killed with SIGKILL while their calls are under way and started again on the same data folder, several
 * times. Every booking it answered isOk is there after each restart, and no order number was given twice.
 * Then SIGTERM with a booking in flight: the booking is answered, the gateway exits 0, and the booking
 * is there after the next start. No sleeps: the kill comes once enough bookings were answered.
 */

const ROOT = join(dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '../..');
const PORTAL = 'http://127.0.0.1:4173';
const PREFIX = '/b2b-gateway/api';
const TOKEN = 'crash-test-control-token-0123';
const NOW = '2026-11-23T09:00:00+08:00';
const CLIENTS = 3;
const ROUNDS = 3;
/** Bookings answered in a round before the kill. */
const PER_ROUND = 6;
/** Widebodies, daily, 200 group seats each: room for every booking of the test. */
const FLIGHTS = ['XY5001', 'XY5011', 'XY5031', 'XY5103'];

let dataDir = '';
let child: ChildProcess | null = null;
let base = '';

async function start(...args: string[]): Promise<void> {
  child = spawn(
    process.execPath,
    ['scripts/gateway.mjs', '--port', '0', '--data', dataDir, '--control-token', TOKEN, '--log-level', 'warn', ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  base = await new Promise<string>((resolveUrl, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /gateway listening on (\S+)/.exec(stdout);
      if (listening) resolveUrl(listening[1]!);
    });
    child!.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${stderr}`)));
  });
}

async function kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
  const exited = once(child!, 'exit');
  child!.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}/__simulator${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

class Client {
  cookie: string | null = null;

  async call<T>(path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: PORTAL };
    if (this.cookie !== null) headers.Cookie = this.cookie;
    const response = await fetch(`${base}${PREFIX}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const [set] = response.headers.getSetCookie();
    if (set) this.cookie = set.split(';')[0]!;
    return (await response.json()) as T;
  }

  async signIn(): Promise<void> {
    const { captchaKey } = await this.call<{ captchaKey: string }>(accountApi.imageCaptcha.path, {});
    const { json } = await control<{ code: string }>('GET', `/captcha?key=${captchaKey}`);
    const answer = await this.call<{ btCommonRes: { isOk: boolean } }>(accountApi.agentLogin.path, {
      userName: 'agent01',
      password: 'Agent@2026',
      captchaKey,
      captchaCode: json.code,
    });
    expect(answer.btCommonRes.isOk).toBe(true);
  }

  /** One temporary group of 10: its order number when the gateway answered isOk. */
  async book(index: number): Promise<string | null> {
    const flightDate = new Date(Date.UTC(2026, 11, 12 + (index % 40))).toISOString().slice(0, 10);
    const selections = [{ direction: 'O', flightNo: FLIGHTS[index % FLIGHTS.length], flightDate }];
    const counts = { adultCount: 10, childCount: 0, infantCount: 0 };
    const { quote } = await this.call<{ quote: { totalAmount: number } }>(tempGroupApi.price.path, { selections, ...counts });
    const answer = await this.call<{ btCommonRes: { isOk: boolean }; order?: { orderNo: string } }>(tempGroupApi.create.path, {
      selections,
      ...counts,
      groupName: `压测团${index}`,
      contact: { name: '赵敏', mobile: '13817263540' },
      expectedTotal: quote.totalAmount,
    });
    return answer.btCommonRes.isOk ? answer.order!.orderNo : null;
  }
}

const letThrough = () =>
  inProcessSimulator.use(http.all('*', ({ request }) => (new URL(request.url).hostname === '127.0.0.1' ? passthrough() : undefined)));

beforeAll(async () => {
  letThrough();
  dataDir = await mkdtemp(join(tmpdir(), 'gateway-crash-'));
  await start('--reset');
  expect((await control('POST', '/reset', { now: NOW })).status).toBe(200);
}, 60_000);
beforeEach(letThrough);
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) await kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Every order number answered, in the order answered. */
const acknowledged: string[] = [];
let bookings = 0;

async function missingOrders(): Promise<string[]> {
  const missing: string[] = [];
  for (const orderNo of acknowledged) if ((await control('GET', `/orders/${orderNo}`)).status !== 200) missing.push(orderNo);
  return missing;
}

describe('npm run gateway killed under load', () => {
  const clients = Array.from({ length: CLIENTS }, () => new Client());

  it(`loses no booking it answered and gives no order number twice, over ${ROUNDS} kills -9`, async () => {
    await Promise.all(clients.map((client) => client.signIn()));
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = acknowledged.length + PER_ROUND;
      let killed = false;
      const killing = new Promise<void>((resolveKill) => {
        const loops = clients.map(async (client) => {
          while (!killed) {
            const index = (bookings += 1);
            let orderNo: string | null;
            try {
              orderNo = await client.book(index);
            } catch {
              // The connection died with the gateway: this booking's outcome is unknown, as a client's would be.
              return;
            }
            if (orderNo !== null) acknowledged.push(orderNo);
            if (acknowledged.length >= target && !killed) {
              killed = true;
              // The other clients' calls are on their way now.
              resolveKill();
              return;
            }
          }
        });
        void Promise.all(loops).then(() => resolveKill());
      });
      await killing;
      expect(await kill('SIGKILL')).toBeNull();
      await start();
      expect(await missingOrders()).toEqual([]);
      expect(new Set(acknowledged).size).toBe(acknowledged.length);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * PER_ROUND);
  }, 120_000);

  it('on SIGTERM answers the booking in flight, closes the database and exits 0', async () => {
    // The booking's answer is held after it ran (the slow wire fault) so that it is in flight for sure.
    expect((await control('POST', '/wire-fault', { kind: 'slow', ms: 60_000, path: tempGroupApi.create.path })).status).toBe(200);
    const booking = clients[0]!.book((bookings += 1));
    // The fault is taken when the call arrives.
    for (;;) {
      const { json } = await control<{ pendingWireFault: unknown }>('GET', '/wire-fault');
      if (json.pendingWireFault === null) break;
    }
    const exit = kill('SIGTERM');
    const orderNo = await booking;
    expect(orderNo).toMatch(/^TO\d+$/);
    expect(await exit).toBe(0);
    acknowledged.push(orderNo!);
    await start();
    expect(await missingOrders()).toEqual([]);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
  }, 60_000);
});
