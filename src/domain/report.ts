import { enumOf, type EnumValue } from './enum';

/**
 * Agent reports (domain.md "Documents"): a kind and a date range of at most 3 months, generated
 * asynchronously by the gateway, whose content the portal writes as an .xlsx. Shared by the screen
 * (range check, labels) and the simulator.
 */

export const ReportKind = enumOf('ReportKind');
export type ReportKind = EnumValue<typeof ReportKind>;

/** What each kind lists and which date the range applies to (shown beside the kind). */
export const REPORT_KIND_SCOPE: Readonly<Record<ReportKind, string>> = {
  SALES: '按下单日期统计本单位的订单：航线、人数、状态、订单金额、已付与已退金额',
  REFUNDS: '按申请日期统计退回本单位的款项：退票、取消占座、订单取消与重复支付退款',
  TICKETS: '按出票日期统计本单位订单的客票：票号、旅客、航班、票价与税费',
  PAYMENTS: '按支付日期统计本单位的每笔支付：定金、尾款、全款及其他款项，含支付方式与状态',
};

/** CREATED (queued) → GENERATING (progress 0–100) → SUCCESS or FAILED; a FAILED one can be recreated. */
export const ReportStatus = enumOf('ReportStatus');
export type ReportStatus = EnumValue<typeof ReportStatus>;

/** A report's date range spans at most this many months. */
export const REPORT_MAX_MONTHS = 3;
/** The list keeps the reports created in the last this many days. */
export const REPORT_KEEP_DAYS = 30;

/**
 * How a column's values are written: TEXT as is, FEN integer fen (the file shows yuan), INTEGER a
 * count, DATE 'YYYY-MM-DD', DATETIME a gateway ISO date-time.
 */
export type ReportColumnType = 'TEXT' | 'FEN' | 'INTEGER' | 'DATE' | 'DATETIME';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' plus `months` calendar months, the day clamped to the month's end (01-31 + 1 → 02-28). */
export function addMonthsToDate(date: string, months: number): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  const total = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(match[3]), lastDay))}`;
}

/** The earliest start of a range ending on `dateEnd` ('YYYY-MM-DD'): the longest range allowed (a form's disabled dates). */
export function earliestReportStart(dateEnd: string): string {
  let start = addMonthsToDate(dateEnd, -REPORT_MAX_MONTHS);
  while (addMonthsToDate(start, REPORT_MAX_MONTHS) <= dateEnd) {
    const next = new Date(Date.parse(`${start}T00:00:00Z`) + 24 * 60 * 60 * 1000);
    start = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  }
  return start;
}

/**
 * Why a report's range is refused, or undefined when it is fine: start not after end, end not after
 * `today` (the gateway's, 'YYYY-MM-DD'), and end before start + 3 months (01-01 to 03-31 is the longest
 * range from 01-01). Dates are 'YYYY-MM-DD'.
 */
export function reportRangeProblem(dateStart: string, dateEnd: string, today: string): string | undefined {
  if (!DATE_PATTERN.test(dateStart) || !DATE_PATTERN.test(dateEnd)) return '请选择报表的开始和结束日期';
  if (dateStart > dateEnd) return '开始日期不能晚于结束日期';
  if (dateEnd > today) return '结束日期不能晚于今天';
  if (dateEnd >= addMonthsToDate(dateStart, REPORT_MAX_MONTHS)) return `日期范围不能超过${REPORT_MAX_MONTHS}个月`;
  return undefined;
}

/** Still moving on the gateway's clock: queued or generating. */
export const isReportPending = (status: ReportStatus): boolean => status === 'CREATED' || status === 'GENERATING';
