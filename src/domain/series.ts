import { enumOf, type EnumValue } from './enum';

/** The two series of the spec's group booking type SERIES: a weekly pattern over a date range, or chosen dates. */
export const SeriesType = enumOf('SeriesType');
export type SeriesType = EnumValue<typeof SeriesType>;

/**
 * A series' state, read off its departures' orders: in progress while any departure is still to fly
 * (booked, paid or ticketed), finished once every departure not cancelled has flown, cancelled when
 * every departure was cancelled.
 */
export const SeriesStatus = enumOf('SeriesStatus');
export type SeriesStatus = EnumValue<typeof SeriesStatus>;

/** Why a date of a series cannot be booked (listed, not hidden). */
export const SeriesUnavailable = enumOf('SeriesUnavailable');
export type SeriesUnavailable = EnumValue<typeof SeriesUnavailable>;

/** What the verify call found for a chosen departure. */
export const SeriesCheck = enumOf('SeriesCheck');
export type SeriesCheck = EnumValue<typeof SeriesCheck>;

/** What a cancel apply does to a departure: cancelled as the order's own cancel, left for a refund, or nothing (already closed or flown). */
export const SeriesCancelOutcome = enumOf('SeriesCancelOutcome');
export type SeriesCancelOutcome = EnumValue<typeof SeriesCancelOutcome>;

/** A cancel apply's reach: the one departure, or it and every later one. */
export const SeriesCancelScope = enumOf('SeriesCancelScope');
export type SeriesCancelScope = EnumValue<typeof SeriesCancelScope>;

/** A series' payment milestone as the advance details show it. */
export const AdvanceState = enumOf('AdvanceState');
export type AdvanceState = EnumValue<typeof AdvanceState>;
