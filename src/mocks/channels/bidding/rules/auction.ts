import type { Draft } from 'immer';
import { BidActivityStatus, BidOrderStatus, type BidActivityState, type BidOrderState, type ProcessStatus } from '@/domain/auction';
import { formatFen } from '@/domain/format';
import type {
  ActivityFlight,
  AuctionDetail,
  AuctionSummary,
  BidDue,
  BidOrderAction,
  BidOrderDetail,
  BidOrderSummary,
  BidProgressStep,
  BidResult,
  MyBid,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse, requireBoundedText, type SimulatorRefusal } from '../../../kernel/refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../../../state';
import { toGatewayIso } from '../../../kernel/time-format';
import { allocateSeats, auctionPicture, bidsOf, rankingOf, standingOf } from './auction-ranking';
import { ANCILLARY, AUCTION, HOUR } from '../../../kernel/rules/figures';
import { scheduledFlight, type SeatKind } from '../../../catalogue/rules/inventory';
import { logEntry } from '../../../kernel/rules/log';
import { formatDeadline, milestoneOf, ownerIdOf, requireContact } from '../../../order/rules/order';
import { allowedActions } from '../../../order/rules/order-actions';
import { cancelOrder } from '../../../order/rules/order-cancel';
import { pendingPaymentOf } from '../../../payment/rules/payment-due';
import { refundDeposit } from '../../../payment/rules/payment-refunds';
import type { AuctionRecord, BidOrderRecord } from './auction-records';
import { mustFind } from '../../../kernel/rules/lookup';
export type { PlannedBid, AuctionRecord, BidOrderRecord } from './auction-records';
export { markDepositPaid } from './bid-deposit';

/**
 * Team bidding (团队竞价, domain.md "Team bidding"; docs/decisions.md "Team bidding"). The airline puts
 * seats of one departure up for bidding (an activity); agencies bid seats and a unit price, and pay a
 * deposit per seat. The activity's status is read off the clock (NO_START, START, ENDING). At the end the
 * settle step ranks the paid bids — unit price, then the earlier deposit — and walks the ranking: a bid
 * that fits the seats left wins them all; the first that does not fit gets the seats left when they are at
 * least the activity's smallest bid (a partial award, its unawarded seats' deposit going back), otherwise
 * it and every bid after it lose. Winners become TICKED with a team order (`bookOrder` from the activity's
 * pool, the deposit counted as paid, the balance due within 24 h); losers AUTO_REFUND, then AUTO_REFUNDED
 * once the deposit is back; bids still unpaid are CANCELED. Other agencies bid too: the seed gives each
 * activity competing bids and `plannedBids` the simulator places while it runs, so the picture moves
 * with the clock — drawn once from the seeded generator, so a run reproduces. The ranking is
 * rules/auction-ranking.ts, the settle step rules/auction-settlement.ts.
 */

type Drafted = Draft<SimulatorState>;

export const isOther = (bid: Pick<BidOrderRecord, 'ownerAccountId'>) => bid.ownerAccountId === '';
export const activityPool = (activity: Pick<AuctionRecord, 'prodNo'>): SeatKind => ({ kind: 'activity', prodNo: activity.prodNo });

// ---- the activity and the clock ----

export function auctionStatus(activity: Pick<AuctionRecord, 'startTime' | 'endTime'>, now: number): BidActivityState {
  if (now < Date.parse(activity.startTime)) return 'NO_START';
  return now < Date.parse(activity.endTime) ? 'START' : 'ENDING';
}

/** The activity `prodNo` (trimmed, upper-cased), or AUCTION_NOT_FOUND. */
export function findAuction<S extends AnyState>(state: S, prodNo: unknown): S['auctions'][number] {
  if (typeof prodNo !== 'string' || prodNo.trim() === '') throw invalidParam('竞价产品编号不能为空');
  const wanted = prodNo.trim().toUpperCase();
  const activity = state.auctions.find((candidate) => candidate.prodNo === wanted);
  if (!activity) throw refuse('AUCTION_NOT_FOUND', { prodNo: wanted });
  return activity;
}

// ---- views ----

function flightOf(state: AnyState, activity: AuctionRecord) {
  return scheduledFlight(state, activity);
}

function activityFlight(state: AnyState, activity: AuctionRecord): ActivityFlight {
  const flight = flightOf(state, activity);
  return {
    prodNo: activity.prodNo,
    title: activity.title,
    flightNo: activity.flightNo,
    flightDate: activity.flightDate,
    depAirport: flight?.depAirport ?? '',
    arrAirport: flight?.arrAirport ?? '',
  };
}

