import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatWeekdays, isWeekday, toWeekday, WEEKDAY_LABELS, WEEKDAY_OPTIONS, weekdayFromJsDay, weekdayLabel } from '@/domain/weekdays';

describe('weekdays', () => {
  it('labels 1–7 Monday to Sunday', () => {
    expect(WEEKDAY_LABELS).toEqual({ 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' });
    expect(WEEKDAY_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(WEEKDAY_OPTIONS[0]).toEqual({ value: 1, label: '周一' });
    expect(WEEKDAY_OPTIONS[6]).toEqual({ value: 7, label: '周日' });
  });

  it('maps JavaScript days (0 = Sunday) to 1–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayFromJsDay)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('finds the weekday of dayjs values and Dates', () => {
    expect(toWeekday(dayjs('2025-06-01'))).toBe(7);
    expect(toWeekday(dayjs('2025-06-02'))).toBe(1);
    expect(toWeekday(new Date(2025, 5, 7))).toBe(6);
  });

  it('labels unknown values as they came', () => {
    expect(weekdayLabel(3)).toBe('周三');
    expect(weekdayLabel(8)).toBe('8');
    expect(weekdayLabel(undefined)).toBe('');
    expect(isWeekday(0)).toBe(false);
    expect(isWeekday(1.5)).toBe(false);
    expect(isWeekday(7)).toBe(true);
  });

  it('writes a weekly pattern in week order without repeats', () => {
    expect(formatWeekdays([5, 1, 3, 1])).toBe('周一、周三、周五');
    expect(formatWeekdays([])).toBe('');
  });
});
