import { AUTH } from '@/config/auth-codes';
import type { AncillaryType, MilestoneKind } from '@/domain/order';
import type {
  PayableKind,
  PaymentStatus,
  PayMethod,
  PointMovementKind,
  RetroactiveStatus,
  TopUpStatus,
  TransactionKind,
} from '@/domain/payment';
import type { RefundState } from '@/domain/refund';
import { endpointsOf, type PageRequest, type PageResponse, type Count, type Fen, type DateText, type DateTimeText } from '../envelope';

const endpoint = endpointsOf('payment');

/*
 * Payment (spec §7 "Payment": pay methods normal and B2B, payment, ancillary payment, B2B payment) and
 * the agency's money (spec §7 "Agent": deposit pay query, points query; prepaid account, top-ups,
 * transactions, rewards, online supplementary payment). Money is integer fen; times gateway ISO.
 *
 * Never twice: every payment call carries an `idempotencyKey` made once per payment attempt (a
 * confirmation the user opened); the gateway answers a repeated key with the first answer, and refuses
 * a second attempt while one of the same payable is PENDING (PAYMENT_IN_PROGRESS) or once it is paid
 * (ALREADY_PAID). A late success of an abandoned attempt on a payable already paid is a repeated
 * payment, refunded in full.
 */

/** A method the gateway offers for this payer and payable. */
export interface PayMethodOption {
  method: PayMethod;
  /** e.g. 预存款支付（可用余额 ¥12,000.00） */
  name: string;
  available: boolean;
  /** Why it cannot be used now, e.g. 余额不足. */
  unavailableReason?: string;
  /** B2B: the banks to choose from. */
  banks?: { code: string; name: string }[];
}

/** What is due now on an order (or a name change, a supplementary payment, an ancillary item). */
export interface Payable {
  kind: PayableKind;
  /** The order, or the ancillary/supplementary order's own number. */
  payableNo: string;
  /** The order it belongs to. */
  orderNo: string;
  /** For ORDER: the milestone due (DEPOSIT, BALANCE or FULL). */
  milestone?: MilestoneKind;
  /** For ANCILLARY: the item's type (the ancillary payment names it). */
  ancillaryType?: AncillaryType;
  /** Fen due now. */
  amount: Fen;
  /** What it covers, in Chinese, e.g. '团队定金（订单总额10%）'. */
  covers: string;
  deadline?: DateTimeText;
  /** Order facts to show beside the amount. */
  title: string;
  /** Points the payer holds and the most that may be used on this payable (fen = points). */
  pointsBalance: Count;
  maxPoints: Count;
  /** Agent payers: the prepaid account now. */
  prepaid?: { balance: Fen; frozen: Fen };
  /** A payment of this payable already under way, if any (the screen follows it instead of paying again). */
  pendingPaymentNo?: string;
}

/** A row of what the payer owes now (the 支付 screen, the agent home's work queue). */
export type PayableDue = Pick<Payable, 'kind' | 'payableNo' | 'orderNo' | 'milestone' | 'amount' | 'covers' | 'deadline' | 'title' | 'pendingPaymentNo'>;

export interface Payment {
  paymentNo: string;
  payableKind: PayableKind;
  payableNo: string;
  orderNo: string;
  milestone?: MilestoneKind;
  method: PayMethod;
  status: PaymentStatus;
  /** Fen asked of the payer after points. */
  amount: Fen;
  /** Points used (1 point = 1 fen). */
  points: Count;
  /** What it paid for, as the payable said: '名单变更费（1人 × ¥100.00）'. */
  covers?: string;
  createTime: DateTimeText;
  finishTime?: DateTimeText;
  /** ONLINE: where the payer completes it (the airline's cashier; the simulator's own page). */
  cashierUrl?: string;
  /** B2B: the bank chosen. */
  bankName?: string;
  failReason?: string;
  /** A success that arrived after the payable was paid another way: refunded in full. */
  repeated?: boolean;
  /** Paid in a 合并支付: the batch's reference, on each of its payments and their ledger movements. */
  batchNo?: string;
  /** A successful payment of an order: what the order owes or waits for now (the result page says it). */
  next?: PaymentNext;
}

/** What follows a paid order milestone, as the gateway sees the order now. */
export type PaymentNext =
  /** Another milestone is due (the balance after a deposit). */
  | { kind: 'PAY'; milestone: MilestoneKind; amount: Fen; deadline: DateTimeText }
  /** Paid in full; the agent issues the tickets of the named passengers (`count` of them) before `deadline`. */
  | { kind: 'ISSUE_TICKETS'; count: Count; deadline: DateTimeText }
  /** Paid in full; tickets follow the names, `missing` still to enter by `deadline`. */
  | { kind: 'NAMES'; missing: Count; deadline: DateTimeText }
  /** Paid in full; the airline issues the tickets by `deadline` (individual orders), nothing to do. */
  | { kind: 'AIRLINE_TICKETING'; deadline: DateTimeText }
  /** Every ticket issued. */
  | { kind: 'TICKETED' };

