import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordChecks, passwordStrength } from '@/domain/validators';

const failing = (value: string | undefined) =>
  passwordChecks(value)
    .filter((check) => !check.ok)
    .map((check) => check.label);

describe('the password rule as the user types', () => {
  it('names each part still missing', () => {
    expect(failing(undefined)).toEqual(['8-20位', '包含字母', '包含数字', '无空格和中文等字符']);
    expect(failing('abc')).toEqual(['8-20位', '包含数字']);
    expect(failing('abcdefgh1')).toEqual([]);
    expect(failing('abc def 12')).toEqual(['无空格和中文等字符']);
    expect(failing('密码abcdef12')).toEqual(['无空格和中文等字符']);
    expect(failing('a1'.repeat(11))).toEqual(['8-20位']);
  });

  it('agrees with the rule the gateway applies', () => {
    for (const value of ['', 'abc', 'abcdefgh', '12345678', 'abcd1234', 'Ab1!Ab1!', 'abc def 12', 'a1'.repeat(11)]) {
      expect(failing(value).length === 0).toBe(isStrongPassword(value));
    }
  });

  it('rates a valid password by its kinds of characters and length', () => {
    expect(passwordStrength('abcd')).toBe('weak');
    expect(passwordStrength('abcd1234')).toBe('weak');
    expect(passwordStrength('Abcd1234')).toBe('medium');
    expect(passwordStrength('abcd1234abcd')).toBe('medium');
    expect(passwordStrength('Abcd1234!')).toBe('strong');
    expect(passwordStrength('Abcd1234abcd')).toBe('strong');
  });
});
