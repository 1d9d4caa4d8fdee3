import { defineModule } from '../../module-entry';
import type { BiddingSlice } from './rules/auction-records';
import { auctionHandlers } from './handlers/auction';

/** The bidding channel (团队竞价) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<BiddingSlice>({
  name: 'channels/bidding',
  routes: [...auctionHandlers],
  persisted: {
    auctions: { recordId: 'prodNo' },
    bidOrders: { recordId: 'ancilOrderNo' },
  },
});