function auctionSummary(state: AnyState, activity: AuctionRecord, now: number): AuctionSummary {
  const flight = flightOf(state, activity);
  const paid = bidsOf(state, activity.prodNo).filter((bid) => bid.depositPaidTime !== undefined && bid.status !== 'CANCELED');
  return {
    ...activityFlight(state, activity),
    depTime: flight?.depTime ?? '',
    arrTime: flight?.arrTime ?? '',
    seats: activity.seats,
    floorPrice: activity.floorPrice,
    step: activity.step,
    depositPerSeat: activity.depositPerSeat,
    minSeats: activity.minSeats,
    capPerAgency: activity.capPerAgency,
    startTime: activity.startTime,
    endTime: activity.endTime,
    status: auctionStatus(activity, now),
    bidCount: paid.length,
    bidSeats: paid.reduce((sum, bid) => sum + bid.seats, 0),
  };
}

/** The activity's rules in plain Chinese: what the agent agrees to by bidding. */
function auctionRules(activity: AuctionRecord): string[] {
  const deposit = `${formatFen(activity.depositPerSeat)}/座（底价的${Math.round(AUCTION.depositRate * 100)}%）`;
  return [
    `本次竞价共${activity.seats}座，每笔竞价${activity.minSeats}座起，每家代理人合计最多竞拍${activity.capPerAgency}座。`,
    `出价为每座票价（不含税费），不得低于底价${formatFen(activity.floorPrice)}，且须为底价加${formatFen(activity.step)}的整数倍。`,
    `提交竞价后须在${Math.round(AUCTION.depositWindowMs / 60_000)}分钟内（且不晚于竞价结束）支付保证金${deposit}，未按时支付的竞价自动取消，不参与排名。`,
    '竞价进行中可随时加价（只能提高，不能降低），也可在结束前取消竞价，已付保证金原路退回。',
    '竞价结束时按每座出价从高到低排名，出价相同的以保证金支付时间先者优先；座位按排名依次分配，最后一位中标者剩余座位不足其竞拍座位但不少于每笔最低座位数时，按剩余座位成交，未成交座位的保证金退回。',
    `中标后生成团队订单，已付保证金计入订单已付款，尾款须在竞价结束后${AUCTION.balanceWindowMs / HOUR}小时内付清，逾期订单自动取消、保证金不予退还。`,
    `未中标的竞价保证金在竞价结束后约${Math.round(AUCTION.depositReturnMs / 60_000)}分钟原路退回（预存款支付的退回预存款账户，可在交易明细中查看）。`,
    '中标后放弃的，团队订单取消、座位收回，保证金不予退还。',
    // What the won team order may change: its kind's rule (a group may move, order-kinds.ts `delays`), said plainly.
    `竞价成交的团队订单只能改期（整团改乘同一航线${ANCILLARY.delayWindowDays}天内更晚的航班），不能更改航线。`,
    // A saved state's terms may still carry the old wording of that rule ("不得更改航班日期以外的航段"): said once, above.
    ...activity.terms.filter((term) => !term.includes('航班日期以外的航段')),
  ];
}

function nextChange(state: AnyState, activity: AuctionRecord, owner: string, now: number): string | undefined {
  const candidates = [
    Date.parse(activity.startTime),
    Date.parse(activity.endTime),
    ...activity.plannedBids.filter((planned) => !planned.placed).map((planned) => Date.parse(planned.at)),
    ...bidsOf(state, activity.prodNo)
      .filter((bid) => bid.ownerAccountId === owner)
      .map((bid) => bidChangesAt(state, bid, now) ?? NaN),
  ].filter((at) => Number.isFinite(at) && at > now);
  return candidates.length > 0 ? toGatewayIso(Math.min(...candidates)) : undefined;
}

/** Live seats of the agency's bids in the activity (BOOKED or paid, before the end). */
const liveSeatsOf = (state: AnyState, prodNo: string, owner: string) =>
  bidsOf(state, prodNo)
    .filter((bid) => bid.ownerAccountId === owner && (bid.status === 'BOOKED' || bid.status === 'DEPOSIT_PAYED'))
    .reduce((sum, bid) => sum + bid.seats, 0);

/** Where a bid stands now (running: as if it ended now; settled: its award). */
function standingNow(state: AnyState, activity: AuctionRecord, bid: BidOrderRecord): Pick<MyBid, 'rank' | 'standing' | 'seatsNow'> {
  if (bid.rank !== undefined) return { rank: bid.rank, seatsNow: bid.awardedSeats ?? 0, standing: standingOf(bid, bid.awardedSeats ?? 0) };
  if (bid.status !== 'DEPOSIT_PAYED') return {};
  const ranked = rankingOf(state, activity);
  const index = ranked.findIndex((candidate) => candidate.ancilOrderNo === bid.ancilOrderNo);
  const seatsNow = allocateSeats(activity.seats, activity.minSeats, ranked)[index] ?? 0;
  return { rank: index + 1, seatsNow, standing: standingOf(bid, seatsNow) };
}

