import { AUTH } from '@/config/auth-codes';
import type { TripDirection, TripType } from '@/domain/trip';
import { endpointsOf, type Count, type Fen, type ClockText, type DateText } from '../envelope';
import type { GroupPaymentTerms } from './booking';
import type { FareLine, FareRule, OrderContact, OrderDetail, PassengerInput } from './order';

const endpoint = endpointsOf('charter');

/*
 * Charter (包机, domain.md "Charter: whole-aircraft quote by aircraft type, route and dates, then
 * order"): the aircraft types the airline charters, a quote for a whole aircraft on a route and dates
 * (one lump sum, its deposit and balance as a team order's), and the booking — a team order of channel
 * CHARTER whose seats are the aircraft's and whose fare is one lump-sum line. Money in fen; instants
 * gateway ISO; dates YYYY-MM-DD.
 */

/** An aircraft type the airline charters. */
export interface CharterAircraft {
  aircraftType: string;
  /** e.g. 空客A320 */
  name: string;
  /** Seats the charter gets: every seat of the aircraft. */
  seats: Count;
  /** e.g. 头等舱8座、经济舱150座 */
  cabins: string;
  /** Aircraft of the type free for charters on any one day. */
  fleet: Count;
  /** Fen per block hour before the season factor. */
  hourlyRate: Fen;
}

/** What a charter request names: the aircraft, the route, the dates and the passengers expected. */
export interface CharterRequest {
  /** @pattern \S */
  aircraftType: string;
  /** @pattern \S */
  depAirport: string;
  /** @pattern \S */
  arrAirport: string;
  tripType: TripType;
  flightDate: DateText;
  /** Round trips only. */
  returnDate?: DateText;
  /** Passengers expected: at least 1, at most the aircraft's seats (the order holds every seat whatever). */
  passengers: Count;
}

/** A flight the charter would fly (numbered when booked). */
export interface CharterLeg {
  direction: TripDirection;
  flightDate: DateText;
  depAirport: string;
  arrAirport: string;
  /** HH:mm local. */
  depTime: ClockText;
  arrTime: ClockText;
  /** The route's typical block time. */
  blockMinutes: Count;
}

/** A line of how the lump sum was reached, in words, with its amount (the lines add up to the total). */
export interface CharterPriceLine {
  label: string;
  amount: Fen;
}

/** A whole aircraft priced: one lump sum, paid as a team order is (deposit, balance, deadlines if booked now). */
export interface CharterQuote extends GroupPaymentTerms {
  aircraftType: string;
  aircraftName: string;
  seats: Count;
  passengers: Count;
  legs: CharterLeg[];
  /** One lump-sum line (count 1): the aircraft, whatever the passengers. */
  fares: FareLine[];
  totalAmount: Fen;
  breakdown: CharterPriceLine[];
  /** e.g. 旺季（暑期7—8月） for each flight date's season. */
  seasons: string[];
  /** What the lump sum includes. */
  includes: string[];
  rules: FareRule[];
}

export interface CharterCreateRequest extends CharterRequest {
  groupName: string;
  contact: OrderContact;
  /** Names now, or later in the order's name list. */
  names?: PassengerInput[];
  remark?: string;
  /** The quote's total the agent saw; a different price is refused so nobody books a price unseen. */
  expectedTotal: Fen;
}

export const charterApi = {
  /**
   * The aircraft types the airline charters, with their seats and what a charter includes.
   * @summary 取可包机的机型
   */
  aircraft: endpoint<Record<string, never>, { aircraftList: CharterAircraft[]; includes: string[] }>('/charter/aircraft', {
    authCode: AUTH.CHARTER,
  }),
  /**
   * A whole aircraft priced for a route and dates.
   * @summary 包机询价（航线、日期、机型）
   * @rule depAirport 与 arrAirport 不能是同一机场；否则 PARAM_INVALID。
   */
  quote: endpoint<CharterRequest, { quote: CharterQuote }>('/charter/quote', { authCode: AUTH.CHARTER }),
  /**
   * Holds the aircraft for its dates and creates a BOOKED team order (channel CHARTER, seats = the aircraft's).
   * @summary 包机占机并创建团队订单
   * @rule depAirport 与 arrAirport 不能是同一机场；否则 PARAM_INVALID。
   */
  create: endpoint<CharterCreateRequest, { order: OrderDetail }>('/charter/order/create', { authCode: AUTH.CHARTER }),
};
