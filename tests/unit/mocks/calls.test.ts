import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { accountApi, bulletinApi } from '@/lib/gateway/endpoints';
import { endpoint } from '@/lib/gateway/envelope';
import { ERRORS } from '@/lib/gateway/error-codes';
import { gatewayHandler, handle, refuse } from '@/mocks/gateway';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { createSeedState } from '@/mocks/seed';
import { createStore, getState } from '@/mocks/store';
import { loginAs, ok, post, refused, send } from './support';

/** Endpoints of these tests only, answered by handlers the tests install. */
const probe = endpoint<Record<string, never>, { title: string }>('/test/probe');
const confirmProbe = endpoint<Record<string, never>, { ran: true }>('/test/confirm-probe', {
  authCode: AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM,
});

const counterOf = (serialNo: string | undefined) => Number(serialNo?.slice(-6));

describe('a call applies all of its changes or none', () => {
  it('a transaction that writes, then refuses, leaves the state exactly as it was', () => {
    const store = createStore(createSeedState(Date.parse('2026-03-02T09:00:00+08:00'), 0));
    const before = store.getState();
    expect(() =>
      store.update(() => {
        store.getState().bulletins[0]!.title = '改过的标题';
        store.getState().accounts.pop();
        throw refuse('BULLETIN_NOT_FOUND');
      }),
    ).toThrow(ERRORS.BULLETIN_NOT_FOUND.message);
    expect(store.getState()).toBe(before);
    expect(store.getState().bulletins[0]!.title).not.toBe('改过的标题');
    expect(store.getState().accounts).toHaveLength(before.accounts.length);
  });

  it('an exception rolls back too; a refusal made with keepChanges keeps them; success commits', () => {
    const store = createStore(createSeedState(0, 0));
    const before = store.getState();
    expect(() =>
      store.update(() => {
        store.getState().rngState = 1;
        throw new Error('bug');
      }),
    ).toThrow('bug');
    expect(store.getState()).toBe(before);

    expect(() =>
      store.update(() => {
        store.getState().rngState = 2;
        throw refuse('CAPTCHA_INVALID', {}, { keepChanges: true });
      }),
    ).toThrow();
    expect(store.getState().rngState).toBe(2);

    store.update(() => {
      store.getState().rngState = 3;
    });
    expect(store.getState().rngState).toBe(3);
    // The previous state is untouched: the store's states are immutable values.
    expect(before.rngState).not.toBe(3);
  });

  it('through the gateway: a refused call changes nothing but the serial counter advances', async () => {
    server.use(
      gatewayHandler([
        handle(probe, () => {
          const bulletin = getState().bulletins[0]!;
          bulletin.title = '改过的标题';
          getState().flightChangeNotices.splice(0, 5);
          throw refuse('BULLETIN_NOT_FOUND');
        }),
      ]),
    );
    const first = await send(accountApi.imageCaptcha, {});
    const before = simulator.state;
    const answer = await refused(probe, {}, 'BULLETIN_NOT_FOUND');
    expect(counterOf(answer.serialNo)).toBe(counterOf(first.btCommonRes.serialNo) + 1);
    expect(simulator.state.bulletins).toBe(before.bulletins);
    expect(simulator.state.flightChangeNotices).toHaveLength(15);
    expect(simulator.state.bulletins[0]!.title).not.toBe('改过的标题');
  });

  it('through the gateway: an exception after a write answers HTTP 500 and changes nothing', async () => {
    server.use(
      gatewayHandler([
        handle(probe, () => {
          getState().bulletins[0]!.title = '改过的标题';
          throw new TypeError('a bug in a handler');
        }),
      ]),
    );
    const before = simulator.state.bulletins;
    // MSW reports the handler's exception on the console; expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post(probe, {}).finally(() => consoleError.mockRestore());
    expect(response.status).toBe(500);
    expect(simulator.state.bulletins).toBe(before);
  });

  it('a wrong password still counts and still spends the captcha: refusals that record the attempt', async () => {
    const { captchaKey } = await ok(accountApi.imageCaptcha, {});
    const captchaCode = simulator.peekCaptcha() ?? '';
    await refused(accountApi.agentLogin, { userName: 'agent01', password: 'wrong', captchaKey, captchaCode }, 'BAD_CREDENTIALS');
    expect(simulator.state.loginFailures.AGT0001).toEqual({ count: 1 });
    expect(simulator.state.captchas[captchaKey]).toBeUndefined();
  });

  it('a confirmation naming one unknown notice confirms none of the others', async () => {
    await loginAs('agent01');
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001', 'FC0002', 'FC9999'] }, 'NOTICE_NOT_FOUND');
    const touched = simulator.state.flightChangeNotices.filter((notice) => ['FC0001', 'FC0002'].includes(notice.noticeId));
    expect(touched.map((notice) => notice.confirmed)).toEqual([false, false]);
  });
});

