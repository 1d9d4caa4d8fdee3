import { AxiosError } from 'axios';
import type { BtCommonRes } from './envelope';

/** Spec §8: the default when a refusal carries no message. */
export const DEFAULT_BIZ_MESSAGE = '请求错误，请稍后重试';

export const TRANSPORT_MESSAGES = {
  timeout: '请求超时',
  serverError: '请求失败',
  badRequest: '参数错误',
  network: (status: number | string) => `网络连接失败! ERROR:${status}`,
} as const;

/** A refusal by the gateway: HTTP 2xx with btCommonRes.isOk false. The name is the spec's. */
export class BizRequestError extends Error {
  override readonly name = 'BizRequestError';
  readonly errorCode?: string;
  readonly errorMsg?: string;
  readonly serialNo?: string;

  constructor(res: Partial<BtCommonRes>) {
    super(res.errorMsg || DEFAULT_BIZ_MESSAGE);
    this.errorCode = res.errorCode;
    this.errorMsg = res.errorMsg;
    this.serialNo = res.serialNo;
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

export type GatewayError = BizRequestError | TransportRequestError;

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

export function isBizError(error: unknown, code?: string): error is BizRequestError {
  return error instanceof BizRequestError && (code === undefined || error.errorCode === code);
}
