import { immer } from '../../../kernel/immer';
import { createRng, type Rng } from '../../../kernel/random';
import { markDepositPaid, placeBid, type AuctionRecord, type BidOrderRecord, type PlannedBid } from '../rules/auction';
import { otherAgencyBid } from '../rules/auction-settlement';
import { AUCTION, DAY, FARE, HOUR, MINUTE } from '../../../kernel/rules/figures';
import { recordSeedPayment } from '../../../payment/rules/payment';
import type { ScheduledFlight, SimulatorState } from '../../../state';
import { gatewayDayAt, toGatewayDate, toGatewayIso } from '../../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../../session/seed/accounts';

/**
 * The bid activities (团队竞价), one in every state of the seed's clock, and the other agencies' bids on
 * them — drawn from a generator of their own (so the rest of the seed is untouched), every price on the
 * activity's step and below what an agent who means to win would bid (floor + 8 steps), so the demo and
 * the browser test reproduce:
 * - BA000101 上海—三亚, running, ending 2 hours after the seed: 3 bids placed, 2 more to come while it runs;
 * - BA000102 广州—成都, running until tomorrow: 2 bids, 2 to come;
 * - BA000103 北京—昆明, opening in 6 hours for 3 days: 3 bids to come;
 * - BA000104 深圳—重庆, 40 seats, ended 13 hours before the seed (settled in the seed): 4 bids filling it.
 * A fresh seed adds agent01's bids (`seedAgencyBids`): a lost one on BA000104 (its deposit back), a paid
 * one and one awaiting its deposit on BA000102. No seeded bid won: a winner's team order is the
 * settlement's to make, in the tests and the demo, and the seeded orders stay as they were.
 */

interface ActivityPlan {
  title: string;
  flightNo: string;
  flightDays: number;
  seats: number;
  capPerAgency: number;
  /** Floor as a share of the route's Y full fare; the step in fen. */
  floorShare: number;
  step: number;
  start: (now: number) => number;
  end: (now: number) => number;
  /** Other agencies' bids: placed before the seed, and to come while it runs. */
  placed: number;
  planned: number;
  terms: string[];
}

const COMMON_TERMS = ['竞价价格不含机场建设费和燃油附加费'];

const PLANS: ActivityPlan[] = [
  {
    title: '上海—三亚 冬季包座竞价',
    flightNo: 'XY5031',
    flightDays: 18,
    seats: 60,
    capPerAgency: 30,
    floorShare: 0.4,
    step: 2_000,
    start: (now) => gatewayDayAt(now, -1, '10:00'),
    end: (now) => now + 2 * HOUR,
    placed: 3,
    planned: 2,
    terms: COMMON_TERMS,
  },
  {
    title: '广州—成都 美食季包座竞价',
    flightNo: 'XY5321',
    flightDays: 12,
    seats: 40,
    capPerAgency: 20,
    floorShare: 0.45,
    step: 1_000,
    start: (now) => gatewayDayAt(now, -2, '10:00'),
    end: (now) => now + 26 * HOUR,
    placed: 2,
    planned: 2,
    terms: COMMON_TERMS,
  },
  {
    title: '北京—昆明 春城花海包座竞价',
    flightNo: 'XY5231',
    flightDays: 35,
    seats: 80,
    capPerAgency: 40,
    floorShare: 0.38,
    step: 2_000,
    start: (now) => now + 6 * HOUR,
    end: (now) => now + 3 * DAY,
    placed: 0,
    planned: 3,
    terms: [...COMMON_TERMS, '开始后先付保证金者在同价竞价中优先'],
  },
  {
    title: '深圳—重庆 山城夜景包座竞价',
    flightNo: 'XY5351',
    flightDays: 9,
    seats: 40,
    capPerAgency: 30,
    floorShare: 0.42,
    step: 1_000,
    start: (now) => gatewayDayAt(now, -4, '10:00'),
    end: (now) => now - 13 * HOUR,
    placed: 4,
    planned: 0,
    terms: COMMON_TERMS,
  },
];

const OTHER_AGENCIES = ['华夏国旅', '春秋假期', '中青旅遨游', '众信旅游', '凯撒旅业', '广之旅', '康辉旅游', '途牛团队'];

/** Steps above the floor another agency bids at most: an agent bidding 8 steps up outbids them all. */
const OTHER_MAX_STEPS = 6;

/** Their own generator: the activities' draws never shift the rest of the seed. */
const AUCTION_SEED = 20260222;

const floorOf = (flight: ScheduledFlight, share: number) => Math.round((flight.baseFare * share) / FARE.roundingFen) * FARE.roundingFen;

function otherBid(rng: Rng, activity: Pick<AuctionRecord, 'floorPrice' | 'step' | 'minSeats'>): Omit<PlannedBid, 'at' | 'placed'> {
  return {
    agencyName: rng.pick(OTHER_AGENCIES),
    seats: activity.minSeats + 5 * rng.int(0, 2),
    unitPrice: activity.floorPrice + activity.step * rng.int(1, OTHER_MAX_STEPS),
  };
}

