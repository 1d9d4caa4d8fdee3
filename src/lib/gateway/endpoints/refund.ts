import type { PassengerType } from '@/domain/passenger';
import type { RefundState } from '@/domain/refund';

/*
 * Team refunds (spec §7 "Refunds": refund, refund detail, ticket refund detail, refund review list and
 * details, refund advance, file delete). The wire types the simulator answers; the calls land with the
 * refund screens (/agent/orderCenter/refund, /refund/{reviewId}).
 */

/** Voluntary (the fare rule's fee) or involuntary / error refund (free, with a supporting file). */
export type TeamRefundKind = 'VOLUNTARY' | 'INVOLUNTARY';

/** One ticket (passenger × segment) of a refund: its fare, taxes, the fee kept and the amount back, in fen. */
export interface RefundTicketLine {
  ticketNo: string;
  passengerId: string;
  passengerName: string;
  passengerType: PassengerType;
  segmentNo: number;
  flightNo: string;
  flightDate: string;
  fare: number;
  tax: number;
  fee: number;
  refund: number;
}

/** What a refund of the chosen tickets would be now ("refund advance"), before the agent applies. */
export interface RefundQuote {
  orderNo: string;
  kind: TeamRefundKind;
  tickets: RefundTicketLine[];
  /** The fee's share of the fare (0 for an involuntary refund). */
  feeRate: number;
  fee: number;
  amount: number;
  /** Whole days before the first refunded segment's departure (the fee tier). */
  daysBefore: number;
}

export interface RefundFile {
  fileId: string;
  name: string;
  size: number;
}

export interface RefundTimelineEntry {
  at: string;
  action: 'APPLY' | 'APPROVE' | 'REJECT' | 'WITHDRAW';
  detail: string;
  by: string;
}

export interface TeamRefund extends Omit<RefundQuote, 'daysBefore'> {
  reviewId: string;
  groupName: string;
  reason: string;
  files: RefundFile[];
  state: RefundState;
  applyTime: string;
  appliedBy: string;
  finishTime?: string;
  /** REFUND_FAILED: the reviewer's reason, or the applicant's withdrawal. */
  failReason?: string;
  timeline: RefundTimelineEntry[];
}
