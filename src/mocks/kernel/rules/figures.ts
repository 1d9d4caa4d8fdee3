/**
 * The gateway simulator's business figures (domain.md). Handlers, rules and the store read every figure
 * from here; nothing else holds a business literal.
 */

import { DUE_FIGURES } from '@/domain/due';
import {
  RECORD_NUMBERS,
  ANCILLARY_FIGURES,
  AUCTION_FIGURES,
  CHARTER_FIGURES,
  SCATTERED_FIGURES,
  SERIES_FIGURES,
  DAY,
  HOUR,
  MINUTE,
  ORDER_FIGURES,
  PAYMENT_FIGURES,
  PROMO_FIGURES,
  REFUND_FIGURES,
  REGULAR_PASSENGER_FIGURES,
  SECOND,
} from '@/domain/figures';

export { REFUND_FIGURES as TEAM_REFUND, ANCILLARY_FIGURES as ANCILLARY };

export { DAY, HOUR, MINUTE, SECOND };

/** The one sender name every SMS the airline sends to a phone begins with. */
export const SMS_SENDER = '【祥云航空】';

/** The gateway speaks Beijing time (UTC+8), whatever the time zone of the machine running it. */
export const GATEWAY_UTC_OFFSET_MINUTES = 8 * 60;

export const CAPTCHA = {
  length: 4,
  /** Without 0/O, 1/I/L and other look-alikes, so a user can always read the image. */
  alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  ttlMs: 5 * MINUTE,
} as const;

export const SMS_CODE = {
  length: 6,
  ttlMs: 5 * MINUTE,
  resendAfterMs: 60 * SECOND,
} as const;

export const LOCKOUT = {
  maxFailures: 5,
  lockMs: 30 * MINUTE,
} as const;

export const SESSION = {
  idleMs: 30 * MINUTE,
  /**
   * A call moves the session's last-seen mark only when it is this old: the calls of one screen (a
   * detail and its banner, a list and its counts) change nothing then, so they answer without waiting
   * for a save (mocks/persistence.ts), and the idle limit is kept to within these 10 s.
   */
  touchMs: 10_000,
} as const;

export const PAGING = {
  maxPerSize: 100,
} as const;

/** How many entries the simulator-wide settle log keeps (entities without a log of their own). */
export const SETTLE_LOG_SIZE = 50;

// ---- BOOKING / FARE (flights, seats, individual and group fares) ----

export { BOOKING } from '@/domain/figures';

/** A booking class sold to individuals: its name and its fare as a share of the Y full fare. */
export interface CabinFigure {
  cabin: string;
  cabinName: string;
  /** Adult fare = Y full fare × this. */
  fareOfY: number;
  /** Child and infant fares are shares of this class's full fare (Y for economy classes, F for first). */
  fullFareOfY: number;
  /** Refund fee as a share of the fare: before departure, after departure. */
  refundBefore: number;
  refundAfter: number;
  /** Change (改期) fee as a share of the fare; 0 = free. */
  changeFee: number;
  endorsable: boolean;
  /** Free checked baggage per adult and child, kg (scattered fares state it; infants 10 kg). */
  baggageKg: number;
}

export const FARE = {
  cabins: [
    {
      cabin: 'F',
      cabinName: '头等舱',
      fareOfY: 1.5,
      fullFareOfY: 1.5,
      refundBefore: 0.05,
      refundAfter: 0.1,
      changeFee: 0,
      endorsable: true,
      baggageKg: 40,
    },
    {
      cabin: 'Y',
      cabinName: '经济舱',
      fareOfY: 1,
      fullFareOfY: 1,
      refundBefore: 0.1,
      refundAfter: 0.2,
      changeFee: 0,
      endorsable: true,
      baggageKg: 20,
    },
    {
      cabin: 'B',
      cabinName: '经济舱（优惠）',
      fareOfY: 0.75,
      fullFareOfY: 1,
      refundBefore: 0.3,
      refundAfter: 0.5,
      changeFee: 0.1,
      endorsable: false,
      baggageKg: 20,
    },
  ] as readonly CabinFigure[],
  /** Individual child fare: 50 % of the class's full fare; infant 10 %. */
  childShare: 0.5,
  infantShare: 0.1,
  /** Fen per segment: airport construction fee (adults only) and fuel surcharge (children half, infants none). */
  airportFee: 5000,
  fuelSurcharge: 2000,
  childFuelShare: 0.5,
  /** Fares are rounded to whole ¥10 (1000 fen), as the airline files them. */
  roundingFen: 1000,
  /** Group adult discount by seat holders (adults + children). */
  groupCountTiers: [
    { min: 10, max: 19, discount: 0 },
    { min: 20, max: 49, discount: 0.05 },
    { min: 50, max: 99, discount: 0.08 },
    { min: 100, max: 200, discount: 0.1 },
  ],
  /** Group advance purchase, by whole days from today to the first departure; a negative discount is a surcharge. */
  advancePurchase: [
    { minDays: 30, discount: 0.1 },
    { minDays: 15, discount: 0.05 },
    { minDays: 7, discount: 0 },
    { minDays: 0, discount: -0.1 },
  ],
  /** Group child fare: share of the group adult fare; group infant fare: share of the Y full fare. */
  groupChildShare: 0.75,
  groupInfantShare: 0.1,
  /** Voluntary group refund fee by days before departure (domain.md "Refunds"): one figure with the refunds. */
  groupRefundFees: REFUND_FIGURES.groupFees,
} as const;

