import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { accountApi, bulletinApi } from '@/lib/gateway/endpoints';
import { ERRORS, SESSION_EXPIRED_CODE } from '@/lib/gateway/error-codes';
import { simulator } from '@/mocks/simulator';
import { SESSION } from '@/mocks/kernel/rules/figures';
import { DEMO, loginAs, MINUTE, ok, refused, send, solveCaptcha } from './support';

const NOW = '2026-03-02T09:00:00+08:00';
const flatten = (nodes: { authCode: string; subMenuDirects: unknown[] }[]): string[] =>
  nodes.flatMap((node) => [node.authCode, ...flatten(node.subMenuDirects as typeof nodes)]);

beforeEach(() => simulator.reset({ now: NOW }));

const agentLogin = async (password: string) => send(accountApi.agentLogin, { userName: 'agent01', password, ...(await solveCaptcha()) });

describe('image captcha', () => {
  it('answers an SVG data URL and a key, and keeps a 4-character code from the unambiguous alphabet', async () => {
    const { captchaKey, captchaImage } = await ok(accountApi.imageCaptcha, {});
    expect(captchaKey).toBeTruthy();
    expect(captchaImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = simulator.peekCaptcha();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    const svg = atob(captchaImage.split(',')[1] ?? '');
    expect(svg).toContain('<svg');
    expect(svg).toContain('<line');
    for (const char of code ?? '') expect(svg).toContain(`>${char}</text>`);
  });

  it('is case-insensitive', async () => {
    const captcha = await solveCaptcha();
    await ok(accountApi.agentLogin, { ...DEMO.agent01, ...captcha, captchaCode: captcha.captchaCode.toLowerCase() });
  });

  it('is single use, even after a successful login', async () => {
    const captcha = await solveCaptcha();
    await ok(accountApi.agentLogin, { ...DEMO.agent01, ...captcha });
    await refused(accountApi.agentLogin, { ...DEMO.agent01, ...captcha }, 'CAPTCHA_INVALID');
  });

  it('is spent by a wrong answer too', async () => {
    const captcha = await solveCaptcha();
    await refused(accountApi.agentLogin, { ...DEMO.agent01, ...captcha, captchaCode: 'ZZZZ0' }, 'CAPTCHA_INVALID');
    await refused(accountApi.agentLogin, { ...DEMO.agent01, ...captcha }, 'CAPTCHA_INVALID');
  });

  it('a key naming a property every object has is no captcha', async () => {
    for (const captchaKey of ['constructor', 'valueOf', '__proto__']) {
      await refused(accountApi.agentLogin, { ...DEMO.agent01, captchaKey, captchaCode: 'ABCD' }, 'CAPTCHA_INVALID');
    }
  });

  it('expires after 5 minutes', async () => {
    const captcha = await solveCaptcha();
    simulator.clock.advance(5 * MINUTE);
    await refused(accountApi.agentLogin, { ...DEMO.agent01, ...captcha }, 'CAPTCHA_INVALID');
  });

  it('a wrong captcha does not count as a wrong password', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await refused(accountApi.agentLogin, { ...DEMO.agent01, captchaKey: 'nope', captchaCode: 'ABCD' }, 'CAPTCHA_INVALID');
    }
    expect((await agentLogin('Agent@2026')).btCommonRes.isOk).toBe(true);
  });
});

