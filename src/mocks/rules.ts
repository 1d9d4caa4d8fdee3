/**
 * The simulator's rules: business figures and pure functions, one file per entity. `SETTLING` lists
 * every entity's due-transitions, which the settle step applies in order of due time.
 */
import type { SimulatorState } from './state';
import { deregistrationDue, supplementDue } from './session/rules/agency';
import { captchaDue } from './session/rules/captcha';
import { invoiceDue } from './documents/rules/invoice';
import type { DueTransitions } from './kernel/rules/log';
import { lockoutDue } from './session/rules/lockout';
import { orderDue } from './order/rules/order-cancel';
import { ticketingDue } from './order/rules/order-tickets';
import { refundReviewDue } from './refund/rules/refund';
import { ancillaryDue } from './ancillary/rules/ancillary';
import { auctionDue } from './channels/bidding/rules/auction-settlement';
import { paymentDue } from './payment/rules/payment';
import { refundDue } from './payment/rules/payment-refunds';
import { pointsDue } from './payment/rules/points';
import { reportDue } from './documents/rules/report';
import { retroactiveDue } from './payment/rules/retroactive';
import { rewardDue } from './payment/rules/reward';
import { sessionDue } from './session/rules/session';
import { smsDue } from './session/rules/sms';
import { scheduleChangeDue } from './schedule-change/rules/schedule-change';
import { dueReminderDue } from './due/rules/due';
import { registerPayable } from './payment/rules/payables';
import { ancillaryPayable } from './ancillary/rules/ancillary-payable';
import { bidDepositPayable } from './channels/bidding/rules/bid-deposit';
import { keepNameChangesIn } from './order/rules/order-passengers';
import { nameChangeRecords, openAncillaryOrder, toNameChange } from './ancillary/rules/ancillary';

export * from './kernel/rules/figures';
export * from './kernel/rules/log';
export * from './session/rules/captcha';
export * from './session/rules/sms';
export * from './session/rules/lockout';
export * from './session/rules/session';
export * from './schedule-change/rules/flight-change-notice';
export { writeSettleLog } from './kernel/rules/settle-log';
export * from './order/rules/order';
export * from './order/rules/order-actions';
export * from './order/rules/order-views';
export * from './order/rules/order-cancel';
export * from './kernel/rules/passenger-check';
export * from './catalogue/rules/inventory';
export * from './catalogue/rules/fare';
export * from './catalogue/rules/trip';
export * from './order/rules/booking';
export * from './order/rules/book-order';
export * from './session/rules/regular-passenger';
export * from './payment/rules/payment';
export * from './payment/rules/payment-batch';
export * from './payment/rules/payment-due';
export * from './payment/rules/payment-refunds';
export * from './refund/rules/refund';
export * from './ancillary/rules/ancillary';
export * from './ancillary/rules/ancillary-delay';
export * from './payment/rules/prepaid';
export * from './payment/rules/points';
export * from './payment/rules/reward';
export * from './payment/rules/retroactive';
export * from './session/rules/agency';
export * from './documents/rules/invoice';
export * from './documents/rules/report';
export * from './channels/promotional/rules/promotional';
export * from './channels/series/rules/series';
export * from './channels/bidding/rules/auction';
export * from './channels/bidding/rules/auction-ranking';
export * from './channels/bidding/rules/auction-settlement';
export * from './channels/scattered/rules/scattered';
export * from './schedule-change/rules/schedule-change';
export * from './due/rules/due';

// The gateway checks passwords and phones as the portal's forms do: one definition, in domain/validators.
export { isPhone, isStrongPassword, PHONE_LENGTH } from '@/domain/validators';

// The payables of the modules above the payment module, which serves them without importing them: an
// ancillary order, then a bid's deposit (the due list asks them in this order, after the order's own).
registerPayable('ANCILLARY', ancillaryPayable);
registerPayable('BID_DEPOSIT', bidDepositPayable);
// A name change with a fee is an ancillary order: the ancillary module keeps the order core's name changes.
keepNameChangesIn({ of: nameChangeRecords, open: openAncillaryOrder, view: toNameChange });

/** Payment and the agency's money: what the seed replays too (seed/money.ts). */
export const MONEY_SETTLING: readonly DueTransitions<SimulatorState>[] = [paymentDue, refundDue, pointsDue, rewardDue, retroactiveDue];

/** Every entity whose state moves with the clock. A new entity adds its rules file and one line here. */
export const SETTLING: readonly DueTransitions<SimulatorState>[] = [
  captchaDue,
  smsDue,
  lockoutDue,
  sessionDue,
  orderDue,
  ticketingDue,
  refundReviewDue,
  ancillaryDue,
  auctionDue,
  ...MONEY_SETTLING,
  supplementDue,
  deregistrationDue,
  invoiceDue,
  reportDue,
  scheduleChangeDue,
  dueReminderDue,
];
