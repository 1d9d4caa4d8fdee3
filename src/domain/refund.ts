import { defineEnum, type EnumValue } from './enum';

/** Spec §3 refund state of a team refund review: WAITING_REFUND → HAVE_REFUND or REFUND_FAILED. */
export const RefundState = defineEnum({
  WAITING_REFUND: { label: '待退款', color: 'processing' },
  HAVE_REFUND: { label: '已退款', color: 'success' },
  REFUND_FAILED: { label: '退款失败', color: 'error' },
});
export type RefundState = EnumValue<typeof RefundState>;

/** How a team refund is charged: voluntary (the fare rule's fee by days before departure) or involuntary (free, with a file). */
export const RefundKind = defineEnum({
  VOLUNTARY: { label: '自愿退票', color: 'default' },
  INVOLUNTARY: { label: '非自愿退票', color: 'purple' },
});
export type RefundKind = EnumValue<typeof RefundKind>;

/** The review timeline's steps. */
export const RefundStep = defineEnum({
  APPLY: { label: '提交申请', color: 'blue' },
  APPROVE: { label: '审核通过', color: 'green' },
  REJECT: { label: '审核未通过', color: 'red' },
  WITHDRAW: { label: '申请人撤回', color: 'gray' },
});
