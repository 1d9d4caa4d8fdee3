import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatMoney, px, toChineseNumeral } from '@/domain/format';

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

describe('formatDateTime / formatDate', () => {
  it('formats strings, dates and dayjs values', () => {
    expect(formatDateTime('2025-06-01T08:05:00')).toBe('2025-06-01 08:05');
    expect(formatDateTime(new Date(2025, 0, 2, 3, 4, 59))).toBe('2025-01-02 03:04');
    expect(formatDateTime(dayjs('2025-12-31 23:59'))).toBe('2025-12-31 23:59');
    expect(formatDate('2025-06-01T08:05:00')).toBe('2025-06-01');
    expect(formatDate(dayjs('2025-02-03'))).toBe('2025-02-03');
  });

  it.each([null, undefined, '', 'not a date'])('shows %j as -', (value) => {
    expect(formatDateTime(value)).toBe('-');
    expect(formatDate(value)).toBe('-');
  });
});
