import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AxiosError } from 'axios';
import { server } from '@/mocks/node';
import { env } from '@/config/env';
import { gatewayClockOffset, gatewayNow } from '@/lib/clock';
import {
  BizRequestError,
  call,
  configureGateway,
  conflictOf,
  ERRORS,
  DEFAULT_BIZ_MESSAGE,
  downloadUrl,
  endpoint,
  gatewayHttp,
  NEGATIVE_GROUP_COUNT_CODE,
  onNegativeGroupCount,
  reportGatewayError,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRED_CODE,
  SESSION_EXPIRED_REDIRECT_MS,
  toTransportError,
  TransportRequestError,
} from '@/lib/gateway';

const probe = endpoint<{ orderNo?: string }, { orderNo: string }>('/test/probe');
const url = `*${env.gatewayPrefix}${probe.path}`;

function answer(body: unknown, init?: ResponseInit) {
  server.use(http.post(url, () => HttpResponse.json(body as Record<string, unknown>, init)));
}

function hooks() {
  const notifyError = vi.fn<(text: string) => void>();
  const onSessionExpired = vi.fn();
  const redirectToLogin = vi.fn();
  configureGateway({ notifyError, onSessionExpired, redirectToLogin });
  return { notifyError, onSessionExpired, redirectToLogin };
}

afterEach(() => vi.useRealTimers());

describe('gateway client: the request', () => {
  it('POSTs JSON under the gateway prefix', async () => {
    let seen: { method: string; path: string; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(url, async ({ request }) => {
        seen = {
          method: request.method,
          path: new URL(request.url).pathname,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ btCommonRes: { isOk: true, serialNo: 'S1' }, orderNo: 'T1' });
      }),
    );
    const res = await call(probe, { orderNo: 'T1' });
    expect(res.orderNo).toBe('T1');
    expect(seen).toEqual({
      method: 'POST',
      path: '/b2b-gateway/api/test/probe',
      type: expect.stringContaining('application/json'),
      body: { orderNo: 'T1' },
    });
  });

  it('sends credentials, waits 180000 ms and accepts only 200–299', () => {
    expect(gatewayHttp.defaults.withCredentials).toBe(true);
    expect(gatewayHttp.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(180000);
    const valid = gatewayHttp.defaults.validateStatus!;
    expect([199, 200, 204, 299, 300, 404].map((status) => valid(status))).toEqual([false, true, true, true, false, false]);
  });

  it('builds download links with query parameters, skipping empty ones', () => {
    expect(downloadUrl(probe, { orderNo: 'T1', page: 2, empty: '', none: undefined })).toBe(
      `${env.gatewayBase}/b2b-gateway/api/test/probe?orderNo=T1&page=2`,
    );
  });
});

