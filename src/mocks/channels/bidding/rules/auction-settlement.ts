import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import type { OrderLinks } from '@/lib/gateway/endpoints';
import type { SimulatorState } from '../../../state';
import { toGatewayIso } from '../../../kernel/time-format';
import {
  activityOfBid,
  activityPool,
  DEPOSIT_OVERDUE,
  isOther,
  nextBidNo,
  orderOfBid,
  refundOf,
  returnDeposit,
  startGiveUp,
  UNPAID_AT_END,
  type AuctionRecord,
  type BidOrderRecord,
  type PlannedBid,
} from './auction';
import { allocateSeats, rankBids } from './auction-ranking';
import { bookOrder } from '../../../order/rules/book-order';
import { fareLines } from '../../../catalogue/rules/fare';
import { AUCTION, BOOKING } from '../../../kernel/rules/figures';
import { bidPlan } from '../../../order/rules/order-deadlines';
import { logEntry, SYSTEM_ACTOR, type DueTransition, type DueTransitions } from '../../../kernel/rules/log';
import { fareTotal, formatDeadline, milestoneOf, type OrderRecord } from '../../../order/rules/order';
import { resolveTrip } from '../../../catalogue/rules/trip';
import { mustFind } from '../../../kernel/rules/lookup';

/**
 * Team bidding's settle step (rules/auction.ts): other agencies' bids, the end of an activity (ranked by
 * rules/auction-ranking.ts, winners booked, losers' deposits going back) and the bids' moves by the clock.
 */

type Drafted = Draft<SimulatorState>;

// ---- the settle step ----

/** Another agency's bid placed by the simulator (seed and planned bids): paid at once. */
export function otherAgencyBid(
  state: { bidOrders: BidOrderRecord[] },
  activity: Pick<AuctionRecord, 'prodNo' | 'depositPerSeat'>,
  planned: Pick<PlannedBid, 'agencyName' | 'seats' | 'unitPrice'>,
  at: number,
): BidOrderRecord {
  const time = toGatewayIso(at);
  const record: BidOrderRecord = {
    ancilOrderNo: nextBidNo(state),
    prodNo: activity.prodNo,
    ownerAccountId: '',
    agencyName: planned.agencyName,
    createdByAccountId: '',
    createdBy: planned.agencyName,
    groupName: `${planned.agencyName}团队`,
    contact: { name: planned.agencyName, mobile: '' },
    seats: planned.seats,
    unitPrice: planned.unitPrice,
    depositAmount: planned.seats * activity.depositPerSeat,
    status: 'DEPOSIT_PAYED',
    createTime: time,
    depositDeadline: time,
    depositPaidTime: time,
    prices: [{ at: time, unitPrice: planned.unitPrice, by: planned.agencyName }],
    log: [
      logEntry(
        at,
        'CREATE',
        `${planned.agencyName}提交竞价：${planned.seats}座，每座${formatFen(planned.unitPrice)}，保证金已付`,
        planned.agencyName,
      ),
    ],
  };
  state.bidOrders.push(record);
  return record;
}

