import { formatFen } from '@/domain/format';
import { AncillaryType, MilestoneKind } from '@/domain/order';
import { type PayableKind, PayMethod } from '@/domain/payment';
import type { Payable, PayableDue, PayMethodOption } from '@/lib/gateway/endpoints';
import { refuse, SimulatorRefusal } from '../../kernel/refusal';
import type { AccountRecord, AnyState } from '../../state';
import { PAYMENT } from '../../kernel/rules/figures';
import { formatDeadline, milestoneOf, ownerIdOf } from '../../order/rules/order';
import { lookUp } from '../../kernel/rules/lookup';
import { orderTitle, payableType, payableTypes, type Target } from './payables';
import type { PaymentRecord } from './payment-records';
import { pointsBalance } from './points';
import { prepaidOf } from './prepaid';

/**
 * What is due (domain.md "Money"): a payable as it stands now (each kind finds its own, rules/payables),
 * the methods offered for it, everything a payer owes now (the 支付 screen, the home's work queue) and
 * the deposits of the paydeposit screens. Paying is payment.ts.
 */

/** Who asks about which payable (its milestone `asked`, if any) and when: what every check below takes. */
type PayableAsk = [state: AnyState, payer: string, kind: PayableKind, payableNo: string, asked: MilestoneKind | undefined, now: number];

/** The payable as it stands now (rules/payables: each kind finds its own). */
function findTarget(...[state, payer, kind, payableNo, asked, now]: PayableAsk): Target | undefined {
  return payableType(kind).find(state, payer, payableNo, payableType(kind).byMilestone ? asked : undefined, now);
}

/** The PENDING payment of a payable (for an order: of any of its milestones). */
export function pendingPaymentOf<S extends AnyState>(state: S, kind: PayableKind, payableNo: string): S['payments'][number] | undefined {
  const pendingKey = (payment: PaymentRecord) => (payment.status === 'PENDING' ? `${payment.payableKind}|${payment.payableNo}` : null);
  return lookUp(state.payments, 'pending payable', pendingKey, `${kind}|${payableNo}`);
}

/** The payable if something is due now (or a payment of it under way); otherwise the refusal. */
export function requireTarget(...ask: PayableAsk): Target {
  const [state, , kind, payableNo] = ask;
  const target = findTarget(...ask);
  if (!target || target.state === 'GONE') throw refuse('PAYABLE_NOT_FOUND', { payableNo });
  if (target.state === 'PAID') throw refuse('ALREADY_PAID');
  if (target.state === 'HELD' && target.held) throw target.held;
  if (target.state === 'EXPIRED' && !pendingPaymentOf(state, kind, payableNo)) {
    const until = target.deadline ? formatDeadline(Date.parse(target.deadline)) : '';
    throw refuse('PAYMENT_DEADLINE_PASSED', { deadline: until });
  }
  return target;
}

/**
 * What `pay` checks of the payable before the method and the amount: due now (the milestone asked is
 * the one due) and no payment of it under way; the refusal otherwise. A series plan item offers PAY from
 * the same check (`payableNow`), so what the plan offers is what a payment (or a batch) takes.
 */
export function requirePayable(...ask: PayableAsk): Target {
  const [state, , , payableNo] = ask;
  const target = requireTarget(...ask);
  const pending = pendingPaymentOf(state, target.kind, payableNo);
  if (pending) throw refuse('PAYMENT_IN_PROGRESS', { paymentNo: pending.paymentNo });
  return target;
}

/** Whether a payment of the payable (its milestone `asked`) would be taken now, or the refusal's words. */
export function payableNow(...ask: PayableAsk): true | string {
  try {
    const target = requirePayable(...ask);
    return target.milestoneChanged ? `当前应付${target.milestone ? MilestoneKind.label(target.milestone) : '其他款项'}` : true;
  } catch (error) {
    if (error instanceof SimulatorRefusal) return error.message;
    throw error;
  }
}

export const maxPointsFor = (amount: number, balance: number): number =>
  Math.max(0, Math.min(balance, Math.floor(amount * PAYMENT.maxPointsShare)));

export const isAgent = (account: AccountRecord) => account.accountType === 'AGENT';

export function payableOf(state: AnyState, account: AccountRecord, kind: PayableKind, payableNo: string, now: number): Payable {
  const payer = ownerIdOf(state, account);
  const target = requireTarget(state, payer, kind, payableNo, undefined, now);
  const points = pointsBalance(state, payer);
  const pending = pendingPaymentOf(state, kind, payableNo);
  const prepaid = isAgent(account) ? prepaidOf(state, payer) : undefined;
  const itemType = payableType(kind).ancillaryType?.(state, payableNo);
  const ancillaryType = itemType && AncillaryType.values.includes(itemType as AncillaryType) ? (itemType as AncillaryType) : undefined;
  return {
    kind,
    payableNo,
    orderNo: target.orderNo,
    ...(target.milestone ? { milestone: target.milestone } : {}),
    ...(ancillaryType ? { ancillaryType } : {}),
    amount: target.amount,
    covers: target.covers,
    ...(target.deadline ? { deadline: target.deadline } : {}),
    title: target.title,
    pointsBalance: points,
    maxPoints: maxPointsFor(target.amount, points),
    ...(isAgent(account) ? { prepaid: { balance: prepaid?.balance ?? 0, frozen: prepaid?.frozen ?? 0 } } : {}),
    ...(pending ? { pendingPaymentNo: pending.paymentNo } : {}),
  };
}

