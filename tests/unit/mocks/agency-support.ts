import { accountApi, agencyApi, type LoginResult, type MenuNode, type RegisterRequest } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, solveCaptcha } from './support';

/** Helpers of the agency tests (agency-*.test.ts). */

export const NOW = '2026-03-02T09:00:00+08:00';

export const flatten = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [node.authCode, ...flatten(node.subMenuDirects)]);

/** Signs a sub-account of agent01 in (the multi-user login). */
export async function staffLogin(userName: string, password: string, agencyAccount = 'agent01'): Promise<LoginResult> {
  return ok(accountApi.multiUserLogin, { agencyAccount, userName, password, ...(await solveCaptcha()) });
}

export async function agentLogin(userName: string, password: string): Promise<LoginResult> {
  return ok(accountApi.agentLogin, { userName, password, ...(await solveCaptcha()) });
}

/** agent01 creates a role and a staff account holding it; answers the role code. */
export async function createStaffWithRole(functionCodes: string[], userName = 'clerk01', password = 'Clerk@2026'): Promise<string> {
  await loginAs('agent01');
  const role = await ok(agencyApi.roleSave, { roleName: `角色${userName}`, description: '测试角色', functionCodes, baseRevision: 0 });
  await ok(agencyApi.subAccountSave, {
    userName,
    displayName: '测试员工',
    mobile: '13900000099',
    roleCode: role.roleCode,
    password,
    baseRevision: 0,
  });
  return role.roleCode;
}

export const NEW_AGENCY: Omit<RegisterRequest, 'smsCode'> = {
  organType: 'TRAVELAGENCY',
  companyName: '成都蓉城假日旅行社有限公司',
  creditCode: '91110108MA01ABCD2H',
  provinceCode: '川',
  contactName: '刘芳',
  mobile: '13700000001',
  email: 'liufang@rongcheng-travel.example',
  userName: 'rongcheng01',
  password: 'Rongcheng@2026',
  agreementVersion: '2026.1',
};

/** Sends the registration code and reads it off the phone. */
export async function registrationCode(mobile = NEW_AGENCY.mobile): Promise<string> {
  await ok(agencyApi.registerVerifyCode, { mobile });
  return simulator.peekSms(mobile)!.code;
}

/** A tiny valid PNG as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
