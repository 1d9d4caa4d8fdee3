/**
 * The promotional records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { PromoAllotment } from '../../../catalogue/rules/catalogue-records';
export type { PromoAllotment } from '../../../catalogue/rules/catalogue-records';

export interface PromoOfferRecord {
  offerNo: string;
  title: string;
  depAirport: string;
  arrAirport: string;
  /** Fen per adult before taxes; children and infants as group fares derive (rules/fare.ts). */
  adultFare: number;
  /** Seat holders one order takes (within PROMO's limits). */
  minGroup: number;
  maxGroup: number;
  /** The sale window (gateway ISO). */
  saleStart: string;
  saleEnd: string;
  /** The departures it sells, in date and time order. */
  allotments: PromoAllotment[];
  /** The offer's own terms (shown beside the group rules). */
  terms: string[];
}

/** The promotional channel's part of the state. */
export interface PromotionalSlice {
  /** Promotional offers (特惠团) the airline publishes, with their seats per departure (rules/promotional.ts). */
  promoOffers: PromoOfferRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends PromotionalSlice {}
}
