import { isDraft, original } from 'immer';
import { delay, HttpResponse, http, type HttpHandler } from 'msw';
import { env } from '@/config/env';
import { loadContract, requestIssue, type ContractFile, type SchemaIssue } from '@/lib/gateway/contract';
import type { Endpoint, PageInfo, PageRequest, PageResponse } from '@/lib/gateway/envelope';
import type { ErrorKey } from '@/lib/gateway/error-codes';
import { authenticate } from './session/authenticate';
import { clock } from './clock';
import { treeHasFunction } from './kernel/menu-tree';
import { invalidParam, refuse, SimulatorRefusal } from './kernel/refusal';
import { ORDER, PAGING } from './rules';
import type { AccountRecord, FaultKind } from './state';
import { getState, read, settled, store, update } from './store';
import { toSerialStamp } from './kernel/time-format';

/**
 * The handler glue: turns an endpoint of the catalogue and a resolver into an MSW handler that speaks
 * the gateway's wire format (domain.md "The envelope on the wire").
 *
 * A call runs in two transactions (store.ts), with the state up to date and other tabs held off:
 * 1. the gateway's own bookkeeping, which stands whatever the answer: the settle step (everything due
 *    by the clock), the one-shot fault, the serial number, the session check and touch, and the
 *    endpoint's authCode (a logged-in caller whose function tree lacks it is PERMISSION_DENIED before
 *    the resolver runs);
 * 2. the resolver: all of its changes or none — a refusal or an exception leaves the state as it was.
 *    A route declared `reads` runs its resolver on the committed, frozen state instead of a draft
 *    (store.ts `read`): the bookkeeping of step 1 is all it records, and a change it tried would throw.
 * The answer is serialised inside the transaction (no draft escapes it) and every answer — success,
 * refusal or HTTP fault — carries the simulator clock in its `Date` header.
 */

export { invalidParam, refuse, SimulatorRefusal };

export interface CallContext<Req> {
  body: Req;
  request: Request;
}

export interface AuthedCallContext<Req> extends CallContext<Req> {
  /** The logged-in caller (a draft the resolver may change; in a call declared `reads`, the frozen record). */
  account: AccountRecord;
}

/** Resolvers are synchronous: a call is one transaction, which an await would split. */
type Resolver<Ctx, Res> = (ctx: Ctx) => Res;

/** The simulator clock as an HTTP date (RFC 7231), the header the portal's clock reads. */
function dateHeader(): Record<string, string> {
  return { Date: new Date(clock.nowMs()).toUTCString() };
}

function jsonAnswer(json: string): RouteAnswer {
  return { status: 200, headers: { 'Content-Type': 'application/json', ...dateHeader() }, body: json };
}

/** 'SIM' + yyyyMMddHHmmss of the simulator clock + a 6-digit counter. */
function nextSerialNo(): string {
  const state = getState();
  state.serialCounter = (state.serialCounter + 1) % 1_000_000;
  return `SIM${toSerialStamp(clock.nowMs())}${String(state.serialCounter).padStart(6, '0')}`;
}

/** A refused answer: btCommonRes, and beside it the refusal's parameters (a field it belongs to among them). */
function refusalJson(refusal: SimulatorRefusal, serialNo: string): string {
  const params = Object.keys(refusal.params).length > 0 ? { errorParams: refusal.params } : {};
  const conflict = refusal.conflict ? { conflict: refusal.conflict } : {};
  return JSON.stringify({
    btCommonRes: { isOk: false, errorCode: refusal.code, errorMsg: refusal.message, serialNo },
    ...params,
    ...conflict,
  });
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  date: 'YYYY-MM-DD格式的日期',
  'date-time': '北京时间（+08:00）的ISO 8601时间',
  '^([01]\\d|2[0-3]):[0-5]\\d$': 'HH:mm格式的时刻',
  '\\S': '非空文本',
  '^1\\d{10}$': '11位中国大陆手机号',
};

