import type { AuctionPicture, BidStanding } from '@/lib/gateway/endpoints';
import type { AnyState } from '../../../state';
import type { AuctionRecord, BidOrderRecord } from './auction-records';

/**
 * Team bidding's ranking (rules/auction.ts): the paid bids of an activity in rank order, the seats each
 * gets, and the picture the activity shows while it runs. The settle step (rules/auction-settlement.ts)
 * awards by the same ranking.
 */

export const bidsOf = (state: AnyState, prodNo: string): BidOrderRecord[] => state.bidOrders.filter((bid) => bid.prodNo === prodNo);

// ---- ranking (pure) ----

/** Paid bids in rank order: unit price, then the earlier deposit (then the earlier number). */
export function rankBids<B extends Pick<BidOrderRecord, 'unitPrice' | 'depositPaidTime' | 'ancilOrderNo'>>(bids: readonly B[]): B[] {
  return [...bids].sort(
    (a, b) =>
      b.unitPrice - a.unitPrice ||
      Date.parse(a.depositPaidTime ?? '') - Date.parse(b.depositPaidTime ?? '') ||
      a.ancilOrderNo.localeCompare(b.ancilOrderNo),
  );
}

/**
 * The seats each ranked bid gets: whole while they fit; the first that does not fit gets the seats left
 * when they are at least `minSeats` (a partial award), and from then on nobody gets any — a bid further
 * down never takes seats a better bid could not have.
 */
export function allocateSeats(seats: number, minSeats: number, ranked: readonly { seats: number }[]): number[] {
  let left = seats;
  return ranked.map((bid) => {
    if (left <= 0) return 0;
    if (bid.seats <= left) {
      left -= bid.seats;
      return bid.seats;
    }
    const partial = left >= minSeats ? left : 0;
    left = 0;
    return partial;
  });
}

export const rankingOf = (state: AnyState, activity: AuctionRecord) =>
  rankBids(bidsOf(state, activity.prodNo).filter((bid) => bid.status === 'DEPOSIT_PAYED'));

export const standingOf = (bid: { seats: number }, seatsNow: number): BidStanding =>
  seatsNow === 0 ? 'OUT' : seatsNow < bid.seats ? 'PARTIAL' : 'IN';

export function auctionPicture(state: AnyState, activity: AuctionRecord): AuctionPicture {
  const ranked = rankingOf(state, activity);
  const awards = allocateSeats(activity.seats, activity.minSeats, ranked);
  const bidSeats = ranked.reduce((sum, bid) => sum + bid.seats, 0);
  // A new bid of the smallest size needs to beat the last bid that keeps seats, when the seats are all bid for.
  const lastIn = awards.reduce((last, seats, index) => (seats > 0 ? index : last), -1);
  const full = activity.seats - awards.reduce((sum, seats) => sum + seats, 0) < activity.minSeats;
  const priceToEnter = full && lastIn >= 0 ? ranked[lastIn].unitPrice + activity.step : activity.floorPrice;
  return {
    bidCount: ranked.length,
    bidSeats,
    agencies: new Set(ranked.map((bid) => bid.agencyName)).size,
    ...(ranked.length > 0 ? { highestPrice: ranked[0].unitPrice } : {}),
    priceToEnter,
  };
}
