import { AUTH } from '@/config/auth-codes';
import type { PayMethod } from '@/domain/payment';
import type { RefundKind, RefundReview, RefundStage, RefundState, RefundStep } from '@/domain/refund';
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
import type { TicketRecord } from './order';

const endpoint = endpointsOf('refund');

/*
 * Refunds of tickets (spec §7 "Refunds": refund, refund detail, ticket refund detail, refund review list
 * and details, refund advance, file delete; and the scattered tickets' refund detail/fee/apply/
 * supplementary file, seat cancel before refund, error refund): one refund application for every kind
 * of order, with one set of shapes. Each menu keeps the spec's paths and its authCode: 团队退票 calls
 * /refund/… (refundApi below), 散客退票单 calls /scattered/refund/… (scatteredRefundApi). The agent
 * applies for chosen tickets of a ticketed order, sees the fee and the amount back first, and follows
 * the airline's review and then the money. Money is fen.
 */

/** Voluntary (the fare rule's fee) or involuntary / error refund (free, with a supporting file). */
export type TeamRefundKind = RefundKind;

/** One ticket (passenger × segment) of a refund: its fare, taxes, the fee kept and the amount back, in fen. */
export interface RefundTicketLine extends Pick<
  TicketRecord,
  'ticketNo' | 'passengerId' | 'passengerName' | 'passengerType' | 'segmentNo' | 'flightNo' | 'flightDate' | 'fare' | 'tax'
> {
  fee: Fen;
  refund: Fen;
}

/** What a refund of the chosen tickets would be now ("refund advance", the scattered "refund fee"), before the agent applies. */
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
  /** Unused tickets whose seats are still held where the order's kind cancels them before the refund (scattered); empty otherwise. */
  seatsToCancel: string[];
}

export interface RefundFile {
  fileId: string;
  name: string;
  /** Bytes after compression. */
  size: Count;
  /** The application's page: the image itself (a data URL). */
  url?: string;
}

/** A supporting file to hold for the next application (team or scattered): its name and the compressed image. */
export interface RefundFileUpload {
  /**
   * @pattern \S
   * @maxLength 100
   */
  name: string;
  /**
   * 图片的 data URL（JPEG、PNG 或 WebP，base64）。
   * @pattern ^data:image/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$
   */
  dataUrl: string;
}

export interface RefundTimelineEntry {
  at: DateTimeText;
  action: RefundStep;
  detail: string;
  by: string;
}

/** What the gateway would let the agent do to an application now. */
export type RefundAction = 'WITHDRAW' | 'SUPPLEMENT';

/** Where the money of an approved refund went: one money refund per payment method. */
export interface RefundMoney {
  refundNo: string;
  method: PayMethod;
  amount: Fen;
  state: RefundState;
  finishTime?: DateTimeText;
}

/**
 * A refund application as the lists show it, the same for every kind of order (团队退票 lists team
 * orders' ones as 退票申请, 散客退票单 scattered orders' as 退票单). Its review and its money are two states.
 */
export interface RefundSummary {
  /** TR… (team) or RFD… (scattered): the number the menu's URL carries (reviewId, rfdReqSeq). */
  refundId: string;
  orderNo: string;
  /** The team order's group name; the scattered order's PNR. */
  groupName: string;
  pnr: string;
  kind: TeamRefundKind;
  /** Passengers' names, in ticket order (a name once however many segments). */
  passengerNames: string[];
  ticketCount: Count;
  fee: Fen;
  amount: Fen;
  /** The airline's review. */
  reviewState: RefundReview;
  /** APPROVED: the money's state; absent before (nothing is owed until the airline approves). */
  moneyState?: RefundState;
  /** Where it stands (the lists' tabs): the review until approved, then the money. */
  stage: RefundStage;
  applyTime: DateTimeText;
  appliedBy: string;
  /** When the review ended (approved, rejected, withdrawn). */
  reviewTime?: DateTimeText;
  /** HAVE_REFUND: when the money arrived (the application is complete). */
  finishTime?: DateTimeText;
  /** REJECTED: the reviewer's reason; WITHDRAWN: the applicant's withdrawal. */
  failReason?: string;
}

