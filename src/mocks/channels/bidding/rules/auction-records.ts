/**
 * The auction records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { OrderContact } from '@/lib/gateway/endpoints';
import type { BidOrderState } from '@/domain/auction';
import type { LogEntry } from '../../../kernel/rules/log';
import type { BidLogAction } from '@/domain/log-action';

/** A bid another agency will place while the activity runs (the simulator's competition). */
export interface PlannedBid {
  at: string;
  agencyName: string;
  seats: number;
  unitPrice: number;
  placed: boolean;
}

export interface AuctionRecord {
  prodNo: string;
  title: string;
  flightNo: string;
  flightDate: string;
  seats: number;
  minSeats: number;
  floorPrice: number;
  step: number;
  depositPerSeat: number;
  capPerAgency: number;
  startTime: string;
  endTime: string;
  /** Seats awarded to winners (the pool the winners' team orders hold). */
  held: number;
  plannedBids: PlannedBid[];
  settledTime?: string;
  terms: string[];
}

export interface BidOrderRecord {
  ancilOrderNo: string;
  prodNo: string;
  /** The agency's main account; '' for another agency the simulator plays. */
  ownerAccountId: string;
  agencyName: string;
  createdByAccountId: string;
  createdBy: string;
  groupName: string;
  contact: OrderContact;
  seats: number;
  unitPrice: number;
  depositAmount: number;
  status: BidOrderState;
  createTime: string;
  depositDeadline: string;
  depositPaidTime?: string;
  paymentNo?: string;
  prices: { at: string; unitPrice: number; by: string }[];
  rank?: number;
  awardedSeats?: number;
  orderNo?: string;
  /** Deposit going back: how much, when it is due back, and the refund of the payment (own bids). */
  refund?: { amount: number; dueAt: string; refundNo?: string };
  forfeitAmount?: number;
  cancelTime?: string;
  cancelReason?: string;
  /** A winner gave up (or its team order was cancelled): REFUNDING from then, REFUNDED `giveUpProcessMs` later. */
  giveUpTime?: string;
  log: LogEntry<BidLogAction>[];
}

/** The bidding channel's part of the state. */
export interface BiddingSlice {
  /** Bid activities (团队竞价) and the bid orders of every agency, the simulator's other agencies' too (rules/auction.ts). */
  auctions: AuctionRecord[];
  bidOrders: BidOrderRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends BiddingSlice {}
}