/** A winner's team order: the awarded seats from the activity's pool, the deposit counted as paid, the balance within 24 h. */
function bookWinner(
  state: Drafted,
  activity: Draft<AuctionRecord>,
  bid: Draft<BidOrderRecord>,
  seats: number,
  at: number,
): OrderRecord | undefined {
  const booker =
    state.accounts.find((candidate) => candidate.accountId === bid.createdByAccountId) ??
    state.accounts.find((candidate) => candidate.accountId === bid.ownerAccountId);
  if (!booker) return undefined;
  const [leg] = resolveTrip(state, [{ direction: 'O', flightNo: activity.flightNo, flightDate: activity.flightDate }], at, 0);
  const counts = { adultCount: seats, childCount: 0, infantCount: 0 };
  const fares = fareLines([{ ADT: bid.unitPrice, CHD: bid.unitPrice, INF: 0 }], counts);
  const total = fareTotal(fares);
  const deposit = seats * activity.depositPerSeat;
  const plan = bidPlan(at, leg.departMs);
  const balanceDue = plan.balanceDue;
  const links: OrderLinks = { activityNo: activity.prodNo };
  const order = bookOrder(state, {
    kind: 'TEAM',
    channel: 'BID',
    booker: booker,
    groupName: bid.groupName,
    legs: [leg],
    cabin: BOOKING.groupCabin,
    pool: activityPool(activity),
    counts,
    fares,
    plan: {
      milestones: [
        {
          kind: 'DEPOSIT',
          amount: deposit,
          paidAmount: deposit,
          deadline: bid.depositDeadline,
          status: 'SUCCESSED',
          ...(bid.depositPaidTime ? { paidAt: bid.depositPaidTime } : {}),
        },
        { kind: 'BALANCE', amount: total - deposit, paidAmount: 0, deadline: balanceDue, status: 'WAIT' },
      ],
      ticketTimeLimit: plan.ticketTimeLimit,
      nameDeadline: plan.nameDeadline,
      depositAmount: deposit,
    },
    links,
    contact: bid.contact,
    passengers: [],
    now: at,
  });
  order.confirmedCount = order.groupCount;
  order.log.push(
    logEntry(
      at,
      'BID_WON',
      `竞价${activity.prodNo}中标（竞价订单${bid.ancilOrderNo}，每座${formatFen(bid.unitPrice)}）：已付保证金${formatFen(deposit)}计入定金，尾款须于${formatDeadline(Date.parse(balanceDue))}前付清`,
    ),
  );
  return order;
}

/** The end of an activity: unpaid bids cancelled, the paid ones ranked and awarded, winners booked, losers' deposits going back. */
function settleAuction(state: Drafted, prodNo: string, at: number): void {
  const activity = mustFind(state.auctions, (candidate) => candidate.prodNo === prodNo, 'auction');
  for (const bid of state.bidOrders) {
    if (bid.prodNo !== prodNo || bid.status !== 'BOOKED') continue;
    bid.status = 'CANCELED';
    bid.cancelTime = toGatewayIso(at);
    bid.cancelReason = UNPAID_AT_END;
    bid.log.push(logEntry(at, 'AUTO_CANCEL', '竞价结束时保证金未支付，竞价自动取消，不参与排名'));
  }
  const ranked = rankBids(state.bidOrders.filter((bid) => bid.prodNo === prodNo && bid.status === 'DEPOSIT_PAYED'));
  const awards = allocateSeats(activity.seats, activity.minSeats, ranked);
  ranked.forEach((ranking, index) => {
    const bid = mustFind(state.bidOrders, (candidate) => candidate.ancilOrderNo === ranking.ancilOrderNo, 'bid order');
    const seats = awards[index] ?? 0;
    bid.rank = index + 1;
    bid.awardedSeats = seats;
    if (seats === 0) {
      bid.status = 'AUTO_REFUND';
      returnDeposit(state, bid, bid.depositAmount, `竞价订单${bid.ancilOrderNo}未中标，退还保证金`, at);
      bid.log.push(logEntry(at, 'SETTLE', `竞价结束：排名第${index + 1}位，未中标；保证金${formatFen(bid.depositAmount)}将原路退回`));
      return;
    }
    bid.status = 'TICKED';
    const order = isOther(bid) ? undefined : bookWinner(state, activity, bid, seats, at);
    if (order) bid.orderNo = order.orderNo;
    else activity.held = Math.min(activity.seats, activity.held + seats);
    const unawarded = (bid.seats - seats) * activity.depositPerSeat;
    if (unawarded > 0) returnDeposit(state, bid, unawarded, `竞价订单${bid.ancilOrderNo}部分中标，退还未成交座位的保证金`, at);
    bid.log.push(
      logEntry(
        at,
        'SETTLE',
        `竞价结束：排名第${index + 1}位，中标${seats}座${seats < bid.seats ? `（竞拍${bid.seats}座，剩余座位按部分成交，未成交座位保证金${formatFen(unawarded)}原路退回）` : ''}` +
          (order ? `，已生成团队订单${order.orderNo}` : ''),
      ),
    );
  });
  activity.settledTime = toGatewayIso(at);
}

const due = (dueAt: number, key: string, apply: DueTransition<SimulatorState>['apply']): DueTransition<SimulatorState> => ({
  dueAt,
  entity: 'auction',
  key,
  apply,
});

