import { enumOf, type EnumValue } from './enum';

/** Spec §4 bid (team bidding) order status; ALL is a list filter only. */
export const BidOrderStatus = enumOf('BidOrderStatus');
export type BidOrderStatus = EnumValue<typeof BidOrderStatus>;
/** A status a bid order can actually be in. */
export type BidOrderState = Exclude<BidOrderStatus, 'ALL'>;

/** Spec §4 bid activity status, derived from the clock; ALL is a list filter only. */
export const BidActivityStatus = enumOf('BidActivityStatus');
export type BidActivityStatus = EnumValue<typeof BidActivityStatus>;
/** A status an activity can actually be in. */
export type BidActivityState = Exclude<BidActivityStatus, 'ALL'>;

/** Spec §4 deposit/process status set: deposit stage of group orders and bid settlement progress. */
export const ProcessStatus = enumOf('ProcessStatus');
export type ProcessStatus = EnumValue<typeof ProcessStatus>;
