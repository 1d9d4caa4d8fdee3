import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { TicketStatus } from '@/domain/order';
import type { PassengerType } from '@/domain/passenger';
import type {
  ChangeLine,
  ChangeQuote,
  ImportedPnr,
  OrderContact,
  PassengerCounts,
  PassengerInput,
  ScatteredCabinOffer,
  ScatteredFlightOffer,
  ScatteredOrderDetail,
  ScatteredOrderQuery,
  ScatteredOrderSummary,
  ScatteredQuote,
  ScatteredSelection,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import { invalidParam, refuse } from '../../../kernel/refusal';
import type { AccountRecord, AnyState, ScheduledFlight, SimulatorState } from '../../../state';
import { toGatewayDate, toGatewayIso } from '../../../kernel/time-format';
import { bookClassOrder, bookOrder } from '../../../order/rules/book-order';
import { individualCabin } from '../../../order/rules/booking';
import {
  addDays,
  cabinFares,
  cabinFigure,
  cabinsOf,
  changeRule,
  fareLines,
  scatteredRules,
  segmentTaxes,
  type FaresByType,
} from '../../../catalogue/rules/fare';
import { BOOKING, ORDER, SCATTERED, type CabinFigure } from '../../../kernel/rules/figures';
import { seatsLeft } from '../../../catalogue/rules/inventory';
import {
  departureMs,
  fareTotal,
  findOwnOrder,
  isReplacedTicket,
  pendingExchanges,
  planPayments,
  visibleOrders,
  type OrderRecord,
} from '../../../order/rules/order';
import { requireAllowed } from '../../../order/rules/order-actions';
import { orderDetail, orderSummary } from '../../../order/rules/order-views';
import { withActionHints } from '../../../schedule-change/rules/schedule-change-hints';
import { withSplit } from '../../../order/rules/order-splits';
import { filterOrders } from '../../../order/rules/order-query';
import { ticketsOf } from '../../../order/rules/order-tickets';
import { requirePassenger } from '../../../kernel/rules/passenger-check';
import { checkIndividualCounts, flightInfo, flightsOn, resolveTrip, type TripLeg } from '../../../catalogue/rules/trip';
import type { ScatteredPnrRecord } from './scattered-records';
import { mustFind } from '../../../kernel/rules/lookup';
export type { ScatteredPnrRecord } from './scattered-records';

/**
 * Scattered B2B tickets (散客票, domain.md "Groups and orders": 1–9 passengers; "Refunds": scattered
 * refunds). Fares are the booking classes' individual fares (rules/fare.ts) with a last bucket: once
 * `SCATTERED.lastSeats` or fewer seats of a class are left, its fares rise by `lastSeatsSurcharge` — so a
 * fare may change between shopping and verify. Each fare carries its rule (refund before/after
 * departure, change fee, endorsement, baggage). Orders are booked through `bookOrder` as kind SCATTERED;
 * a change (改期) is a change order of the same kind whose new ticket replaces the old one (EXCHANGED).
 * Refunds are rules/scattered-refund.ts.
 */

// ---- fares ----

const roundFare = (fen: number) => Math.round(fen / 1000) * 1000;

/** Whether the class is in its last bucket on the departure. */
function inLastBucket(state: SimulatorState, flight: ScheduledFlight, flightDate: string, cabin: string): boolean {
  return seatsLeft(state, { flightNo: flight.flightNo, flightDate }, { kind: 'cabin', cabin }) <= SCATTERED.lastSeats;
}

/** The fares of a class on a departure now, per person by type (without taxes). */
export function scatteredFares(state: SimulatorState, flight: ScheduledFlight, flightDate: string, figure: CabinFigure): FaresByType {
  const fares = cabinFares(flight, figure);
  if (!inLastBucket(state, flight, flightDate, figure.cabin)) return fares;
  const factor = 100 + Math.round(SCATTERED.lastSeatsSurcharge * 100);
  return {
    ADT: roundFare((fares.ADT * factor) / 100),
    CHD: roundFare((fares.CHD * factor) / 100),
    INF: roundFare((fares.INF * factor) / 100),
  };
}

function cabinOffer(state: SimulatorState, flight: ScheduledFlight, flightDate: string, figure: CabinFigure): ScatteredCabinOffer {
  const pct = (share: number) => Math.round(share * 100);
  return {
    cabin: figure.cabin,
    cabinName: figure.cabinName,
    seatsLeft: seatsLeft(state, { flightNo: flight.flightNo, flightDate }, { kind: 'cabin', cabin: figure.cabin }),
    fares: scatteredFares(state, flight, flightDate, figure),
    taxes: segmentTaxes(),
    ruleSummary: `退票费${pct(figure.refundBefore)}%起；改期费${pct(figure.changeFee)}%；行李${figure.baggageKg}kg`,
    refundFeeRate: figure.refundBefore,
    refundFeeRateAfter: figure.refundAfter,
    changeFeeRate: figure.changeFee,
    baggageKg: figure.baggageKg,
    endorsable: figure.endorsable,
    lastSeats: inLastBucket(state, flight, flightDate, figure.cabin),
    rules: scatteredRules(figure),
  };
}

export function scatteredFlightOffer(state: SimulatorState, flight: ScheduledFlight, flightDate: string): ScatteredFlightOffer {
  return { ...flightInfo(flight, flightDate), cabins: cabinsOf(flight).map((figure) => cabinOffer(state, flight, flightDate, figure)) };
}

/** The chosen flights' price now, each leg's adult fare against the one seen while shopping. */
export function scatteredQuote(
  state: SimulatorState,
  selections: unknown,
  counts: PassengerCounts,
  now: number,
): { legs: TripLeg[]; cabin: string; quote: ScatteredQuote } {
  const legs = resolveTrip(state, selections, now, BOOKING.individualCloseMs);
  const cabin = individualCabin(state, legs, counts);
  const figure = cabinFigure(cabin)!;
  const perLeg = legs.map((leg) => scatteredFares(state, leg.flight, leg.ref.flightDate, figure));
  const fares = fareLines(perLeg, counts);
  const seen = (selections as Partial<ScatteredSelection>[]).map((selection) =>
    typeof selection.seenFare === 'number' ? selection.seenFare : undefined,
  );
  const plan = planPayments('SCATTERED', fareTotal(fares), now, legs[0].departMs);
  return {
    legs,
    cabin,
    quote: {
      fares,
      totalAmount: fareTotal(fares),
      rules: scatteredRules(figure),
      legs: legs.map((leg, index) => {
        const seenFare = seen[index];
        return {
          direction: leg.direction,
          flightNo: leg.flight.flightNo,
          flightDate: leg.ref.flightDate,
          cabin,
          fare: perLeg[index].ADT,
          ...(seenFare !== undefined ? { seenFare } : {}),
          changed: seenFare !== undefined && seenFare !== perLeg[index].ADT,
        };
      }),
      paymentDeadline: plan.ticketTimeLimit,
    },
  };
}

/** The passengers as sent, checked as every order's are, with their counts by type (1–9 seat holders). */
export function scatteredPassengers(
  value: unknown,
  departureDate: string,
  now: number,
): { passengers: PassengerInput[]; counts: PassengerCounts } {
  if (!Array.isArray(value) || value.length === 0) throw invalidParam('请填写乘机人');
  const passengers = value.map((passenger, index) => requirePassenger(passenger, index + 1, { now, departureDate }));
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.passengerType === type).length;
  const counts = checkIndividualCounts({ adultCount: count('ADT'), childCount: count('CHD'), infantCount: count('INF') });
  return { passengers, counts };
}

