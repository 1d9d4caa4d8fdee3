import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { env } from '@/config/env';
import type { GatewayRoute } from '../gateway';
import { routes } from '../handlers';
import { SESSION } from '../rules';
import { simulator } from '../simulator';
import type { FaultKind } from '../state';
import { seedAt } from '../seed';
import { store } from '../store';
import { toGatewayIso } from '../kernel/time-format';
import { SessionTable, sessionIdFromCookie, withCallScope, type CallScope } from './sessions';
import { STATE_DB, StateDb, StateRefused, type Durability } from './state-db';

/**
 * The gateway simulator as a real HTTP server (`npm run gateway`, scripts/gateway.mjs): the very routes
 * the browser's service worker and vitest's msw/node answer (src/mocks/handlers.ts `routes`), over the same
 * store, behind a small Node `http` adapter:
 *
 * - `POST <prefix>/<endpoint path>` with a JSON body → the route's answer (status, `Date` of the
 *   simulator clock, JSON), plus the session cookie when the call opened or ended a session;
 * - CORS with credentials for the allowed origins (any http(s) origin on 127.0.0.1, localhost or [::1]
 *   by default, plus `origins`); a request from any other origin is refused (403) before it runs;
 * - `/__simulator/…`: the control API (clock, faults, reset, captcha and SMS codes, sessions, the
 *   airline's side of payments, invoices, reports and reviews) for tests and people, never under the prefix.
 *
 * The front door, before anything runs: the Host header must name an allowed host (a DNS-rebinding page
 * reaches 127.0.0.1 under its own name); a POST's body must be `Content-Type: application/json` (415
 * otherwise: a form or text/plain body is what a cross-site page can send without a preflight); the
 * control API needs its token (`Authorization: Bearer <token>`), or is off. `/healthz` and `/readyz`
 * answer liveness and readiness. Every request is logged as one JSON line (pino) with its request id,
 * which the answer carries in `X-Request-Id`.
 *
 * Sessions: sessions.ts (a table keyed by an HttpOnly cookie). State: state-db.ts (SQLite; each call's
 * changes committed before its answer). One gateway per process: the store is the module's.
 */

export interface GatewayOptions {
  /** 0: any free port. */
  port: number;
  host?: string;
  /** The folder of the database (created when missing). */
  dataDir: string;
  /** Discard the saved state and reseed. */
  reset?: boolean;
  /** The database's `synchronous` (state-db.ts); default normal. */
  durability?: Durability;
  /** The control API's token; null: the control API is off. */
  controlToken: string | null;
  /** Host names the Host header may name besides 127.0.0.1, localhost and [::1] (and `host` itself). */
  allowedHosts?: readonly string[];
  /** pino's level for the request log (default info: one line per request); 'silent' for none. */
  logLevel?: string;
  /** Origins allowed besides local ones, e.g. https://portal.example.com. */
  origins?: readonly string[];
  /** Allow any http(s) origin on 127.0.0.1, localhost and [::1] (default true). */
  allowLocalOrigins?: boolean;
  /** The gateway prefix; default the build's VITE_GATEWAY_PREFIX. */
  prefix?: string;
  /**
   * The interactive reference at /docs: the OpenAPI document (docs/gateway/openapi.json) and
   * @scalar/api-reference's standalone browser bundle, both read from disk (never a CDN). Absent: no /docs.
   */
  docs?: { openapiFile: string; bundleFile: string };
}

export interface RunningGateway {
  url: string;
  port: number;
  prefix: string;
  /** The database file. */
  stateFile: string;
  /** How the state came: 'new' (seeded), 'read', 'reseeded', 'migrated from version N', 'imported from …'. */
  loaded: string;
  /**
   * Stops taking requests, lets the calls in flight finish (a held answer is sent at once; a call that
   * never answers — the timeout fault — is dropped after `graceMs`), then closes the database.
   */
  close(graceMs?: number): Promise<void>;
}

/** The start was refused: what the database holds cannot be used. The message says why and the ways out. */
export class GatewayStartRefused extends Error {}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const REQUEST_ID_HEADER = 'X-Request-Id';
/** Where POST /__simulator/backup writes, inside the data folder. */
const BACKUPS = 'backups';
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const CONTROL = '/__simulator';
const DOCS = '/docs';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'proxy-connection',
]);
const FAULTS: readonly FaultKind[] = ['timeout', 'http500', 'http400', 'business'];

