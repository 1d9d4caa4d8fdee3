import { AUTH } from '@/config/auth-codes';
import type { OrderState, OrderStatus } from '@/domain/order';
import type { PassengerType } from '@/domain/passenger';
import type { TripType } from '@/domain/trip';
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
import type { Airport, CabinOffer, FlightInfo, FlightSearch, FlightSelection, PassengerCounts } from './booking';
import type { FareLine, FareRule, OrderContact, OrderDetail, OrderLogEntry, OrderSummary, PassengerInput, TicketRecord } from './order';

const endpoint = endpointsOf('scattered');

/*
 * Scattered B2B tickets (spec §7 "Scattered B2B tickets": airports, shopping, import PNR, verify, confirm,
 * create order, cancel order, refund detail/fee/apply/supplementary file, seat cancel before refund,
 * error refund, change flow, lists, detail). An agency's orders of 1–9 passengers priced per booking
 * class, each fare with its own rules (refund and change fees, baggage). Money in fen.
 */

/** A fare of one class on one flight, as shopping shows it: the class offer and its rule. */
export interface ScatteredCabinOffer extends CabinOffer {
  /** Voluntary refund fee as a share of the fare before / after departure. */
  refundFeeRate: number;
  refundFeeRateAfter: number;
  /** Change (改期) fee as a share of the fare (0: free). */
  changeFeeRate: number;
  /** Free checked baggage per adult or child, kg. */
  baggageKg: Count;
  endorsable: boolean;
  /** The last seats of the class are sold at a higher fare (the last bucket). */
  lastSeats: boolean;
  rules: FareRule[];
}

export interface ScatteredFlightOffer extends FlightInfo {
  cabins: ScatteredCabinOffer[];
}

/** A chosen flight and class, with the adult fare the agent saw while shopping (verify says when it changed). */
export interface ScatteredSelection extends FlightSelection {
  cabin: string;
  seenFare?: Fen;
}

/** One leg of a verified price: the fare seen while shopping and the fare now. */
export interface VerifiedLeg {
  direction: FlightSelection['direction'];
  flightNo: string;
  flightDate: DateText;
  cabin: string;
  /** Adult fare now (fen). */
  fare: Fen;
  /** Adult fare the agent saw while shopping, when sent. */
  seenFare?: Fen;
  changed: boolean;
}

/** The price verified again (verify / confirm): fare lines, total, the rules of the class and each leg's change. */
export interface ScatteredQuote {
  fares: FareLine[];
  totalAmount: Fen;
  rules: FareRule[];
  legs: VerifiedLeg[];
  /** When the order must be paid if created now. */
  paymentDeadline: DateTimeText;
}

/** What a PNR holds, read by the simulator: the trip, the passengers and the segments with their classes. */
export interface ImportedPnr {
  pnr: string;
  tripType: TripType;
  depAirport: string;
  arrAirport: string;
  flightDate: DateText;
  returnDate?: DateText;
  selections: ScatteredSelection[];
  counts: PassengerCounts;
  passengers: PassengerInput[];
  contact?: OrderContact;
}

export interface ScatteredOrderQuery {
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  ticketNo?: string;
  depAirport?: string;
  arrAirport?: string;
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
  bookDateStart?: DateText;
  bookDateEnd?: DateText;
  status?: OrderStatus;
}

/** A row of the scattered order list: the order's summary and its passengers' names. */
export interface ScatteredOrderSummary extends OrderSummary {
  passengerNames: string[];
  /** A change order: the order whose tickets it replaces. */
  exchangedFrom?: string;
}

/** The scattered order's page: the order, its tickets (with what each allows now) and its log. */
export interface ScatteredOrderDetail extends OrderDetail {
  tickets: TicketRecord[];
  log: OrderLogEntry[];
  /** The order's PNR and when it was created. */
  pnr: string;
  /** Change orders made from this order (newest first). */
  changeOrders: { orderNo: string; status: OrderState; createTime: DateTimeText; totalAmount: Fen }[];
}

/** The change flow's choice: passengers of one segment of the order. */
export interface ChangeChoice {
  /** @pattern \S */
  orderNo: string;
  /** @minItems 1 */
  passengerIds: string[];
  segmentNo: Count;
}

/** One passenger's change: the old ticket, the new fare, the difference and the fee. */
export interface ChangeLine {
  passengerId: string;
  passengerName: string;
  passengerType: PassengerType;
  oldTicketNo: string;
  oldFare: Fen;
  newFare: Fen;
  /** What is paid for the fare (a lower new fare is not refunded). */
  fareDifference: Fen;
  changeFee: Fen;
  amount: Fen;
}

export interface ChangeQuote {
  orderNo: string;
  segmentNo: Count;
  flight: FlightInfo;
  cabin: string;
  cabinName: string;
  /** The change fee's share of the old fare: the old ticket's fare rule. */
  changeFeeRate: number;
  /** The rule that priced `changeFee`: the old ticket's class's change (改期) rule, not the new fare's. */
  feeRule: FareRule;
  lines: ChangeLine[];
  fareDifference: Fen;
  changeFee: Fen;
  totalAmount: Fen;
  /** The new ticket's fare rules (what holds after the change). */
  rules: FareRule[];
}

