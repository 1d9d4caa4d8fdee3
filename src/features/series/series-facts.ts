import type { SeriesSummary } from '@/lib/gateway';
import { formatWeekdays } from '@/domain/weekdays';

/** How a series flies, in a line: 每周二、周四 2026-12-08 至 2026-12-31, or 自选日期 and its first and last date. */
export function patternText(series: Pick<SeriesSummary, 'seriesType' | 'weekdays' | 'firstDate' | 'lastDate' | 'departureCount'>): string {
  const span = series.firstDate === series.lastDate ? series.firstDate : `${series.firstDate} 至 ${series.lastDate}`;
  return series.seriesType === 'REGULAR' && series.weekdays
    ? `每${formatWeekdays(series.weekdays)} ${span}`
    : `自选${series.departureCount}个日期 ${span}`;
}
