/**
 * The promotional records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { DepartureRef } from './catalogue-records';

/** The offer's seats on one departure: set aside, and held by orders (or sold before the demo began). */
export interface PromoAllotment extends DepartureRef {
  seats: number;
  held: number;
}

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