/** BID while a new bid would be taken now; otherwise the reason, for the screen to say where the form would be. */
function activityActions(
  state: AnyState,
  activity: AuctionRecord,
  owner: string,
  now: number,
): Pick<AuctionDetail, 'allowedActions' | 'actionNotes'> {
  const refusal = newBidRefusal(state, activity, owner, now);
  return refusal ? { allowedActions: [], actionNotes: { BID: refusal.message } } : { allowedActions: ['BID'] };
}

export function auctionDetail(state: AnyState, activity: AuctionRecord, owner: string, now: number): AuctionDetail {
  const mine = bidsOf(state, activity.prodNo)
    .filter((bid) => bid.ownerAccountId === owner)
    .sort((a, b) => b.ancilOrderNo.localeCompare(a.ancilOrderNo));
  const winners = bidsOf(state, activity.prodNo).filter((bid) => (bid.awardedSeats ?? 0) > 0);
  const changesAt = nextChange(state, activity, owner, now);
  return {
    ...auctionSummary(state, activity, now),
    rules: auctionRules(activity),
    picture: auctionPicture(state, activity),
    myBids: mine.map((bid) => ({
      ancilOrderNo: bid.ancilOrderNo,
      seats: bid.seats,
      unitPrice: bid.unitPrice,
      groupName: bid.groupName,
      status: bid.status,
      depositDeadline: bid.depositDeadline,
      ...standingNow(state, activity, bid),
      ...withCancelRefund(bid, bidActions(state, bid, now)),
    })),
    capLeft:
      auctionStatus(activity, now) === 'ENDING' ? 0 : Math.max(0, activity.capPerAgency - liveSeatsOf(state, activity.prodNo, owner)),
    ...activityActions(state, activity, owner, now),
    ...(activity.settledTime
      ? {
          result: {
            soldSeats: winners.reduce((sum, bid) => sum + (bid.awardedSeats ?? 0), 0),
            winners: winners.length,
            ...(winners.length > 0 ? { lowestWinningPrice: Math.min(...winners.map((bid) => bid.unitPrice)) } : {}),
            settledTime: activity.settledTime,
          },
        }
      : {}),
    ...(changesAt ? { changesAt } : {}),
  };
}

interface AuctionFilters {
  status?: BidActivityState;
  depAirport?: string;
  arrAirport?: string;
}

/** A list with status tabs: the rows of the status asked, and the counts of every tab. */
interface StatusTabs<R, S extends string> {
  rows: R[];
  counts: Record<S, number>;
}

/** The tabs' counts (全部 first, then each status) of the matching rows, and the rows of the status asked in `order`. */
function statusTabs<S extends string, R extends { status: Exclude<S, 'ALL'> }>(
  matching: R[],
  statuses: readonly S[],
  asked: S | undefined,
  order: (a: R, b: R) => number,
): StatusTabs<R, S> {
  const counts = Object.fromEntries(statuses.map((status) => [status, status === 'ALL' ? matching.length : 0])) as Record<S, number>;
  for (const row of matching) counts[row.status] += 1;
  return { rows: matching.filter((row) => !asked || row.status === asked).sort(order), counts };
}

const STATUS_ORDER: Record<BidActivityState, number> = { START: 0, NO_START: 1, ENDING: 2 };

/**
 * The activities matching the route filters, with counts per status for the tabs; the rows of the
 * status asked: running first (soonest end), then those to come (soonest start), then ended (latest first).
 */
export function listAuctions(state: AnyState, filters: AuctionFilters, now: number): StatusTabs<AuctionSummary, BidActivityStatus> {
  const onRoute = state.auctions
    .map((activity) => auctionSummary(state, activity, now))
    .filter(
      (summary) =>
        (!filters.depAirport || summary.depAirport === filters.depAirport) &&
        (!filters.arrAirport || summary.arrAirport === filters.arrAirport),
    );
  const key = (summary: AuctionSummary) =>
    summary.status === 'START'
      ? Date.parse(summary.endTime)
      : summary.status === 'NO_START'
        ? Date.parse(summary.startTime)
        : -Date.parse(summary.endTime);
  return statusTabs(
    onRoute,
    BidActivityStatus.values,
    filters.status,
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || key(a) - key(b) || a.prodNo.localeCompare(b.prodNo),
  );
}

// ---- bid orders: what they allow ----

export const activityOfBid = (state: AnyState, bid: Pick<BidOrderRecord, 'prodNo'>) =>
  mustFind(state.auctions, (candidate) => candidate.prodNo === bid.prodNo, 'auction');
export const orderOfBid = (state: AnyState, bid: Pick<BidOrderRecord, 'orderNo'>) =>
  bid.orderNo ? state.orders.find((order) => order.orderNo === bid.orderNo) : undefined;

/** The bid's actions, and what a cancel would give back when it may be cancelled. */
function withCancelRefund(bid: BidOrderRecord, actions: BidOrderAction[]): { allowedActions: BidOrderAction[]; cancelRefund?: number } {
  return { allowedActions: actions, ...(actions.includes('CANCEL') ? { cancelRefund: cancelRefundOf(bid) } : {}) };
}

