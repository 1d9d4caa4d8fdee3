import { AUTH } from '@/config/auth-codes';
import type { RouteKey } from '@/config/routes';
import type { OrganType } from '@/domain/account';
import type {
  ActivationNeed,
  ActivationState,
  DeregistrationCondition,
  DeregistrationState,
  SubAccountState,
  SupplementState,
} from '@/domain/agency';
import type { ProvinceCode } from '@/domain/provinces';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type DateTimeText,
  type NonBlankText,
  type MobileText,
  type EmailText,
  type NewUserNameText,
  type OptionalEmailText,
  type RevisionStamp,
  type BaseRevision,
} from '../envelope';
import type { MenuNode, SmsSent } from './account';

const endpoint = endpointsOf('agency');

/**
 * The agency's own service groups (spec §7 "Agent", "Registration", "Deregistration", "Role
 * management"): registration and activation, the signed-in staff member, sub-accounts, the
 * organisation and its supplementary application, roles, deregistration. Sub-account and role saves
 * take one endpoint for create and edit: a create (no id) also needs SUB_ACCOUNT_CREATE / ROLE_CREATE.
 */

type Empty = Record<string, never>;

export interface Agreement {
  title: string;
  version: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}

// ---- registration and activation ----

export interface RegisterRequest {
  organType: OrganType;
  /**
   * 公司名称（全系统唯一）。
   * @maxLength 50
   */
  companyName: NonBlankText;
  /** 18-character unified social credit code with its check character. */
  creditCode: NonBlankText;
  provinceCode: ProvinceCode;
  /**
   * 联系人姓名。
   * @maxLength 20
   */
  contactName: NonBlankText;
  mobile: MobileText;
  /** 发到该手机的注册短信验证码（/register/verify-code）。 */
  smsCode: NonBlankText;
  email: EmailText;
  /** The main account's login name (unique across the system). */
  userName: NewUserNameText;
  /** 8–20位，同时包含字母和数字（否则 PASSWORD_WEAK）。 */
  password: NonBlankText;
  /** The agreement version read and accepted. */
  agreementVersion: string;
}

/** LICENCE is done on the organisation screen (supplementary application); REVIEW is the airline's. */
export interface ActivationStep {
  need: ActivationNeed;
  done: boolean;
}

export interface Activation {
  state: ActivationState;
  registrationNo?: string;
  /** ISO time of the registration (absent for an agency that predates the portal). */
  registeredAt?: DateTimeText;
  activatedAt?: DateTimeText;
  /** What is still needed (all done when ACTIVE). */
  steps: ActivationStep[];
}

export interface Registration {
  registrationNo: string;
  userName: string;
  activation: Activation;
}

// ---- the signed-in staff member ----

export interface StaffDetail extends RevisionStamp {
  accountId: string;
  userName: string;
  displayName: string;
  mobile: string;
  email?: string;
  organName?: string;
  /** Set for a sub-account: the agency's main account name, and its role. */
  parentAccount?: string;
  roleCode?: string;
  roleName?: string;
  /** 上次登录: the sign-in before the one that opened the caller's session (as the login answers it). */
  lastLoginTime?: DateTimeText;
}

export interface StaffEditRequest {
  /**
   * 姓名。
   * @maxLength 20
   */
  displayName: NonBlankText;
  mobile: MobileText;
  /** 邮箱；空串或不传表示不填。 */
  email?: OptionalEmailText;
  /** 读到的 revision；他人（或另一窗口）已修改时被拒绝（REVISION_CONFLICT）。 */
  baseRevision: BaseRevision;
}

export interface ChangePasswordRequest {
  oldPassword: NonBlankText;
  /** 8–20位，同时包含字母和数字，且不同于原密码。 */
  newPassword: NonBlankText;
}

// ---- sub-accounts ----

export interface SubAccountFilter {
  userName?: string;
  displayName?: string;
  state?: SubAccountState;
}

export interface SubAccount extends RevisionStamp {
  accountId: string;
  userName: string;
  displayName: string;
  mobile: string;
  email?: string;
  roleCode: string;
  roleName: string;
  state: SubAccountState;
  lastLoginTime?: DateTimeText;
  allowedActions: SubAccountAction[];
}

/** LOCK (停用) an enabled sub-account, UNLOCK (启用) a locked one (/agent/sub-account/lock). */
export type SubAccountAction = 'LOCK' | 'UNLOCK';

export interface SubAccountSaveRequest {
  /** Absent: create. */
  accountId?: string;
  /**
   * Fixed once created. 新建时须为4–20位字母、数字或下划线且以字母开头。
   * @pattern ^[A-Za-z][A-Za-z0-9_]{3,19}$
   */
  userName: NonBlankText;
  /**
   * 姓名。
   * @maxLength 20
   */
  displayName: NonBlankText;
  mobile: MobileText;
  /** 邮箱；空串或不传表示不填。 */
  email?: OptionalEmailText;
  /** @pattern \S */
  roleCode: string;
  /** The first password, on create only. */
  password?: string;
  /** 读到的 revision；新建时为0。他人已修改时被拒绝（REVISION_CONFLICT）。 */
  baseRevision: BaseRevision;
}

