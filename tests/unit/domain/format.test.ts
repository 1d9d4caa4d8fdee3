import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFen,
  formatFenInCapitals,
  formatMoney,
  formatTimeLeft,
  px,
  toChineseNumeral,
} from '@/domain/format';

describe('px', () => {
  it.each([
    [12, '12px'],
    ['12', '12px'],
    [0, '0px'],
    [1.5, '1.5px'],
    [-4, '-4px'],
    ['50%', '50%'],
    ['1.5em', '1.5em'],
    ['auto', 'auto'],
    ['calc(100% - 8px)', 'calc(100% - 8px)'],
  ])('%j → %j', (value, expected) => expect(px(value)).toBe(expected));

  it('leaves an absent value absent', () => {
    expect(px(undefined)).toBeUndefined();
    expect(px(null)).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [150, '2h30min'],
    [45, '45min'],
    [180, '3h'],
    [0, '0min'],
    [61, '1h1min'],
    [59.6, '1h'],
    [1505, '25h5min'],
  ])('%d minutes → %s', (minutes, expected) => expect(formatDuration(minutes)).toBe(expected));

  it.each([null, undefined, NaN, -5])('%j → -', (minutes) => expect(formatDuration(minutes)).toBe('-'));
});

describe('toChineseNumeral', () => {
  it.each([
    [12, '十二'],
    [105, '一百零五'],
    [10, '十'],
    [0, '零'],
    [1000, '一千'],
    [10000, '一万'],
    ['3', '三'],
  ])('%j → %s', (value, expected) => expect(toChineseNumeral(value)).toBe(expected));

  it('shows a non-number as -', () => expect(toChineseNumeral('abc')).toBe('-'));
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '¥1,234.50'],
    [0, '¥0.00'],
    ['1234.5', '¥1,234.50'],
    [1234567.891, '¥1,234,567.89'],
    [999.999, '¥1,000.00'],
    [-12, '-¥12.00'],
    [-0.001, '¥0.00'],
  ])('%j → %s', (amount, expected) => expect(formatMoney(amount)).toBe(expected));

  it.each([null, undefined, '', 'abc', NaN])('%j → -', (amount) => expect(formatMoney(amount)).toBe('-'));
});

describe('formatFen', () => {
  it.each([
    [123450, '¥1,234.50'],
    [0, '¥0.00'],
    [1, '¥0.01'],
    [-5000, '-¥50.00'],
    [100000000, '¥1,000,000.00'],
  ])('%j fen → %s', (fen, expected) => expect(formatFen(fen)).toBe(expected));

  it.each([null, undefined, 12.5, NaN])('%j is not an amount in fen → -', (fen) => expect(formatFen(fen)).toBe('-'));
});

describe('formatFenInCapitals (Chinese payment forms)', () => {
  it.each([
    [123450, '人民币壹仟贰佰叁拾肆元伍角整'],
    [123456, '人民币壹仟贰佰叁拾肆元伍角陆分'],
    [123400, '人民币壹仟贰佰叁拾肆元整'],
    [100005, '人民币壹仟元零伍分'],
    [101010, '人民币壹仟零壹拾元壹角整'],
    [1000101, '人民币壹万零壹元零壹分'],
    [140950, '人民币壹仟肆佰零玖元伍角整'],
    [600714, '人民币陆仟零柒元壹角肆分'],
    [10000000, '人民币壹拾万元整'],
    [10000000000, '人民币壹亿元整'],
    [1000, '人民币壹拾元整'],
    [50, '人民币伍角整'],
    [5, '人民币伍分'],
    [0, '人民币零元整'],
  ])('%i fen → %s', (fen, expected) => expect(formatFenInCapitals(fen)).toBe(expected));

  it.each([null, undefined, 12.5, NaN, -100])('%j is not an amount to pay → -', (fen) => expect(formatFenInCapitals(fen)).toBe('-'));
});

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-11-23T09:00:00+08:00');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  it.each([
    [2 * 24 * HOUR + 4 * HOUR + 59 * MINUTE, '2天4小时'],
    [24 * HOUR, '1天0小时'],
    [5 * HOUR + 12 * MINUTE + 30_000, '5小时12分'],
    [8 * MINUTE + 30_000, '8分30秒'],
    [999, '0分0秒'],
    [0, '已截止'],
    [-HOUR, '已截止'],
  ])('%j ms left → %s', (left, expected) => expect(formatTimeLeft(now + left, now)).toBe(expected));

  it('shows a deadline that is not a time as -', () => expect(formatTimeLeft(Number.NaN, now)).toBe('-'));
});

describe('formatDateTime / formatDate', () => {
  it('formats strings, dates and dayjs values', () => {
    expect(formatDateTime('2025-06-01T08:05:00')).toBe('2025-06-01 08:05');
    // A Date is an instant: shown in Beijing time (19:04 UTC is 03:04 the next day there).
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 1, 19, 4, 59)))).toBe('2025-01-02 03:04');
    expect(formatDateTime(dayjs('2025-12-31 23:59'))).toBe('2025-12-31 23:59');
    expect(formatDate('2025-06-01T08:05:00')).toBe('2025-06-01');
    expect(formatDate(dayjs('2025-02-03'))).toBe('2025-02-03');
  });

  it.each([null, undefined, '', 'not a date'])('shows %j as -', (value) => {
    expect(formatDateTime(value)).toBe('-');
    expect(formatDate(value)).toBe('-');
  });
});