/** A request that does not conform to its call's schema: PARAM_INVALID naming the field (errorParams.field). */
function nonConforming(issue: SchemaIssue): SimulatorRefusal {
  const field = issue.path || '请求体';
  const expected = issue.expected
    .split('|')
    .map((word) => TYPE_WORDS[word] ?? word)
    .join('或');
  const detail = issue.expected === 'present' ? `缺少字段${field}` : `字段${field}格式不正确（应为${expected}）`;
  return refuse('PARAM_INVALID', issue.path ? { detail, field: issue.path } : { detail });
}

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidParam('请求体不是合法的JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidParam('请求体须为JSON对象');
  }
  return parsed as Record<string, unknown>;
}

/** A refusal of the bookkeeping transaction, with the serial number it drew. */
class GateRefusal extends Error {
  constructor(
    readonly refusal: SimulatorRefusal,
    readonly serialNo: string,
  ) {
    super(refusal.message);
  }
}

interface Gatekeeping {
  serialNo: string;
  fault: FaultKind | null;
  accountId: string | null;
}

/** Transaction 1: settle, fault, serial number, session, authCode. Its changes stand even when it refuses. */
function keepGate(needsAuth: boolean, authCode: string | undefined, path: string): Gatekeeping {
  const gate: Gatekeeping = { serialNo: '', fault: null, accountId: null };
  // The settle step first: a pure function of the state, standing on its own.
  store.replace(settled(getState(), clock.nowMs()));
  let refusal = null as SimulatorRefusal | null;
  update(() => {
    const state = getState();
    const pending = state.pendingFault;
    const aimed = pending !== null && typeof pending === 'object';
    if (!aimed || pending.path === path) {
      gate.fault = aimed ? pending.kind : pending;
      state.pendingFault = null;
    }
    gate.serialNo = nextSerialNo();
    if (gate.fault !== null || !needsAuth) return;
    try {
      const account = authenticate();
      gate.accountId = account.accountId;
      // (The tree as stored: this transaction changes no menu, and a stored tree's codes are kept.)
      if (authCode !== undefined && !treeHasFunction(isDraft(account.menu) ? original(account.menu)! : account.menu, authCode))
        throw refuse('PERMISSION_DENIED');
    } catch (error) {
      // Caught inside the transaction so that what it did (serial number, an expired session ended) stands.
      if (!(error instanceof SimulatorRefusal)) throw error;
      refusal = error;
    }
  });
  if (refusal !== null) throw new GateRefusal(refusal, gate.serialNo);
  return gate;
}

type Outcome = { kind: 'answer'; json: string } | { kind: 'fault'; fault: FaultKind; serialNo: string };

function answerCall<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<AuthedCallContext<Req>, Res> | Resolver<CallContext<Req>, Res>,
  needsAuth: boolean,
  reads: boolean,
  text: string,
  request: () => Request,
  contract: ContractFile | undefined,
): Outcome {
  let gate: Gatekeeping;
  try {
    gate = keepGate(needsAuth, endpoint.authCode, endpoint.path);
  } catch (error) {
    if (error instanceof GateRefusal) return { kind: 'answer', json: refusalJson(error.refusal, error.serialNo) };
    throw error;
  }
  if (gate.fault !== null) return { kind: 'fault', fault: gate.fault, serialNo: gate.serialNo };
  try {
    return (reads ? read : update)(() => {
      // The body is checked against the call's schema before any rule runs: a resolver receives the
      // shape its endpoint declares and checks only what a type cannot say (blank text, ranges, dates).
      const parsed = parseBody(text);
      const issue = contract ? requestIssue(contract, endpoint.path, parsed) : null;
      if (issue) throw nonConforming(issue);
      const body = parsed as Req;
      const account = gate.accountId === null ? undefined : getState().accounts.find((candidate) => candidate.accountId === gate.accountId);
      // The fetch Request is made only if a resolver reads it: the HTTP gateway has none to give.
      const context: CallContext<Req> = {
        body,
        get request() {
          return request();
        },
      };
      const payload = account
        ? (resolver as Resolver<AuthedCallContext<Req>, Res>)(Object.assign(context, { account }))
        : (resolver as Resolver<CallContext<Req>, Res>)(context);
      return { kind: 'answer', json: JSON.stringify({ ...payload, btCommonRes: { isOk: true, serialNo: gate.serialNo } }) };
    });
  } catch (error) {
    if (error instanceof SimulatorRefusal) return { kind: 'answer', json: refusalJson(error, gate.serialNo) };
    throw error;
  }
}

