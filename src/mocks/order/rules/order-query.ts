import type { OrderChannel, OrderState } from '@/domain/order';
import { departureMs, type OrderRecord } from './order';
import { allowedActions } from './order-actions';

/**
 * The order list's filters (spec §7 "Orders": order number, status, route, departure and booking
 * dates, PNR), shared by the list, its status counts and the export.
 */

/** A checked query: status ALL already dropped, texts trimmed and upper-cased where codes are. */
export interface OrderFilter {
  orderNo?: string;
  status?: OrderState;
  channel?: OrderChannel;
  depAirport?: string;
  arrAirport?: string;
  flightDateStart?: string;
  flightDateEnd?: string;
  bookDateStart?: string;
  bookDateEnd?: string;
  pnr?: string;
  /**
   * The home's work queue (`namesIncomplete`): orders still taking names (BOOKED, PAYED, TICKEDPART)
   * whose list is short of the seats and infants booked, and whose name deadline is after this instant.
   */
  namesIncompleteAt?: number;
  /** The home's work queue (`ticketable`): orders whose named passengers can be ticketed at this instant; soonest departure first. */
  ticketableAt?: number;
}

const TAKES_NAMES: readonly OrderState[] = ['BOOKED', 'PAYED', 'TICKEDPART'];

/** Names still missing before the name deadline. */
export function namesIncomplete(order: OrderRecord, now: number): boolean {
  return (
    TAKES_NAMES.includes(order.status) &&
    order.passengers.length < order.groupCount + order.infantCount &&
    Date.parse(order.nameDeadline) > now
  );
}

/** Every filter but the status: what the status tabs count over. */
function matchesFilter(order: OrderRecord, filter: Omit<OrderFilter, 'status'>): boolean {
  const first = order.segments[0];
  const bookDate = order.createTime.slice(0, 10);
  return (
    (filter.orderNo === undefined || order.orderNo.includes(filter.orderNo)) &&
    (filter.channel === undefined || order.channel === filter.channel) &&
    (filter.depAirport === undefined || first.depAirport === filter.depAirport) &&
    (filter.arrAirport === undefined || first.arrAirport === filter.arrAirport) &&
    (filter.flightDateStart === undefined || first.flightDate >= filter.flightDateStart) &&
    (filter.flightDateEnd === undefined || first.flightDate <= filter.flightDateEnd) &&
    (filter.bookDateStart === undefined || bookDate >= filter.bookDateStart) &&
    (filter.bookDateEnd === undefined || bookDate <= filter.bookDateEnd) &&
    (filter.pnr === undefined || order.pnr === filter.pnr) &&
    (filter.namesIncompleteAt === undefined || namesIncomplete(order, filter.namesIncompleteAt)) &&
    (filter.ticketableAt === undefined || allowedActions(order, filter.ticketableAt).includes('ISSUE_TICKETS'))
  );
}

/** Newest booking first (then the higher number). */
const newestOrderFirst = (a: OrderRecord, b: OrderRecord): number =>
  Date.parse(b.createTime) - Date.parse(a.createTime) || b.orderNo.localeCompare(a.orderNo);

export interface FilteredOrders {
  /** Matching every filter, newest first. */
  orders: OrderRecord[];
  /** Counts by status over every filter but the status. */
  statusCounts: Partial<Record<OrderState, number>>;
}

export function filterOrders(orders: readonly OrderRecord[], filter: OrderFilter): FilteredOrders {
  const { status, ...rest } = filter;
  const statusCounts: Partial<Record<OrderState, number>> = {};
  const matching: OrderRecord[] = [];
  for (const order of orders) {
    if (!matchesFilter(order, rest)) continue;
    statusCounts[order.status] = (statusCounts[order.status] ?? 0) + 1;
    if (status === undefined || order.status === status) matching.push(order);
  }
  if (filter.ticketableAt === undefined) {
    // Each order's creation instant parsed once, not at every comparison of the sort (an agency's hundreds of orders each call).
    const created = new Map(matching.map((order) => [order, Date.parse(order.createTime)]));
    return { orders: matching.sort((a, b) => created.get(b)! - created.get(a)! || b.orderNo.localeCompare(a.orderNo)), statusCounts };
  }
  const soonestDeparture = (a: OrderRecord, b: OrderRecord) =>
    departureMs(a.segments[0]) - departureMs(b.segments[0]) || newestOrderFirst(a, b);
  return { orders: matching.sort(soonestDeparture), statusCounts };
}
