import type { OrderState } from '@/domain/order';
import type { OrderPassenger, OrderSummary, PaymentMilestone } from '@/lib/gateway/endpoints/order';

/*
 * Pure facts about an order that several screens show (team and individual orders, the temporary
 * group screens, the agent home). No React, no clock: "now" is passed in where it matters.
 */

/** The milestone to pay next: the first that is due (WAIT) or being paid (UNDER_WAY). */
export function nextDueMilestone(milestones: readonly PaymentMilestone[]): PaymentMilestone | undefined {
  return milestones.find((milestone) => milestone.status === 'WAIT' || milestone.status === 'UNDER_WAY');
}

/** Fen still owed on a milestone. */
export function amountDue(milestone: Pick<PaymentMilestone, 'amount' | 'paidAmount'>): number {
  return Math.max(0, milestone.amount - milestone.paidAmount);
}

/** Every name the list can hold: the seat-holders plus the infants on laps. */
export function nameListTotal(order: Pick<OrderSummary, 'groupCount' | 'infantCount'>): number {
  return order.groupCount + order.infantCount;
}

/** Names still missing from the list. */
export function namesMissing(order: Pick<OrderSummary, 'groupCount' | 'infantCount' | 'namedCount'>): number {
  return Math.max(0, nameListTotal(order) - order.namedCount);
}

/** Passengers who hold a seat (infants do not). */
export function seatHolders(passengers: readonly OrderPassenger[]): OrderPassenger[] {
  return passengers.filter((passenger) => passenger.passengerType !== 'INF');
}

/** Named passengers without a ticket yet: what issuing tickets would ticket. */
export function unticketed(passengers: readonly OrderPassenger[]): OrderPassenger[] {
  return passengers.filter((passenger) => !passenger.ticketNo);
}

/** Passengers with a ticket: the ones a name change can touch. */
export function ticketed(passengers: readonly OrderPassenger[]): OrderPassenger[] {
  return passengers.filter((passenger) => Boolean(passenger.ticketNo));
}

/**
 * What issuing tickets now makes of the order: TICKED once every held seat has a named passenger,
 * TICKEDPART while some seats are still without names (their tickets follow later).
 */
export function ticketingOutcome(order: {
  groupCount: number;
  passengers: readonly OrderPassenger[];
}): Extract<OrderState, 'TICKED' | 'TICKEDPART'> {
  return seatHolders(order.passengers).length >= order.groupCount ? 'TICKED' : 'TICKEDPART';
}

/** 'PVG-CTU' → 'PVG → CTU'; 'PVG-CTU-PVG' → 'PVG → CTU → PVG'. */
export function routeText(route: string): string {
  return route.split('-').filter(Boolean).join(' → ');
}

/** The name list's progress for `<NameListProgress>`: seat-holders against the group count, infants apart. */
export function nameListProgress(order: { groupCount: number; infantCount: number; passengers: readonly OrderPassenger[] }) {
  const named = seatHolders(order.passengers).length;
  return {
    named,
    total: order.groupCount,
    infants: { named: order.passengers.length - named, total: order.infantCount },
  };
}
