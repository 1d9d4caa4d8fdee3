import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import type { PayMethod, TopUpStatus, TransactionKind } from '@/domain/payment';
import type { PrepaidAccount, TopUpApplication, Transaction } from '@/lib/gateway/endpoints';
import { refuse, type Unchecked } from '../../kernel/refusal';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { PREPAID } from '../../kernel/rules/figures';
import { mintNo } from '../../kernel/rules/numbers';
import type { PrepaidAccountRecord, TopUpRecord, TransactionRecord } from './payment-records';
export type { PrepaidAccountRecord, TopUpRecord, TransactionRecord } from './payment-records';

/**
 * The agency's prepaid account (domain.md "Money"): one per agency, kept under its main account (staff
 * share it). `balance` is what can be spent; `frozen` holds team deposits paid from it until the order
 * is settled (paid in full: the deposit becomes fare; cancelled: it is forfeited) — the one thing that
 * freezes money. Every movement is a transaction with the balance and frozen amount after it; payments
 * made outside the account (B2B bank, online cashier) are listed too, marked `external`, with the
 * balance unchanged, so the transaction list shows every payment of the agency.
 */

// ---- numbers ----

/** The next number of a money prefix: prefix + digits, continuing `moneySequences[prefix]`. */
export function nextMoneyNo(state: Draft<SimulatorState>, prefix: string, digits: number, start = 0): string {
  return mintNo(state.moneySequences, prefix, digits, start);
}

// ---- the account ----

export function prepaidOf<S extends AnyState>(state: S, ownerAccountId: string): S['prepaidAccounts'][number] | undefined {
  return state.prepaidAccounts.find((account) => account.ownerAccountId === ownerAccountId);
}

/** The agency's account, opened (empty) the first time an agency needs one. Persons have none. */
function ensurePrepaid(state: Draft<SimulatorState>, ownerAccountId: string): Draft<PrepaidAccountRecord> | undefined {
  const existing = prepaidOf(state, ownerAccountId);
  if (existing) return existing;
  const owner = state.accounts.find((account) => account.accountId === ownerAccountId);
  if (!owner || owner.accountType !== 'AGENT' || owner.parentAccount) return undefined;
  state.prepaidAccounts.push({ ownerAccountId, accountName: owner.organName ?? owner.displayName, balance: 0, frozen: 0 });
  return state.prepaidAccounts[state.prepaidAccounts.length - 1];
}

export function prepaidView(account: PrepaidAccountRecord): PrepaidAccount {
  return { balance: account.balance, frozen: account.frozen, accountName: account.accountName, payeeBank: { ...PREPAID.payeeBank } };
}

export interface MovementInput {
  kind: TransactionKind;
  /** Signed fen of the movement: + in, − out (for an external payment: what was paid, the account unchanged). */
  amount: number;
  /** Signed fen of the available balance; absent: `amount`. */
  availableChange?: number;
  /** Signed fen of the frozen amount. */
  frozenChange?: number;
  external?: boolean;
  orderNo?: string;
  paymentNo?: string;
  method?: PayMethod;
  description: string;
}

/**
 * Moves the agency's account and writes the transaction. An external movement only writes the record.
 * Answers undefined for an owner without an account (a person): nothing to write.
 */
export function writeTransaction(
  state: Draft<SimulatorState>,
  ownerAccountId: string,
  input: MovementInput,
  at: number,
): TransactionRecord | undefined {
  const account = ensurePrepaid(state, ownerAccountId);
  if (!account) return undefined;
  // Every movement of a payment made in a 合并支付 (taken, frozen, released, forfeited, refunded) names the batch.
  const batchNo = input.paymentNo ? state.payments.find((payment) => payment.paymentNo === input.paymentNo)?.batchNo : undefined;
  const availableChange = input.external ? 0 : (input.availableChange ?? input.amount);
  const frozenChange = input.external ? 0 : (input.frozenChange ?? 0);
  account.balance += availableChange;
  account.frozen += frozenChange;
  const record: TransactionRecord = {
    transactionNo: nextMoneyNo(state, PREPAID.transactionPrefix, PREPAID.numberDigits),
    ownerAccountId,
    kind: input.kind,
    amount: input.amount,
    availableChange,
    frozenChange,
    balanceAfter: account.balance,
    frozenAfter: account.frozen,
    ...(input.orderNo ? { orderNo: input.orderNo } : {}),
    ...(input.paymentNo ? { paymentNo: input.paymentNo } : {}),
    ...(batchNo ? { batchNo } : {}),
    ...(input.method ? { method: input.method } : {}),
    ...(input.external ? { external: true } : {}),
    description: input.description,
    time: toGatewayIso(at),
  };
  state.transactions.push(record);
  return record;
}

/** The account a movement's money left or reached: the prepaid account, or the bank or cashier of its payment (an external one). */
function accountOf(state: AnyState, record: TransactionRecord): string {
  if (!record.external) return '预存款账户';
  if (record.method !== 'B2B') return '在线支付';
  const payment = record.paymentNo ? state.payments.find((candidate) => candidate.paymentNo === record.paymentNo) : undefined;
  return `${payment?.bankName ?? ''}企业网银`;
}

export function toTransaction(state: AnyState, record: TransactionRecord): Transaction {
  const { ownerAccountId: _owner, ...transaction } = record;
  return { ...transaction, account: accountOf(state, record) };
}

export interface TransactionFilter {
  kind?: TransactionKind;
  dateStart?: string;
  dateEnd?: string;
  orderNo?: string;
}

/**
 * The agency's movements in the order of their time (oldest first; the same minute by serial number),
 * each with the available and frozen amounts after it in that order. A movement can be recorded after a
 * later one (a bank payment confirmed with its own time): the serial number is not the order.
 */