/**
 * Wire faults: what a bad gateway or proxy does to the HTTP answer itself, for the production build's
 * browser tests (the simulator's own faults — timeout, http500, http400, business — are answers the
 * rules give). One shot, aimed at a path or at the next gateway call; kept in memory only.
 * - html502: HTTP 502 with an nginx-like HTML page (the call does not run; the CORS headers stay, as a
 *   proxy adding them `always` sends them);
 * - empty: 200 with an empty body; no-envelope: 200, the payload without btCommonRes; no-isok: btCommonRes
 *   without isOk;
 * - wrong-type: one field of the payload with the wrong type (`field`, a dotted path, or the first leaf
 *   beside btCommonRes): a string becomes a number, a number or boolean a string;
 * - list-without-page: a list answer without `page`;
 * - no-date: the answer without the Date header; cors: the answer without the CORS headers (the
 *   preflight still passes, so a browser refuses the answer itself);
 * - slow: the answer held `ms` milliseconds (default 5000) after the call ran — its effect stands even
 *   when the client gave up.
 * Every kind but html502 lets the call run. wrong-type and list-without-page wait for an answer that has
 * what they change (a JSON object with a payload field; a `page`). A faulted answer names its fault in
 * `X-Simulator-Wire-Fault`.
 */
export const WIRE_FAULTS = [
  'html502',
  'empty',
  'no-envelope',
  'no-isok',
  'wrong-type',
  'list-without-page',
  'no-date',
  'cors',
  'slow',
] as const;
export type WireFaultKind = (typeof WIRE_FAULTS)[number];
export interface WireFault {
  kind: WireFaultKind;
  /** A catalogue path (e.g. /order/list); absent: the next gateway call. */
  path?: string;
  /** slow: how long the answer is held. */
  ms?: number;
  /** wrong-type: the field to change, e.g. orderList.0.orderNo. */
  field?: string;
}
const SLOW_DEFAULT_MS = 5_000;
const WIRE_FAULT_HEADER = 'X-Simulator-Wire-Fault';

/** What nginx answers when its upstream fails. */
const NGINX_502 = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

type Json = Record<string, unknown>;

