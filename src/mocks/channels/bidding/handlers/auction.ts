import { BidActivityStatus, BidOrderStatus, type BidActivityState, type BidOrderState } from '@/domain/auction';
import { auctionApi } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import { authed, optionalDateRange, optionalEnum, optionalCode, paginate, requirePage } from '../../../gateway';
import {
  auctionDetail,
  bidDetail,
  cancelBid,
  findAuction,
  findOwnBid,
  giveUpBid,
  listAuctions,
  listBidOrders,
  ownerIdOf,
  placeBid,
  raiseBid,
} from '../../../rules';
import type { AccountRecord } from '../../../state';
import { getState } from '../../../store';

/**
 * Team bidding (团队竞价): the activities (竞价产品, function AUCTION) and the agency's bid orders
 * (竞价订单, AUCTION_ORDER) — list with counts per status, detail, a bid, a raise, a cancel and a
 * winner giving up. The rules are rules/auction.ts; another agency's bid answers BID_NOT_FOUND.
 */

const activityStates = BidActivityStatus.values.filter((value): value is BidActivityState => value !== 'ALL');
const orderStates = BidOrderStatus.values.filter((value): value is BidOrderState => value !== 'ALL');

const bidAnswer = (account: AccountRecord, ancilOrderNo: string, now: number) => ({
  bidOrder: bidDetail(getState(), findOwnBid(getState(), account, ancilOrderNo), now),
});

export const auctionHandlers = [
  authed(auctionApi.list, ({ body }) => {
    const filters = {
      status: optionalEnum(body.status, activityStates, '活动状态'),
      depAirport: optionalCode(body.depAirport, '出发机场'),
      arrAirport: optionalCode(body.arrAirport, '到达机场'),
    };
    const { rows, counts } = listAuctions(getState(), filters, clock.nowMs());
    return { ...paginate('activityList', rows, requirePage(body)), statusCounts: counts };
  }),

  authed(auctionApi.detail, ({ body, account }) => {
    const state = getState();
    return { activity: auctionDetail(state, findAuction(state, body.prodNo), ownerIdOf(state, account), clock.nowMs()) };
  }),

  authed(auctionApi.bid, ({ body, account }) => {
    const now = clock.nowMs();
    const bid = placeBid(getState(), account, body, now);
    return bidAnswer(account, bid.ancilOrderNo, now);
  }),

  authed(auctionApi.orderList, ({ body, account }) => {
    const [flightDateStart, flightDateEnd] = optionalDateRange(body.flightDateStart, body.flightDateEnd, ['航班日期起', '航班日期止']);
    const filters = {
      status: optionalEnum(body.status, orderStates, '竞价订单状态'),
      prodNo: optionalCode(body.prodNo, '竞价产品编号'),
      ...(flightDateStart ? { flightDateStart } : {}),
      ...(flightDateEnd ? { flightDateEnd } : {}),
    };
    const { rows, counts } = listBidOrders(getState(), ownerIdOf(getState(), account), filters);
    return { ...paginate('bidOrderList', rows, requirePage(body)), statusCounts: counts };
  }),

  authed(auctionApi.orderDetail, ({ body, account }) => bidAnswer(account, String(body.ancilOrderNo ?? ''), clock.nowMs())),

  authed(auctionApi.raise, ({ body, account }) => {
    const now = clock.nowMs();
    const bid = findOwnBid(getState(), account, body.ancilOrderNo);
    raiseBid(getState(), bid, body.unitPrice, account.displayName, now);
    return bidAnswer(account, bid.ancilOrderNo, now);
  }),

  authed(auctionApi.cancel, ({ body, account }) => {
    const now = clock.nowMs();
    const bid = findOwnBid(getState(), account, body.ancilOrderNo);
    cancelBid(getState(), bid, body.expectedRefund, account.displayName, now);
    return bidAnswer(account, bid.ancilOrderNo, now);
  }),

  authed(auctionApi.giveUp, ({ body, account }) => {
    const now = clock.nowMs();
    const bid = findOwnBid(getState(), account, body.ancilOrderNo);
    giveUpBid(getState(), bid, body.expectedForfeit, account.displayName, now);
    return bidAnswer(account, bid.ancilOrderNo, now);
  }),
];
