import { defineEnum, type EnumValue } from './enum';

/*
 * One refund application (退票申请 / 退票单) of any kind of order (docs/decisions.md "One refund entity").
 * Two things stand apart: the airline's REVIEW of the application and the MONEY it sends back once it
 * approved it. Each has its own words; the lists' tabs are where an application stands (RefundStage).
 */

/** Spec §3 refund state — the MONEY of an approved application (and of every money refund): on its way, back, failed. */
export const RefundState = defineEnum({
  WAITING_REFUND: { label: '待退款', color: 'processing' },
  HAVE_REFUND: { label: '已退款', color: 'success' },
  REFUND_FAILED: { label: '退款失败', color: 'error' },
});
export type RefundState = EnumValue<typeof RefundState>;

/** The airline's REVIEW of an application: waiting, waiting on the agent's files, approved, rejected, withdrawn. */
export const RefundReview = defineEnum({
  WAITING: { label: '待审核', color: 'processing' },
  MORE_FILES: { label: '待补充材料', color: 'warning' },
  APPROVED: { label: '审核通过', color: 'success' },
  REJECTED: { label: '审核未通过', color: 'error' },
  WITHDRAWN: { label: '已撤回', color: 'default' },
});
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
export const RefundKind = defineEnum({
  VOLUNTARY: { label: '自愿退票', color: 'default' },
  INVOLUNTARY: { label: '非自愿退票', color: 'purple' },
});
export type RefundKind = EnumValue<typeof RefundKind>;

/** The timeline's steps: the review's, then the money's arrival. */
export const RefundStep = defineEnum({
  APPLY: { label: '提交申请', color: 'blue' },
  SUPPLEMENT_ASK: { label: '要求补充材料', color: 'orange' },
  SUPPLEMENT: { label: '补充材料', color: 'blue' },
  APPROVE: { label: '审核通过', color: 'green' },
  REJECT: { label: '审核未通过', color: 'red' },
  WITHDRAW: { label: '申请人撤回', color: 'gray' },
  MONEY_BACK: { label: '退款到账', color: 'green' },
  MONEY_FAILED: { label: '退款失败', color: 'red' },
});
export type RefundStep = EnumValue<typeof RefundStep>;