// ---- PNRs ----

const LOCATOR = /^[A-Z0-9]{5,6}$/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DOC_TYPES: Record<string, PassengerInput['idType']> = { NI: 'NI', P: 'PP', C: 'GA', T: 'TW', H: 'HX', O: 'OTHER' };
/** '  3.  XY5101 Y   TU15DEC  PVGCTU HK2   0835 1150   E' */
const SEGMENT_LINE =
  /^\d+\.\s*([A-Z0-9]{2}\d{1,4})\s+([A-Z])\s+(?:[A-Z]{2})?(\d{2})([A-Z]{3})(\d{2})?\s+([A-Z]{3})([A-Z]{3})\s+([A-Z]{2})(\d)\b/;
/** 'SSR DOCS XY HK1 NI/CN/110101199003071234/CN/07MAR90/M//张/伟/P1' */
const DOCS_LINE = /SSR DOCS \w{2} \w{2}\d ([A-Z]{1,2})\/\w*\/([^/]+)\/\w*\/(\d{2}[A-Z]{3}\d{2})?\/([MF])(I?)\/\/[^/]*\/[^/]*\/P(\d+)/;
const CONTACT_LINE = /OSI \w{2} CTC[MT]\s*(1\d{10})/;

/** DDMMM (and optional YY) → the first such date on or after today (gateway date). */
function gdsDate(day: string, month: string, year: string | undefined, today: string): string | null {
  const monthIndex = MONTHS.indexOf(month);
  if (monthIndex < 0) return null;
  const mmdd = `${String(monthIndex + 1).padStart(2, '0')}-${day}`;
  const candidates = year ? [`20${year}-${mmdd}`] : [`${today.slice(0, 4)}-${mmdd}`, `${Number(today.slice(0, 4)) + 1}-${mmdd}`];
  const date = candidates.find((candidate) => !Number.isNaN(Date.parse(candidate)) && (year !== undefined || candidate >= today));
  return date ?? null;
}

