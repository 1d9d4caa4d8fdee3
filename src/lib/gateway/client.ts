import axios, { AxiosHeaders, type AxiosResponse } from 'axios';
import { env } from '@/config/env';
import { resetGatewayClock, syncGatewayClockFromHeader } from '../clock';
import type { BtCommonRes, Endpoint, Envelope } from './envelope';
import { NEGATIVE_GROUP_COUNT_CODE, NOT_LOGGED_IN_CODE, SESSION_EXPIRED_CODE } from './error-codes';
import { answerIssue, loadContract, type ContractFile } from './contract';
import {
  AnswerContractError,
  BizRequestError,
  TRANSPORT_MESSAGES,
  TransportRequestError,
  toGatewayError,
  type GatewayError,
} from './errors';

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 180_000;
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/** Per-request options (ant-design-pro's skipErrorHandler, made finer). */
export interface RequestOptions {
  /** No toast for a failure: the caller shows it itself (at a field, or not at all). */
  hideError?: boolean;
  /**
   * On session expiry, this call does not ask for the redirect to /login. Another call failing in
   * the same lapse without this option still gets it: options decide for their own call only.
   */
  ignoreRedirect?: boolean;
  /** Handlers by error code that replace the toast, e.g. the order screens' B2T-2004-04-016. */
  onBizError?: Partial<Record<string, (error: BizRequestError) => void>>;
  timeout?: number;
  signal?: AbortSignal;
  /** How much of the request body has been sent (a voucher image's upload), as the browser reports it. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The upload of a request body so far: bytes sent, of how many (when known), as a whole percent. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  percent?: number;
}

/** An axios progress event → the client's own shape (the percent rounded down, at most 100). */
export function toUploadProgress(event: { loaded: number; total?: number }): UploadProgress {
  const { loaded, total } = event;
  if (!total) return { loaded };
  return { loaded, total, percent: Math.min(100, Math.floor((loaded * 100) / total)) };
}

declare module 'axios' {
  interface AxiosRequestConfig {
    gateway?: RequestOptions;
    /** The call's schemas (its group's contract file, loading beside the request); none outside the catalogue. */
    contract?: Promise<ContractFile>;
  }
}

/** What the client needs from the app; set once by the app shell (antd's App message, the router). */
export interface GatewayHooks {
  notifyError(text: string): void;
  /** The gateway's session is gone (expired, or ended elsewhere): forget the stored user (form drafts stay). */
  onSessionExpired(): void;
  /** Go to /login, keeping the current location as the return target. */
  redirectToLogin(): void;
  /** Whether this tab holds a signed-in user (the stored session). */
  isSignedIn(): boolean;
}

const noop = () => {};
const DEFAULT_HOOKS: GatewayHooks = { notifyError: noop, onSessionExpired: noop, redirectToLogin: noop, isSignedIn: () => true };
let hooks: GatewayHooks = DEFAULT_HOOKS;

/**
 * One lapse of the session: the calls that fail with B2T-2004-01-004 together (within
 * SESSION_EXPIRED_REDIRECT_MS of the first, or before the redirect one of them asked for). The user
 * gets at most one toast and one redirect per lapse, and each is owed as soon as any call of the
 * lapse wants it: a first call's hideError or ignoreRedirect never speaks for the others.
 */
interface SessionLapse {
  toasted: boolean;
  window: ReturnType<typeof setTimeout>;
  redirect?: ReturnType<typeof setTimeout>;
}
let lapse: SessionLapse | undefined;

export function configureGateway(next: Partial<GatewayHooks>): void {
  hooks = { ...hooks, ...next };
}

/** For tests: forget hooks, any session lapse and its pending redirect, and the gateway clock. */
export function resetGatewayState(): void {
  hooks = DEFAULT_HOOKS;
  clearTimeout(lapse?.window);
  clearTimeout(lapse?.redirect);
  lapse = undefined;
  resetGatewayClock();
}

function handleSessionExpired(error: BizRequestError, options: RequestOptions): void {
  if (!lapse) {
    const started: SessionLapse = {
      toasted: false,
      // Without a redirect owed, the lapse ends with its window; with one, when it fires.
      window: setTimeout(() => {
        if (lapse === started && !started.redirect) lapse = undefined;
      }, SESSION_EXPIRED_REDIRECT_MS),
    };
    lapse = started;
    hooks.onSessionExpired();
  }
  const current = lapse;
  // hideError silences an expiry only for a call that also stays put: a reader sent to the login page is
  // always told why (a polling read, quiet about its own refusals, must not redirect in silence).
  const owesToast = !options.hideError || !options.ignoreRedirect;
  if (owesToast && !current.toasted) {
    current.toasted = true;
    hooks.notifyError(error.toastText);
  }
  if (!options.ignoreRedirect && !current.redirect) {
    current.redirect = setTimeout(() => {
      if (lapse === current) lapse = undefined;
      hooks.redirectToLogin();
    }, SESSION_EXPIRED_REDIRECT_MS);
  }
}

/** The one place where a failure becomes a toast (or a per-code handler, or nothing). */
export function reportGatewayError(error: GatewayError, options: RequestOptions = {}): void {
  if (error instanceof BizRequestError) {
    if (error.errorCode === NOT_LOGGED_IN_CODE || error.errorCode === SESSION_EXPIRED_CODE) {
      // Signed out already (a read still under way at logout, a tab another tab signed out): there is
      // nothing to tell the user, unless the calls belong to a lapse under way, which tells it once.
      if (!hooks.isSignedIn() && !lapse) return;
      // A tab that holds a user while the gateway holds no session (ended in another tab or by a password
      // reset, expired): one lapse, as an expiry — one toast and one way to the login page, not one per call.
      return handleSessionExpired(error, options);
    }
    const handler = error.errorCode ? options.onBizError?.[error.errorCode] : undefined;
    if (handler) return handler(error);
  }
  if (!options.hideError) hooks.notifyError(error.toastText);
}

/**
 * The order screens' handling of B2T-2004-04-016 (an operation would leave the group count negative
 * or below the named passengers): instead of a toast, the screen shows it beside the count and reloads
 * the order. `call(endpoint, body, onNegativeGroupCount((error) => …))`.
 */
export function onNegativeGroupCount(handler: (error: BizRequestError) => void, options: RequestOptions = {}): RequestOptions {
  return { ...options, onBizError: { ...options.onBizError, [NEGATIVE_GROUP_COUNT_CODE]: handler } };
}

/** Where calls go: the env file's address, or the one the deployment's config.json names (runtime-config.ts). */
let gatewayAddress = { base: env.gatewayBase, prefix: env.gatewayPrefix };

export const gatewayHttp = axios.create({
  baseURL: `${gatewayAddress.base}${gatewayAddress.prefix}`,
  method: 'post',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

/** Points the client at another gateway (before the first call: the production build's config.json). */
export function setGatewayAddress(address: { base: string; prefix: string }): void {
  gatewayAddress = { ...address };
  gatewayHttp.defaults.baseURL = `${address.base}${address.prefix}`;
}

let gatewayReady: (() => Promise<unknown>) | null = null;

/**
 * Calls wait for `ready()` before they leave; the first call runs it (once). The demo build renders the
 * portal at once and starts its gateway simulator only when a screen first asks the gateway something
 * (main.tsx): the login form shows before the simulator has taken the main thread, and a signed-in
 * screen's loader starts it as its first call. A `ready` that fails releases the calls all the same
 * (they then fail as the network would).
 */
export function holdGatewayUntil(ready: () => Promise<unknown>): void {
  let started: Promise<unknown> | null = null;
  gatewayReady = () => (started ??= ready().catch(() => undefined));
}

gatewayHttp.interceptors.request.use(async (config) => {
  if (gatewayReady) await gatewayReady();
  // The address as it stands once ready (config.json may have moved it after this call was made).
  config.baseURL = `${gatewayAddress.base}${gatewayAddress.prefix}`;
  return config;
});

/**
 * Every answer, whatever its status, carries the gateway's time in its HTTP `Date` header: the
 * portal's one clock follows it (lib/clock.ts). A cross-origin gateway must list `Date` in
 * Access-Control-Expose-Headers, or the browser hides it and the portal keeps the browser's clock.
 */
function syncClock(headers: AxiosResponse['headers'] | undefined): void {
  const value = headers instanceof AxiosHeaders ? headers.get('date') : headers?.['date'];
  syncGatewayClockFromHeader(typeof value === 'string' ? value : undefined);
}

/**
 * The gateway's name for the request (`X-Request-Id`, exposed to the page by its CORS headers): a failed
 * call is logged with it, so that whoever reads the console can find the call in the gateway's log.
 */
function logFailedCall(path: string, what: string, headers: AxiosResponse['headers'] | undefined): void {
  const value = headers instanceof AxiosHeaders ? headers.get('x-request-id') : headers?.['x-request-id'];
  if (typeof value === 'string' && value !== '') console.warn(`网关调用失败 ${path}: ${what}（网关请求编号 ${value}）`);
}

/** Each answer that does not conform is told to the console once, with where and what (the toast says less). */
function logNonConforming(error: AnswerContractError): void {
  console.error(
    `应答格式不符 ${error.endpointPath}: ${error.issue.path || '(answer)'} expected ${error.issue.expected}, got`,
    error.issue.value,
  );
}

// The btCommonRes interceptor: the answer is checked against the call's schema (lib/gateway/contract),
// then isOk decides success; everything else becomes a typed error.
gatewayHttp.interceptors.response.use(
  async (response: AxiosResponse<{ btCommonRes?: BtCommonRes; errorParams?: unknown; conflict?: unknown }>) => {
    syncClock(response.headers);
    let contract: ContractFile | undefined;
    try {
      contract = await response.config.contract;
    } catch {
      // The schemas could not be loaded (the network failed between the answer and its check).
      const error = new TransportRequestError(TRANSPORT_MESSAGES.network('SCHEMA'));
      reportGatewayError(error, response.config.gateway);
      return Promise.reject(error);
    }
    const path = response.config.url ?? '';
    const issue = contract ? answerIssue(contract, path, response.data) : null;
    if (issue) {
      const error = new AnswerContractError(path, issue);
      logNonConforming(error);
      logFailedCall(path, error.message, response.headers);
      reportGatewayError(error, response.config.gateway);
      return Promise.reject(error);
    }
    const res = response.data?.btCommonRes;
    if (res?.isOk) return response;
    const error = new BizRequestError(res ?? {}, undefined, response.data?.errorParams, response.data?.conflict);
    reportGatewayError(error, response.config.gateway);
    return Promise.reject(error);
  },
  (cause: unknown) => {
    if (axios.isCancel(cause)) return Promise.reject(cause);
    if (axios.isAxiosError(cause)) syncClock(cause.response?.headers);
    const error = cause instanceof TransportRequestError || cause instanceof BizRequestError ? cause : toGatewayError(cause);
    if (axios.isAxiosError(cause) && cause.response)
      logFailedCall(cause.config?.url ?? '', `HTTP ${cause.response.status} ${error.message}`, cause.response.headers);
    reportGatewayError(error, axios.isAxiosError(cause) ? cause.config?.gateway : undefined);
    return Promise.reject(error);
  },
);

/** Calls one endpoint of the catalogue: POST JSON, typed by the endpoint. */
export async function call<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req, options: RequestOptions = {}): Promise<Envelope<Res>> {
  const response = await gatewayHttp.post<Envelope<Res>>(endpoint.path, body ?? {}, {
    gateway: options,
    contract: loadContract(endpoint.group),
    timeout: options.timeout,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress ? (event) => options.onUploadProgress?.(toUploadProgress(event)) : undefined,
  });
  return response.data;
}

/** Spec §7 "Download: opens a link with query parameters". */
export function downloadUrl(
  endpoint: Pick<Endpoint<never, unknown>, 'path'>,
  params: Record<string, string | number | boolean | undefined | null>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${gatewayAddress.base}${gatewayAddress.prefix}${endpoint.path}${search ? `?${search}` : ''}`;
}

export function openDownload(...args: Parameters<typeof downloadUrl>): void {
  window.open(downloadUrl(...args), '_blank', 'noopener');
}
