import type { Draft } from 'immer';
import type { OrderState } from '@/domain/order';
import type { FareLine, OrderPassenger, PassengerInput, PnrDetail, TicketRecord } from '@/lib/gateway/endpoints';
import { refuse } from '../../kernel/refusal';
import type { SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { ORDER } from '../../kernel/rules/figures';
import { releaseSeats } from '../../catalogue/rules/inventory';
import { logEntry, type DueTransitions } from '../../kernel/rules/log';
import { currentTickets, departureMs, nextTicketNo, seatHolderCount, type OrderRecord } from './order';
import { requireAllowed } from './order-actions';
import { orderClosed } from './order-cancel';
import { airlineTicketingAt } from './order-views';

/**
 * Ticketing (domain.md): a paid order's named passengers get one ticket per segment; the order is
 * TICKED once every seat holder is named and ticketed, TICKEDPART while seats stay unnamed.
 */

/**
 * TICKED when every seat is named and every named passenger ticketed; TICKEDPART while some are not;
 * REFUND once every ticket is refunded — an end of the order, which the features that registered for it hear.
 */
export function settleTicketStatus(state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number): void {
  if (order.status !== 'TICKEDPART' && order.status !== 'TICKED') return;
  const held = currentTickets(order.tickets);
  if (held.length > 0 && held.every((ticket) => ticket.status === 'REFUNDED')) {
    order.status = 'REFUND';
    orderClosed(state, order, at);
    return;
  }
  const complete = seatHolderCount(order.passengers) >= order.groupCount && order.passengers.every((passenger) => passenger.ticketNo);
  order.status = complete ? 'TICKED' : 'TICKEDPART';
}

/** A share of a per-person amount for one segment: the first segment takes the odd fen. */
function segmentShare(amount: number, segments: number, index: number): number {
  const base = Math.floor(amount / segments);
  return index === 0 ? amount - base * (segments - 1) : base;
}

/**
 * The fare line a passenger's ticket is priced from: its type's lines in order, the passenger's place
 * among the named of its type deciding (people added to a series departure later sit on a later line);
 * a child without a line of its own takes the adults'.
 */
export function fareLineOf(
  order: Pick<OrderRecord, 'fares' | 'passengers'>,
  passenger: Pick<OrderPassenger, 'passengerId' | 'passengerType'>,
): FareLine | undefined {
  const type = order.fares.some((fare) => fare.passengerType === passenger.passengerType)
    ? passenger.passengerType
    : passenger.passengerType === 'INF'
      ? undefined
      : 'ADT';
  if (!type) return undefined;
  const lines = order.fares.filter((fare) => fare.passengerType === type);
  let place = order.passengers
    .filter((other) => other.passengerType === passenger.passengerType)
    .findIndex((other) => other.passengerId === passenger.passengerId);
  for (const line of lines) {
    if (place < line.count) return line;
    place -= line.count;
  }
  return lines[lines.length - 1];
}

/** Issues tickets for the named, unticketed passengers (all, or those of `passengerIds`). Answers how many. */
export function issueTickets(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  passengerIds: readonly string[] | undefined,
  by: string,
  now: number,
): number {
  requireAllowed(order, 'ISSUE_TICKETS', now);
  let targets = order.passengers.filter((passenger) => !passenger.ticketNo);
  if (passengerIds !== undefined) {
    for (const id of passengerIds) {
      if (!order.passengers.some((passenger) => passenger.passengerId === id)) throw refuse('PASSENGER_NOT_FOUND', { passengerId: id });
    }
    targets = targets.filter((passenger) => passengerIds.includes(passenger.passengerId));
  }
  if (targets.length === 0) throw refuse('NAMES_INCOMPLETE');
  const issueTime = toGatewayIso(now);
  const segments = order.segments.length;
  for (const passenger of targets) {
    const line = fareLineOf(order, passenger);
    order.segments.forEach((segment, index) => {
      const ticket: TicketRecord = {
        ticketNo: nextTicketNo(state),
        passengerId: passenger.passengerId,
        passengerName: passenger.name,
        passengerType: passenger.passengerType,
        segmentNo: segment.segmentNo,
        flightNo: segment.flightNo,
        flightDate: segment.flightDate,
        status: 'OPEN_FOR_USE',
        // A lump sum (a charter's aircraft) is paid for the aircraft: a passenger's ticket carries no fare of its own.
        fare: line?.lumpSum === undefined ? segmentShare(line?.fare ?? 0, segments, index) : 0,
        tax: line?.lumpSum === undefined ? segmentShare(line?.tax ?? 0, segments, index) : 0,
        issueTime,
      };
      order.tickets.push(ticket);
      if (index === 0) passenger.ticketNo = ticket.ticketNo;
    });
  }
  order.status = 'TICKEDPART';
  settleTicketStatus(state, order, now);
  const ticketed = order.passengers.filter((passenger) => passenger.ticketNo).length;
  order.log.push(
    logEntry(
      now,
      'ISSUE_TICKETS',
      `出票${targets.length}人，共${targets.length * segments}张客票；` +
        ((order.status as OrderState) === 'TICKED' ? '订单已全部出票' : `部分出票：已出票${ticketed}人，团队${order.groupCount}人`),
      by,
    ),
  );
  if (order.exchange) completeExchange(state, order, now);
  return targets.length;
}

/**
 * A change order's tickets are issued: the tickets it replaces are EXCHANGED (the new ticket named on
 * each), their seats given back to the class they were held in, and both orders say so in their logs.
 */
function completeExchange(state: Draft<SimulatorState>, order: Draft<OrderRecord>, now: number): void {
  const exchange = order.exchange!;
  const from = state.orders.find((candidate) => candidate.orderNo === exchange.fromOrderNo);
  if (!from) return;
  const replaced: string[] = [];
  for (const ticketNo of exchange.ticketNos) {
    const ticket = from.tickets.find((candidate) => candidate.ticketNo === ticketNo);
    if (!ticket || ticket.status !== 'OPEN_FOR_USE') continue;
    ticket.status = 'EXCHANGED';
    ticket.exchangedBy = order.orderNo;
    replaced.push(ticketNo);
    const segment = from.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo);
    if (segment && departureMs(segment) > now && !ticket.seatCancelled) {
      releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], 1, from.seatKind);
    }
  }
  if (replaced.length === 0) return;
  const first = order.segments[0];
  from.log.push(
    logEntry(
      now,
      'EXCHANGE',
      `客票${replaced.join('、')}已改期至${first.flightNo} ${first.flightDate}（改期订单${order.orderNo}），由新客票替换`,
      ORDER.airlineTicketingBy,
    ),
  );
  order.log.push(logEntry(now, 'EXCHANGE', `新客票已出，替换原订单${from.orderNo}的客票${replaced.join('、')}`, ORDER.airlineTicketingBy));
}