describe('login kinds', () => {
  it('agent login: agent01 gets the full agent menu and a session', async () => {
    const result = await loginAs('agent01');
    expect(result.accountType).toBe('AGENT');
    expect(result.organType).toBe('TRAVELAGENCY');
    expect(result.accountInfo).toMatchObject({ userName: 'agent01', organName: '上海锦程国际旅行社有限公司', mobile: '13900000001' });
    expect(result.accountInfo).not.toHaveProperty('password');
    // The previous sign-in (seeded two days before the clock), not this one.
    expect(result.accountInfo.lastLoginTime).toBe('2026-02-28T09:00:00+08:00');
    expect((await loginAs('agent01')).accountInfo.lastLoginTime).toMatch(/^2026-03-02T09:00:0\d\+08:00$/);
    const codes = flatten(result.functionMenu.rootMenuDirect);
    const agentCodes = Object.values(AUTH).filter((code) => !code.startsWith('NORMAL_'));
    expect(codes).toEqual(expect.arrayContaining(agentCodes));
    expect(codes.filter((code) => code.startsWith('NORMAL_'))).toEqual([]);
    expect(simulator.state.session?.accountId).toBe(result.accountInfo.accountId);
  });

  it('agent login: corp01 is an enterprise with a limited menu and limitMenu', async () => {
    const result = await loginAs('corp01');
    expect(result.organType).toBe('ENTERPRISE');
    expect(result.limitMenu).toEqual([AUTH.ITINERARY_ISSUE, AUTH.ITINERARY_HISTORY]);
    const codes = flatten(result.functionMenu.rootMenuDirect);
    expect(codes).toEqual(
      expect.arrayContaining([AUTH.AGENT_HOME, AUTH.NEWS, AUTH.TEAM_ORDER, AUTH.ITINERARY_ISSUE, AUTH.ACCOUNT_INFO, AUTH.CHANGE_PASSWORD]),
    );
    expect(codes).not.toContain(AUTH.FLIGHT_CHANGE_NOTICE);
    expect(codes).not.toContain(AUTH.SUB_ACCOUNT);
  });

  it('multi-user login: staff01 of agent01 gets its restricted role', async () => {
    const result = await loginAs('staff01');
    expect(result.accountInfo).toMatchObject({ userName: 'staff01', parentAccount: 'agent01', roleName: '订票员' });
    const codes = flatten(result.functionMenu.rootMenuDirect);
    expect(codes).toEqual(
      expect.arrayContaining([AUTH.AGENT_HOME, AUTH.NEWS, AUTH.FLIGHT_CHANGE_NOTICE, AUTH.TEMP_GROUP, AUTH.TEAM_ORDER]),
    );
    for (const code of [AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM, AUTH.SUB_ACCOUNT, AUTH.ROLE, AUTH.PRE_EXISTED, AUTH.REPORT]) {
      expect(codes).not.toContain(code);
    }
  });

  it('multi-user login: a staff name under another agency is unknown', async () => {
    const captcha = await solveCaptcha();
    await refused(accountApi.multiUserLogin, { ...DEMO.staff01, agencyAccount: 'corp01', ...captcha }, 'BAD_CREDENTIALS');
  });

  it('personal password login: user01 gets the normal menu', async () => {
    const result = await loginAs('user01');
    expect(result.accountType).toBe('NORMAL');
    expect(flatten(result.functionMenu.rootMenuDirect)).toEqual(
      expect.arrayContaining([
        AUTH.NORMAL_HOME,
        AUTH.NORMAL_BOOK,
        AUTH.NORMAL_ORDER,
        AUTH.NEWS,
        AUTH.FLIGHT_CHANGE_NOTICE,
        AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM,
        AUTH.PAY,
      ]),
    );
  });

  it('fly account login: card number and password', async () => {
    const result = await ok(accountApi.flyAccountLogin, { cardNo: '6600000001', password: 'User@2026', ...(await solveCaptcha()) });
    expect(result.accountInfo.userName).toBe('user01');
    await refused(accountApi.flyAccountLogin, { cardNo: '6600000001', password: 'wrong', ...(await solveCaptcha()) }, 'BAD_CREDENTIALS');
  });

  it('dynamic password login: SMS code sent to the mobile logs user01 in, once', async () => {
    const sent = await ok(accountApi.dynamicPasswordSend, { mobile: DEMO.user01.mobile, ...(await solveCaptcha()) });
    expect(sent).toMatchObject({ resendAfter: 60, expiresIn: 300 });
    const sms = simulator.peekSms(DEMO.user01.mobile);
    expect(sms).toMatchObject({ mobile: DEMO.user01.mobile, purpose: 'LOGIN', sentAt: '2026-03-02T09:00:00+08:00' });
    expect(sms?.code).toMatch(/^\d{6}$/);
    const result = await ok(accountApi.login, { loginType: 'DYNAMIC', mobile: DEMO.user01.mobile, dynamicPassword: sms?.code ?? '' });
    expect(result.accountInfo.userName).toBe('user01');
    await refused(
      accountApi.login,
      { loginType: 'DYNAMIC', mobile: DEMO.user01.mobile, dynamicPassword: sms?.code ?? '' },
      'SMS_CODE_INVALID',
    );
  });

  it('external login: an existing accountId logs in; an unknown one is refused', async () => {
    const result = await ok(accountApi.externalLogin, { accountId: 'AGT0001' });
    expect(result.accountInfo.userName).toBe('agent01');
    await refused(accountApi.externalLogin, { accountId: 'NOPE' }, 'EXTERNAL_LOGIN_FAILED');
  });

  it('token login: the two seeded tokens, nothing else', async () => {
    const agent = await ok(accountApi.accountByToken, { tokenId: 'demo-agent01', tokenUUID: '00000000-0000-4000-8000-000000000001' });
    expect(agent.accountInfo.userName).toBe('agent01');
    const user = await ok(accountApi.accountByToken, { tokenId: 'demo-user01', tokenUUID: '00000000-0000-4000-8000-000000000002' });
    expect(user.accountInfo.userName).toBe('user01');
    expect(simulator.state.session?.accountId).toBe(user.accountInfo.accountId);
    await refused(
      accountApi.accountByToken,
      { tokenId: 'demo-agent01', tokenUUID: '00000000-0000-4000-8000-000000000002' },
      'TOKEN_INVALID',
    );
  });

  it('logout deletes the session; later calls are NOT_LOGGED_IN; logout again still succeeds', async () => {
    await loginAs('agent01');
    await ok(accountApi.logout, {});
    expect(simulator.state.session).toBeNull();
    await refused(bulletinApi.query, { currentPage: 1, perSize: 10 }, 'NOT_LOGGED_IN');
    await ok(accountApi.logout, {});
  });
});

