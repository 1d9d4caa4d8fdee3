import { AUTH } from '@/config/auth-codes';
import type { PassengerType } from '@/domain/passenger';
import type { TripDirection, TripType } from '@/domain/trip';
import { endpointsOf, type Count, type Fen, type ClockText, type DateText, type DateTimeText, type NonBlankText } from '../envelope';
import type { FareLine, FareRule, OrderContact, OrderDetail, PassengerInput } from './order';

const endpoint = endpointsOf('booking');

/*
 * Booking (spec §7 "Booking": query airports, flight and fare, create order) for the normal area's
 * individual orders, and the temporary series group (spec §7 "Temporary series": flight query, fare,
 * create order). Both create the orders of `orderApi` / `personalOrderApi`. Money in fen.
 */

export interface Airport {
  /** IATA code, e.g. PVG. */
  code: string;
  /** e.g. 上海浦东 */
  name: string;
  /** e.g. 上海 */
  city: string;
  /** For type-ahead: 'shanghai'. */
  cityPinyin: string;
}

/** One flight on one date, as both kinds of booking show it. */
export interface FlightInfo {
  flightNo: string;
  /** YYYY-MM-DD */
  flightDate: DateText;
  depAirport: string;
  arrAirport: string;
  depTime: ClockText;
  arrTime: ClockText;
  aircraftType: string;
  durationMinutes: Count;
}

export interface CabinOffer {
  cabin: string;
  /** 经济舱, 公务舱, … */
  cabinName: string;
  /** Seats for sale in this class (a display cap of 9 is the portal's business). */
  seatsLeft: Count;
  /** Fen per person by passenger type, fare without taxes. */
  fares: Record<PassengerType, Fen>;
  /** Fen per person by type: airport fee + fuel. */
  taxes: Record<PassengerType, Fen>;
  /** Short rule: refund and change fees. */
  ruleSummary: string;
}

export interface FlightOffer extends FlightInfo {
  cabins: CabinOffer[];
}

export interface FlightSearch {
  /** @pattern \S */
  depAirport: string;
  /** @pattern \S */
  arrAirport: string;
  flightDate: DateText;
  tripType: TripType;
  /** Required for RT. */
  returnDate?: DateText;
}

export interface PassengerCounts {
  adultCount: Count;
  childCount: Count;
  infantCount: Count;
}

/** A chosen flight (and, for individual bookings, its cabin). */
export interface FlightSelection {
  direction: TripDirection;
  /** @pattern \S */
  flightNo: string;
  flightDate: DateText;
  cabin?: string;
}

export interface IndividualPriceQuote {
  fares: FareLine[];
  totalAmount: Fen;
  rules: FareRule[];
}

export const bookingApi = {
  /**
   * Every airport the airline flies (both areas).
   * @summary 取航司通航的全部机场
   */
  airports: endpoint<Record<string, never>, { airportList: Airport[] }>('/booking/airports'),
  /** @summary 个人预订：按航线和日期查询航班与舱位余座 */
  flightQuery: endpoint<FlightSearch & PassengerCounts, { outbound: FlightOffer[]; inbound?: FlightOffer[] }>('/booking/flight/query', {
    authCode: AUTH.NORMAL_BOOK,
  }),
  /** @summary 个人预订：为所选航班和人数询价 */
  price: endpoint<{ selections: FlightSelection[] } & PassengerCounts, { quote: IndividualPriceQuote }>('/booking/fare', {
    authCode: AUTH.NORMAL_BOOK,
  }),
  /**
   * An individual order of 1–9 seat-holding passengers; each infant needs an adult.
   * @summary 个人预订：创建个人订单（1–9位占座旅客）
   */
  create: endpoint<
    { selections: FlightSelection[]; passengers: PassengerInput[]; contact: OrderContact; expectedTotal: Fen },
    { order: OrderDetail }
  >('/booking/order/create', { authCode: AUTH.NORMAL_BOOK }),
};

/** A flight offered to groups: the group class's seats and the fare per adult for the count asked. */
export interface GroupFlightOffer extends FlightInfo {
  groupSeatsLeft: Count;
  /** Fen per adult for the count and date asked (before taxes). */
  adultFare: Fen;
}

/** How a group order booked now would be paid (domain.md: deposit 10 % within 24 h, balance 7 days before departure). */
export interface GroupPaymentTerms {
  /** Fen; 0 when booked late (full payment, no deposit stage). */
  depositAmount: Fen;
  /** Deadlines if booked now (gateway ISO). Late bookings have only `fullPaymentDeadline`. */
  depositDeadline?: DateTimeText;
  balanceDeadline?: DateTimeText;
  fullPaymentDeadline?: DateTimeText;
  nameDeadline: DateTimeText;
}

/** The group fare for a count and dates, and how it would be paid. */
export interface GroupQuote extends GroupPaymentTerms {
  fares: FareLine[];
  totalAmount: Fen;
  /** Days between today and the first departure. */
  advanceDays: Count;
  /** How the fare was reached, e.g. ['20-49人团体优惠 5%', '提前30天以上 10%']. */
  adjustments: string[];
  rules: FareRule[];
}

export const tempGroupApi = {
  /** @summary 临时团队：按航线、日期和团队人数查询可订航班 */
  flightQuery: endpoint<FlightSearch & { groupCount: Count }, { outbound: GroupFlightOffer[]; inbound?: GroupFlightOffer[] }>(
    '/temp/flight/query',
    { authCode: AUTH.TEMP_GROUP },
  ),
  /** @summary 临时团队：为所选航班和人数询团队价 */
  price: endpoint<
    {
      /** @minItems 1 */
      selections: FlightSelection[];
    } & PassengerCounts,
    { quote: GroupQuote }
  >('/temp/fare', {
    authCode: AUTH.TEMP_GROUP,
  }),
  /**
   * Holds the seats and creates a BOOKED team order; names now (`passengers`) or later.
   * @summary 临时团队：占座并创建团队订单（BOOKED）
   * @rule passengers 中成人、儿童、婴儿的人数分别不得多于 adultCount、childCount、infantCount；否则 PARAM_INVALID。
   */
  create: endpoint<
    {
      selections: FlightSelection[];
      /**
       * 团队名称。
       * @maxLength 30
       */
      groupName: NonBlankText;
      contact: OrderContact;
      passengers?: PassengerInput[];
      /**
       * 备注。
       * @maxLength 200
       */
      remark?: string;
      /** The quote's total the agent saw; a different price is refused so nobody books a price unseen. */
      expectedTotal: Fen;
    } & PassengerCounts,
    { order: OrderDetail }
  >('/temp/order/create', { authCode: AUTH.TEMP_GROUP }),
};
