import { defineEnum, type EnumValue } from './enum';

/** How a payment is made (domain.md "Money"). */
export const PayMethod = defineEnum({
  PREPAID: { label: '预存款支付' },
  ONLINE: { label: '在线支付' },
  B2B: { label: '企业网银（B2B）' },
});
export type PayMethod = EnumValue<typeof PayMethod>;

/** A payment attempt's state: B2B stays PENDING until the bank confirms; ONLINE until the cashier answers. */
export const PaymentStatus = defineEnum({
  PENDING: { label: '处理中', color: 'processing' },
  SUCCESS: { label: '支付成功', color: 'success' },
  FAILED: { label: '支付失败', color: 'error' },
  CLOSED: { label: '已关闭', color: 'default' },
});
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/** The result page's address segment (/agent/pay/result/{status}). */
export const PayResultStatus = defineEnum({
  success: { label: '支付成功' },
  pending: { label: '支付处理中' },
  failed: { label: '支付未完成' },
});
export type PayResultStatus = EnumValue<typeof PayResultStatus>;

/** What a payment pays for. */
export const PayableKind = defineEnum({
  ORDER: { label: '订单款' },
  RETROACTIVE: { label: '在线补款' },
  ANCILLARY: { label: '附加服务' },
  BID_DEPOSIT: { label: '竞价保证金' },
});
export type PayableKind = EnumValue<typeof PayableKind>;

/** A movement of the agency's prepaid account, or of its money elsewhere (domain.md "Transactions"). */
export const TransactionKind = defineEnum({
  PAYMENT: { label: '支付', color: 'volcano' },
  REFUND: { label: '退款', color: 'green' },
  TOP_UP: { label: '充值', color: 'blue' },
  FREEZE: { label: '冻结', color: 'orange' },
  UNFREEZE: { label: '解冻', color: 'cyan' },
  /** A frozen deposit kept by the airline (its order cancelled unpaid): it leaves 冻结, 可用 unchanged. */
  FORFEIT: { label: '定金没收', color: 'red' },
  REWARD: { label: '奖励', color: 'gold' },
});
export type TransactionKind = EnumValue<typeof TransactionKind>;

/** A top-up application's review. */
export const TopUpStatus = defineEnum({
  PENDING: { label: '待审核', color: 'processing' },
  APPROVED: { label: '已入账', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
});
export type TopUpStatus = EnumValue<typeof TopUpStatus>;

/** Red-packet points: 100 points = 1 CNY, expiring 12 months after they were earned. */
export const PointMovementKind = defineEnum({
  EARN: { label: '获得', color: 'green' },
  USE: { label: '抵扣', color: 'volcano' },
  EXPIRE: { label: '过期', color: 'default' },
  RETURN: { label: '退回', color: 'blue' },
});
export type PointMovementKind = EnumValue<typeof PointMovementKind>;

/**
 * What the prepaid account's 冻结 holds, said wherever the balance is shown: a team deposit paid from the
 * account stays frozen — not spendable — until the order is paid in full (it then becomes fare) or
 * cancelled (it is then forfeited); nothing else freezes money.
 */
export const PREPAID_FROZEN_NOTE = '从预存款支付的团队定金冻结至订单付清（付清后转为票款，订单取消则扣除），冻结金额不可用于支付';

/** Fen one point is worth: 100 points = 1 CNY. */
export const FEN_PER_POINT = 1;

/** An online supplementary payment order (fare difference, fees) the airline bills on an order. */
export const RetroactiveStatus = defineEnum({
  UNPAID: { label: '待补款', color: 'warning' },
  PAYED: { label: '已补款', color: 'success' },
  CANCELED: { label: '已取消', color: 'default' },
});
export type RetroactiveStatus = EnumValue<typeof RetroactiveStatus>;
