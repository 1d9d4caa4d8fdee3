/**
 * The refund records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { RefundFile, RefundTicketLine, RefundTimelineEntry } from '@/lib/gateway/endpoints/refund';
import type { OrderKind } from '../../order/rules/order-records';
import type { RefundKind, RefundReview } from '@/domain/refund';

export interface RefundRecord {
  /** TR… or RFD… (the kind's policy numbers it). */
  refundId: string;
  orderNo: string;
  orderKind: OrderKind;
  groupName: string;
  pnr: string;
  kind: RefundKind;
  tickets: RefundTicketLine[];
  feeRate: number;
  fee: number;
  amount: number;
  reason: string;
  files: RefundFile[];
  reviewState: RefundReview;
  /** WAITING: when the airline answers by itself; null otherwise (also while it waits on the agent's files). */
  reviewAt: number | null;
  /** MORE_FILES: what the reviewer asks for. */
  supplementAsk?: string;
  applyTime: string;
  appliedBy: string;
  /** When the review ended: approved (the money refund opens at this instant), rejected or withdrawn. */
  reviewTime?: string;
  failReason?: string;
  timeline: RefundTimelineEntry[];
  ownerAccountId: string;
}

/** A supporting file: uploaded first (compressed on the agent's side), then named by an application. */
export interface RefundFileRecord extends RefundFile {
  ownerAccountId: string;
  /** The compressed image as a data URL (shown on the application's page). */
  dataUrl: string;
  uploadTime: string;
  /** The application that holds it; a file without one may still be deleted. */
  reviewId?: string;
}

/** The refund module's part of the state. */
export interface RefundSlice {
  /** Refund applications of every kind of order's tickets, their review and money (rules/refund.ts): 团队退票 and 散客退票单. */
  refunds: RefundRecord[];
  /** Supporting files uploaded for refund applications (kept with the application once applied). */
  refundFiles: RefundFileRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends RefundSlice {}
}
