/**
 * The business figures the screens and the gateway simulator share (domain.md "Groups and orders",
 * "Money"): group sizes, lengths of names and texts, fees, deadlines. A form's limit and the gateway's
 * refusal come from the same number here, so they cannot drift apart (tests/integration/figures.test.tsx
 * checks the forms against the simulator). Simulator-only figures (numbering, captcha, banks…) stay in
 * src/mocks/kernel/rules/figures.ts, which spreads these.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Who may book what, and until when (domain.md "Groups and orders"). */
export const BOOKING = {
  /** Seat-holding passengers (adults + children) of an individual order. */
  individualMinSeats: 1,
  individualMaxSeats: 9,
  /** Individual sale closes this long before departure. */
  individualCloseMs: 1 * HOUR,
  /** Seat holders of a temporary group (infants do not count). */
  groupMinSeats: 10,
  groupMaxSeats: 200,
  /** Group sale closes this long before departure (the name list is due then too). */
  groupCloseMs: 72 * HOUR,
  /** How far ahead the timetable sells. */
  maxAdvanceDays: 365,
  groupNameMaxLength: 30,
  /** Booking class of group seats on an order's segments. */
  groupCabin: 'G',
} as const;

/**
 * Promotional groups (特惠团): each offer states its own group size (minGroup–maxGroup seat holders per
 * order) within these limits; an offer that states none takes the defaults.
 */
export const PROMO_FIGURES = {
  /** No offer sells to groups smaller than a group booking's own minimum. */
  minGroup: BOOKING.groupMinSeats,
  /** Seat holders of one order at most, whatever the offer: its seats are shared among agencies. */
  maxPerOrder: 60,
  /** An offer's largest group when it states none. */
  defaultMaxGroup: 40,
} as const;

/**
 * Charter (包机): a whole aircraft for a route and dates, priced as one lump sum and paid on the group
 * plan (deposit, balance by the ticketing time limit). Its seats are the aircraft's; the name list is a
 * group's.
 */
export const CHARTER_FIGURES = {
  /** A charter is booked at least this many whole days before its first flight (crew, slots, permits). */
  minLeadDays: 15,
  /** A round trip's aircraft stays with the charter at most this many nights between the flights. */
  maxStayNights: 7,
  /** Passengers expected: at least one, at most the aircraft's seats. */
  minPassengers: 1,
} as const;

/**
 * Series (系列团): one group flying the same route on many dates — a weekly pattern over a date range
 * (定期, REGULAR) or a chosen set of dates (不定期, UNREGULAR). Each departure is a team order of its own,
 * booked from the flight's group quota at the group fare of its date.
 */
export const SERIES_FIGURES = {
  /** Seat holders per departure: the temporary group's limits. */
  minGroup: BOOKING.groupMinSeats,
  maxGroup: BOOKING.groupMaxSeats,
  /** A regular series' date range spans at most this many weeks (first to last date). */
  maxRangeWeeks: 26,
  /** Departures of one series at most (either type). */
  maxDepartures: 60,
  /** Seats added to one departure at a time (加人), at most. */
  maxAddPerCall: 50,
  cancelReasonMax: 200,
} as const;

/** Payments (domain.md "Money"): what the screens limit as the gateway does. */
export const PAYMENT_FIGURES = {
  /** Payables in one batch payment (合并支付: a series has at most this many departures to pay at once). */
  batchMax: 30,
} as const;

/**
 * Team bidding (团队竞价, domain.md "Team bidding"): an activity sells seats of one departure to the
 * highest bids. A bid names its seats (from the activity's smallest group up to its cap per agency) and
 * a unit price (at least the floor, on the floor plus whole steps); its deposit is per seat, 20 % of the
 * floor price, due soon after the bid and before the end. At the end the simulator ranks the bids.
 */
export const AUCTION_FIGURES = {
  /** Deposit per seat: this share of the floor price (rounded to the yuan). */
  depositRate: 0.2,
  /** A bid's deposit is due within this of the bid (and at the latest when the activity ends). */
  depositWindowMs: 30 * MINUTE,
  /** A winner's team order owes the balance within this of the end. */
  balanceWindowMs: 24 * HOUR,
  /** A deposit going back (a lost or cancelled bid, seats not awarded) reaches the payer this long after. */
  depositReturnMs: 10 * MINUTE,
  /** A winner who gives up: the airline closes the won bid this long after (REFUNDING → REFUNDED). */
  giveUpProcessMs: 10 * MINUTE,
  /** Seats of one bid at least (an activity may ask more): a group. */
  minSeats: BOOKING.groupMinSeats,
  groupNameMaxLength: BOOKING.groupNameMaxLength,
} as const;

/** Orders: payment stages and deadlines, releases, fees, and the lengths of what is typed on them. */
/**
 * The record numbers the gateway mints and the portal's addresses carry: a prefix and a count of digits.
 * The simulator numbers its records by them; a detail screen answers 页面不存在 for a number of another
 * shape without asking (lib/record-numbers.ts).
 */