// ---- ORDER (team and individual orders, domain.md "Groups and orders") ----

export const ORDER = {
  /** The figures the screens share (deadlines, fees, lengths): src/domain/figures.ts. */
  ...ORDER_FIGURES,
  /** Order numbers: prefix + 6 digits, continuing `orderSequences[prefix]`. */
  teamPrefix: RECORD_NUMBERS.teamOrder.prefix,
  individualPrefix: RECORD_NUMBERS.personalOrder.prefix,
  numberDigits: RECORD_NUMBERS.teamOrder.digits,
  /** Where numbering starts when no order of the prefix exists yet (the seed continues after these). */
  teamSequenceStart: 100100,
  individualSequenceStart: 200100,
  /** An agency's scattered (散客) B2B orders. */
  scatteredPrefix: RECORD_NUMBERS.scatteredOrder.prefix,
  scatteredSequenceStart: 300100,
  /** Who the order log names for the airline's own ticketing. */
  airlineTicketingBy: '航空公司出票系统',
  pnrLength: 6,
  /** PNR letters: no I, O, 0 or 1. */
  pnrAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  /** Ticket numbers: the airline's code + 10 digits, continuing `orderSequences[ticketSequenceKey]`. */
  ticketPrefix: '880-',
  ticketDigits: 10,
  ticketSequenceKey: 'TICKET',
  ticketSequenceStart: 2_460_000_000,
  /** The ticketing office holding the PNRs. */
  office: 'SHA888',
  airlineCode: 'XY',
} as const;

// ---- SCHEDULE CHANGES (the airline's changes reach the orders) ----

/** docs/decisions.md "Schedule changes": what makes a change significant and how long the agent has. */
export const SCHEDULE_CHANGE = {
  /** A departure moved by less than this (same day, same flight) is minor: accepted by the airline, only reported. */
  minorShiftMs: 30 * MINUTE,
  /** A significant change waits for the agent this long after the notice… */
  actionWindowMs: 72 * HOUR,
  /** …or until this long before the original departure, whichever is first. */
  deadlineLeadMs: 24 * HOUR,
  /**
   * Less time than this to decide is no choice at all: the airline decides when it publishes (as it does
   * at a deadline) and the SMS tells the contact what was done, never a deadline already upon them.
   */
  minDecisionMs: 2 * HOUR,
  /** Rebooking offers the route's departures this many days either side of the original date. */
  rebookWindowDays: 3,
  /** An onward segment leaving sooner than this after the changed arrival is a missed connection. */
  minConnectionMs: 60 * MINUTE,
  /** Who the order log and the queue name for what the airline did by itself. */
  airlineActor: '航空公司',
  /** Notices: prefix + 4 digits (the seed's FC0001…); events SC + 4 digits. */
  noticePrefix: 'FC',
  changePrefix: 'SC',
  numberDigits: 4,
} as const;

// ---- SCATTERED B2B TICKETS (散客票) ----

export const SCATTERED = {
  /** The last bucket, reviews and the supplement the reviewer asks for (src/domain/figures.ts). */
  ...SCATTERED_FIGURES,
  /** Refund requests (退票单): prefix + 8 digits. */
  refundPrefix: RECORD_NUMBERS.scatteredRefund.prefix,
  refundDigits: RECORD_NUMBERS.scatteredRefund.digits,
  refundSequenceStart: 30_000_000,
  /** Infants' free baggage, kg. */
  infantBaggageKg: 10,
} as const;

// ---- PROMOTIONAL OFFERS (特惠团) ----

export const PROMO = {
  /** Group sizes an offer may state (src/domain/figures.ts). */
  ...PROMO_FIGURES,
  /** Offer numbers: prefix + 6 digits. */
  offerPrefix: RECORD_NUMBERS.promoOffer.prefix,
  numberDigits: RECORD_NUMBERS.promoOffer.digits,
} as const;

