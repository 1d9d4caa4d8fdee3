import { BidActivityStatus, BidOrderStatus, type BidActivityState, type BidOrderState } from '@/domain/auction';
import { auctionApi, type StatusCounts } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { enumFilter, flightDatesFilter, routeFilters, textFilter, upperCase, withoutAll } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';

/*
 * Team bidding (团队竞价): the activities and one activity under the auction root, the agency's bid orders
 * under the bid order root. A bid, a raise, a cancel or a give-up changes both (the activity's picture,
 * the agency's orders) and, once won, the team orders.
 */

/** The tabs' counts without the gateway's ALL (the tabs add it up themselves). */
function countsWithoutAll<S extends string>(counts: StatusCounts<S | 'ALL'> | undefined): Partial<Record<S, number>> | undefined {
  if (!counts) return undefined;
  const { ALL: _all, ...rest } = counts;
  return rest as Partial<Record<S, number>>;
}

/** /agent/auction: the activities by route, their state as tabs with counts. */
export const auctionList = defineList({
  entity: KEY_ROOTS.auction,
  endpoint: auctionApi.list,
  listKey: 'activityList',
  filters: {
    ...routeFilters('如 SYX'),
    // Shown as the state tabs above the table, not in the bar.
    status: enumFilter(BidActivityStatus),
  },
  request: withoutAll,
  extra: (res) => ({ statusCounts: countsWithoutAll<BidActivityState>(res.statusCounts) }),
});

/** /agent/auction/{prodNo} */
export const auctionDetail = defineDetail({
  entity: KEY_ROOTS.auction,
  endpoint: auctionApi.detail,
  param: 'prodNo',
  select: (res) => res.activity,
  idPattern: RECORD_NUMBER.auction,
});

/** /agent/auction/order: the agency's bid orders, their status as tabs with counts. */
export const bidOrderList = defineList({
  entity: KEY_ROOTS.bidOrder,
  endpoint: auctionApi.orderList,
  listKey: 'bidOrderList',
  filters: {
    prodNo: textFilter({ label: '竞价产品', placeholder: '如 BA000101', normalize: upperCase, maxLength: 8, width: 140 }),
    flightDates: flightDatesFilter(),
    status: enumFilter(BidOrderStatus),
  },
  request: withoutAll,
  extra: (res) => ({ statusCounts: countsWithoutAll<BidOrderState>(res.statusCounts) }),
  formId: 'bid-order-filter',
});

/** /agent/auction/order/{ancilOrderNo} */
export const bidOrderDetail = defineDetail({
  entity: KEY_ROOTS.bidOrder,
  endpoint: auctionApi.orderDetail,
  param: 'ancilOrderNo',
  select: (res) => res.bidOrder,
  idPattern: RECORD_NUMBER.bidOrder,
});

const CHANGES = [rootKey('auction'), rootKey('bidOrder')] as const;

export const placeBid = defineWrite({ endpoint: auctionApi.bid, invalidates: CHANGES });
export const raiseBid = defineWrite({ endpoint: auctionApi.raise, invalidates: CHANGES });
export const cancelBid = defineWrite({ endpoint: auctionApi.cancel, invalidates: CHANGES });
/** Cancels the winner's team order too. */
export const giveUpBid = defineWrite({ endpoint: auctionApi.giveUp, invalidates: [...CHANGES, rootKey('order')] });
