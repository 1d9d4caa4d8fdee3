/**
 * The scattered records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { OrderContact, PassengerInput } from '@/lib/gateway/endpoints';

/** A PNR the agency holds in the reservation system, not yet an order (seeded; imported to book from). */
export interface ScatteredPnrRecord {
  pnr: string;
  ownerAccountId: string;
  passengers: PassengerInput[];
  segments: { flightNo: string; flightDate: string; cabin: string }[];
  contact?: OrderContact;
  createTime: string;
}

/** The scattered channel's part of the state. */
export interface ScatteredSlice {
  /** PNRs agencies hold in the reservation system that are not orders yet, to import (rules/scattered.ts). */
  scatteredPnrs: ScatteredPnrRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends ScatteredSlice {}
}