export function ledgerOf(state: AnyState, ownerAccountId: string): TransactionRecord[] {
  const own = state.transactions.filter((record) => record.ownerAccountId === ownerAccountId);
  const ordered = own
    .map((record) => ({ record, at: Date.parse(record.time) }))
    .sort((a, b) => a.at - b.at || a.record.transactionNo.localeCompare(b.record.transactionNo));
  let balance = 0;
  let frozen = 0;
  return ordered.map(({ record }) => {
    balance += record.availableChange;
    frozen += record.frozenChange;
    return record.balanceAfter === balance && record.frozenAfter === frozen
      ? record
      : { ...record, balanceAfter: balance, frozenAfter: frozen };
  });
}

/** The agency's transactions matching the filter, newest first (by time). */
export function filterTransactions(state: AnyState, ownerAccountId: string, filter: TransactionFilter): TransactionRecord[] {
  return ledgerOf(state, ownerAccountId)
    .filter((record) => {
      if (filter.kind && record.kind !== filter.kind) return false;
      if (filter.orderNo && !(record.orderNo ?? '').includes(filter.orderNo)) return false;
      const day = toGatewayDate(Date.parse(record.time));
      if (filter.dateStart && day < filter.dateStart) return false;
      if (filter.dateEnd && day > filter.dateEnd) return false;
      return true;
    })
    .reverse();
}

// ---- top-ups ----

const JPEG_DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;

export interface TopUpInput {
  amount: number;
  transferDate: string;
  voucherImage: string;
  remark?: string;
}

/** A top-up application's fields, or TOP_UP_INVALID with the detail and the field it belongs to. */
export function requireTopUp(body: Unchecked<TopUpInput>, now: number): TopUpInput {
  const invalid = (field: keyof TopUpInput, detail: string) => refuse('TOP_UP_INVALID', { detail, field });
  const { amount, transferDate, voucherImage, remark } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw invalid('amount', '充值金额须为以分计的整数');
  if (amount < PREPAID.topUpMin || amount > PREPAID.topUpMax) {
    throw invalid('amount', `充值金额须在${formatFen(PREPAID.topUpMin)}到${formatFen(PREPAID.topUpMax)}之间`);
  }
  if (typeof transferDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(transferDate) || Number.isNaN(Date.parse(transferDate))) {
    throw invalid('transferDate', '转账日期须为YYYY-MM-DD格式的日期');
  }
  if (transferDate > toGatewayDate(now)) throw invalid('transferDate', '转账日期不能晚于今天');
  if (typeof voucherImage !== 'string' || voucherImage === '') throw invalid('voucherImage', '请上传转账凭证图片');
  if (voucherImage.length > PREPAID.voucherMaxChars) throw invalid('voucherImage', '转账凭证图片不能超过2MB');
  if (!JPEG_DATA_URL.test(voucherImage)) throw invalid('voucherImage', '转账凭证须为JPEG图片');
  if (remark !== undefined && remark !== null && typeof remark !== 'string') throw invalid('remark', '备注格式不正确');
  const text = typeof remark === 'string' ? remark.trim() : '';
  if (text.length > PREPAID.remarkMax) throw invalid('remark', `备注不能超过${PREPAID.remarkMax}个字`);
  return { amount, transferDate, voucherImage, ...(text !== '' ? { remark: text } : {}) };
}

export function applyTopUp(
  state: Draft<SimulatorState>,
  ownerAccountId: string,
  appliedBy: string,
  input: TopUpInput,
  now: number,
): TopUpRecord {
  const record: TopUpRecord = {
    applicationNo: nextMoneyNo(state, PREPAID.topUpPrefix, PREPAID.numberDigits),
    ownerAccountId,
    appliedBy,
    amount: input.amount,
    status: 'PENDING',
    voucherImage: input.voucherImage,
    transferDate: input.transferDate,
    ...(input.remark ? { remark: input.remark } : {}),
    applyTime: toGatewayIso(now),
  };
  state.topUps.push(record);
  return record;
}

export type TopUpDecision = { approve: true } | { reject: string };

/** The airline's review (the developer panel): APPROVED credits the balance, REJECTED keeps the reason. */
export function reviewTopUp(state: Draft<SimulatorState>, applicationNo: string, decision: TopUpDecision, now: number): TopUpRecord {
  const record = state.topUps.find((candidate) => candidate.applicationNo === applicationNo);
  if (!record) throw new Error(`充值申请${applicationNo}不存在`);
  if (record.status !== 'PENDING') throw new Error(`充值申请${applicationNo}已审核`);
  record.reviewTime = toGatewayIso(now);
  record.reviewer = PREPAID.reviewer;
  if ('approve' in decision) {
    record.status = 'APPROVED';
    writeTransaction(
      state,
      record.ownerAccountId,
      { kind: 'TOP_UP', amount: record.amount, description: `预存款充值（申请${record.applicationNo}，转账日期${record.transferDate}）` },
      now,
    );
  } else {
    const reason = decision.reject.trim();
    if (reason === '') throw new Error('请填写驳回原因');
    record.status = 'REJECTED';
    record.rejectReason = reason.slice(0, PREPAID.rejectReasonMax);
  }
  return record;
}

export function toTopUp(record: TopUpRecord): TopUpApplication {
  const { ownerAccountId: _owner, appliedBy: _by, ...application } = record;
  return application;
}

export const topUpsOf = (state: AnyState, ownerAccountId: string, status?: TopUpStatus): TopUpRecord[] =>
  state.topUps.filter((record) => record.ownerAccountId === ownerAccountId && (!status || record.status === status)).reverse();
