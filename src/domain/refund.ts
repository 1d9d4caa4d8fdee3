import { defineEnum, type EnumValue } from './enum';

/** Spec §3 refund state of a team refund review: WAITING_REFUND → HAVE_REFUND or REFUND_FAILED. */
export const RefundState = defineEnum({
  WAITING_REFUND: { label: '待退款', color: 'processing' },
  HAVE_REFUND: { label: '已退款', color: 'success' },
  REFUND_FAILED: { label: '退款失败', color: 'error' },
});
export type RefundState = EnumValue<typeof RefundState>;