/** '07MAR90' → '1990-03-07' (a birth date: in the past). */
function birthDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const month = MONTHS.indexOf(text.slice(2, 5));
  const yy = Number(text.slice(5));
  if (month < 0) return undefined;
  const year = yy > 40 ? 1900 + yy : 2000 + yy;
  return `${year}-${String(month + 1).padStart(2, '0')}-${text.slice(0, 2)}`;
}

/**
 * Reads a PNR's text as a GDS shows it: the numbered names (a child's with CHD, the record locator last
 * on the line), the segments (flight, class, date, city pair, status and seats), the passengers'
 * documents (SSR DOCS; an infant's gender ends in I) and a contact phone (OSI CTCM/CTCT). Answers what
 * it holds, or SCATTERED_PNR_MALFORMED saying what is missing.
 */
export function parsePnrText(
  text: string,
  now: number,
): { pnr: string; passengers: PassengerInput[]; segments: ScatteredPnrRecord['segments']; contact?: OrderContact } {
  const lines = text
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) throw refuse('SCATTERED_PNR_MALFORMED', { detail: '内容为空' });
  const today = toGatewayDate(now);
  let pnr = '';
  const names: { name: string; type: PassengerType }[] = [];
  const segments: ScatteredPnrRecord['segments'] = [];
  const docs = new Map<number, Pick<PassengerInput, 'idType' | 'idNo' | 'birthDate' | 'gender'> & { infant: boolean }>();
  let mobile: string | undefined;
  for (const line of lines) {
    const segment = SEGMENT_LINE.exec(line);
    if (segment) {
      const [, flightNo, cabin, day, month, year] = segment;
      const flightDate = gdsDate(day, month, year, today);
      if (!flightDate) throw refuse('SCATTERED_PNR_MALFORMED', { detail: `航段“${line}”的日期无法识别` });
      segments.push({ flightNo: flightNo, flightDate, cabin: cabin });
      continue;
    }
    const doc = DOCS_LINE.exec(line);
    if (doc) {
      const [, type, idNo, born, gender, infant, position] = doc;
      docs.set(Number(position), {
        idType: DOC_TYPES[type] ?? 'OTHER',
        idNo: idNo,
        ...(birthDate(born) ? { birthDate: birthDate(born)! } : {}),
        gender: gender as 'M' | 'F',
        infant: infant === 'I',
      });
      continue;
    }
    const contact = CONTACT_LINE.exec(line);
    if (contact) {
      mobile = contact[1];
      continue;
    }
    if (segments.length === 0 && /^\d+\.\S/.test(line) && !/^\d+\.\s*(SSR|OSI|RMK|TL|FC|FN|FP|TKT)/.test(line)) {
      // The name line(s): '1.张伟 2.李娜CHD MWX3KF'
      const tokens = line.split(/\s+/);
      for (const token of tokens) {
        const named = /^\d+\.(.+)$/.exec(token);
        if (named) {
          const raw = named[1];
          const child = raw.endsWith('CHD');
          names.push({ name: child ? raw.slice(0, -3) : raw, type: child ? 'CHD' : 'ADT' });
        } else if (LOCATOR.test(token)) pnr = token;
      }
    }
  }
  if (names.length === 0) throw refuse('SCATTERED_PNR_MALFORMED', { detail: '没有找到旅客姓名行（如“1.张伟 2.李娜 MWX3KF”）' });
  if (segments.length === 0)
    throw refuse('SCATTERED_PNR_MALFORMED', { detail: '没有找到航段行（如“2. XY5101 Y TU15DEC PVGCTU HK2 0835 1150”）' });
  if (!pnr) throw refuse('SCATTERED_PNR_MALFORMED', { detail: '姓名行末尾没有记录编号' });
  const passengers = names.map(({ name, type }, index): PassengerInput => {
    const doc = docs.get(index + 1);
    return {
      name,
      passengerType: doc?.infant ? 'INF' : type,
      idType: doc?.idType ?? 'NI',
      idNo: doc?.idNo ?? '',
      ...(doc?.birthDate ? { birthDate: doc.birthDate } : {}),
      ...(doc?.gender ? { gender: doc.gender } : {}),
    };
  });
  return { pnr, passengers, segments, ...(mobile ? { contact: { name: passengers[0].name, mobile } } : {}) };
}

