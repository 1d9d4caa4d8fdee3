import { DAY, FARE, HOUR, PROMO } from '../../../kernel/rules/figures';
import type { PromoOfferRecord } from '../rules/promotional';
import type { ScheduledFlight } from '../../../state';
import { gatewayDayAt, toGatewayDate, toGatewayIso } from '../../../kernel/time-format';

/**
 * The published promotional offers (特惠团), one in every state of the seed's clock: on sale with
 * plenty of seats, on sale with 12 seats left for groups of 10 or more, opening in 6 hours, sold out,
 * closed yesterday; and one with two flights a day. Each flies daily flights of the timetable; what is
 * `held` on a departure was sold to other agencies before the demo began.
 */

interface OfferPlan {
  title: string;
  flightNos: string[];
  /** Travel dates, days from today. */
  days: number[];
  /** Seats set aside per departure, and held already (per departure, in date then flight order). */
  seats: number;
  held: number[];
  /** Adult price as a share of the route's Y full fare. */
  share: number;
  minGroup?: number;
  maxGroup?: number;
  /** The sale window: from the instant `opens` returns, `closesInDays` days from today at 22:00. */
  opens: (now: number) => number;
  closesInDays: number;
  terms: string[];
}

const at10 = (days: number) => (now: number) => gatewayDayAt(now, days, '10:00');

// 特惠产品不得更改航班日期 is the order kind's rule (rules/order-kinds.ts: no delay), said there once.
const COMMON_TERMS = ['特惠价不含机场建设费和燃油附加费'];

const PLANS: OfferPlan[] = [
  {
    title: '上海—三亚 冬季海岛特惠团',
    flightNos: ['XY5031'],
    days: [20, 23, 26, 29],
    seats: 60,
    held: [18, 32, 9, 0],
    share: 0.45,
    opens: at10(-3),
    closesInDays: 15,
    terms: [...COMMON_TERMS, '适用于10-40人旅游团队，售完即止'],
  },
  {
    title: '广州—成都 美食寻味特惠团',
    flightNos: ['XY5321'],
    days: [12, 15, 19],
    seats: 30,
    held: [30, 30, 18],
    share: 0.5,
    maxGroup: 30,
    opens: at10(-5),
    closesInDays: 6,
    terms: [...COMMON_TERMS, '仅余少量座位'],
  },
  {
    title: '北京—昆明 春城花海特惠团',
    flightNos: ['XY5231'],
    days: [40, 43, 47],
    seats: 50,
    held: [0, 0, 0],
    share: 0.42,
    minGroup: 15,
    maxGroup: 50,
    opens: (now) => now + 6 * HOUR,
    closesInDays: 30,
    terms: [...COMMON_TERMS, '开售后先到先得'],
  },
  {
    title: '杭州—三亚 椰风度假特惠团',
    flightNos: ['XY5191'],
    days: [16, 18],
    seats: 40,
    held: [40, 40],
    share: 0.48,
    opens: at10(-8),
    closesInDays: 8,
    terms: COMMON_TERMS,
  },
  {
    title: '深圳—重庆 山城夜景特惠团',
    flightNos: ['XY5351'],
    days: [9, 11],
    seats: 30,
    held: [21, 12],
    share: 0.5,
    opens: at10(-20),
    closesInDays: -1,
    terms: COMMON_TERMS,
  },
  {
    title: '上海—北京 京沪商务特惠团',
    flightNos: ['XY5451', 'XY5453'],
    days: [14, 21],
    seats: 25,
    held: [5, 10, 0, 0],
    share: 0.55,
    maxGroup: 25,
    opens: at10(-1),
    closesInDays: 12,
    terms: [...COMMON_TERMS, '每日两个航班可选'],
  },
];

/** A share of the Y full fare, rounded to the airline's ¥10. */
const priceOf = (flight: ScheduledFlight, share: number) => Math.round((flight.baseFare * share) / FARE.roundingFen) * FARE.roundingFen;

function offerOf(plan: OfferPlan, index: number, now: number, flights: readonly ScheduledFlight[]): PromoOfferRecord[] {
  const flight = flights.find((candidate) => candidate.flightNo === plan.flightNos[0]);
  if (!flight) return [];
  const departures = plan.days.flatMap((days) =>
    plan.flightNos.map((flightNo) => ({ flightNo, flightDate: toGatewayDate(now + days * DAY) })),
  );
  const offer: PromoOfferRecord = {
    offerNo: `${PROMO.offerPrefix}${String(101 + index).padStart(PROMO.numberDigits, '0')}`,
    title: plan.title,
    depAirport: flight.depAirport,
    arrAirport: flight.arrAirport,
    adultFare: priceOf(flight, plan.share),
    minGroup: plan.minGroup ?? PROMO.minGroup,
    maxGroup: plan.maxGroup ?? PROMO.defaultMaxGroup,
    saleStart: toGatewayIso(plan.opens(now)),
    saleEnd: toGatewayIso(gatewayDayAt(now, plan.closesInDays, '22:00')),
    allotments: departures.map((departure, at) => ({ ...departure, seats: plan.seats, held: plan.held[at] ?? 0 })),
    terms: plan.terms,
  };
  return [offer];
}

/** The offers, dated from `now`, on the timetable `flights` (a saved state's own when migrated). */
export function seedPromoOffers(now: number, flights: readonly ScheduledFlight[]): PromoOfferRecord[] {
  return PLANS.flatMap((plan, index) => offerOf(plan, index, now, flights));
}
