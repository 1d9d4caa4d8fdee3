import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { ERRORS } from '@/lib/gateway/error-codes';
import { accountApi, agencyApi } from '@/lib/gateway/endpoints';
import { AGENCY_REVIEW, closeOrder } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { agentLogin, createStaffWithRole, NEW_AGENCY, NOW, PNG_DATA_URL, registrationCode, staffLogin } from './agency-support';
import { loginAs, ok, refused, send, solveCaptcha } from './support';

beforeEach(() => simulator.reset({ now: NOW }));

/** A newly registered and activated agency, signed in: nothing blocks its deregistration. */
async function activeNewAgency(): Promise<void> {
  await ok(agencyApi.register, { ...NEW_AGENCY, smsCode: await registrationCode() });
  await agentLogin(NEW_AGENCY.userName, NEW_AGENCY.password);
  await ok(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
  simulator.clock.advance(AGENCY_REVIEW.supplementMs);
  await agentLogin(NEW_AGENCY.userName, NEW_AGENCY.password);
}

describe('deregistration', () => {
  it('agent01 is blocked by its unfinished orders and its non-zero prepaid balance', async () => {
    await loginAs('agent01');
    const check = await ok(agencyApi.deregistrationCheck, {});
    expect(check.allowed).toBe(false);
    const byCondition = Object.fromEntries(check.items.map((item) => [item.condition, item]));
    expect(check.items.map((item) => item.condition)).toEqual([
      'NO_UNFINISHED_ORDER',
      'ZERO_BALANCE',
      'NO_FROZEN_AMOUNT',
      'NO_PENDING_MONEY',
    ]);
    expect(byCondition.NO_UNFINISHED_ORDER).toMatchObject({ ok: false, linkTo: 'teamOrders' });
    expect(byCondition.NO_UNFINISHED_ORDER!.description).toMatch(/^有\d+个未完成的订单/);
    expect(byCondition.ZERO_BALANCE).toMatchObject({ ok: false, linkTo: 'preExisted' });
    expect(byCondition.ZERO_BALANCE!.description).toMatch(/^预存款余额¥/);

    await ok(agencyApi.deregistrationVerifyCode, {});
    const smsCode = simulator.peekSms('13900000001')!.code;
    const refusal = await refused(agencyApi.deregistrationApply, { smsCode }, 'DEREGISTRATION_BLOCKED');
    expect(refusal.errorMsg).toContain('无未完成的订单');
    expect((await ok(agencyApi.deregistrationState, {})).state).toBe('NONE');
  });

  it('with the orders closed, the balance still blocks', async () => {
    // Closed as the rules close an order (seats back, unpaid stages failed, a waiting schedule change closed with it).
    store.update(() => {
      const state = store.getState();
      for (const order of state.orders)
        if (order.ownerAccountId === 'AGT0001' && order.status !== 'CANCELED' && order.status !== 'REFUND')
          closeOrder(state, order, Date.parse(NOW), 0, 0, '测试：订单均已关闭');
    });
    await loginAs('agent01');
    const check = await ok(agencyApi.deregistrationCheck, {});
    expect(check.items.filter((item) => !item.ok).map((item) => item.condition)).toContain('ZERO_BALANCE');
    await ok(agencyApi.deregistrationVerifyCode, {});
    const refusal = await refused(
      agencyApi.deregistrationApply,
      { smsCode: simulator.peekSms('13900000001')!.code },
      'DEREGISTRATION_BLOCKED',
    );
    expect(refusal.errorMsg).toContain('预存款余额为零');
  });

  it('a clean agency applies with the SMS code; once approved neither it nor its staff can sign in', async () => {
    await activeNewAgency();
    const role = await ok(agencyApi.roleSave, {
      roleName: '查询',
      description: '',
      functionCodes: [AUTH.TEAM_ORDER, AUTH.SIGN_OUT],
      baseRevision: 0,
    });
    await ok(agencyApi.subAccountSave, {
      userName: 'rcclerk',
      displayName: '员工',
      mobile: '13700000002',
      roleCode: role.roleCode,
      password: 'Clerk@2026',
      baseRevision: 0,
    });

    expect(await ok(agencyApi.deregistrationCheck, {})).toMatchObject({ allowed: true });
    const sent = await ok(agencyApi.deregistrationVerifyCode, {});
    expect(sent.maskedMobile).toBe('137****0001');
    const smsCode = simulator.peekSms(NEW_AGENCY.mobile)!.code;
    await refused(agencyApi.deregistrationApply, { smsCode: smsCode === '000000' ? '111111' : '000000' }, 'SMS_CODE_INVALID');
    const applied = await ok(agencyApi.deregistrationApply, { smsCode });
    expect(applied).toMatchObject({ state: 'PENDING' });
    await refused(agencyApi.deregistrationApply, { smsCode }, 'DEREGISTRATION_PENDING');
    expect(await ok(agencyApi.deregistrationState, {})).toMatchObject({ state: 'PENDING', applicationNo: applied.applicationNo });

    // A sub-account holding SIGN_OUT still may not deregister the agency.
    await staffLogin('rcclerk', 'Clerk@2026', NEW_AGENCY.userName);
    await refused(agencyApi.deregistrationCheck, {}, 'MAIN_ACCOUNT_ONLY');

    simulator.clock.advance(AGENCY_REVIEW.deregistrationMs);
    // The session is gone: idle past its limit meanwhile, and ended by the review in any case.
    await refused(agencyApi.deregistrationCheck, {}, 'NOT_LOGGED_IN');
    const captcha = await solveCaptcha();
    await refused(
      accountApi.agentLogin,
      { userName: NEW_AGENCY.userName, password: NEW_AGENCY.password, ...captcha },
      'ACCOUNT_DEREGISTERED',
    );
    const staffCaptcha = await solveCaptcha();
    await refused(
      accountApi.multiUserLogin,
      { agencyAccount: NEW_AGENCY.userName, userName: 'rcclerk', password: 'Clerk@2026', ...staffCaptcha },
      'ACCOUNT_DEREGISTERED',
    );
  });

  it('staff without the function are refused, forged or not', async () => {
    await createStaffWithRole([AUTH.TEAM_ORDER]);
    await staffLogin('clerk01', 'Clerk@2026');
    const answer = await send(agencyApi.deregistrationApply, { smsCode: '123456' });
    expect(answer.btCommonRes.errorCode).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
