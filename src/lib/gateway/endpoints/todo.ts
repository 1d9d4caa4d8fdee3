import type { DueAction, DueEntity, DueKind } from '@/domain/due';
import type { PayableKind } from '@/domain/payment';
import { endpointsOf, type Count, type DateTimeText, type Fen, type PageRequest, type PageResponse } from '../envelope';

const endpoint = endpointsOf('todo');

/*
 * What falls due (待办): one call answering, for the signed-in user, everything with a deadline
 * across the channels — payments, name lists, tickets, bids, supplementary payments, refund decisions,
 * schedule changes, reviews — soonest first. The gateway decides what is due and what may be done about
 * it now; a staff member sees only what its role may act on.
 */

/** One thing that falls due. */
export interface DueItem {
  /** Stable for as long as the item stands ('DEPOSIT:TO100143'): the calendar's UID, the notifications' key. */
  itemId: string;
  kind: DueKind;
  /** What to do, e.g. '支付定金'. */
  what: string;
  /** What the agent recognises the entity by: the order's group and flight, the bid's activity. */
  title: string;
  /** The entity and its number: the screen links to it. */
  entity: DueEntity;
  entityNo: string;
  /** The order it belongs to, when it belongs to one. */
  orderNo?: string;
  /** Fen due, when there is an amount. */
  amount?: Fen;
  /** When it falls due (news: until when it matters). */
  deadline: DateTimeText;
  /** News (a refund decided, a schedule change): when it arrived. */
  arrivedAt?: DateTimeText;
  /** What happens if the deadline is missed, in the words of the business rules. */
  ifMissed: string;
  /** What the gateway allows the caller to do about it now; absent when nothing (or not by this user). */
  action?: DueAction;
  /** PAY, PAY_DEPOSIT, PAY_BALANCE: the payable (the payment screen's address). */
  payable?: { kind: PayableKind; payableNo: string };
  /** A payment of it is under way: the item waits on the bank, not on the agent. */
  pendingPaymentNo?: string;
}

export interface DueListRequest extends PageRequest {
  kind?: DueKind;
  /**
   * Only what falls due within this many hours of now (overdue included).
   * @maximum 8784
   */
  withinHours?: Count;
  /** Only what belongs to this order (an order's calendar). */
  orderNo?: string;
}

export type DueListResponse = PageResponse<'dueList', DueItem> & {
  /** Over every item matching the filters (not only this page): due within 24 hours, and within 2 hours or overdue. */
  soonCount: Count;
  urgentCount: Count;
  /**
   * Rows that are not the agent's deadlines (a top-up the airline is reviewing, a refund it decided), listed
   * apart after every deadline: with withinHours 24 the rows are soonCount + waitingCount.
   */
  waitingCount: Count;
  /** The next instant at which the gateway's answer changes by the clock alone (a deadline passing). */
  nextChangeAt?: DateTimeText;
};

export const todoApi = {
  /** @summary 查询待办：所有有截止时间的事项（待付款、名单截止等），最急的在前 */
  dueList: endpoint<DueListRequest, DueListResponse>('/todo/due/query'),
};