/** The first leaf (string, number, boolean) of `value` depth-first, as a key path. */
function firstLeaf(value: unknown, at: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return at;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstLeaf(item, [...at, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (at.length === 0 && (key === 'btCommonRes' || key === 'errorParams')) continue;
      const found = firstLeaf(item, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `answer` with one field's type changed, and that field's path; null when it has no such field. */
function withWrongType(answer: Json, field: string | undefined): { answer: Json; field: string } | null {
  const path = field === undefined ? firstLeaf(answer) : field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  if (!path || path.length === 0) return null;
  const copy = structuredClone(answer);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (next === null || typeof next !== 'object') return null;
    parent = next as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  const value = parent[last];
  if (typeof value === 'string') parent[last] = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value.length;
  else if (typeof value === 'number' || typeof value === 'boolean') parent[last] = String(value);
  else return null;
  return {
    answer: copy,
    field: path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
      .join('')
      .replace(/^\./, ''),
  };
}

/** The /docs page: Scalar's standalone bundle over /docs/openapi.json, fonts and telemetry off (no internet needed). */
function docsPage(title: string): string {
  const configuration = {
    url: `${DOCS}/openapi.json`,
    withDefaultFonts: false,
    telemetry: false,
    // The "Ask AI" agent calls Scalar's servers (off: the reference works offline).
    agent: { disabled: true },
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
    defaultOpenAllTags: false,
    customCss:
      ':root, .scalar-app { --scalar-font: ui-sans-serif, system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; }',
  };
  const escape = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · 接口文档</title>
</head>
<body>
<div id="app"></div>
<script src="${DOCS}/scalar.js"></script>
<script>Scalar.createApiReference('#app', ${JSON.stringify(configuration).replace(/</g, '\\u003c')});</script>
</body>
</html>
`;
}

/** How to try the calls on this gateway, added to the served document's description. */
const TRY_IT = `

## Trying the calls on \`npm run gateway\`
This page is served by the simulator; "Test Request" sends each call to it (same origin, so the session cookie
— HttpOnly — goes with every later call). To sign in: POST /account/captcha/image, read its code at
\`GET /__simulator/captcha?key=<captchaKey>\` (with the control token, below), then POST /account/agent/login with agent01 / Agent@2026 and the
captchaKey and code (README "Demo data" lists the other accounts). The control API (clock, faults, reset):
\`GET /__simulator\`, with the control token the gateway printed at start (\`Authorization: Bearer <token>\`).`;

function parseJsonObject(bytes: Uint8Array): Json | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

/**
 * The outcome an answer's envelope reports, for the request log: OK or the refusal's errorCode. Read off
 * the text where the envelope is (at the end of an accepted answer, at the start of a refusal) rather than
 * parsing an answer of a thousand orders again.
 */
function resultOf(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ends = [buffer.subarray(Math.max(0, buffer.length - 256)).toString('utf8'), buffer.subarray(0, 512).toString('utf8')];
  for (const text of ends) {
    if (/"btCommonRes":\{"isOk":true/.test(text)) return 'OK';
    const code = /"errorCode":"([^"]{1,64})"/.exec(text);
    if (code) return code[1];
  }
  return null;
}

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let running = false;

/** Opens the state database (or refuses to, saying how to recover), loads the state and the sessions from it, or seeds it. */
async function openState(options: GatewayOptions) {
  let opened: ReturnType<typeof StateDb.open>;
  try {
    opened = StateDb.open(options.dataDir, { reset: options.reset, durability: options.durability, reference: () => seedAt(Date.now()) });
  } catch (error) {
    running = false;
    if (!(error instanceof StateRefused)) throw error;
    const file = join(options.dataDir, STATE_DB);
    throw new GatewayStartRefused(
      [
        `gateway: cannot start on ${file}: ${error.message}.`,
        '  Nothing was changed. Either:',
        `  - restore a backup: put a good copy of ${STATE_DB} — one POST /__simulator/backup wrote into ${join(options.dataDir, BACKUPS)}, say — in its place (and remove ${STATE_DB}-wal and ${STATE_DB}-shm beside it), start again;`,
        `    or start on another folder with --data <folder of the backup>;`,
        `  - or start from the seed with --reset, which discards what ${file} holds (copy it aside first to keep it).`,
      ].join('\n'),
    );
  }
  const db = opened.db;
  const sessions = new SessionTable(store, () => db.commit(store.getState(), sessions.view));
  let loaded: string;
  if (opened.state === null) {
    await simulator.reset();
    loaded = options.reset ? 'reseeded' : 'new (seeded)';
  } else {
    store.replace(opened.state);
    sessions.load(opened.sessions);
    const how = opened.how;
    loaded =
      how === 'read' || how === 'new'
        ? 'read'
        : 'migratedFrom' in how
          ? `migrated from state version ${how.migratedFrom}`
          : `imported from ${how.imported}`;
  }
  db.commit(store.getState(), sessions.view);
  // A cookie not used for a week of the simulator clock answers NOT_LOGGED_IN rather than SESSION_EXPIRED.
  sessions.prune(simulator.clock.nowMs(), 7 * 24 * 3_600_000);
  store.attach(sessions);
  const commit = () => db.commit(store.getState(), sessions.view);
  return { db, sessions, loaded, commit };
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string | Uint8Array | null,
  withDate = true,
): void {
  // One spelling per header (Node keeps 'Date' and 'date' apart): lower case, the answer's own Date winning.
  const out: Record<string, string | string[]> = { date: new Date(simulator.clock.nowMs()).toUTCString() };
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  if (!withDate) {
    // (Node adds a Date of its own unless told not to.)
    delete out.date;
    response.sendDate = false;
  }
  response.writeHead(status, out);
  response.end(body ?? undefined);
}

function sendJson(response: ServerResponse, status: number, cors: Record<string, string>, value: unknown): void {
  send(
    response,
    status,
    { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    JSON.stringify(value),
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, 'request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(request)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // below
  }
  throw new HttpProblem(400, 'the body must be a JSON object');
}

/** The host name of a Host header (without its port), lower case. */
function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(header.trim().toLowerCase());
  return match ? match[1] : null;
}

/**
 * What one running gateway's parts share: its settings, its state, the pending wire fault and the
 * requests in flight (the request pipeline, the control API and the stop all read and change it).
 */
interface Gateway {
  options: GatewayOptions;
  prefix: string;
  host: string;
  allowedOrigins: Set<string>;
  allowLocal: boolean;
  byPath: Map<string, GatewayRoute>;
  db: StateDb;
  sessions: SessionTable;
  loaded: string;
  commit: () => void;
  log: Logger;
  /** Host names the Host header may name. */
  hosts: Set<string>;
  /** The control API's token; null: off. */
  token: Buffer | null;
  wireFault: WireFault | null;
  /** Answers held by the slow fault: a stop sends them at once. */
  heldAnswers: Map<NodeJS.Timeout, () => void>;
  inFlight: number;
  stopping: boolean;
  drained: (() => void) | null;
}

/** The request log's fields learnt while the request runs. */
interface LogLine {
  account: string | null;
  result: string | null;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  if (running) throw new Error('gateway: one gateway per process (the simulator store is shared)');
  running = true;
  const gateway = await openGateway(options);
  const server = createServer((request, response) => handleRequest(gateway, request, response));
  await listen(server, options.port, gateway.host);
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${gateway.host}:${port}`,
    port,
    prefix: gateway.prefix,
    stateFile: gateway.db.path,
    loaded: gateway.loaded,
    close(graceMs = 5_000) {
      closing ??= stopGateway(gateway, server, graceMs);
      return closing;
    },
  };
}

/** The settings read from the options, the state and sessions opened, the request log made. */
async function openGateway(options: GatewayOptions): Promise<Gateway> {
  const prefix = (options.prefix ?? env.gatewayPrefix).replace(/\/+$/, '');
  const host = options.host ?? '127.0.0.1';
  const allowedOrigins = new Set((options.origins ?? []).map((origin) => new URL(origin).origin));
  const allowLocal = options.allowLocalOrigins ?? true;

  const byPath = new Map<string, GatewayRoute>();
  for (const route of routes) byPath.set(route.path, route);

  // ---- state and sessions ----
  const { db, sessions, loaded, commit } = await openState(options);

  // ---- logs ----
  const log: Logger = pino({ level: options.logLevel ?? 'info', base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });

  // ---- the front door ----
  const hosts = new Set([...LOCAL_HOSTS, '::1', ...(options.allowedHosts ?? []).map((name) => name.toLowerCase())]);
  if (host !== '0.0.0.0' && host !== '::') hosts.add(host.toLowerCase());
  const token = options.controlToken === null ? null : Buffer.from(options.controlToken);

  return {
    options,
    prefix,
    host,
    allowedOrigins,
    allowLocal,
    byPath,
    db,
    sessions,
    loaded,
    commit,
    log,
    hosts,
    token,
    wireFault: null,
    heldAnswers: new Map(),
    // ---- requests in flight (a stop lets them finish) ----
    inFlight: 0,
    stopping: false,
    drained: null,
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops taking requests, sends the held answers, waits for the calls in flight (up to the grace), closes the database. */
async function stopGateway(gateway: Gateway, server: Server, graceMs: number): Promise<void> {
  gateway.stopping = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  for (const [timer, release] of gateway.heldAnswers) {
    clearTimeout(timer);
    release();
  }
  gateway.heldAnswers.clear();
  if (gateway.inFlight > 0) {
    await new Promise<void>((resolve) => {
      gateway.drained = resolve;
      // A call that never answers (the timeout fault) is not waited for beyond the grace.
      setTimeout(resolve, graceMs).unref();
    });
  }
  server.closeAllConnections();
  await closed;
  store.attach(null);
  gateway.db.close();
  gateway.log.flush();
  running = false;
}

// ---- HTTP ----

/** One request: its id, its log line once the answer is gone, and its answer; counted while in flight. */
function handleRequest(gateway: Gateway, request: IncomingMessage, response: ServerResponse): void {
  gateway.inFlight += 1;
  const started = performance.now();
  const given = request.headers['x-request-id'];
  const requestId = typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, requestId);
  const line: LogLine = { account: null, result: null };
  response.once('close', () => {
    gateway.log.info(
      {
        reqId: requestId,
        method: request.method,
        path: (request.url ?? '/').split('?')[0],
        account: line.account,
        status: response.statusCode,
        result: line.result,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'call',
    );
  });
  void answerRequest(gateway, request, response, requestId, line).finally(() => {
    gateway.inFlight -= 1;
    if (gateway.stopping && gateway.inFlight === 0) gateway.drained?.();
  });
}

/** The front door (host, origin, preflight, content type), then health, /docs, the control API or a gateway call; a problem as JSON. */
async function answerRequest(
  gateway: Gateway,
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  line: LogLine,
): Promise<void> {
  const { options, host, prefix, db, loaded } = gateway;
  const origin = request.headers.origin;
  let cors: Record<string, string> = {};
  try {
    cors = corsOf(gateway, request);
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      sendPreflight(request, response, cors, origin);
      return;
    }
    if (gateway.stopping) {
      response.shouldKeepAlive = false;
      throw new HttpProblem(503, 'the gateway is stopping');
    }
    if (method === 'GET' && url.pathname === '/healthz') {
      sendJson(response, 200, cors, { status: 'ok' });
      return;
    }
    if (method === 'GET' && url.pathname === '/readyz') {
      const ready = db.isOpen;
      sendJson(response, ready ? 200 : 503, cors, { ready, database: db.path, loaded });
      return;
    }
    if (method === 'POST' && !JSON_TYPE.test(request.headers['content-type'] ?? '')) {
      throw new HttpProblem(415, 'a call is Content-Type: application/json');
    }
    if (options.docs && method === 'GET' && (url.pathname === DOCS || url.pathname.startsWith(`${DOCS}/`))) {
      await answerDocs(response, url.pathname, `http://${request.headers.host ?? host}`, prefix, options.docs);
      return;
    }
    if (url.pathname === CONTROL || url.pathname.startsWith(`${CONTROL}/`)) {
      await answerControl(gateway, request, response, url, method, cors);
      return;
    }
    if (url.pathname.startsWith(`${prefix}/`)) {
      const route = gateway.byPath.get(url.pathname.slice(prefix.length));
      if (!route) throw new HttpProblem(404, `no gateway call ${url.pathname}`);
      if (method !== 'POST') {
        send(response, 405, { ...cors, Allow: 'POST, OPTIONS' }, null);
        return;
      }
      await answerGateway(gateway, request, response, route, url, cors, line);
      return;
    }
    throw new HttpProblem(404, `nothing at ${url.pathname}: gateway calls are POST ${prefix}/…, the control API is under ${CONTROL}/`);
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const status = error instanceof HttpProblem ? error.status : 500;
    if (status === 500) gateway.log.error({ reqId: requestId, err: error }, 'call failed');
    line.result = error instanceof Error ? error.message : String(error);
    sendJson(response, status, status === 403 ? {} : status === 401 ? { ...cors, 'WWW-Authenticate': 'Bearer' } : cors, {
      error: line.result,
      requestId,
    });
  }
}

/** The Host header must name an allowed host, an Origin an allowed origin: the CORS headers for it (none without an Origin). */
function corsOf(gateway: Gateway, request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  const name = hostName(request.headers.host);
  if (name === null || !gateway.hosts.has(name))
    throw new HttpProblem(403, `host ${request.headers.host ?? '(none)'} is not allowed (add it with --allowed-host)`);
  if (origin === undefined) return {};
  if (!originAllowed(gateway, origin)) throw new HttpProblem(403, `origin ${origin} is not allowed`);
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': `Date, ${REQUEST_ID_HEADER}`,
    Vary: 'Origin',
  };
}

function originAllowed({ allowedOrigins, allowLocal }: Gateway, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return allowedOrigins.has(parsed.origin) || (allowLocal && LOCAL_HOSTS.has(parsed.hostname));
}

function sendPreflight(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, origin: string | undefined): void {
  const preflight: Record<string, string> = {
    ...cors,
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type',
    'Access-Control-Max-Age': '600',
  };
  if (request.headers['access-control-request-private-network'] === 'true') preflight['Access-Control-Allow-Private-Network'] = 'true';
  if (origin !== undefined) preflight.Vary = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';
  send(response, 204, preflight, null);
}

// ---- /docs ----

async function answerDocs(
  response: ServerResponse,
  path: string,
  origin: string,
  prefix: string,
  docs: NonNullable<GatewayOptions['docs']>,
): Promise<void> {
  if (path === DOCS || path === `${DOCS}/`) {
    const document = JSON.parse(await readFile(docs.openapiFile, 'utf8')) as { info: { title: string } };
    send(response, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, docsPage(document.info.title));
    return;
  }
  if (path === `${DOCS}/openapi.json`) {
    const document = JSON.parse(await readFile(docs.openapiFile, 'utf8')) as { info: { description?: string }; servers?: unknown };
    // The calls are tried against this very gateway.
    document.servers = [{ url: `${origin}${prefix}`, description: 'npm run gateway (the simulator)' }];
    document.info.description = `${document.info.description ?? ''}${TRY_IT}`;
    send(response, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, JSON.stringify(document));
    return;
  }
  if (path === `${DOCS}/scalar.js`) {
    send(
      response,
      200,
      { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' },
      await readFile(docs.bundleFile),
    );
    return;
  }
  throw new HttpProblem(404, `nothing at ${path}: the reference is at ${DOCS}`);
}

// ---- a gateway call, and the wire faults ----

async function answerGateway(
  gateway: Gateway,
  request: IncomingMessage,
  response: ServerResponse,
  route: GatewayRoute,
  url: URL,
  cors: Record<string, string>,
  line: LogLine,
): Promise<void> {
  const { wireFault } = gateway;
  const fault = wireFault !== null && (wireFault.path === undefined || wireFault.path === route.path) ? wireFault : null;
  // A fault that fits any answer is taken now; wrong-type and list-without-page once an answer fits.
  const waits = fault?.kind === 'wrong-type' || fault?.kind === 'list-without-page';
  if (fault && !waits) gateway.wireFault = null;
  if (fault?.kind === 'html502') {
    await readBody(request);
    send(response, 502, { ...cors, 'Content-Type': 'text/html', 'Cache-Control': 'no-store', [WIRE_FAULT_HEADER]: 'html502' }, NGINX_502);
    return;
  }
  const body = await readBody(request);
  /** A fetch Request of this one, made only if a resolver asks for it (the route answers from the body's text). */
  const fetchRequest = () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // Hop-by-hop and framing headers belong to this connection, not to the buffered request.
      if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    return new Request(url, { method: 'POST', headers, body: new Uint8Array(body) });
  };
  const call: CallScope = { sessionId: sessionIdFromCookie(request.headers.cookie), setCookie: null };
  const answer = await withCallScope(call, () => route.answerText(body.toString('utf8'), fetchRequest));
  line.account = call.sessionId === null ? null : (gateway.sessions.view.get(call.sessionId)?.session.accountId ?? null);
  const out: Record<string, string | string[]> = { ...cors, 'Cache-Control': 'no-store', ...answer.headers };
  if (call.setCookie !== null) out['Set-Cookie'] = call.setCookie;
  const bytes: Uint8Array = answer.body === null ? new Uint8Array(0) : Buffer.from(answer.body, 'utf8');
  line.result = resultOf(bytes);
  if (!fault) {
    send(response, answer.status, out, bytes);
    return;
  }
  await sendWithWireFault(gateway, response, fault, answer.status, out, bytes);
}

/** The call's answer as the wire fault changes it (or as it is, when the fault waits for another). */
async function sendWithWireFault(
  gateway: Gateway,
  response: ServerResponse,
  fault: WireFault,
  status: number,
  out: Record<string, string | string[]>,
  bytes: Uint8Array,
): Promise<void> {
  let withDate = true;
  let note: string = fault.kind;
  const json = status === 200 ? parseJsonObject(bytes) : null;
  const rewrite = (value: Json) => {
    bytes = new TextEncoder().encode(JSON.stringify(value));
  };
  switch (fault.kind) {
    case 'empty':
      bytes = new Uint8Array(0);
      break;
    case 'no-envelope':
      if (json) rewrite(Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'btCommonRes')));
      break;
    case 'no-isok':
      if (json && typeof json.btCommonRes === 'object' && json.btCommonRes !== null) {
        rewrite({ ...json, btCommonRes: Object.fromEntries(Object.entries(json.btCommonRes).filter(([key]) => key !== 'isOk')) });
      }
      break;
    case 'wrong-type':
    case 'list-without-page': {
      const changed =
        fault.kind === 'wrong-type'
          ? json && withWrongType(json, fault.field)
          : json && 'page' in json
            ? { answer: Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'page')), field: 'page' }
            : null;
      // Not an answer it fits, or another request took it meanwhile: this answer goes out as it is.
      if (!changed || gateway.wireFault !== fault) {
        send(response, status, out, bytes);
        return;
      }
      gateway.wireFault = null;
      rewrite(changed.answer);
      note = `${fault.kind} ${changed.field}`;
      break;
    }
    case 'no-date':
      withDate = false;
      break;
    case 'cors':
      for (const name of Object.keys(out)) if (/^access-control-|^vary$/i.test(name)) delete out[name];
      break;
    case 'slow':
      // (A stopping gateway holds nothing: the answer goes now.)
      if (!gateway.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            gateway.heldAnswers.delete(timer);
            resolve();
          }, fault.ms ?? SLOW_DEFAULT_MS);
          gateway.heldAnswers.set(timer, resolve);
        });
      }
      if (response.destroyed) return;
      break;
  }
  out[WIRE_FAULT_HEADER] = note;
  send(response, status, out, bytes, withDate);
}

