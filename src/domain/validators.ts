import type { Dayjs } from 'dayjs';

/*
 * Pure predicates plus form rule factories. Format rules let empty values through so a form
 * composes them with a separate `required` rule; the validity-period rule is the exception because
 * the spec makes both ends required with its own message. Nothing here reads a clock: a check that
 * depends on "now" takes it as a parameter, and the form passes the gateway's (`gatewayNow` from
 * lib/clock.ts), so the portal and the gateway judge "later than now" alike.
 */

/**
 * A form rule: antd's Form takes `{ validator }` objects as they are, so domain/ declares the shape
 * it needs instead of importing antd.
 */
export interface FieldRule {
  validator(rule: unknown, value: unknown): Promise<void>;
}

/** "Now" as the caller's clock sees it: epoch ms, a Date or a dayjs. */
export type Now = number | Date | Dayjs;

function epochMs(now: Now): number {
  return typeof now === 'number' ? now : now.valueOf();
}

export const PHONE_LENGTH = 11;
export const ID_NUMBER_LENGTH = 18;
/** First-generation ID cards: 15 digits, two-digit birth year in the 1900s. */
export const LEGACY_ID_NUMBER_LENGTH = 15;
/** GB 11643-1999 weights of the first 17 digits and the check character by remainder mod 11. */
export const ID_CHECK_WEIGHTS: readonly number[] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
export const ID_CHECK_CHARS = '10X98765432';
export const CREDIT_CODE_LENGTH = 18;
/** GB 32100-2015 character set (no I, O, S, V, Z) and weights of the first 17 characters. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_WEIGHTS: readonly number[] = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

export const VALIDATION_MESSAGES = {
  phone: `仅支持${PHONE_LENGTH}位中国大陆手机号`,
  email: '请检查邮箱格式',
  idNumber: '请输入正确的身份证号',
  validityRequired: '请选择有效期',
  validityEnd: '有效期结束时间必须晚于当前时间',
  numeric: '请输入数字',
  creditCode: '请输入正确的统一社会信用代码',
  password: `密码须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，且同时包含字母和数字`,
} as const;

const PHONE_PATTERN = new RegExp(`^1\\d{${PHONE_LENGTH - 1}}$`);
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const LETTERS_PATTERN = /^[\p{Script=Han}A-Za-z]+$/u;
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const CREDIT_CODE_PATTERN = new RegExp(`^[${CREDIT_CODE_CHARS}]{${CREDIT_CODE_LENGTH}}$`);
const PASSWORD_CHARS_PATTERN = new RegExp(`^[\\x21-\\x7e]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Mainland mobile number: 11 digits starting with 1. */
export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Chinese characters and English letters only: no digits, spaces or punctuation. */
export function isChineseOrEnglishLetters(value: unknown): boolean {
  return typeof value === 'string' && LETTERS_PATTERN.test(value);
}

function isRealDate(year: number, month: number, day: number, now: Now): boolean {
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 1900 && date.getTime() <= epochMs(now);
}

/** The 18th character of a second-generation ID number, from its first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < ID_CHECK_WEIGHTS.length; i += 1) sum += Number(first17[i]) * ID_CHECK_WEIGHTS[i]!;
  return ID_CHECK_CHARS[sum % 11]!;
}

/**
 * Mainland resident ID number: 15 digits, or 18 with a digit or X/x last; the birth date must be a
 * real past date and an 18-digit number must carry the right check character.
 */
export function isMainlandIdNumber(value: unknown, now: Now): boolean {
  if (typeof value !== 'string') return false;
  if (value.length === LEGACY_ID_NUMBER_LENGTH && /^[1-9]\d{14}$/.test(value)) {
    return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)), now);
  }
  if (value.length !== ID_NUMBER_LENGTH || !/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const birth = isRealDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)), now);
  return birth && idCheckChar(value) === value[17]!.toUpperCase();
}

