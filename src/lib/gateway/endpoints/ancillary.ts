import { AUTH } from '@/config/auth-codes';
import type { AncillaryKind, AncillaryStatus } from '@/domain/order';
import type { PassengerType } from '@/domain/passenger';
import { endpointsOf, type Count, type Fen, type ClockText, type DateText, type DateTimeText, type NonBlankText } from '../envelope';
import type { NameChangeItem } from './order';
import type { FlightInfo } from './booking';

const endpoint = endpointsOf('ancillary');

/*
 * Ancillary orders (附加服务单): one entity with its own number (`ancilOrderNo`) for everything sold
 * beside an order's fares — meals and extra baggage for a group's passengers, red-packet points, and
 * the operations on orders and bids paid on their own. Each has a fee, a state and a deadline, and is
 * paid through the payment screens (payableKind ANCILLARY, payableNo = ancilOrderNo). Money is fen.
 */

/** What may be bought for an order's passengers now (the gateway's catalogue and prices). */
export interface AncillaryProduct {
  code: string;
  kind: AncillaryKind;
  name: string;
  /** 份, 件 */
  unit: string;
  unitPrice: Fen;
  maxPerPassenger: Count;
}

/** One line of an ancillary order: a product for a passenger (or the group when no passenger). */
export interface AncillaryLine {
  passengerId?: string;
  passengerName?: string;
  productCode?: string;
  product: string;
  quantity: Count;
  unitPrice: Fen;
  amount: Fen;
}

/** A passenger who may be given an ancillary now: named, with an open ticket (not refunded, changed or held by a refund application). */
export interface AncillaryPassenger {
  passengerId: string;
  name: string;
  passengerType: PassengerType;
  ticketNo: string;
}

export type AncillaryAction = 'CONFIRM' | 'PAY' | 'CANCEL';

export interface AncillaryOrder {
  ancilOrderNo: string;
  kind: AncillaryKind;
  orderNo: string;
  title: string;
  /** What the payment covers, in words: '额外托运行李 23KG × 2件'. */
  covers: string;
  lines: AncillaryLine[];
  amount: Fen;
  status: AncillaryStatus;
  createTime: DateTimeText;
  createdBy: string;
  /** UNPAID: pay by then, or it closes. */
  deadline: DateTimeText;
  paidTime?: DateTimeText;
  paymentNo?: string;
  cancelTime?: DateTimeText;
  /** POINT: the red-packet points bought. */
  points?: Count;
  /** RENAME / REPLACE: each passenger's details before and after (the fee is per passenger changed). */
  changes?: NameChangeItem[];
  /** DELAY: the flight the group leaves and the one it moves to (seats held there until paid or dropped). */
  delay?: DelayMove;
  allowedActions: AncillaryAction[];
}

export interface DelayDeparture {
  flightNo: string;
  /** YYYY-MM-DD */
  flightDate: DateText;
  /** HH:mm */
  depTime: ClockText;
  arrTime: ClockText;
}

/** A delay: the whole group (`seats`) from one departure to a later one of the same route. */
export interface DelayMove {
  from: DelayDeparture;
  to: DelayDeparture;
  seats: Count;
}

/** A later flight the group may move to, priced now: the fare difference by type and the fee per seat. */
export interface DelayOption extends FlightInfo {
  seatsLeft: Count;
  /** Enough seats for the whole group. */
  available: boolean;
  /** Today's group fare per adult on that flight. */
  adultFare: Fen;
  lines: AncillaryLine[];
  totalAmount: Fen;
}

export interface AncillaryLineInput {
  passengerId: string;
  productCode: string;
  quantity: Count;
}

export const ancillaryApi = {
  /**
   * The products the order's passengers may be given now and who may be given them: those with an open ticket (both empty when the order allows none).
   * @summary 查询订单旅客可购买的附加服务
   */
  products: endpoint<{ orderNo: NonBlankText }, { products: AncillaryProduct[]; passengers: AncillaryPassenger[] }>('/ancillary/products', {
    authCode: AUTH.TEAM_ORDER,
  }),
  /**
   * The order's ancillary orders, newest first.
   * @summary 查询订单的附加服务单
   */
  list: endpoint<{ orderNo: NonBlankText }, { ancillaryList: AncillaryOrder[] }>('/ancillary/list', { authCode: AUTH.TEAM_ORDER }),
  /**
   * An UNPAID ancillary order of one kind; `expectedAmount` must be what the agent saw (else PAY_AMOUNT_CHANGED).
   * @summary 创建附加服务单（待支付）
   */
  create: endpoint<
    { orderNo: NonBlankText; kind: AncillaryKind; lines: AncillaryLineInput[]; expectedAmount: Fen },
    { ancillaryOrder: AncillaryOrder }
  >('/ancillary/create', { authCode: AUTH.TEAM_ORDER_EDIT }),
  /**
   * The later flights of the same route the group may move to (empty of none; refused when the order allows no delay).
   * @summary 查询团队可延期到的航班
   */
  delayOptions: endpoint<{ orderNo: NonBlankText }, { options: DelayOption[] }>('/ancillary/delay/options', { authCode: AUTH.TEAM_ORDER }),
  /**
   * A delay onto one of them: an UNPAID ancillary order DELAY holding the new seats; `expectedAmount` as seen (else PAY_AMOUNT_CHANGED).
   * @summary 申请团队延期（生成待支付的延期附加服务单）
   */
  delay: endpoint<
    { orderNo: NonBlankText; flightNo: string; flightDate: DateText; expectedAmount: Fen },
    { ancillaryOrder: AncillaryOrder }
  >('/ancillary/delay/create', { authCode: AUTH.TEAM_ORDER_EDIT }),
  /**
   * Cancels an UNPAID ancillary order.
   * @summary 取消待支付的附加服务单
   */
  cancel: endpoint<{ ancilOrderNo: NonBlankText }, { ancillaryOrder: AncillaryOrder }>('/ancillary/cancel', {
    authCode: AUTH.TEAM_ORDER_EDIT,
  }),
};
