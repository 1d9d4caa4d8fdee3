import { AxiosError } from 'axios';
import type { SchemaIssue } from './contract/check';
import type { BtCommonRes, ErrorParams } from './envelope';
import { ERRORS, errorMessage } from './error-codes';
import { readConflict, type RevisionConflict } from './revision';

/** Spec §8: the default when a refusal carries no message. */
export const DEFAULT_BIZ_MESSAGE = '请求错误，请稍后重试';

export const TRANSPORT_MESSAGES = {
  timeout: '请求超时',
  serverError: '请求失败',
  badRequest: '参数错误',
  network: (status: number | string) => `网络连接失败! ERROR:${status}`,
} as const;

/**
 * A refusal by the gateway: btCommonRes.isOk false, whatever the HTTP status (a 2xx, or a 401/4xx/5xx
 * that still carries btCommonRes: its code and serial number must reach the user and the session
 * handling alike). The name is the spec's.
 */
export class BizRequestError extends Error {
  override readonly name = 'BizRequestError';
  readonly errorCode?: string;
  readonly errorMsg?: string;
  readonly serialNo?: string;
  /** The HTTP status when it was not 2xx. */
  readonly status?: number;
  /** The refusal's parameters (`field` among them when it belongs to one); empty when the gateway sent none. */
  readonly params: ErrorParams;
  /**
   * A REVISION_CONFLICT refusal's current record (the answer's `conflict`, beside errorParams), so the
   * screen shows theirs against mine without asking again; undefined for every other refusal.
   */
  readonly conflict?: RevisionConflict;

  constructor(res: Partial<BtCommonRes>, status?: number, params?: unknown, conflict?: unknown) {
    super(res.errorMsg || DEFAULT_BIZ_MESSAGE);
    this.errorCode = res.errorCode;
    this.errorMsg = res.errorMsg;
    this.serialNo = res.serialNo;
    this.status = status;
    this.params = readParams(params);
    this.conflict = readConflict(conflict);
  }

  /** The toast text: message, code and serial number joined with ' - ', absent parts skipped. */
  get toastText(): string {
    return joinToast(this.errorMsg || DEFAULT_BIZ_MESSAGE, this.errorCode, this.serialNo);
  }
}

/** The call never got a usable answer: timeout, network failure or an HTTP status outside 200–299. */
export class TransportRequestError extends Error {
  override readonly name = 'TransportRequestError';
  readonly status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }

  get toastText(): string {
    return this.message;
  }
}

/**
 * An answer that does not conform to its call's schema (ANSWER_MALFORMED): shown like a refusal (the
 * catalogue's toast, the screen's error state), with where the answer went wrong for the console.
 */
export class AnswerContractError extends BizRequestError {
  constructor(
    readonly endpointPath: string,
    readonly issue: SchemaIssue,
  ) {
    const params = { endpoint: endpointPath, field: issue.path || 'btCommonRes' };
    super({ isOk: false, errorCode: ERRORS.ANSWER_MALFORMED.code, errorMsg: errorMessage('ANSWER_MALFORMED', params) }, undefined, params);
  }
}

export type GatewayError = BizRequestError | TransportRequestError;

/** The answer's errorParams when they are a flat object of strings and numbers; nothing otherwise. */
function readParams(value: unknown): ErrorParams {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

export function joinToast(...parts: (string | undefined | null)[]): string {
  return parts.filter((part) => part != null && part !== '').join(' - ');
}

function serverMessage(data: unknown): string | undefined {
  if (data == null || typeof data !== 'object') return undefined;
  const record = data as { btCommonRes?: Partial<BtCommonRes>; message?: unknown; errorMsg?: unknown };
  const candidate = record.btCommonRes?.errorMsg ?? record.errorMsg ?? record.message;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : undefined;
}

/** Spec §8 transport rules; a message supplied by the server overrides them. */
export function toTransportError(error: unknown): TransportRequestError {
  if (!(error instanceof AxiosError)) {
    return new TransportRequestError(error instanceof Error ? error.message : TRANSPORT_MESSAGES.network('UNKNOWN'));
  }
  const status = error.response?.status;
  const fromServer = serverMessage(error.response?.data);
  if (fromServer) return new TransportRequestError(fromServer, status);
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT || /timeout/i.test(error.message)) {
    return new TransportRequestError(TRANSPORT_MESSAGES.timeout, status);
  }
  if (status === 500) return new TransportRequestError(TRANSPORT_MESSAGES.serverError, status);
  if (status === 400) return new TransportRequestError(TRANSPORT_MESSAGES.badRequest, status);
  return new TransportRequestError(TRANSPORT_MESSAGES.network(status ?? error.code ?? 'NETWORK'), status);
}

/**
 * A failed call as the portal sees it: a non-2xx answer whose body carries a refusing btCommonRes
 * (with a code or a serial number) is a refusal (`BizRequestError`, so B2T-2004-01-004 sent with
 * HTTP 401 still ends the session); anything else follows the transport rules.
 */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof AxiosError && error.response) {
    const data: unknown = error.response.data;
    const body =
      data != null && typeof data === 'object' ? (data as { btCommonRes?: unknown; errorParams?: unknown; conflict?: unknown }) : undefined;
    const res = body?.btCommonRes;
    if (res != null && typeof res === 'object') {
      const refusal = res as Partial<BtCommonRes>;
      if (refusal.isOk !== true && (refusal.errorCode || refusal.serialNo)) {
        return new BizRequestError(refusal, error.response.status, body?.errorParams, body?.conflict);
      }
    }
  }
  return toTransportError(error);
}

export function isBizError(error: unknown, code?: string): error is BizRequestError {
  return error instanceof BizRequestError && (code === undefined || error.errorCode === code);
}