/** What cancelling the bid now gives back: its deposit once paid (the activity's bid rows and the bid's page both show it). */
const cancelRefundOf = (bid: BidOrderRecord): number => (bid.depositPaidTime ? bid.depositAmount : 0);

/** What the bid's state (and its team order's, once won) allows now. */
export function bidActions(state: AnyState, bid: BidOrderRecord, now: number): BidOrderAction[] {
  const running = auctionStatus(activityOfBid(state, bid), now) === 'START';
  const actions: BidOrderAction[] = [];
  if (bid.status === 'BOOKED' && running && now < Date.parse(bid.depositDeadline)) actions.push('PAY_DEPOSIT');
  if ((bid.status === 'BOOKED' || bid.status === 'DEPOSIT_PAYED') && running) actions.push('RAISE', 'CANCEL');
  const order = orderOfBid(state, bid);
  if (bid.status === 'TICKED' && order) {
    const orderActions = allowedActions(order, now);
    if (order.status === 'BOOKED' && orderActions.includes('PAY')) actions.push('PAY_BALANCE');
    if (order.status === 'BOOKED' && orderActions.includes('CANCEL')) actions.push('GIVE_UP');
    if (orderActions.includes('DELAY')) actions.push('DELAY');
    if (orderActions.includes('CHANGE_PASSENGERS')) actions.push('RENAME', 'REPLACE');
  }
  return actions;
}

function requireBidAction(state: AnyState, bid: BidOrderRecord, action: BidOrderAction, label: string, now: number): void {
  if (bidActions(state, bid, now).includes(action)) return;
  const activity = activityOfBid(state, bid);
  if ((bid.status === 'BOOKED' || bid.status === 'DEPOSIT_PAYED') && auctionStatus(activity, now) === 'ENDING') {
    throw refuse('AUCTION_ENDED', { title: activity.title, endTime: formatDeadline(Date.parse(activity.endTime)), action: label });
  }
  throw refuse('BID_STATE_FORBIDS', { status: BidOrderStatus.label(bid.status), action: label });
}

/** When the bid changes by the clock next: its deposit deadline, the activity's end, the deposit back, the give-up closed, the balance due. */
function bidChangesAt(state: AnyState, bid: BidOrderRecord, now: number): number | undefined {
  const activity = activityOfBid(state, bid);
  const order = orderOfBid(state, bid);
  const balance = order?.status === 'BOOKED' ? milestoneOf(order, 'BALANCE') : undefined;
  const candidates = [
    bid.status === 'BOOKED' ? Date.parse(bid.depositDeadline) : NaN,
    bid.status === 'BOOKED' || bid.status === 'DEPOSIT_PAYED' ? Date.parse(activity.endTime) : NaN,
    bid.refund && bid.status === 'AUTO_REFUND' ? Date.parse(bid.refund.dueAt) : NaN,
    bid.status === 'REFUNDING' && bid.giveUpTime ? Date.parse(bid.giveUpTime) + AUCTION.giveUpProcessMs : NaN,
    balance && balance.status === 'WAIT' ? Date.parse(balance.deadline) : NaN,
  ].filter((at) => Number.isFinite(at) && at > now);
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}

function dueOf(state: AnyState, bid: BidOrderRecord): BidDue | undefined {
  const activity = activityOfBid(state, bid);
  switch (bid.status) {
    case 'BOOKED':
      return { what: '保证金支付截止', at: bid.depositDeadline };
    case 'DEPOSIT_PAYED':
      return { what: '竞价结束', at: activity.endTime };
    case 'AUTO_REFUND':
      return bid.refund ? { what: '保证金预计退回', at: bid.refund.dueAt } : undefined;
    case 'REFUNDING':
      return bid.giveUpTime ? { what: '预计办结', at: toGatewayIso(Date.parse(bid.giveUpTime) + AUCTION.giveUpProcessMs) } : undefined;
    case 'TICKED': {
      const order = orderOfBid(state, bid);
      const balance = order?.status === 'BOOKED' ? milestoneOf(order, 'BALANCE') : undefined;
      return balance && balance.status !== 'SUCCESSED' ? { what: '尾款支付截止', at: balance.deadline } : undefined;
    }
    default:
      return undefined;
  }
}

function bidSummary(state: AnyState, bid: BidOrderRecord): BidOrderSummary {
  const due = dueOf(state, bid);
  return {
    ...activityFlight(state, activityOfBid(state, bid)),
    ancilOrderNo: bid.ancilOrderNo,
    seats: bid.seats,
    unitPrice: bid.unitPrice,
    depositAmount: bid.depositAmount,
    status: bid.status,
    createTime: bid.createTime,
    createdBy: bid.createdBy,
    groupName: bid.groupName,
    ...(due ? { due } : {}),
    ...(bid.awardedSeats ? { awardedSeats: bid.awardedSeats } : {}),
    ...(bid.orderNo ? { orderNo: bid.orderNo } : {}),
  };
}