describe('wrong login kind', () => {
  it('agent login of a staff account names sub-account login', async () => {
    const res = await refused(
      accountApi.agentLogin,
      { userName: 'staff01', password: 'Staff@2026', ...(await solveCaptcha()) },
      'WRONG_LOGIN_KIND',
    );
    expect(res.errorMsg).toBe('该账号不能用此方式登录，请使用子账号登录');
  });

  it('agent login of a normal account names personal login', async () => {
    const res = await refused(accountApi.agentLogin, { ...DEMO.user01, ...(await solveCaptcha()) }, 'WRONG_LOGIN_KIND');
    expect(res.errorMsg).toContain('个人用户登录');
  });

  it('personal login of an agent account names agent login', async () => {
    const res = await refused(accountApi.login, { loginType: 'PASSWORD', ...DEMO.agent01, ...(await solveCaptcha()) }, 'WRONG_LOGIN_KIND');
    expect(res.errorMsg).toContain('代理人登录');
  });

  it('multi-user login of the main account names agent login', async () => {
    const res = await refused(
      accountApi.multiUserLogin,
      { agencyAccount: 'agent01', ...DEMO.agent01, ...(await solveCaptcha()) },
      'WRONG_LOGIN_KIND',
    );
    expect(res.errorMsg).toContain('代理人登录');
  });

  it('is only told to someone who knows the password', async () => {
    await refused(accountApi.agentLogin, { userName: 'staff01', password: 'guess', ...(await solveCaptcha()) }, 'BAD_CREDENTIALS');
  });

  it('dynamic password is refused to an agency mobile', async () => {
    await refused(accountApi.dynamicPasswordSend, { mobile: '13900000001', ...(await solveCaptcha()) }, 'WRONG_LOGIN_KIND');
  });
});