export const scatteredApi = {
  /** @summary 散客：取可订机场 */
  airports: endpoint<Record<string, never>, { airportList: Airport[] }>('/scattered/airports', { authCode: AUTH.SCATTERED }),
  /** @summary 散客：查询航班与各舱位运价 */
  shopping: endpoint<FlightSearch & PassengerCounts, { outbound: ScatteredFlightOffer[]; inbound?: ScatteredFlightOffer[] }>(
    '/scattered/shopping',
    { authCode: AUTH.SCATTERED },
  ),
  /**
   * Reads a PNR (a record locator, or its text as a GDS shows it): the booking continues from it.
   * @summary 散客：导入 PNR 继续预订
   */
  importPnr: endpoint<{ text: NonBlankText }, { pnr: ImportedPnr }>('/scattered/pnr/import', { authCode: AUTH.SCATTERED }),
  /**
   * The price of the chosen flights verified again (a fare changed since shopping says so).
   * @summary 散客：重新校验所选航班的价格
   */
  verify: endpoint<
    {
      /** @minItems 1 */
      selections: ScatteredSelection[];
    } & PassengerCounts,
    { quote: ScatteredQuote }
  >('/scattered/verify', {
    authCode: AUTH.SCATTERED,
  }),
  /**
   * The summary before create: the passengers checked against the quote.
   * @summary 散客：创建订单前确认旅客与价格
   */
  confirm: endpoint<
    {
      selections: ScatteredSelection[];
      /** @minItems 1 */
      passengers: PassengerInput[];
    },
    { quote: ScatteredQuote }
  >('/scattered/confirm', {
    authCode: AUTH.SCATTERED,
  }),
  /** @summary 散客：创建订单 */
  create: endpoint<
    {
      selections: ScatteredSelection[];
      /** @minItems 1 */
      passengers: PassengerInput[];
      contact: OrderContact;
      expectedTotal: Fen;
      pnr?: string;
      remark?: string;
    },
    { order: OrderDetail }
  >('/scattered/order/create', { authCode: AUTH.SCATTERED }),
  /** @summary 散客：取消订单 */
  cancel: endpoint<
    {
      orderNo: string;
      /**
       * 取消原因。
       * @maxLength 200
       */
      reason: NonBlankText;
    },
    { order: ScatteredOrderDetail }
  >('/scattered/order/cancel', { authCode: AUTH.SCATTERED_ORDER }),
  /** @summary 查询散客订单（分页） */
  list: endpoint<
    ScatteredOrderQuery & PageRequest,
    PageResponse<'orderList', ScatteredOrderSummary> & { statusCounts: Partial<Record<OrderStatus, Count>> }
  >('/scattered/order/list', { authCode: AUTH.SCATTERED_ORDER }),
  /** @summary 导出散客订单（供 Excel） */
  export: endpoint<ScatteredOrderQuery, { orderList: ScatteredOrderSummary[]; truncated: boolean }>('/scattered/order/export', {
    authCode: AUTH.SCATTERED_ORDER,
  }),
  /** @summary 查看一张散客订单 */
  detail: endpoint<{ orderNo: string }, { order: ScatteredOrderDetail }>('/scattered/order/detail', { authCode: AUTH.SCATTERED_ORDER }),

  /**
   * Change flow: the new flights of a segment's route on a date, priced as fares of the class offered.
   * @summary 散客改期：查询新日期的航班与价格
   * @rule segmentNo 须为该订单的航段序号（segments[].segmentNo），passengerIds 须为该订单的旅客；否则 PARAM_INVALID。
   */
  changeShopping: endpoint<ChangeChoice & { flightDate: DateText }, { flights: ScatteredFlightOffer[] }>('/scattered/change/shopping', {
    authCode: AUTH.SCATTERED_ORDER,
  }),
  /**
   * @summary 散客改期：确认改期的费用
   * @rule segmentNo 须为该订单的航段序号（segments[].segmentNo），passengerIds 须为该订单的旅客；否则 PARAM_INVALID。
   */
  changeConfirm: endpoint<ChangeChoice & { flightNo: string; flightDate: DateText; cabin: string }, { quote: ChangeQuote }>(
    '/scattered/change/confirm',
    {
      authCode: AUTH.SCATTERED_ORDER,
    },
  ),
  /**
   * The change order: it holds the new seats and owes the difference and the fee.
   * @summary 散客改期：创建改期单（占新座位，应付差价和手续费）
   * @rule segmentNo 须为该订单的航段序号（segments[].segmentNo），passengerIds 须为该订单的旅客；否则 PARAM_INVALID。
   */
  changeCreate: endpoint<
    ChangeChoice & { flightNo: string; flightDate: DateText; cabin: string; expectedTotal: Fen },
    { order: OrderDetail }
  >('/scattered/change/create', { authCode: AUTH.SCATTERED_ORDER }),
  // The refund requests (退票单) are the one refund entity's calls: scatteredRefundApi, endpoints/refund.ts.
};