/** The activities and the other agencies' bids, dated from `now`, on the timetable `flights` (a saved state's own when migrated). */
export function seedAuctions(now: number, flights: readonly ScheduledFlight[]): { auctions: AuctionRecord[]; bidOrders: BidOrderRecord[] } {
  const rng = createRng(AUCTION_SEED);
  const auctions: AuctionRecord[] = [];
  const bids = { bidOrders: [] as BidOrderRecord[] };
  PLANS.forEach((plan, index) => {
    const flight = flights.find((candidate) => candidate.flightNo === plan.flightNo);
    if (!flight) return;
    const start = plan.start(now);
    const end = plan.end(now);
    const floorPrice = floorOf(flight, plan.floorShare);
    const activity: AuctionRecord = {
      prodNo: `${AUCTION.prodPrefix}${String(101 + index).padStart(AUCTION.numberDigits, '0')}`,
      title: plan.title,
      flightNo: flight.flightNo,
      flightDate: toGatewayDate(now + plan.flightDays * DAY),
      seats: plan.seats,
      minSeats: AUCTION.minSeats,
      floorPrice,
      step: plan.step,
      depositPerSeat: Math.round((floorPrice * AUCTION.depositRate) / 100) * 100,
      capPerAgency: plan.capPerAgency,
      startTime: toGatewayIso(start),
      endTime: toGatewayIso(end),
      held: 0,
      plannedBids: [],
      terms: plan.terms,
    };
    // Placed: spread between the start and the seed (or the end); to come: spread over what is left of it.
    const placedUntil = Math.min(now, end);
    for (let at = 1; at <= plan.placed; at += 1) {
      otherAgencyBid(bids, activity, otherBid(rng, activity), start + Math.round(((placedUntil - start) * at) / (plan.placed + 1)));
    }
    const from = Math.max(now, start);
    for (let at = 1; at <= plan.planned; at += 1) {
      const when = from + Math.round(((end - from) * at) / (plan.planned + 1) / MINUTE) * MINUTE;
      activity.plannedBids.push({ at: toGatewayIso(when), ...otherBid(rng, activity), placed: false });
    }
    auctions.push(activity);
  });
  return { auctions, bidOrders: bids.bidOrders };
}

interface AgencyBid {
  prodNo: string;
  seats: number;
  /** Steps above the floor. */
  steps: number;
  groupName: string;
  /** When the bid was placed (and paid 5 minutes later): after the activity's start, or before the seed's now. */
  afterStartMs?: number;
  beforeNowMs?: number;
  paid: boolean;
}

const AGENT01_BIDS: AgencyBid[] = [
  { prodNo: 'BA000104', seats: 10, steps: 0, groupName: '重庆火锅美食团（竞价）', afterStartMs: 3 * HOUR, paid: true },
  { prodNo: 'BA000102', seats: 10, steps: 3, groupName: '成都美食寻味团（竞价）', afterStartMs: 5 * HOUR, paid: true },
  { prodNo: 'BA000102', seats: 10, steps: 1, groupName: '成都熊猫亲子团（竞价）', beforeNowMs: 5 * MINUTE, paid: false },
];

/**
 * agent01's bids, placed and paid from its prepaid account as the gateway would have (the payments and
 * transactions with them); the ended activity is settled by the caller's settle step.
 */
export function seedAgencyBids(state: SimulatorState, now: number): SimulatorState {
  return immer.produce(state, (draft) => {
    const agent = draft.accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS.agent01);
    if (!agent) return;
    for (const plan of AGENT01_BIDS) {
      const activity = draft.auctions.find((candidate) => candidate.prodNo === plan.prodNo);
      if (!activity) continue;
      const at = plan.beforeNowMs !== undefined ? now - plan.beforeNowMs : Date.parse(activity.startTime) + (plan.afterStartMs ?? 0);
      const bid = placeBid(
        draft,
        agent,
        {
          prodNo: plan.prodNo,
          seats: plan.seats,
          unitPrice: activity.floorPrice + plan.steps * activity.step,
          groupName: plan.groupName,
          contact: { name: agent.displayName, mobile: agent.mobile ?? '13900000001' },
          expectedDeposit: plan.seats * activity.depositPerSeat,
        },
        at,
      );
      if (!plan.paid) continue;
      const target = draft.bidOrders.find((candidate) => candidate.ancilOrderNo === bid.ancilOrderNo)!;
      const payment = recordSeedPayment(draft, {
        payer: agent.accountId,
        by: agent.displayName,
        kind: 'BID_DEPOSIT',
        payableNo: bid.ancilOrderNo,
        orderNo: bid.ancilOrderNo,
        method: 'PREPAID',
        amount: bid.depositAmount,
        points: 0,
        at: at + 5 * MINUTE,
      });
      markDepositPaid(target, payment.paymentNo, `预存款支付，支付单${payment.paymentNo}`, agent.displayName, at + 5 * MINUTE);
    }
  });
}