/**
 * The settle step for individual orders: the airline issues the tickets of an order paid in full
 * `ORDER.individualTicketingMs` after the payment (the payer does nothing; the page says when).
 */
export const ticketingDue: DueTransitions<SimulatorState> = (state) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  state.orders.forEach((order, index) => {
    const dueAt = airlineTicketingAt(order);
    if (dueAt === undefined) return;
    due.push({
      dueAt,
      entity: 'order',
      key: order.orderNo,
      apply(draft) {
        issueTickets(draft, draft.orders[index], undefined, ORDER.airlineTicketingBy, dueAt);
      },
    });
  });
  return due;
};

/** Tickets by passenger (list order) and segment. */
export function ticketsOf(order: OrderRecord): TicketRecord[] {
  const position = new Map(order.passengers.map((passenger, index) => [passenger.passengerId, index]));
  return [...order.tickets].sort(
    (a, b) =>
      (position.get(a.passengerId) ?? 1e9) - (position.get(b.passengerId) ?? 1e9) ||
      a.segmentNo - b.segmentNo ||
      a.ticketNo.localeCompare(b.ticketNo),
  );
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** 1990-03-07 → 07MAR90, as reservation systems print dates. */
function ddmmmyy(date: string | undefined): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}${MONTHS[Number(month) - 1] ?? ''}${year?.slice(2) ?? ''}`;
}

const DOC_CODES: Record<string, string> = { NI: 'NI', PP: 'P', GA: 'C', TW: 'T', HX: 'H', TB: 'T', OTHER: 'O' };

/** 'SSR DOCS XY HK1 NI/CN/110101…/CN/07MAR90/M//张/伟/P1' */
function ssrDocs(passenger: PassengerInput, index: number): string {
  const [surname, given] = passenger.name.includes('/')
    ? passenger.name.split('/', 2)
    : [passenger.name.slice(0, 1), passenger.name.slice(1)];
  const gender = `${passenger.gender ?? ''}${passenger.passengerType === 'INF' ? 'I' : ''}`;
  return (
    `SSR DOCS ${ORDER.airlineCode} HK1 ${DOC_CODES[passenger.idType] ?? 'O'}/CN/${passenger.idNo}/CN/` +
    `${ddmmmyy(passenger.birthDate)}/${gender}//${surname}/${given}/P${index + 1}`
  );
}

/** The PNR as the reservation system shows it: HK while held, RR once ticketed, XX when cancelled. */
export function pnrDetailOf(order: OrderRecord): PnrDetail {
  const statusCode =
    order.status === 'CANCELED' || order.status === 'REFUND'
      ? 'XX'
      : order.status === 'TICKED' || order.status === 'TICKEDPART'
        ? 'RR'
        : 'HK';
  return {
    pnr: order.pnr,
    segments: order.segments.map((segment) => ({
      segmentNo: segment.segmentNo,
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      route: `${segment.depAirport}-${segment.arrAirport}`,
      cabin: segment.cabin,
      // A refunded seat is cancelled in the reservation: the segment holds the group less its refunded seat holders.
      seats: Math.max(
        0,
        order.groupCount -
          order.tickets.filter(
            (ticket) => ticket.segmentNo === segment.segmentNo && ticket.status === 'REFUNDED' && ticket.passengerType !== 'INF',
          ).length,
      ),
      statusCode,
    })),
    names: order.passengers.map((passenger, index) => ({
      passengerId: passenger.passengerId,
      name: passenger.name,
      passengerType: passenger.passengerType,
      ssrDocs: ssrDocs(passenger, index),
    })),
    timeLimit: order.ticketTimeLimit,
    createTime: order.pnrCreateTime,
    office: ORDER.office,
  };
}
