import type { Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import { OrganType } from '@/domain/account';
import {
  COMPANY_NAME_MAX_LENGTH,
  DeregistrationCondition,
  DISPLAY_NAME_MAX_LENGTH,
  isUserName,
  LICENCE_IMAGE_TYPES,
  LICENCE_MAX_BYTES,
  ROLE_NAME_MAX_LENGTH,
  SUB_ACCOUNT_LIMIT,
  SubAccountState,
  USERNAME_MESSAGE,
} from '@/domain/agency';
import { maskMobile } from '@/domain/format';
import { findProvince } from '@/domain/provinces';
import { isCreditCode, isEmail } from '@/domain/validators';
import {
  agencyApi,
  type Activation,
  type Agreement,
  type Deregistration,
  type Organisation,
  type RoleDetail,
  type RoleRow,
  type StaffDetail,
  type SubAccount,
  type SupplementApplication,
} from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  handle,
  invalidParam,
  optionalEnum,
  optionalText,
  paginate,
  refuse,
  requirePage,
  requireCode,
  requireText,
} from '../../gateway';
import { treeHasFunction } from '../../kernel/menu-tree';
import {
  AGREEMENT_VERSION,
  everyFunctionCode,
  deregistrationChecks,
  functionNames,
  grantsBeyond,
  isStrongPassword,
  isUserNameTaken,
  mainAccountMenu,
  mainAccountOf,
  nextAccountId,
  nextAgencyNo,
  sameUserName,
  checkSmsCode,
  spendSmsCode,
  roleMenu,
  subAccountsOf,
  deregistrationActions,
  supplementActions,
  type DeregistrationRecord,
  type OrganisationRecord,
  type RoleRecord,
  type SupplementRecord,
} from '../../rules';
import type { AccountRecord, SimulatorState } from '../../state';
import { getState } from '../../store';
import { toGatewayIso } from '../../kernel/time-format';
import { bumpRevision, checkRevision, revisionStamp } from '../../kernel/rules/revisions';
import { requireMobile, sendSmsTo } from './account';

/**
 * The agency's own service groups (endpoints/agency.ts): registration and activation, the signed-in
 * staff member, sub-accounts, the organisation, roles, deregistration. Every rule is the gateway's
 * (rules/agency.ts); the forms only repeat them.
 *
 * Sessions: the simulator holds one session, this browser's (authenticate.ts). "A changed password ends
 * the account's other sessions" therefore has nothing to end here — the only session is the caller's,
 * which stays signed in; a reset of a sub-account's password by its main account ends that sub-account's
 * session only if it were this browser's, which it cannot be while the main account is the caller.
 */

const AGREEMENT: Agreement = {
  title: '航空公司团队机票分销平台用户协议',
  version: AGREEMENT_VERSION,
  paragraphs: [
    '一、本协议是贵单位（旅行社、代理人或企业客户）与航空公司之间关于使用团队机票分销平台（以下简称“平台”）的约定。注册即表示贵单位已阅读、理解并同意本协议全部条款。',
    '二、贵单位应保证注册资料（单位名称、统一社会信用代码、联系人、手机号、邮箱等）真实、准确、完整，并在资料变更时及时更新；营业执照须经航空公司审核通过后账号方可激活。',
    `三、主账号对本单位全部子账号及其操作负责。主账号可创建不超过${SUB_ACCOUNT_LIMIT}个子账号，并通过角色为其分配功能；任何角色不得超出主账号本身的功能范围。`,
    '四、贵单位应妥善保管账号与密码，因保管不善造成的损失由贵单位自行承担。发现账号被盗用时，应立即修改密码并通知航空公司。',
    '五、团队订单须按约定时限支付定金与尾款，逾期未付的订单将被自动取消，已付定金按规则处理。',
    '六、申请注销账号前，贵单位须结清全部订单、预存款余额及待处理款项；注销经航空公司审核通过后，主账号及全部子账号将不能再登录。',
    '七、航空公司有权根据业务需要修订本协议，修订后的协议在平台公布后生效。',
  ],
};

function optionalEmail(value: unknown): string | undefined {
  const email = optionalText(value, '邮箱');
  if (email !== undefined && !isEmail(email)) throw invalidParam('邮箱格式不正确');
  return email;
}

