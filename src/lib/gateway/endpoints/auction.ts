import { AUTH } from '@/config/auth-codes';
import type { BidActivityState, BidActivityStatus, BidOrderState, BidOrderStatus, ProcessStatus } from '@/domain/auction';
import type { RefundState } from '@/domain/refund';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type ClockText,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';
import type { OrderContact } from './order';

const endpoint = endpointsOf('auction');

/*
 * Team bidding (团队竞价, spec §2 /agent/auction…, domain.md "Team bidding"): the airline's bid activities
 * (seats of one departure sold to the highest bids) and the agency's bid orders — ancillary orders of kind
 * BID (`ancilOrderNo`, AN + 6 digits). A bid's deposit is paid through the payment screens (payableKind
 * BID_DEPOSIT, payableNo = ancilOrderNo); a winner's seats become a team order (channel BID). Money in fen;
 * instants gateway ISO; dates YYYY-MM-DD.
 */

/** The activity and the departure it sells: what an activity and a bid on it both show. */
export interface ActivityFlight {
  prodNo: string;
  /** e.g. 上海—三亚 冬季包座竞价 */
  title: string;
  flightNo: string;
  flightDate: DateText;
  depAirport: string;
  arrAirport: string;
}

/** An activity as the list shows it. */
export interface AuctionSummary extends ActivityFlight {
  /** HH:mm */
  depTime: ClockText;
  arrTime: ClockText;
  /** Seats on offer. */
  seats: Count;
  /** Fen per seat: the lowest bid, and the step every bid is on above it. */
  floorPrice: Fen;
  step: Fen;
  depositPerSeat: Fen;
  /** Seats one bid takes at least, and one agency at most over its bids. */
  minSeats: Count;
  capPerAgency: Count;
  startTime: DateTimeText;
  endTime: DateTimeText;
  /** By the gateway clock at the time of the answer. */
  status: BidActivityState;
  /** Bids with their deposit paid (the ones that rank), and their seats. */
  bidCount: Count;
  bidSeats: Count;
}

/** Where the agency's own bid stands now: within the seats on offer, partly (the last winner), or out. */
export type BidStanding = 'IN' | 'PARTIAL' | 'OUT';

/** One of the agency's bids as the activity shows it. */
export interface MyBid {
  ancilOrderNo: string;
  seats: Count;
  unitPrice: Fen;
  /** The team the bid is for (a next bid starts from the last one's). */
  groupName: string;
  status: BidOrderState;
  depositDeadline: DateTimeText;
  /** Paid bids while the activity runs or once settled: its place in the ranking (1 = best). */
  rank?: Count;
  standing?: BidStanding;
  /** Seats it would get (running) or got (settled). */
  seatsNow?: Count;
  /** What cancelling now would give back (CANCEL allowed): the bid's page says the same. */
  cancelRefund?: Fen;
  allowedActions: BidOrderAction[];
}

/** The activity now: what ranks and the price a new bid needs to be within the seats on offer. */
export interface AuctionPicture {
  bidCount: Count;
  bidSeats: Count;
  agencies: Count;
  /** The highest unit price bid so far (absent without bids). */
  highestPrice?: Fen;
  /**
   * The lowest unit price at which a new bid of the smallest size would be within the seats on offer now
   * (the floor while the seats are not all bid for; above the last winning bid otherwise: ties go to the
   * earlier deposit, so a new bid must beat it by a step).
   */
  priceToEnter: Fen;
}

/** What an activity allows the signed-in agency now. */
export type AuctionAction = 'BID';

export interface AuctionDetail extends AuctionSummary {
  /** The activity's rules in plain Chinese. */
  rules: string[];
  picture: AuctionPicture;
  myBids: MyBid[];
  /** Seats the agency may still bid for (its cap less its live bids). */
  capLeft: Count;
  /** BID: the agency may place a new bid now (the activity runs and its cap leaves the smallest bid). */
  allowedActions: AuctionAction[];
  /** Why a new bid is not taken now, in words (not started, ended, the agency's cap reached). */
  actionNotes?: Partial<Record<AuctionAction, string>>;
  /** Once settled: the seats sold and the lowest winning price. */
  result?: { soldSeats: Count; winners: Count; lowestWinningPrice?: Fen; settledTime: DateTimeText };
  /** The next instant the activity changes by the clock (start, end, another agency's bid, a deposit deadline). */
  changesAt?: DateTimeText;
}

/** What a bid order allows now. GIVE_UP: a winner gives up its seats (deposit forfeited). */
export type BidOrderAction = 'PAY_DEPOSIT' | 'RAISE' | 'CANCEL' | 'GIVE_UP' | 'PAY_BALANCE' | 'DELAY' | 'RENAME' | 'REPLACE';

/** What is due next on a bid order, for the list's countdown. */
export interface BidDue {
  /** e.g. 保证金支付截止, 竞价结束, 尾款支付截止, 保证金预计退回 */
  what: string;
  at: string;
}

export interface BidOrderSummary extends ActivityFlight {
  ancilOrderNo: string;
  seats: Count;
  unitPrice: Fen;
  depositAmount: Fen;
  status: BidOrderState;
  createTime: DateTimeText;
  createdBy: string;
  groupName: string;
  due?: BidDue;
  /** Won: seats awarded and the team order holding them. */
  awardedSeats?: Count;
  orderNo?: string;
}

