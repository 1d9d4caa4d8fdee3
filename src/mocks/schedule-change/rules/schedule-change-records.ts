/**
 * The schedule-change records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { FlightChangeNotice, ScheduleChangeOrder } from '@/lib/gateway/endpoints';

export interface FlightChangeNoticeRecord extends Omit<FlightChangeNotice, 'orders' | 'pendingCount' | 'allowedActions'> {
  /** The account whose orders the change touches; staff see their agency's notices. */
  ownerAccountId: string;
  /** Its orders with what has been done (rules/schedule-change.ts). */
  orders: ScheduleChangeOrderRecord[];
  /** A cancellation whose alternative departure the airline then cancelled too (that change's id): nothing to accept or fly to. */
  alternativeCancelledBy?: string;
}

export interface ScheduleChangeOrderRecord extends Omit<ScheduleChangeOrder, 'allowedActions'> {
  /** The order's segment on the changed departure. */
  segmentNo: number;
  /** Passengers rebooked or refunded by name (every seat ticketed), with what was done in words. */
  handledPassengers: Record<string, string>;
  /** Seats moved off or refunded so far: open seats are `seats` less these. */
  settledSeats: number;
  /** Where moved seats went. */
  moves: { flightNo: string; flightDate: string; depTime: string; arrTime: string; aircraftType: string; seats: number }[];
}

/** The schedule change module's part of the state. */
export interface ScheduleChangeSlice {
  flightChangeNotices: FlightChangeNoticeRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends ScheduleChangeSlice {}
}
