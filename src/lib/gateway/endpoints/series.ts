import { AUTH } from '@/config/auth-codes';
import type { MilestoneKind, OrderState } from '@/domain/order';
import type { AdvanceState, SeriesCancelOutcome, SeriesCancelScope, SeriesCheck, SeriesStatus, SeriesType, SeriesUnavailable } from '@/domain/series';
import { endpointsOf, type PageRequest, type PageResponse } from '../envelope';
import type { FareRule, FlightInfo, GroupPaymentTerms, PassengerCounts } from './booking';
import type { FareLine, OrderContact, OrderLogEntry, OrderSummary } from './order';

const endpoint = endpointsOf('series');

/*
 * Series (spec §7 "Series and charter: flight query, verify, fare, create, add people to order, change
 * passenger, advance details, cancel apply"): a group flying one route on many dates — a weekly pattern
 * over a date range (REGULAR, 定期) or chosen dates (UNREGULAR, 不定期). A series is a parent record
 * (SR + 6 digits) with one ordinary team order per departure (channel SERIES, `links.seriesNo`), so the
 * order pages, name lists, payments and refunds serve each departure. Changing a departure's passengers
 * is its order's name list (the order calls). Money in fen; instants gateway ISO; dates YYYY-MM-DD.
 */

/** What the flight query asks: the route, the dates (a pattern or a set) and the group. */
export interface SeriesSearch extends PassengerCounts {
  seriesType: SeriesType;
  depAirport: string;
  arrAirport: string;
  /** REGULAR: weekday labels 1–7 (Monday–Sunday) and the range they repeat over. */
  weekdays?: number[];
  startDate?: string;
  endDate?: string;
  /** UNREGULAR: the chosen dates. */
  dates?: string[];
}

/** One date of a series as the flight query finds it: the flight, today's group fare, the group seats left — or why it cannot be booked. */
export interface SeriesDeparture {
  flightDate: string;
  /** 1–7, Monday–Sunday. */
  weekday: number;
  /** The route's flight that day (the earliest with seats for the group); absent when none flies. */
  flight?: FlightInfo;
  /** Group seats left on that flight (0 without a flight). */
  groupSeatsLeft: number;
  /** Fen per adult before taxes, and the departure's whole price for the group (fares and taxes); 0 when not bookable. */
  adultFare: number;
  totalAmount: number;
  bookable: boolean;
  unavailable?: SeriesUnavailable;
}

export interface SeriesFlightAnswer {
  departures: SeriesDeparture[];
  /** The bookable departures' count and their price together. */
  bookableCount: number;
  totalAmount: number;
}

/** A departure chosen, with the price the agent saw for it. */
export interface SeriesChoice {
  flightDate: string;
  flightNo: string;
  /** The departure's total the agent saw (verify marks a change). */
  seenTotal: number;
}

/** A chosen departure checked again: its seats and fare now, and how it is paid if booked now. */
export interface SeriesVerifiedDeparture extends SeriesDeparture, Partial<GroupPaymentTerms> {
  check: SeriesCheck;
  seenTotal: number;
  fares: FareLine[];
}

export interface SeriesVerifyAnswer {
  departures: SeriesVerifiedDeparture[];
  /** The departures still bookable (OK or at a changed price), and their total: what create books and re-checks. */
  bookableCount: number;
  totalAmount: number;
  /** True when every chosen departure holds at the price seen. */
  allHold: boolean;
  rules: FareRule[];
}

export interface SeriesCreateRequest extends SeriesSearch {
  /** The departures to book (each a date and its flight), as verified. */
  departures: { flightDate: string; flightNo: string }[];
  groupName: string;
  contact: OrderContact;
  remark?: string;
  /** The verified total; a different price is refused (PRICE_CHANGED). */
  expectedTotal: number;
}

/** What the series page may offer on one departure (the user's functions decide apart). */
export type SeriesDepartureAction = 'ADD_PEOPLE' | 'CANCEL' | 'EDIT_PASSENGERS' | 'PAY';

/** A departure of a booked series: its order as the series page lists it. */
export interface SeriesOrderRow
  extends Pick<
    OrderSummary,
    'orderNo' | 'flightNo' | 'flightDate' | 'status' | 'groupCount' | 'infantCount' | 'namedCount' | 'totalAmount' | 'paidAmount' | 'depositStatus' | 'processStatus' | 'nameDeadline'
  > {
  depTime: string;
  /** Deadlines of its milestones (absent when it has none of the kind). */
  depositDeadline?: string;
  balanceDeadline?: string;
  fullDeadline?: string;
  allowedActions: SeriesDepartureAction[];
}

export interface SeriesSummary {
  seriesNo: string;
  seriesType: SeriesType;
  groupName: string;
  depAirport: string;
  arrAirport: string;
  /** REGULAR: the pattern. */
  weekdays?: number[];
  startDate?: string;
  endDate?: string;
  /** First and last departure date. */
  firstDate: string;
  lastDate: string;
  departureCount: number;
  /** Departures not cancelled. */
  activeCount: number;
  /** Seat holders per departure as booked, and infants. */
  groupCount: number;
  infantCount: number;
  totalAmount: number;
  paidAmount: number;
  /** What is owed now across the departures (milestones due). */
  dueAmount: number;
  /** The soonest deadline of what is due. */
  nextDeadline?: string;
  status: SeriesStatus;
  bookedBy: string;
  createTime: string;
}

