import { AUTH } from '@/config/auth-codes';
import type { MilestoneKind, OrderState } from '@/domain/order';
import type {
  AdvanceState,
  SeriesCancelOutcome,
  SeriesCancelScope,
  SeriesCheck,
  SeriesStatus,
  SeriesType,
  SeriesUnavailable,
} from '@/domain/series';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type ClockText,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';
import type { FlightInfo, GroupPaymentTerms, PassengerCounts } from './booking';
import type { FareLine, FareRule, OrderContact, OrderLogEntry, OrderSummary } from './order';

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
  /** @pattern \S */
  depAirport: string;
  /** @pattern \S */
  arrAirport: string;
  /**
   * REGULAR: weekday labels 1–7 (Monday–Sunday) and the range they repeat over.
   * @minimum 1
   * @maximum 7
   */
  weekdays?: Count[];
  startDate?: DateText;
  endDate?: DateText;
  /** UNREGULAR: the chosen dates. */
  dates?: string[];
}

/** One date of a series as the flight query finds it: the flight, today's group fare, the group seats left — or why it cannot be booked. */
export interface SeriesDeparture {
  flightDate: DateText;
  /** 1–7, Monday–Sunday. */
  weekday: Count;
  /** The route's flight that day (the earliest with seats for the group); absent when none flies. */
  flight?: FlightInfo;
  /** Group seats left on that flight (0 without a flight). */
  groupSeatsLeft: Count;
  /** Fen per adult before taxes, and the departure's whole price for the group (fares and taxes); 0 when not bookable. */
  adultFare: Fen;
  totalAmount: Fen;
  /** Per passenger type of the group: the fare and the taxes per person and the count (what the total adds up); empty when not bookable. */
  fares: FareLine[];
  bookable: boolean;
  unavailable?: SeriesUnavailable;
}

export interface SeriesFlightAnswer {
  departures: SeriesDeparture[];
  /** The bookable departures' count and their price together. */
  bookableCount: Count;
  totalAmount: Fen;
}

/** A departure chosen, with the price the agent saw for it. */
export interface SeriesChoice {
  flightDate: DateText;
  flightNo: string;
  /** The departure's total the agent saw (verify marks a change). */
  seenTotal: Fen;
}

/** A chosen departure checked again: its seats and fare now, and how it is paid if booked now. */
export interface SeriesVerifiedDeparture extends SeriesDeparture, Partial<GroupPaymentTerms> {
  check: SeriesCheck;
  seenTotal: Fen;
}

export interface SeriesVerifyAnswer {
  departures: SeriesVerifiedDeparture[];
  /** The departures still bookable (OK or at a changed price), and their total: what create books and re-checks. */
  bookableCount: Count;
  totalAmount: Fen;
  /** True when every chosen departure holds at the price seen. */
  allHold: boolean;
  rules: FareRule[];
}

export interface SeriesCreateRequest extends SeriesSearch {
  /** The departures to book (each a date and its flight), as verified. */
  departures: { flightDate: DateText; flightNo: string }[];
  groupName: string;
  contact: OrderContact;
  remark?: string;
  /** The verified total; a different price is refused (PRICE_CHANGED). */
  expectedTotal: Fen;
}

/** What the series page may offer on one departure (the user's functions decide apart). */
export type SeriesDepartureAction = 'ADD_PEOPLE' | 'CANCEL' | 'EDIT_PASSENGERS' | 'PAY';

/** A departure of a booked series: its order as the series page lists it. */
export interface SeriesOrderRow extends Pick<
  OrderSummary,
  | 'orderNo'
  | 'flightNo'
  | 'flightDate'
  | 'status'
  | 'groupCount'
  | 'infantCount'
  | 'namedCount'
  | 'totalAmount'
  | 'paidAmount'
  | 'depositStatus'
  | 'processStatus'
  | 'nameDeadline'
> {
  depTime: ClockText;
  /** Deadlines of its milestones (absent when it has none of the kind). */
  depositDeadline?: DateTimeText;
  balanceDeadline?: DateTimeText;
  fullDeadline?: DateTimeText;
  allowedActions: SeriesDepartureAction[];
}

export interface SeriesSummary {
  seriesNo: string;
  seriesType: SeriesType;
  groupName: string;
  depAirport: string;
  arrAirport: string;
  /** REGULAR: the pattern. */
  weekdays?: Count[];
  startDate?: DateText;
  endDate?: DateText;
  /** First and last departure date. */
  firstDate: DateText;
  lastDate: DateText;
  departureCount: Count;
  /** Departures not cancelled. */
  activeCount: Count;
  /** Seat holders per departure as booked, and infants. */
  groupCount: Count;
  infantCount: Count;
  totalAmount: Fen;
  paidAmount: Fen;
  /** What is owed now across the departures (milestones due). */
  dueAmount: Fen;
  /** The soonest deadline of what is due. */
  nextDeadline?: DateTimeText;
  status: SeriesStatus;
  bookedBy: string;
  createTime: DateTimeText;
}

export interface SeriesDetail extends SeriesSummary {
  contact: OrderContact;
  orders: SeriesOrderRow[];
  /** 每团人数 as the departures stand now (people added to one grow it): the smallest and largest group of the live ones (all, when every one is cancelled). */
  groupSizeNow: { min: Count; max: Count };
  /** What was done to the series (booked, cancelled, people added), as an order's log. */
  log: OrderLogEntry[];
  /** The next time a departure changes by the clock alone (a deadline, a departure): read again then. */
  changesAt?: DateTimeText;
}

