import { defineEnum, type EnumValue } from './enum';

/** The two series of the spec's group booking type SERIES: a weekly pattern over a date range, or chosen dates. */
export const SeriesType = defineEnum({
  REGULAR: { label: '定期系列团' },
  UNREGULAR: { label: '不定期系列团' },
});
export type SeriesType = EnumValue<typeof SeriesType>;

/**
 * A series' state, read off its departures' orders: in progress while any departure is still to fly
 * (booked, paid or ticketed), finished once every departure not cancelled has flown, cancelled when
 * every departure was cancelled.
 */
export const SeriesStatus = defineEnum({
  IN_PROGRESS: { label: '进行中', color: 'processing' },
  FINISHED: { label: '已完成', color: 'success' },
  CANCELED: { label: '已取消', color: 'default' },
});
export type SeriesStatus = EnumValue<typeof SeriesStatus>;

/** Why a date of a series cannot be booked (listed, not hidden). */
export const SeriesUnavailable = defineEnum({
  NO_FLIGHT: { label: '当日无航班' },
  CLOSED: { label: '已过团队订座截止时间' },
  SOLD_OUT: { label: '团队余座不足' },
});
export type SeriesUnavailable = EnumValue<typeof SeriesUnavailable>;

/** What the verify call found for a chosen departure. */
export const SeriesCheck = defineEnum({
  OK: { label: '座位与价格有效', color: 'success' },
  PRICE_CHANGED: { label: '价格已变化', color: 'warning' },
  SOLD_OUT: { label: '已售罄', color: 'error' },
  CLOSED: { label: '已截止', color: 'error' },
  NO_FLIGHT: { label: '无航班', color: 'error' },
});
export type SeriesCheck = EnumValue<typeof SeriesCheck>;

/** What a cancel apply does to a departure: cancelled as the order's own cancel, left for a refund, or nothing (already closed or flown). */
export const SeriesCancelOutcome = defineEnum({
  CANCEL: { label: '取消订单', color: 'warning' },
  REFUND_NEEDED: { label: '须办理退票', color: 'error' },
  UNCHANGED: { label: '不受影响', color: 'default' },
});
export type SeriesCancelOutcome = EnumValue<typeof SeriesCancelOutcome>;

/** A cancel apply's reach: the one departure, or it and every later one. */
export const SeriesCancelScope = defineEnum({
  ONE: { label: '仅取消该航班日期' },
  REST: { label: '取消该日期及之后全部航班日期' },
});
export type SeriesCancelScope = EnumValue<typeof SeriesCancelScope>;

/** A series' payment milestone as the advance details show it. */
export const AdvanceState = defineEnum({
  PAID: { label: '已支付', color: 'success' },
  DUE: { label: '待支付', color: 'warning' },
  NOT_START: { label: '未到期', color: 'default' },
  OVERDUE: { label: '已逾期', color: 'error' },
  CLOSED: { label: '已关闭', color: 'default' },
});
export type AdvanceState = EnumValue<typeof AdvanceState>;