describe('lockout', () => {
  it('counts down, locks on the 5th wrong password for 30 minutes, then unlocks', async () => {
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      const answer = await agentLogin('wrong');
      expect(answer.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS.BAD_CREDENTIALS.code });
      expect(answer.btCommonRes.errorMsg).toBe(`账号或密码错误，还可尝试${remaining}次`);
    }
    const fifth = await agentLogin('wrong');
    expect(fifth.btCommonRes).toMatchObject({
      errorCode: ERRORS.ACCOUNT_LOCKED.code,
      errorMsg: '密码连续输错5次，账号已锁定，请于09:30后再试',
    });

    // While locked even the right password is refused, with the same unlock time.
    simulator.clock.advance(29 * MINUTE);
    const locked = await agentLogin('Agent@2026');
    expect(locked.btCommonRes).toMatchObject({ errorCode: ERRORS.ACCOUNT_LOCKED.code });
    expect(locked.btCommonRes.errorMsg).toContain('09:30');

    simulator.clock.advance(1 * MINUTE);
    const unlocked = await agentLogin('Agent@2026');
    expect(unlocked.btCommonRes.isOk).toBe(true);
  });

  it('a successful login clears the count', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await agentLogin('wrong');
    expect((await agentLogin('Agent@2026')).btCommonRes.isOk).toBe(true);
    const answer = await agentLogin('wrong');
    expect(answer.btCommonRes.errorMsg).toContain('还可尝试4次');
  });

  it('a lock also stops token and SMS logins of that account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await agentLogin('wrong');
    await refused(
      accountApi.accountByToken,
      { tokenId: 'demo-agent01', tokenUUID: '00000000-0000-4000-8000-000000000001' },
      'ACCOUNT_LOCKED',
    );
  });

  it('an unknown user name is answered like a known one', async () => {
    const answer = await send(accountApi.agentLogin, { userName: 'nobody', password: 'x', ...(await solveCaptcha()) });
    expect(answer.btCommonRes.errorMsg).toBe('账号或密码错误，还可尝试4次');
  });
});

describe('session idle expiry', () => {
  const query = { currentPage: 1, perSize: 5 };

  it('expires after 30 minutes without a call, with B2T-2004-01-004 for every call until a login or logout', async () => {
    await loginAs('agent01');
    simulator.clock.advance(30 * MINUTE);
    const res = await refused(bulletinApi.query, query, 'SESSION_EXPIRED');
    expect(res.errorCode).toBe(SESSION_EXPIRED_CODE);
    expect(res.errorCode).toBe('B2T-2004-01-004');
    // A call the portal sent together with the first one meets the same lapse, not 请先登录.
    await refused(bulletinApi.query, query, 'SESSION_EXPIRED');
    await ok(accountApi.logout, {});
    expect(simulator.state.session).toBeNull();
    await refused(bulletinApi.query, query, 'NOT_LOGGED_IN');
  });

  it('each call touches the session', async () => {
    await loginAs('agent01');
    for (let step = 0; step < 3; step += 1) {
      simulator.clock.advance(20 * MINUTE);
      await ok(bulletinApi.query, query);
    }
    expect(simulator.state.session?.lastSeen).toBeCloseTo(simulator.clock.nowMs(), -3);
  });

  it('a call moves the last-seen mark only when it is 10 s old: a screen’s calls in one burst change nothing', async () => {
    await loginAs('agent01');
    simulator.clock.advance(20 * MINUTE);
    await ok(bulletinApi.query, query);
    const touched = simulator.state.session!.lastSeen;
    const state = simulator.state;
    simulator.clock.advance(SESSION.touchMs - 1000);
    await ok(bulletinApi.query, query);
    // Nothing changed: the same state (so persistence answers the call without a save).
    expect(simulator.state.session!.lastSeen).toBe(touched);
    expect(simulator.state.session).toBe(state.session);
    simulator.clock.advance(1000);
    await ok(bulletinApi.query, query);
    expect(simulator.state.session!.lastSeen).toBeGreaterThan(touched);
  });

  it('expireSession() makes the next authenticated call SESSION_EXPIRED', async () => {
    await loginAs('staff01');
    simulator.expireSession();
    await refused(bulletinApi.flightChangeNoticeQuery, query, 'SESSION_EXPIRED');
  });
});

