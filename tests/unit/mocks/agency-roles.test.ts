import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { accountApi, agencyApi, orderApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { createStaffWithRole, flatten, NOW, staffLogin } from './agency-support';
import { loginAs, ok, refused } from './support';

beforeEach(() => simulator.reset({ now: NOW }));

describe('roles: a staff member sees exactly its role', () => {
  it('a role with only order query gives its staff exactly that function; sub-account calls are refused', async () => {
    await createStaffWithRole([AUTH.TEAM_ORDER]);
    const login = await staffLogin('clerk01', 'Clerk@2026');
    expect(flatten(login.functionMenu.rootMenuDirect)).toEqual(['GROUP_ORDER_CENTER', AUTH.TEAM_ORDER]);
    expect(login.accountInfo).toMatchObject({ parentAccount: 'agent01', roleName: '角色clerk01' });
    await refused(agencyApi.subAccountList, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
    await refused(agencyApi.roleQuery, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
    await refused(agencyApi.deregistrationCheck, {}, 'PERMISSION_DENIED');
  });

  it('a changed role is seen at the next sign-in: the session keeps the tree it got', async () => {
    const roleCode = await createStaffWithRole([AUTH.TEAM_ORDER]);
    await staffLogin('clerk01', 'Clerk@2026');
    // The main account widens the role meanwhile (from another browser: changed here in the store).
    store.update(() => {
      const role = store.getState().roles.find((candidate) => candidate.roleCode === roleCode)!;
      role.functionCodes = [AUTH.TEAM_ORDER, AUTH.ACCOUNT_INFO];
    });
    await refused(agencyApi.staffDetail, {}, 'PERMISSION_DENIED');
    const again = await staffLogin('clerk01', 'Clerk@2026');
    expect(flatten(again.functionMenu.rootMenuDirect)).toContain(AUTH.ACCOUNT_INFO);
    expect((await ok(agencyApi.staffDetail, {})).userName).toBe('clerk01');
  });

  it('staff01 keeps its seeded menu, now taken from its role 订票员', async () => {
    const login = await loginAs('staff01');
    const role = store.getState().roles.find((candidate) => candidate.roleName === '订票员')!;
    expect(new Set(flatten(login.functionMenu.rootMenuDirect).filter((code) => !code.startsWith('GROUP_')))).toEqual(
      new Set(role.functionCodes),
    );
    await refused(orderApi.cancel, { orderNo: 'TO000001', reason: '测试' }, 'PERMISSION_DENIED');
  });
});

describe('role rules', () => {
  it('a role never grants more than its creator has (ROLE_GRANTS_TOO_MUCH)', async () => {
    await createStaffWithRole([AUTH.ROLE, AUTH.ROLE_CREATE, AUTH.TEAM_ORDER]);
    await staffLogin('clerk01', 'Clerk@2026');
    const tree = await ok(agencyApi.roleEnabledFunctions, {});
    expect(
      flatten(tree.functionTree)
        .filter((code) => !code.startsWith('GROUP_'))
        .sort(),
    ).toEqual([AUTH.ROLE, AUTH.ROLE_CREATE, AUTH.TEAM_ORDER].sort());
    const refusal = await refused(
      agencyApi.roleSave,
      { roleName: '越权', description: '', functionCodes: [AUTH.TEAM_ORDER, AUTH.PAY], baseRevision: 0 },
      'ROLE_GRANTS_TOO_MUCH',
    );
    expect(refusal.errorMsg).toContain('支付');
    const allowed = await ok(agencyApi.roleSave, {
      roleName: '查询',
      description: '',
      functionCodes: ['GROUP_ORDER_CENTER', AUTH.TEAM_ORDER],
      baseRevision: 0,
    });
    expect(allowed.functionCodes).toEqual([AUTH.TEAM_ORDER]);
    expect(allowed.createdBy).toBe('测试员工');
  });

  it('creating needs ROLE_CREATE; editing needs ROLE only', async () => {
    await createStaffWithRole([AUTH.ROLE, AUTH.TEAM_ORDER]);
    await staffLogin('clerk01', 'Clerk@2026');
    await refused(
      agencyApi.roleSave,
      { roleName: '新角色', description: '', functionCodes: [AUTH.TEAM_ORDER], baseRevision: 0 },
      'PERMISSION_DENIED',
    );
    await ok(agencyApi.roleSave, {
      roleCode: 'ROL0003',
      roleName: '只读查询',
      description: '改过',
      functionCodes: [AUTH.TEAM_ORDER],
      baseRevision: 1,
    });
  });

  it('query, detail, names unique, unknown codes refused, a role in use cannot be deleted', async () => {
    await loginAs('agent01');
    const { roles, page } = await ok(agencyApi.roleQuery, { currentPage: 1, perSize: 10 });
    expect(roles.map((role) => role.roleName)).toEqual(['订票员', '财务', '只读查询']);
    expect(page.count).toBe(3);
    expect(roles[0]!.memberCount).toBe(2);
    const detail = await ok(agencyApi.roleDetail, { roleCode: 'ROL0002' });
    expect(flatten(detail.functionTree)).toContain(AUTH.PRE_EXISTED);
    await refused(agencyApi.roleDetail, { roleCode: 'ROL9999' }, 'ROLE_NOT_FOUND');
    await refused(agencyApi.roleSave, { roleName: '财务', description: '', functionCodes: [AUTH.PAY], baseRevision: 0 }, 'ROLE_NAME_TAKEN');
    await refused(
      agencyApi.roleSave,
      { roleName: '新角色', description: '', functionCodes: ['NO_SUCH_CODE'], baseRevision: 0 },
      'PARAM_INVALID',
    );
    await refused(agencyApi.roleSave, { roleName: '新角色', description: '', functionCodes: [], baseRevision: 0 }, 'PARAM_INVALID');
    await refused(agencyApi.roleDelete, { roleCode: 'ROL0001' }, 'ROLE_IN_USE');
    const spare = await ok(agencyApi.roleSave, { roleName: '临时', description: '', functionCodes: [AUTH.NEWS], baseRevision: 0 });
    await ok(agencyApi.roleDelete, { roleCode: spare.roleCode });
    await refused(agencyApi.roleDetail, { roleCode: spare.roleCode }, 'ROLE_NOT_FOUND');
  });

  it('another agency sees none of agent01 roles', async () => {
    // corp01 holds no role function at all: the gateway refuses before looking.
    await loginAs('corp01');
    await refused(agencyApi.roleDetail, { roleCode: 'ROL0001' }, 'PERMISSION_DENIED');
    await ok(accountApi.logout, {});
  });
});