function depositStatusOf(state: AnyState, bid: BidOrderRecord, now: number): ProcessStatus {
  if (bid.depositPaidTime) return 'SUCCESSED';
  if (bid.status !== 'BOOKED') return bid.cancelReason === DEPOSIT_OVERDUE || bid.cancelReason === UNPAID_AT_END ? 'FAILED' : 'NO_DEPOSIT';
  if (pendingPaymentOf(state, 'BID_DEPOSIT', bid.ancilOrderNo)) return 'UNDER_WAY';
  return now < Date.parse(bid.depositDeadline) ? 'WAIT' : 'FAILED';
}

export const refundOf = (state: AnyState, bid: BidOrderRecord) => {
  const refundNo = bid.refund?.refundNo;
  return refundNo ? state.paymentRefunds.find((refund) => refund.refundNo === refundNo) : undefined;
};

function resultOf(state: AnyState, bid: BidOrderRecord): BidResult | undefined {
  if (bid.rank === undefined && !bid.refund && bid.forfeitAmount === undefined) return undefined;
  const order = orderOfBid(state, bid);
  const balance = order ? milestoneOf(order, 'BALANCE') : undefined;
  const refund = refundOf(state, bid);
  return {
    won: (bid.awardedSeats ?? 0) > 0,
    ...(bid.rank !== undefined ? { rank: bid.rank } : {}),
    awardedSeats: bid.awardedSeats ?? 0,
    ...(order ? { orderNo: order.orderNo, orderTotal: order.totalAmount } : {}),
    ...(balance
      ? {
          balanceAmount: balance.amount - balance.paidAmount,
          balanceDeadline: balance.deadline,
          balancePaid: balance.status === 'SUCCESSED',
        }
      : {}),
    ...(bid.refund ? { refundAmount: bid.refund.amount, refundTime: refund?.finishTime ?? bid.refund.dueAt } : {}),
    ...(refund ? { refundNo: refund.refundNo, refundState: refund.state } : {}),
    ...(bid.forfeitAmount !== undefined ? { forfeitAmount: bid.forfeitAmount } : {}),
  };
}

/** The bid's way through the deposit/process status set: the bid, its deposit, the settlement, the result. */
function progressOf(state: AnyState, bid: BidOrderRecord, now: number): BidProgressStep[] {
  const activity = activityOfBid(state, bid);
  const deposit = depositStatusOf(state, bid, now);
  const ended = auctionStatus(activity, now) === 'ENDING';
  const cancelledEarly = bid.status === 'CANCELED' && bid.rank === undefined;
  const settle: BidProgressStep = cancelledEarly
    ? { key: 'SETTLE', title: '竞价结算', status: 'NO_DEPOSIT', note: '竞价已取消，不参与结算' }
    : bid.rank !== undefined
      ? {
          key: 'SETTLE',
          title: '竞价结算',
          status: 'FINISHED',
          time: activity.settledTime ?? activity.endTime,
          note: `排名第${bid.rank}位`,
        }
      : ended
        ? { key: 'SETTLE', title: '竞价结算', status: 'UNDER_WAY', note: '结算中' }
        : {
            key: 'SETTLE',
            title: '竞价结算',
            status: bid.status === 'DEPOSIT_PAYED' ? 'WAIT' : 'NOT_START',
            time: activity.endTime,
            note: '竞价结束时按出价排名',
          };
  return [
    {
      key: 'BID',
      title: '提交竞价',
      status: 'FINISHED',
      time: bid.createTime,
      note: `${bid.seats}座 × ${formatFen(bid.prices[0]?.unitPrice ?? bid.unitPrice)}`,
    },
    {
      key: 'DEPOSIT',
      title: '支付保证金',
      status: deposit,
      ...(bid.depositPaidTime ? { time: bid.depositPaidTime } : { time: bid.depositDeadline }),
      note:
        deposit === 'SUCCESSED'
          ? `已付${formatFen(bid.depositAmount)}`
          : deposit === 'FAILED'
            ? '未按时支付'
            : `应付${formatFen(bid.depositAmount)}`,
    },
    settle,
    resultStep(state, bid),
  ];
}

/** The last step of a bid's progress: its outcome, with its time where the outcome has one. */
const outcome = (title: string, status: ProcessStatus, note: string, time?: string): BidProgressStep => ({
  key: 'RESULT',
  title,
  status,
  ...(time !== undefined ? { time } : {}),
  note,
});

