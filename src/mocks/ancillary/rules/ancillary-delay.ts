import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import type { AncillaryLine, DelayMove, DelayOption } from '@/lib/gateway/endpoints/ancillary';
import type { OrderDelayCharge, TicketRecord } from '@/lib/gateway/endpoints/order';
import { refuse } from '../../kernel/refusal';
import type { AnyState, ScheduledFlight, SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { openAncillaryOrder } from './ancillary-open';
import type { AncillaryOrderRecord } from './ancillary-records';
import { addDays, daysBetween, groupFactor, groupFares } from '../../catalogue/rules/fare';
import { ANCILLARY } from '../../kernel/rules/figures';
import { holdSeats, releaseSeats, scheduledFlight, seatsLeft, type DepartureRef } from '../../catalogue/rules/inventory';
import { orderLeft } from '../../order/rules/order-cancel';
import { followDepartures } from '../../order/rules/order-deadlines';
import { logEntry } from '../../kernel/rules/log';
import { departureMs, nextTicketNo, type OrderRecord } from '../../order/rules/order';
import { requireAllowed } from '../../order/rules/order-actions';
import { followReissue } from '../../refund/rules/refund';
import { flightInfo } from '../../catalogue/rules/trip';
import { mustFind } from '../../kernel/rules/lookup';

/**
 * Delay (延期, docs/decisions.md "Ancillary orders"): the whole group moves to a later flight of the same
 * route within ANCILLARY.delayWindowDays of its date, when that flight has the seats. The move is an
 * ancillary order DELAY: it holds the new seats at once and costs the fare difference per seat at
 * today's group fare (a lower fare is not refunded) plus a fee per seat; paid, the order's segment and
 * deadlines move, its open tickets are reissued on the new flight (the old ones EXCHANGED, 已改期, naming
 * the delay) and the old seats go back; cancelled or closed unpaid, the new seats go back and nothing
 * moved. One delay waits at a time (`pendingDelay` on the order), and while it waits the order releases
 * no seats and refunds no tickets, so the seats it moves stay the seats it holds.
 *
 * Its money is its own (docs/decisions.md "延期's money"): the order's fares, total and paid amount stay
 * what the order's milestones collected and what its refunds are figured from; the delay was paid on
 * top by its own payment, and the order's detail lists it beside the total (`delayCharges`).
 */

const label = (ref: DepartureRef) => `${ref.flightNo} ${ref.flightDate}`;

/** The delay's fee line; its other lines are the fare difference by passenger type. */
const DELAY_FEE = '延期费';

/** What moving the order onto `flight` that day costs now: per type, the fare difference and the fee per seat. */
function delayQuote(state: SimulatorState, order: OrderRecord, flight: ScheduledFlight, flightDate: string, now: number): DelayOption {
  const fares = groupFares(flight, groupFactor(order.groupCount, daysBetween(toGatewayDate(now), flightDate)));
  const lines: AncillaryLine[] = order.fares
    .filter((line) => line.count > 0)
    .map((line) => {
      const unitPrice = Math.max(0, fares[line.passengerType] - line.fare);
      return {
        product: `票价差额（${PassengerType.label(line.passengerType)}）`,
        quantity: line.count,
        unitPrice,
        amount: unitPrice * line.count,
      };
    });
  lines.push({
    product: DELAY_FEE,
    quantity: order.groupCount,
    unitPrice: ANCILLARY.delayFeePerSeat,
    amount: ANCILLARY.delayFeePerSeat * order.groupCount,
  });
  const seats = seatsLeft(state, { flightNo: flight.flightNo, flightDate }, order.seatKind);
  return {
    ...flightInfo(flight, flightDate),
    seatsLeft: seats,
    available: seats >= order.groupCount,
    adultFare: fares.ADT,
    lines,
    totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

/** The flights the order may move to: same route, departing later, within the window; each with its price now. */
export function delayOptions(state: SimulatorState, order: OrderRecord, now: number): DelayOption[] {
  requireAllowed(order, 'DELAY', now);
  const segment = order.segments[0];
  const from = departureMs(segment);
  const options: DelayOption[] = [];
  for (let day = 0; day <= ANCILLARY.delayWindowDays; day += 1) {
    const flightDate = addDays(segment.flightDate, day);
    for (const flight of state.flights) {
      if (flight.depAirport !== segment.depAirport || flight.arrAirport !== segment.arrAirport) continue;
      if (!scheduledFlight(state, { flightNo: flight.flightNo, flightDate })) continue;
      if (departureMs({ flightDate, depTime: flight.depTime }) <= from) continue;
      options.push(delayQuote(state, order, flight, flightDate, now));
    }
  }
  return options;
}

export interface DelayRequest {
  flightNo: unknown;
  flightDate: unknown;
  /** The total the agent saw; another one now is refused with the new figure. */
  expectedAmount: unknown;
}

/** Opens the delay: the new seats held, an UNPAID ancillary order DELAY for the difference and the fee. */
export function createDelay(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  body: DelayRequest,
  by: string,
  now: number,
): AncillaryOrderRecord {
  requireAllowed(order, 'DELAY', now);
  const option = delayOptions(state, order, now).find(
    (candidate) => candidate.flightNo === body.flightNo && candidate.flightDate === body.flightDate,
  );
  if (!option) throw refuse('ANCILLARY_INVALID', { detail: `只能改乘同航线${ANCILLARY.delayWindowDays}天内起飞更晚的航班` });
  if (body.expectedAmount !== option.totalAmount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(option.totalAmount) });
  const segment = order.segments[0];
  const to: DepartureRef = { flightNo: option.flightNo, flightDate: option.flightDate };
  holdSeats(state, [to], order.groupCount, order.seatKind);
  const move: DelayMove = {
    from: { flightNo: segment.flightNo, flightDate: segment.flightDate, depTime: segment.depTime, arrTime: segment.arrTime },
    to: { ...to, depTime: option.depTime, arrTime: option.arrTime },
    seats: order.groupCount,
  };
  const record = openAncillaryOrder(state, order, {
    kind: 'DELAY',
    status: 'UNPAID',
    title: `团队订单${order.orderNo}：延期`,
    covers: `整团${move.seats}人延期：${label(move.from)} → ${label(move.to)}`,
    lines: option.lines,
    delay: move,
    deadline: toGatewayIso(Math.min(now + ANCILLARY.payWindowMs, departureMs(segment) - ANCILLARY.delayLeadMs)),
    createdBy: by,
    at: now,
  });
  order.pendingDelay = record.ancilOrderNo;
  order.log.push(
    logEntry(
      now,
      'DELAY_CREATE',
      `申请延期（${record.ancilOrderNo}）：${label(move.from)} → ${label(move.to)}，已占新航班座位${move.seats}个，应付${formatFen(record.amount)}`,
      by,
    ),
  );
  return record;
}

/** The delay was paid: the order flies the new flight; the old seats go back. */
export function applyDelay(state: Draft<SimulatorState>, record: Draft<AncillaryOrderRecord>, by: string, at: number): void {
  const order = state.orders.find((candidate) => candidate.orderNo === record.orderNo);
  const move = record.delay;
  if (!order || !move) return;
  const flight = mustFind(state.flights, (candidate) => candidate.flightNo === move.to.flightNo, 'flight');
  const segment = order.segments[0];
  releaseSeats(state, [{ flightNo: segment.flightNo, flightDate: segment.flightDate }], move.seats, order.seatKind);
  const info = flightInfo(flight as ScheduledFlight, move.to.flightDate);
  Object.assign(segment, {
    flightNo: info.flightNo,
    flightDate: info.flightDate,
    depTime: info.depTime,
    arrTime: info.arrTime,
    aircraftType: info.aircraftType,
  });
  // A ticket names its flight: the move reissues each open one, as a change does, so the old ticket reads 已改期.
  const issueTime = toGatewayIso(at);
  const reissued = new Map<string, TicketRecord>();
  for (const ticket of order.tickets.filter(
    (candidate) => candidate.segmentNo === segment.segmentNo && candidate.status === 'OPEN_FOR_USE',
  )) {
    const fresh: TicketRecord = {
      ...ticket,
      ticketNo: nextTicketNo(state),
      flightNo: info.flightNo,
      flightDate: info.flightDate,
      status: 'OPEN_FOR_USE',
      issueTime,
    };
    delete fresh.exchangedBy;
    delete fresh.refundReviewId;
    ticket.status = 'EXCHANGED';
    ticket.exchangedBy = record.ancilOrderNo;
    order.tickets.push(fresh);
    reissued.set(ticket.ticketNo, fresh);
    const passenger = order.passengers.find((candidate) => candidate.passengerId === ticket.passengerId);
    if (passenger?.ticketNo === ticket.ticketNo) passenger.ticketNo = fresh.ticketNo;
  }
  followReissue(state, order.orderNo, reissued);
  orderLeft(
    state,
    order,
    { segmentNo: segment.segmentNo, flightNo: move.from.flightNo, flightDate: move.from.flightDate },
    `订单已延期至${label(move.to)}`,
    at,
  );
  followDepartures(order);
  delete order.pendingDelay;
  const tickets = reissued.size > 0 ? `，换开新客票${reissued.size}张` : '';
  order.log.push(
    logEntry(
      at,
      'DELAY',
      `整团延期生效（${record.ancilOrderNo}）：${label(move.from)} → ${label(move.to)}${tickets}，另付${formatFen(record.amount)}`,
      by,
    ),
  );
}

/** A delay's ancillary order: it carries the move it paid for. */
type PaidDelay = AncillaryOrderRecord & { delay: NonNullable<AncillaryOrderRecord['delay']> };

/**
 * The delays the order paid for, oldest first, with their sum: each the fare difference and the fee,
 * paid on top of the order's amount by the delay's own payment (the order's detail shows them beside its total).
 */
export function delayCharges(state: AnyState, orderNo: string): { charges: OrderDelayCharge[]; amount: number } | undefined {
  const records: readonly AncillaryOrderRecord[] = state.ancillaryOrders;
  const paid = records
    .filter(
      (record): record is PaidDelay => record.orderNo === orderNo && record.kind === 'DELAY' && record.status === 'PAYED' && !!record.delay,
    )
    .sort((a, b) => a.ancilOrderNo.localeCompare(b.ancilOrderNo));
  if (paid.length === 0) return undefined;
  const charges = paid.map((record): OrderDelayCharge => {
    const fee = record.lines.filter((line) => line.product === DELAY_FEE).reduce((sum, line) => sum + line.amount, 0);
    return {
      ancilOrderNo: record.ancilOrderNo,
      from: record.delay.from,
      to: record.delay.to,
      fareDifference: record.amount - fee,
      fee,
      amount: record.amount,
      paidTime: record.paidTime ?? record.createTime,
    };
  });
  return { charges, amount: charges.reduce((sum, charge) => sum + charge.amount, 0) };
}

/** The delay was cancelled or closed unpaid: the new seats go back, nothing moved. */
export function dropDelay(state: Draft<SimulatorState>, record: Draft<AncillaryOrderRecord>): void {
  const order = state.orders.find((candidate) => candidate.orderNo === record.orderNo);
  const move = record.delay;
  if (!order || !move) return;
  releaseSeats(state, [move.to], move.seats, order.seatKind);
  if (order.pendingDelay === record.ancilOrderNo) delete order.pendingDelay;
}
