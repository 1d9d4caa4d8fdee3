import axios, { type AxiosResponse } from 'axios';
import { env } from '@/config/env';
import type { BtCommonRes, Endpoint, Envelope } from './envelope';
import { NEGATIVE_GROUP_COUNT_CODE, SESSION_EXPIRED_CODE } from './error-codes';
import { BizRequestError, TransportRequestError, toTransportError, type GatewayError } from './errors';

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 180_000;
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/** Per-request options (ant-design-pro's skipErrorHandler, made finer). */
export interface RequestOptions {
  /** No toast for a failure: the caller shows it itself (at a field, or not at all). */
  hideError?: boolean;
  /** On session expiry, stay on the page instead of going to /login. */
  ignoreRedirect?: boolean;
  /** Handlers by error code that replace the toast, e.g. the order screens' B2T-2004-04-016. */
  onBizError?: Partial<Record<string, (error: BizRequestError) => void>>;
  timeout?: number;
  signal?: AbortSignal;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    gateway?: RequestOptions;
  }
}

/** What the client needs from the app; set once by the app shell (antd's App message, the router). */
export interface GatewayHooks {
  notifyError(text: string): void;
  /** The gateway's session is gone: forget the stored user (form drafts stay). */
  onSessionExpired(): void;
  /** Go to /login, keeping the current location as the return target. */
  redirectToLogin(): void;
}

const noop = () => {};
let hooks: GatewayHooks = { notifyError: noop, onSessionExpired: noop, redirectToLogin: noop };
let pendingLoginRedirect: ReturnType<typeof setTimeout> | undefined;

export function configureGateway(next: Partial<GatewayHooks>): void {
  hooks = { ...hooks, ...next };
}

/** For tests: forget hooks and any pending redirect. */
export function resetGatewayState(): void {
  hooks = { notifyError: noop, onSessionExpired: noop, redirectToLogin: noop };
  clearTimeout(pendingLoginRedirect);
  pendingLoginRedirect = undefined;
}

function handleSessionExpired(error: BizRequestError, options: RequestOptions): void {
  // Several calls may fail together when a session lapses: one toast, one redirect.
  if (pendingLoginRedirect !== undefined) return;
  if (!options.hideError) hooks.notifyError(error.toastText);
  hooks.onSessionExpired();
  if (options.ignoreRedirect) return;
  pendingLoginRedirect = setTimeout(() => {
    pendingLoginRedirect = undefined;
    hooks.redirectToLogin();
  }, SESSION_EXPIRED_REDIRECT_MS);
}

/** The one place where a failure becomes a toast (or a per-code handler, or nothing). */
export function reportGatewayError(error: GatewayError, options: RequestOptions = {}): void {
  if (error instanceof BizRequestError) {
    if (error.errorCode === SESSION_EXPIRED_CODE) return handleSessionExpired(error, options);
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
export function onNegativeGroupCount(
  handler: (error: BizRequestError) => void,
  options: RequestOptions = {},
): RequestOptions {
  return { ...options, onBizError: { ...options.onBizError, [NEGATIVE_GROUP_COUNT_CODE]: handler } };
}

export const gatewayHttp = axios.create({
  baseURL: `${env.gatewayBase}${env.gatewayPrefix}`,
  method: 'post',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

// The btCommonRes interceptor: isOk decides success; everything else becomes a typed error.
gatewayHttp.interceptors.response.use(
  (response: AxiosResponse<{ btCommonRes?: BtCommonRes }>) => {
    const res = response.data?.btCommonRes;
    if (res?.isOk) return response;
    const error = new BizRequestError(res ?? {});
    reportGatewayError(error, response.config.gateway);
    return Promise.reject(error);
  },
  (cause: unknown) => {
    if (axios.isCancel(cause)) return Promise.reject(cause);
    const error = cause instanceof TransportRequestError ? cause : toTransportError(cause);
    reportGatewayError(error, axios.isAxiosError(cause) ? cause.config?.gateway : undefined);
    return Promise.reject(error);
  },
);

/** Calls one endpoint of the catalogue: POST JSON, typed by the endpoint. */
export async function call<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  body: Req,
  options: RequestOptions = {},
): Promise<Envelope<Res>> {
  const response = await gatewayHttp.post<Envelope<Res>>(endpoint.path, body ?? {}, {
    gateway: options,
    timeout: options.timeout,
    signal: options.signal,
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
  return `${env.gatewayBase}${env.gatewayPrefix}${endpoint.path}${search ? `?${search}` : ''}`;
}

export function openDownload(...args: Parameters<typeof downloadUrl>): void {
  window.open(downloadUrl(...args), '_blank', 'noopener');
}
