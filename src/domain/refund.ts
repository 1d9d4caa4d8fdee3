import { enumOf, defineEnum, type EnumValue } from './enum';

/*
 * One refund application (退票申请 / 退票单) of any kind of order (docs/decisions.md "One refund entity").
 * Two things stand apart: the airline's REVIEW of the application and the MONEY it sends back once it
 * approved it. Each has its own words; the lists' tabs are where an application stands (RefundStage).
 */

/** Spec §3 refund state — the MONEY of an approved application (and of every money refund): on its way, back, failed. */
export const RefundState = enumOf('RefundState');
export type RefundState = EnumValue<typeof RefundState>;

/** The airline's REVIEW of an application: waiting, waiting on the agent's files, approved, rejected, withdrawn. */
export const RefundReview = enumOf('RefundReview');
export type RefundReview = EnumValue<typeof RefundReview>;

/**
 * Where an application stands, for the lists' tabs: its review until approved, then its money. Every
 * application is in exactly one stage, so the tabs' counts add up to 全部; the words are the review's
 * and the money's own.
 */
export const RefundStage = defineEnum({
  WAITING: RefundReview.items.WAITING,
  MORE_FILES: RefundReview.items.MORE_FILES,
  WAITING_REFUND: RefundState.items.WAITING_REFUND,
  HAVE_REFUND: RefundState.items.HAVE_REFUND,
  REFUND_FAILED: RefundState.items.REFUND_FAILED,
  REJECTED: RefundReview.items.REJECTED,
  WITHDRAWN: RefundReview.items.WITHDRAWN,
});
export type RefundStage = EnumValue<typeof RefundStage>;

/** The stage of an application with this review and (once approved) this money state. */
export const refundStageOf = (review: RefundReview, money: RefundState | undefined): RefundStage =>
  review === 'APPROVED' ? (money ?? 'WAITING_REFUND') : review;

/** How a refund is charged: voluntary (the fare rule's fee by days before departure) or involuntary (free, with a file). */
export const RefundKind = enumOf('RefundKind');
export type RefundKind = EnumValue<typeof RefundKind>;

/** The timeline's steps: the review's, then the money's arrival. */
export const RefundStep = enumOf('RefundStep');
export type RefundStep = EnumValue<typeof RefundStep>;