function resultStep(state: AnyState, bid: BidOrderRecord): BidProgressStep {
  const order = orderOfBid(state, bid);
  switch (bid.status) {
    case 'TICKED': {
      const balance = order ? milestoneOf(order, 'BALANCE') : undefined;
      const paid = balance?.status === 'SUCCESSED';
      return outcome(
        '竞价成功',
        paid ? 'SUCCESSED' : order?.status === 'CANCELED' ? 'FAILED' : 'UNDER_WAY',
        paid ? '尾款已付清' : `中标${bid.awardedSeats ?? 0}座，待付尾款`,
        balance ? (balance.paidAt ?? balance.deadline) : undefined,
      );
    }
    case 'AUTO_REFUND':
      return outcome('未中标', 'UNDER_WAY', '保证金退回中', bid.refund?.dueAt);
    case 'AUTO_REFUNDED':
      return outcome('未中标', 'FAILED', '保证金已退回', bid.refund ? (refundOf(state, bid)?.finishTime ?? bid.refund.dueAt) : undefined);
    case 'REFUNDING':
      return outcome('中标后放弃', 'UNDER_WAY', '座位收回中，保证金不予退还', bid.giveUpTime || undefined);
    case 'REFUNDED':
      return outcome('中标后放弃', 'FINISHED', '已办结，保证金不予退还');
    case 'CANCELED':
      return outcome('已取消', 'FINISHED', bid.cancelReason ?? '竞价已取消', bid.cancelTime || undefined);
    default:
      return outcome('竞价结果', 'NOT_START', '竞价结束后公布');
  }
}

export function bidDetail(state: AnyState, bid: BidOrderRecord, now: number): BidOrderDetail {
  const activity = activityOfBid(state, bid);
  const actions = bidActions(state, bid, now);
  const result = resultOf(state, bid);
  const changesAt = bidChangesAt(state, bid, now);
  return {
    ...bidSummary(state, bid),
    activity: auctionSummary(state, activity, now),
    contact: bid.contact,
    depositDeadline: bid.depositDeadline,
    depositStatus: depositStatusOf(state, bid, now),
    ...(bid.depositPaidTime ? { depositPaidTime: bid.depositPaidTime } : {}),
    ...(bid.paymentNo ? { paymentNo: bid.paymentNo } : {}),
    prices: bid.prices,
    progress: progressOf(state, bid, now),
    ...standingNow(state, activity, bid),
    ...(result ? { result } : {}),
    ...(actions.includes('GIVE_UP') ? { giveUp: giveUpQuote(state, bid) } : {}),
    ...(bid.cancelTime ? { cancelTime: bid.cancelTime } : {}),
    ...(bid.cancelReason ? { cancelReason: bid.cancelReason } : {}),
    ...withCancelRefund(bid, actions),
    ...(changesAt !== undefined ? { changesAt: toGatewayIso(changesAt) } : {}),
    log: bid.log,
  };
}

interface BidOrderFilters {
  status?: BidOrderState;
  prodNo?: string;
  flightDateStart?: string;
  flightDateEnd?: string;
}

/** The agency's bid orders matching the filters, newest first, with counts per status for the tabs. */
export function listBidOrders(state: AnyState, owner: string, filters: BidOrderFilters): StatusTabs<BidOrderSummary, BidOrderStatus> {
  const matching = state.bidOrders
    .filter((bid) => bid.ownerAccountId === owner && (!filters.prodNo || bid.prodNo.includes(filters.prodNo)))
    .map((bid) => bidSummary(state, bid))
    .filter(
      (row) =>
        (!filters.flightDateStart || row.flightDate >= filters.flightDateStart) &&
        (!filters.flightDateEnd || row.flightDate <= filters.flightDateEnd),
    );
  return statusTabs(matching, BidOrderStatus.values, filters.status, (a, b) => b.ancilOrderNo.localeCompare(a.ancilOrderNo));
}

/** The agency's bid order, or BID_NOT_FOUND (another agency's too: nothing leaks). */
export function findOwnBid<S extends AnyState>(state: S, account: AccountRecord, ancilOrderNo: unknown): S['bidOrders'][number] {
  const wanted = typeof ancilOrderNo === 'string' ? ancilOrderNo.trim().toUpperCase() : '';
  if (wanted === '') throw invalidParam('竞价订单号不能为空');
  const owner = ownerIdOf(state, account);
  const bid = state.bidOrders.find((candidate) => candidate.ancilOrderNo === wanted && candidate.ownerAccountId === owner && owner !== '');
  if (!bid) throw refuse('BID_NOT_FOUND', { ancilOrderNo: wanted });
  return bid;
}

// ---- writes ----

/** The next bid order number: AN + 6 digits from the bid range (rules/figures.ts AUCTION). */
export function nextBidNo(state: { bidOrders: readonly Pick<BidOrderRecord, 'ancilOrderNo'>[] }): string {
  const last = state.bidOrders.reduce(
    (max, bid) => Math.max(max, Number(bid.ancilOrderNo.slice(AUCTION.bidPrefix.length)) || 0),
    AUCTION.bidSequenceStart - 1,
  );
  return `${AUCTION.bidPrefix}${last + 1}`;
}