// ---- organisation ----

export interface SupplementApplication {
  applicationNo: string;
  state: SupplementState;
  appliedAt: DateTimeText;
  reviewedAt?: DateTimeText;
  /** The reviewer's remark on a rejection. */
  remark?: string;
}

export interface Organisation {
  organName: string;
  organCode: string;
  organType: OrganType;
  provinceCode: ProvinceCode;
  contactName: string;
  mobile: string;
  email?: string;
  /** Data URL of the business licence on file (the last approved or applied one). */
  licenceImage?: string;
  /** The latest supplementary application, if any. */
  supplement?: SupplementApplication;
  allowedActions: OrganisationAction[];
  /** Why APPLY_SUPPLEMENT is not offered now, in words (an application under review, a sub-account). */
  actionNotes?: Partial<Record<OrganisationAction, string>>;
}

/** APPLY_SUPPLEMENT (提交补充资料申请): the main account, while no application is under review (/agent/organisation/supplement/apply). */
export type OrganisationAction = 'APPLY_SUPPLEMENT';

// ---- roles ----

export interface RoleRow {
  roleCode: string;
  roleName: string;
  description: string;
  functionCount: Count;
  /** Sub-accounts holding the role. */
  memberCount: Count;
  createdBy: string;
  updatedAt: DateTimeText;
}

export interface RoleDetail extends RoleRow, RevisionStamp {
  /** The enabled functions: leaf authCodes of the menu tree (no GROUP_* nodes). */
  functionCodes: string[];
  /** The same as a pruned menu tree, for showing. */
  functionTree: MenuNode[];
}

export interface RoleSaveRequest {
  /** Absent: create. */
  roleCode?: string;
  /**
   * 角色名称（本机构内唯一）。
   * @maxLength 20
   */
  roleName: NonBlankText;
  /**
   * 角色描述，可为空串。
   * @maxLength 100
   */
  description: string;
  /**
   * GROUP_* codes (half-checked tree branches) are ignored; unknown codes are refused.
   * @minItems 1
   */
  functionCodes: string[];
  /** 读到的 revision；新建时为0。他人已修改时被拒绝（REVISION_CONFLICT）。 */
  baseRevision: BaseRevision;
}

// ---- deregistration ----

export interface DeregistrationCheckItem {
  condition: DeregistrationCondition;
  ok: boolean;
  /** Chinese: what was found, e.g. '预存款余额 ¥1,234.50'. */
  description: string;
  /** Where the user clears it. */
  linkTo: RouteKey;
}

export interface DeregistrationCheck {
  /** True when no condition blocks. */
  allowed: boolean;
  items: DeregistrationCheckItem[];
}

export interface Deregistration {
  state: DeregistrationState;
  applicationNo?: string;
  appliedAt?: DateTimeText;
  reviewedAt?: DateTimeText;
  allowedActions: DeregistrationAction[];
}

/** APPLY (申请注销): the main account, while no application is under review or approved (/deregistration/apply). */
export type DeregistrationAction = 'APPLY';