export interface SeriesDetail extends SeriesSummary {
  contact: OrderContact;
  orders: SeriesOrderRow[];
  /** What was done to the series (booked, cancelled, people added), as an order's log. */
  log: OrderLogEntry[];
  /** The next time a departure changes by the clock alone (a deadline, a departure): read again then. */
  changesAt?: string;
}

/** One milestone of one departure, as the advance details (预付明细) list it. */
export interface SeriesAdvanceItem {
  orderNo: string;
  flightDate: string;
  flightNo: string;
  kind: MilestoneKind;
  amount: number;
  paidAmount: number;
  deadline: string;
  paidAt?: string;
  state: AdvanceState;
}

export interface SeriesAdvance {
  seriesNo: string;
  /** Sorted by deadline. */
  items: SeriesAdvanceItem[];
  paidTotal: number;
  dueTotal: number;
  overdueTotal: number;
  /** Not due yet (a balance before its deposit is paid). */
  laterTotal: number;
}

/** A departure as a cancel apply would leave it. */
export interface SeriesCancelLine {
  orderNo: string;
  flightDate: string;
  flightNo: string;
  status: OrderState;
  outcome: SeriesCancelOutcome;
  seatsReleased: number;
  forfeit: number;
  refund: number;
}

export interface SeriesCancelQuote {
  seriesNo: string;
  scope: SeriesCancelScope;
  lines: SeriesCancelLine[];
  cancelCount: number;
  refundNeededCount: number;
  forfeit: number;
  refund: number;
}

export interface SeriesCancelRequest {
  seriesNo: string;
  /** The departure the agent chose (with REST: the first of those cancelled). */
  orderNo: string;
  scope: SeriesCancelScope;
}

/** The price of more people on one departure now (today's group fare for its new size), and what the order owes after. */
export interface SeriesAddQuote {
  orderNo: string;
  flightDate: string;
  flightNo: string;
  /** The added people's fare lines. */
  fares: FareLine[];
  addedAmount: number;
  groupCountAfter: number;
  totalAfter: number;
  /** What is still to pay after, by milestone: the deposit grows while unpaid; a paid deposit stands and the balance takes the rest. */
  milestonesAfter: { kind: MilestoneKind; amount: number; paidAmount: number; deadline: string }[];
  groupSeatsLeft: number;
  adjustments: string[];
}

export interface SeriesAddRequest extends PassengerCounts {
  seriesNo: string;
  orderNo: string;
}

export interface SeriesListRequest extends PageRequest {
  seriesType?: SeriesType;
  status?: SeriesStatus;
  seriesNo?: string;
  depAirport?: string;
  arrAirport?: string;
}

/**
 * The booking calls need the function of the series' type (定期 DUE_SERIES_REGULAR, 不定期
 * DUE_SERIES_UNREGULAR), checked by the gateway from `seriesType`; a booked series' calls need 系列团订单,
 * and its actions the team order buttons of what they do (cancel: 取消订单; add people: the booking's function).
 */
export const seriesApi = {
  flightQuery: endpoint<SeriesSearch, SeriesFlightAnswer>('/series/flight/query'),
  verify: endpoint<SeriesSearch & { departures: SeriesChoice[] }, SeriesVerifyAnswer>('/series/verify'),
  /** Holds every departure's seats in one go, or none: a BOOKED team order per departure. */
  create: endpoint<SeriesCreateRequest, { series: SeriesDetail }>('/series/create'),
  list: endpoint<SeriesListRequest, PageResponse<'seriesList', SeriesSummary>>('/series/list', { authCode: AUTH.SERIES_ORDER }),
  detail: endpoint<{ seriesNo: string }, { series: SeriesDetail }>('/series/detail', { authCode: AUTH.SERIES_ORDER }),
  advance: endpoint<{ seriesNo: string }, { advance: SeriesAdvance }>('/series/advance/detail', { authCode: AUTH.SERIES_ORDER }),
  /** The price of adding people to one departure (加人报价). */
  fare: endpoint<SeriesAddRequest, { quote: SeriesAddQuote }>('/series/fare', { authCode: AUTH.SERIES_ORDER }),
  addPeople: endpoint<SeriesAddRequest & { expectedTotal: number }, { series: SeriesDetail }>('/series/order/addPeople', { authCode: AUTH.SERIES_ORDER }),
  cancelQuote: endpoint<SeriesCancelRequest, { quote: SeriesCancelQuote }>('/series/cancel/quote', { authCode: AUTH.SERIES_ORDER }),
  cancelApply: endpoint<SeriesCancelRequest & { reason: string; expectedForfeit: number }, { series: SeriesDetail; quote: SeriesCancelQuote }>('/series/cancel/apply', {
    authCode: AUTH.SERIES_ORDER,
  }),
};