/**
 * Sees every answer the simulator gives a call of the catalogue, with the request it answered (the tests
 * check each answer against its schema and record examples of both).
 */
export type AnswerObserver = (endpoint: Pick<Endpoint<never, unknown>, 'path' | 'group'>, answer: unknown, request: unknown) => void;
let answerObserver: AnswerObserver | null = null;

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** For tests: observe every answer (null: stop). */
export function observeAnswers(observer: AnswerObserver | null): void {
  answerObserver = observer;
}

async function sufferFault(fault: FaultKind, serialNo: string): Promise<RouteAnswer> {
  if (fault === 'timeout') {
    // Never answers: the client gives up at its own timeout (180 s), or the caller aborts.
    await delay('infinite');
    return { status: 504, headers: dateHeader(), body: null };
  }
  if (fault === 'business') return jsonAnswer(refusalJson(refuse('SIMULATED_FAULT'), serialNo));
  // HTTP faults carry no envelope, as a proxy or a crashed gateway would answer.
  return { status: fault === 'http500' ? 500 : 400, headers: dateHeader(), body: null };
}

/** An answer as data: status, headers and body text (null: none). MSW gets a Response of it; the HTTP gateway writes it as is. */
export interface RouteAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * One gateway call the simulator answers: the endpoint's path (under the gateway prefix) and how it
 * answers a request for it. `gatewayHandler` serves them all.
 */
export interface GatewayRoute {
  path: string;
  /** The resolver only reads (`handle`'s `reads`). */
  reads: boolean;
  answer: (request: Request) => Promise<Response>;
  /**
   * The same answer from the request body's text, as data: the HTTP gateway's way, which has a Node
   * request and no fetch Request — making one and reading a Response back was a tenth of a read's time.
   * `request` makes the fetch Request should a resolver ask for it.
   */
  answerText: (text: string, request: () => Request) => Promise<RouteAnswer>;
}

/**
 * The route for `endpoint`: its POST, from any origin. With `auth` (implied by an endpoint that declares
 * an authCode), the caller must hold a live session and the resolver receives its account. The resolver
 * answers the payload or throws a SimulatorRefusal. A pending one-shot fault is suffered before anything
 * else happens.
 *
 * `reads`: the resolver changes nothing, so it runs on the frozen state rather than a draft (a list of
 * orders several times faster). The route says so, not the catalogue: whether a call changes the state
 * is what its resolver does, and the catalogue ships to the browser. A resolver declared `reads` that
 * changes something fails the call loudly (store.ts `read`), never loses the change.
 */
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<AuthedCallContext<Req>, Res>,
  options: { auth: true; reads?: boolean },
): GatewayRoute;
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<CallContext<Req>, Res>,
  options?: { auth?: false; reads?: boolean },
): GatewayRoute;
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<AuthedCallContext<Req>, Res> | Resolver<CallContext<Req>, Res>,
  options: { auth?: boolean; reads?: boolean } = {},
): GatewayRoute {
  const needsAuth = options.auth === true || endpoint.authCode !== undefined;
  const reads = options.reads === true;
  const answerText = async (text: string, request: () => Request): Promise<RouteAnswer> => {
    const contract = await loadContract(endpoint.group);
    const outcome = await store.runCall(() => store.batch(() => answerCall(endpoint, resolver, needsAuth, reads, text, request, contract)));
    if (outcome.kind === 'fault') return sufferFault(outcome.fault, outcome.serialNo);
    answerObserver?.(endpoint, JSON.parse(outcome.json), parsedOrUndefined(text));
    return jsonAnswer(outcome.json);
  };
  return {
    path: endpoint.path,
    reads,
    answerText,
    answer: async (request) => {
      const { status, headers, body } = await answerText(await request.text(), () => request);
      return new HttpResponse(body, { status, headers });
    },
  };
}

