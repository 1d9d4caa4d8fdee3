import type { PayableKind } from '@/domain/payment';
import type { Payment } from '@/lib/gateway';

/**
 * What the payment screens do differently by the kind of payable, one entry per kind (as the
 * simulator's rules/payables table): a new payable is one entry here, never a `payableKind === …`.
 */
export interface PayableScreen {
  /** Its number is its order's (an order's own milestones): a payable that cannot be paid links to the order. */
  isOrder: boolean;
  /**
   * The result page offers to pay it again (after a failure, or what is due next on it). An ancillary
   * item does not: it is paid from the page or cashier that linked in, which the result leads back to.
   */
  paysAgain: boolean;
  /** Paid through the ancillary payment when the item's type is known (meal, baggage, points). */
  ancillaryPayment: boolean;
  /** The gateway answers the order's next step with a payment of it (pay the balance, issue tickets, names). */
  nextSteps: boolean;
  /** What the result page says once it is paid (when it has no next step of its own). */
  paidText: (payment: Pick<Payment, 'covers'>) => string;
}

const coversPaid = (payment: Pick<Payment, 'covers'>) => (payment.covers ? `${payment.covers}已支付。` : '');

export const PAYABLE_SCREENS: Readonly<Record<PayableKind, PayableScreen>> = {
  ORDER: { isOrder: true, paysAgain: true, ancillaryPayment: false, nextSteps: true, paidText: () => '' },
  RETROACTIVE: { isOrder: false, paysAgain: true, ancillaryPayment: false, nextSteps: false, paidText: () => '补款已完成。' },
  ANCILLARY: { isOrder: false, paysAgain: false, ancillaryPayment: true, nextSteps: false, paidText: coversPaid },
  BID_DEPOSIT: { isOrder: false, paysAgain: true, ancillaryPayment: false, nextSteps: false, paidText: coversPaid },
};