// ---- the control API ----

/** A control call: the token checked, the call run, what it changed committed, its answer sent. */
async function answerControl(
  gateway: Gateway,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
  cors: Record<string, string>,
): Promise<void> {
  if (gateway.token === null) throw new HttpProblem(404, 'the control API is off (--no-control)');
  if (!controlAllowed(gateway.token, request))
    throw new HttpProblem(
      401,
      'the control API needs its token: Authorization: Bearer <token> (printed at start, or --control-token / GATEWAY_CONTROL_TOKEN)',
    );
  let value: unknown;
  try {
    value = await control(gateway, method, url.pathname.slice(CONTROL.length), url.searchParams, request);
  } finally {
    // What a control call changed outside a gateway call's run is committed before it answers.
    gateway.commit();
  }
  sendJson(response, 200, cors, value);
}

function controlAllowed(token: Buffer, request: IncomingMessage): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  return given.length === token.length && timingSafeEqual(given, token);
}

/** GET /__simulator: the control calls. */
const CONTROL_ROUTES = [
  'GET /__simulator/clock',
  'POST /__simulator/clock { advanceMs } | { set: ISO } | { realTime: true }',
  'POST /__simulator/reset { now?: ISO }',
  'POST /__simulator/fault { kind: timeout|http500|http400|business|null, path? }',
  `POST /__simulator/wire-fault { kind: ${WIRE_FAULTS.join('|')}|null, path?, ms? (slow, default ${SLOW_DEFAULT_MS}), field? (wrong-type, e.g. orderList.0.orderNo) }: one shot, the next call or the next of path; html502 = HTTP 502 with a proxy's HTML page (the call does not run), empty = 200 without a body, no-envelope = 200 without btCommonRes, no-isok = btCommonRes without isOk, wrong-type = a payload field of the wrong type, list-without-page = a list answer without page, no-date = no Date header, cors = no CORS headers, slow = the answer held ms after the call ran`,
  'GET /__simulator/wire-fault (the pending one)',
  'GET /__simulator/captcha?key=<captchaKey>',
  'GET /__simulator/sms?mobile=<mobile>',
  'GET /__simulator/sessions',
  `POST /__simulator/backup: a consistent copy of the database into <data>/${BACKUPS}/ (answers its file)`,
  'POST /__simulator/sessions/expire { all?: true } (default: the session of the request cookie)',
  'GET /__simulator/orders/<orderNo> | payments/<paymentNo> | invoices/<invoiceNo> | reports/<reportNo>',
  'POST /__simulator/payments/<paymentNo>/complete { outcome: SUCCESS|FAILED|CLOSED }',
  'POST /__simulator/invoices/<invoiceNo>/complete { outcome? }',
  'POST /__simulator/reports/<reportNo>/complete { outcome? }',
  'POST /__simulator/top-ups/<applicationNo>/review { approve: true } | { reject: reason }',
  'POST /__simulator/refunds/<reviewId|rfdReqSeq>/review { approve: true } | { reject: reason } | { askFiles: what } (team-refunds/… still answers)',
  'GET /__simulator/schedule-changes (every notice, with its orders and their state)',
  'POST /__simulator/schedule-changes { flightNo, flightDate, changeType: DELAY|TIME_CHANGE|FLIGHT_NO_CHANGE|AIRCRAFT_CHANGE|CANCEL, newDepTime?, newArrTime?, newFlightNo?, newFlightDate?, newAircraftType?, reason? }: the airline changes that departure now',
];

