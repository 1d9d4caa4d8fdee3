import { describe, expect, it, vi } from 'vitest';
import { accountApi, bulletinApi } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { paginate } from '@/mocks/gateway';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, post, refused, send, SERIAL_NO } from './support';

describe('gateway simulator: the envelope on the wire', () => {
  it('answers success as HTTP 200 with btCommonRes beside the payload and a serial number', async () => {
    const response = await post(accountApi.imageCaptcha, {});
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown> & { btCommonRes: { isOk: boolean; serialNo: string } };
    expect(answer.btCommonRes.isOk).toBe(true);
    expect(answer.btCommonRes.serialNo).toMatch(SERIAL_NO);
    expect(answer).toHaveProperty('captchaKey');
    expect(answer).toHaveProperty('captchaImage');
  });

  it('answers a refusal as HTTP 200 with isOk false, the catalogue code, the Chinese message and a serial number', async () => {
    const res = await refused(bulletinApi.query, { currentPage: 1, perSize: 10 }, 'NOT_LOGGED_IN');
    expect(res.errorMsg).toBe(ERRORS.NOT_LOGGED_IN.message);
    expect(res.serialNo).toMatch(SERIAL_NO);
  });

  it('stamps serial numbers with the simulator clock and a running counter', async () => {
    simulator.reset({ now: '2026-05-04T08:07:06+08:00' });
    const first = await send(accountApi.imageCaptcha, {});
    const second = await send(accountApi.imageCaptcha, {});
    expect(first.btCommonRes.serialNo).toMatch(/^SIM20260504080706\d{6}$/);
    const counter = (serial: string | undefined) => Number(serial?.slice(-6));
    expect(counter(second.btCommonRes.serialNo)).toBe(counter(first.btCommonRes.serialNo) + 1);
  });

  it('refuses missing required fields with PARAM_INVALID and a Chinese detail', async () => {
    const res = await refused(
      accountApi.agentLogin,
      { userName: 'agent01', password: '', captchaKey: 'k', captchaCode: 'c' },
      'PARAM_INVALID',
    );
    expect(res.errorMsg).toBe('请求参数有误：字段password格式不正确（应为非空文本）');
  });

  it('refuses a body that is not JSON with PARAM_INVALID', async () => {
    const response = await post(accountApi.agentLogin, '{not json');
    const answer = (await response.json()) as { btCommonRes: { errorCode: string; errorMsg: string } };
    expect(answer.btCommonRes.errorCode).toBe(ERRORS.PARAM_INVALID.code);
    expect(answer.btCommonRes.errorMsg).toContain('JSON');
  });

  it('validates paging fields', async () => {
    await loginAs('agent01');
    const res = await refused(bulletinApi.query, { currentPage: 0, perSize: 10 }, 'PARAM_INVALID');
    expect(res.errorMsg).toContain('currentPage');
    await refused(bulletinApi.query, { currentPage: 1, perSize: 1000 }, 'PARAM_INVALID');
  });
});

describe('gateway simulator: injected faults (one-shot, next call only)', () => {
  it('http500 answers status 500 with no envelope, then the next call is normal', async () => {
    await simulator.injectFault('http500');
    const response = await post(accountApi.imageCaptcha, {});
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
    expect(simulator.state.pendingFault).toBeNull();
    await ok(accountApi.imageCaptcha, {});
  });

  it('http400 answers status 400 with no envelope', async () => {
    await simulator.injectFault('http400');
    const response = await post(accountApi.imageCaptcha, {});
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('');
    await ok(accountApi.imageCaptcha, {});
  });

  it('business answers isOk false with SIMULATED_FAULT and a serial number, and changes nothing', async () => {
    await simulator.injectFault('business');
    const res = await refused(
      accountApi.agentLogin,
      { userName: 'agent01', password: 'Agent@2026', captchaKey: 'x', captchaCode: 'x' },
      'SIMULATED_FAULT',
    );
    expect(res.serialNo).toMatch(SERIAL_NO);
    expect(simulator.state.session).toBeNull();
    await ok(accountApi.imageCaptcha, {});
  });

  it('timeout never answers; the call after it is normal', async () => {
    await simulator.injectFault('timeout');
    const controller = new AbortController();
    let outcome = 'still pending';
    const pending = post(accountApi.imageCaptcha, {}, { signal: controller.signal }).then(
      () => (outcome = 'settled'),
      () => (outcome = 'rejected'),
    );
    // Not a race against a timer: the fault was taken by that call, and a call made after it has its
    // answer while the first still has none.
    await vi.waitFor(() => expect(simulator.state.pendingFault).toBeNull());
    await ok(accountApi.imageCaptcha, {});
    expect(outcome).toBe('still pending');
    controller.abort();
    await pending;
    expect(outcome).toBe('rejected');
  });

  it('a fault aimed at one endpoint lets other calls pass and waits for a call of that path', async () => {
    await simulator.injectFault('http500', accountApi.agentLogin.path);
    await ok(accountApi.imageCaptcha, {});
    expect(simulator.state.pendingFault).toEqual({ kind: 'http500', path: accountApi.agentLogin.path });
    const response = await post(accountApi.agentLogin, { userName: 'agent01', password: 'Agent@2026', captchaKey: 'x', captchaCode: 'x' });
    expect(response.status).toBe(500);
    expect(simulator.state.pendingFault).toBeNull();
  });

  it('injectFault(null) clears a pending fault', async () => {
    await simulator.injectFault('http500');
    await simulator.injectFault(null);
    await ok(accountApi.imageCaptcha, {});
  });
});

describe('gateway simulator: paging helper', () => {
  it('slices by currentPage and perSize and reports the total count', () => {
    const items = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(paginate('numbers', items, { currentPage: 3, perSize: 10 })).toEqual({
      numbers: [21, 22, 23],
      page: { count: 23, currentPage: 3, perSize: 10 },
    });
    expect(paginate('numbers', items, { currentPage: 4, perSize: 10 }).numbers).toEqual([]);
  });
});

describe('gateway simulator: reset', () => {
  it('restores the seed: session, passwords, notices and clock', async () => {
    await loginAs('agent01');
    await ok(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001'] });
    simulator.clock.advance(5 * 24 * 60 * 60_000);
    const before = simulator.clock.nowMs();

    simulator.reset({ now: '2026-02-01T10:00:00+08:00' });

    expect(simulator.state.session).toBeNull();
    expect(simulator.state.flightChangeNotices.find((notice) => notice.noticeId === 'FC0001')?.confirmed).toBe(false);
    expect(Math.abs(simulator.clock.nowMs() - Date.parse('2026-02-01T10:00:00+08:00'))).toBeLessThan(1000);
    expect(simulator.clock.nowMs()).not.toBe(before);
    // Real time: the clock reads the instant of the call once the seed is made and runs on from there —
    // behind the computer's clock by the making (a second on a loaded machine), never ahead of it.
    const called = Date.now();
    simulator.reset();
    expect(simulator.clock.nowMs()).toBeGreaterThanOrEqual(called);
    expect(simulator.clock.nowMs()).toBeLessThanOrEqual(Date.now());
  });
});