/**
 * Imports a PNR: a record locator the agency holds (seeded PNRs), or the PNR's text. Its flights must fly
 * those days and still be on sale, one way or back the same route, 1–9 seat holders. A locator already
 * booked answers SCATTERED_PNR_BOOKED; an unknown one (another agency's too) SCATTERED_PNR_NOT_FOUND.
 */
export function importPnr(state: SimulatorState, ownerAccountId: string, input: unknown, now: number): ImportedPnr {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') throw invalidParam('请输入PNR记录编号或粘贴PNR内容');
  if (text.length > SCATTERED.pnrTextMax) throw refuse('SCATTERED_PNR_MALFORMED', { detail: `内容超过${SCATTERED.pnrTextMax}个字符` });
  const locator = text.toUpperCase();
  let held: Pick<ScatteredPnrRecord, 'pnr' | 'passengers' | 'segments' | 'contact'>;
  if (!/\s/.test(locator)) {
    if (!LOCATOR.test(locator)) throw refuse('SCATTERED_PNR_MALFORMED', { detail: '记录编号须为5-6位字母或数字' });
    const booked = state.orders.find((order) => order.pnr === locator && order.ownerAccountId === ownerAccountId);
    if (booked) throw refuse('SCATTERED_PNR_BOOKED', { pnr: locator, orderNo: booked.orderNo });
    const record = state.scatteredPnrs.find((candidate) => candidate.pnr === locator && candidate.ownerAccountId === ownerAccountId);
    if (!record) throw refuse('SCATTERED_PNR_NOT_FOUND', { pnr: locator });
    held = record;
  } else {
    held = parsePnrText(text, now);
    const booked = state.orders.find((order) => order.pnr === held.pnr && order.ownerAccountId === ownerAccountId);
    if (booked) throw refuse('SCATTERED_PNR_BOOKED', { pnr: held.pnr, orderNo: booked.orderNo });
  }
  if (held.segments.length > 2) throw refuse('SCATTERED_PNR_MALFORMED', { detail: '散客票仅支持单程或往返（最多两个航段）' });
  const selections: ScatteredSelection[] = held.segments.map((segment, index) => ({ direction: index === 0 ? 'O' : 'I', ...segment }));
  // The trip rules check each flight flies that day, is on sale and a second one comes back.
  const legs = resolveTrip(state, selections, now, BOOKING.individualCloseMs);
  const count = (type: PassengerType) => held.passengers.filter((passenger) => passenger.passengerType === type).length;
  const counts = checkIndividualCounts({ adultCount: count('ADT'), childCount: count('CHD'), infantCount: count('INF') });
  const out = legs[0];
  const back = legs[1];
  return {
    pnr: held.pnr,
    tripType: back ? 'RT' : 'OW',
    depAirport: out.flight.depAirport,
    arrAirport: out.flight.arrAirport,
    flightDate: out.ref.flightDate,
    ...(back ? { returnDate: back.ref.flightDate } : {}),
    selections,
    counts,
    passengers: held.passengers.map((passenger) => ({ ...passenger })),
    ...(held.contact ? { contact: held.contact } : {}),
  };
}

// ---- booking ----

export interface ScatteredBooking {
  selections: unknown;
  passengers: unknown;
  contact: OrderContact;
  expectedTotal: unknown;
  pnr?: unknown;
  remark?: string;
}