export const RECORD_NUMBERS = {
  teamOrder: { prefix: 'TO', digits: 6 },
  personalOrder: { prefix: 'NO', digits: 6 },
  scatteredOrder: { prefix: 'SO', digits: 6 },
  auction: { prefix: 'BA', digits: 6 },
  /** Ancillary orders, bid orders among them. */
  ancillaryOrder: { prefix: 'AN', digits: 6 },
  promoOffer: { prefix: 'PO', digits: 6 },
  series: { prefix: 'SR', digits: 6 },
  teamRefund: { prefix: 'TR', digits: 8 },
  scatteredRefund: { prefix: 'RFD', digits: 8 },
} as const satisfies Record<string, { prefix: string; digits: number }>;

export const ORDER_FIGURES = {
  /** The deposit is this share of the group total, due within `depositWindowMs` of booking. */
  depositRate: 0.1,
  depositWindowMs: 24 * HOUR,
  /** Ticketing time limit: the balance is due this long before the first departure. */
  ticketingLeadMs: 7 * DAY,
  /** Booked later than the ticketing time limit: the whole amount within this (no deposit stage). */
  lateFullPaymentMs: 2 * HOUR,
  /** Individual orders: the whole amount within this. */
  individualPaymentMs: 30 * MINUTE,
  /** Individual orders: the airline issues the tickets this long after the full payment (no agent action). */
  individualTicketingMs: 10 * MINUTE,
  /** Every name must be in this long before the first departure. */
  nameLeadMs: 72 * HOUR,
  /** Materialisation: this share of the confirmed group size (rounded down) may be released free. */
  freeReleaseRate: 0.15,
  /** Fen per passenger of a name change after ticketing: a correction of the same person's details (改名)… */
  nameChangeFeePerPassenger: 10000,
  /** …or another person on the ticket (换人: a different ID number). */
  replaceFeePerPassenger: 30000,
  /** Rows of one list export. */
  exportLimit: 2000,
  /** Orders of one batch cancel. */
  batchCancelMax: 100,
  remarkMaxLength: 200,
  chineseNameMin: 2,
  chineseNameMax: 20,
  englishNameMax: 50,
  contactNameMax: 30,
  cancelReasonMax: 200,
} as const;

/** Frequent passengers (常用旅客) of an account. */
export const REGULAR_PASSENGER_FIGURES = {
  /** Frequent passengers one account may keep. */
  maxPerAccount: 200,
  remarkMaxLength: 50,
  /** Other documents than the mainland ID: letters and digits of this length. */
  otherIdMinLength: 5,
  otherIdMaxLength: 20,
} as const;

/**
 * Scattered B2B tickets (散客票, domain.md "Groups and orders" and "Refunds"): fares of a class rise by
 * `lastSeatsSurcharge` once `lastSeats` or fewer are left (the last bucket), so a fare may change between
 * shopping and verify; a refund is reviewed within `reviewMs`, an error refund's reviewer first asks for
 * one supplementary file.
 */
export const SCATTERED_FIGURES = {
  lastSeats: 5,
  lastSeatsSurcharge: 0.2,
  reviewMs: 2 * HOUR,
  /** What the reviewer of an error (involuntary) refund asks for before deciding. */
  supplementAsk: '请补充航空公司出具的航班变动或延误证明（加盖公章）',
  /** Length of a pasted PNR text. */
  pnrTextMax: 4000,
} as const;

/** Team refunds (domain.md "Refunds"). */
export const REFUND_FIGURES = {
  /** Voluntary group refund fee by whole days before departure: share of the fare (taxes go back in full). */
  groupFees: [
    { minDays: 30, fee: 0.1 },
    { minDays: 7, fee: 0.3 },
    { minDays: 0, fee: 0.5 },
  ],
  /** The airline reviews an application within this (the simulator approves it then unless told otherwise). */
  reviewMs: 2 * HOUR,
  reasonMaxLength: 200,
  /** Supporting files of one application (an involuntary refund needs at least one). */
  maxFiles: 5,
  /** One supporting file after compression. */
  fileMaxBytes: 2 * 1024 * 1024,
  /** Applications of one Excel export. */
  exportLimit: 2000,
} as const;

/**
 * Ancillary orders (附加服务): what an agent may buy for a ticketed group's passengers, at these prices
 * per unit (fen), at most `maxPerPassenger` units of a product each; payable within `payWindowMs` and
 * before the first departure.
 */
export const ANCILLARY_FIGURES = {
  products: [
    { code: 'MEAL_BIZ', kind: 'MEAL', name: '商务餐升级', unit: '份', unitPrice: 6_000 },
    { code: 'MEAL_HALAL', kind: 'MEAL', name: '清真餐', unit: '份', unitPrice: 6_000 },
    { code: 'MEAL_VEG', kind: 'MEAL', name: '素食餐', unit: '份', unitPrice: 5_000 },
    { code: 'BAG_10', kind: 'BAGGAGE', name: '额外托运行李 10KG', unit: '件', unitPrice: 10_000 },
    { code: 'BAG_23', kind: 'BAGGAGE', name: '额外托运行李 23KG', unit: '件', unitPrice: 20_000 },
  ],
  maxPerPassenger: 3,
  payWindowMs: 2 * DAY,
  /**
   * Delay (延期): the group moves to a later flight of the same route within `delayWindowDays` of its
   * date, up to `delayLeadMs` before its departure; it pays the fare difference per seat (a lower fare
   * is not refunded) and `delayFeePerSeat`.
   */
  delayWindowDays: 30,
  delayLeadMs: 24 * HOUR,
  delayFeePerSeat: 5_000,
} as const;