/** A route for a call that needs a session (and the endpoint's authCode, when it declares one). */
export function authed<Req, Res>(endpoint: Endpoint<Req, Res>, resolver: Resolver<AuthedCallContext<Req>, Res>): GatewayRoute {
  return handle(endpoint, resolver, { auth: true });
}

/** `authed` for a call that only reads: its resolver runs on the frozen state (`handle`'s `reads`). */
export function authedRead<Req, Res>(endpoint: Endpoint<Req, Res>, resolver: Resolver<AuthedCallContext<Req>, Res>): GatewayRoute {
  return handle(endpoint, resolver, { auth: true, reads: true });
}

/**
 * One MSW handler for every route: a POST under the gateway prefix is answered by its route, found by
 * path in a map; a path without a route falls through (to MSW's unhandled-request policy).
 *
 * Why one handler and not one per route: MSW asks each handler in turn whether a request is its own,
 * and each asking parses the page's cookies and its own cookie store before matching the path. With
 * 156 routes that was most of the simulator's time per call, in the browser and in vitest
 * (docs/performance.md, "One MSW handler").
 */
export function gatewayHandler(routes: readonly GatewayRoute[]): HttpHandler {
  const byPath = new Map<string, GatewayRoute>();
  for (const route of routes) {
    if (byPath.has(route.path)) throw new Error(`two simulator routes for ${route.path}`);
    byPath.set(route.path, route);
  }
  const prefix = env.gatewayPrefix;
  return http.post(`*${prefix}/*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    const at = pathname.indexOf(prefix);
    const route = at < 0 ? undefined : byPath.get(pathname.slice(at + prefix.length));
    return route?.answer(request);
  });
}

// ---- request fields ----

/** A required, non-blank string field. */
export function requireText(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParam(`${label}不能为空`);
  return value;
}

/** A required code (an order, payment or refund number): trimmed and upper-cased, as the codes are kept. */
export function requireCode(value: unknown, label: string): string {
  return requireText(value, label).trim().toUpperCase();
}

/** An optional string filter; blank counts as absent. */
export function optionalText(value: unknown, label: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParam(`${label}格式不正确`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An optional code (an order number, a PNR, an airport): trimmed and upper-cased; blank counts as absent. */
export function optionalCode(value: unknown, label: string): string | undefined {
  return optionalText(value, label)?.toUpperCase();
}

/** An order's remark: optional, trimmed, within the order's length; blank counts as absent. */
export function optionalRemark(value: unknown): string | undefined {
  const remark = optionalText(value, '备注');
  if (remark !== undefined && remark.length > ORDER.remarkMaxLength) throw invalidParam(`备注不能超过${ORDER.remarkMaxLength}字`);
  return remark;
}

export function optionalBoolean(value: unknown, label: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidParam(`${label}须为true或false`);
  return value;
}

/** An optional YYYY-MM-DD date. */
export function optionalDate(value: unknown, label: string): string | undefined {
  const text = optionalText(value, label);
  if (text === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    throw invalidParam(`${label}须为YYYY-MM-DD格式的日期`);
  }
  return text;
}

/** An optional range of YYYY-MM-DD dates, each end optional; refused when it starts after it ends. */
export function optionalDateRange(
  start: unknown,
  end: unknown,
  [startLabel, endLabel]: [string, string],
): [string | undefined, string | undefined] {
  const from = optionalDate(start, startLabel);
  const to = optionalDate(end, endLabel);
  if (from && to && from > to) throw invalidParam(`${startLabel}不能晚于${endLabel}`);
  return [from, to];
}

export function optionalEnum<T extends string>(value: unknown, allowed: readonly T[], label: string): T | undefined {
  const text = optionalText(value, label);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) throw invalidParam(`${label}取值不正确`);
  return text as T;
}

/** A required, non-empty list of ids (the records a batch call acts on); `message` asks the caller to choose some. */
export function requireIds(value: unknown, message: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((id) => typeof id === 'string')) throw invalidParam(message);
  return value;
}

/**
 * The caller's own records the ids name, in the ids' order: a batch call acts on all of them or none, so
 * one id that is not the caller's refuses the whole call (`notFound`, as for another agency's record).
 */
export function requireOwn<R>(ids: readonly string[], own: readonly R[], idOf: (record: R) => string, notFound: ErrorKey): R[] {
  return ids.map((id) => {
    const record = own.find((candidate) => idOf(candidate) === id);
    if (!record) throw refuse(notFound);
    return record;
  });
}

/** The filters every order list reads alike: its codes upper-cased, its flight and booking date ranges checked. */
export function readOrderListFilters(body: {
  orderNo?: unknown;
  pnr?: unknown;
  depAirport?: unknown;
  arrAirport?: unknown;
  flightDateStart?: unknown;
  flightDateEnd?: unknown;
  bookDateStart?: unknown;
  bookDateEnd?: unknown;
}) {
  const [flightDateStart, flightDateEnd] = optionalDateRange(body.flightDateStart, body.flightDateEnd, ['航班开始日期', '航班结束日期']);
  const [bookDateStart, bookDateEnd] = optionalDateRange(body.bookDateStart, body.bookDateEnd, ['预订开始日期', '预订结束日期']);
  return {
    orderNo: optionalCode(body.orderNo, '订单号'),
    pnr: optionalCode(body.pnr, 'PNR'),
    depAirport: optionalCode(body.depAirport, '出发机场'),
    arrAirport: optionalCode(body.arrAirport, '到达机场'),
    flightDateStart,
    flightDateEnd,
    bookDateStart,
    bookDateEnd,
  };
}

// ---- paging ----

export function requirePage(body: Partial<PageRequest>): PageRequest {
  const { currentPage, perSize } = body;
  if (typeof currentPage !== 'number' || !Number.isInteger(currentPage) || currentPage < 1) {
    throw invalidParam('当前页码须为从1开始的整数');
  }
  if (typeof perSize !== 'number' || !Number.isInteger(perSize) || perSize < 1 || perSize > PAGING.maxPerSize) {
    throw invalidParam(`每页条数须为1到${PAGING.maxPerSize}之间的整数`);
  }
  return { currentPage, perSize };
}

/**
 * The slice of `items` a page request asks for, under the call's list key, with the page object. `view`
 * makes each row from its record: given here, it runs for the page's rows only — a row's view can be the
 * costly part of a list (an order's `allowedActions` asks every action's rules), and an agency's list
 * holds hundreds of records for a page of ten.
 */
export function paginate<K extends string, T>(key: K, items: readonly T[], request: PageRequest): PageResponse<K, T>;
export function paginate<K extends string, T, U>(
  key: K,
  items: readonly T[],
  request: PageRequest,
  view: (item: T) => U,
): PageResponse<K, U>;
export function paginate<K extends string, T, U>(
  key: K,
  items: readonly T[],
  request: PageRequest,
  view?: (item: T) => U,
): PageResponse<K, T | U> {
  const start = (request.currentPage - 1) * request.perSize;
  const page: PageInfo = { count: items.length, currentPage: request.currentPage, perSize: request.perSize };
  const rows = items.slice(start, start + request.perSize);
  const list = { [key]: view ? rows.map(view) : rows } as { [P in K]: (T | U)[] };
  return { ...list, page } as PageResponse<K, T | U>;
}
