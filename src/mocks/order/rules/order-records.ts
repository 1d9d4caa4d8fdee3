/**
 * The order records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { OrderChannel, OrderState } from '@/domain/order';
import type {
  FareLine,
  FareRule,
  OrderContact,
  OrderLinks,
  OrderPassenger,
  OrderRemark,
  OrderSegment,
  PaymentMilestone,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import type { SeatKind } from '../../catalogue/rules/catalogue-records';
import type { LogEntry } from '../../kernel/rules/log';
import type { OrderLogAction } from '@/domain/log-action';

/** A name-list row as kept: its revision is kept beside it (rules/revisions.ts), not in it. */
export type PassengerRecord = Omit<OrderPassenger, 'revision' | 'revisedBy' | 'revisedAt' | 'allowedActions'>;

export interface OrderRecord {
  orderNo: string;
  kind: OrderKind;
  channel: OrderChannel;
  status: OrderState;
  /** The agency's main account (its staff book for it), or the person. */
  ownerAccountId: string;
  bookedByAccountId: string;
  bookedBy: string;
  groupName: string;
  segments: OrderSegment[];
  /** Per person by type, with the counts booked (seat holders ADT + CHD, infants INF). */
  fares: FareLine[];
  /** Where the seats are held: the group quota or an individual cabin. */
  seatKind: SeatKind;
  groupCount: number;
  infantCount: number;
  /** Seats when the deposit was paid (0 before): the base of the free-release allowance. */
  confirmedCount: number;
  totalAmount: number;
  milestones: PaymentMilestone[];
  passengers: PassengerRecord[];
  contact: OrderContact;
  remarks: OrderRemark[];
  releasedSeats: number;
  /** Seats released since the deposit was paid: what the free allowance counts. */
  releasedSinceConfirm: number;
  forfeitedAmount: number;
  refundedAmount: number;
  nameDeadline: string;
  ticketTimeLimit: string;
  pnr: string;
  pnrCreateTime: string;
  tickets: TicketRecord[];
  /** Counter behind this order's passengerIds. */
  passengerSeq: number;
  createTime: string;
  cancelTime?: string;
  cancelReason?: string;
  /** What the order came from (a series, a promotional offer, a bid activity, an exchanged ticket). */
  links?: OrderLinks;
  /** The rules of the channel the order was sold under (an offer's terms, a charter's), when not its kind's. */
  bookedRules?: FareRule[];
  /** A change order (散客改期): the tickets its new tickets replace, what they are worth and the change fee. */
  exchange?: OrderExchange;
  /** An UNPAID delay (ancillary order DELAY) holding seats on a later flight: no other delay, release or refund until it is paid or dropped. */
  pendingDelay?: string;
  /**
   * An airline schedule change waiting for the agent's decision on one of its segments
   * (rules/schedule-change.ts keeps it): what would commit money or tickets to the flight as booked
   * waits for the decision; `cancelled`: the flight is cancelled, so nothing is paid for it either.
   */
  heldByChange?: { noticeId: string; cancelled: boolean };
  log: LogEntry<OrderLogAction>[];
}

/**
 * A change order's exchange (docs/decisions.md "Scattered tickets"): the new fares are the order's fare
 * lines; the old tickets' value is credited (`credit`) and the change fee charged on top, so the total is
 * the fare difference plus the fee. Once the change order's tickets are issued, the old ones are EXCHANGED.
 */
export interface OrderExchange {
  fromOrderNo: string;
  ticketNos: string[];
  credit: number;
  changeFee: number;
}

/**
 * What differs by the kind of an order, in one table (docs/decisions.md "Orders"): its number, how it is
 * paid, which actions it can ever offer, whether it takes a name list and releases seats, who issues its
 * tickets, how a payment of it is worded, whether it earns the agency's rewards and which rules it was
 * sold under. The rules read the table; none asks `order.kind === …`. A new kind is one entry here.
 *
 * - TEAM: groups of every channel (temporary, series, charter, promotional, bid), agents only.
 * - INDIVIDUAL: a person's own booking in the normal area.
 * - SCATTERED: an agency's B2B tickets for 1–9 passengers (domain.md "Groups and orders").
 */
export type OrderKind = 'TEAM' | 'INDIVIDUAL' | 'SCATTERED';

/** The order core's part of the state. */
export interface OrderSlice {
  /** Team and individual orders, one model (rules/order.ts). */
  orders: OrderRecord[];
  /** Last number given per order-number prefix (TO team, NO individual, SR series). */
  orderSequences: Record<string, number>;
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends OrderSlice {}
}