function requireWhole(value: unknown, field: string, label: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw refuse('PARAM_INVALID', { detail: `${label}须为正整数`, field });
  return value;
}

/** A unit price the activity takes: at least the floor, on the floor plus whole steps. */
function checkUnitPrice(activity: Pick<AuctionRecord, 'floorPrice' | 'step'>, value: unknown): number {
  const price = requireWhole(value, 'unitPrice', '每座出价（分）');
  if (price < activity.floorPrice)
    throw refuse('BID_BELOW_FLOOR', { price: formatFen(price), floor: formatFen(activity.floorPrice), field: 'unitPrice' });
  const over = (price - activity.floorPrice) % activity.step;
  if (over !== 0) {
    const lower = price - over;
    throw refuse('BID_OFF_STEP', {
      floor: formatFen(activity.floorPrice),
      step: formatFen(activity.step),
      lower: formatFen(lower),
      higher: formatFen(lower + activity.step),
      field: 'unitPrice',
    });
  }
  return price;
}

/** Why the activity takes no `action` now (not started, or ended), or null while it runs. */
function runningRefusal(activity: AuctionRecord, action: string, now: number): SimulatorRefusal | null {
  const status = auctionStatus(activity, now);
  if (status === 'NO_START')
    return refuse('AUCTION_NOT_STARTED', { title: activity.title, startTime: formatDeadline(Date.parse(activity.startTime)) });
  if (status === 'ENDING')
    return refuse('AUCTION_ENDED', { title: activity.title, endTime: formatDeadline(Date.parse(activity.endTime)), action });
  return null;
}

function requireRunning(activity: AuctionRecord, action: string, now: number): void {
  const refusal = runningRefusal(activity, action, now);
  if (refusal) throw refusal;
}

/**
 * Whether the agency may place a new bid now, as placeBid decides it: the activity runs and the agency's
 * cap leaves at least the smallest bid (any seats it could ask for are refused otherwise).
 */
function newBidRefusal(state: AnyState, activity: AuctionRecord, owner: string, now: number): SimulatorRefusal | null {
  const running = runningRefusal(activity, '竞价', now);
  if (running) return running;
  const taken = liveSeatsOf(state, activity.prodNo, owner);
  const left = Math.max(0, activity.capPerAgency - taken);
  return left < activity.minSeats ? refuse('BID_OVER_CAP', { cap: activity.capPerAgency, taken, left }) : null;
}

const requireGroupName = (value: unknown) =>
  requireBoundedText(value, { label: '团队名称', max: AUCTION.groupNameMaxLength, field: 'groupName' });

interface PlaceBidBody {
  prodNo?: unknown;
  seats?: unknown;
  unitPrice?: unknown;
  groupName?: unknown;
  contact?: unknown;
  expectedDeposit?: unknown;
}

/**
 * A bid: while the activity runs, seats from its smallest bid up to what the agency's cap leaves, a unit
 * price on the step, the deposit the agent saw. BOOKED until its deposit is paid (payables/bid-deposit.ts).
 */
export function placeBid(state: Drafted, account: AccountRecord, body: PlaceBidBody, now: number): BidOrderRecord {
  const activity = findAuction(state, body.prodNo);
  requireRunning(activity, '竞价', now);
  const owner = ownerIdOf(state, account);
  const seats = requireWhole(body.seats, 'seats', '竞拍座位数');
  const taken = liveSeatsOf(state, activity.prodNo, owner);
  const left = Math.max(0, activity.capPerAgency - taken);
  if (seats > left && seats <= activity.capPerAgency)
    throw refuse('BID_OVER_CAP', { cap: activity.capPerAgency, taken, left, field: 'seats' });
  if (seats < activity.minSeats || seats > activity.capPerAgency)
    throw refuse('BID_SEATS_INVALID', { min: activity.minSeats, max: Math.min(activity.capPerAgency, left), field: 'seats' });
  const unitPrice = checkUnitPrice(activity, body.unitPrice);
  const groupName = requireGroupName(body.groupName);
  const contact = requireContact(body.contact);
  const depositAmount = seats * activity.depositPerSeat;
  if (body.expectedDeposit !== depositAmount) throw refuse('BID_QUOTE_CHANGED', { amount: formatFen(depositAmount) });
  const at = toGatewayIso(now);
  const record: BidOrderRecord = {
    ancilOrderNo: nextBidNo(state),
    prodNo: activity.prodNo,
    ownerAccountId: owner,
    agencyName: state.accounts.find((candidate) => candidate.accountId === owner)?.organName ?? account.displayName,
    createdByAccountId: account.accountId,
    createdBy: account.displayName,
    groupName,
    contact,
    seats,
    unitPrice,
    depositAmount,
    status: 'BOOKED',
    createTime: at,
    depositDeadline: toGatewayIso(Math.min(now + AUCTION.depositWindowMs, Date.parse(activity.endTime))),
    prices: [{ at, unitPrice, by: account.displayName }],
    log: [],
  };
  record.log.push(
    logEntry(
      now,
      'CREATE',
      `提交竞价：${seats}座，每座${formatFen(unitPrice)}；保证金${formatFen(depositAmount)}须于${formatDeadline(Date.parse(record.depositDeadline))}前支付`,
      account.displayName,
    ),
  );
  state.bidOrders.push(record);
  return record;
}