const clockNow = () => ({ now: toGatewayIso(simulator.clock.nowMs()), offsetMs: store.getState().clockOffsetMs });

async function control(gateway: Gateway, method: string, path: string, query: URLSearchParams, request: IncomingMessage): Promise<unknown> {
  const { options, db, sessions } = gateway;
  const route = `${method} ${path === '' ? '/' : path}`;
  const item = /^\/(orders|payments|invoices|reports|top-ups|refunds|team-refunds)\/([^/]+)(?:\/(complete|review))?$/.exec(path);
  if (method === 'GET' && (path === '' || path === '/')) {
    return { prefix: gateway.prefix, routes: CONTROL_ROUTES };
  }
  switch (route) {
    case 'GET /clock':
      return clockNow();
    case 'POST /clock':
      return setClock(request);
    case 'POST /reset':
      return reset(gateway, request);
    case 'POST /fault':
      return injectFault(request);
    case 'GET /wire-fault':
      return { pendingWireFault: gateway.wireFault };
    case 'POST /wire-fault':
      return setWireFault(gateway, request);
    case 'GET /captcha': {
      const key = query.get('key');
      const state = store.getState();
      const captcha = key === null ? state.lastCaptcha : Object.hasOwn(state.captchas, key) ? state.captchas[key] : undefined;
      if (!captcha) throw new HttpProblem(404, key === null ? 'no captcha issued' : `no live captcha ${key}`);
      return { captchaKey: captcha.captchaKey, code: captcha.code };
    }
    case 'GET /sms': {
      const sms = simulator.peekSms(query.get('mobile') ?? undefined);
      if (!sms) throw new HttpProblem(404, 'no SMS sent');
      return sms;
    }
    case 'GET /schedule-changes':
      return { notices: store.getState().flightChangeNotices };
    case 'POST /schedule-changes': {
      const body = await readJson(request);
      try {
        return await simulator.scheduleChanges.publish(body as never);
      } catch (error) {
        throw new HttpProblem(400, error instanceof Error ? error.message : String(error));
      }
    }
    case 'POST /backup': {
      const file = join(options.dataDir, BACKUPS, `state-${new Date().toISOString().replace(/[:.]/g, '-')}.db`);
      await db.backup(file);
      return { file };
    }
    case 'GET /sessions':
      return {
        sessions: sessions.list().map(([, { session }]) => ({
          accountId: session.accountId,
          createdAt: toGatewayIso(session.createdAt),
          lastSeen: toGatewayIso(session.lastSeen),
          expired: session.expired === true || simulator.clock.nowMs() - session.lastSeen >= SESSION.idleMs,
        })),
      };
    case 'POST /sessions/expire':
      return expireSessions(sessions, request);
  }
  if (item) {
    const [, kind, id, action] = item as unknown as [string, string, string, string | undefined];
    const answer = await controlItem(method, kind, id, action, route, request);
    if (answer !== undefined) return answer;
  }
  throw new HttpProblem(404, `no control call ${route} (GET ${CONTROL} lists them)`);
}

