import { bookingApi, tempGroupApi } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import { handle, invalidParam } from '../../../gateway';
import {
  AIRPORTS,
  BOOKING,
  bookedAnswer,
  bookClassOrder,
  checkExpectedTotal,
  checkGroupCounts,
  checkGroupSize,
  checkIndividualCounts,
  checkSearch,
  flightOffer,
  flightsOn,
  groupFlightOffer,
  groupQuote,
  individualCabin,
  individualQuote,
  requireContact,
  resolveTrip,
  type CheckedSearch,
} from '../../../rules';
import type { ScheduledFlight, SimulatorState } from '../../../state';
import { getState } from '../../../store';
import { bookGroupOrder, groupOrderFields, requirePassengers } from '../../../order/handlers/group-order';

/**
 * Booking (spec §7): airports, the normal area's individual bookings and the temporary group. Rules in
 * rules/trip.ts (itineraries), rules/fare.ts (fares), rules/booking.ts (offers and quotes) and
 * rules/inventory.ts (seats); the order itself is rules/order.ts `openOrder`.
 */

/** A flight query's answer: the offers out, and back when the search has a return date. */
function flightsAnswer<Offer>(
  search: CheckedSearch,
  now: number,
  closeMs: number,
  offer: (state: SimulatorState, flight: ScheduledFlight, flightDate: string) => Offer,
) {
  const state = getState();
  const offers = (dep: string, arr: string, date: string) =>
    flightsOn(state, dep, arr, date, now, closeMs).map((flight) => offer(state, flight, date));
  const outbound = offers(search.depAirport, search.arrAirport, search.flightDate);
  if (search.returnDate === undefined) return { outbound };
  return { outbound, inbound: offers(search.arrAirport, search.depAirport, search.returnDate) };
}

export const bookingHandlers = [
  handle(
    bookingApi.airports,
    () => ({ airportList: AIRPORTS.map(({ code, name, city, cityPinyin }) => ({ code, name, city, cityPinyin })) }),
    {
      auth: true,
    },
  ),

  handle(bookingApi.flightQuery, ({ body }) => {
    const now = clock.nowMs();
    checkIndividualCounts(body);
    const search = checkSearch(body, now);
    return flightsAnswer(search, now, BOOKING.individualCloseMs, flightOffer);
  }),

  handle(bookingApi.price, ({ body }) => {
    const now = clock.nowMs();
    const counts = checkIndividualCounts(body);
    const state = getState();
    const legs = resolveTrip(state, body.selections, now, BOOKING.individualCloseMs);
    const cabin = individualCabin(state, legs, counts);
    return { quote: individualQuote(legs, cabin, counts) };
  }),

  handle(
    bookingApi.create,
    ({ body, account }) => {
      const now = clock.nowMs();
      const { passengers, counts } = requirePassengers(body.passengers, true);
      checkIndividualCounts(counts);
      const contact = requireContact(body.contact);
      const state = getState();
      const legs = resolveTrip(state, body.selections, now, BOOKING.individualCloseMs);
      const cabin = individualCabin(state, legs, counts);
      const quote = individualQuote(legs, cabin, counts);
      checkExpectedTotal(body.expectedTotal, quote.totalAmount);
      const order = bookClassOrder(state, {
        kind: 'INDIVIDUAL',
        booker: account,
        legs,
        cabin,
        counts,
        fares: quote.fares,
        contact,
        passengers,
        now,
      });
      return bookedAnswer(order, now);
    },
    { auth: true },
  ),

  handle(tempGroupApi.flightQuery, ({ body }) => {
    const now = clock.nowMs();
    if (typeof body.groupCount !== 'number') throw invalidParam('请填写团队人数');
    checkGroupSize(body.groupCount);
    const search = checkSearch(body, now);
    return flightsAnswer(search, now, BOOKING.groupCloseMs, (state, flight, date) =>
      groupFlightOffer(state, flight, date, body.groupCount, search.flightDate, now),
    );
  }),

  handle(tempGroupApi.price, ({ body }) => {
    const now = clock.nowMs();
    const counts = checkGroupCounts(body);
    const state = getState();
    const legs = resolveTrip(state, body.selections, now, BOOKING.groupCloseMs);
    return { quote: groupQuote(state, legs, counts, now) };
  }),

  handle(
    tempGroupApi.create,
    ({ body, account }) => {
      const now = clock.nowMs();
      const counts = checkGroupCounts(body);
      const fields = groupOrderFields(body, counts);
      const state = getState();
      const legs = resolveTrip(state, body.selections, now, BOOKING.groupCloseMs);
      const quote = groupQuote(state, legs, counts, now);
      checkExpectedTotal(body.expectedTotal, quote.totalAmount);
      return bookGroupOrder(account, fields, { channel: 'TEMP', legs, pool: { kind: 'group' }, counts, fares: quote.fares }, now);
    },
    { auth: true },
  ),
];