describe('authorization in one place: the authCode an endpoint declares', () => {
  it('refuses a forged call — a logged-in user whose menu lacks the code — before the resolver runs', async () => {
    let ran = 0;
    server.use(
      gatewayHandler([
        handle(
          confirmProbe,
          () => {
            ran += 1;
            return { ran: true as const };
          },
          { auth: true },
        ),
      ]),
    );
    await loginAs('staff01');
    const answer = await refused(confirmProbe, {}, 'PERMISSION_DENIED');
    expect(answer.errorMsg).toBe(ERRORS.PERMISSION_DENIED.message);
    expect(ran).toBe(0);

    await loginAs('agent01');
    await ok(confirmProbe, {});
    expect(ran).toBe(1);
  });

  it('a forged confirmation by staff01 confirms nothing, whatever the body says', async () => {
    await loginAs('staff01');
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001'] }, 'PERMISSION_DENIED');
    // Even a malformed body is refused for the permission first: the gateway checks before it reads.
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: 'FC0001' } as never, 'PERMISSION_DENIED');
    expect(simulator.state.flightChangeNotices.find((notice) => notice.noticeId === 'FC0001')?.confirmed).toBe(false);
  });

  it('the catalogue declares the notice calls’ codes; without a session the answer is NOT_LOGGED_IN', async () => {
    expect(bulletinApi.flightChangeNoticeQuery.authCode).toBe(AUTH.FLIGHT_CHANGE_NOTICE);
    expect(bulletinApi.flightChangeNoticeConfirm.authCode).toBe(AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM);
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001'] }, 'NOT_LOGGED_IN');
    await loginAs('corp01');
    await refused(bulletinApi.flightChangeNoticeQuery, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
  });
});

describe('every answer carries the simulator clock in its Date header', () => {
  const AT = '2026-05-04T08:07:06+08:00';
  const expectDate = (response: Response) => {
    const date = response.headers.get('Date');
    expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Math.abs(Date.parse(date ?? '') - Date.parse(AT))).toBeLessThan(5000);
  };

  it('on success and on a refusal', async () => {
    await simulator.reset({ now: AT });
    expectDate(await post(accountApi.imageCaptcha, {}));
    expectDate(await post(bulletinApi.query, { currentPage: 1, perSize: 10 }));
  });

  it('on HTTP faults and an injected business fault', async () => {
    await simulator.reset({ now: AT });
    for (const fault of ['http500', 'http400', 'business'] as const) {
      await simulator.injectFault(fault);
      const response = await post(accountApi.imageCaptcha, {});
      expect(response.status).toBe({ http500: 500, http400: 400, business: 200 }[fault]);
      expectDate(response);
    }
  });

  it('follows the clock when it moves', async () => {
    await simulator.reset({ now: AT });
    await simulator.clock.advance(3 * 24 * 60 * 60_000);
    const date = (await post(accountApi.imageCaptcha, {})).headers.get('Date');
    expect(Math.abs(Date.parse(date ?? '') - (Date.parse(AT) + 3 * 24 * 60 * 60_000))).toBeLessThan(5000);
  });
});
