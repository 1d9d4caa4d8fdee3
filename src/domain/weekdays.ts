import type { Dayjs } from 'dayjs';

/** Weekday numbers of a regular series: 1 is Monday, 7 is Sunday (spec §3). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

/** Checkbox / Select options, Monday first. */
export const WEEKDAY_OPTIONS: readonly { value: Weekday; label: string }[] = WEEKDAYS.map((value) => ({
  value,
  label: WEEKDAY_LABELS[value],
}));

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/** Label of a weekday number; an unknown value is shown as it came. */
export function weekdayLabel(value: number | null | undefined): string {
  if (value == null) return '';
  return isWeekday(value) ? WEEKDAY_LABELS[value] : String(value);
}

/** JavaScript's day (Date#getDay, dayjs#day: 0 = Sunday … 6 = Saturday) to 1–7, Monday first. */
export function weekdayFromJsDay(day: number): Weekday {
  const normalised = ((Math.trunc(day) % 7) + 7) % 7;
  return (normalised === 0 ? 7 : normalised) as Weekday;
}

/** The weekday (1–7, Monday first) on which a date falls. */
export function toWeekday(date: Dayjs | Date): Weekday {
  return weekdayFromJsDay(date instanceof Date ? date.getDay() : date.day());
}

/** A weekly pattern as one line, in week order: [5, 1, 3] → '周一、周三、周五'. */
export function formatWeekdays(days: readonly number[]): string {
  return [...new Set(days)]
    .sort((a, b) => a - b)
    .map(weekdayLabel)
    .join('、');
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar date (YYYY-MM-DD): calendar arithmetic free of time zones. */
const utcDay = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** The weekday (1–7, Monday first) of a calendar date (YYYY-MM-DD). */
export function weekdayNumberOfDate(date: string): Weekday {
  return weekdayFromJsDay(new Date(utcDay(date)).getUTCDay());
}

/** The weekday label of a calendar date (YYYY-MM-DD): '2026-12-13' → '周日'. */
export function weekdayOfDate(date: string): string {
  return WEEKDAY_LABELS[weekdayNumberOfDate(date)];
}

/** The dates (YYYY-MM-DD) of a weekly pattern from `startDate` to `endDate`, both included, in order. */
export function patternDates(weekdays: readonly number[], startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let at = utcDay(startDate), last = utcDay(endDate); at <= last; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (weekdays.includes(weekdayNumberOfDate(date))) dates.push(date);
  }
  return dates;
}
