/**
 * The simulator's rules: business figures and pure functions, one file per entity. `SETTLING` lists
 * every entity's due-transitions, which the settle step applies in order of due time.
 */
import type { SimulatorState } from '../state';
import { deregistrationDue, supplementDue } from './agency';
import { captchaDue } from './captcha';
import { invoiceDue } from './invoice';
import type { DueTransitions } from './log';
import { lockoutDue } from './lockout';
import { orderDue } from './order-cancel';
import { ticketingDue } from './order-tickets';
import { refundReviewDue } from './refund';
import { ancillaryDue } from './ancillary';
import { auctionDue } from './auction-settlement';
import { paymentDue } from './payment';
import { refundDue } from './payment-refunds';
import { pointsDue } from './points';
import { reportDue } from './report';
import { retroactiveDue } from './retroactive';
import { rewardDue } from './reward';
import { sessionDue } from './session';
import { smsDue } from './sms';
import { scheduleChangeDue } from './schedule-change';
import { dueReminderDue } from './due';

export * from './figures';
export * from './log';
export * from './captcha';
export * from './sms';
export * from './lockout';
export * from './session';
export * from './flight-change-notice';
export { writeSettleLog } from './settle-log';
export * from './order';
export * from './order-actions';
export * from './order-views';
export * from './order-cancel';
export * from './passenger-check';
export * from './inventory';
export * from './fare';
export * from './trip';
export * from './booking';
export * from './book-order';
export * from './regular-passenger';
export * from './payment';
export * from './payment-batch';
export * from './payment-due';
export * from './payment-refunds';
export * from './refund';
export * from './ancillary';
export * from './ancillary-delay';
export * from './prepaid';
export * from './points';
export * from './reward';
export * from './retroactive';
export * from './agency';
export * from './invoice';
export * from './report';
export * from './promotional';
export * from './charter';
export * from './series';
export * from './auction';
export * from './auction-ranking';
export * from './auction-settlement';
export * from './scattered';
export * from './schedule-change';
export * from './due';

// The gateway checks passwords and phones as the portal's forms do: one definition, in domain/validators.
export { isPhone, isStrongPassword, PHONE_LENGTH } from '@/domain/validators';

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
