import type { SettleLogAction } from '@/domain/log-action';
import type { DueReminderRecord } from './due/rules/due-records';
import type { Draft } from 'immer';
import type { BulletinDetail } from '@/lib/gateway/endpoints';
import type { OrderRecord } from './order/rules/order-records';
import type {
  PaymentRecord,
  PaymentRefundRecord,
  PointMovementRecord,
  PrepaidAccountRecord,
  RetroRecord,
  RewardCreditRecord,
  TopUpRecord,
  TransactionRecord,
} from './payment/rules/payment-records';
import type { AncillaryOrderRecord } from './ancillary/rules/ancillary-records';
import type { RefundFileRecord, RefundRecord } from './refund/rules/refund-records';
import type {
  AccountRecord,
  CaptchaRecord,
  DeregistrationRecord,
  FailureRecord,
  OrganisationRecord,
  PresenceLease,
  RegistrationRecord,
  RegularPassengerRecord,
  RoleRecord,
  SessionRecord,
  SmsRecord,
  SupplementRecord,
  TokenRecord,
} from './session/rules/session-records';
import type { LogEntry } from './kernel/rules/log';
import type { InvoiceRecord, ReportRecord } from './documents/rules/document-records';
import type { PromoOfferRecord } from './channels/promotional/rules/promotional-records';
import type { CharterAircraftRecord } from './channels/charter/rules/charter-records';
import type { SeriesRecord } from './channels/series/rules/series-records';
import type { AuctionRecord, BidOrderRecord } from './channels/bidding/rules/auction-records';
import type { ScatteredPnrRecord } from './channels/scattered/rules/scattered-records';
import type { RevisionEntry } from './kernel/rules/kernel-records';
import type { ScheduledFlight, SeatCount } from './catalogue/rules/catalogue-records';
import type { FlightChangeNoticeRecord } from './schedule-change/rules/schedule-change-records';
export type { FlightChangeNoticeRecord } from './schedule-change/rules/schedule-change-records';
export type { AccountRecord, TokenRecord, SessionRecord, CaptchaRecord, SmsPurpose, SmsRecord } from './session/rules/session-records';
export type { ScheduledFlight, SeatCount } from './catalogue/rules/catalogue-records';

/** The shape of the simulator's domain store: plain JSON, so it can be persisted as is. */

/** Raised whenever the shape changes; an older saved state is migrated (persistence.ts) or replaced by the seed. */
export const STATE_VERSION = 19;

/** One-shot faults the next gateway call suffers (developer panel, tests). */
export type FaultKind = 'timeout' | 'http500' | 'http400' | 'business';

/** A fault for the next call of one endpoint (its catalogue path, e.g. '/bulletin/flight-change/confirm'). */
export interface PendingFault {
  kind: FaultKind;
  path: string;
}

export interface SimulatorState {
  version: typeof STATE_VERSION;
  /** Simulator clock = real time + this offset. */
  clockOffsetMs: number;
  /** State of the seeded generator behind captchas, SMS codes and keys. */
  rngState: number;
  /** Counter inside every serialNo. */
  serialCounter: number;
  accounts: AccountRecord[];
  tokens: TokenRecord[];
  session: SessionRecord | null;
  /** Outstanding captchas by captchaKey; each is removed when checked. */
  captchas: Record<string, CaptchaRecord>;
  lastCaptcha: CaptchaRecord | null;
  /** Outstanding SMS codes by `${purpose}:${mobile}`. */
  smsCodes: Record<string, SmsRecord>;
  /** Codes sent, newest first (what the phone would have received); for the developer panel and tests. */
  smsOutbox: SmsRecord[];
  /** Reminders of what falls due "sent" by SMS to each agency's contact phone, newest first, one per item and stage (rules/due.ts). */
  dueReminders: DueReminderRecord[];
  /** Consecutive wrong passwords by login name. */
  loginFailures: Record<string, FailureRecord>;
  bulletins: BulletinDetail[];
  flightChangeNotices: FlightChangeNoticeRecord[];
  /** The timetable (whole), and seats sold per departure (only departures someone booked). */
  flights: ScheduledFlight[];
  seatInventory: Record<string, SeatCount>;
  /** Promotional offers (特惠团) the airline publishes, with their seats per departure (rules/promotional.ts). */
  promoOffers: PromoOfferRecord[];
  /** Aircraft types the airline charters (包机), with the aircraft held per date (rules/charter.ts). */
  charterAircraft: CharterAircraftRecord[];
  /** Bid activities (团队竞价) and the bid orders of every agency, the simulator's other agencies' too (rules/auction.ts). */
  auctions: AuctionRecord[];
  bidOrders: BidOrderRecord[];
  /** Team and individual orders, one model (rules/order.ts). */
  orders: OrderRecord[];
  /** Series (系列团): the pattern or dates, the group and one order per departure (rules/series.ts). */
  series: SeriesRecord[];
  /** Last number given per order-number prefix (TO team, NO individual, SR series). */
  orderSequences: Record<string, number>;
  /** Frequent passengers of every account (rules/regular-passenger.ts). */
  regularPassengers: RegularPassengerRecord[];
  /** Payment attempts of every payer (rules/payment.ts). */
  payments: PaymentRecord[];
  /** Refunds of payments: repeated payments, money that went back on orders. */
  paymentRefunds: PaymentRefundRecord[];
  /** Refund applications of every kind of order's tickets, their review and money (rules/refund.ts): 团队退票 and 散客退票单. */
  refunds: RefundRecord[];
  /** PNRs agencies hold in the reservation system that are not orders yet, to import (rules/scattered.ts). */
  scatteredPnrs: ScatteredPnrRecord[];
  /** Supporting files uploaded for refund applications (kept with the application once applied). */
  refundFiles: RefundFileRecord[];
  /** Ancillary orders (附加服务单): meals, baggage, points and operations paid on their own (rules/ancillary.ts). */
  ancillaryOrders: AncillaryOrderRecord[];
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
  /** The agency's organisation (rules/agency.ts): roles, registrations, organisation records by main
   * account, supplementary (licence) applications, deregistration applications. */
  roles: RoleRecord[];
  registrations: RegistrationRecord[];
  organisations: OrganisationRecord[];
  supplements: SupplementRecord[];
  deregistrations: DeregistrationRecord[];
  /** Last number given per organisation prefix (ROL, REG, SUP, DRG, account ids). */
  agencySequences: Record<string, number>;
  /** Documents (rules/invoice.ts, rules/report.ts): electronic itineraries and agent reports. */
  invoices: InvoiceRecord[];
  reports: ReportRecord[];
  /** Last number given per document prefix (IV invoices, SERIAL document numbers, RPT reports). */
  documentSequences: Record<string, number>;
  /** The next call's fault; one aimed at an endpoint waits for a call of that path (other calls pass). */
  pendingFault: FaultKind | PendingFault | null;
  /**
   * Revisions of the records people edit, by `revisionKey` (rules/revisions.ts); a record without an
   * entry is at revision 1.
   */
  revisions: Record<string, RevisionEntry>;
  /** Who has which record open: short advisory leases (rules/presence.ts). */
  presence: PresenceLease[];
  /** What the settle step did to entities without a history of their own, newest first. */
  settleLog: LogEntry<SettleLogAction>[];
}

/** The state as rules read it: the committed one, or the draft of a transaction. */
export type AnyState = SimulatorState | Draft<SimulatorState>;
