/**
 * The payment records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type {
  Payment,
  PaymentRefund,
  PointMovement,
  RetroactiveOrder,
  RewardLine,
  TopUpApplication,
  Transaction,
} from '@/lib/gateway/endpoints';
import type { AncillaryType } from '@/domain/order';

export interface RewardCreditRecord {
  /** `${ownerAccountId}|${month}` */
  creditId: string;
  ownerAccountId: string;
  /** YYYY-MM */
  month: string;
  segments: number;
  amount: number;
  creditTime: string;
  transactionNo?: string;
  lines: RewardLine[];
}

export interface RetroRecord extends Omit<RetroactiveOrder, 'allowedActions'> {
  ownerAccountId: string;
}

export interface PrepaidAccountRecord {
  /** The agency's main account. */
  ownerAccountId: string;
  accountName: string;
  balance: number;
  frozen: number;
}

/** A movement as kept; its `account` is read from the account or the payment when answered. */
export interface TransactionRecord extends Omit<Transaction, 'account'> {
  ownerAccountId: string;
}

export interface TopUpRecord extends TopUpApplication {
  ownerAccountId: string;
  /** Who applied (display name). */
  appliedBy: string;
}

export interface PointMovementRecord extends PointMovement {
  ownerAccountId: string;
  /** EARN: points of this lot not yet used or expired. */
  remaining?: number;
  /** USE: the lots it took from. */
  uses?: { movementNo: string; points: number }[];
  /** USE / RETURN: the payment. */
  paymentNo?: string;
}

/** REPEATED: a repeated payment; ORDER: money an order gave back; DEPOSIT: a bid's deposit going back (rules/auction.ts). */
export type RefundSource = 'REPEATED' | 'ORDER' | 'DEPOSIT';

export interface PaymentRefundRecord extends PaymentRefund {
  payerAccountId: string;
  source: RefundSource;
  /** WAITING_REFUND: when the money is back, clock ms. */
  settleAt: number;
}

export interface PaymentRecord extends Omit<Payment, 'allowedActions'> {
  /** Whose money: the agency's main account or the person (as orders' owners). */
  payerAccountId: string;
  /** Who made the call: the idempotency keys are theirs. */
  callerAccountId: string;
  by: string;
  idempotencyKey: string;
  /** The request's fields that must match when a key is repeated. */
  fingerprint: string;
  returnPath?: string;
  /** PENDING: when the bank confirms (B2B) or the cashier closes (ONLINE), clock ms. */
  settleAt?: number;
  /** A team deposit paid from the prepaid account is frozen until the order is settled. */
  hold?: 'HELD' | 'RELEASED';
  ancillaryType?: AncillaryType;
}

/** The payment and prepaid module's part of the state. */
export interface PaymentSlice {
  /** Payment attempts of every payer (rules/payment.ts). */
  payments: PaymentRecord[];
  /** Refunds of payments: repeated payments, money that went back on orders. */
  paymentRefunds: PaymentRefundRecord[];
  /** One prepaid account per agency (rules/prepaid.ts), its movements and top-up applications. */
  prepaidAccounts: PrepaidAccountRecord[];
  transactions: TransactionRecord[];
  topUps: TopUpRecord[];
  /** Red-packet points of every owner (rules/points.ts). */
  pointMovements: PointMovementRecord[];
  /** Reward months credited to the prepaid accounts (rules/reward.ts). */
  rewardCredits: RewardCreditRecord[];
  /** Online supplementary payment orders (rules/retroactive.ts). */
  retroOrders: RetroRecord[];
  /** Last number given per money prefix (PAY, RF, TX, TU, PM, RT, AN). */
  moneySequences: Record<string, number>;
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends PaymentSlice {}
}