/**
 * Books a scattered order through `bookOrder`: the passengers checked, the price verified again (a
 * different total than the one confirmed is PRICE_CHANGED), the seats held in the class. An imported
 * PNR the agency holds keeps its record locator on the order.
 */
export function bookScattered(
  state: Draft<SimulatorState>,
  booker: AccountRecord,
  ownerAccountId: string,
  booking: ScatteredBooking,
  now: number,
): Draft<OrderRecord> {
  const selections = Array.isArray(booking.selections) ? (booking.selections as ScatteredSelection[]) : [];
  const departureDate = typeof selections[0]?.flightDate === 'string' ? selections[0].flightDate : toGatewayDate(now);
  const { passengers, counts } = scatteredPassengers(booking.passengers, departureDate, now);
  const { legs, cabin, quote } = scatteredQuote(state, booking.selections, counts, now);
  if (booking.expectedTotal !== quote.totalAmount) throw refuse('PRICE_CHANGED', { total: formatFen(quote.totalAmount) });
  const order = bookClassOrder(state, {
    kind: 'SCATTERED',
    booker,
    legs,
    cabin,
    counts,
    fares: quote.fares,
    fareRules: quote.rules,
    contact: booking.contact,
    passengers,
    remark: booking.remark,
    now,
  });
  const pnr = typeof booking.pnr === 'string' ? booking.pnr.trim().toUpperCase() : '';
  if (LOCATOR.test(pnr) && !state.orders.some((other) => other.pnr === pnr && other.orderNo !== order.orderNo)) {
    order.pnr = pnr;
    const held = state.scatteredPnrs.findIndex((record) => record.pnr === pnr && record.ownerAccountId === ownerAccountId);
    if (held >= 0) state.scatteredPnrs.splice(held, 1);
  }
  return order;
}

// ---- change (改期) ----

function whyNotChangeable(
  state: AnyState,
  order: OrderRecord,
  ticket: TicketRecord,
  now: number,
  holds: ReadonlyMap<string, string>,
): string | null {
  if (ticket.status !== 'OPEN_FOR_USE') return `客票状态为${TicketStatus.label(ticket.status)}`;
  if (ticket.seatCancelled) return '座位已取消，只能退票';
  const pending = holds.get(ticket.ticketNo) ?? pendingExchanges(state, order.orderNo).get(ticket.ticketNo);
  if (pending) return pending.startsWith(ORDER.scatteredPrefix) ? `已有改期订单${pending}待完成` : '已有待审核的退票申请';
  const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo) ?? order.segments[0];
  return departureMs(segment) - BOOKING.individualCloseMs <= now ? '航班已起飞或即将起飞' : null;
}

/** The chosen passengers' tickets of one segment, each changeable now (or the refusal naming the first that is not). */
function changeTickets(
  state: AnyState,
  order: OrderRecord,
  passengerIds: unknown,
  segmentNo: unknown,
  now: number,
  holds: ReadonlyMap<string, string>,
): TicketRecord[] {
  requireAllowed(order, 'CHANGE', now);
  if (!Array.isArray(passengerIds) || passengerIds.length === 0) throw invalidParam('请选择改期的旅客');
  if (!order.segments.some((segment) => segment.segmentNo === segmentNo)) throw invalidParam('请选择改期的航段');
  return [...new Set(passengerIds as string[])].map((passengerId) => {
    const ticket =
      order.tickets.find(
        (candidate) => candidate.passengerId === passengerId && candidate.segmentNo === segmentNo && candidate.status === 'OPEN_FOR_USE',
      ) ?? order.tickets.find((candidate) => candidate.passengerId === passengerId && candidate.segmentNo === segmentNo);
    if (!ticket) throw refuse('SCATTERED_TICKET_NOT_CHANGEABLE', { ticketNo: passengerId, reason: '不是本订单该航段的旅客' });
    const reason = whyNotChangeable(state, order, ticket, now, holds);
    if (reason) throw refuse('SCATTERED_TICKET_NOT_CHANGEABLE', { ticketNo: ticket.ticketNo, reason });
    return ticket;
  });
}