async function setClock(request: IncomingMessage) {
  const body = await readJson(request);
  if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs)) await simulator.clock.advance(body.advanceMs);
  else if (typeof body.set === 'string' && !Number.isNaN(new Date(body.set).getTime())) await simulator.clock.set(body.set);
  else if (body.realTime === true) await simulator.clock.useRealTime();
  else throw new HttpProblem(400, 'give { advanceMs: number }, { set: ISO date-time } or { realTime: true }');
  return clockNow();
}

async function reset(gateway: Gateway, request: IncomingMessage) {
  const body = await readJson(request);
  if (body.now !== undefined && (typeof body.now !== 'string' || Number.isNaN(new Date(body.now).getTime())))
    throw new HttpProblem(400, 'now must be an ISO date-time');
  await simulator.reset(typeof body.now === 'string' ? { now: body.now } : {});
  gateway.sessions.clear();
  gateway.wireFault = null;
  return clockNow();
}

async function injectFault(request: IncomingMessage) {
  const body = await readJson(request);
  const kind = body.kind ?? null;
  if (kind !== null && !FAULTS.includes(kind as FaultKind)) throw new HttpProblem(400, `kind must be one of ${FAULTS.join(', ')} or null`);
  if (body.path !== undefined && typeof body.path !== 'string')
    throw new HttpProblem(400, 'path must be a catalogue path, e.g. /order/list');
  await simulator.injectFault(kind as FaultKind | null, body.path as string | undefined);
  return { pendingFault: store.getState().pendingFault };
}