/** Numbers (finite) or decimal digit strings such as '12' or '-12.50'; no exponent, no blanks. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/** The 18th character of a unified social credit code, from its first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < CREDIT_CODE_WEIGHTS.length; i += 1) {
    sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Unified social credit code (GB 32100): 18 upper-case characters from the set, valid check char. */
export function isCreditCode(value: unknown): boolean {
  return typeof value === 'string' && CREDIT_CODE_PATTERN.test(value) && creditCodeCheckChar(value) === value[17];
}

/** New password: 8–20 visible ASCII characters with at least one letter and one digit. */
export function isStrongPassword(value: unknown): boolean {
  return typeof value === 'string' && PASSWORD_CHARS_PATTERN.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** One rule of a new password, checked as the user types (the checklist beside password fields). */
export interface PasswordCheck {
  label: string;
  ok: boolean;
}

/** The password rule split into what a user can fix one by one; all ok ⇔ isStrongPassword. */
export function passwordChecks(value: string | undefined): PasswordCheck[] {
  const text = value ?? '';
  return [
    {
      label: `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
      ok: text.length >= PASSWORD_MIN_LENGTH && text.length <= PASSWORD_MAX_LENGTH,
    },
    { label: '包含字母', ok: /[A-Za-z]/.test(text) },
    { label: '包含数字', ok: /\d/.test(text) },
    { label: '无空格和中文等字符', ok: text.length > 0 && /^[\x21-\x7e]*$/.test(text) },
  ];
}

/** How strong a valid password is, for the meter: 'weak' until valid, then by length and symbol use. */
export function passwordStrength(value: string | undefined): 'weak' | 'medium' | 'strong' {
  if (!isStrongPassword(value)) return 'weak';
  const text = value as string;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(text)).length;
  return kinds >= 4 || (kinds >= 3 && text.length >= 12) ? 'strong' : kinds >= 3 || text.length >= 12 ? 'medium' : 'weak';
}

export type ValidityPeriod = readonly [Dayjs | null | undefined, Dayjs | null | undefined] | null | undefined;

/** The message a validity period fails with, or undefined when it is fine. */
export function checkValidityPeriod(period: ValidityPeriod, now: Now): string | undefined {
  const [start, end] = period ?? [];
  if (!start || !end) return VALIDATION_MESSAGES.validityRequired;
  if (end.valueOf() <= epochMs(now)) return VALIDATION_MESSAGES.validityEnd;
  return undefined;
}

function formatRule(test: (value: unknown) => boolean, message: string): FieldRule {
  return {
    validator: (_rule, value) => (isEmptyValue(value) || test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

export const phoneRule = (): FieldRule => formatRule(isPhone, VALIDATION_MESSAGES.phone);

export const emailRule = (): FieldRule => formatRule(isEmail, VALIDATION_MESSAGES.email);

/** The spec leaves the message to the form, e.g. '姓名仅支持中英文'. */
export const chineseOrEnglishLettersRule = (message: string): FieldRule => formatRule(isChineseOrEnglishLetters, message);

/** `now` (e.g. `gatewayNow`) bounds the birth date: no one is born after today. */
export const idNumberRule = (now: () => Now): FieldRule =>
  formatRule((value) => isMainlandIdNumber(value, now()), VALIDATION_MESSAGES.idNumber);

export const numericRule = (message: string = VALIDATION_MESSAGES.numeric): FieldRule => formatRule(isNumeric, message);

export const creditCodeRule = (): FieldRule => formatRule(isCreditCode, VALIDATION_MESSAGES.creditCode);

export const passwordRule = (): FieldRule => formatRule(isStrongPassword, VALIDATION_MESSAGES.password);

/**
 * Both ends required, end after now. `now` (the form passes `gatewayNow`) is read at each validation
 * so a long-open form and a moved gateway clock are honoured.
 */
export const validityPeriodRule = (now: () => Now): FieldRule => ({
  validator: (_rule, value) => {
    const message = checkValidityPeriod(value as ValidityPeriod, now());
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