/** The segment's route on another date: flights still on sale (the tickets' own flight left out). */
export function changeShopping(
  state: SimulatorState,
  order: OrderRecord,
  body: { passengerIds?: unknown; segmentNo?: unknown; flightDate?: unknown },
  now: number,
  holds: ReadonlyMap<string, string>,
): ScatteredFlightOffer[] {
  changeTickets(state, order, body.passengerIds, body.segmentNo, now, holds);
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === body.segmentNo, 'segment');
  const flightDate = typeof body.flightDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.flightDate) ? body.flightDate : null;
  if (!flightDate) throw invalidParam('请选择新的航班日期');
  if (flightDate < toGatewayDate(now) || flightDate > addDays(toGatewayDate(now), BOOKING.maxAdvanceDays)) {
    throw refuse('SCATTERED_CHANGE_FLIGHT_INVALID', { detail: `仅可改至今天起${BOOKING.maxAdvanceDays}天内的航班` });
  }
  return flightsOn(state, segment.depAirport, segment.arrAirport, flightDate, now, BOOKING.individualCloseMs)
    .filter((flight) => !(flight.flightNo === segment.flightNo && flightDate === segment.flightDate))
    .map((flight) => scatteredFlightOffer(state, flight, flightDate));
}

interface ChangeTarget {
  passengerIds?: unknown;
  segmentNo?: unknown;
  flightNo?: unknown;
  flightDate?: unknown;
  cabin?: unknown;
}

/**
 * What changing the chosen passengers' tickets of a segment to another flight costs now (docs/decisions.md
 * "Scattered tickets"): per passenger the fare difference (a lower new fare is not refunded) and the
 * change fee of the OLD ticket's fare rule (its share of the old fare, to the yuan); taxes are the same.
 */