function requireShortText(value: unknown, label: string, max: number): string {
  const text = requireText(value, label).trim();
  if (text.length > max) throw invalidParam(`${label}不能超过${max}个字`);
  return text;
}

const agencyOf = (account: AccountRecord) => mainAccountOf(getState().accounts, account);

function requireMainAccount(account: AccountRecord): AccountRecord {
  if (account.parentAccount) throw refuse('MAIN_ACCOUNT_ONLY');
  return account;
}

// ---- registration and activation ----

function activationOf(state: SimulatorState | Draft<SimulatorState>, main: AccountRecord): Activation {
  const registration = state.registrations.find((candidate) => candidate.accountId === main.accountId);
  if (!registration) return { state: 'ACTIVE', steps: [] };
  const supplements = state.supplements.filter((candidate) => candidate.ownerAccountId === main.accountId);
  const applied = supplements.some((candidate) => candidate.state !== 'REJECTED');
  const approved = supplements.some((candidate) => candidate.state === 'APPROVED');
  return {
    state: registration.state,
    registrationNo: registration.registrationNo,
    registeredAt: toGatewayIso(registration.registeredAt),
    activatedAt: registration.activatedAt === undefined ? undefined : toGatewayIso(registration.activatedAt),
    steps: [
      { need: 'LICENCE', done: applied || registration.state === 'ACTIVE' },
      { need: 'REVIEW', done: approved || registration.state === 'ACTIVE' },
    ],
  };
}

// ---- sub-accounts ----

/** Who an account is, as the sub-account list and the member's own detail both show it. */
const identityOf = ({ accountId, userName, displayName, mobile, email }: AccountRecord) => ({
  accountId,
  userName,
  displayName,
  mobile,
  email,
});

const stateOf = (account: AccountRecord): SubAccountState => (account.disabled ? 'LOCKED' : 'ENABLED');

function toSubAccount(account: AccountRecord): SubAccount {
  return {
    ...identityOf(account),
    roleCode: account.roleCode ?? '',
    roleName: account.roleName ?? '',
    state: stateOf(account),
    lastLoginTime: account.lastLoginTime,
    // The lock call sets a state and is safe to repeat; the list offers the change only.
    allowedActions: account.disabled ? ['UNLOCK'] : ['LOCK'],
    ...revisionStamp(getState(), 'account', account.accountId),
  };
}

function findSubAccount(caller: AccountRecord, accountId: unknown): AccountRecord {
  const id = requireText(accountId, '子账号标识').trim();
  const found = subAccountsOf(getState().accounts, agencyOf(caller)).find((account) => account.accountId === id);
  if (!found) throw refuse('SUB_ACCOUNT_NOT_FOUND');
  return found;
}

// ---- roles ----

function rolesOf(main: AccountRecord): Draft<RoleRecord>[] {
  return getState().roles.filter((role) => role.ownerAccountId === main.accountId);
}

function findRole(main: AccountRecord, roleCode: unknown): Draft<RoleRecord> {
  const code = requireText(roleCode, '角色编码').trim();
  const role = rolesOf(main).find((candidate) => candidate.roleCode === code);
  if (!role) throw refuse('ROLE_NOT_FOUND');
  return role;
}

/** The role's grants must lie within the granter's own tree. */
function assertGrantable(caller: AccountRecord, codes: readonly string[]): void {
  const beyond = grantsBeyond(caller.menu, codes);
  if (beyond.length > 0) throw refuse('ROLE_GRANTS_TOO_MUCH', { functions: functionNames(beyond) });
}

function toRoleRow(role: RoleRecord, main: AccountRecord): RoleRow {
  return {
    roleCode: role.roleCode,
    roleName: role.roleName,
    description: role.description,
    functionCount: role.functionCodes.length,
    memberCount: subAccountsOf(getState().accounts, main).filter((account) => account.roleCode === role.roleCode).length,
    createdBy: role.createdBy,
    updatedAt: toGatewayIso(role.updatedAt),
  };
}

function toRoleDetail(role: RoleRecord, main: AccountRecord): RoleDetail {
  return {
    ...toRoleRow(role, main),
    functionCodes: [...role.functionCodes],
    functionTree: roleMenu(main, role),
    ...revisionStamp(getState(), 'role', role.roleCode),
  };
}