async function setWireFault(gateway: Gateway, request: IncomingMessage) {
  const body = await readJson(request);
  const kind = body.kind ?? null;
  if (kind !== null && !WIRE_FAULTS.includes(kind as WireFaultKind))
    throw new HttpProblem(400, `kind must be one of ${WIRE_FAULTS.join(', ')} or null`);
  if (body.path !== undefined && (typeof body.path !== 'string' || !gateway.byPath.has(body.path)))
    throw new HttpProblem(400, 'path must be a catalogue path, e.g. /order/list');
  if (body.ms !== undefined && (typeof body.ms !== 'number' || !Number.isInteger(body.ms) || body.ms < 0 || body.ms > 600_000))
    throw new HttpProblem(400, 'ms must be an integer 0–600000');
  if (body.field !== undefined && (typeof body.field !== 'string' || body.field === ''))
    throw new HttpProblem(400, 'field must be a dotted path, e.g. orderList.0.orderNo');
  gateway.wireFault =
    kind === null
      ? null
      : {
          kind: kind as WireFaultKind,
          ...(body.path !== undefined ? { path: body.path as string } : {}),
          ...(kind === 'slow' ? { ms: (body.ms as number | undefined) ?? SLOW_DEFAULT_MS } : {}),
          ...(kind === 'wrong-type' && body.field !== undefined ? { field: body.field as string } : {}),
        };
  return { pendingWireFault: gateway.wireFault };
}

