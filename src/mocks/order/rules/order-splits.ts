import type { OrderDetail, OrderFlightNow, OrderSplit } from '@/lib/gateway/endpoints';
import type { AnyState } from '../../state';
import { scheduledFlight } from '../../catalogue/rules/inventory';
import { seatHolderCount, type OrderRecord } from './order';

/**
 * Where a group stands after partial steps (docs/decisions.md "Splits"): a schedule change's rebooking of
 * some passengers puts them on another departure (their tickets say which) while the order's segment
 * stays the original until nobody is left on it; a refund of some passengers ends their journey while
 * the order's group count stays what was booked. Derived when read from the tickets, never stored: a
 * passenger flies their open (or used) ticket's departure on each segment, the segment's when not
 * ticketed, and nothing once every ticket of theirs is refunded.
 */
export function orderSplit(state: AnyState, order: OrderRecord): OrderSplit | undefined {
  if (order.tickets.length === 0) return undefined;
  const flights = new Map<string, OrderFlightNow>();
  const board = (segment: OrderRecord['segments'][number], ref: { flightNo: string; flightDate: string }, people: number) => {
    const key = `${segment.segmentNo}|${ref.flightNo}|${ref.flightDate}`;
    const known = flights.get(key);
    if (known) {
      known.people += people;
      return;
    }
    const same = ref.flightNo === segment.flightNo && ref.flightDate === segment.flightDate;
    const timetable = same ? undefined : scheduledFlight(state, ref);
    flights.set(key, {
      segmentNo: segment.segmentNo,
      flightNo: ref.flightNo,
      flightDate: ref.flightDate,
      depTime: timetable?.depTime ?? segment.depTime,
      arrTime: timetable?.arrTime ?? segment.arrTime,
      people,
    });
  };
  const passengers: OrderSplit['passengers'] = [];
  let refundedCount = 0;
  let differs = false;
  // Each passenger's tickets once (a charter's few hundred passengers: no scan of every ticket per passenger).
  const ticketsOf = new Map<string, OrderRecord['tickets']>();
  for (const ticket of order.tickets) ticketsOf.set(ticket.passengerId, [...(ticketsOf.get(ticket.passengerId) ?? []), ticket]);
  for (const passenger of order.passengers) {
    const own = ticketsOf.get(passenger.passengerId) ?? [];
    const legs = order.segments.map((segment) => {
      const tickets = own.filter((ticket) => ticket.segmentNo === segment.segmentNo);
      const live = tickets.find((ticket) => ticket.status === 'OPEN_FOR_USE' || ticket.status === 'USED');
      if (live) return { segment, ref: { flightNo: live.flightNo, flightDate: live.flightDate } };
      if (tickets.length > 0 && tickets.every((ticket) => ticket.status === 'REFUNDED')) return { segment, ref: undefined };
      return { segment, ref: { flightNo: segment.flightNo, flightDate: segment.flightDate } };
    });
    for (const { segment, ref } of legs) if (ref) board(segment, ref, 1);
    const flying = legs.filter((leg) => leg.ref !== undefined);
    if (flying.length === 0 && passenger.passengerType !== 'INF') refundedCount += 1;
    const moved = legs.some(({ segment, ref }) => !ref || ref.flightNo !== segment.flightNo || ref.flightDate !== segment.flightDate);
    if (moved) {
      differs = true;
      passengers.push({
        passengerId: passenger.passengerId,
        flights: flying.length === 0 ? '已退票' : legs.map(({ ref }) => (ref ? `${ref.flightNo} ${ref.flightDate}` : '已退票')).join('，'),
      });
    }
  }
  if (!differs) return undefined;
  const unnamed = Math.max(0, order.groupCount - seatHolderCount(order.passengers));
  if (unnamed > 0) for (const segment of order.segments) board(segment, segment, unnamed);
  const sorted = [...flights.values()].sort(
    (a, b) => a.segmentNo - b.segmentNo || `${a.flightDate} ${a.depTime}`.localeCompare(`${b.flightDate} ${b.depTime}`),
  );
  return { flights: sorted, passengers, refundedCount };
}

/** An order's detail with its split, when it has one. */
export function withSplit<D extends OrderDetail>(state: AnyState, order: OrderRecord, detail: D): D {
  const split = orderSplit(state, order);
  return split ? { ...detail, split } : detail;
}
