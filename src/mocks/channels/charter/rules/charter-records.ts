/**
 * The charter records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { CharterAircraft } from '@/lib/gateway/endpoints';

/** A type as the gateway answers it, and the aircraft held by charter orders by date (YYYY-MM-DD; absent = none). */
export interface CharterAircraftRecord extends CharterAircraft {
  held: Record<string, number>;
}

/** The charter channel's part of the state. */
export interface CharterSlice {
  /** Aircraft types the airline charters (包机), with the aircraft held per date (rules/charter.ts). */
  charterAircraft: CharterAircraftRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends CharterSlice {}
}
