import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { SUB_ACCOUNT_LIMIT } from '@/domain/agency';
import { accountApi, agencyApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { createStaffWithRole, NOW, staffLogin } from './agency-support';
import { loginAs, ok, refused, solveCaptcha } from './support';

beforeEach(() => simulator.reset({ now: NOW }));

const newStaff = (userName: string) => ({
  userName,
  displayName: '新员工',
  mobile: '13900000088',
  roleCode: 'ROL0003',
  password: 'Staff@2026',
  baseRevision: 0,
});

describe('sub-accounts of agent01', () => {
  it('lists by username, name and state, paged', async () => {
    await loginAs('agent01');
    const all = await ok(agencyApi.subAccountList, { currentPage: 1, perSize: 2 });
    expect(all.page.count).toBe(4);
    expect(all.subAccounts.map((row) => row.userName)).toEqual(['staff01', 'staff02']);
    const locked = await ok(agencyApi.subAccountList, { state: 'LOCKED', currentPage: 1, perSize: 10 });
    expect(locked.subAccounts.map((row) => [row.userName, row.roleName])).toEqual([['staff03', '只读查询']]);
    const byName = await ok(agencyApi.subAccountList, { displayName: '李晓', userName: 'STAFF', currentPage: 1, perSize: 10 });
    expect(byName.subAccounts.map((row) => row.userName)).toEqual(['staff01']);
    await refused(agencyApi.subAccountList, { state: 'GONE' as never, currentPage: 1, perSize: 10 }, 'PARAM_INVALID');
    expect((await ok(agencyApi.subAccountDetail, { accountId: 'STF0002' })).roleName).toBe('财务');
    await refused(agencyApi.subAccountDetail, { accountId: 'USR0001' }, 'SUB_ACCOUNT_NOT_FOUND');
  });

  it('usernames are unique across the system, case-insensitively, and fixed once created', async () => {
    await loginAs('agent01');
    expect(await ok(agencyApi.subAccountUsernameQuery, { userName: 'User01' })).toMatchObject({ available: false });
    expect(await ok(agencyApi.subAccountUsernameQuery, { userName: '1abc' })).toMatchObject({ available: false });
    expect(await ok(agencyApi.subAccountUsernameQuery, { userName: 'newclerk' })).toEqual(expect.objectContaining({ available: true }));
    await refused(agencyApi.subAccountSave, newStaff('CORP01'), 'USERNAME_TAKEN');
    await refused(agencyApi.subAccountSave, newStaff('x'), 'PARAM_INVALID');
    await refused(agencyApi.subAccountSave, { ...newStaff('newclerk'), password: 'weak' }, 'PASSWORD_WEAK');
    await refused(agencyApi.subAccountSave, { ...newStaff('newclerk'), roleCode: 'ROL9999' }, 'ROLE_NOT_FOUND');
    const created = await ok(agencyApi.subAccountSave, newStaff('newclerk'));
    expect(created).toMatchObject({ userName: 'newclerk', state: 'ENABLED', roleName: '只读查询' });
    const edited = await ok(agencyApi.subAccountSave, {
      ...newStaff('newclerk'),
      accountId: created.accountId,
      displayName: '改名',
      roleCode: 'ROL0002',
      password: undefined,
      baseRevision: created.revision,
    });
    expect(edited).toMatchObject({ displayName: '改名', roleName: '财务' });
    await refused(
      agencyApi.subAccountSave,
      { ...newStaff('other'), accountId: created.accountId, baseRevision: edited.revision },
      'PARAM_INVALID',
    );
  });

  it(`at most ${SUB_ACCOUNT_LIMIT} per agency`, async () => {
    await loginAs('agent01');
    for (let index = 5; index <= SUB_ACCOUNT_LIMIT; index += 1) await ok(agencyApi.subAccountSave, newStaff(`clerk${index}`));
    expect((await ok(agencyApi.subAccountList, { currentPage: 1, perSize: 50 })).page.count).toBe(SUB_ACCOUNT_LIMIT);
    await refused(agencyApi.subAccountSave, newStaff('onetoomany'), 'SUB_ACCOUNT_LIMIT');
  });

  it('a locked sub-account cannot sign in; unlocked it can', async () => {
    await loginAs('agent01');
    await ok(agencyApi.subAccountLock, { accountId: 'STF0001', locked: true });
    const captcha = await solveCaptcha();
    await refused(
      accountApi.multiUserLogin,
      { agencyAccount: 'agent01', userName: 'staff01', password: 'Staff@2026', ...captcha },
      'STAFF_LOCKED',
    );
    await loginAs('agent01');
    const unlocked = await ok(agencyApi.subAccountLock, { accountId: 'STF0001', locked: false });
    expect(unlocked.state).toBe('ENABLED');
    await staffLogin('staff01', 'Staff@2026');
  });

  it('resets a password with the code sent to the main account phone', async () => {
    await loginAs('agent01');
    const sent = await ok(agencyApi.subAccountVerifyCode, { accountId: 'STF0002' });
    expect(sent.maskedMobile).toBe('139****0001');
    const sms = simulator.peekSms('13900000001')!;
    expect(sms.purpose).toBe('SUB_ACCOUNT_RESET');
    await refused(agencyApi.subAccountVerifyCode, { accountId: 'STF0002' }, 'SMS_TOO_FREQUENT');
    // The code is for staff02 only.
    await refused(
      agencyApi.subAccountResetPassword,
      { accountId: 'STF0004', smsCode: sms.code, newPassword: 'Reset@2026' },
      'SMS_CODE_INVALID',
    );
    await refused(
      agencyApi.subAccountResetPassword,
      { accountId: 'STF0002', smsCode: '000000' === sms.code ? '111111' : '000000', newPassword: 'Reset@2026' },
      'SMS_CODE_INVALID',
    );
    await refused(agencyApi.subAccountResetPassword, { accountId: 'STF0002', smsCode: sms.code, newPassword: 'weak' }, 'PASSWORD_WEAK');
    await ok(agencyApi.subAccountResetPassword, { accountId: 'STF0002', smsCode: sms.code, newPassword: 'Reset@2026' });
    await refused(
      agencyApi.subAccountResetPassword,
      { accountId: 'STF0002', smsCode: sms.code, newPassword: 'Again@2026' },
      'SMS_CODE_INVALID',
    );
    await staffLogin('staff02', 'Reset@2026');
  });
});

describe('forged calls are refused by the gateway', () => {
  it('staff01 (no sub-account function) is refused every sub-account call', async () => {
    await loginAs('staff01');
    await refused(agencyApi.subAccountList, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
    await refused(agencyApi.subAccountSave, newStaff('forged'), 'PERMISSION_DENIED');
    await refused(agencyApi.subAccountLock, { accountId: 'STF0002', locked: true }, 'PERMISSION_DENIED');
    await refused(agencyApi.subAccountVerifyCode, { accountId: 'STF0002' }, 'PERMISSION_DENIED');
  });

  it('a role with sub-accounts but not their creation may edit but not create; nor hand out a wider role', async () => {
    await createStaffWithRole([AUTH.SUB_ACCOUNT, AUTH.TEAM_ORDER]);
    await staffLogin('clerk01', 'Clerk@2026');
    await refused(agencyApi.subAccountSave, newStaff('forged'), 'PERMISSION_DENIED');
    const staff03 = await ok(agencyApi.subAccountDetail, { accountId: 'STF0003' });
    // 只读查询 holds news and notices, which clerk01 lacks.
    await refused(agencyApi.subAccountSave, { ...staff03, roleCode: 'ROL0003', baseRevision: staff03.revision }, 'ROLE_GRANTS_TOO_MUCH');
  });

  it('without a session every call is NOT_LOGGED_IN', async () => {
    await refused(agencyApi.subAccountList, { currentPage: 1, perSize: 10 }, 'NOT_LOGGED_IN');
    await refused(agencyApi.activation, {}, 'NOT_LOGGED_IN');
  });
});
