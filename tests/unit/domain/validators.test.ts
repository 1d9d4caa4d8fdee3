import dayjs from 'dayjs';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  checkValidityPeriod,
  chineseOrEnglishLettersRule,
  creditCodeCheckChar,
  creditCodeRule,
  emailRule,
  type FieldRule,
  idCheckChar,
  idNumberRule,
  isChineseOrEnglishLetters,
  isCreditCode,
  isEmail,
  isMainlandIdNumber,
  isNumeric,
  isPhone,
  isStrongPassword,
  numericRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRule,
  PHONE_LENGTH,
  phoneRule,
  VALIDATION_MESSAGES,
  validityPeriodRule,
} from '@/domain/validators';

/** Runs a rule the way antd Form does; resolves to the error message or undefined. */
async function validate(rule: FieldRule | FormRule, value: unknown): Promise<string | undefined> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a rule object with a validator');
  try {
    await rule.validator(rule, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('phone', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });

  it.each(['1380013800', '138001380000', '23800138000', '1380013800a', '+8613800138000', ' 13800138000', ''])('rejects %j', (value) =>
    expect(isPhone(value)).toBe(false),
  );

  it('keeps the length as a named constant', () => expect(PHONE_LENGTH).toBe(11));

  it('rule speaks the spec message and lets empty through to `required`', async () => {
    expect(await validate(phoneRule(), '1380013800')).toBe('仅支持11位中国大陆手机号');
    expect(await validate(phoneRule(), '13800138000')).toBeUndefined();
    expect(await validate(phoneRule(), '')).toBeUndefined();
    expect(await validate(phoneRule(), undefined)).toBeUndefined();
  });
});

describe('email', () => {
  it.each(['agent@example.com', 'a.b+c@sub.example.cn', 'zhang_san-01@air-china.com.cn'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    'agent@',
    '@example.com',
    'agent@example',
    'a b@example.com',
    'agent@@example.com',
    'agent@example..com',
    '.agent@example.com',
    'agent.@example.com',
    'agent@-example.com',
    '代理@example.com',
  ])('rejects %s', (value) => expect(isEmail(value)).toBe(false));

  it('rule speaks the spec message', async () => {
    expect(await validate(emailRule(), 'agent@example')).toBe('请检查邮箱格式');
    expect(await validate(emailRule(), 'agent@example.com')).toBeUndefined();
    expect(await validate(emailRule(), null)).toBeUndefined();
  });
});

describe('Chinese and English letters only', () => {
  it.each(['张三', 'ZhangSan', '欧阳Na', '𠮷'])('accepts %s', (value) => {
    expect(isChineseOrEnglishLetters(value)).toBe(true);
  });

  it.each(['Zhang San', '张三1', '张·三', '张三!', 'ｚｈａｎｇ', ''])('rejects %j', (value) => {
    expect(isChineseOrEnglishLetters(value)).toBe(false);
  });

  it('rule speaks the message the caller supplies', async () => {
    const rule = chineseOrEnglishLettersRule('姓名仅支持中英文');
    expect(await validate(rule, '张三3')).toBe('姓名仅支持中英文');
    expect(await validate(rule, '张三')).toBeUndefined();
    expect(await validate(rule, '')).toBeUndefined();
  });
});

describe('mainland ID number', () => {
  const now = new Date(2025, 5, 1);

  it('accepts a real 18-digit number with X, in either case', () => {
    expect(isMainlandIdNumber('11010519491231002X', now)).toBe(true);
    expect(isMainlandIdNumber('11010519491231002x', now)).toBe(true);
    expect(isMainlandIdNumber('440308199001011239', now)).toBe(true);
  });

  it('computes the GB 11643 check character', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44030819900101123')).toBe('9');
  });

  it('rejects a wrong check character', () => {
    expect(isMainlandIdNumber('110105194912310021', now)).toBe(false);
    expect(isMainlandIdNumber('440308199001011238', now)).toBe(false);
  });

  it('rejects impossible or future birth dates even with a right check character', () => {
    for (const first17 of ['11010519491331002', '11010519490229002', '11010518991231002', '11010520300101002']) {
      expect(isMainlandIdNumber(first17 + idCheckChar(first17), now)).toBe(false);
    }
    const leapDay = '11010520000229002';
    expect(isMainlandIdNumber(leapDay + idCheckChar(leapDay), now)).toBe(true);
  });

  it('accepts a 15-digit number with a real 19xx birth date', () => {
    expect(isMainlandIdNumber('110105491231002', now)).toBe(true);
    expect(isMainlandIdNumber('110105491331002', now)).toBe(false);
  });

  it.each(['1101051949123100', '11010519491231002', '1101051949123100XX', '11010519491231X002', '01010519491231002X', 'abc', ''])(
    'rejects the malformed %j',
    (value) => expect(isMainlandIdNumber(value, now)).toBe(false),
  );

  it('rule speaks its message', async () => {
    expect(
      await validate(
        idNumberRule(() => now),
        '110105194912310021',
      ),
    ).toBe('请输入正确的身份证号');
    expect(
      await validate(
        idNumberRule(() => now),
        '11010519491231002X',
      ),
    ).toBeUndefined();
    expect(
      await validate(
        idNumberRule(() => now),
        '',
      ),
    ).toBeUndefined();
  });

  it('rule bounds the birth date by the clock it is given, read at validation time', async () => {
    let clock: number = new Date(1989, 11, 31).getTime();
    const rule = idNumberRule(() => clock);
    expect(await validate(rule, '440308199001011239')).toBe('请输入正确的身份证号');
    clock = new Date(1990, 0, 1).getTime();
    expect(await validate(rule, '440308199001011239')).toBeUndefined();
  });
});