/** A higher unit price while the activity runs (the deposit, per seat, stays). */
export function raiseBid(state: Drafted, bid: Draft<BidOrderRecord>, value: unknown, by: string, now: number): void {
  requireBidAction(state, bid, 'RAISE', '加价', now);
  const activity = activityOfBid(state, bid);
  const price = checkUnitPrice(activity, value);
  if (price <= bid.unitPrice) throw refuse('BID_RAISE_NOT_HIGHER', { price: formatFen(bid.unitPrice), field: 'unitPrice' });
  bid.log.push(logEntry(now, 'RAISE', `加价：每座${formatFen(bid.unitPrice)} → ${formatFen(price)}`, by));
  bid.unitPrice = price;
  bid.prices.push({ at: toGatewayIso(now), unitPrice: price, by });
}

export const DEPOSIT_OVERDUE = '保证金逾期未付';
export const UNPAID_AT_END = '竞价结束时保证金未付';

/** Sends a paid deposit (or part of it) back to where it came from, `AUCTION.depositReturnMs` later. */
export function returnDeposit(state: Drafted, bid: Draft<BidOrderRecord>, amount: number, reason: string, at: number): void {
  const dueAt = at + AUCTION.depositReturnMs;
  const payment = bid.paymentNo ? state.payments.find((candidate) => candidate.paymentNo === bid.paymentNo) : undefined;
  const refund = payment ? refundDeposit(state, payment, amount, reason, at, AUCTION.depositReturnMs) : undefined;
  bid.refund = { amount, dueAt: toGatewayIso(dueAt), ...(refund ? { refundNo: refund.refundNo } : {}) };
}

/** Cancels before the end: BOOKED simply; DEPOSIT_PAYED with its deposit going back. */
export function cancelBid(state: Drafted, bid: Draft<BidOrderRecord>, expectedRefund: unknown, by: string, now: number): void {
  requireBidAction(state, bid, 'CANCEL', '取消', now);
  const refund = bid.depositPaidTime ? bid.depositAmount : 0;
  if (expectedRefund !== refund) throw refuse('BID_QUOTE_CHANGED', { amount: formatFen(refund) });
  bid.status = 'CANCELED';
  bid.cancelTime = toGatewayIso(now);
  bid.cancelReason = '代理人取消';
  if (refund > 0) returnDeposit(state, bid, refund, `竞价订单${bid.ancilOrderNo}取消，退还保证金`, now);
  bid.log.push(logEntry(now, 'CANCEL', `取消竞价${refund > 0 ? `，保证金${formatFen(refund)}原路退回` : ''}`, by));
}

/** What giving up the won seats now costs: the deposit counted on the team order. */
function giveUpQuote(state: AnyState, bid: BidOrderRecord): { forfeit: number; notes: string[] } {
  const order = orderOfBid(state, bid);
  const forfeit = order ? (milestoneOf(order, 'DEPOSIT')?.paidAmount ?? 0) : 0;
  return {
    forfeit,
    notes: [
      `团队订单${bid.orderNo ?? ''}将取消，中标的${bid.awardedSeats ?? 0}个座位由航司收回`,
      `已付保证金${formatFen(forfeit)}不予退还`,
      '放弃后不可恢复，也不能再次参与本活动的竞价',
    ],
  };
}

/** A winner gives up: its team order is cancelled (deposit forfeited), the bid REFUNDING until the airline closes it. */
export function giveUpBid(state: Drafted, bid: Draft<BidOrderRecord>, expectedForfeit: unknown, by: string, now: number): void {
  requireBidAction(state, bid, 'GIVE_UP', '放弃中标', now);
  const { forfeit } = giveUpQuote(state, bid);
  if (expectedForfeit !== forfeit) throw refuse('BID_QUOTE_CHANGED', { amount: formatFen(forfeit) });
  const order = mustFind(state.orders, (candidate) => candidate.orderNo === bid.orderNo, 'order');
  cancelOrder(state, order, '竞价中标后放弃', by, now);
  startGiveUp(bid, forfeit, now, `放弃中标：团队订单${order.orderNo}已取消，保证金${formatFen(forfeit)}不予退还`, by);
}

export function startGiveUp(bid: Draft<BidOrderRecord>, forfeit: number, at: number, detail: string, by: string): void {
  bid.status = 'REFUNDING';
  bid.giveUpTime = toGatewayIso(at);
  bid.forfeitAmount = forfeit;
  bid.log.push(logEntry(at, 'GIVE_UP', detail, by));
}
