import type { PromoOfferStatus } from '@/domain/promotional';
import type {
  FareRule,
  PassengerCounts,
  PromoFlight,
  PromoOfferDate,
  PromoOfferDetail,
  PromoOfferSummary,
  PromoQuote,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../../../kernel/refusal';
import type { ScheduledFlight, SimulatorState } from '../../../state';
import { toDisplayTime } from '../../../kernel/time-format';
import { groupPaymentTerms } from '../../../order/rules/booking';
import { faresFromAdult, fareLines, gatewayInstant, type FaresByType } from '../../../catalogue/rules/fare';
import { BOOKING } from '../../../kernel/rules/figures';
import { scheduledFlight, seatsLeft, type DepartureRef, type SeatKind } from '../../../catalogue/rules/inventory';
import { fareTotal } from '../../../order/rules/order';
import { ORDER_KINDS } from '../../../order/rules/order-kinds';
import { checkCounts, flightInfo, resolveTrip, seatHolders, type TripLeg } from '../../../catalogue/rules/trip';
import type { PromoOfferRecord } from './promotional-records';
export type { PromoAllotment, PromoOfferRecord } from './promotional-records';

/**
 * Promotional offers (特惠团, docs/decisions.md "Promotional offers"): the airline publishes an offer —
 * a route, seats set aside on some of its departures (the allotment), a price per adult, a group size and
 * a sale window. Its status is read off the clock, never stored. Pure reads of the state; booking one is
 * `bookOrder` with the offer's pool (handlers/promotional.ts), so the seats go back to the offer through
 * the order's own cancel, auto-cancel, release and refund.
 */

export const offerPool = (offer: Pick<PromoOfferRecord, 'offerNo'>): SeatKind => ({ kind: 'offer', offerNo: offer.offerNo });

/** The offer `offerNo` (trimmed, upper-cased), or PROMO_NOT_FOUND. */
export function findOffer(state: SimulatorState, offerNo: unknown): PromoOfferRecord {
  if (typeof offerNo !== 'string' || offerNo.trim() === '') throw invalidParam('特惠团产品编号不能为空');
  const wanted = offerNo.trim().toUpperCase();
  const offer = state.promoOffers.find((candidate) => candidate.offerNo === wanted);
  if (!offer) throw refuse('PROMO_NOT_FOUND', { offerNo: wanted });
  return offer;
}

// ---- status by the clock ----

/** A departure is sold until the group booking's close (72 h before it leaves). */
function departureOpen(state: SimulatorState, ref: DepartureRef, now: number): boolean {
  const flight = scheduledFlight(state, ref);
  return flight !== undefined && gatewayInstant(ref.flightDate, flight.depTime) - BOOKING.groupCloseMs > now;
}

const openAllotments = (state: SimulatorState, offer: PromoOfferRecord, now: number) =>
  offer.allotments.filter((allotment) => departureOpen(state, allotment, now));

const leftOn = (state: SimulatorState, offer: PromoOfferRecord, ref: DepartureRef) => seatsLeft(state, ref, offerPool(offer));

/**
 * NOT_OPEN before the window; CLOSED after it or once no departure is still sold; SOLD_OUT when no
 * departure still sold has seats for the offer's smallest group; ON_SALE otherwise.
 */
export function offerStatus(state: SimulatorState, offer: PromoOfferRecord, now: number): PromoOfferStatus {
  if (now < Date.parse(offer.saleStart)) return 'NOT_OPEN';
  const open = openAllotments(state, offer, now);
  if (now >= Date.parse(offer.saleEnd) || open.length === 0) return 'CLOSED';
  return open.some((allotment) => leftOn(state, offer, allotment) >= offer.minGroup) ? 'ON_SALE' : 'SOLD_OUT';
}

/** PROMO_NOT_OPEN or PROMO_CLOSED unless the offer sells now (a sold-out one is refused per departure). */
function checkOnSale(state: SimulatorState, offer: PromoOfferRecord, now: number): void {
  const status = offerStatus(state, offer, now);
  if (status === 'NOT_OPEN') throw refuse('PROMO_NOT_OPEN', { title: offer.title, saleStart: toDisplayTime(offer.saleStart) });
  if (status === 'CLOSED') throw refuse('PROMO_CLOSED', { title: offer.title, saleEnd: toDisplayTime(offer.saleEnd) });
}

// ---- what the calls answer ----

const flightOf = (state: SimulatorState, offer: PromoOfferRecord): ScheduledFlight | undefined =>
  offer.allotments.map((allotment) => scheduledFlight(state, allotment)).find((flight) => flight !== undefined);

/** The offer's price per type (children and infants from the route's Y fare: every flight of a route has the same). */
function offerFares(state: SimulatorState, offer: PromoOfferRecord): FaresByType {
  const flight = flightOf(state, offer);
  return flight ? faresFromAdult(flight, offer.adultFare) : { ADT: offer.adultFare, CHD: offer.adultFare, INF: 0 };
}

export function offerSummary(state: SimulatorState, offer: PromoOfferRecord, now: number): PromoOfferSummary {
  const dates = offer.allotments.map((allotment) => allotment.flightDate);
  const status = offerStatus(state, offer, now);
  return {
    offerNo: offer.offerNo,
    title: offer.title,
    depAirport: offer.depAirport,
    arrAirport: offer.arrAirport,
    travelStart: dates.reduce((first, date) => (date < first ? date : first)),
    travelEnd: dates.reduce((last, date) => (date > last ? date : last)),
    fares: offerFares(state, offer),
    seatsTotal: offer.allotments.reduce((sum, allotment) => sum + allotment.seats, 0),
    seatsLeft: offer.allotments.reduce((sum, allotment) => sum + leftOn(state, offer, allotment), 0),
    minGroup: offer.minGroup,
    maxGroup: offer.maxGroup,
    saleStart: offer.saleStart,
    saleEnd: offer.saleEnd,
    status,
    // The booking refuses an offer that does not sell now (checkOnSale).
    allowedActions: status === 'ON_SALE' ? ['CHOOSE_DATE'] : [],
  };
}

export interface PromoFilters {
  status?: PromoOfferStatus;
  depAirport?: string;
  arrAirport?: string;
}

/** The offers matching the filters, the latest sale start first. */
export function listOffers(state: SimulatorState, filters: PromoFilters, now: number): PromoOfferSummary[] {
  return state.promoOffers
    .filter((offer) => !filters.depAirport || offer.depAirport === filters.depAirport)
    .filter((offer) => !filters.arrAirport || offer.arrAirport === filters.arrAirport)
    .map((offer) => offerSummary(state, offer, now))
    .filter((summary) => !filters.status || summary.status === filters.status)
    .sort((a, b) => b.saleStart.localeCompare(a.saleStart) || a.offerNo.localeCompare(b.offerNo));
}

/**
 * The offer's own terms, then the team rules as they stand for an order bought from it (the order-kind
 * table: no delay). What the kind's rules say is not repeated among the terms, so each rule is said once.
 */
function offerRules(offer: PromoOfferRecord): FareRule[] {
  const kindRules = ORDER_KINDS.TEAM.fareRules({ segments: [], seatKind: offerPool(offer) });
  const said = kindRules.map((rule) => rule.content).join('');
  const terms = offer.terms.filter((term) => !said.includes(term.replace(/[。；]$/, '')));
  return [...(terms.length > 0 ? [{ title: '特惠条款', content: terms.join('；') }] : []), ...kindRules];
}

export function offerDetail(state: SimulatorState, offer: PromoOfferRecord, now: number): PromoOfferDetail {
  const dates = [...new Set(offer.allotments.map((allotment) => allotment.flightDate))].sort();
  const onDate = (date: string) => offer.allotments.filter((allotment) => allotment.flightDate === date);
  const summary = offerSummary(state, offer, now);
  const date = (flightDate: string): PromoOfferDate => {
    const seatsLeft = onDate(flightDate).reduce((sum, allotment) => sum + leftOn(state, offer, allotment), 0);
    const bookable = onDate(flightDate).some((allotment) => departureOpen(state, allotment, now));
    // The booking refuses a date past its close or without seats for the smallest group, as it refuses the offer off sale.
    const choosable = summary.allowedActions.length > 0 && bookable && seatsLeft >= offer.minGroup;
    return { flightDate, seatsLeft, bookable, allowedActions: choosable ? ['CHOOSE'] : [] };
  };
  return { ...summary, dates: dates.map(date), rules: offerRules(offer) };
}

/** The offer's flights on a date still sold, by departure time, with the offer's seats left on each. */
export function offerFlights(state: SimulatorState, offer: PromoOfferRecord, flightDate: unknown, now: number): PromoFlight[] {
  if (typeof flightDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(flightDate)) throw invalidParam('航班日期须为YYYY-MM-DD格式的日期');
  return openAllotments(state, offer, now)
    .filter((allotment) => allotment.flightDate === flightDate)
    .map((allotment) => {
      const seats = leftOn(state, offer, allotment);
      return {
        ...flightInfo(scheduledFlight(state, allotment)!, flightDate),
        seatsLeft: seats,
        adultFare: offer.adultFare,
        ...flightActions(state, offer, seats, now),
      };
    })
    .sort((a, b) => a.depTime.localeCompare(b.depTime));
}

/** Whether a flight of the offer may be chosen for a group now, as the price and the booking would answer; else why not. */
function flightActions(
  state: SimulatorState,
  offer: PromoOfferRecord,
  seats: number,
  now: number,
): Pick<PromoFlight, 'allowedActions' | 'actionNotes'> {
  const status = offerStatus(state, offer, now);
  if (status === 'NOT_OPEN') return { allowedActions: [], actionNotes: { CHOOSE: `尚未开售，开售时间${toDisplayTime(offer.saleStart)}` } };
  if (status === 'CLOSED') return { allowedActions: [], actionNotes: { CHOOSE: `已结束销售（销售截止${toDisplayTime(offer.saleEnd)}）` } };
  if (seats < offer.minGroup)
    return { allowedActions: [], actionNotes: { CHOOSE: `余座不足：剩余${seats}座，每单至少${offer.minGroup}人` } };
  return { allowedActions: ['CHOOSE'] };
}

// ---- price and booking ----

/** A priced group on one departure of an offer: what the price call answers and the booking holds. */
export interface PromoBooking {
  offer: PromoOfferRecord;
  leg: TripLeg;
  counts: PassengerCounts;
  quote: PromoQuote;
}

/** The departure asked for: one the offer sells (PROMO_DEPARTURE_INVALID), flying and still sold. */
function offerLeg(
  state: SimulatorState,
  offer: PromoOfferRecord,
  body: { flightNo?: unknown; flightDate?: unknown },
  now: number,
): TripLeg {
  const flightNo = typeof body.flightNo === 'string' ? body.flightNo.trim().toUpperCase() : '';
  if (flightNo === '') throw invalidParam('航班号不能为空');
  const flightDate = typeof body.flightDate === 'string' ? body.flightDate : '';
  if (!offer.allotments.some((allotment) => allotment.flightNo === flightNo && allotment.flightDate === flightDate)) {
    throw refuse('PROMO_DEPARTURE_INVALID', { flightNo, flightDate, offerNo: offer.offerNo });
  }
  const [leg] = resolveTrip(state, [{ direction: 'O', flightNo, flightDate }], now, BOOKING.groupCloseMs);
  return leg;
}

/** The group's seat holders within the offer's size; infants each with an adult. */
function checkOfferCounts(offer: PromoOfferRecord, body: Partial<PassengerCounts>): PassengerCounts {
  const counts = checkCounts(body);
  const seats = seatHolders(counts);
  if (seats < offer.minGroup || seats > offer.maxGroup)
    throw refuse('PROMO_GROUP_SIZE_INVALID', { min: offer.minGroup, max: offer.maxGroup });
  return counts;
}

/**
 * Prices a group on an offer's departure, refusing what cannot be booked now: the offer not on sale,
 * a departure it does not sell or no longer sold, a group outside its size, too few of its seats left.
 * The booking runs it again in its own transaction, so the check and the hold cannot be split.
 */
export function pricePromo(
  state: SimulatorState,
  body: Partial<PassengerCounts> & { offerNo?: unknown; flightNo?: unknown; flightDate?: unknown },
  now: number,
): PromoBooking {
  const offer = findOffer(state, body.offerNo);
  checkOnSale(state, offer, now);
  const leg = offerLeg(state, offer, body, now);
  const counts = checkOfferCounts(offer, body);
  const left = leftOn(state, offer, leg.ref);
  const wanted = seatHolders(counts);
  if (left < wanted) throw refuse('PROMO_SOLD_OUT', { title: offer.title, ...leg.ref, left, wanted });
  const fares = fareLines([faresFromAdult(leg.flight, offer.adultFare)], counts);
  const totalAmount = fareTotal(fares);
  return {
    offer,
    leg,
    counts,
    quote: { fares, totalAmount, ...groupPaymentTerms(totalAmount, now, leg.departMs), rules: offerRules(offer) },
  };
}
