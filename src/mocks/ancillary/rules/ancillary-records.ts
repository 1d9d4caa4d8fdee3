/**
 * The ancillary records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { AncillaryOrder } from '@/lib/gateway/endpoints/ancillary';

export interface AncillaryOrderRecord extends Omit<AncillaryOrder, 'allowedActions'> {
  ownerAccountId: string;
}