// ---- TEAM BIDDING (团队竞价) ----

export const AUCTION = {
  /** Deposits, windows and the smallest bid (src/domain/figures.ts). */
  ...AUCTION_FIGURES,
  /** Activity numbers: prefix + 6 digits. */
  prodPrefix: RECORD_NUMBERS.auction.prefix,
  numberDigits: RECORD_NUMBERS.auction.digits,
  /** Bid orders are ancillary orders (AN + 6 digits) numbered from their own range, apart from the others' AN3…. */
  bidPrefix: RECORD_NUMBERS.ancillaryOrder.prefix,
  bidSequenceStart: 500_001,
} as const;

// ---- CHARTER (包机) ----

export const CHARTER = {
  /** Lead time, stay and passengers (src/domain/figures.ts). */
  ...CHARTER_FIGURES,
  /** Charter flight numbers: XY9 + 3 digits, one per flight, from their own counter. */
  flightPrefix: 'XY9',
  flightDigits: 3,
  flightSequenceKey: 'charterFlight',
  /** Departure times (local) of the outbound and the return flight; a same-day return waits for the turnaround. */
  outboundDepTime: '09:30',
  returnDepTime: '15:30',
  turnaroundMinutes: 90,
  /** One way: the aircraft flies back empty (空放调机), charged at this share of a loaded flight. */
  ferryShare: 0.5,
  /** A round trip's aircraft staying away from base: fen per night (停场及机组食宿). */
  nightStopFen: 3_000_000,
  /** Season factors on the block-hour price, by each flight's date. */
  peakFactor: 1.3,
  /** Spring Festival: the 40-day 春运 window around each New Year's day (gateway dates). */
  springFestivalDays: ['2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13', '2030-02-03', '2031-01-23'],
  springFestivalBefore: 15,
  springFestivalAfter: 25,
  /** Summer (months) and National Day (October, days). */
  summerMonths: [7, 8],
  nationalDayDays: [1, 7],
  /** Booked within this many days of the first flight: a short-notice surcharge (crew and slots found late). */
  shortNoticeDays: 30,
  shortNoticeRate: 0.1,
  /** Every line of the lump sum is rounded to ¥100. */
  roundingFen: 10_000,
  /** What the lump sum includes ({seats} is the aircraft's). */
  includes: [
    '整机全部座位{seats}及机组',
    '航油、起降费、航路费及地面服务费',
    '旅客机场建设费及燃油附加费',
    '机上餐食饮料',
    '每位旅客免费托运行李20公斤',
  ],
} as const;

// ---- SERIES (定期/不定期系列团) ----

export const SERIES = {
  /** Group sizes, range and departures of a series (src/domain/figures.ts). */
  ...SERIES_FIGURES,
  /** Series numbers: SR + 6 digits, continuing `orderSequences.SR`. */
  prefix: RECORD_NUMBERS.series.prefix,
  numberDigits: RECORD_NUMBERS.series.digits,
  sequenceStart: 100100,
} as const;

// ---- REGULAR PASSENGER (frequent passengers per account) ----

export const REGULAR_PASSENGER = {
  ...REGULAR_PASSENGER_FIGURES,
  idPrefix: 'RP',
  idDigits: 6,
} as const;

// ---- PAYMENT / MONEY (payment, prepaid account, transactions, rewards, red-packet points) ----

export const PAYMENT = {
  ...PAYMENT_FIGURES,
  /** An online cashier attempt nobody finished is closed after this. */
  onlineCloseMs: 30 * MINUTE,
  /** The bank confirms a B2B payment this long after it was made (the settle step). */
  b2bConfirmMs: 10 * MINUTE,
  /** A refund goes from WAITING_REFUND to HAVE_REFUND this long after it was made. */
  refundMs: 30 * MINUTE,
  /** A repeated payment nobody asked back is refunded automatically this long after it arrived. */
  repeatedAutoRefundMs: HOUR,
  /** At most this share of the amount due may be paid with red-packet points. */
  maxPointsShare: 0.5,
  /** Numbers: prefix + 8 digits (moneySequences). */
  paymentPrefix: 'PAY',
  refundPrefix: 'RF',
  /** A 合并支付's reference, shared by its payments and their ledger movements. */
  batchPrefix: 'PB',
  numberDigits: 8,
  /** The simulator's own cashier page (ONLINE payments). */
  cashierPath: '/sim-cashier.html',
  payee: '祥云航空',
  idempotencyKeyMax: 100,
  returnPathMax: 500,
  banks: [
    { code: 'ICBC', name: '工商银行' },
    { code: 'CCB', name: '建设银行' },
    { code: 'CMB', name: '招商银行' },
    { code: 'BOCOM', name: '交通银行' },
    { code: 'ABC', name: '农业银行' },
    { code: 'BOC', name: '中国银行' },
  ],
  /** Ancillary items of the stand-alone cashier are payable this long after they were created. */
  ancillaryPayableMs: 2 * DAY,
} as const;

