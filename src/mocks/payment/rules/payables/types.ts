import type { Draft } from 'immer';
import type { MilestoneKind } from '@/domain/order';
import type { PayableKind } from '@/domain/payment';
import type { PaymentNext } from '@/lib/gateway/endpoints';
import type { AnyState, SimulatorState } from '../../../state';
import type { PaymentRecord } from '../payment-records';
import type { SimulatorRefusal } from '../../../kernel/refusal';

/**
 * Where a payable stands now. EXPIRED: its deadline passed unpaid; GONE: cancelled or not payable;
 * HELD: owed, but not payable now for the reason in `held` (its flight cancelled, a decision waiting).
 */
export type TargetState = 'DUE' | 'PAID' | 'GONE' | 'EXPIRED' | 'HELD';

/** A payable as the payment rules see it: what is due on it now, and what a payment of it covers. */
export interface Target {
  kind: PayableKind;
  payableNo: string;
  orderNo: string;
  milestone?: MilestoneKind;
  /** Fen due now (DUE). */
  amount: number;
  covers: string;
  title: string;
  deadline?: string;
  state: TargetState;
  /** ORDER: the milestone the payer named differs from the one due now. */
  milestoneChanged?: boolean;
  /** HELD: the refusal a payment of it gets now. */
  held?: SimulatorRefusal;
}

/**
 * One kind of payable (rules/payables/*.ts): how to find it, how a payment settles it, how a payment of
 * it reads. The payment rules go through the registered types (payables/index.ts) and never switch on
 * the kind, so a new payable (a refund fee, an ancillary order, a bid deposit) is one file in its own
 * module and one registration: payables/index.ts for the payment module's own, src/mocks/rules.ts for
 * a module above it.
 */
export interface PayableType {
  /** The payer's payables of this kind that may be due now (the due list asks each). */
  candidates(state: AnyState, payer: string): string[];
  /** The payable as it stands now, or undefined when the payer has none of that number. */
  find(state: AnyState, payer: string, payableNo: string, asked: MilestoneKind | undefined, now: number): Target | undefined;
  /** A payment of it succeeded: mark it paid. False when it is no longer due for that amount (a repeated payment). */
  settle(state: Draft<SimulatorState>, payment: Draft<PaymentRecord>, at: number, methodText: string): boolean;
  /** A payment of it is under way (true) or no longer (false): an order's milestone is UNDER_WAY meanwhile. */
  underWay?(state: Draft<SimulatorState>, payment: Draft<PaymentRecord>, underWay: boolean): void;
  /** How a payment of it reads in the transactions: '支付订单TO100101定金'. */
  describe(payment: Pick<PaymentRecord, 'orderNo' | 'milestone' | 'payableNo'>): string;
  /**
   * Paid by milestone (an order's deposit, balance or full payment): the payer names the one it pays,
   * and its payments are the order's own money (what a refund of the order goes back through).
   */
  byMilestone: boolean;
  /** The ancillary service it pays for, when it is one: 附加服务支付 takes only these, of the type named. */
  ancillaryType?(state: AnyState, payableNo: string): string | undefined;
  /** After a successful payment of it: what its order owes or waits for now. */
  next?(state: AnyState, payment: PaymentRecord, now: number): PaymentNext | undefined;
  /** A payment of it from the prepaid account stays frozen there until the order is settled (a team deposit). */
  freezes?(payment: Pick<PaymentRecord, 'milestone'>): boolean;
}
