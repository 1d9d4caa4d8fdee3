import { accountApi, type AccountInfo, type CaptchaProof, type LoginResult, type SmsSent } from '@/lib/gateway/endpoints';
import { captchaSvgDataUrl } from '../../kernel/captcha-image';
import { clock } from '../../clock';
import { handle, invalidParam, refuse, requireText, SimulatorRefusal } from '../../gateway';
import {
  CAPTCHA,
  captchaMatches,
  checkSmsCode,
  isLocked,
  isPhone,
  isStrongPassword,
  PHONE_LENGTH,
  registerWrongPassword,
  SMS_CODE,
  smsCodeMatches,
  smsKey,
  smsResendWaitSeconds,
  isPendingActivation,
  mainAccountMenu,
  staffMenu,
} from '../../rules';
import { closeSession, openSession } from '../authenticate';
import type { AccountRecord, SmsPurpose, SmsRecord } from '../../state';
import { getState, withRng } from '../../store';
import { toGatewayHourMinute, toGatewayIso } from '../../kernel/time-format';

/** The account service group: captcha, every login kind, logout, SMS codes and password recovery. */

/** How many sent codes the outbox keeps for the developer panel. */
const SMS_OUTBOX_SIZE = 20;

type LoginKind = 'AGENT' | 'STAFF' | 'PERSONAL';

const LOGIN_KIND_LABEL: Record<LoginKind, string> = {
  AGENT: '代理人登录',
  STAFF: '子账号登录',
  PERSONAL: '个人用户登录',
};

