import { AUTH } from '@/config/auth-codes';
import type { PayMethod } from '@/domain/payment';
import type { RefundKind, RefundState } from '@/domain/refund';
import { endpointsOf, type PageRequest, type PageResponse, type Count, type Fen, type DateText, type DateTimeText } from '../envelope';
import type { TicketRecord } from './order';

const endpoint = endpointsOf('refund');

/*
 * Team refunds (spec §7 "Refunds": refund, refund detail, ticket refund detail, refund review list and
 * details, refund advance, file delete): the agent applies for chosen tickets of a ticketed team order,
 * sees the fee and the amount back first, and follows the airline's review. Money is fen.
 */

/** Voluntary (the fare rule's fee) or involuntary / error refund (free, with a supporting file). */
export type TeamRefundKind = RefundKind;

/** One ticket (passenger × segment) of a refund: its fare, taxes, the fee kept and the amount back, in fen. */
export interface RefundTicketLine
  extends Pick<TicketRecord, 'ticketNo' | 'passengerId' | 'passengerName' | 'passengerType' | 'segmentNo' | 'flightNo' | 'flightDate' | 'fare' | 'tax'> {
  fee: Fen;
  refund: Fen;
}

/** What a refund of the chosen tickets would be now ("refund advance"), before the agent applies. */
export interface RefundQuote {
  orderNo: string;
  kind: TeamRefundKind;
  tickets: RefundTicketLine[];
  /** The fee's share of the fare (0 for an involuntary refund). */
  feeRate: number;
  fee: Fen;
  amount: Fen;
  /** Whole days before the first refunded segment's departure (the fee tier). */
  daysBefore: Count;
}

export interface RefundFile {
  fileId: string;
  name: string;
  /** Bytes after compression. */
  size: Count;
  /** The application's page: the image itself (a data URL). */
  url?: string;
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
  applyTime: DateTimeText;
  appliedBy: string;
  finishTime?: DateTimeText;
  /** REFUND_FAILED: the reviewer's reason, or the applicant's withdrawal. */
  failReason?: string;
  timeline: RefundTimelineEntry[];
}

/** What the gateway would let happen to an application now. */
export type TeamRefundAction = 'WITHDRAW';

/** Where the money of an approved refund went: one money refund per payment method. */
export interface RefundMoney {
  refundNo: string;
  method: PayMethod;
  amount: Fen;
  state: RefundState;
  finishTime?: DateTimeText;
}

/** An application as the list shows it. */
export interface TeamRefundSummary {
  reviewId: string;
  orderNo: string;
  groupName: string;
  kind: TeamRefundKind;
  /** Passengers' names, in ticket order (a name once however many segments). */
  passengerNames: string[];
  ticketCount: Count;
  fee: Fen;
  amount: Fen;
  state: RefundState;
  applyTime: DateTimeText;
  appliedBy: string;
  finishTime?: DateTimeText;
  failReason?: string;
}

/** The application's page: its tickets, files, timeline, and where the money goes. */
export interface TeamRefundDetail extends TeamRefund {
  /** The method the money goes back to (the order's payment), before and after approval. */
  refundTo: PayMethod | null;
  /** HAVE_REFUND: the money refunds it made. */
  money: RefundMoney[];
  allowedActions: TeamRefundAction[];
  /** WAITING_REFUND: when the airline answers at the latest. */
  reviewBy?: string;
}

export interface TeamRefundQuery {
  reviewId?: string;
  orderNo?: string;
  passengerName?: string;
  state?: RefundState;
  /** YYYY-MM-DD, the application day. */
  applyDateStart?: DateText;
  applyDateEnd?: DateText;
}

export interface RefundTicketsBody {
  orderNo: string;
  ticketNos: string[];
  kind: TeamRefundKind;
}

/** Team refunds of the agency's orders (the 团队退票 function). */
export const refundApi = {
  /** "Refund advance": the fee and amount back of refunding these tickets now; nothing is applied. */
  advance: endpoint<RefundTicketsBody, { quote: RefundQuote }>('/refund/advance', { authCode: AUTH.TEAM_REFUND }),
  /** Applies as quoted: `expectedAmount` must be the quote's amount (else PAY_AMOUNT_CHANGED, quote again). */
  apply: endpoint<RefundTicketsBody & { reason: string; fileIds: string[]; expectedAmount: Fen }, { refund: TeamRefundDetail }>(
    '/refund/apply',
    { authCode: AUTH.TEAM_REFUND },
  ),
  /** A supporting file (a compressed image as a data URL) held for the next application. */
  fileUpload: endpoint<{ name: string; dataUrl: string }, { file: RefundFile }>('/refund/file/upload', { authCode: AUTH.TEAM_REFUND }),
  /** Removes an uploaded file not yet part of an application. */
  fileDelete: endpoint<{ fileId: string }, Record<string, never>>('/refund/file/delete', { authCode: AUTH.TEAM_REFUND }),
  list: endpoint<TeamRefundQuery & PageRequest, PageResponse<'refundList', TeamRefundSummary> & { stateCounts: Partial<Record<RefundState, Count>> }>(
    '/refund/review/list',
    { authCode: AUTH.TEAM_REFUND },
  ),
  /** Every application of the filter (at most `REFUND_FIGURES.exportLimit`), for the portal's Excel export. */
  export: endpoint<TeamRefundQuery, { refundList: TeamRefundSummary[]; truncated: boolean }>('/refund/review/export', {
    authCode: AUTH.TEAM_REFUND,
  }),
  detail: endpoint<{ reviewId: string }, { refund: TeamRefundDetail }>('/refund/review/detail', { authCode: AUTH.TEAM_REFUND }),
  withdraw: endpoint<{ reviewId: string }, { refund: TeamRefundDetail }>('/refund/withdraw', { authCode: AUTH.TEAM_REFUND }),
};