async function expireSessions(sessions: SessionTable, request: IncomingMessage) {
  const body = await readJson(request);
  const own = sessionIdFromCookie(request.headers.cookie);
  if (body.all !== true && own === null) throw new HttpProblem(400, 'send the session cookie, or { all: true }');
  const now = simulator.clock.nowMs();
  const expired = sessions.alter(
    (session) => ({ ...session, lastSeen: Math.min(session.lastSeen, now - SESSION.idleMs) }),
    body.all === true ? undefined : [own!],
  );
  return { expired };
}

/** An order, payment, invoice or report read; the airline's side of a payment, invoice, report or review; undefined: no such call. */
async function controlItem(
  method: string,
  kind: string,
  id: string,
  action: string | undefined,
  route: string,
  request: IncomingMessage,
): Promise<unknown> {
  if (method === 'GET' && action === undefined) {
    const found =
      kind === 'orders'
        ? simulator.orders.get(id)
        : kind === 'payments'
          ? simulator.payments.get(id)
          : kind === 'invoices'
            ? simulator.invoices.get(id)
            : kind === 'reports'
              ? simulator.reports.get(id)
              : undefined;
    if (!found) throw new HttpProblem(404, `no ${kind} ${id}`);
    return found;
  }
  if (method === 'POST' && action !== undefined) {
    const body = await readJson(request);
    try {
      if (kind === 'payments' && action === 'complete') await simulator.payments.completeOnline(id, body.outcome as never);
      else if (kind === 'invoices' && action === 'complete') await simulator.invoices.complete(id, body.outcome as never);
      else if (kind === 'reports' && action === 'complete') await simulator.reports.complete(id, body.outcome as never);
      else if (kind === 'top-ups' && action === 'review') await simulator.topUps.review(id, body as never);
      else if ((kind === 'refunds' || kind === 'team-refunds') && action === 'review') await simulator.refunds.review(id, body as never);
      else throw new HttpProblem(404, `no control call ${route}`);
    } catch (error) {
      if (error instanceof HttpProblem) throw error;
      throw new HttpProblem(409, error instanceof Error ? error.message : String(error));
    }
    return { ok: true };
  }
  return undefined;
}