describe('gateway client: btCommonRes', () => {
  it('treats isOk as success even on another 2xx status', async () => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: true }, orderNo: 'T2' }, { status: 201 });
    await expect(call(probe, {})).resolves.toMatchObject({ orderNo: 'T2' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('turns isOk false into a BizRequestError and toasts message - code - serial', async () => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, errorMsg: '余额不足', errorCode: 'B2T-2004-05-001', serialNo: 'SN123' } });
    const error = await call(probe, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BizRequestError);
    expect(error).toMatchObject({ name: 'BizRequestError', errorMsg: '余额不足', errorCode: 'B2T-2004-05-001', serialNo: 'SN123' });
    expect(notifyError).toHaveBeenCalledWith('余额不足 - B2T-2004-05-001 - SN123');
  });

  it('hands a stale write’s refusal over with the current record, typed by its kind; anything else has none', async () => {
    hooks();
    const current = { roleCode: 'ROL0003', roleName: '只读查询', revision: 2, revisedBy: '王建国', revisedAt: '2026-11-23T09:00:00+08:00' };
    answer({
      btCommonRes: { isOk: false, errorMsg: '数据已被他人修改', errorCode: ERRORS.REVISION_CONFLICT.code },
      errorParams: { revisedBy: '王建国', revisedAt: '2026-11-23 09:00', what: '角色只读查询', revision: 2 },
      conflict: { recordType: 'role', revision: { revision: 2, revisedBy: '王建国' }, current },
    });
    const error = (await call(probe, {}).catch((caught: unknown) => caught)) as BizRequestError;
    expect(conflictOf(error.conflict, 'role')?.current).toEqual(current);
    expect(conflictOf(error.conflict, 'nameList')).toBeUndefined();
    expect(error.params).toMatchObject({ revisedBy: '王建国', revision: 2 });
    answer({ btCommonRes: { isOk: false, errorCode: ERRORS.REVISION_CONFLICT.code }, conflict: { recordType: 'unknown', current: {} } });
    expect(((await call(probe, {}).catch((caught: unknown) => caught)) as BizRequestError).conflict).toBeUndefined();
  });

  it.each([
    [{ errorMsg: '余额不足', errorCode: 'B2T-2004-05-001' }, '余额不足 - B2T-2004-05-001'],
    [{ errorMsg: '余额不足', serialNo: 'SN9' }, '余额不足 - SN9'],
    [{ errorCode: 'B2T-2004-05-001', serialNo: 'SN9' }, `${DEFAULT_BIZ_MESSAGE} - B2T-2004-05-001 - SN9`],
    [{}, DEFAULT_BIZ_MESSAGE],
  ])('skips absent parts of the toast (%o)', async (res, text) => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, ...res } });
    await expect(call(probe, {})).rejects.toBeInstanceOf(BizRequestError);
    expect(notifyError).toHaveBeenCalledWith(text);
  });

  it('treats an answer without btCommonRes as a refusal', async () => {
    const { notifyError } = hooks();
    answer({ orderNo: 'T3' });
    await expect(call(probe, {})).rejects.toBeInstanceOf(BizRequestError);
    expect(notifyError).toHaveBeenCalledWith(DEFAULT_BIZ_MESSAGE);
  });

  it('shows no toast when the request hides errors', async () => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, errorMsg: '余额不足' } });
    await expect(call(probe, {}, { hideError: true })).rejects.toBeInstanceOf(BizRequestError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('says nothing of 请先登录 (B2T-2004-01-005) once signed out, and toasts it while signed in', async () => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, errorMsg: ERRORS.NOT_LOGGED_IN.message, errorCode: ERRORS.NOT_LOGGED_IN.code } });
    configureGateway({ isSignedIn: () => false });
    await expect(call(probe, {})).rejects.toMatchObject({ errorCode: ERRORS.NOT_LOGGED_IN.code });
    expect(notifyError).not.toHaveBeenCalled();
    configureGateway({ isSignedIn: () => true });
    await expect(call(probe, {})).rejects.toMatchObject({ errorCode: ERRORS.NOT_LOGGED_IN.code });
    expect(notifyError).toHaveBeenCalledWith(expect.stringMatching(/^请先登录 - B2T-2004-01-005/));
  });

  it('hands B2T-2004-04-016 to the order screens’ handler instead of a toast', async () => {
    const { notifyError } = hooks();
    const onNegative = vi.fn();
    answer({ btCommonRes: { isOk: false, errorMsg: '团队人数不能为负数', errorCode: NEGATIVE_GROUP_COUNT_CODE } });
    await expect(call(probe, {}, onNegativeGroupCount(onNegative, { hideError: false }))).rejects.toBeInstanceOf(BizRequestError);
    expect(onNegative).toHaveBeenCalledWith(expect.objectContaining({ errorCode: NEGATIVE_GROUP_COUNT_CODE }));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('toasts B2T-2004-04-016 like any refusal when no handler is given', async () => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, errorMsg: '团队人数不能为负数', errorCode: NEGATIVE_GROUP_COUNT_CODE } });
    await expect(call(probe, {})).rejects.toBeInstanceOf(BizRequestError);
    expect(notifyError).toHaveBeenCalledWith(`团队人数不能为负数 - ${NEGATIVE_GROUP_COUNT_CODE}`);
  });
});