function loginKindOf(account: AccountRecord): LoginKind {
  if (account.parentAccount) return 'STAFF';
  return account.accountType === 'NORMAL' ? 'PERSONAL' : 'AGENT';
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findByUserName(userName: string): AccountRecord | undefined {
  return getState().accounts.find((account) => sameName(account.userName, userName));
}

function toLoginResult(account: AccountRecord): LoginResult {
  const accountInfo: AccountInfo = {
    accountId: account.accountId,
    userName: account.userName,
    displayName: account.displayName,
    organName: account.organName,
    organCode: account.organCode,
    mobile: account.mobile,
    email: account.email,
    parentAccount: account.parentAccount,
    roleName: account.roleName,
    flyCardNo: account.flyCardNo,
    lastLoginTime: account.lastLoginTime,
  };
  return {
    accountInfo,
    accountType: account.accountType,
    organType: account.organType,
    limitMenu: [...account.limitMenu],
    functionMenu: { rootMenuDirect: account.menu },
  };
}

/**
 * Checks and spends a captcha, then runs the rest of the call. Right or wrong, a captcha answers once:
 * a refusal after it is spent keeps the call's changes (the spent captcha, a counted wrong password)
 * instead of rolling them back as refusals otherwise do.
 */
function afterCaptcha<T>(proof: Partial<CaptchaProof>, rest: () => T): T {
  const captchaKey = requireText(proof.captchaKey, '图形验证码标识');
  const captchaCode = requireText(proof.captchaCode, '图形验证码');
  const state = getState();
  // The key is the caller's text: `constructor` must not find the map's prototype.
  const issued = Object.hasOwn(state.captchas, captchaKey) ? state.captchas[captchaKey] : undefined;
  delete state.captchas[captchaKey];
  if (!captchaMatches(issued, captchaCode, clock.nowMs())) throw refuse('CAPTCHA_INVALID', {}, { keepChanges: true });
  try {
    return rest();
  } catch (error) {
    if (error instanceof SimulatorRefusal && !error.keepChanges) throw refuse(error.key, error.params, { keepChanges: true });
    throw error;
  }
}

function lockedRefusal(unlockAt: number) {
  return refuse('ACCOUNT_LOCKED', { unlockTime: toGatewayHourMinute(unlockAt) });
}

function assertNotLocked(failureKey: string): void {
  const record = getState().loginFailures[failureKey];
  if (record?.lockedUntil !== undefined && isLocked(record, clock.nowMs())) throw lockedRefusal(record.lockedUntil);
}

/**
 * Checks a password. Failures count per account (or per unknown name tried, so an unknown name is
 * answered exactly like a known one); the fifth in a row locks for LOCKOUT.lockMs.
 */
function verifyPassword(account: AccountRecord | undefined, triedName: string, password: string): AccountRecord {
  const state = getState();
  const failureKey = account?.accountId ?? `unknown:${triedName.trim().toLowerCase()}`;
  assertNotLocked(failureKey);
  if (account && account.password === password) {
    delete state.loginFailures[failureKey];
    return account;
  }
  const outcome = registerWrongPassword(state.loginFailures[failureKey], clock.nowMs());
  state.loginFailures[failureKey] = outcome.record;
  if (outcome.kind === 'LOCKED') throw lockedRefusal(outcome.unlockAt);
  throw refuse('BAD_CREDENTIALS', { remaining: outcome.remaining });
}

/** Checked after the password, so only someone who knows it learns which kind the account is. */
function assertLoginKind(account: AccountRecord, expected: LoginKind): void {
  const actual = loginKindOf(account);
  if (actual !== expected) throw refuse('WRONG_LOGIN_KIND', { kind: LOGIN_KIND_LABEL[actual] });
}

function completeLogin(account: AccountRecord): LoginResult {
  assertNotLocked(account.accountId);
  if (account.deregistered) throw refuse('ACCOUNT_DEREGISTERED');
  if (account.disabled) throw refuse('STAFF_LOCKED');
  if (account.parentAccount) {
    // A staff member's menu is its role's, taken now: a role changed later is seen at the next sign-in.
    const { menu, roleName } = staffMenu(getState(), account);
    account.menu = menu;
    account.roleName = roleName;
  } else if (account.organType === 'ENTERPRISE' && !isPendingActivation(getState(), account.accountId)) {
    // An active enterprise holds the airline's enterprise package, taken now: a simulator state saved
    // before the package changed gets it at the enterprise's next sign-in.
    account.menu = mainAccountMenu('ACTIVE', account.organType);
  }
  openSession(account);
  // The answer tells when the account last signed in before this sign-in.
  const result = toLoginResult(account);
  account.previousLoginTime = account.lastLoginTime;
  account.lastLoginTime = toGatewayIso(clock.nowMs());
  return result;
}

/** A sign-in by user name and password (the agent's, and the personal traveller's by password), for one kind of account. */
function passwordLogin(body: Partial<CaptchaProof> & { userName?: unknown; password?: unknown }, kind: LoginKind): LoginResult {
  const userName = requireText(body.userName, '用户名');
  const password = requireText(body.password, '密码');
  return afterCaptcha(body, () => {
    const account = verifyPassword(findByUserName(userName), userName, password);
    assertLoginKind(account, kind);
    return completeLogin(account);
  });
}

export function requireMobile(value: unknown): string {
  const mobile = requireText(value, '手机号').trim();
  if (!isPhone(mobile)) throw invalidParam(`手机号须为${PHONE_LENGTH}位数字`);
  return mobile;
}

function sendSms(purpose: SmsPurpose, account: AccountRecord): SmsSent {
  return sendSmsTo(purpose, account.mobile, account.accountId);
}

/** Sends a code for `purpose` to `mobile`, on behalf of `accountId` ('' for a registration); keyed by purpose and phone. */
export function sendSmsTo(purpose: SmsPurpose, mobile: string, accountId: string): SmsSent {
  const state = getState();
  const now = clock.nowMs();
  const key = smsKey(purpose, mobile);
  const wait = smsResendWaitSeconds(state.smsCodes[key]?.issuedAt, now);
  if (wait > 0) throw refuse('SMS_TOO_FREQUENT', { seconds: wait });
  const code = withRng((rng) => rng.chars('0123456789', SMS_CODE.length));
  const record: SmsRecord = { mobile, code, purpose, issuedAt: now, accountId };
  state.smsCodes[key] = record;
  state.smsOutbox = [record, ...state.smsOutbox].slice(0, SMS_OUTBOX_SIZE);
  return { resendAfter: SMS_CODE.resendAfterMs / 1000, expiresIn: SMS_CODE.ttlMs / 1000 };
}

/** The account an SMS code was sent for, when `given` matches it; the code is spent on success. */
function spendSmsCode(purpose: SmsPurpose, mobile: string, given: string, account?: AccountRecord): AccountRecord {
  const state = getState();
  const key = smsKey(purpose, mobile);
  const issued = state.smsCodes[key];
  const owner = state.accounts.find((candidate) => candidate.accountId === issued?.accountId);
  if (!issued || !owner || !smsCodeMatches(issued, given, clock.nowMs())) throw refuse('SMS_CODE_INVALID');
  if (account && owner.accountId !== account.accountId) throw refuse('SMS_CODE_INVALID');
  delete state.smsCodes[key];
  return owner;
}

function findByNameAndMobile(userName: string, mobile: string): AccountRecord {
  const account = findByUserName(userName);
  if (!account || account.mobile !== mobile) throw refuse('MOBILE_NOT_REGISTERED');
  return account;
}

export const accountHandlers = [
  handle(accountApi.imageCaptcha, () => {
    // Expired captchas are removed by the settle step (rules/captcha.ts).
    const state = getState();
    const now = clock.nowMs();
    return withRng((rng) => {
      const code = rng.chars(CAPTCHA.alphabet, CAPTCHA.length);
      const captchaKey = rng.chars('0123456789abcdef', 16);
      const record = { captchaKey, code, issuedAt: now };
      state.captchas[captchaKey] = record;
      state.lastCaptcha = record;
      return { captchaKey, captchaImage: captchaSvgDataUrl(code, rng) };
    });
  }),

  handle(accountApi.agentLogin, ({ body }) => passwordLogin(body, 'AGENT')),

  handle(accountApi.multiUserLogin, ({ body }) => {
    const agencyAccount = requireText(body.agencyAccount, '旅行社主账号');
    const userName = requireText(body.userName, '子账号用户名');
    const password = requireText(body.password, '密码');
    return afterCaptcha(body, () => {
      // A main account names itself as the agency, so trying it here reaches the wrong-kind answer.
      const candidate = getState().accounts.find(
        (account) => sameName(account.userName, userName) && sameName(account.parentAccount ?? account.userName, agencyAccount),
      );
      const account = verifyPassword(candidate, `${agencyAccount}/${userName}`, password);
      assertLoginKind(account, 'STAFF');
      return completeLogin(account);
    });
  }),

  handle(accountApi.login, ({ body }) => {
    if (body.loginType === 'PASSWORD') return passwordLogin(body, 'PERSONAL');
    if (body.loginType === 'DYNAMIC') {
      const mobile = requireMobile(body.mobile);
      const dynamicPassword = requireText(body.dynamicPassword, '动态密码');
      return completeLogin(spendSmsCode('LOGIN', mobile, dynamicPassword));
    }
    throw invalidParam('登录方式须为PASSWORD或DYNAMIC');
  }),

  handle(accountApi.dynamicPasswordSend, ({ body }) => {
    const mobile = requireMobile(body.mobile);
    return afterCaptcha(body, () => {
      const account = getState().accounts.find((candidate) => candidate.mobile === mobile);
      if (!account) throw refuse('MOBILE_NOT_REGISTERED');
      // Dynamic-password login is the personal area's; agency accounts are told which kind to use.
      assertLoginKind(account, 'PERSONAL');
      return sendSms('LOGIN', account);
    });
  }),

  handle(accountApi.flyAccountLogin, ({ body }) => {
    const cardNo = requireText(body.cardNo, '常旅客卡号').trim();
    const password = requireText(body.password, '密码');
    return afterCaptcha(body, () => {
      const candidate = getState().accounts.find((account) => account.flyCardNo === cardNo);
      return completeLogin(verifyPassword(candidate, `fly:${cardNo}`, password));
    });
  }),

  handle(accountApi.externalLogin, ({ body }) => {
    const accountId = requireText(body.accountId, '账号标识').trim();
    const account = getState().accounts.find((candidate) => candidate.accountId === accountId);
    if (!account) throw refuse('EXTERNAL_LOGIN_FAILED');
    return completeLogin(account);
  }),

  handle(accountApi.accountByToken, ({ body }) => {
    const tokenId = requireText(body.tokenId, 'tokenId');
    const tokenUUID = requireText(body.tokenUUID, 'tokenUUID');
    const state = getState();
    const index = state.tokens.findIndex((candidate) => candidate.tokenId === tokenId && candidate.tokenUUID === tokenUUID);
    const account = state.accounts.find((candidate) => candidate.accountId === state.tokens[index]?.accountId);
    if (!account) throw refuse('TOKEN_INVALID');
    const result = completeLogin(account);
    // Single use, as an SSO ticket is (docs/decisions.md "Session and login"): the address that carried
    // it — history, a bookmark, a screen shared — signs no one in again.
    state.tokens.splice(index, 1);
    return result;
  }),

  // Not authenticated: logging out without a session (e.g. an expired one) still succeeds.
  handle(accountApi.logout, () => {
    closeSession();
    return {};
  }),

  handle(accountApi.forgotSendCode, ({ body }) => {
    const userName = requireText(body.userName, '用户名');
    const mobile = requireMobile(body.mobile);
    return afterCaptcha(body, () => sendSms('FORGOT', findByNameAndMobile(userName, mobile)));
  }),

  handle(accountApi.forgotReset, ({ body }) => {
    const userName = requireText(body.userName, '用户名');
    const mobile = requireMobile(body.mobile);
    const smsCode = requireText(body.smsCode, '短信验证码');
    const newPassword = requireText(body.newPassword, '新密码');
    const account = findByNameAndMobile(userName, mobile);
    // The code is checked here but spent only once the new password passes, so a weak password can be
    // corrected and retried with the same code.
    const state = getState();
    checkSmsCode(state, 'FORGOT', mobile, smsCode, account.accountId, clock.nowMs());
    if (!isStrongPassword(newPassword)) throw refuse('PASSWORD_WEAK');
    spendSmsCode('FORGOT', mobile, smsCode, account);
    account.password = newPassword;
    delete state.loginFailures[account.accountId];
    // A password reset ends the account's session, as it would on any gateway.
    if (state.session?.accountId === account.accountId) closeSession();
    return {};
  }),
];
