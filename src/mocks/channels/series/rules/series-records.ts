/**
 * The series records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { SeriesType } from '@/domain/series';
import type { OrderContact } from '@/lib/gateway/endpoints';
import type { LogEntry } from '../../../kernel/rules/log';
import type { SeriesLogAction } from '@/domain/log-action';

export interface SeriesRecord {
  seriesNo: string;
  seriesType: SeriesType;
  ownerAccountId: string;
  bookedByAccountId: string;
  bookedBy: string;
  groupName: string;
  contact: OrderContact;
  depAirport: string;
  arrAirport: string;
  /** REGULAR: the weekly pattern and its range. */
  weekdays?: number[];
  startDate?: string;
  endDate?: string;
  adultCount: number;
  childCount: number;
  infantCount: number;
  /** The departures' orders, by date. */
  orderNos: string[];
  createTime: string;
  log: LogEntry<SeriesLogAction>[];
}

/** The series channel's part of the state. */
export interface SeriesSlice {
  /** Series (系列团): the pattern or dates, the group and one order per departure (rules/series.ts). */
  series: SeriesRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends SeriesSlice {}
}
