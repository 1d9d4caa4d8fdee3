import { enumOf, type EnumDef, type EnumValue } from './enum';

/**
 * The actions an entity's 操作日志 can carry, one enum per kind of log, each with its Chinese label.
 * The simulator's `logEntry` takes only these values (the compiler refuses a code without a label), and
 * the screens read the labels from here: a log never shows a raw code.
 */

/** An order's log (every channel: team, series, charter, promotional, bids, scattered). */
export const OrderLogAction = enumOf('OrderLogAction');
export type OrderLogAction = EnumValue<typeof OrderLogAction>;

/** A series' own log (its departures are orders with their own logs). */
export const SeriesLogAction = enumOf('SeriesLogAction');
export type SeriesLogAction = EnumValue<typeof SeriesLogAction>;

/** An electronic itinerary's (invoice's) log. */
export const InvoiceLogAction = enumOf('InvoiceLogAction');
export type InvoiceLogAction = EnumValue<typeof InvoiceLogAction>;

/** A bid's log. */
export const BidLogAction = enumOf('BidLogAction');
export type BidLogAction = EnumValue<typeof BidLogAction>;

/** A report's log. */
export const ReportLogAction = enumOf('ReportLogAction');
export type ReportLogAction = EnumValue<typeof ReportLogAction>;

/** The gateway's own log of what it settled for entities without a history (the developer panel lists it). */
export const SettleLogAction = enumOf('SettleLogAction');
export type SettleLogAction = EnumValue<typeof SettleLogAction>;

/** Every log's enum: a code the simulator writes is a value of one of them. */
export const LOG_ACTION_ENUMS: readonly EnumDef<string>[] = [
  OrderLogAction,
  SeriesLogAction,
  InvoiceLogAction,
  BidLogAction,
  ReportLogAction,
  SettleLogAction,
];

/** Any log's action. */
export type LogAction = OrderLogAction | SeriesLogAction | InvoiceLogAction | BidLogAction | ReportLogAction | SettleLogAction;
