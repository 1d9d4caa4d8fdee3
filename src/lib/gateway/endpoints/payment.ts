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
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type SignedFen,
  type SignedCount,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';

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
export type PayableDue = Pick<
  Payable,
  'kind' | 'payableNo' | 'orderNo' | 'milestone' | 'amount' | 'covers' | 'deadline' | 'title' | 'pendingPaymentNo'
>;

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
  allowedActions: PaymentAction[];
}

/**
 * REFUND_REPEATED (申请重复支付退款): a repeated payment not yet refunded (/pay/refund/repeated);
 * PAY_AGAIN (重新支付): a failed or closed payment whose payable is still due (a new payment of it).
 */
export type PaymentAction = 'REFUND_REPEATED' | 'PAY_AGAIN';

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
  /**
   * 款项编号：订单号、补款单号、附加服务单号或竞价订单号（随 payableKind）。
   * @pattern \S
   */
  payableNo: NonBlankText;
  /** ORDER: the milestone the payer saw. 订单款项必填（x-rules）。 */
  milestone?: MilestoneKind;
  method: PayMethod;
  /** Points to deduct (0 when none). */
  points: Count;
  /** The amount the payer confirmed (after points); a different amount due is refused (PAY_AMOUNT_CHANGED). */
  expectedAmount: Fen;
  /**
   * One per payment attempt, made by the portal when the confirmation opens.
   * @maxLength 100
   */
  idempotencyKey: NonBlankText;
  /** B2B */
  bankCode?: string;
  /**
   * ONLINE: where the cashier returns to: a path of the portal (starting with one /), or empty for the default.
   * @maxLength 500
   * @pattern ^(/(?!/)|$)
   */
  returnPath?: string;
}

/** One payable of a batch payment, as the payer saw it. */
export interface BatchPayItem {
  payableKind: PayableKind;
  /** @pattern \S */
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
  /** @minItems 1 */
  items: BatchPayItem[];
  /** PREPAID: a batch is paid at once or not at all. */
  method: PayMethod;
  /**
   * One per batch attempt, made by the portal when the confirmation opens.
   * @pattern \S
   */
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
  /**
   * The normal area's methods (persons).
   * @summary 个人用户可用的支付方式
   */
  normalMethods: endpoint<{ payableKind: PayableKind; payableNo: NonBlankText }, { methods: PayMethodOption[] }>('/pay/methods/normal', {
    authCode: AUTH.PAY,
  }),
  /**
   * The agents' (B2B) methods.
   * @summary 代理人可用的支付方式（预存款、网银、在线支付）
   */
  b2bMethods: endpoint<{ payableKind: PayableKind; payableNo: NonBlankText }, { methods: PayMethodOption[] }>('/pay/methods/b2b', {
    authCode: AUTH.PAY,
  }),
  /** @summary 查看一笔款项当前应付多少、截止何时 */
  payable: endpoint<{ payableKind: PayableKind; payableNo: NonBlankText }, { payable: Payable }>('/pay/payable', { authCode: AUTH.PAY }),
  /**
   * PREPAID (instant) or ONLINE (answers PENDING with a cashierUrl).
   * @summary 支付一笔款项（预存款或在线支付）
   * 确认支付时调用一次：PREPAID 立即从预存款扣款（应答 SUCCESS），ONLINE 应答 PENDING 与收银台地址 cashierUrl。同一 idempotencyKey 重复提交得到第一次的支付单，不会重复扣款。需登录及支付权限。
   * @rule payableKind 为 ORDER 时须有 milestone（DEPOSIT、BALANCE 或 FULL，即付款人看到的阶段）；否则 PARAM_INVALID。
   * @rule expectedAmount 须等于当前应付金额（扣除积分后），否则 PAY_AMOUNT_CHANGED。
   */
  payment: endpoint<PayRequest, { payment: Payment }>('/pay/payment'),
  /**
   * B2B bank payment: PENDING until the bank confirms (the settle step, after a delay).
   * @summary 以企业网银（B2B）支付一笔款项
   * @rule payableKind 为 ORDER 时须有 milestone（DEPOSIT、BALANCE 或 FULL，即付款人看到的阶段）；否则 PARAM_INVALID。
   * @rule bankCode 须为 /pay/methods/b2b 所列 B2B 方式的银行之一（banks[].code）；否则 PARAM_INVALID。
   */
  b2bPayment: endpoint<PayRequest, { payment: Payment }>('/pay/b2b', { authCode: AUTH.PAY }),
  /**
   * Ancillary items (MEAL, BAGGAGE, POINT) from the stand-alone cashier (/pay).
   * @summary 支付附加服务款项
   * @rule payableKind 须为附加服务款项（ANCILLARY），ancillaryType 须与该附加服务单的类型相同；否则 PARAM_INVALID。
   */
  ancillaryPayment: endpoint<PayRequest & { ancillaryType: AncillaryType }, { payment: Payment }>('/pay/ancillary'),
  /**
   * Several payables of one payer in one go, all or none (PREPAID): one payment record per payable.
   * @summary 用预存款合并支付多笔款项（全部成功或全部不付）
   * @rule items 中同一款项（payableKind 与 payableNo）只能出现一次；payableKind 为 ORDER 的项须有 milestone；否则 PARAM_INVALID。
   */
  batchPayment: endpoint<BatchPayRequest, { payments: Payment[] }>('/pay/batch', { authCode: AUTH.PAY }),
  /**
   * A payment's state, for the result page's polling.
   * @summary 查询一笔支付的状态（结果页轮询）
   */
  status: endpoint<{ paymentNo: NonBlankText }, { payment: Payment }>('/pay/status'),
  /**
   * Everything the caller owes now, soonest deadline first: /agent/pay/payment without a payable, the agent home.
   * @summary 查询当前所有待付款项（截止时间最早的在前）
   */
  dueList: endpoint<PageRequest, PageResponse<'payableList', PayableDue>>('/pay/due/list', { authCode: AUTH.PAY }),
  /**
   * Deposits due and paid (spec §7 "deposit pay query"): the paydeposit screens.
   * @summary 查询应付和已付的定金
   */
  depositQuery: endpoint<
    PageRequest & { paid?: boolean },
    PageResponse<
      'depositList',
      {
        orderNo: string;
        title: string;
        amount: Fen;
        deadline: DateTimeText;
        paid: boolean;
        paidAt?: DateTimeText;
        paymentNo?: string;
        allowedActions: 'PAY'[];
      }
    >
  >('/pay/deposit/query', { authCode: AUTH.PAY }),
  /** @summary 查询支付退款记录（分页） */
  refundList: endpoint<
    PageRequest & { state?: RefundState; orderNo?: string; applyDateStart?: DateText; applyDateEnd?: DateText },
    PageResponse<'refundList', PaymentRefund>
  >('/pay/refund/list'),
  /**
   * A repeated payment of one order refunded in full (repeated-pay refund).
   * @summary 申请退回同一订单的重复支付
   */
  repeatedRefund: endpoint<{ paymentNo: NonBlankText }, { refund: PaymentRefund }>('/pay/refund/repeated', { authCode: AUTH.PAY }),
};