const bankList = () => PAYMENT.banks.map((bank) => ({ code: bank.code, name: bank.name }));

/** The methods offered: ONLINE to persons; PREPAID (when the balance covers it), B2B and ONLINE to agents. */
export function payMethodsOf(
  state: AnyState,
  account: AccountRecord,
  kind: PayableKind,
  payableNo: string,
  area: 'normal' | 'b2b',
  now: number,
): PayMethodOption[] {
  const payable = payableOf(state, account, kind, payableNo, now);
  const online: PayMethodOption = { method: 'ONLINE', name: PayMethod.label('ONLINE'), available: true };
  if (area === 'normal') return [online];
  const balance = payable.prepaid?.balance ?? 0;
  const enough = balance >= payable.amount;
  return [
    {
      method: 'PREPAID',
      name: `${PayMethod.label('PREPAID')}（可用余额 ${formatFen(balance)}）`,
      available: enough,
      ...(enough ? {} : { unavailableReason: `余额不足：可用${formatFen(balance)}，需支付${formatFen(payable.amount)}` }),
    },
    { method: 'B2B', name: PayMethod.label('B2B'), available: true, banks: bankList() },
    online,
  ];
}

export interface DepositRow {
  orderNo: string;
  title: string;
  amount: number;
  deadline: string;
  paid: boolean;
  paidAt?: string;
  paymentNo?: string;
}

/** One row of `payablesDueOf`: the payable if due now, or past its deadline with a payment under way. */
export function payableDueRow(state: AnyState, payer: string, kind: PayableKind, payableNo: string, now: number): PayableDue | undefined {
  return dueRowOf(kind, payableNo, findTarget(state, payer, kind, payableNo, undefined, now), pendingPaymentOf(state, kind, payableNo));
}

/** The row of a payable found (`target`), with its pending payment: due now, or past its deadline with a payment under way. */
export function dueRowOf(
  kind: PayableKind,
  payableNo: string,
  target: Target | undefined,
  pending: PaymentRecord | undefined,
): PayableDue | undefined {
  if (!target || (target.state !== 'DUE' && !(target.state === 'EXPIRED' && pending))) return undefined;
  return {
    kind,
    payableNo,
    orderNo: target.orderNo,
    ...(target.milestone ? { milestone: target.milestone } : {}),
    amount: target.amount,
    covers: target.covers,
    title: target.title,
    ...(target.deadline ? { deadline: target.deadline } : {}),
    ...(pending ? { pendingPaymentNo: pending.paymentNo } : {}),
  };
}

/**
 * Everything the payer owes now, soonest deadline first: order milestones (deposit, balance, full),
 * supplementary payments and ancillary orders (name-change fees among them); a payable with a payment under way
 * names it. The 支付 screen and the agent home's work queue.
 */
export function payablesDueOf(state: AnyState, payer: string, now: number): PayableDue[] {
  const candidates = payableTypes().flatMap(([kind, payable]) =>
    payable.candidates(state, payer).map((payableNo): [PayableKind, string] => [kind, payableNo]),
  );
  const rows = candidates.flatMap(([kind, payableNo]) => {
    const row = payableDueRow(state, payer, kind, payableNo, now);
    return row ? [row] : [];
  });
  const at = (row: PayableDue) => (row.deadline ? Date.parse(row.deadline) : Number.MAX_SAFE_INTEGER);
  return rows.sort((a, b) => at(a) - at(b) || a.payableNo.localeCompare(b.payableNo));
}

/** The agency's team orders with a deposit due (unpaid, order BOOKED) or paid: due first by deadline, then paid, latest first. */
export function depositsOf(state: AnyState, payer: string, paid: boolean | undefined): DepositRow[] {
  const rows: DepositRow[] = [];
  for (const order of state.orders) {
    if (order.ownerAccountId !== payer) continue;
    const deposit = milestoneOf(order, 'DEPOSIT');
    if (!deposit) continue;
    const isPaid = deposit.status === 'SUCCESSED';
    if (!isPaid && (order.status !== 'BOOKED' || deposit.status === 'FAILED')) continue;
    if (paid !== undefined && paid !== isPaid) continue;
    const payment = isPaid
      ? state.payments.find(
          (candidate) =>
            candidate.orderNo === order.orderNo &&
            candidate.milestone === 'DEPOSIT' &&
            candidate.status === 'SUCCESS' &&
            !candidate.repeated,
        )
      : undefined;
    rows.push({
      orderNo: order.orderNo,
      title: orderTitle(order),
      amount: deposit.amount,
      deadline: deposit.deadline,
      paid: isPaid,
      ...(deposit.paidAt ? { paidAt: deposit.paidAt } : {}),
      ...(payment ? { paymentNo: payment.paymentNo } : {}),
    });
  }
  return rows.sort((a, b) => {
    if (a.paid !== b.paid) return a.paid ? 1 : -1;
    return a.paid
      ? Date.parse(b.paidAt ?? b.deadline) - Date.parse(a.paidAt ?? a.deadline)
      : Date.parse(a.deadline) - Date.parse(b.deadline);
  });
}