export interface PayRequest {
  payableKind: PayableKind;
  payableNo: string;
  /** ORDER: the milestone the payer saw. */
  milestone?: MilestoneKind;
  method: PayMethod;
  /** Points to deduct (0 when none). */
  points: Count;
  /** The amount the payer confirmed (after points); a different amount due is refused (PAY_AMOUNT_CHANGED). */
  expectedAmount: Fen;
  /** One per payment attempt, made by the portal when the confirmation opens. */
  idempotencyKey: string;
  /** B2B */
  bankCode?: string;
  /** ONLINE: where the cashier returns to. */
  returnPath?: string;
}

/** One payable of a batch payment, as the payer saw it. */
export interface BatchPayItem {
  payableKind: PayableKind;
  payableNo: string;
  /** ORDER: the milestone the payer saw. */
  milestone?: MilestoneKind;
  /** The amount the payer confirmed for it; a different amount due refuses the whole batch (PAY_AMOUNT_CHANGED). */
  expectedAmount: Fen;
}

/**
 * One payment of several payables of one payer (the spec's "batch pay order": a series' deposits): all
 * paid or none, from the prepaid account. A repeated submit with the same key answers the first's payments.
 */
export interface BatchPayRequest {
  items: BatchPayItem[];
  /** PREPAID: a batch is paid at once or not at all. */
  method: PayMethod;
  /** One per batch attempt, made by the portal when the confirmation opens. */
  idempotencyKey: string;
}

/** A refund of a payment (repeated payments, released seats, cancellations). */
export interface PaymentRefund {
  refundNo: string;
  paymentNo: string;
  orderNo: string;
  method: PayMethod;
  amount: Fen;
  state: RefundState;
  reason: string;
  applyTime: DateTimeText;
  finishTime?: DateTimeText;
  failReason?: string;
}

export const payApi = {
  /** The normal area's methods (persons). */
  normalMethods: endpoint<{ payableKind: PayableKind; payableNo: string }, { methods: PayMethodOption[] }>(
    '/pay/methods/normal',
    { authCode: AUTH.PAY },
  ),
  /** The agents' (B2B) methods. */
  b2bMethods: endpoint<{ payableKind: PayableKind; payableNo: string }, { methods: PayMethodOption[] }>('/pay/methods/b2b', {
    authCode: AUTH.PAY,
  }),
  payable: endpoint<{ payableKind: PayableKind; payableNo: string }, { payable: Payable }>('/pay/payable', { authCode: AUTH.PAY }),
  /** PREPAID (instant) or ONLINE (answers PENDING with a cashierUrl). */
  payment: endpoint<PayRequest, { payment: Payment }>('/pay/payment'),
  /** B2B bank payment: PENDING until the bank confirms (the settle step, after a delay). */
  b2bPayment: endpoint<PayRequest, { payment: Payment }>('/pay/b2b', { authCode: AUTH.PAY }),
  /** Ancillary items (MEAL, BAGGAGE, POINT) from the stand-alone cashier (/pay). */
  ancillaryPayment: endpoint<PayRequest & { ancillaryType: AncillaryType }, { payment: Payment }>('/pay/ancillary'),
  /** Several payables of one payer in one go, all or none (PREPAID): one payment record per payable. */
  batchPayment: endpoint<BatchPayRequest, { payments: Payment[] }>('/pay/batch', { authCode: AUTH.PAY }),
  /** A payment's state, for the result page's polling. */
  status: endpoint<{ paymentNo: string }, { payment: Payment }>('/pay/status'),
  /** Everything the caller owes now, soonest deadline first: /agent/pay/payment without a payable, the agent home. */
  dueList: endpoint<PageRequest, PageResponse<'payableList', PayableDue>>('/pay/due/list', { authCode: AUTH.PAY }),
  /** Deposits due and paid (spec §7 "deposit pay query"): the paydeposit screens. */
  depositQuery: endpoint<
    PageRequest & { paid?: boolean },
    PageResponse<'depositList', { orderNo: string; title: string; amount: Fen; deadline: DateTimeText; paid: boolean; paidAt?: DateTimeText; paymentNo?: string }>
  >('/pay/deposit/query', { authCode: AUTH.PAY }),
  refundList: endpoint<
    PageRequest & { state?: RefundState; orderNo?: string; applyDateStart?: DateText; applyDateEnd?: DateText },
    PageResponse<'refundList', PaymentRefund>
  >('/pay/refund/list'),
  /** A repeated payment of one order refunded in full (repeated-pay refund). */
  repeatedRefund: endpoint<{ paymentNo: string }, { refund: PaymentRefund }>('/pay/refund/repeated', { authCode: AUTH.PAY }),
};

// ---- the agency's money ----

export interface PrepaidAccount {
  /** Fen available. */
  balance: Fen;
  /** Fen held for payments under way. */
  frozen: Fen;
  accountName: string;
  /** The bank account top-ups are transferred to. */
  payeeBank: { name: string; accountName: string; accountNo: string };
}