// ---- the agency's money ----

export interface PrepaidAccount {
  /** Fen available. */
  balance: Fen;
  /** Fen of team deposits paid from the account, frozen until their order is paid in full (then fare) or cancelled (then forfeited). */
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
  amount: SignedFen;
  /** Signed fen the movement added to (+) or took from (−) the available balance (可用); 0 for an external one. */
  availableChange: SignedFen;
  /** Signed fen the movement added to (+) or took from (−) the frozen amount (冻结); 0 for an external one. */
  frozenChange: SignedFen;
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
  points: SignedCount;
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
  /** @summary 查看预存款账户（可用余额、冻结金额、收款账户、近期流水） */
  prepaid: endpoint<Record<string, never>, { account: PrepaidAccount; recent: Transaction[] }>('/agent/prepaid', {
    authCode: AUTH.PRE_EXISTED,
  }),
  /** @summary 查询预存款充值申请（分页） */
  topUpList: endpoint<PageRequest & { status?: TopUpStatus }, PageResponse<'applicationList', TopUpApplication>>(
    '/agent/prepaid/top-up/list',
    { authCode: AUTH.PRE_EXISTED },
  ),
  /** @summary 提交预存款充值申请（附转账凭证） */
  topUpApply: endpoint<{ amount: Fen; transferDate: DateText; voucherImage: string; remark?: string }, { application: TopUpApplication }>(
    '/agent/prepaid/top-up/apply',
    { authCode: AUTH.PRE_EXISTED },
  ),
  /** @summary 查询预存款账户流水（分页） */
  transactions: endpoint<
    PageRequest & { kind?: TransactionKind; dateStart?: DateText; dateEnd?: DateText; orderNo?: string },
    PageResponse<'transactionList', Transaction>
  >('/agent/transaction/list', { authCode: AUTH.TRANSACTION }),
  /** @summary 导出预存款账户流水（供 Excel） */
  transactionExport: endpoint<
    { kind?: TransactionKind; dateStart?: DateText; dateEnd?: DateText; orderNo?: string },
    { transactionList: Transaction[]; truncated: boolean }
  >('/agent/transaction/export', { authCode: AUTH.TRANSACTION }),
  /** @summary 查询某年各月的奖励金额 */
  rewardMonths: endpoint<
    {
      /**
       * 年份（四位）。
       * @minimum 2000
       * @maximum 2100
       */
      year: Count;
    },
    { months: RewardMonth[]; total: Fen }
  >('/agent/reward/months', {
    authCode: AUTH.REWARD,
  }),
  /** @summary 查询某月奖励的明细（分页） */
  rewardLines: endpoint<
    PageRequest & {
      /**
       * 月份，YYYY-MM。
       * @pattern ^\d{4}-(0[1-9]|1[0-2])$
       */
      month: string;
    },
    PageResponse<'rewardList', RewardLine>
  >('/agent/reward/lines', {
    authCode: AUTH.REWARD,
  }),
  /**
   * Spec §7 "points query".
   * @summary 查询红包积分余额与变动明细
   */
  points: endpoint<
    PageRequest & { kind?: PointMovementKind },
    PageResponse<'movementList', PointMovement> & { balance: Fen; expiringIn30Days: Count; expiredTotal: Count }
  >('/agent/points/query', { authCode: AUTH.POINT }),
  /** @summary 查询补款单（分页） */
  retroactiveList: endpoint<PageRequest & { status?: RetroactiveStatus; orderNo?: string }, PageResponse<'retroList', RetroactiveOrder>>(
    '/order/retroactive/list',
    { authCode: AUTH.RETROACTIVE },
  ),
  /** @summary 查看一张补款单 */
  retroactiveDetail: endpoint<{ retroNo: NonBlankText }, { retro: RetroactiveOrder }>('/order/retroactive/detail', {
    authCode: AUTH.RETROACTIVE,
  }),
};