function requireFunctionCodes(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((code) => typeof code !== 'string')) throw invalidParam('功能列表须为字符串数组');
  const codes = [...new Set((value as string[]).filter((code) => !code.startsWith('GROUP_')))];
  const unknown = codes.find((code) => !everyFunctionCode().has(code));
  if (unknown !== undefined) throw invalidParam(`未知的功能代码${unknown}`);
  if (codes.length === 0) throw invalidParam('请至少选择一项功能');
  return codes;
}

// ---- organisation ----

function organisationOf(main: AccountRecord): OrganisationRecord {
  const found = getState().organisations.find((record) => record.ownerAccountId === main.accountId);
  return (
    found ?? {
      ownerAccountId: main.accountId,
      organName: main.organName ?? '',
      organCode: main.organCode ?? '',
      organType: main.organType ?? 'TRAVELAGENCY',
      provinceCode: '沪',
      contactName: main.displayName,
      mobile: main.mobile,
      email: main.email,
    }
  );
}

function toSupplement(record: SupplementRecord): SupplementApplication {
  return {
    applicationNo: record.applicationNo,
    state: record.state,
    appliedAt: toGatewayIso(record.appliedAt),
    reviewedAt: record.reviewedAt === undefined ? undefined : toGatewayIso(record.reviewedAt),
    remark: record.remark,
  };
}

function pendingSupplement(main: AccountRecord): SupplementRecord | undefined {
  return getState().supplements.find((record) => record.ownerAccountId === main.accountId && record.state === 'PENDING');
}

function latestSupplement(main: AccountRecord): SupplementRecord | undefined {
  return getState()
    .supplements.filter((record) => record.ownerAccountId === main.accountId)
    .reduce<SupplementRecord | undefined>(
      (latest, record) => (!latest || record.appliedAt >= latest.appliedAt ? record : latest),
      undefined,
    );
}

const LICENCE_PATTERN = /^data:([a-z/]+);base64,([A-Za-z0-9+/]+={0,2})$/;

function requireLicenceImage(value: unknown): string {
  const image = requireText(value, '营业执照图片');
  const match = LICENCE_PATTERN.exec(image);
  if (!match) throw refuse('LICENCE_IMAGE_INVALID', { detail: '须为base64编码的图片' });
  const [, type = '', data = ''] = match;
  if (!(LICENCE_IMAGE_TYPES as readonly string[]).includes(type))
    throw refuse('LICENCE_IMAGE_INVALID', { detail: '仅支持JPG、PNG或WEBP格式' });
  const bytes = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (bytes > LICENCE_MAX_BYTES) throw refuse('LICENCE_IMAGE_INVALID', { detail: `压缩后不能超过${LICENCE_MAX_BYTES / 1024 / 1024}MB` });
  return image;
}

// ---- deregistration ----

function toDeregistration(record: DeregistrationRecord | undefined): Deregistration {
  if (!record) return { state: 'NONE', allowedActions: deregistrationActions(record) };
  return {
    allowedActions: deregistrationActions(record),
    state: record.state,
    applicationNo: record.applicationNo,
    appliedAt: toGatewayIso(record.appliedAt),
    reviewedAt: record.reviewedAt === undefined ? undefined : toGatewayIso(record.reviewedAt),
  };
}

function latestDeregistration(main: AccountRecord): DeregistrationRecord | undefined {
  return getState().deregistrations.findLast((record) => record.ownerAccountId === main.accountId);
}

function toStaffDetail(account: AccountRecord): StaffDetail {
  return {
    ...identityOf(account),
    organName: account.organName,
    parentAccount: account.parentAccount,
    roleCode: account.roleCode,
    roleName: account.roleName,
    // 上次登录 of the member's own screen: the sign-in before the one that opened this session.
    lastLoginTime: account.previousLoginTime ?? account.lastLoginTime,
    ...revisionStamp(getState(), 'account', account.accountId),
  };
}