describe('SMS codes', () => {
  const send1 = async () => send(accountApi.dynamicPasswordSend, { mobile: DEMO.user01.mobile, ...(await solveCaptcha()) });

  it('can be resent only after 60 seconds, telling the seconds left', async () => {
    expect((await send1()).btCommonRes.isOk).toBe(true);
    simulator.clock.advance(15_000);
    const again = await send1();
    expect(again.btCommonRes).toMatchObject({ errorCode: ERRORS.SMS_TOO_FREQUENT.code, errorMsg: '验证码发送过于频繁，请45秒后再试' });
    simulator.clock.advance(45_000);
    expect((await send1()).btCommonRes.isOk).toBe(true);
  });

  it('expire after 5 minutes', async () => {
    await send1();
    const code = simulator.peekSms()?.code ?? '';
    simulator.clock.advance(5 * MINUTE);
    await refused(accountApi.login, { loginType: 'DYNAMIC', mobile: DEMO.user01.mobile, dynamicPassword: code }, 'SMS_CODE_INVALID');
  });

  it('need a valid captcha and a registered mobile', async () => {
    await refused(accountApi.dynamicPasswordSend, { mobile: DEMO.user01.mobile, captchaKey: 'x', captchaCode: 'y' }, 'CAPTCHA_INVALID');
    await refused(accountApi.dynamicPasswordSend, { mobile: '13700000000', ...(await solveCaptcha()) }, 'MOBILE_NOT_REGISTERED');
    const res = await refused(accountApi.dynamicPasswordSend, { mobile: '1380000', ...(await solveCaptcha()) }, 'PARAM_INVALID');
    expect(res.errorMsg).toContain('11位');
  });
});

describe('forgot password', () => {
  const who = { userName: 'agent01', mobile: '13900000001' };

  it('sends a code, refuses a weak password, then resets; the new password works and the old does not', async () => {
    await ok(accountApi.forgotSendCode, { ...who, ...(await solveCaptcha()) });
    const sms = simulator.peekSms(who.mobile);
    expect(sms?.purpose).toBe('FORGOT');
    const smsCode = sms?.code ?? '';
    const wrongCode = smsCode === '000000' ? '111111' : '000000';

    await refused(accountApi.forgotReset, { ...who, smsCode, newPassword: 'abcdefgh' }, 'PASSWORD_WEAK');
    await refused(accountApi.forgotReset, { ...who, smsCode, newPassword: 'abc123' }, 'PASSWORD_WEAK');
    await refused(accountApi.forgotReset, { ...who, smsCode: wrongCode, newPassword: 'Better2026' }, 'SMS_CODE_INVALID');
    await ok(accountApi.forgotReset, { ...who, smsCode, newPassword: 'Better2026' });
    // The code is spent.
    await refused(accountApi.forgotReset, { ...who, smsCode, newPassword: 'Another2026' }, 'SMS_CODE_INVALID');

    expect((await agentLogin('Agent@2026')).btCommonRes.errorCode).toBe(ERRORS.BAD_CREDENTIALS.code);
    expect((await agentLogin('Better2026')).btCommonRes.isOk).toBe(true);
  });

  it('clears the lock', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await agentLogin('wrong');
    await ok(accountApi.forgotSendCode, { ...who, ...(await solveCaptcha()) });
    await ok(accountApi.forgotReset, { ...who, smsCode: simulator.peekSms(who.mobile)?.code ?? '', newPassword: 'Unlocked2026' });
    expect((await agentLogin('Unlocked2026')).btCommonRes.isOk).toBe(true);
  });

  it('needs the user name and mobile to match', async () => {
    await refused(
      accountApi.forgotSendCode,
      { userName: 'agent01', mobile: '13800000001', ...(await solveCaptcha()) },
      'MOBILE_NOT_REGISTERED',
    );
  });
});