/** One milestone of one departure, as the advance details (预付明细) list it. */
export interface SeriesAdvanceItem {
  orderNo: string;
  flightDate: DateText;
  flightNo: string;
  kind: MilestoneKind;
  amount: Fen;
  paidAmount: Fen;
  deadline: DateTimeText;
  paidAt?: DateTimeText;
  state: AdvanceState;
  /** PAY: a payment (or a batch payment) of this milestone is taken now — the pay rule's own check. */
  allowedActions: SeriesAdvanceAction[];
  /** PAY declined although the item is due (a payment under way, its deadline just passed): the reason. */
  actionNotes?: Partial<Record<SeriesAdvanceAction, string>>;
}

/** What a milestone of the series' plan may offer (the user's functions decide apart). */
export type SeriesAdvanceAction = 'PAY';

export interface SeriesAdvance {
  seriesNo: string;
  /** Sorted by deadline. */
  items: SeriesAdvanceItem[];
  paidTotal: Fen;
  dueTotal: Fen;
  overdueTotal: Fen;
  /** Not due yet (a balance before its deposit is paid). */
  laterTotal: Fen;
}

/** A departure as a cancel apply would leave it. */
export interface SeriesCancelLine {
  orderNo: string;
  flightDate: DateText;
  flightNo: string;
  status: OrderState;
  outcome: SeriesCancelOutcome;
  seatsReleased: Count;
  forfeit: Fen;
  refund: Fen;
}

export interface SeriesCancelQuote {
  seriesNo: string;
  scope: SeriesCancelScope;
  lines: SeriesCancelLine[];
  cancelCount: Count;
  refundNeededCount: Count;
  forfeit: Fen;
  refund: Fen;
}

export interface SeriesCancelRequest {
  /** @pattern \S */
  seriesNo: string;
  /**
   * The departure the agent chose (with REST: the first of those cancelled).
   * @pattern \S
   */
  orderNo: string;
  scope: SeriesCancelScope;
}

/** The price of more people on one departure now (today's group fare for its new size), and what the order owes after. */
export interface SeriesAddQuote {
  orderNo: string;
  flightDate: DateText;
  flightNo: string;
  /** The added people's fare lines. */
  fares: FareLine[];
  addedAmount: Fen;
  groupCountAfter: Count;
  totalAfter: Fen;
  /** What is still to pay after, by milestone: the deposit grows while unpaid; a paid deposit stands and the balance takes the rest. */
  milestonesAfter: { kind: MilestoneKind; amount: Fen; paidAmount: Fen; deadline: DateTimeText }[];
  /** The departure's group seats left now, before the people are added. */
  groupSeatsLeft: Count;
  /** The group seats that would be left once they are added (what the add-people dialog shows). */
  groupSeatsLeftAfter: Count;
  adjustments: string[];
}

export interface SeriesAddRequest extends PassengerCounts {
  /** @pattern \S */
  seriesNo: string;
  /** @pattern \S */
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
  /** @summary 系列团：查询各日期的航班 */
  flightQuery: endpoint<SeriesSearch, SeriesFlightAnswer>('/series/flight/query'),
  /** @summary 系列团：校验并报价各出发日期 */
  verify: endpoint<SeriesSearch & { departures: SeriesChoice[] }, SeriesVerifyAnswer>('/series/verify'),
  /**
   * Holds every departure's seats in one go, or none: a BOOKED team order per departure.
   * @summary 系列团：为每个出发日期占座并创建团队订单（全部或全不）
   */
  create: endpoint<SeriesCreateRequest, { series: SeriesDetail }>('/series/create'),
  /** @summary 查询系列团（分页） */
  list: endpoint<SeriesListRequest, PageResponse<'seriesList', SeriesSummary>>('/series/list', { authCode: AUTH.SERIES_ORDER }),
  /** @summary 查看一个系列团及其各出发日期的订单 */
  detail: endpoint<{ seriesNo: NonBlankText }, { series: SeriesDetail }>('/series/detail', { authCode: AUTH.SERIES_ORDER }),
  /** @summary 查看系列团待付的各笔款项 */
  advance: endpoint<{ seriesNo: NonBlankText }, { advance: SeriesAdvance }>('/series/advance/detail', { authCode: AUTH.SERIES_ORDER }),
  /**
   * The price of adding people to one departure (加人报价).
   * @summary 系列团加人询价
   */
  fare: endpoint<SeriesAddRequest, { quote: SeriesAddQuote }>('/series/fare', { authCode: AUTH.SERIES_ORDER }),
  /** @summary 系列团某出发日期加人 */
  addPeople: endpoint<SeriesAddRequest & { expectedTotal: Fen }, { series: SeriesDetail }>('/series/order/addPeople', {
    authCode: AUTH.SERIES_ORDER,
  }),
  /** @summary 系列团取消试算 */
  cancelQuote: endpoint<SeriesCancelRequest, { quote: SeriesCancelQuote }>('/series/cancel/quote', { authCode: AUTH.SERIES_ORDER }),
  /** @summary 取消系列团的某日期或某日期及之后 */
  cancelApply: endpoint<
    SeriesCancelRequest & {
      /**
       * 取消原因。
       * @maxLength 200
       */
      reason: NonBlankText;
      expectedForfeit: Fen;
    },
    { series: SeriesDetail; quote: SeriesCancelQuote }
  >('/series/cancel/apply', {
    authCode: AUTH.SERIES_ORDER,
  }),
};
