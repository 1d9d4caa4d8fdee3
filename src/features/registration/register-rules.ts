import { isUserName, USERNAME_MESSAGE } from '@/domain/agency';
import {
  CREDIT_CODE_CHARS,
  CREDIT_CODE_LENGTH,
  creditCodeCheckChar,
  isCreditCode,
  isEmptyValue,
  VALIDATION_MESSAGES,
  type FieldRule,
} from '@/domain/validators';

/** The registration form's own messages (the gateway's rules, repeated at the fields). */
const REGISTER_MESSAGES = {
  creditCodeCheck: '统一社会信用代码校验位不正确，请核对后重新输入',
  agreement: '请阅读并同意用户协议',
} as const;

const CREDIT_CODE_SHAPE = new RegExp(`^[${CREDIT_CODE_CHARS}]{${CREDIT_CODE_LENGTH}}$`);

function reject(message: string): Promise<void> {
  return Promise.reject(new Error(message));
}

/**
 * A unified social credit code: a wrong check character (the usual typo) is named as such; any other
 * problem (length, I/O/S/V/Z, symbols) is the general message.
 */
export const creditCodeCheckRule = (): FieldRule => ({
  validator: (_rule, value) => {
    if (isEmptyValue(value) || isCreditCode(value)) return Promise.resolve();
    const text = String(value);
    if (CREDIT_CODE_SHAPE.test(text) && creditCodeCheckChar(text) !== text[CREDIT_CODE_LENGTH - 1]) {
      return reject(REGISTER_MESSAGES.creditCodeCheck);
    }
    return reject(VALIDATION_MESSAGES.creditCode);
  },
});

export const userNameRule = (): FieldRule => ({
  validator: (_rule, value) => (isEmptyValue(value) || isUserName(value) ? Promise.resolve() : reject(USERNAME_MESSAGE)),
});

/** The agreement checkbox must be ticked. */
export const agreementRule = (): FieldRule => ({
  validator: (_rule, value) => (value === true ? Promise.resolve() : reject(REGISTER_MESSAGES.agreement)),
});