describe('validity period', () => {
  const now = dayjs('2025-06-01T12:00:00');
  const start = dayjs('2025-01-01');

  it('needs both ends', () => {
    expect(checkValidityPeriod(null, now)).toBe('请选择有效期');
    expect(checkValidityPeriod(undefined, now)).toBe('请选择有效期');
    expect(checkValidityPeriod([start, null], now)).toBe('请选择有效期');
    expect(checkValidityPeriod([null, dayjs('2026-01-01')], now)).toBe('请选择有效期');
  });

  it('needs the end later than now', () => {
    expect(checkValidityPeriod([start, dayjs('2025-06-01T12:00:01')], now)).toBeUndefined();
    expect(checkValidityPeriod([start, now], now)).toBe('有效期结束时间必须晚于当前时间');
    expect(checkValidityPeriod([start, dayjs('2025-05-31')], now)).toBe('有效期结束时间必须晚于当前时间');
  });

  it('rule reads the clock at validation time', async () => {
    let clock = now;
    const rule = validityPeriodRule(() => clock);
    const period = [start, dayjs('2025-07-01')];
    expect(await validate(rule, period)).toBeUndefined();
    clock = dayjs('2025-08-01');
    expect(await validate(rule, period)).toBe(VALIDATION_MESSAGES.validityEnd);
    expect(await validate(rule, undefined)).toBe(VALIDATION_MESSAGES.validityRequired);
  });

  it('takes now as epoch ms too (what gatewayNow gives)', async () => {
    const rule = validityPeriodRule(() => now.valueOf());
    expect(await validate(rule, [start, now.add(1, 'second')])).toBeUndefined();
    expect(await validate(rule, [start, now])).toBe(VALIDATION_MESSAGES.validityEnd);
  });
});

describe('numeric', () => {
  it.each([12, 0, -3, 12.5, '12', '12.50', '0', '-3.5'])('accepts %j', (value) => {
    expect(isNumeric(value)).toBe(true);
  });

  it.each(['', '1e3', 'abc', '1.2.3', NaN, Infinity, ' 12', '12.', '.5', '1,000', null, undefined, {}, true])('rejects %j', (value) =>
    expect(isNumeric(value)).toBe(false),
  );

  it('rule has a default message and takes the caller’s', async () => {
    expect(await validate(numericRule(), 'abc')).toBe('请输入数字');
    expect(await validate(numericRule('金额须为数字'), '1e3')).toBe('金额须为数字');
    expect(await validate(numericRule(), '12.50')).toBeUndefined();
    expect(await validate(numericRule(), '')).toBeUndefined();
  });
});

describe('unified social credit code', () => {
  it('accepts real codes', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91440300708461136T')).toBe(true);
  });

  it('computes the GB 32100 check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['lower case', '91350100m000100y43'],
    ['a letter outside the set (I)', '91350100I000100Y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y431'],
    ['blanks', '91350100M000100Y4 '],
  ])('rejects %s', (_case, value) => expect(isCreditCode(value)).toBe(false));

  it('rule speaks its message', async () => {
    expect(await validate(creditCodeRule(), '91350100M000100Y44')).toBe('请输入正确的统一社会信用代码');
    expect(await validate(creditCodeRule(), '91350100M000100Y43')).toBeUndefined();
    expect(await validate(creditCodeRule(), undefined)).toBeUndefined();
  });
});

describe('password strength', () => {
  it.each(['abc12345', 'Abcdefg1', 'abc123!@#', 'a1'.repeat(10)])('accepts %s', (value) => {
    expect(isStrongPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a1'.repeat(10) + 'x'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['a space', 'abc 12345'],
    ['Chinese', '密码abc12345'],
  ])('rejects one with %s', (_case, value) => expect(isStrongPassword(value)).toBe(false));

  it('keeps the bounds as named constants', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 20]);
  });

  it('rule speaks its message', async () => {
    expect(await validate(passwordRule(), 'abcdefgh')).toBe('密码须为8-20位，且同时包含字母和数字');
    expect(await validate(passwordRule(), 'abc12345')).toBeUndefined();
    expect(await validate(passwordRule(), '')).toBeUndefined();
  });
});