/**
 * The settle step for bidding: other agencies' planned bids placed, deposits missed cancelled, activities
 * settled at their end, deposits back (AUTO_REFUND → AUTO_REFUNDED), a winner's cancelled team order
 * (given up, or its balance missed) REFUNDING, and REFUNDING closed as REFUNDED.
 */
export const auctionDue: DueTransitions<SimulatorState> = (state, now) => {
  const transitions: DueTransition<SimulatorState>[] = [];
  for (const activity of state.auctions) {
    const end = Date.parse(activity.endTime);
    activity.plannedBids.forEach((planned, index) => {
      const at = Date.parse(planned.at);
      if (planned.placed || at > now || at >= end) return;
      transitions.push(
        due(at, `${activity.prodNo}:planned:${index}`, (draft) => {
          const target = mustFind(draft.auctions, (candidate) => candidate.prodNo === activity.prodNo, 'auction');
          target.plannedBids[index].placed = true;
          otherAgencyBid(draft as unknown as { bidOrders: BidOrderRecord[] }, target, planned, at);
        }),
      );
    });
    if (!activity.settledTime && end <= now)
      transitions.push(due(end, `${activity.prodNo}:settle`, (draft) => settleAuction(draft, activity.prodNo, end)));
  }
  for (const bid of state.bidOrders) {
    const key = bid.ancilOrderNo;
    // Every change of a bid falls due at its time, on the bid as the draft holds it then.
    const dueOn = (at: number, apply: (target: Draft<BidOrderRecord>, draft: Drafted) => void) =>
      transitions.push(
        due(at, key, (draft: Drafted) =>
          apply(
            mustFind(draft.bidOrders, (candidate) => candidate.ancilOrderNo === key, 'bid order'),
            draft,
          ),
        ),
      );
    const deadline = Date.parse(bid.depositDeadline);
    const end = Date.parse(activityOfBid(state, bid).endTime);
    if (bid.status === 'BOOKED' && deadline <= now && deadline < end) {
      dueOn(deadline, (target) => {
        target.status = 'CANCELED';
        target.cancelTime = toGatewayIso(deadline);
        target.cancelReason = DEPOSIT_OVERDUE;
        target.log.push(
          logEntry(deadline, 'AUTO_CANCEL', `保证金${formatFen(target.depositAmount)}未在${formatDeadline(deadline)}前支付，竞价自动取消`),
        );
      });
    }
    if (bid.status === 'AUTO_REFUND' && bid.refund) {
      const refund = refundOf(state, bid);
      const back = refund
        ? refund.state === 'HAVE_REFUND'
          ? Date.parse(refund.finishTime ?? bid.refund.dueAt)
          : NaN
        : Date.parse(bid.refund.dueAt);
      if (back <= now) {
        dueOn(back, (target) => {
          target.status = 'AUTO_REFUNDED';
          target.log.push(
            logEntry(
              back,
              'REFUNDED',
              `保证金${formatFen(target.refund!.amount)}已退回${target.refund!.refundNo ? `（退款单${target.refund!.refundNo}）` : ''}`,
              SYSTEM_ACTOR,
            ),
          );
        });
      }
    }
    const order = bid.status === 'TICKED' ? orderOfBid(state, bid) : undefined;
    if (order?.status === 'CANCELED' && order.cancelTime) {
      const at = Date.parse(order.cancelTime);
      dueOn(at, (target) =>
        startGiveUp(
          target,
          milestoneOf(order, 'DEPOSIT')?.paidAmount ?? 0,
          at,
          `团队订单${order.orderNo}已取消（${order.cancelReason ?? ''}），中标座位收回，保证金不予退还`,
          SYSTEM_ACTOR,
        ),
      );
    }
    if (bid.status === 'REFUNDING' && bid.giveUpTime) {
      const at = Date.parse(bid.giveUpTime) + AUCTION.giveUpProcessMs;
      if (at <= now) {
        dueOn(at, (target) => {
          target.status = 'REFUNDED';
          target.log.push(logEntry(at, 'REFUNDED', '航司已收回中标座位，竞价订单办结', SYSTEM_ACTOR));
        });
      }
    }
  }
  return transitions;
};