describe('gateway client: session expiry', () => {
  const expired = () =>
    new BizRequestError({ isOk: false, errorCode: SESSION_EXPIRED_CODE, errorMsg: '登录已过期，请重新登录', serialNo: 'S9' });

  it('toasts, forgets the session and goes to /login after 2000 ms', () => {
    vi.useFakeTimers();
    const { notifyError, onSessionExpired, redirectToLogin } = hooks();
    reportGatewayError(expired());
    expect(notifyError).toHaveBeenCalledWith(`登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE} - S9`);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(redirectToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirectToLogin).toHaveBeenCalledOnce();
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(2000);
  });

  it('stays on the page when the request ignores the redirect', () => {
    vi.useFakeTimers();
    const { notifyError, redirectToLogin } = hooks();
    reportGatewayError(expired(), { ignoreRedirect: true });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS * 2);
    expect(notifyError).toHaveBeenCalledOnce();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('toasts and redirects once when several calls lapse together', () => {
    vi.useFakeTimers();
    const { notifyError, redirectToLogin } = hooks();
    reportGatewayError(expired());
    reportGatewayError(expired());
    reportGatewayError(expired());
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(notifyError).toHaveBeenCalledOnce();
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('a hidden first call does not silence the toast a visible call owes', () => {
    vi.useFakeTimers();
    const { notifyError, onSessionExpired, redirectToLogin } = hooks();
    reportGatewayError(expired(), { hideError: true, ignoreRedirect: true });
    expect(notifyError).not.toHaveBeenCalled();
    reportGatewayError(new BizRequestError({ errorCode: SESSION_EXPIRED_CODE, errorMsg: '登录已过期，请重新登录', serialNo: 'S10' }));
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(`登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE} - S10`);
    reportGatewayError(expired());
    expect(notifyError).toHaveBeenCalledOnce();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('one call’s ignoreRedirect does not cancel the redirect another call owes', () => {
    vi.useFakeTimers();
    const { notifyError, redirectToLogin } = hooks();
    reportGatewayError(expired(), { ignoreRedirect: true });
    vi.advanceTimersByTime(500);
    reportGatewayError(expired(), { hideError: true });
    // The redirect comes 2000 ms after the call that asked for it: the toast stays readable that long.
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(redirectToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirectToLogin).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledOnce();
  });

  it('a quiet call (hideError) that is redirected still tells the reader why: the toast comes with the redirect', () => {
    vi.useFakeTimers();
    const { notifyError, redirectToLogin } = hooks();
    reportGatewayError(expired(), { hideError: true });
    expect(notifyError).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('a call that asks for the redirect is not undone by a later one that ignores it', () => {
    vi.useFakeTimers();
    const { redirectToLogin } = hooks();
    reportGatewayError(expired());
    reportGatewayError(expired(), { ignoreRedirect: true, hideError: true });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('a later lapse toasts again: a lapse ends with its redirect, or 2000 ms after it began', () => {
    vi.useFakeTimers();
    const { notifyError, onSessionExpired, redirectToLogin } = hooks();
    reportGatewayError(expired(), { ignoreRedirect: true });
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    reportGatewayError(expired());
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    reportGatewayError(expired());
    expect(notifyError).toHaveBeenCalledTimes(3);
    expect(onSessionExpired).toHaveBeenCalledTimes(3);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('calls failing together on the wire share one toast and one redirect, whatever the first one’s options', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { notifyError, redirectToLogin } = hooks();
    answer({ btCommonRes: { isOk: false, errorCode: SESSION_EXPIRED_CODE, errorMsg: '登录已过期，请重新登录', serialNo: 'S11' } });
    await Promise.allSettled([
      call(probe, {}, { hideError: true, ignoreRedirect: true }),
      call(probe, {}),
      call(probe, {}, { hideError: true }),
    ]);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(`登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE} - S11`);
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('expires the session when B2T-2004-01-004 comes with HTTP 401', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { notifyError, onSessionExpired, redirectToLogin } = hooks();
    answer(
      { btCommonRes: { isOk: false, errorCode: SESSION_EXPIRED_CODE, errorMsg: '登录已过期，请重新登录', serialNo: 'S12' } },
      { status: 401 },
    );
    const error = await call(probe, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BizRequestError);
    expect(error).toMatchObject({ errorCode: SESSION_EXPIRED_CODE, serialNo: 'S12', status: 401 });
    expect(notifyError).toHaveBeenCalledWith(`登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE} - S12`);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(redirectToLogin).toHaveBeenCalledOnce();
  });

  it('comes from the wire like any refusal', async () => {
    const { notifyError, onSessionExpired } = hooks();
    answer({ btCommonRes: { isOk: false, errorCode: SESSION_EXPIRED_CODE, errorMsg: '登录已过期，请重新登录' } });
    await expect(call(probe, {}, { ignoreRedirect: true })).rejects.toMatchObject({ errorCode: SESSION_EXPIRED_CODE });
    expect(notifyError).toHaveBeenCalledWith(`登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE}`);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('gateway client: transport errors', () => {
  it.each([
    [500, '请求失败'],
    [400, '参数错误'],
    [503, '网络连接失败! ERROR:503'],
    [404, '网络连接失败! ERROR:404'],
    [302, '网络连接失败! ERROR:302'],
  ])('HTTP %i shows %s', async (status, text) => {
    const { notifyError } = hooks();
    server.use(http.post(url, () => new HttpResponse(null, { status })));
    const error = await call(probe, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportRequestError);
    expect(notifyError).toHaveBeenCalledWith(text);
  });

  // MSW's Node interceptor does not enforce XHR timeouts, so the error axios raises is built here.
  it.each([
    ['ECONNABORTED', 'timeout of 180000ms exceeded'],
    ['ETIMEDOUT', 'timeout exceeded'],
  ])('shows 请求超时 when axios gives up waiting (%s)', (code, text) => {
    const { notifyError } = hooks();
    const error = toTransportError(new AxiosError(text, code));
    expect(error).toBeInstanceOf(TransportRequestError);
    reportGatewayError(error);
    expect(notifyError).toHaveBeenCalledWith('请求超时');
  });

  it.each([400, 403, 500, 503])('keeps the code and serial number of a btCommonRes sent with HTTP %i', async (status) => {
    const { notifyError } = hooks();
    answer({ btCommonRes: { isOk: false, errorMsg: '无权操作', errorCode: 'B2T-2004-01-009', serialNo: 'SN500' } }, { status });
    const error = await call(probe, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BizRequestError);
    expect(error).toMatchObject({ errorCode: 'B2T-2004-01-009', serialNo: 'SN500', status });
    expect(notifyError).toHaveBeenCalledWith('无权操作 - B2T-2004-01-009 - SN500');
  });

  it('hands a non-2xx refusal to the per-code handler like a 2xx one', async () => {
    const { notifyError } = hooks();
    const onNegative = vi.fn();
    answer({ btCommonRes: { isOk: false, errorMsg: '团队人数不能为负数', errorCode: NEGATIVE_GROUP_COUNT_CODE } }, { status: 422 });
    await expect(call(probe, {}, onNegativeGroupCount(onNegative))).rejects.toBeInstanceOf(BizRequestError);
    expect(onNegative).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('lets a message supplied by the server override the status text', async () => {
    const { notifyError } = hooks();
    server.use(http.post(url, () => HttpResponse.json({ message: '网关维护中，请22:00后再试' }, { status: 500 })));
    await expect(call(probe, {})).rejects.toBeInstanceOf(TransportRequestError);
    expect(notifyError).toHaveBeenCalledWith('网关维护中，请22:00后再试');
  });

  it('reports a network failure with its code', async () => {
    const { notifyError } = hooks();
    server.use(http.post(url, () => HttpResponse.error()));
    await expect(call(probe, {})).rejects.toBeInstanceOf(TransportRequestError);
    expect(notifyError).toHaveBeenCalledWith('网络连接失败! ERROR:ERR_NETWORK');
  });

  it('hides transport errors too when asked', async () => {
    const { notifyError } = hooks();
    server.use(http.post(url, () => new HttpResponse(null, { status: 500 })));
    await expect(call(probe, {}, { hideError: true })).rejects.toBeInstanceOf(TransportRequestError);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('gateway client: the gateway clock', () => {
  const gatewayTime = Date.parse('2030-01-02T03:04:05Z');
  const dated = (status: number, body: Record<string, unknown>) =>
    server.use(http.post(url, () => HttpResponse.json(body, { status, headers: { Date: new Date(gatewayTime).toUTCString() } })));

  it.each([
    ['a success', 200, { btCommonRes: { isOk: true }, orderNo: 'T1' }],
    ['a refusal', 200, { btCommonRes: { isOk: false, errorCode: 'B2T-2004-05-001' } }],
    ['a refusal with HTTP 401', 401, { btCommonRes: { isOk: false, errorCode: 'B2T-2004-01-009' } }],
    ['a bare HTTP 500', 500, {}],
  ])('follows the Date header of %s', async (_what, status, body) => {
    hooks();
    dated(status, body);
    await call(probe, {}, { hideError: true }).catch(() => undefined);
    // The header has whole seconds: the portal takes the middle of that second.
    expect(Math.abs(gatewayNow() - (gatewayTime + 500))).toBeLessThan(1500);
    expect(gatewayClockOffset()).toBeGreaterThan(100 * 24 * 60 * 60 * 1000);
  });

  it('keeps its clock when an answer has no Date header', async () => {
    hooks();
    dated(200, { btCommonRes: { isOk: true } });
    await call(probe, {});
    const offset = gatewayClockOffset();
    answer({ btCommonRes: { isOk: true } });
    await call(probe, {});
    expect(gatewayClockOffset()).toBe(offset);
  });
});
