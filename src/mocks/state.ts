import type { SettleLogAction } from '@/domain/log-action';
import type { AccountType, OrganType } from '@/domain/account';
import type { DueReminderRecord } from './rules/due';
import type { Draft } from 'immer';
import type { AccountInfo, BulletinDetail, FlightChangeNotice, MenuNode } from '@/lib/gateway/endpoints';
import type { OrderRecord } from './rules/order';
import type { PaymentRecord } from './rules/payment';
import type { PaymentRefundRecord } from './rules/payment-refunds';
import type { AncillaryOrderRecord } from './rules/ancillary';
import type { RefundFileRecord, RefundRecord } from './rules/refund';
import type { PointMovementRecord } from './rules/points';
import type { PrepaidAccountRecord, TopUpRecord, TransactionRecord } from './rules/prepaid';
import type { RetroRecord } from './rules/retroactive';
import type { RewardCreditRecord } from './rules/reward';
import type { RegularPassengerRecord } from './rules/regular-passenger';
import type { FailureRecord } from './rules/lockout';
import type { LogEntry } from './rules/log';
import type { DeregistrationRecord, OrganisationRecord, RegistrationRecord, RoleRecord, SupplementRecord } from './rules/agency';
import type { InvoiceRecord } from './rules/invoice';
import type { ReportRecord } from './rules/report';
import type { PromoOfferRecord } from './rules/promotional';
import type { CharterAircraftRecord } from './rules/charter';
import type { SeriesRecord } from './rules/series';
import type { AuctionRecord, BidOrderRecord } from './rules/auction';
import type { ScatteredPnrRecord } from './rules/scattered';
import type { ScheduleChangeOrderRecord } from './rules/schedule-change';
import type { RevisionEntry } from './rules/revisions';
import type { PresenceLease } from './rules/presence';

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

export interface AccountRecord extends AccountInfo {
  /** Kept in clear: this is a simulator with demo passwords, not a credential store. */
  password: string;
  /**
   * `lastLoginTime` is the latest sign-in (a sub-account list's 最近登录); this is the one before it,
   * what the account's own screens call 上次登录 during the session the latest one opened.
   */
  previousLoginTime?: string;
  accountType: AccountType;
  /** Absent for a person (normal user). */
  organType?: OrganType;
  limitMenu: string[];
  menu: MenuNode[];
  /** A staff sub-account switched off (locked) by its agency. */
  disabled: boolean;
  /** A sub-account's role (rules/agency.ts); its menu is the role's pruned tree, taken at sign-in. */
  roleCode?: string;
  /** Set when the agency's deregistration was approved: it can no longer sign in. */
  deregistered?: boolean;
}

export interface TokenRecord {
  tokenId: string;
  tokenUUID: string;
  accountId: string;
}

/**
 * The one session of this browser: the simulator plays both the cookie jar and the server's session
 * table, so a single record suffices (a second login replaces it, as a new session cookie would).
 */
export interface SessionRecord {
  accountId: string;
  createdAt: number;
  /** Clock time of the last authenticated call; idle expiry counts from here. */
  lastSeen: number;
  /** Set by the settle step when the session has been idle too long; the next authenticated call ends it. */
  expired?: boolean;
}

export interface CaptchaRecord {
  captchaKey: string;
  code: string;
  issuedAt: number;
}

export type SmsPurpose = 'LOGIN' | 'FORGOT' | 'REGISTER' | 'SUB_ACCOUNT_RESET' | 'DEREGISTER' | 'SCHEDULE_CHANGE';

export interface SmsRecord {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  issuedAt: number;
  /** The account the code was sent for ('' for a registration: there is no account yet). */
  accountId: string;
  /** A notice rather than a code (a schedule change told to the group's contact): its words; `code` is ''. */
  text?: string;
}

export interface FlightChangeNoticeRecord extends Omit<FlightChangeNotice, 'orders' | 'pendingCount' | 'allowedActions'> {
  /** The account whose orders the change touches; staff see their agency's notices. */
  ownerAccountId: string;
  /** Its orders with what has been done (rules/schedule-change.ts). */
  orders: ScheduleChangeOrderRecord[];
  /** A cancellation whose alternative departure the airline then cancelled too (that change's id): nothing to accept or fly to. */
  alternativeCancelledBy?: string;
}

/**
 * A flight of the airline's timetable. Its seats per departure date live in `seatInventory`; a date
 * is flown when its weekday (1–7, Monday–Sunday) is in `weekdays`.
 */
export interface ScheduledFlight {
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  /** HH:mm local */
  depTime: string;
  arrTime: string;
  aircraftType: string;
  durationMinutes: number;
  weekdays: number[];
  /** Sellable seats by booking class, e.g. { F: 8, Y: 150 }. */
  cabinSeats: Record<string, number>;
  /** Seats per departure the airline sells to groups (out of Y). */
  groupQuota: number;
  /** Y full fare per adult in fen; group and discount fares derive from it (rules/fare.ts). */
  baseFare: number;
}

/** Seats sold of one departure; `seatInventory` keys them `${flightNo}|${YYYY-MM-DD}`. */
export interface SeatCount {
  /** Seats held or sold to groups. */
  group: number;
  /** Seats held or sold to individual orders, by class. */
  cabins: Record<string, number>;
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
