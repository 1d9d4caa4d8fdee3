import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { env } from '@/config/env';
import type { Endpoint, Envelope, PageInfo, PageRequest, PageResponse } from '@/lib/gateway/envelope';
import { clock } from './clock';
import { invalidParam, refuse, SimulatorRefusal } from './refusal';
import { PAGING } from './rules';
import { authenticate } from './authenticate';
import type { AccountRecord, FaultKind } from './state';
import { commit, getState } from './store';
import { toSerialStamp } from './time-format';

/**
 * The handler glue: turns an endpoint of the catalogue and a resolver into an MSW handler that speaks
 * the gateway's wire format (domain.md "The envelope on the wire").
 */

export { invalidParam, refuse, SimulatorRefusal };

export interface CallContext<Req> {
  body: Req;
  request: Request;
}

export interface AuthedCallContext<Req> extends CallContext<Req> {
  /** The logged-in caller. */
  account: AccountRecord;
}

type Resolver<Ctx, Res> = (ctx: Ctx) => Res | Promise<Res>;

/** 'SIM' + yyyyMMddHHmmss of the simulator clock + a 6-digit counter. */
function nextSerialNo(): string {
  const state = getState();
  state.serialCounter = (state.serialCounter + 1) % 1_000_000;
  return `SIM${toSerialStamp(clock.nowMs())}${String(state.serialCounter).padStart(6, '0')}`;
}

function takeFault(): FaultKind | null {
  const state = getState();
  const fault = state.pendingFault;
  state.pendingFault = null;
  return fault;
}

async function parseBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
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

async function sufferFault(fault: FaultKind): Promise<Response> {
  if (fault === 'timeout') {
    commit();
    // Never answers: the client gives up at its own timeout (180 s), or the caller aborts.
    await delay('infinite');
    return new HttpResponse(null, { status: 504 });
  }
  // HTTP faults carry no envelope, as a proxy or a crashed gateway would answer.
  const response =
    fault === 'business'
      ? HttpResponse.json(refusalBody(refuse('SIMULATED_FAULT')))
      : new HttpResponse(null, { status: fault === 'http500' ? 500 : 400 });
  commit();
  return response;
}

function refusalBody(refusal: SimulatorRefusal) {
  return {
    btCommonRes: { isOk: false, errorCode: refusal.code, errorMsg: refusal.message, serialNo: nextSerialNo() },
  };
}

/**
 * An MSW handler for `endpoint`: POST `*<gatewayPrefix><path>` (any origin). With `auth`, the caller
 * must hold a live session and the resolver receives its account. The resolver answers the payload or
 * throws a SimulatorRefusal. A pending one-shot fault is suffered before anything else happens.
 */
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<AuthedCallContext<Req>, Res>,
  options: { auth: true },
): HttpHandler;
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<CallContext<Req>, Res>,
  options?: { auth?: false },
): HttpHandler;
export function handle<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  resolver: Resolver<AuthedCallContext<Req>, Res> | Resolver<CallContext<Req>, Res>,
  options: { auth?: boolean } = {},
): HttpHandler {
  return http.post(`*${env.gatewayPrefix}${endpoint.path}`, async ({ request }) => {
    const fault = takeFault();
    if (fault !== null) return sufferFault(fault);

    try {
      // The session is checked before the body, as a gateway's filter chain would.
      const account = options.auth ? authenticate() : null;
      // The body is typed as the endpoint's request; resolvers still check the fields they need.
      const body = (await parseBody(request)) as Req;
      const payload = account
        ? await (resolver as Resolver<AuthedCallContext<Req>, Res>)({ body, request, account })
        : await (resolver as Resolver<CallContext<Req>, Res>)({ body, request });
      const envelope = { ...payload, btCommonRes: { isOk: true, serialNo: nextSerialNo() } } as Envelope<Res>;
      return HttpResponse.json(envelope as Envelope<Res> & Record<string, unknown>);
    } catch (error) {
      if (error instanceof SimulatorRefusal) return HttpResponse.json(refusalBody(error));
      throw error;
    } finally {
      commit();
    }
  });
}

// ---- request fields ----

/** A required, non-blank string field. */
export function requireText(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParam(`${label}不能为空`);
  return value;
}

/** An optional string filter; blank counts as absent. */
export function optionalText(value: unknown, label: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParam(`${label}格式不正确`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
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

export function optionalEnum<T extends string>(value: unknown, allowed: readonly T[], label: string): T | undefined {
  const text = optionalText(value, label);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) throw invalidParam(`${label}取值不正确`);
  return text as T;
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

/** The slice of `items` a page request asks for, under the call's list key, with the page object. */
export function paginate<K extends string, T>(key: K, items: readonly T[], request: PageRequest): PageResponse<K, T> {
  const start = (request.currentPage - 1) * request.perSize;
  const page: PageInfo = { count: items.length, currentPage: request.currentPage, perSize: request.perSize };
  const list = { [key]: items.slice(start, start + request.perSize) } as { [P in K]: T[] };
  return { ...list, page } as PageResponse<K, T>;
}
