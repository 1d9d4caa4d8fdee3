import type { Draft } from 'immer';
import type { OrderChannel } from '@/domain/order';
import type { FareLine, FareRule, OrderContact, PassengerCounts, PassengerInput } from '@/lib/gateway/endpoints';
import type { AccountRecord, SimulatorState } from '../../state';
import { holdSeats, type SeatKind } from '../../catalogue/rules/inventory';
import { openOrder, type OrderExchange, type OrderLinks, type OrderRecord } from './order';
import { orderDetail } from './order-views';
import type { OrderKind, PaymentPlan } from './order-kinds';
import { seatHolders, segmentsOf, type TripLeg } from '../../catalogue/rules/trip';

/**
 * Booking an order, for every channel (docs/decisions.md "Orders"): a booking has priced the trip and
 * checked the total the user saw; this holds the seats in the pool on every leg (seat holders only:
 * infants sit on laps), opens the order on them and answers it as the detail does. Temporary groups and
 * individual bookings come here; series departures, charters, promotional offers, scattered tickets and
 * bid winners will too, each naming its pool, its price, a payment plan of its own when the kind's
 * default does not apply (a bid winner's balance within 24 h), and what it came from.
 */
export interface BookOrderRequest {
  kind: OrderKind;
  channel: OrderChannel;
  booker: AccountRecord;
  /** Blank for an individual order: it is named after its first passenger. */
  groupName: string;
  /** The flights, in trip order, as the booking resolved them. */
  legs: readonly TripLeg[];
  /** Booking class on every segment (a group's G, an individual's chosen class). */
  cabin: string;
  /** Where the seats come from: the flights' group quota, a cabin (later: a whole aircraft, an offer's or an activity's seats). */
  pool: SeatKind;
  counts: PassengerCounts;
  /** The price per passenger type (fen per person over all flights, with counts). */
  fares: FareLine[];
  /** The caller's payment plan; the kind's own when absent. */
  plan?: PaymentPlan;
  /** What the order came from: a series, an offer, a bid activity, an exchanged ticket. */
  links?: OrderLinks;
  /** The rules the booking quoted when its channel has its own (an offer's terms, a charter's); the kind's otherwise. */
  fareRules?: FareRule[];
  contact: OrderContact;
  passengers: PassengerInput[];
  remark?: string;
  /** A change order (散客改期): the tickets it replaces, credited, and its change fee. */
  exchange?: OrderExchange;
  now: number;
}

export function bookOrder(state: Draft<SimulatorState>, request: BookOrderRequest): Draft<OrderRecord> {
  const { legs, cabin, pool, counts, ...order } = request;
  const seats = seatHolders(counts);
  holdSeats(
    state,
    legs.map((leg) => leg.ref),
    seats,
    pool,
  );
  return openOrder(state, {
    ...order,
    seatKind: pool,
    segments: segmentsOf(legs, () => cabin),
    groupCount: seats,
    infantCount: counts.infantCount,
  });
}

/** The booking's answer: the order as its detail shows it. */
export const bookedAnswer = (order: OrderRecord, now: number) => ({ order: orderDetail(order, now, []) });

/**
 * Books an order priced per passenger in one booking class (an individual or a scattered order): its
 * channel its kind, named after its first passenger, its seats held in that class.
 */
export function bookClassOrder(
  state: Draft<SimulatorState>,
  request: Pick<
    BookOrderRequest,
    'booker' | 'legs' | 'cabin' | 'counts' | 'fares' | 'fareRules' | 'contact' | 'passengers' | 'remark' | 'now'
  > & {
    kind: 'INDIVIDUAL' | 'SCATTERED';
  },
): Draft<OrderRecord> {
  const { fareRules, remark, ...booking } = request;
  return bookOrder(state, {
    ...booking,
    channel: request.kind,
    // Blank: the order is named after its first passenger.
    groupName: '',
    pool: { kind: 'cabin', cabin: request.cabin },
    ...(fareRules ? { fareRules } : {}),
    ...(remark ? { remark } : {}),
  });
}