export function changeQuote(
  state: SimulatorState,
  order: OrderRecord,
  body: ChangeTarget,
  now: number,
  holds: ReadonlyMap<string, string>,
): { quote: ChangeQuote; leg: TripLeg; tickets: TicketRecord[] } {
  const tickets = changeTickets(state, order, body.passengerIds, body.segmentNo, now, holds);
  const segment = mustFind(order.segments, (candidate) => candidate.segmentNo === body.segmentNo, 'segment');
  const cabin = typeof body.cabin === 'string' ? body.cabin.trim().toUpperCase() : '';
  const [leg] = resolveTrip(
    state,
    [{ direction: 'O', flightNo: body.flightNo, flightDate: body.flightDate, cabin }],
    now,
    BOOKING.individualCloseMs,
  );
  if (leg.flight.depAirport !== segment.depAirport || leg.flight.arrAirport !== segment.arrAirport) {
    throw refuse('SCATTERED_CHANGE_FLIGHT_INVALID', { detail: `须为原航段${segment.depAirport}-${segment.arrAirport}的航班` });
  }
  if (leg.flight.flightNo === segment.flightNo && leg.ref.flightDate === segment.flightDate) {
    throw refuse('SCATTERED_CHANGE_FLIGHT_INVALID', { detail: '与原航班相同' });
  }
  const figure = cabinFigure(cabin);
  if (!figure || (leg.flight.cabinSeats[cabin] ?? 0) <= 0)
    throw refuse('CABIN_NOT_FOUND', { flightNo: leg.flight.flightNo, cabin: cabin || '所选' });
  const left = seatsLeft(state, leg.ref, { kind: 'cabin', cabin });
  const seatHolders = tickets.filter((ticket) => ticket.passengerType !== 'INF').length;
  if (left < seatHolders) throw refuse('SOLD_OUT', { ...leg.ref, left, wanted: seatHolders });
  const fares = scatteredFares(state, leg.flight, leg.ref.flightDate, figure);
  const oldFigure = cabinFigure(segment.cabin);
  const rate = oldFigure?.changeFee ?? 0;
  const lines: ChangeLine[] = tickets.map((ticket) => {
    const newFare = fares[ticket.passengerType];
    const fareDifference = Math.max(0, newFare - ticket.fare);
    const changeFee = Math.round((ticket.fare * Math.round(rate * 100)) / 100 / 100) * 100;
    return {
      passengerId: ticket.passengerId,
      passengerName: ticket.passengerName,
      passengerType: ticket.passengerType,
      oldTicketNo: ticket.ticketNo,
      oldFare: ticket.fare,
      newFare,
      fareDifference,
      changeFee,
      amount: fareDifference + changeFee,
    };
  });
  const sum = (pick: (line: ChangeLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    leg: leg,
    tickets,
    quote: {
      orderNo: order.orderNo,
      segmentNo: segment.segmentNo,
      flight: flightInfo(leg.flight, leg.ref.flightDate),
      cabin,
      cabinName: figure.cabinName,
      changeFeeRate: rate,
      feeRule: oldFigure
        ? changeRule(oldFigure)
        : { title: `原客票（${segment.cabin}舱）改期`, content: '原客票运价未规定改期费，免收改期费；如有票价差额需补齐。' },
      lines,
      fareDifference: sum((line) => line.fareDifference),
      changeFee: sum((line) => line.changeFee),
      totalAmount: sum((line) => line.amount),
      rules: scatteredRules(figure),
    },
  };
}

/**
 * The change order: a SCATTERED order booked through `bookOrder` on the new flight for the chosen
 * passengers, its fare lines the new fares, the old tickets credited and the change fee added, so it
 * owes the difference and the fee. Paid and ticketed, its tickets replace the old ones (rules/order-tickets.ts).
 */
export function createChange(
  state: Draft<SimulatorState>,
  order: OrderRecord,
  body: ChangeTarget & { expectedTotal?: unknown },
  booker: AccountRecord,
  now: number,
  holds: ReadonlyMap<string, string>,
): Draft<OrderRecord> {
  const { quote, leg, tickets } = changeQuote(state, order, body, now, holds);
  if (body.expectedTotal !== quote.totalAmount) throw refuse('PRICE_CHANGED', { total: formatFen(quote.totalAmount) });
  const passengers = tickets.map((ticket) => {
    const {
      passengerId: _id,
      ticketNo: _ticket,
      ...passenger
    } = mustFind(order.passengers, (candidate) => candidate.passengerId === ticket.passengerId, 'passenger');
    return passenger as PassengerInput;
  });
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.passengerType === type).length;
  const counts = { adultCount: count('ADT'), childCount: count('CHD'), infantCount: count('INF') };
  const figure = cabinFigure(quote.cabin)!;
  const fares = fareLines([scatteredFares(state, leg.flight, leg.ref.flightDate, figure)], counts);
  const credit = fareTotal(fares) - quote.fareDifference;
  const change = bookOrder(state, {
    kind: 'SCATTERED',
    channel: 'SCATTERED_CHANGE',
    booker,
    groupName: '',
    legs: [leg],
    cabin: quote.cabin,
    pool: { kind: 'cabin', cabin: quote.cabin },
    counts,
    fares,
    fareRules: quote.rules,
    contact: order.contact,
    passengers,
    links: { exchangedFrom: order.orderNo, exchangedTicketNo: tickets[0].ticketNo },
    exchange: { fromOrderNo: order.orderNo, ticketNos: tickets.map((ticket) => ticket.ticketNo), credit, changeFee: quote.changeFee },
    remark: `改期：原订单${order.orderNo}客票${tickets.map((ticket) => ticket.ticketNo).join('、')}`,
    now,
  });
  const from = mustFind(state.orders, (candidate) => candidate.orderNo === order.orderNo, 'order');
  from.log.push({
    at: toGatewayIso(now),
    by: booker.displayName,
    action: 'CHANGE',
    detail: `申请改期：${tickets.map((ticket) => ticket.passengerName).join('、')}改至${leg.flight.flightNo} ${leg.ref.flightDate} ${quote.cabin}舱，改期订单${change.orderNo}待支付${formatFen(quote.totalAmount)}`,
  });
  return change;
}

// ---- reads ----

export const ownScatteredOrder = <S extends AnyState>(state: S, account: AccountRecord, orderNo: unknown): S['orders'][number] =>
  findOwnOrder(state, account, 'SCATTERED', typeof orderNo === 'string' ? orderNo.trim().toUpperCase() : '');

/** The agency's scattered orders matching the query (newest first) and the counts by status. */
export function scatteredOrdersOf(state: SimulatorState, account: AccountRecord, query: ScatteredOrderQuery) {
  const passenger = query.passengerName?.trim();
  const ticketNo = query.ticketNo?.trim();
  const orders = visibleOrders(state, account, 'SCATTERED').filter(
    (order) =>
      (!passenger || order.passengers.some((candidate) => candidate.name.includes(passenger))) &&
      (!ticketNo || order.tickets.some((ticket) => ticket.ticketNo.includes(ticketNo))),
  );
  const { passengerName: _name, ticketNo: _ticket, status, ...filter } = query;
  return filterOrders(orders, { ...filter, status: status === 'ALL' ? undefined : status });
}