export const PREPAID = {
  payeeBank: { name: '中国工商银行上海浦东分行', accountName: '祥云航空股份有限公司', accountNo: '1001 2345 6789 0123 456' },
  transactionPrefix: 'TX',
  topUpPrefix: 'TU',
  numberDigits: 8,
  /** A top-up: 1 yuan to 1,000,000 yuan, in fen. */
  topUpMin: 100,
  topUpMax: 100_000_000,
  /** The voucher image (a JPEG data URL) at most this many characters (~2 MB). */
  voucherMaxChars: 2_800_000,
  remarkMax: 200,
  rejectReasonMax: 100,
  /** The reviewer the developer panel plays. */
  reviewer: '祥云航空财务部',
  /** How many recent movements the prepaid account answer carries. */
  recentCount: 10,
  exportLimit: 2000,
} as const;

export const REWARD = {
  /** Fen per ticketed passenger-segment, credited on the 1st of the month after the flight month. */
  perSegment: 500,
} as const;

export const POINTS = {
  /** Points earned per yuan of ticket fare (100 points = 1 CNY). */
  perYuan: 1,
  /** Earned points expire this many months after they were earned. */
  validMonths: 12,
  /** "Expiring soon": within this. */
  expiringWindowMs: 30 * DAY,
  movementPrefix: 'PM',
  numberDigits: 8,
} as const;

export const RETROACTIVE = {
  prefix: 'RT',
  numberDigits: 6,
  /** A supplementary payment not made by its deadline is cancelled. */
  payableMs: 7 * DAY,
} as const;

/** How long the airline takes to review an agency's supplementary application and its deregistration. */
/** What falls due (待办, rules/due.ts): the shared figures, and how long news and reviews stand. */
export const DUE = {
  ...DUE_FIGURES,
  /** A refund decision stays on the list this long after it was made. */
  decidedShownMs: 3 * DAY,
  /** A top-up application is reviewed within this (the list's expected answer; the panel reviews it). */
  topUpReviewMs: DAY,
} as const;

export const AGENCY_REVIEW = {
  supplementMs: 10 * MINUTE,
  deregistrationMs: DAY,
} as const;

// ---- DOCUMENTS (electronic itineraries, agent reports) ----

export const INVOICE = {
  /** The tax platform answers an issue (PRINT_SUCCESS or PRINT_FAILED) this long after it was applied for. */
  printMs: 1 * MINUTE,
  /** A reversal (WAIT_CANCEL) completes this long after it was asked for. */
  cancelMs: 1 * MINUTE,
  /** Invoice numbers: prefix + 8 digits (documentSequences). */
  prefix: 'IV',
  numberDigits: 8,
  sequenceStart: 30_000_000,
  /** The document's 20-digit number: 2-digit year + region + 16-digit sequence. */
  serialRegion: '31',
  serialDigits: 16,
  serialSequenceKey: 'SERIAL',
  serialSequenceStart: 6_000_000,
  /**
   * VAT of domestic air passenger transport: 9 %, inside the fare and the fuel surcharge (the
   * 民航发展基金 is a government fund outside VAT). The document states the rate and the tax a finance
   * department books.
   */
  vatRate: 0.09,
  /** The airline as seller (the document's header). */
  seller: {
    title: '电子发票（航空运输电子客票行程单）',
    name: '祥云航空股份有限公司',
    creditCode: '91310000MA1XY88264',
    address: '上海市浦东新区机场大道88号',
    phone: '021-95088888',
  },
} as const;

export const REPORT = {
  /** Report numbers: prefix + 8 digits (documentSequences). */
  prefix: 'RPT',
  numberDigits: 8,
  sequenceStart: 40_000_000,
  /** A created report waits this long in the queue, then generates for base + per row, at most max. */
  queueMs: 5 * SECOND,
  generateBaseMs: 1 * MINUTE,
  generatePerRowMs: 50,
  generateMaxMs: 5 * MINUTE,
  /** The report service's nightly maintenance (Beijing time): a generation running into it fails. */
  maintenanceStart: '02:00',
  maintenanceEnd: '02:30',
  /** At most this many of an organisation's reports queued or generating at once. */
  maxInProgress: 5,
} as const;