export interface Transaction {
  transactionNo: string;
  kind: TransactionKind;
  /**
   * Signed fen of the movement: + money in, − money out (a payment, a deposit frozen, a frozen deposit
   * turned into fare or forfeited). What it did to the account is `availableChange` and `frozenChange`.
   */
  amount: Fen;
  /** Signed fen the movement added to (+) or took from (−) the available balance (可用); 0 for an external one. */
  availableChange: Fen;
  /** Signed fen the movement added to (+) or took from (−) the frozen amount (冻结); 0 for an external one. */
  frozenChange: Fen;
  /** Fen available after it, movements taken in the order of their time (the list's order, oldest first). */
  balanceAfter: Fen;
  /** Fen frozen after it, in the same order. */
  frozenAfter: Fen;
  orderNo?: string;
  paymentNo?: string;
  /** A movement of a payment made in a 合并支付: the batch's reference (the same on all its movements). */
  batchNo?: string;
  method?: PayMethod;
  /**
   * A payment or refund outside the prepaid account (B2B bank, online cashier): listed so that every
   * payment shows, but the balance did not move (balanceAfter is the balance before). Absent = false.
   */
  external?: boolean;
  /**
   * The account the money left or reached, in words: 预存款账户 for a movement of the prepaid account;
   * for an external one the payer's bank (工商银行企业网银) or 在线支付 — where a refund went back to.
   */
  account: string;
  description: string;
  time: string;
}

export interface TopUpApplication {
  applicationNo: string;
  amount: Fen;
  status: TopUpStatus;
  /** The transfer voucher (a compressed JPEG as a data URL). */
  voucherImage: string;
  transferDate: DateText;
  remark?: string;
  applyTime: DateTimeText;
  reviewTime?: DateTimeText;
  reviewer?: string;
  rejectReason?: string;
}

export interface RewardMonth {
  /** YYYY-MM */
  month: string;
  segments: Count;
  amount: Fen;
  /** Credited to the prepaid account on the 1st of the next month. */
  credited: boolean;
  creditTime?: DateTimeText;
}

export interface RewardLine {
  orderNo: string;
  ticketNo: string;
  flightNo: string;
  flightDate: DateText;
  amount: Fen;
  /** YYYY-MM */
  month: string;
}

export interface PointMovement {
  movementNo: string;
  kind: PointMovementKind;
  /** Signed points. */
  points: Count;
  orderNo?: string;
  description: string;
  time: string;
  /** EARN: when these points expire (12 months). */
  expireTime?: DateTimeText;
}

export interface RetroactiveOrder {
  retroNo: string;
  orderNo: string;
  status: RetroactiveStatus;
  amount: Fen;
  /** e.g. 票价差额, 名单变更费, 改期手续费 */
  reason: string;
  detail: string;
  deadline: DateTimeText;
  createTime: DateTimeText;
  paidTime?: DateTimeText;
  paymentNo?: string;
  /** PAY while it is unpaid and before its deadline. */
  allowedActions: 'PAY'[];
}

export const moneyApi = {
  prepaid: endpoint<Record<string, never>, { account: PrepaidAccount; recent: Transaction[] }>('/agent/prepaid', {
    authCode: AUTH.PRE_EXISTED,
  }),
  topUpList: endpoint<PageRequest & { status?: TopUpStatus }, PageResponse<'applicationList', TopUpApplication>>(
    '/agent/prepaid/top-up/list',
    { authCode: AUTH.PRE_EXISTED },
  ),
  topUpApply: endpoint<
    { amount: Fen; transferDate: DateText; voucherImage: string; remark?: string },
    { application: TopUpApplication }
  >('/agent/prepaid/top-up/apply', { authCode: AUTH.PRE_EXISTED }),
  transactions: endpoint<
    PageRequest & { kind?: TransactionKind; dateStart?: DateText; dateEnd?: DateText; orderNo?: string },
    PageResponse<'transactionList', Transaction>
  >('/agent/transaction/list', { authCode: AUTH.TRANSACTION }),
  transactionExport: endpoint<
    { kind?: TransactionKind; dateStart?: DateText; dateEnd?: DateText; orderNo?: string },
    { transactionList: Transaction[]; truncated: boolean }
  >('/agent/transaction/export', { authCode: AUTH.TRANSACTION }),
  rewardMonths: endpoint<{ year: Count }, { months: RewardMonth[]; total: Fen }>('/agent/reward/months', {
    authCode: AUTH.REWARD,
  }),
  rewardLines: endpoint<PageRequest & { month: string }, PageResponse<'rewardList', RewardLine>>('/agent/reward/lines', {
    authCode: AUTH.REWARD,
  }),
  /** Spec §7 "points query". */
  points: endpoint<
    PageRequest & { kind?: PointMovementKind },
    PageResponse<'movementList', PointMovement> & { balance: Fen; expiringIn30Days: Count; expiredTotal: Count }
  >('/agent/points/query', { authCode: AUTH.POINT }),
  retroactiveList: endpoint<
    PageRequest & { status?: RetroactiveStatus; orderNo?: string },
    PageResponse<'retroList', RetroactiveOrder>
  >('/order/retroactive/list', { authCode: AUTH.RETROACTIVE }),
  retroactiveDetail: endpoint<{ retroNo: string }, { retro: RetroactiveOrder }>('/order/retroactive/detail', {
    authCode: AUTH.RETROACTIVE,
  }),
};