export function scatteredSummary(order: OrderRecord, now: number): ScatteredOrderSummary {
  return {
    ...orderSummary(order, now),
    passengerNames: order.passengers.map((passenger) => passenger.name),
    ...(order.exchange ? { exchangedFrom: order.exchange.fromOrderNo } : {}),
  };
}

/**
 * A ticket's refund flags on the wire: whether its passenger holds it now (a refund is chosen among those;
 * a reissue's replaced ticket is not one), and refundable, or why not (rules/refund.ts `refundability`).
 */
export const refundFlags = (
  ticket: Pick<TicketRecord, 'status'>,
  block: string | null | undefined,
): Pick<TicketRecord, 'held' | 'refundable' | 'refundBlock'> => ({
  held: !isReplacedTicket(ticket),
  ...(block === null ? { refundable: true } : { refundable: false, ...(block ? { refundBlock: block } : {}) }),
});

/**
 * The order's page: the order as every detail shows it, its tickets with what each allows now
 * (refundable / changeable, held by a refund or a change order), its log (newest first) and its change orders.
 */
export function scatteredDetail(
  state: AnyState,
  order: OrderRecord,
  now: number,
  refundHolds: ReadonlyMap<string, string>,
  refundability: ReadonlyMap<string, string | null>,
): ScatteredOrderDetail {
  const detail = withSplit(state, order, orderDetail(order, now, [], state));
  const exchanges = pendingExchanges(state, order.orderNo);
  const holds = new Map([...refundHolds, ...exchanges]);
  const canChange = detail.allowedActions.includes('CHANGE');
  const tickets = ticketsOf(order).map((ticket) => ({
    ...ticket,
    ...(refundHolds.has(ticket.ticketNo) ? { refundReviewId: refundHolds.get(ticket.ticketNo)! } : {}),
    ...(exchanges.has(ticket.ticketNo) ? { changeOrderNo: exchanges.get(ticket.ticketNo)! } : {}),
    ...refundFlags(ticket, refundability.get(ticket.ticketNo)),
    changeable: canChange && whyNotChangeable(state, order, ticket, now, holds) === null,
  }));
  const changeOrders = state.orders
    .filter((candidate) => candidate.exchange?.fromOrderNo === order.orderNo)
    .map((candidate) => ({
      orderNo: candidate.orderNo,
      status: candidate.status,
      createTime: candidate.createTime,
      totalAmount: candidate.totalAmount,
    }))
    .reverse();
  // The order offers a refund or a change while one of its tickets does (none held by an application or a change order).
  const offered = (action: string) =>
    (action !== 'REFUND' || tickets.some((ticket) => ticket.refundable)) &&
    (action !== 'CHANGE' || tickets.some((ticket) => ticket.changeable));
  const allowed = detail.allowedActions.filter(offered);
  // 改期 not offered on a ticketed order with open tickets (each held by a refund or a change order, its seat cancelled, flying soon): declined with the tickets' reasons.
  const looksForChange =
    ['TICKED', 'TICKEDPART'].includes(order.status) && order.tickets.some((ticket) => ticket.status === 'OPEN_FOR_USE');
  const held = looksForChange && !allowed.includes('CHANGE') ? changeHeldBack(state, order, now, holds) : undefined;
  const actionNotes = held ? { ...detail.actionNotes, CHANGE: held } : detail.actionNotes;
  return withActionHints(state, order, {
    ...detail,
    allowedActions: allowed,
    actionNotes,
    pnr: order.pnr,
    tickets,
    log: [...order.log].reverse(),
    changeOrders,
  });
}

/** Why no open ticket of the order can be changed now, in words: '没有可改期的客票（已有待审核的退票申请）'. */
function changeHeldBack(state: AnyState, order: OrderRecord, now: number, holds: ReadonlyMap<string, string>): string {
  const open = order.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
  const reasons = [
    ...new Set(open.map((ticket) => whyNotChangeable(state, order, ticket, now, holds)).filter((reason) => reason !== null)),
  ];
  return reasons.length > 0 ? `没有可改期的客票（${reasons.join('；')}）` : '没有可改期的客票';
}