/** One step of the bid's progress, in the spec's deposit/process status set. */
export interface BidProgressStep {
  key: 'BID' | 'DEPOSIT' | 'SETTLE' | 'RESULT';
  title: string;
  status: ProcessStatus;
  time?: string;
  note: string;
}

export interface BidPriceChange {
  at: string;
  unitPrice: Fen;
  by: string;
}

export interface BidLogEntry {
  at: string;
  by: string;
  action: string;
  detail: string;
}

/** The settlement's outcome for the bid. */
export interface BidResult {
  won: boolean;
  rank?: Count;
  awardedSeats: Count;
  /** Won: the team order, its total, the balance still due and by when. */
  orderNo?: string;
  orderTotal?: Fen;
  balanceAmount?: Fen;
  balanceDeadline?: DateTimeText;
  balancePaid?: boolean;
  /** Deposit going back (lost, cancelled, seats not awarded): amount, and the refund of the payment. */
  refundAmount?: Fen;
  refundNo?: string;
  refundState?: RefundState;
  refundTime?: DateTimeText;
  /** Deposit kept (a winner who gave up). */
  forfeitAmount?: Fen;
}

export interface BidOrderDetail extends BidOrderSummary {
  activity: AuctionSummary;
  contact: OrderContact;
  depositDeadline: DateTimeText;
  depositStatus: ProcessStatus;
  depositPaidTime?: DateTimeText;
  paymentNo?: string;
  prices: BidPriceChange[];
  progress: BidProgressStep[];
  rank?: Count;
  standing?: BidStanding;
  seatsNow?: Count;
  result?: BidResult;
  /** What cancelling now would give back (CANCEL allowed). */
  cancelRefund?: Fen;
  /** What giving up now would forfeit, with what it means (GIVE_UP allowed): shown before confirming. */
  giveUp?: { forfeit: Fen; notes: string[] };
  cancelTime?: DateTimeText;
  cancelReason?: string;
  allowedActions: BidOrderAction[];
  changesAt?: DateTimeText;
  log: BidLogEntry[];
}

export interface AuctionListRequest extends PageRequest {
  status?: BidActivityState;
  depAirport?: string;
  arrAirport?: string;
}

export interface BidOrderListRequest extends PageRequest {
  status?: BidOrderState;
  prodNo?: string;
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
}

export interface PlaceBidRequest {
  /** @pattern \S */
  prodNo: string;
  /** @minimum 1 */
  seats: Count;
  unitPrice: Fen;
  groupName: string;
  contact: OrderContact;
  /** The deposit the agent saw (seats × deposit per seat); a different one is refused. */
  expectedDeposit: Fen;
}

/** Counts per status for the tabs (ALL: every one matching the other filters). */
export type StatusCounts<S extends string> = Record<S, Count>;

export const auctionApi = {
  /**
   * The activities, running first, then those to come, then ended; with counts per status.
   * @summary 查询竞价活动（附各状态数量）
   */
  list: endpoint<AuctionListRequest, PageResponse<'activityList', AuctionSummary> & { statusCounts: StatusCounts<BidActivityStatus> }>(
    '/auction/activity/list',
    {
      authCode: AUTH.AUCTION,
    },
  ),
  /** @summary 查看一个竞价活动 */
  detail: endpoint<{ prodNo: NonBlankText }, { activity: AuctionDetail }>('/auction/activity/detail', { authCode: AUTH.AUCTION }),
  /**
   * A BOOKED bid order; its deposit is then paid through the payment screens.
   * @summary 参与竞价（创建竞价订单，随后支付保证金）
   */
  bid: endpoint<PlaceBidRequest, { bidOrder: BidOrderDetail }>('/auction/bid/create', { authCode: AUTH.AUCTION }),
  /** @summary 查询竞价订单（分页） */
  orderList: endpoint<BidOrderListRequest, PageResponse<'bidOrderList', BidOrderSummary> & { statusCounts: StatusCounts<BidOrderStatus> }>(
    '/auction/order/list',
    {
      authCode: AUTH.AUCTION_ORDER,
    },
  ),
  /** @summary 查看一张竞价订单 */
  orderDetail: endpoint<{ ancilOrderNo: NonBlankText }, { bidOrder: BidOrderDetail }>('/auction/order/detail', {
    authCode: AUTH.AUCTION_ORDER,
  }),
  /**
   * A higher unit price while the activity runs.
   * @summary 竞价进行中提高出价
   */
  raise: endpoint<{ ancilOrderNo: NonBlankText; unitPrice: Fen }, { bidOrder: BidOrderDetail }>('/auction/order/raise', {
    authCode: AUTH.AUCTION_ORDER,
  }),
  /**
   * Cancels before the end; a paid deposit goes back (`expectedRefund` as shown).
   * @summary 竞价结束前取消出价（已付保证金退回）
   */
  cancel: endpoint<{ ancilOrderNo: NonBlankText; expectedRefund: Fen }, { bidOrder: BidOrderDetail }>('/auction/order/cancel', {
    authCode: AUTH.AUCTION_ORDER,
  }),
  /**
   * A winner gives up its seats: the team order is cancelled and the deposit forfeited (`expectedForfeit` as shown).
   * @summary 中标后放弃座位（没收保证金）
   */
  giveUp: endpoint<{ ancilOrderNo: NonBlankText; expectedForfeit: Fen }, { bidOrder: BidOrderDetail }>('/auction/order/give-up', {
    authCode: AUTH.AUCTION_ORDER,
  }),
};
