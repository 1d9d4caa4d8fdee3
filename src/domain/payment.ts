import { enumOf, type EnumValue } from './enum';

/** How a payment is made (domain.md "Money"). */
export const PayMethod = enumOf('PayMethod');
export type PayMethod = EnumValue<typeof PayMethod>;

/** A payment attempt's state: B2B stays PENDING until the bank confirms; ONLINE until the cashier answers. */
export const PaymentStatus = enumOf('PaymentStatus');
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/** The result page's address segment (/agent/pay/result/{status}). */
export const PayResultStatus = enumOf('PayResultStatus');
export type PayResultStatus = EnumValue<typeof PayResultStatus>;

/** What a payment pays for. */
export const PayableKind = enumOf('PayableKind');
export type PayableKind = EnumValue<typeof PayableKind>;

/** A movement of the agency's prepaid account, or of its money elsewhere (domain.md "Transactions"). */
export const TransactionKind = enumOf('TransactionKind');
export type TransactionKind = EnumValue<typeof TransactionKind>;

/** A top-up application's review. */
export const TopUpStatus = enumOf('TopUpStatus');
export type TopUpStatus = EnumValue<typeof TopUpStatus>;

/** Red-packet points: 100 points = 1 CNY, expiring 12 months after they were earned. */
export const PointMovementKind = enumOf('PointMovementKind');
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
export const RetroactiveStatus = enumOf('RetroactiveStatus');
export type RetroactiveStatus = EnumValue<typeof RetroactiveStatus>;
