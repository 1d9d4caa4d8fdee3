import { expect } from 'vitest';
import { env } from '@/config/env';
import { accountApi, type CaptchaProof, type LoginResult } from '@/lib/gateway/endpoints';
import type { BtCommonRes, Endpoint, Envelope } from '@/lib/gateway/envelope';
import { ERRORS, type ErrorKey } from '@/lib/gateway/error-codes';
import { simulator } from '@/mocks/simulator';

/**
 * Calls the simulator the way a browser would: a real HTTP POST (fetch) to the gateway path, answered
 * by the MSW server that tests/setup.ts starts for every test file.
 */

export const GATEWAY_ORIGIN = 'http://localhost:3000';

/** Any endpoint of the catalogue; only its path matters for a raw call. */
type AnyEndpoint = Pick<Endpoint<never, unknown>, 'path'>;

export const urlOf = (endpoint: AnyEndpoint) => `${GATEWAY_ORIGIN}${env.gatewayPrefix}${endpoint.path}`;

/** A raw POST; `body` may be anything, to test what the gateway does with bad input. */
export function post(endpoint: AnyEndpoint, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(urlOf(endpoint), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

/** Posts a typed request and reads the envelope (HTTP 200 expected). */
export async function send<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req): Promise<Envelope<Partial<Res>>> {
  const response = await post(endpoint, body);
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<Partial<Res>>;
}

/** Posts and expects success; answers the payload. */
export async function ok<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req): Promise<Envelope<Res>> {
  const answer = await send(endpoint, body);
  expect(answer.btCommonRes, answer.btCommonRes.errorMsg).toMatchObject({ isOk: true });
  return answer as Envelope<Res>;
}

/** Posts and expects the refusal `key`; answers its btCommonRes. */
export async function refused<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req, key: ErrorKey): Promise<BtCommonRes> {
  const answer = await send(endpoint, body);
  expect(answer.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS[key].code });
  return answer.btCommonRes;
}

/** A fresh captcha, solved as a user reading the image would. */
export async function solveCaptcha(): Promise<CaptchaProof> {
  const { captchaKey } = await ok(accountApi.imageCaptcha, {});
  const captchaCode = simulator.peekCaptcha();
  if (captchaCode === null) throw new Error('no captcha issued');
  return { captchaKey, captchaCode };
}

export const DEMO = {
  agent01: { userName: 'agent01', password: 'Agent@2026' },
  corp01: { userName: 'corp01', password: 'Corp@2026' },
  staff01: { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026' },
  user01: { userName: 'user01', password: 'User@2026', mobile: '13800000001', flyCardNo: '6600000001' },
} as const;

/** Logs a demo account in by its own login kind. */
export async function loginAs(name: keyof typeof DEMO): Promise<LoginResult> {
  const captcha = await solveCaptcha();
  switch (name) {
    case 'agent01':
    case 'corp01':
      return ok(accountApi.agentLogin, { ...DEMO[name], ...captcha });
    case 'staff01':
      return ok(accountApi.multiUserLogin, { ...DEMO.staff01, ...captcha });
    case 'user01':
      return ok(accountApi.login, { loginType: 'PASSWORD', userName: DEMO.user01.userName, password: DEMO.user01.password, ...captcha });
  }
}

export const MINUTE = 60_000;

/** The serial number every answer carries: SIM + yyyyMMddHHmmss + 6 digits. */
export const SERIAL_NO = /^SIM\d{14}\d{6}$/;
