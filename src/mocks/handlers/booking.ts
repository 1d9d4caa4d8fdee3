import { PassengerType } from '@/domain/passenger';
import { bookingApi, tempGroupApi, type PassengerCounts, type PassengerInput } from '@/lib/gateway/endpoints';
import { clock } from '../clock';
import { handle, invalidParam, optionalRemark, refuse } from '../gateway';
import {
  AIRPORTS,
  BOOKING,
  bookedAnswer,
  bookClassOrder,
  bookOrder,
  checkExpectedTotal,
  checkGroupCounts,
  checkGroupSize,
  checkIndividualCounts,
  checkSearch,
  countOf,
  flightOffer,
  flightsOn,
  groupFlightOffer,
  groupQuote,
  individualCabin,
  individualQuote,
  requireContact,
  resolveTrip,
  type BookOrderRequest,
  type CheckedSearch,
} from '../rules';
import type { AccountRecord, ScheduledFlight, SimulatorState } from '../state';
import { getState } from '../store';

/**
 * Booking (spec §7): airports, the normal area's individual bookings and the temporary group. Rules in
 * rules/trip.ts (itineraries), rules/fare.ts (fares), rules/booking.ts (offers and quotes) and
 * rules/inventory.ts (seats); the order itself is rules/order.ts `openOrder`.
 */

const PASSENGER_TYPES = PassengerType.values;

/** The passengers as sent (openOrder validates each one); their counts by type. */
function requirePassengers(value: unknown, required: boolean): { passengers: PassengerInput[]; counts: PassengerCounts } {
  if (value === undefined || value === null) {
    if (required) throw invalidParam('请填写乘机人');
    return { passengers: [], counts: { adultCount: 0, childCount: 0, infantCount: 0 } };
  }
  if (!Array.isArray(value)) throw invalidParam('乘机人须为列表');
  const passengers = value as PassengerInput[];
  passengers.forEach((passenger, index) => {
    if (typeof passenger !== 'object' || passenger === null || !PassengerType.is(passenger.passengerType)) {
      throw refuse('PASSENGER_INVALID', { row: index + 1, field: '旅客类型', reason: '须为成人、儿童或婴儿' });
    }
  });
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.passengerType === type).length;
  return { passengers, counts: { adultCount: count('ADT'), childCount: count('CHD'), infantCount: count('INF') } };
}

function requireGroupName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw invalidParam('团队名称不能为空');
  if (name.length > BOOKING.groupNameMaxLength) throw invalidParam(`团队名称不能超过${BOOKING.groupNameMaxLength}字`);
  return name;
}

/** A group order's own fields as sent (name, contact, remark, names so far): never more names of a type than booked. */
export function groupOrderFields(
  body: { groupName?: unknown; contact?: unknown; remark?: unknown; passengers?: unknown },
  counts: PassengerCounts,
) {
  const groupName = requireGroupName(body.groupName);
  const contact = requireContact(body.contact);
  const remark = optionalRemark(body.remark);
  const named = requirePassengers(body.passengers, false);
  if (PASSENGER_TYPES.some((type) => countOf(named.counts, type) > countOf(counts, type))) {
    const text = (type: PassengerType) => `${PassengerType.label(type)}${countOf(named.counts, type)}/${countOf(counts, type)}`;
    throw invalidParam(`已录入的名单多于预订人数：${PASSENGER_TYPES.map(text).join('，')}`);
  }
  return { groupName, contact, remark, passengers: named.passengers };
}

/** Books a group order from its checked fields: a team order in the group class, its seats from `booking.pool`. */
export function bookGroupOrder(
  account: AccountRecord,
  { remark, ...fields }: ReturnType<typeof groupOrderFields>,
  booking: Pick<BookOrderRequest, 'channel' | 'legs' | 'pool' | 'counts' | 'fares' | 'links' | 'fareRules'>,
  now: number,
) {
  const order = bookOrder(getState(), {
    kind: 'TEAM',
    booker: account,
    cabin: BOOKING.groupCabin,
    ...fields,
    ...booking,
    ...(remark ? { remark } : {}),
    now,
  });
  return bookedAnswer(order, now);
}

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
    const search = checkSearch(body as unknown as Record<string, unknown>, now);
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
    const search = checkSearch(body as unknown as Record<string, unknown>, now);
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
