import { formatFen } from '@/domain/format';
import type {
  CabinOffer,
  FlightOffer,
  GroupFlightOffer,
  GroupPaymentTerms,
  GroupQuote,
  IndividualPriceQuote,
  PassengerCounts,
} from '@/lib/gateway/endpoints';
import { refuse } from '../../kernel/refusal';
import type { ScheduledFlight, SimulatorState } from '../../state';
import { toGatewayDate } from '../../kernel/time-format';
import {
  cabinFares,
  cabinFigure,
  cabinRules,
  cabinRuleSummary,
  cabinsOf,
  daysBetween,
  fareLines,
  groupFactor,
  groupFares,
  groupRules,
  segmentTaxes,
} from '../../catalogue/rules/fare';
import { BOOKING, ORDER } from '../../kernel/rules/figures';
import { fareTotal, planPayments } from './order';
import { ORDER_KINDS } from './order-kinds';
import { seatsLeft, type SeatKind } from '../../catalogue/rules/inventory';
import { flightInfo, seatHolders, type TripLeg } from '../../catalogue/rules/trip';

/**
 * What the booking calls answer: flight offers, individual quotes and group quotes, from the
 * timetable, the seats left and the fare rules. Pure reads of the state.
 */

// ---- individual (normal area) ----

function cabinOffers(state: SimulatorState, flight: ScheduledFlight, flightDate: string): CabinOffer[] {
  return cabinsOf(flight).map((figure) => ({
    cabin: figure.cabin,
    cabinName: figure.cabinName,
    seatsLeft: seatsLeft(state, { flightNo: flight.flightNo, flightDate }, { kind: 'cabin', cabin: figure.cabin }),
    fares: cabinFares(flight, figure),
    taxes: segmentTaxes(),
    ruleSummary: cabinRuleSummary(figure),
  }));
}

export function flightOffer(state: SimulatorState, flight: ScheduledFlight, flightDate: string): FlightOffer {
  return { ...flightInfo(flight, flightDate), cabins: cabinOffers(state, flight, flightDate) };
}

/**
 * The class an individual trip books: each leg names a class the flight sells, the same on both legs
 * (an order holds its seats in one class), with seats for every seat holder.
 */
export function individualCabin(state: SimulatorState, legs: readonly TripLeg[], counts: PassengerCounts): string {
  for (const leg of legs) {
    if (!leg.cabin) throw refuse('CABIN_NOT_FOUND', { flightNo: leg.flight.flightNo, cabin: '所选' });
    if (!cabinFigure(leg.cabin) || (leg.flight.cabinSeats[leg.cabin] ?? 0) <= 0) {
      throw refuse('CABIN_NOT_FOUND', { flightNo: leg.flight.flightNo, cabin: leg.cabin });
    }
  }
  const cabin = legs[0].cabin!;
  if (legs.some((leg) => leg.cabin !== cabin)) throw refuse('ROUTE_INVALID', { detail: '去程与回程须选择同一舱位' });
  checkSeats(state, legs, seatHolders(counts), { kind: 'cabin', cabin });
  return cabin;
}

/** SOLD_OUT naming the first departure without `seats` seats of the kind (the create call holds them). */
function checkSeats(state: SimulatorState, legs: readonly TripLeg[], seats: number, kind: SeatKind): void {
  for (const leg of legs) {
    const left = seatsLeft(state, leg.ref, kind);
    if (left < seats) throw refuse('SOLD_OUT', { ...leg.ref, left, wanted: seats });
  }
}

export function individualQuote(legs: readonly TripLeg[], cabin: string, counts: PassengerCounts): IndividualPriceQuote {
  const figure = cabinFigure(cabin)!;
  // The kind's list price, as the seed's orders are priced (rules/order-kinds.ts).
  const priced = { cabin, seatHolders: seatHolders(counts), advanceDays: 0 };
  const fares = fareLines(
    legs.map((leg) => ORDER_KINDS.INDIVIDUAL.listFares(leg.flight, priced)),
    counts,
  );
  return { fares, totalAmount: fareTotal(fares), rules: cabinRules(figure) };
}

// ---- temporary group ----

/** Whole days from today (gateway clock) to the trip's first departure date: the advance purchase. */
const advanceDaysTo = (flightDate: string, now: number): number => daysBetween(toGatewayDate(now), flightDate);

export function groupFlightOffer(
  state: SimulatorState,
  flight: ScheduledFlight,
  flightDate: string,
  groupCount: number,
  firstDate: string,
  now: number,
): GroupFlightOffer {
  const factor = groupFactor(groupCount, advanceDaysTo(firstDate, now));
  return {
    ...flightInfo(flight, flightDate),
    groupSeatsLeft: seatsLeft(state, { flightNo: flight.flightNo, flightDate }, { kind: 'group' }),
    adultFare: groupFares(flight, factor).ADT,
  };
}

export function groupQuote(state: SimulatorState, legs: readonly TripLeg[], counts: PassengerCounts, now: number): GroupQuote {
  const seats = seatHolders(counts);
  checkSeats(state, legs, seats, { kind: 'group' });
  const advanceDays = advanceDaysTo(legs[0].ref.flightDate, now);
  const factor = groupFactor(seats, advanceDays);
  const priced = { cabin: BOOKING.groupCabin, seatHolders: seats, advanceDays };
  const fares = fareLines(
    legs.map((leg) => ORDER_KINDS.TEAM.listFares(leg.flight, priced)),
    counts,
  );
  const totalAmount = fareTotal(fares);
  return {
    fares,
    totalAmount,
    ...groupPaymentTerms(totalAmount, now, legs[0].departMs),
    advanceDays,
    adjustments: factor.adjustments,
    rules: groupRules(ORDER.nameLeadMs / (60 * 60_000), ORDER.depositRate, ORDER.freeReleaseRate),
  };
}

/** The deposit and deadlines a group order of `totalAmount` would get if booked now: the order rules' own plan. */
export function groupPaymentTerms(totalAmount: number, now: number, firstDeparture: number): GroupPaymentTerms {
  const plan = planPayments('TEAM', totalAmount, now, firstDeparture);
  const [first] = plan.milestones;
  const deadlines =
    first?.kind === 'DEPOSIT'
      ? { depositDeadline: first.deadline, balanceDeadline: plan.ticketTimeLimit }
      : { fullPaymentDeadline: plan.ticketTimeLimit };
  return { depositAmount: plan.depositAmount, ...deadlines, nameDeadline: plan.nameDeadline };
}

/** PRICE_CHANGED unless the caller saw exactly today's total. */
export function checkExpectedTotal(expectedTotal: unknown, totalAmount: number): void {
  if (expectedTotal !== totalAmount) throw refuse('PRICE_CHANGED', { total: formatFen(totalAmount) });
}
