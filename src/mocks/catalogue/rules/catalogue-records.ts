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

/*
 * The pools the catalogue counts beside the timetable's, as it reads them: the channels' records (an offer,
 * a bid activity, a charter aircraft type) have these fields among theirs, and state.ts's slices are
 * checked against them where inventory.ts reads them, so the catalogue never imports a channel.
 */

/** The offer's seats on one departure: set aside, and held by orders (or sold before the demo began). */
export interface PromoAllotment extends DepartureRef {
  seats: number;
  held: number;
}

/** A promotional offer's pool: its seats per departure. */
export interface AllotmentPool {
  offerNo: string;
  allotments: PromoAllotment[];
}

/** A bid activity's pool: its seats on its one departure. */
export interface ActivityPool extends DepartureRef {
  prodNo: string;
  seats: number;
  held: number;
}

/** A charter aircraft type's pool: its fleet, and the aircraft held per date (YYYY-MM-DD; absent = none). */
export interface AircraftPool {
  aircraftType: string;
  seats: number;
  fleet: number;
  held: Record<string, number>;
}

/** The catalogue's part of the state: the timetable and the seats sold. */
export interface CatalogueSlice {
  /** The timetable (whole), and seats sold per departure (only departures someone booked). */
  flights: ScheduledFlight[];
  seatInventory: Record<string, SeatCount>;
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends CatalogueSlice {}
}
