import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { AGENCY_REVIEW } from '@/mocks/rules';
import { accountApi, agencyApi } from '@/lib/gateway/endpoints';
import { SEED_PENDING_REGISTRATION } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { agentLogin, flatten, NEW_AGENCY, NOW, PNG_DATA_URL, registrationCode } from './agency-support';
import { loginAs, ok, refused, solveCaptcha } from './support';
import { expectEvery } from '../../expect-every';

beforeEach(() => simulator.reset({ now: NOW }));

describe('registration', () => {
  it('a new agency registers, is pending until its licence is approved, then holds every function', async () => {
    const agreement = await ok(agencyApi.registerAgreement, {});
    expect(agreement.version).toBe(NEW_AGENCY.agreementVersion);
    const smsCode = await registrationCode();
    const registration = await ok(agencyApi.register, { ...NEW_AGENCY, smsCode });
    expect(registration).toMatchObject({ userName: 'rongcheng01', activation: { state: 'PENDING' } });
    expect(registration.activation.steps).toEqual([
      { need: 'LICENCE', done: false },
      { need: 'REVIEW', done: false },
    ]);

    const pending = await agentLogin('rongcheng01', NEW_AGENCY.password);
    const codes = flatten(pending.functionMenu.rootMenuDirect);
    expect(codes).toContain(AUTH.AGENT_INFO);
    expect(codes).not.toContain(AUTH.TEAM_ORDER);
    expect((await ok(agencyApi.activation, {})).state).toBe('PENDING');
    const organisation = await ok(agencyApi.organisation, {});
    expect(organisation).toMatchObject({ organCode: NEW_AGENCY.creditCode, provinceCode: '川', contactName: '刘芳' });

    const applied = await ok(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL });
    expect(applied.state).toBe('PENDING');
    await refused(agencyApi.supplementApply, { licenceImage: PNG_DATA_URL }, 'SUPPLEMENT_PENDING');
    expect((await ok(agencyApi.activation, {})).steps).toEqual([
      { need: 'LICENCE', done: true },
      { need: 'REVIEW', done: false },
    ]);

    simulator.clock.advance(AGENCY_REVIEW.supplementMs);
    const checked = await ok(agencyApi.supplementCheck, {});
    expect(checked.supplement?.state).toBe('APPROVED');
    expect((await ok(agencyApi.activation, {})).state).toBe('ACTIVE');
    expect((await ok(agencyApi.organisation, {})).licenceImage).toBe(PNG_DATA_URL);
    const active = await agentLogin('rongcheng01', NEW_AGENCY.password);
    expect(flatten(active.functionMenu.rootMenuDirect)).toContain(AUTH.TEAM_ORDER);
  });

  it('refuses a bad credit code, duplicates, a wrong code and a weak password', async () => {
    await refused(agencyApi.register, { ...NEW_AGENCY, creditCode: '91110108MA01ABCD2X', smsCode: '000000' }, 'CREDIT_CODE_INVALID');
    await refused(agencyApi.register, { ...NEW_AGENCY, creditCode: '91310115MA1H7Q2K3R', smsCode: '000000' }, 'REGISTRATION_DUPLICATE');
    await refused(agencyApi.register, { ...NEW_AGENCY, userName: 'Agent01', smsCode: '000000' }, 'USERNAME_TAKEN');
    await refused(agencyApi.register, { ...NEW_AGENCY, password: 'weakweak', smsCode: '000000' }, 'PASSWORD_WEAK');
    await refused(agencyApi.register, { ...NEW_AGENCY, provinceCode: 'XX' as never, smsCode: '000000' }, 'PARAM_INVALID');
    await refused(agencyApi.register, { ...NEW_AGENCY, agreementVersion: '2025.1', smsCode: '000000' }, 'PARAM_INVALID');
    await refused(agencyApi.registerVerifyCode, { mobile: '13900000001' }, 'REGISTRATION_DUPLICATE');
    const smsCode = await registrationCode();
    await refused(agencyApi.register, { ...NEW_AGENCY, smsCode: smsCode === '000000' ? '111111' : '000000' }, 'SMS_CODE_INVALID');
    await refused(agencyApi.register, { ...NEW_AGENCY, companyName: '上海锦程国际旅行社有限公司', smsCode }, 'REGISTRATION_DUPLICATE');
    await ok(agencyApi.register, { ...NEW_AGENCY, smsCode });
  });

  it('the seeded pending registration signs in and sees what it still needs', async () => {
    await agentLogin(SEED_PENDING_REGISTRATION.userName, SEED_PENDING_REGISTRATION.password);
    const activation = await ok(agencyApi.activation, {});
    expect(activation).toMatchObject({ state: 'PENDING', registrationNo: 'REG000001' });
    expectEvery(activation.steps, (step) => !step.done);
    await refused(agencyApi.supplementApply, { licenceImage: 'data:image/gif;base64,R0lGODlh' }, 'LICENCE_IMAGE_INVALID');
    await refused(agencyApi.supplementApply, { licenceImage: 'not an image' }, 'LICENCE_IMAGE_INVALID');
  });
});

