import { AUTH } from '@/config/auth-codes';
import type { AncillaryKind, AncillaryStatus } from '@/domain/order';
import { endpoint } from '../envelope';
import type { NameChangeItem } from './order';

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
  unitPrice: number;
  maxPerPassenger: number;
}

/** One line of an ancillary order: a product for a passenger (or the group when no passenger). */
export interface AncillaryLine {
  passengerId?: string;
  passengerName?: string;
  productCode?: string;
  product: string;
  quantity: number;
  unitPrice: number;
  amount: number;
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
  amount: number;
  status: AncillaryStatus;
  createTime: string;
  createdBy: string;
  /** UNPAID: pay by then, or it closes. */
  deadline: string;
  paidTime?: string;
  paymentNo?: string;
  cancelTime?: string;
  /** POINT: the red-packet points bought. */
  points?: number;
  /** RENAME: each passenger's details before and after (the fee is per passenger changed). */
  changes?: NameChangeItem[];
  allowedActions: AncillaryAction[];
}

export interface AncillaryLineInput {
  passengerId: string;
  productCode: string;
  quantity: number;
}

export const ancillaryApi = {
  /** The products the order's ticketed passengers may be given now (empty when the order allows none). */
  products: endpoint<{ orderNo: string }, { products: AncillaryProduct[] }>('/ancillary/products', { authCode: AUTH.TEAM_ORDER }),
  /** The order's ancillary orders, newest first. */
  list: endpoint<{ orderNo: string }, { ancillaryList: AncillaryOrder[] }>('/ancillary/list', { authCode: AUTH.TEAM_ORDER }),
  /** An UNPAID ancillary order of one kind; `expectedAmount` must be what the agent saw (else PAY_AMOUNT_CHANGED). */
  create: endpoint<{ orderNo: string; kind: AncillaryKind; lines: AncillaryLineInput[]; expectedAmount: number }, { ancillaryOrder: AncillaryOrder }>(
    '/ancillary/create',
    { authCode: AUTH.TEAM_ORDER_EDIT },
  ),
  /** Cancels an UNPAID ancillary order. */
  cancel: endpoint<{ ancilOrderNo: string }, { ancillaryOrder: AncillaryOrder }>('/ancillary/cancel', { authCode: AUTH.TEAM_ORDER_EDIT }),
};
