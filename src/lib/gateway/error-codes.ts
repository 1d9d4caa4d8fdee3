/**
 * The error catalogue: every business refusal the gateway (and so the simulator) makes, with its
 * code and Chinese message. Shared by the client, its tests and the simulator. Codes have the shape
 * B2T-2004-<group>-<nnn>; groups: 00 common, 01 account, 02 bulletins and notices.
 * Messages may hold {placeholders} filled by `errorMessage`.
 */
export const ERRORS = {
  // 00 common
  PARAM_INVALID: { code: 'B2T-2004-00-001', message: '请求参数有误：{detail}' },
  PERMISSION_DENIED: { code: 'B2T-2004-00-002', message: '您没有执行该操作的权限' },
  NOT_FOUND: { code: 'B2T-2004-00-003', message: '{what}不存在' },
  SIMULATED_FAULT: { code: 'B2T-2004-00-099', message: '模拟的业务错误（开发面板注入）' },

  // 01 account and session
  CAPTCHA_INVALID: { code: 'B2T-2004-01-001', message: '图形验证码错误或已失效，请重新输入' },
  BAD_CREDENTIALS: { code: 'B2T-2004-01-002', message: '账号或密码错误，还可尝试{remaining}次' },
  ACCOUNT_LOCKED: { code: 'B2T-2004-01-003', message: '密码连续输错5次，账号已锁定，请于{unlockTime}后再试' },
  SESSION_EXPIRED: { code: 'B2T-2004-01-004', message: '登录已过期，请重新登录' },
  NOT_LOGGED_IN: { code: 'B2T-2004-01-005', message: '请先登录' },
  SMS_CODE_INVALID: { code: 'B2T-2004-01-006', message: '短信验证码错误或已过期' },
  SMS_TOO_FREQUENT: { code: 'B2T-2004-01-007', message: '验证码发送过于频繁，请{seconds}秒后再试' },
  MOBILE_NOT_REGISTERED: { code: 'B2T-2004-01-008', message: '该手机号未注册或与账号不匹配' },
  TOKEN_INVALID: { code: 'B2T-2004-01-009', message: '登录凭证无效或已过期' },
  WRONG_LOGIN_KIND: { code: 'B2T-2004-01-010', message: '该账号不能用此方式登录，请使用{kind}' },
  STAFF_LOCKED: { code: 'B2T-2004-01-011', message: '该子账号已被停用，请联系主账号管理员' },
  PASSWORD_WEAK: { code: 'B2T-2004-01-012', message: '新密码须为8-20位，且同时包含字母和数字' },
  EXTERNAL_LOGIN_FAILED: { code: 'B2T-2004-01-013', message: '外部登录失败：账号不存在或未开通' },

  // 02 bulletins and flight-change notices
  BULLETIN_NOT_FOUND: { code: 'B2T-2004-02-001', message: '公告不存在或已下线' },
  NOTICE_NOT_FOUND: { code: 'B2T-2004-02-002', message: '航变通知不存在' },

  // 04 orders (named by the spec; handled by the order screens)
  NEGATIVE_GROUP_COUNT: { code: 'B2T-2004-04-016', message: '团队人数不能为负数，也不能少于已录入名单的人数' },
} as const;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

/** The spec's two named codes. */
export const SESSION_EXPIRED_CODE = ERRORS.SESSION_EXPIRED.code;
export const NEGATIVE_GROUP_COUNT_CODE = ERRORS.NEGATIVE_GROUP_COUNT.code;

/** Fills a catalogue message's {placeholders}. */
export function errorMessage(key: ErrorKey, params: Record<string, string | number> = {}): string {
  return ERRORS[key].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
