/**
 * The catalogue records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */

export type SeatKind =
  | { kind: 'group' }
  | { kind: 'cabin'; cabin: string }
  | { kind: 'offer'; offerNo: string }
  | { kind: 'aircraft'; aircraftType: string }
  | { kind: 'activity'; prodNo: string };

export interface DepartureRef {
  flightNo: string;
  flightDate: string;
}

/**
 * A flight of the airline's timetable. Its seats per departure date live in `seatInventory`; a date
 * is flown when its weekday (1–7, Monday–Sunday) is in `weekdays`.
 */
export interface ScheduledFlight {
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  /** HH:mm local */
  depTime: string;
  arrTime: string;
  aircraftType: string;
  durationMinutes: number;
  weekdays: number[];
  /** Sellable seats by booking class, e.g. { F: 8, Y: 150 }. */
  cabinSeats: Record<string, number>;
  /** Seats per departure the airline sells to groups (out of Y). */
  groupQuota: number;
  /** Y full fare per adult in fen; group and discount fares derive from it (rules/fare.ts). */
  baseFare: number;
}

/** Seats sold of one departure; `seatInventory` keys them `${flightNo}|${YYYY-MM-DD}`. */
export interface SeatCount {
  /** Seats held or sold to groups. */
  group: number;
  /** Seats held or sold to individual orders, by class. */
  cabins: Record<string, number>;
}
