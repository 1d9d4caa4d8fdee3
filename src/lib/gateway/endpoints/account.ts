import type { AccountType, OrganType } from '@/domain/account';
import { endpointsOf, type Count, type DateTimeText, type MobileText, type NonBlankText } from '../envelope';

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
  /** 图形验证码标识：/account/captcha/image 应答的 captchaKey。 */
  captchaKey: NonBlankText;
  /** 用户看图输入的验证码（不区分大小写）。 */
  captchaCode: NonBlankText;
}

export interface SmsSent {
  /** Seconds before another code may be sent. */
  resendAfter: Count;
  /** Seconds the code stays valid. */
  expiresIn: Count;
}

export type PersonalLoginRequest =
  | ({
      /** 密码登录。 */
      loginType: 'PASSWORD';
      userName: NonBlankText;
      password: NonBlankText;
    } & CaptchaProof)
  | {
      /** 手机动态密码登录。 */
      loginType: 'DYNAMIC';
      mobile: MobileText;
      /** 短信收到的动态密码（/account/personal/dynamic-password/send）。 */
      dynamicPassword: NonBlankText;
    };

export const accountApi = {
  /**
   * @summary 取一张图形验证码
   * 登录、找回密码和发送动态密码前调用；应答的 captchaKey 与用户输入的 captchaCode 一起提交。验证码用过一次即失效，无需登录。
   */
  imageCaptcha: endpoint<
    Record<string, never>,
    {
      /** 验证码标识，提交时原样带回。 */
      captchaKey: string;
      /** 验证码图片（data URL）。 */
      captchaImage: string;
    }
  >('/account/captcha/image'),
  /**
   * @summary 个人用户登录（密码或手机动态密码）
   * Personal (normal user) login: password + captcha, or phone + dynamic password. 成功即开启会话（网关设置会话 Cookie）；密码连续错5次锁定账号。
   * @rule loginType 为 PASSWORD 时须有 userName、password、captchaKey、captchaCode；为 DYNAMIC 时须有 mobile、dynamicPassword（schema 的两种形状）。
   */
  login: endpoint<PersonalLoginRequest, LoginResult>('/account/login'),
  /**
   * @summary 代理人（旅行社主账号）登录
   * 成功即开启会话（网关设置会话 Cookie），应答为账号信息与功能菜单树；密码连续错5次锁定账号。
   */
  agentLogin: endpoint<{ userName: NonBlankText; password: NonBlankText } & CaptchaProof, LoginResult>('/account/agent/login'),
  /**
   * @summary 旅行社子账号登录
   * Sub-account login of an agency's staff. 成功即开启会话；停用的子账号被拒绝。
   */
  multiUserLogin: endpoint<
    {
      /** 所属旅行社的主账号用户名。 */
      agencyAccount: NonBlankText;
      userName: NonBlankText;
      password: NonBlankText;
    } & CaptchaProof,
    LoginResult
  >('/account/multi-user/login'),
  /**
   * @summary 向手机发送登录用的动态密码
   * 个人用户动态密码登录的第一步；有发送间隔限制（resendAfter）。无需登录。
   */
  dynamicPasswordSend: endpoint<{ mobile: MobileText } & CaptchaProof, SmsSent>('/account/personal/dynamic-password/send'),
  /**
   * @summary 常旅客卡号登录
   * 以常旅客卡号和密码登录，成功即开启会话。
   */
  flyAccountLogin: endpoint<
    {
      /** 常旅客卡号。 */
      cardNo: NonBlankText;
      password: NonBlankText;
    } & CaptchaProof,
    LoginResult
  >('/account/fly/login'),
  /**
   * @summary 外部系统跳转登录
   * 由外部系统带来的账号标识登录，成功即开启会话。
   */
  externalLogin: endpoint<
    {
      /** 外部系统给出的账号标识。 */
      accountId: NonBlankText;
    },
    LoginResult
  >('/account/external/login'),
  /**
   * @summary 用登录凭证换取会话
   * 以外部签发的 tokenId/tokenUUID 登录，成功即开启会话；凭证无效或过期时拒绝。
   */
  accountByToken: endpoint<{ tokenId: NonBlankText; tokenUUID: NonBlankText }, LoginResult>('/account/token/info'),
  /**
   * @summary 退出登录
   * 结束当前会话（网关清除会话 Cookie）；没有会话或会话已过期时同样成功。
   */
  logout: endpoint<Record<string, never>, Record<string, never>>('/account/logout'),
  /**
   * @summary 找回密码：向账号绑定的手机发送验证码
   * 用户名与手机号须属于同一账号。无需登录。
   */
  forgotSendCode: endpoint<{ userName: NonBlankText; mobile: MobileText } & CaptchaProof, SmsSent>('/account/forgot/send-code'),
  /**
   * @summary 找回密码：凭短信验证码设置新密码
   * 新密码须为8-20位且含字母和数字；成功后验证码作废。无需登录。
   */
  forgotReset: endpoint<
    {
      userName: NonBlankText;
      mobile: MobileText;
      /** 短信验证码。 */
      smsCode: NonBlankText;
      newPassword: NonBlankText;
    },
    Record<string, never>
  >('/account/forgot/reset'),
};