describe('the signed-in staff member', () => {
  it('an agency that predates the portal is active; corp01 has its organisation on file', async () => {
    await loginAs('corp01');
    expect(await ok(agencyApi.activation, {})).toEqual(expect.objectContaining({ state: 'ACTIVE', steps: [] }));
    await refused(agencyApi.organisation, {}, 'PERMISSION_DENIED');
    await loginAs('agent01');
    const organisation = await ok(agencyApi.organisation, {});
    expect(organisation).toMatchObject({ organName: '上海锦程国际旅行社有限公司', provinceCode: '沪', supplement: { state: 'APPROVED' } });
    expect(organisation.licenceImage).toMatch(/^data:image\//);
  });

  it('detail, edit and the agreement', async () => {
    await loginAs('agent01');
    expect(await ok(agencyApi.staffDetail, {})).toMatchObject({ userName: 'agent01', displayName: '王建国' });
    const edited = await ok(agencyApi.staffEdit, { displayName: '王建军', mobile: '13900000011', email: '', baseRevision: 1 });
    expect(edited).toMatchObject({ displayName: '王建军', mobile: '13900000011' });
    expect(edited.email).toBeUndefined();
    await refused(agencyApi.staffEdit, { displayName: '王建军', mobile: '123', baseRevision: edited.revision }, 'PARAM_INVALID');
    await refused(
      agencyApi.staffEdit,
      { displayName: '王建军', mobile: '13900000011', email: 'bad', baseRevision: edited.revision },
      'PARAM_INVALID',
    );
    expect((await ok(agencyApi.staffAgreement, {})).paragraphs.length).toBeGreaterThan(3);
  });

  it('changes the password: the old one must be right, the new one strong and different', async () => {
    await loginAs('agent01');
    await refused(agencyApi.changePassword, { oldPassword: 'Wrong@2026', newPassword: 'Better@2027' }, 'WRONG_OLD_PASSWORD');
    await refused(agencyApi.changePassword, { oldPassword: 'Agent@2026', newPassword: 'short' }, 'PASSWORD_WEAK');
    await refused(agencyApi.changePassword, { oldPassword: 'Agent@2026', newPassword: 'Agent@2026' }, 'PASSWORD_UNCHANGED');
    await ok(agencyApi.changePassword, { oldPassword: 'Agent@2026', newPassword: 'Better@2027' });
    // The caller's session (the simulator's only one) stays.
    await ok(agencyApi.staffDetail, {});
    await refused(accountApi.agentLogin, { userName: 'agent01', password: 'Agent@2026', ...(await solveCaptcha()) }, 'BAD_CREDENTIALS');
    await agentLogin('agent01', 'Better@2027');
  });
});