export const agencyHandlers = [
  // ---- registration ----
  handle(agencyApi.registerAgreement, () => AGREEMENT),

  handle(agencyApi.registerVerifyCode, ({ body }) => {
    const mobile = requireMobile(body.mobile);
    if (getState().accounts.some((account) => account.mobile === mobile && !account.deregistered)) {
      throw refuse('REGISTRATION_DUPLICATE', { what: '手机号', field: 'mobile' });
    }
    return sendSmsTo('REGISTER', mobile, '');
  }),

  handle(agencyApi.register, ({ body }) => {
    const state = getState();
    const now = clock.nowMs();
    const organType = OrganType.is(body.organType) ? body.organType : undefined;
    if (!organType) throw invalidParam('机构类型取值不正确');
    const companyName = requireShortText(body.companyName, '公司名称', COMPANY_NAME_MAX_LENGTH);
    const creditCode = requireCode(body.creditCode, '统一社会信用代码');
    if (!isCreditCode(creditCode)) throw refuse('CREDIT_CODE_INVALID');
    const province = findProvince(requireText(body.provinceCode, '所在省份').trim());
    if (!province) throw invalidParam('所在省份取值不正确');
    const contactName = requireShortText(body.contactName, '联系人', DISPLAY_NAME_MAX_LENGTH);
    const mobile = requireMobile(body.mobile);
    const email = requireText(body.email, '邮箱').trim();
    if (!isEmail(email)) throw invalidParam('邮箱格式不正确');
    const userName = requireText(body.userName, '用户名').trim();
    if (!isUserName(userName)) throw invalidParam(USERNAME_MESSAGE);
    const password = requireText(body.password, '密码');
    if (!isStrongPassword(password)) throw refuse('PASSWORD_WEAK');
    if (body.agreementVersion !== AGREEMENT.version) throw invalidParam('请阅读并同意最新版本的用户协议');

    if (isUserNameTaken(state.accounts, userName)) throw refuse('USERNAME_TAKEN', { userName });
    const mains = state.accounts.filter((account) => !account.parentAccount && !account.deregistered);
    if (mains.some((account) => account.organCode === creditCode))
      throw refuse('REGISTRATION_DUPLICATE', { what: '统一社会信用代码', field: 'creditCode' });
    if (mains.some((account) => account.organName === companyName))
      throw refuse('REGISTRATION_DUPLICATE', { what: '公司名称', field: 'companyName' });
    if (state.accounts.some((account) => account.mobile === mobile && !account.deregistered)) {
      throw refuse('REGISTRATION_DUPLICATE', { what: '手机号', field: 'mobile' });
    }
    checkSmsCode(getState(), 'REGISTER', mobile, requireText(body.smsCode, '短信验证码'), '', clock.nowMs());
    spendSmsCode(getState(), 'REGISTER', mobile);

    const accountId = nextAccountId(state.accounts, 'AGT');
    const account: AccountRecord = {
      accountId,
      userName,
      password,
      displayName: contactName,
      organName: companyName,
      organCode: creditCode,
      mobile,
      email,
      accountType: 'AGENT',
      organType,
      limitMenu: [],
      menu: mainAccountMenu('PENDING'),
      disabled: false,
    };
    state.accounts.push(account);
    state.organisations.push({
      ownerAccountId: accountId,
      organName: companyName,
      organCode: creditCode,
      organType,
      provinceCode: province.code,
      contactName,
      mobile,
      email,
    });
    const registrationNo = nextAgencyNo(state, 'REG', 6);
    state.registrations.push({
      registrationNo,
      accountId,
      organType,
      companyName,
      creditCode,
      provinceCode: province.code,
      contactName,
      mobile,
      email,
      agreementVersion: AGREEMENT.version,
      state: 'PENDING',
      registeredAt: now,
    });
    return { registrationNo, userName, activation: activationOf(state, account) };
  }),

  authed(agencyApi.activation, ({ account }) => activationOf(getState(), agencyOf(account))),

  // ---- the signed-in staff member ----
  authed(agencyApi.staffDetail, ({ account }) => toStaffDetail(account)),

  authed(agencyApi.staffEdit, ({ body, account }) => {
    const state = getState();
    const displayName = requireShortText(body.displayName, '姓名', DISPLAY_NAME_MAX_LENGTH);
    const mobile = requireMobile(body.mobile);
    const email = optionalEmail(body.email);
    // The revision last, just before the write: a wrong field is told first, whoever saved since.
    checkRevision<'staff'>(state, 'account', account.accountId, body.baseRevision, '账号资料', () => ({
      recordType: 'staff',
      current: toStaffDetail(account),
    }));
    Object.assign(account, { displayName, mobile, email });
    bumpRevision(state, 'account', account.accountId, account.displayName, clock.nowMs());
    return toStaffDetail(account);
  }),

  authed(agencyApi.staffAgreement, () => AGREEMENT),

  authed(agencyApi.changePassword, ({ body, account }) => {
    const oldPassword = requireText(body.oldPassword, '原密码');
    const newPassword = requireText(body.newPassword, '新密码');
    if (oldPassword !== account.password) throw refuse('WRONG_OLD_PASSWORD');
    if (!isStrongPassword(newPassword)) throw refuse('PASSWORD_WEAK');
    if (newPassword === oldPassword) throw refuse('PASSWORD_UNCHANGED');
    account.password = newPassword;
    delete getState().loginFailures[account.accountId];
    // Other sessions end: the simulator's only session is this one (the caller's), which stays.
    return {};
  }),

  // ---- sub-accounts ----
  authed(agencyApi.subAccountList, ({ body, account }) => {
    const page = requirePage(body);
    const userName = optionalText(body.userName, '用户名')?.toLowerCase();
    const displayName = optionalText(body.displayName, '姓名');
    const wanted = optionalEnum(body.state, SubAccountState.values, '状态');
    const rows = subAccountsOf(getState().accounts, agencyOf(account))
      .filter((candidate) => userName === undefined || candidate.userName.toLowerCase().includes(userName))
      .filter((candidate) => displayName === undefined || candidate.displayName.includes(displayName))
      .filter((candidate) => wanted === undefined || stateOf(candidate) === wanted)
      .sort((a, b) => a.accountId.localeCompare(b.accountId))
      .map(toSubAccount);
    return paginate('subAccounts', rows, page);
  }),

  authed(agencyApi.subAccountDetail, ({ body, account }) => toSubAccount(findSubAccount(account, body.accountId))),

  authed(agencyApi.subAccountSave, ({ body, account }) => {
    const state = getState();
    const main = agencyOf(account);
    const creating = body.accountId === undefined || body.accountId === null || body.accountId === '';
    if (creating && !treeHasFunction(account.menu, AUTH.SUB_ACCOUNT_CREATE)) throw refuse('PERMISSION_DENIED');
    const userName = requireText(body.userName, '用户名').trim();
    const displayName = requireShortText(body.displayName, '姓名', DISPLAY_NAME_MAX_LENGTH);
    const mobile = requireMobile(body.mobile);
    const email = optionalEmail(body.email);
    const role = findRole(main, body.roleCode);
    assertGrantable(account, role.functionCodes);
    if (!creating) {
      const target = findSubAccount(account, body.accountId);
      if (!sameUserName(target.userName, userName)) throw invalidParam('用户名创建后不能修改');
      checkRevision<'subAccount'>(state, 'account', target.accountId, body.baseRevision, `子账号${target.userName}`, () => ({
        recordType: 'subAccount',
        current: toSubAccount(target),
      }));
      Object.assign(target, { displayName, mobile, email, roleCode: role.roleCode, roleName: role.roleName });
      bumpRevision(state, 'account', target.accountId, account.displayName, clock.nowMs());
      return toSubAccount(target);
    }
    if (!isUserName(userName)) throw invalidParam(USERNAME_MESSAGE);
    if (subAccountsOf(state.accounts, main).length >= SUB_ACCOUNT_LIMIT) throw refuse('SUB_ACCOUNT_LIMIT', { max: SUB_ACCOUNT_LIMIT });
    if (isUserNameTaken(state.accounts, userName)) throw refuse('USERNAME_TAKEN', { userName });
    const password = requireText(body.password, '初始密码');
    if (!isStrongPassword(password)) throw refuse('PASSWORD_WEAK');
    const created: AccountRecord = {
      accountId: nextAccountId(state.accounts, 'STF'),
      userName,
      password,
      displayName,
      organName: main.organName,
      organCode: main.organCode,
      mobile,
      email,
      parentAccount: main.userName,
      roleCode: role.roleCode,
      roleName: role.roleName,
      accountType: main.accountType,
      organType: main.organType,
      limitMenu: [...main.limitMenu],
      // Replaced at every sign-in by the role's tree of that moment.
      menu: [],
      disabled: false,
    };
    state.accounts.push(created);
    return toSubAccount(created);
  }),

  authed(agencyApi.subAccountLock, ({ body, account }) => {
    if (typeof body.locked !== 'boolean') throw invalidParam('停用状态须为true或false');
    const target = findSubAccount(account, body.accountId);
    target.disabled = body.locked;
    // Sets an explicit state, so it needs no base; the record still moved for whoever edits it next.
    bumpRevision(getState(), 'account', target.accountId, account.displayName, clock.nowMs());
    return toSubAccount(target);
  }),

  authed(agencyApi.subAccountUsernameQuery, ({ body }) => {
    const userName = requireText(body.userName, '用户名').trim();
    if (!isUserName(userName)) return { available: false, reason: USERNAME_MESSAGE };
    if (isUserNameTaken(getState().accounts, userName)) return { available: false, reason: '用户名已被使用' };
    return { available: true };
  }),

  authed(agencyApi.subAccountVerifyCode, ({ body, account }) => {
    const target = findSubAccount(account, body.accountId);
    const main = agencyOf(account);
    return { ...sendSmsTo('SUB_ACCOUNT_RESET', main.mobile, target.accountId), maskedMobile: maskMobile(main.mobile) };
  }),

  authed(agencyApi.subAccountResetPassword, ({ body, account }) => {
    const target = findSubAccount(account, body.accountId);
    const main = agencyOf(account);
    checkSmsCode(getState(), 'SUB_ACCOUNT_RESET', main.mobile, requireText(body.smsCode, '短信验证码'), target.accountId, clock.nowMs());
    const newPassword = requireText(body.newPassword, '新密码');
    if (!isStrongPassword(newPassword)) throw refuse('PASSWORD_WEAK');
    spendSmsCode(getState(), 'SUB_ACCOUNT_RESET', main.mobile);
    target.password = newPassword;
    delete getState().loginFailures[target.accountId];
    return {};
  }),

  // ---- organisation ----
  authed(agencyApi.organisation, ({ account }): Organisation => {
    const main = agencyOf(account);
    const { ownerAccountId: _owner, ...organisation } = organisationOf(main);
    const supplement = latestSupplement(main);
    return {
      ...organisation,
      supplement: supplement && toSupplement(supplement),
      ...supplementActions(account, pendingSupplement(main)),
    };
  }),

  authed(agencyApi.supplementApply, ({ body, account }) => {
    const main = requireMainAccount(account);
    const licenceImage = requireLicenceImage(body.licenceImage);
    const pending = pendingSupplement(main);
    if (!supplementActions(main, pending).allowedActions.includes('APPLY_SUPPLEMENT')) {
      throw pending ? refuse('SUPPLEMENT_PENDING', { applicationNo: pending.applicationNo }) : refuse('MAIN_ACCOUNT_ONLY');
    }
    const state = getState();
    const record: SupplementRecord = {
      applicationNo: nextAgencyNo(state, 'SUP', 6),
      ownerAccountId: main.accountId,
      licenceImage,
      state: 'PENDING',
      appliedAt: clock.nowMs(),
    };
    state.supplements.push(record);
    return toSupplement(record);
  }),

  authed(agencyApi.supplementCheck, ({ account }) => {
    const supplement = latestSupplement(agencyOf(account));
    return supplement ? { supplement: toSupplement(supplement) } : {};
  }),

  // ---- roles ----
  authed(agencyApi.roleQuery, ({ body, account }) => {
    const page = requirePage(body);
    const main = agencyOf(account);
    const roleName = optionalText(body.roleName, '角色名称');
    const rows = rolesOf(main)
      .filter((role) => roleName === undefined || role.roleName.includes(roleName))
      .sort((a, b) => a.roleCode.localeCompare(b.roleCode))
      .map((role) => toRoleRow(role, main));
    return paginate('roles', rows, page);
  }),

  authed(agencyApi.roleDetail, ({ body, account }) => {
    const main = agencyOf(account);
    return toRoleDetail(findRole(main, body.roleCode), main);
  }),

  authed(agencyApi.roleSave, ({ body, account }) => {
    const state = getState();
    const main = agencyOf(account);
    const creating = body.roleCode === undefined || body.roleCode === null || body.roleCode === '';
    if (creating && !treeHasFunction(account.menu, AUTH.ROLE_CREATE)) throw refuse('PERMISSION_DENIED');
    const roleName = requireShortText(body.roleName, '角色名称', ROLE_NAME_MAX_LENGTH);
    const description = optionalText(body.description, '角色描述') ?? '';
    const functionCodes = requireFunctionCodes(body.functionCodes);
    assertGrantable(account, functionCodes);
    const existing = creating ? undefined : findRole(main, body.roleCode);
    if (rolesOf(main).some((role) => role.roleName === roleName && role.roleCode !== existing?.roleCode)) {
      throw refuse('ROLE_NAME_TAKEN', { roleName });
    }
    const now = clock.nowMs();
    if (existing) {
      checkRevision<'role'>(state, 'role', existing.roleCode, body.baseRevision, `角色${existing.roleName}`, () => ({
        recordType: 'role',
        current: toRoleDetail(existing, main),
      }));
      Object.assign(existing, { roleName, description, functionCodes, updatedAt: now });
      // Members show the new name at once; their menus change at their next sign-in.
      for (const member of subAccountsOf(state.accounts, main)) if (member.roleCode === existing.roleCode) member.roleName = roleName;
      bumpRevision(state, 'role', existing.roleCode, account.displayName, now);
      return toRoleDetail(existing, main);
    }
    const role: RoleRecord = {
      roleCode: nextAgencyNo(state, 'ROL', 4),
      ownerAccountId: main.accountId,
      creatorAccountId: account.accountId,
      createdBy: account.displayName,
      roleName,
      description,
      functionCodes,
      createdAt: now,
      updatedAt: now,
    };
    state.roles.push(role);
    return toRoleDetail(role, main);
  }),

  authed(agencyApi.roleDelete, ({ body, account }) => {
    const state = getState();
    const main = agencyOf(account);
    const role = findRole(main, body.roleCode);
    const members = subAccountsOf(state.accounts, main).filter((member) => member.roleCode === role.roleCode).length;
    if (members > 0) throw refuse('ROLE_IN_USE', { roleName: role.roleName, count: members });
    state.roles = state.roles.filter((candidate) => candidate.roleCode !== role.roleCode);
    return {};
  }),

  authed(agencyApi.roleEnabledFunctions, ({ account }) => ({ functionTree: account.menu })),

  // ---- deregistration ----
  authed(agencyApi.deregistrationVerifyCode, ({ account }) => {
    const main = requireMainAccount(account);
    return { ...sendSmsTo('DEREGISTER', main.mobile, main.accountId), maskedMobile: maskMobile(main.mobile) };
  }),

  authed(agencyApi.deregistrationCheck, ({ account }) => {
    const items = deregistrationChecks(getState(), requireMainAccount(account).accountId);
    return { allowed: items.every((item) => item.ok), items };
  }),

  authed(agencyApi.deregistrationApply, ({ body, account }) => {
    const state = getState();
    const main = requireMainAccount(account);
    const latest = latestDeregistration(main);
    if (latest && !deregistrationActions(latest).includes('APPLY')) {
      throw refuse('DEREGISTRATION_PENDING', { applicationNo: latest.applicationNo });
    }
    const blocking = deregistrationChecks(state, main.accountId).find((item) => !item.ok);
    if (blocking) {
      throw refuse('DEREGISTRATION_BLOCKED', {
        condition: DeregistrationCondition.label(blocking.condition),
        detail: blocking.description,
      });
    }
    checkSmsCode(getState(), 'DEREGISTER', main.mobile, requireText(body.smsCode, '短信验证码'), main.accountId, clock.nowMs());
    spendSmsCode(getState(), 'DEREGISTER', main.mobile);
    const record: DeregistrationRecord = {
      applicationNo: nextAgencyNo(state, 'DRG', 6),
      ownerAccountId: main.accountId,
      state: 'PENDING',
      appliedAt: clock.nowMs(),
    };
    state.deregistrations.push(record);
    return toDeregistration(record);
  }),

  authed(agencyApi.deregistrationState, ({ account }) => toDeregistration(latestDeregistration(requireMainAccount(account)))),
];