/** The application's page: its tickets, files, timeline, and where the money goes. */
export interface RefundDetail extends RefundSummary {
  tickets: RefundTicketLine[];
  feeRate: number;
  reason: string;
  files: RefundFile[];
  /** MORE_FILES: what the reviewer asks for. */
  supplementAsk?: string;
  timeline: RefundTimelineEntry[];
  /** The method the money goes back to (the order's payment), before and after approval. */
  refundTo: PayMethod | null;
  /** APPROVED: the money refunds it made. */
  money: RefundMoney[];
  allowedActions: RefundAction[];
  /** WAITING: when the airline answers at the latest (absent while it waits on the agent's files). */
  reviewBy?: DateTimeText;
  /** WAITING_REFUND: when the money is expected back. */
  moneyBy?: DateTimeText;
}

/** The filter of both menus' lists (a menu lists its own kind of order's applications). */
export interface RefundQuery {
  orderNo?: string;
  passengerName?: string;
  /** Scattered: a ticket number of the application. */
  ticketNo?: string;
  stage?: RefundStage;
  /** YYYY-MM-DD, the application day. */
  applyDateStart?: DateText;
  applyDateEnd?: DateText;
}

export interface TeamRefundQuery extends RefundQuery {
  reviewId?: string;
}

/** A page of applications with how many of the filter are in each stage (the tabs' counts, whatever the tab). */
export type RefundPage = PageResponse<'refundList', RefundSummary> & { stageCounts: Partial<Record<RefundStage, Count>> };

export interface RefundTicketsBody {
  /** @pattern \S */
  orderNo: string;
  /** @minItems 1 */
  ticketNos: string[];
  kind: TeamRefundKind;
}

export interface RefundApplyBody extends RefundTicketsBody {
  /**
   * 退票原因。
   * @maxLength 200
   */
  reason: NonBlankText;
  fileIds: string[];
  /** The quote's amount: a different one now is refused (PAY_AMOUNT_CHANGED, quote again). */
  expectedAmount: Fen;
}

/** Team refunds of the agency's orders (the 团队退票 function). */
export const refundApi = {
  /**
   * "Refund advance": the fee and amount back of refunding these tickets now; nothing is applied.
   * @summary 团队退票试算（手续费与退款金额，不提交）
   */
  advance: endpoint<RefundTicketsBody, { quote: RefundQuote }>('/refund/advance', { authCode: AUTH.TEAM_REFUND }),
  /**
   * Applies as quoted: `expectedAmount` must be the quote's amount (else PAY_AMOUNT_CHANGED, quote again).
   * @summary 提交团队退票申请
   */
  apply: endpoint<RefundApplyBody, { refund: RefundDetail }>('/refund/apply', { authCode: AUTH.TEAM_REFUND }),
  /**
   * A supporting file (a compressed image as a data URL) held for the next application.
   * @summary 上传退票证明材料
   * @rule dataUrl 所含图片解码后不超过 2MB；否则 PARAM_INVALID。
   */
  fileUpload: endpoint<RefundFileUpload, { file: RefundFile }>('/refund/file/upload', { authCode: AUTH.TEAM_REFUND }),
  /**
   * Removes an uploaded file not yet part of an application.
   * @summary 删除未提交的证明材料
   * @rule fileId 须为本账号上传、尚未随退票申请提交的证明材料；否则 PARAM_INVALID。
   */
  fileDelete: endpoint<{ fileId: string }, Record<string, never>>('/refund/file/delete', { authCode: AUTH.TEAM_REFUND }),
  /** @summary 查询团队退票申请（分页，附各状态数量） */
  list: endpoint<TeamRefundQuery & PageRequest, RefundPage>('/refund/review/list', { authCode: AUTH.TEAM_REFUND }),
  /**
   * Every application of the filter (at most `REFUND_FIGURES.exportLimit`), for the portal's Excel export.
   * @summary 导出团队退票申请（供 Excel）
   */
  export: endpoint<TeamRefundQuery, { refundList: RefundSummary[]; truncated: boolean }>('/refund/review/export', {
    authCode: AUTH.TEAM_REFUND,
  }),
  /** @summary 查看一张团队退票申请 */
  detail: endpoint<{ reviewId: NonBlankText }, { refund: RefundDetail }>('/refund/review/detail', { authCode: AUTH.TEAM_REFUND }),
  /** @summary 撤回团队退票申请 */
  withdraw: endpoint<{ reviewId: NonBlankText }, { refund: RefundDetail }>('/refund/withdraw', { authCode: AUTH.TEAM_REFUND }),
  /**
   * The files the reviewer asked for (MORE_FILES): the review goes on.
   * @summary 按审核要求补充证明材料
   */
  supplement: endpoint<{ reviewId: NonBlankText; fileIds: string[] }, { refund: RefundDetail }>('/refund/supplement', {
    authCode: AUTH.TEAM_REFUND,
  }),
};

