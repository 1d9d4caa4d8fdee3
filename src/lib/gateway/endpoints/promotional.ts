import { AUTH } from '@/config/auth-codes';
import type { PassengerType } from '@/domain/passenger';
import type { PromoOfferStatus } from '@/domain/promotional';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';
import type { FlightInfo, GroupPaymentTerms, PassengerCounts } from './booking';
import type { FareLine, FareRule, OrderContact, OrderDetail, PassengerInput } from './order';

const endpoint = endpointsOf('promotional');

/*
 * Promotional groups (spec §7 "Promotional groups": index → checkDate → checkAir → confirm): offers the
 * airline publishes with seats set aside on some departures of one route, a price per person and a sale
 * window. A booking creates the same team order as the temporary group (channel PROMOTIONAL), its seats
 * taken from the offer's. Money in fen; instants gateway ISO; dates YYYY-MM-DD.
 */

/** An offer as the list shows it. */
export interface PromoOfferSummary {
  offerNo: string;
  /** e.g. 上海—三亚 冬季海岛特惠团 */
  title: string;
  depAirport: string;
  arrAirport: string;
  /** First and last travel date (YYYY-MM-DD). */
  travelStart: DateText;
  travelEnd: DateText;
  /** Fen per person by passenger type before taxes: the offer's adult price; children and infants as group fares derive. */
  fares: Record<PassengerType, Fen>;
  /** Seats of every departure of the offer, and those still for sale. */
  seatsTotal: Count;
  seatsLeft: Count;
  /** Seat holders (adults and children) one order takes; infants do not count. */
  minGroup: Count;
  maxGroup: Count;
  /** The sale window (gateway ISO). */
  saleStart: DateTimeText;
  saleEnd: DateTimeText;
  /** By the gateway clock at the time of the answer. */
  status: PromoOfferStatus;
  allowedActions: PromoOfferAction[];
}

/** CHOOSE_DATE: the offer sells now, so a travel date may be chosen for a group. */
export type PromoOfferAction = 'CHOOSE_DATE';

/** A travel date of an offer: seats left over its flights that day, and whether it is still sold. */
export interface PromoOfferDate {
  flightDate: DateText;
  seatsLeft: Count;
  /** False once every flight that day is past its booking close (72 h before departure). */
  bookable: boolean;
  /** CHOOSE: the date may be chosen now (the offer on sale, still bookable, seats for its smallest group). */
  allowedActions: PromoFlightAction[];
}

export interface PromoOfferDetail extends PromoOfferSummary {
  dates: PromoOfferDate[];
  /** What the order will be sold under (refund, payment, release, names) and the offer's own terms. */
  rules: FareRule[];
}

/** A flight of an offer on one date, with the offer's seats left on it. */
export interface PromoFlight extends FlightInfo {
  seatsLeft: Count;
  /** Fen per adult before taxes (the offer's price). */
  adultFare: Fen;
  /** CHOOSE: the flight may be booked for a group now (the offer on sale, seats for its smallest group). */
  allowedActions: PromoFlightAction[];
  /** Why CHOOSE is declined now, in words (not yet on sale, ended, too few seats). */
  actionNotes?: Partial<Record<PromoFlightAction, string>>;
}

/** What the agent may do with one of an offer's flights. */
export type PromoFlightAction = 'CHOOSE';

/** One departure of one offer: what the price and the booking are for. */
export interface PromoSelection {
  /** @pattern \S */
  offerNo: string;
  flightDate: DateText;
  /** @pattern \S */
  flightNo: string;
}

/** The price of a group on an offer's departure, with the payment milestones it would have if booked now. */
export interface PromoQuote extends GroupPaymentTerms {
  fares: FareLine[];
  totalAmount: Fen;
  rules: FareRule[];
}

export interface PromoListRequest extends PageRequest {
  status?: PromoOfferStatus;
  depAirport?: string;
  arrAirport?: string;
}

export interface PromoCreateRequest extends PromoSelection, PassengerCounts {
  groupName: string;
  contact: OrderContact;
  /** Names now, or later in the order's name list. */
  passengers?: PassengerInput[];
  remark?: string;
  /** The quote's total the agent saw; a different price is refused so nobody books a price unseen. */
  expectedTotal: Fen;
}

export const promoApi = {
  /**
   * The published offers (index), newest sale first.
   * @summary 查询在售的特惠团产品
   */
  list: endpoint<PromoListRequest, PageResponse<'offerList', PromoOfferSummary>>('/promotional/index', { authCode: AUTH.PROMOTIONAL }),
  /**
   * One offer with its travel dates (checkDate).
   * @summary 查看一个特惠团产品及其出行日期
   */
  detail: endpoint<{ offerNo: NonBlankText }, { offer: PromoOfferDetail }>('/promotional/detail', { authCode: AUTH.PROMOTIONAL }),
  /**
   * The offer's flights on a travel date (checkAir).
   * @summary 查询特惠团某出行日的航班
   */
  flights: endpoint<{ offerNo: NonBlankText; flightDate: DateText }, { flights: PromoFlight[] }>('/promotional/flights', {
    authCode: AUTH.PROMOTIONAL,
  }),
  /** @summary 特惠团询价 */
  price: endpoint<PromoSelection & PassengerCounts, { quote: PromoQuote }>('/promotional/fare', { authCode: AUTH.PROMOTIONAL }),
  /**
   * Holds the offer's seats and creates a BOOKED team order (confirm).
   * @summary 特惠团占座并创建团队订单
   */
  create: endpoint<PromoCreateRequest, { order: OrderDetail }>('/promotional/order/create', { authCode: AUTH.PROMOTIONAL }),
};