export const agencyApi = {
  // Registration (no session).
  /** @summary 取代理人注册协议 */
  registerAgreement: endpoint<Empty, Agreement>('/register/agreement'),
  /**
   * An SMS code to a phone not yet registered.
   * @summary 注册：向未注册的手机发送短信验证码
   */
  registerVerifyCode: endpoint<{ mobile: MobileText }, SmsSent>('/register/verify-code'),
  /**
   * @summary 注册旅行社（代理人主账号），待激活
   * @rule agreementVersion 须为 /register/agreement 所答的当前协议版本（version）；否则 PARAM_INVALID。
   */
  register: endpoint<RegisterRequest, Registration>('/register'),
  /**
   * The signed-in account's activation (any signed-in agency account, pending ones included).
   * @summary 查看本机构的激活进度
   */
  activation: endpoint<Empty, Activation>('/agent/activation'),

  // The signed-in staff member (main account or sub-account).
  /** @summary 查看当前登录人员的账号资料 */
  staffDetail: endpoint<Empty, StaffDetail>('/agent/staff/detail', { authCode: AUTH.ACCOUNT_INFO }),
  /**
   * Refused with REVISION_CONFLICT (the current details in `conflict`) when they changed since `baseRevision`.
   * @summary 修改当前登录人员的姓名、手机和邮箱
   */
  staffEdit: endpoint<StaffEditRequest, StaffDetail>('/agent/staff/edit', { authCode: AUTH.ACCOUNT_INFO }),
  /** @summary 取代理人服务协议 */
  staffAgreement: endpoint<Empty, Agreement>('/agent/staff/agreement', { authCode: AUTH.ACCOUNT_INFO }),
  /**
   * Other sessions of the account end; the caller's stays.
   * @summary 修改当前账号的密码
   */
  changePassword: endpoint<ChangePasswordRequest, Empty>('/agent/staff/modify-password', { authCode: AUTH.CHANGE_PASSWORD }),

  // Sub-accounts of the caller's agency.
  /** @summary 查询本机构的子账号（分页） */
  subAccountList: endpoint<SubAccountFilter & PageRequest, PageResponse<'subAccounts', SubAccount>>('/agent/sub-account/list', {
    authCode: AUTH.SUB_ACCOUNT,
  }),
  /** @summary 查看一个子账号 */
  subAccountDetail: endpoint<{ accountId: NonBlankText }, SubAccount>('/agent/sub-account/detail', { authCode: AUTH.SUB_ACCOUNT }),
  /**
   * An edit is refused with REVISION_CONFLICT (the current sub-account in `conflict`) when it changed since `baseRevision`.
   * @summary 新建或修改子账号
   * @rule 修改（给出 accountId）时 userName 须为该子账号原来的用户名（创建后不能改）；否则 PARAM_INVALID。
   */
  subAccountSave: endpoint<SubAccountSaveRequest, SubAccount>('/agent/sub-account/save', { authCode: AUTH.SUB_ACCOUNT }),
  /** @summary 停用或启用子账号 */
  subAccountLock: endpoint<{ accountId: NonBlankText; locked: boolean }, SubAccount>('/agent/sub-account/lock', {
    authCode: AUTH.SUB_ACCOUNT,
  }),
  /**
   * Is a username free (across the system)? Also answers a format problem as not available.
   * @summary 检查用户名是否可用
   */
  subAccountUsernameQuery: endpoint<{ userName: NonBlankText }, { available: boolean; reason?: string }>('/agent/sub-account/username', {
    authCode: AUTH.SUB_ACCOUNT,
  }),
  /**
   * Sends a code for resetting this sub-account's password to the main account's phone.
   * @summary 重置子账号密码：向主账号手机发送验证码
   */
  subAccountVerifyCode: endpoint<{ accountId: NonBlankText }, SmsSent & { maskedMobile: string }>('/agent/sub-account/verify-code', {
    authCode: AUTH.SUB_ACCOUNT,
  }),
  /** @summary 凭短信验证码重置子账号密码 */
  subAccountResetPassword: endpoint<{ accountId: NonBlankText; smsCode: NonBlankText; newPassword: string }, Empty>(
    '/agent/sub-account/reset-password',
    { authCode: AUTH.SUB_ACCOUNT },
  ),

  // The organisation and its supplementary application.
  /** @summary 查看本机构资料 */
  organisation: endpoint<Empty, Organisation>('/agent/organisation/info', { authCode: AUTH.AGENT_INFO }),
  /** @summary 提交补充资料申请（营业执照） */
  supplementApply: endpoint<{ licenceImage: NonBlankText }, SupplementApplication>('/agent/organisation/supplement/apply', {
    authCode: AUTH.AGENT_INFO,
  }),
  /** @summary 查看最近一次补充资料申请 */
  supplementCheck: endpoint<Empty, { supplement?: SupplementApplication }>('/agent/organisation/supplement/check', {
    authCode: AUTH.AGENT_INFO,
  }),

  // Roles of the caller's agency.
  /** @summary 查询本机构的角色（分页） */
  roleQuery: endpoint<{ roleName?: string } & PageRequest, PageResponse<'roles', RoleRow>>('/role/query', { authCode: AUTH.ROLE }),
  /** @summary 查看一个角色及其功能 */
  roleDetail: endpoint<{ roleCode: NonBlankText }, RoleDetail>('/role/detail', { authCode: AUTH.ROLE }),
  /**
   * An edit is refused with REVISION_CONFLICT (the current role in `conflict`) when it changed since `baseRevision`.
   * @summary 新建或修改角色
   * @rule functionCodes 须取自 /role/enabled-functions 所答功能树中的功能代码；否则 PARAM_INVALID。
   */
  roleSave: endpoint<RoleSaveRequest, RoleDetail>('/role/edit', { authCode: AUTH.ROLE }),
  /**
   * Refused while a sub-account holds the role.
   * @summary 删除角色（有子账号使用时拒绝）
   */
  roleDelete: endpoint<{ roleCode: NonBlankText }, Empty>('/role/delete', { authCode: AUTH.ROLE }),
  /**
   * The functions the caller may grant: its own tree.
   * @summary 取可授予角色的功能树（调用者自己的功能）
   */
  roleEnabledFunctions: endpoint<Empty, { functionTree: MenuNode[] }>('/role/enabled-functions', { authCode: AUTH.ROLE }),

  // Deregistration of the agency (main account only).
  /** @summary 注销机构：向主账号手机发送验证码 */
  deregistrationVerifyCode: endpoint<Empty, SmsSent & { maskedMobile: string }>('/deregistration/verify-code', {
    authCode: AUTH.SIGN_OUT,
  }),
  /** @summary 注销机构前检查各项条件 */
  deregistrationCheck: endpoint<Empty, DeregistrationCheck>('/deregistration/check', { authCode: AUTH.SIGN_OUT }),
  /** @summary 提交注销机构申请 */
  deregistrationApply: endpoint<{ smsCode: string }, Deregistration>('/deregistration/apply', { authCode: AUTH.SIGN_OUT }),
  /** @summary 查看注销申请的状态 */
  deregistrationState: endpoint<Empty, Deregistration>('/deregistration/state', { authCode: AUTH.SIGN_OUT }),
};
