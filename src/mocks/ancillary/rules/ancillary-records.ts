/**
 * The ancillary records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { AncillaryOrder } from '@/lib/gateway/endpoints/ancillary';

export interface AncillaryOrderRecord extends Omit<AncillaryOrder, 'allowedActions'> {
  ownerAccountId: string;
}

/** The ancillary module's part of the state. */
export interface AncillarySlice {
  /** Ancillary orders (附加服务单): meals, baggage, points and operations paid on their own (rules/ancillary.ts). */
  ancillaryOrders: AncillaryOrderRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends AncillarySlice {}
}
