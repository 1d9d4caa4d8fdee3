import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import nzh from 'nzh/cn';
import { isNumeric } from './validators';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** Shown where a value is missing, so a table cell is never blank. */
export const EMPTY_TEXT = '-';
const MINUTES_PER_HOUR = 60;

/** A dimension without a unit gets px (spec §5): 12 → '12px', '12' → '12px', '50%' unchanged. */
export function px(value: number | string): string;
export function px(value: number | string | null | undefined): string | undefined;
export function px(value: number | string | null | undefined): string | undefined {
  if (value == null) return undefined;
  return isNumeric(value) ? `${value}px` : String(value);
}

/** Duration in hours and minutes (spec §9): 150 → '2h30min', 45 → '45min', 180 → '3h'. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return EMPTY_TEXT;
  const total = Math.round(minutes);
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h${rest}min`;
}

/** Chinese numerals in everyday form: 12 → '十二', 105 → '一百零五'. */
export function toChineseNumeral(value: number | string): string {
  if (!isNumeric(value)) return EMPTY_TEXT;
  return nzh.encodeS(value);
}

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Yuan with thousands separators and two decimals: 1234.5 → '¥1,234.50'. */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount == null || !isNumeric(amount)) return EMPTY_TEXT;
  const value = Number(amount);
  const text = `¥${moneyFormat.format(Math.abs(value))}`;
  return value < 0 && text !== '¥0.00' ? `-${text}` : text;
}

dayjs.extend(utc);

/**
 * The portal's times are Beijing time (UTC+8, no daylight saving): flights, deadlines and the gateway's
 * clock, shown so whatever zone the agent's computer is in.
 */
export const BEIJING_UTC_OFFSET_MINUTES = 8 * 60;
/** A time written with its zone (…Z, …+08:00, …+0800): an instant. */
const ZONED_TIME = /T\d{2}:\d{2}.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A value as Beijing wall time, or null when it is none. An instant (epoch ms, a Date, an ISO time with
 * its zone, as the gateway sends them) is moved to UTC+8; a wall time (a date or time without a zone, a
 * dayjs from a date picker or `gatewayDayjs`) is already one and is kept as it is.
 */
export function beijingTime(value: ConfigType): Dayjs | null {
  if (value == null || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  const instant = typeof value === 'number' || value instanceof Date || (typeof value === 'string' && ZONED_TIME.test(value));
  const date = dayjs(value);
  if (!date.isValid()) return null;
  return instant ? date.utcOffset(BEIJING_UTC_OFFSET_MINUTES) : date;
}

/** A value in Beijing time by a dayjs template ('YYYY年MM月DD日'); '-' when it is none. */
export function formatBeijing(value: ConfigType, template: string): string {
  return beijingTime(value)?.format(template) ?? EMPTY_TEXT;
}

const formatWith = formatBeijing;

export const formatDateTime = (value: ConfigType): string => formatWith(value, DATE_TIME_FORMAT);

export const formatDate = (value: ConfigType): string => formatWith(value, DATE_FORMAT);

/** Fen per yuan: money travels as integer fen everywhere (domain.md "Money"). */
export const FEN_PER_YUAN = 100;

/** Integer fen as yuan: 123450 → '¥1,234.50'. A non-integer is not an amount of money: '-'. */
export function formatFen(fen: number | null | undefined): string {
  if (fen == null || !Number.isInteger(fen)) return EMPTY_TEXT;
  return formatMoney(fen / FEN_PER_YUAN);
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Time left until a deadline, as group desks say it: '2天4小时', '5小时12分', '8分30秒', or '已截止'
 * once it has passed. `now` is the gateway's (the caller passes it; nothing here reads a clock).
 */
export function formatTimeLeft(deadlineMs: number, now: number): string {
  const left = deadlineMs - now;
  if (!Number.isFinite(left)) return EMPTY_TEXT;
  if (left <= 0) return '已截止';
  if (left >= DAY_MS) return `${Math.floor(left / DAY_MS)}天${Math.floor((left % DAY_MS) / HOUR_MS)}小时`;
  if (left >= HOUR_MS) return `${Math.floor(left / HOUR_MS)}小时${Math.floor((left % HOUR_MS) / MINUTE_MS)}分`;
  return `${Math.floor(left / MINUTE_MS)}分${Math.floor((left % MINUTE_MS) / SECOND_MS)}秒`;
}

/**
 * Integer fen in Chinese capitals, as Chinese payment forms write an amount (中国人民银行《支付结算办法》):
 * 123450 → '人民币壹仟贰佰叁拾肆元伍角整', 123456 → '人民币壹仟贰佰叁拾肆元伍角陆分',
 * 100000 → '人民币壹仟元整', 100005 → '人民币壹仟元零伍分'. '整' closes an amount without fen; a
 * non-integer or negative value is not an amount to pay: '-'.
 */
/** A share as a percentage: 0.09 → '9%'. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

export function formatFenInCapitals(fen: number | null | undefined): string {
  if (fen == null || !Number.isSafeInteger(fen) || fen < 0) return EMPTY_TEXT;
  const yuan = Math.floor(fen / FEN_PER_YUAN);
  const cents = String(fen % FEN_PER_YUAN).padStart(2, '0');
  // forceZheng: '整' whenever the words stop before 分 (nzh adds it only for an integer input otherwise).
  return nzh.toMoney(`${yuan}.${cents}`, { forceZheng: true });
}

/** A mainland mobile number with its middle four digits hidden: '13900000002' → '139****0002'. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return EMPTY_TEXT;
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** A list's passengers in one cell: the first three names, then how many there are in all ('张三、李四、王五 等 5 人'). */
export function formatNames(names: readonly string[], shown = 3): string {
  return names.length > shown ? `${names.slice(0, shown).join('、')} 等 ${names.length} 人` : names.join('、');
}

/**
 * An ID number with its middle hidden, as the itinerary prints it: 6 + 4 kept of a mainland ID (15 or 18
 * characters), 2 + 2 of other documents, all hidden when 4 or shorter.
 */
export function maskIdNo(idNo: string): string {
  if (idNo.length >= 15) return `${idNo.slice(0, 6)}${'*'.repeat(idNo.length - 10)}${idNo.slice(-4)}`;
  if (idNo.length <= 4) return '*'.repeat(idNo.length);
  return `${idNo.slice(0, 2)}${'*'.repeat(idNo.length - 4)}${idNo.slice(-2)}`;
}

/**
 * A flight whose arrival clock time is before its departure's lands the next day (the airline's flights
 * are all shorter than a day). Times are 'HH:mm', so the strings compare as the times do.
 */
export function arrivesNextDay(depTime: string, arrTime: string): boolean {
  return arrTime < depTime;
}

/** An arrival as read under its departure's date: '00:05(+1)' when it lands the next day, '23:10' otherwise. */
export function formatArrival(depTime: string, arrTime: string): string {
  return arrivesNextDay(depTime, arrTime) ? `${arrTime}(+1)` : arrTime;
}

/**
 * A flight's times under its departure's date, the one form of every screen and message that shows them:
 * '21:30-00:05(+1)' (an arrival after midnight carries its +1), '08:00-10:15'.
 */
export function formatFlightTimes(depTime: string, arrTime: string, separator = '-'): string {
  return `${depTime}${separator}${formatArrival(depTime, arrTime)}`;
}
