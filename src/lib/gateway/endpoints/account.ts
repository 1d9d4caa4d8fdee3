import type { AccountType, OrganType } from '@/domain/account';
import { endpointsOf, type Count, type DateTimeText } from '../envelope';

const endpoint = endpointsOf('account');

/** A node of the function menu tree; every authCode guards a menu or a button (spec §6). */
export interface MenuNode {
  authCode: string;
  menuName: string;
  subMenuDirects: MenuNode[];
}

export interface AccountInfo {
  accountId: string;
  userName: string;
  /** Person or company name shown in the header. */
  displayName: string;
  organName?: string;
  organCode?: string;
  mobile: string;
  email?: string;
  /** Set for a staff sub-account: the agency's main account name. */
  parentAccount?: string;
  roleName?: string;
  /** Frequent-flyer card of a normal user. */
  flyCardNo?: string;
  /** 上次登录: the sign-in before this one. */
  lastLoginTime?: DateTimeText;
}

/** What every login kind answers; stored as the session (spec §3). */
export interface LoginResult {
  accountInfo: AccountInfo;
  accountType: AccountType;
  /** The account's organisation kind; absent for a person (normal user). */
  organType?: OrganType;
  limitMenu: string[];
  functionMenu: { rootMenuDirect: MenuNode[] };
}

export interface CaptchaProof {
  captchaKey: string;
  captchaCode: string;
}

export interface SmsSent {
  /** Seconds before another code may be sent. */
  resendAfter: Count;
  /** Seconds the code stays valid. */
  expiresIn: Count;
}

export type PersonalLoginRequest =
  | ({ loginType: 'PASSWORD'; userName: string; password: string } & CaptchaProof)
  | { loginType: 'DYNAMIC'; mobile: string; dynamicPassword: string };

export const accountApi = {
  imageCaptcha: endpoint<Record<string, never>, { captchaKey: string; captchaImage: string }>('/account/captcha/image'),
  /** Personal (normal user) login: password + captcha, or phone + dynamic password. */
  login: endpoint<PersonalLoginRequest, LoginResult>('/account/login'),
  agentLogin: endpoint<{ userName: string; password: string } & CaptchaProof, LoginResult>('/account/agent/login'),
  /** Sub-account login of an agency's staff. */
  multiUserLogin: endpoint<
    { agencyAccount: string; userName: string; password: string } & CaptchaProof,
    LoginResult
  >('/account/multi-user/login'),
  dynamicPasswordSend: endpoint<{ mobile: string } & CaptchaProof, SmsSent>('/account/personal/dynamic-password/send'),
  flyAccountLogin: endpoint<{ cardNo: string; password: string } & CaptchaProof, LoginResult>('/account/fly/login'),
  externalLogin: endpoint<{ accountId: string }, LoginResult>('/account/external/login'),
  accountByToken: endpoint<{ tokenId: string; tokenUUID: string }, LoginResult>('/account/token/info'),
  logout: endpoint<Record<string, never>, Record<string, never>>('/account/logout'),
  forgotSendCode: endpoint<{ userName: string; mobile: string } & CaptchaProof, SmsSent>('/account/forgot/send-code'),
  forgotReset: endpoint<
    { userName: string; mobile: string; smsCode: string; newPassword: string },
    Record<string, never>
  >('/account/forgot/reset'),
};