/** The scattered order and tickets a refund call names. */
export interface ScatteredTicketsBody {
  /** @pattern \S */
  orderNo: string;
  /** @minItems 1 */
  ticketNos: string[];
}

/** Refund requests (退票单) of the agency's scattered orders (the 散客退票单 function): the same application, on the scattered paths. */
export const scatteredRefundApi = {
  /** @summary 散客退票试算 */
  refundFee: endpoint<ScatteredTicketsBody & { kind: RefundKind }, { quote: RefundQuote }>('/scattered/refund/fee', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
  /**
   * Cancels the seats of unused tickets in the PNR, before their refund is applied for.
   * @summary 散客退票前取消未使用客票的座位
   */
  seatCancel: endpoint<ScatteredTicketsBody, { cancelled: string[] }>('/scattered/refund/seat-cancel', { authCode: AUTH.SCATTERED_REFUND }),
  /**
   * A voluntary refund, as quoted.
   * @summary 提交散客自愿退票申请
   */
  apply: endpoint<ScatteredTicketsBody & { reason: string; expectedAmount: Fen }, { refund: RefundDetail }>('/scattered/refund/apply', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
  /**
   * An error (involuntary) refund: free, with at least one supporting file.
   * @summary 提交散客非自愿（差错）退票申请
   */
  errorApply: endpoint<ScatteredTicketsBody & { reason: string; fileIds: string[]; expectedAmount: Fen }, { refund: RefundDetail }>(
    '/scattered/refund/error-apply',
    { authCode: AUTH.SCATTERED_REFUND },
  ),
  /**
   * @summary 上传散客退票证明材料
   * @rule dataUrl 所含图片解码后不超过 2MB；否则 PARAM_INVALID。
   */
  fileUpload: endpoint<RefundFileUpload, { file: RefundFile }>('/scattered/refund/file/upload', { authCode: AUTH.SCATTERED_REFUND }),
  /**
   * Removes an uploaded file not yet part of a request.
   * @summary 删除未提交的散客退票材料
   * @rule fileId 须为本账号上传、尚未随退票申请提交的证明材料；否则 PARAM_INVALID。
   */
  fileDelete: endpoint<{ fileId: string }, Record<string, never>>('/scattered/refund/file/delete', { authCode: AUTH.SCATTERED_REFUND }),
  /**
   * The supplementary file the reviewer asked for.
   * @summary 补充散客退票材料
   */
  supplement: endpoint<{ rfdReqSeq: NonBlankText; fileIds: string[] }, { refund: RefundDetail }>('/scattered/refund/supplement', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
  /**
   * The applicant withdraws a request the airline has not answered yet.
   * @summary 撤回散客退票申请
   */
  withdraw: endpoint<{ rfdReqSeq: NonBlankText }, { refund: RefundDetail }>('/scattered/refund/withdraw', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
  /** @summary 查询散客退票申请（分页） */
  refundList: endpoint<RefundQuery & { rfdReqSeq?: string } & PageRequest, RefundPage>('/scattered/refund/list', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
  /** @summary 导出散客退票申请（供 Excel） */
  refundExport: endpoint<RefundQuery & { rfdReqSeq?: string }, { refundList: RefundSummary[]; truncated: boolean }>(
    '/scattered/refund/export',
    {
      authCode: AUTH.SCATTERED_REFUND,
    },
  ),
  /** @summary 查看一张散客退票申请 */
  refundDetail: endpoint<{ rfdReqSeq: NonBlankText }, { refund: RefundDetail }>('/scattered/refund/detail', {
    authCode: AUTH.SCATTERED_REFUND,
  }),
};
