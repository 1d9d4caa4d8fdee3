import { isDraft, original, type Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { MilestoneKind, type OrderState } from '@/domain/order';
import type {
  FareRule,
  FareLine,
  OrderContact,
  OrderLinks,
  OrderRemark,
  OrderSegment,
  PassengerInput,
  PaymentMilestone,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import { isEmail, isPhone } from '@/domain/validators';
import { createRng } from '../../kernel/random';
import { invalidParam, refuse } from '../../kernel/refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import type { PassengerRecord, OrderRecord, OrderExchange } from './order-records';
export type { PassengerRecord, OrderRecord, OrderExchange } from './order-records';
export { passengerActions } from '../../kernel/rules/passenger-check';

export type { OrderLinks };
import { toDisplayTime, toGatewayIso } from '../../kernel/time-format';
import { ORDER } from '../../kernel/rules/figures';
import type { DepartureRef } from '../../catalogue/rules/inventory';
import { gatewayInstant } from '../../catalogue/rules/fare';
import { ORDER_KINDS, type OrderKind, type PaymentPlan } from './order-kinds';
import { logEntry } from '../../kernel/rules/log';
import { requireNameList, requirePassenger } from '../../kernel/rules/passenger-check';
import { mintNo } from '../../kernel/rules/numbers';
import { hasKey } from '../../kernel/rules/lookup';

/**
 * The order: one record and one state machine for every way of booking (domain.md "Groups and
 * orders"). `channel` records how it was booked; no rule reads it. `kind` tells a team order (agent
 * area) from an individual one (normal area): who sees it and which calls reach it.
 *
 * Money: `totalAmount` is what the order costs — its seats (fare lines) plus whatever it has forfeited
 * (materialisation). Milestones hold what is owed and paid; `refundedAmount` what went back, so
 * paid − refunded = total once fully paid.
 *
 * What the state allows is rules/order-actions.ts, the views rules/order-views.ts, the cancel and the
 * settle step rules/order-cancel.ts.
 */

export type { OrderKind, PaymentPlan } from './order-kinds';

/**
 * What a booking hands the order rules once it has priced the trip and held the seats: the record's
 * own fields as booked (`groupName` may be blank for an individual order: the first passenger's name
 * is used), and the rest the order is made from.
 */
export interface NewOrderInput extends Pick<
  OrderRecord,
  'kind' | 'channel' | 'groupName' | 'segments' | 'fares' | 'seatKind' | 'groupCount' | 'infantCount' | 'contact'
> {
  /** The caller; the owner is its agency's main account for staff. */
  booker: AccountRecord;
  passengers: PassengerInput[];
  remark?: string;
  /** A payment plan of the booking's own (a bid winner's balance within 24 h); the kind's otherwise. */
  plan?: PaymentPlan;
  links?: OrderLinks;
  /** The rules the booking quoted, when its channel has its own (an offer's terms, a charter's). */
  fareRules?: FareRule[];
  /** A change order: the old tickets credited and the change fee. */
  exchange?: OrderExchange;
  now: number;
}

// ---- time ----

/** Departure instant (ms) of a segment: its date and local time, in Beijing time. */
export function departureMs(segment: Pick<OrderSegment, 'flightDate' | 'depTime'>): number {
  return gatewayInstant(segment.flightDate, segment.depTime);
}

/** Cancelled, or refunded whole: nothing more happens to the order. */
export const isClosedOrder = (order: Pick<OrderRecord, 'status'>): boolean => order.status === 'CANCELED' || order.status === 'REFUND';

export const firstDepartureMs = (order: Pick<OrderRecord, 'segments'>): number => departureMs(order.segments[0]);
export const hasDeparted = (order: Pick<OrderRecord, 'segments'>, now: number): boolean => now >= firstDepartureMs(order);

/** 'YYYY-MM-DD HH:mm' for messages and log lines. */
export const formatDeadline = (ms: number): string => toDisplayTime(ms);

export const departureRefs = (order: Pick<OrderRecord, 'segments'>): DepartureRef[] =>
  order.segments.map(({ flightNo, flightDate }) => ({ flightNo, flightDate }));

// ---- numbers ----

/** The next order number of a kind: TO / NO + 6 digits, after the last one given (the seed's included). */
function nextOrderNo(state: Draft<SimulatorState>, kind: OrderKind): string {
  const { prefix, sequenceStart } = ORDER_KINDS[kind];
  return mintNo(state.orderSequences, prefix, ORDER.numberDigits, sequenceStart);
}

/** A 6-character PNR (no I, O, 0, 1), unique among the orders, from the store's seeded generator. */
function newPnr(state: Draft<SimulatorState>): string {
  const rng = createRng(state.rngState);
  let pnr: string;
  do pnr = rng.chars(ORDER.pnrAlphabet, ORDER.pnrLength);
  while (pnrTaken(state, pnr));
  state.rngState = rng.state;
  return pnr;
}

/**
 * Whether an order holds `pnr`. Inside a transaction the orders it started with are looked up in their
 * frozen array's count of PNRs (searching the draft made a proxy of every order, then Immer finished
 * each: a booking's cost grew with the orders); those it added are searched. Orders are never removed, and
 * only an order booked in the transaction gets another PNR (an imported one), so the two cover them all.
 */
function pnrTaken(state: Draft<SimulatorState>, pnr: string): boolean {
  const orders = state.orders;
  if (!isDraft(orders)) return hasKey(orders as OrderRecord[], 'pnr', pnrOf, pnr);
  const base = original(orders) as OrderRecord[];
  if (hasKey(base, 'pnr', pnrOf, pnr)) return true;
  for (let index = base.length; index < orders.length; index += 1) if (orders[index].pnr === pnr) return true;
  return false;
}

const pnrOf = (order: OrderRecord): string => order.pnr;

/** The next ticket number: '880-' + 10 digits. */
export function nextTicketNo(state: Draft<SimulatorState>): string {
  return mintNo(state.orderSequences, ORDER.ticketPrefix, ORDER.ticketDigits, ORDER.ticketSequenceStart, ORDER.ticketSequenceKey);
}

/**
 * The order's tickets its passengers hold now: per passenger and segment the newest, a reissue in the
 * order (a delay's, a schedule change's rebooking) having replaced the older. What the order's state,
 * its points and its rewards count, so a move neither reopens a refunded order nor earns twice.
 */
export function currentTickets<T extends Pick<TicketRecord, 'passengerId' | 'segmentNo'>>(tickets: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const ticket of tickets) newest.set(`${ticket.passengerId}|${ticket.segmentNo}`, ticket);
  return [...newest.values()];
}

/**
 * Whether a reissue replaced the ticket: EXCHANGED (已改期: a delay's or a change order's new ticket) or
 * REBOOKED (a schedule change's rebooking). Its passenger holds the new ticket instead, so a refund
 * or an itinerary is for that one; the replaced ticket stays in the list as the order's history.
 */
export const isReplacedTicket = (ticket: Pick<TicketRecord, 'status'>): boolean =>
  ticket.status === 'EXCHANGED' || ticket.status === 'REBOOKED';

// ---- money ----

export const fareTotal = (fares: readonly FareLine[]): number => fares.reduce((sum, line) => sum + (line.fare + line.tax) * line.count, 0);

/**
 * Passengers of a type over the order's fare lines. A type may have more than one line: people added
 * to a series departure later (加人) are priced at that day's fare, a line of their own.
 */
export const fareCountOf = (fares: readonly Pick<FareLine, 'passengerType' | 'count'>[], type: string): number =>
  fares.reduce((sum, line) => sum + (line.passengerType === type ? line.count : 0), 0);

/**
 * An order priced as one lump sum (a charter's whole aircraft: a fare line with `lumpSum`): its seats do
 * not divide the price, so none is released, refunded or moved on its own.
 */
export const isLumpSum = (order: Pick<OrderRecord, 'fares'>): boolean => order.fares.some((line) => line.lumpSum !== undefined);

/** Paid so far less what went back. */
export const netPaid = (order: Pick<OrderRecord, 'milestones' | 'refundedAmount'>): number =>
  order.milestones.reduce((sum, milestone) => sum + milestone.paidAmount, 0) - order.refundedAmount;

export const isFullyPaid = (order: Pick<OrderRecord, 'milestones'>): boolean =>
  order.milestones.every((milestone) => milestone.status === 'SUCCESSED');

export const milestoneOf = <M extends Pick<PaymentMilestone, 'kind'>>(order: { milestones: M[] }, kind: MilestoneKind): M | undefined =>
  order.milestones.find((milestone) => milestone.kind === kind);

export const isDepositPaid = (order: Pick<OrderRecord, 'milestones'>): boolean => milestoneOf(order, 'DEPOSIT')?.status === 'SUCCESSED';

/** The milestone due next while the order awaits payment. */
export function nextDue<M extends PaymentMilestone>(order: { status: OrderState; milestones: M[] }): M | undefined {
  if (order.status !== 'BOOKED') return undefined;
  return order.milestones.find((milestone) => milestone.status === 'WAIT' || milestone.status === 'UNDER_WAY');
}

/** The payment plan of an order of `kind` booked at `bookedAt` (the kind's policy, rules/order-kinds.ts). */
export function planPayments(kind: OrderKind, totalAmount: number, bookedAt: number, firstDeparture: number): PaymentPlan {
  return ORDER_KINDS[kind].plan(totalAmount, bookedAt, firstDeparture);
}

/**
 * After the total changed (seats released): unpaid milestones shrink so that they still add up. An
 * unpaid deposit is 10 % of the new total; a paid one stands and the balance owes the rest.
 */
export function rebalanceMilestones(order: Draft<OrderRecord>): void {
  const deposit = milestoneOf(order, 'DEPOSIT');
  const rest = order.milestones.find((milestone) => milestone.kind !== 'DEPOSIT');
  if (!rest || rest.status === 'SUCCESSED') return;
  if (deposit && deposit.status !== 'SUCCESSED') {
    deposit.amount = Math.round(order.totalAmount * ORDER.depositRate);
    rest.amount = order.totalAmount - deposit.amount;
    return;
  }
  rest.amount = Math.max(rest.paidAmount, order.totalAmount - (deposit?.paidAmount ?? 0));
}

/**
 * Records a payment of a milestone in full (the payment issue calls this; the seed uses it too). A paid
 * deposit confirms the group size (materialisation base) and opens the balance; the last payment makes
 * the order PAYED.
 */
export function recordPayment(order: Draft<OrderRecord>, kind: MilestoneKind, at: number, by: string): void {
  const milestone = milestoneOf(order, kind);
  if (!milestone || milestone.status === 'SUCCESSED') return;
  milestone.paidAmount = milestone.amount;
  milestone.status = 'SUCCESSED';
  milestone.paidAt = toGatewayIso(at);
  if (kind === 'DEPOSIT') {
    order.confirmedCount = order.groupCount;
    const balance = milestoneOf(order, 'BALANCE');
    if (balance && balance.status === 'NOT_START') balance.status = 'WAIT';
  }
  const paidInFull = isFullyPaid(order);
  if (paidInFull && order.status === 'BOOKED') order.status = 'PAYED';
  order.log.push(
    logEntry(at, 'PAY', `支付${MilestoneKind.label(kind)}${formatFen(milestone.amount)}${paidInFull ? '，订单已付清，待出票' : ''}`, by),
  );
}

// ---- derivation: one place for list, detail and export ----

/** 'PVG-CTU', 'PVG-CTU-PVG'; an open jaw as 'PVG-CTU/CKG-PVG'. */
export function orderRoute(segments: readonly Pick<OrderSegment, 'depAirport' | 'arrAirport'>[]): string {
  let route = '';
  let at: string | undefined;
  for (const segment of segments) {
    if (at === undefined) route = segment.depAirport;
    else if (segment.depAirport !== at) route += `/${segment.depAirport}`;
    route += `-${segment.arrAirport}`;
    at = segment.arrAirport;
  }
  return route;
}

export const seatHolderCount = (passengers: readonly Pick<PassengerInput, 'passengerType'>[]): number =>
  passengers.filter((passenger) => passenger.passengerType !== 'INF').length;

// ---- who sees which order ----

/** The account whose orders `account` sees: its agency's main account for staff, else itself. */
export function orderOwnerId(accounts: readonly AccountRecord[], account: AccountRecord): string {
  if (!account.parentAccount) return account.accountId;
  return accounts.find((candidate) => candidate.userName === account.parentAccount)?.accountId ?? account.accountId;
}

/** The account whose orders, money and documents the caller's are: its agency's main account, or itself. */
export const ownerIdOf = (state: AnyState, account: AccountRecord): string => orderOwnerId(state.accounts, account);

/** Team orders of the caller's agency (agent area) or the caller's individual orders (normal area). */
export function visibleOrders(state: SimulatorState, account: AccountRecord, kind: OrderKind): OrderRecord[] {
  const ownerId = orderOwnerId(state.accounts, account);
  return state.orders.filter((order) => order.kind === kind && order.ownerAccountId === ownerId);
}

/** The caller's order, or ORDER_NOT_FOUND — also for another owner's order (nothing leaks). */
export function findOwnOrder<S extends SimulatorState | Draft<SimulatorState>>(
  state: S,
  account: AccountRecord,
  kind: OrderKind,
  orderNo: string,
): S['orders'][number] {
  const ownerId = orderOwnerId(state.accounts, account);
  const order = state.orders.find(
    (candidate) => candidate.orderNo === orderNo && candidate.kind === kind && candidate.ownerAccountId === ownerId,
  );
  if (!order) throw refuse('ORDER_NOT_FOUND', { orderNo });
  return order;
}

// ---- contact ----

/** A contact as the portal's form checks it: name required, a mainland mobile, an optional email. */
export function requireContact(input: unknown): OrderContact {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (name === '') throw invalidParam('联系人姓名不能为空');
  if (name.length > ORDER.contactNameMax) throw invalidParam(`联系人姓名不能超过${ORDER.contactNameMax}个字`);
  const mobile = typeof raw.mobile === 'string' ? raw.mobile.trim() : '';
  if (!isPhone(mobile)) throw invalidParam('联系人手机号须为11位中国大陆手机号');
  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  if (email !== '' && !isEmail(email)) throw invalidParam('联系人邮箱格式不正确');
  return { name, mobile, ...(email !== '' ? { email } : {}) };
}

// ---- create ----

/** Adds passengers to the order's list with new ids (already checked). */
export function appendPassengers(order: Draft<OrderRecord>, passengers: readonly PassengerInput[]): PassengerRecord[] {
  return passengers.map((passenger) => {
    order.passengerSeq += 1;
    const added: PassengerRecord = { ...passenger, passengerId: `${order.orderNo}-P${String(order.passengerSeq).padStart(3, '0')}` };
    order.passengers.push(added);
    return added;
  });
}

export function addRemark(order: Draft<OrderRecord>, content: string, by: string, at: number): OrderRemark {
  const remark: OrderRemark = {
    remarkId: `${order.orderNo}-R${order.remarks.length + 1}`,
    content,
    createdBy: by,
    createTime: toGatewayIso(at),
  };
  order.remarks.push(remark);
  order.log.push(logEntry(at, 'ADD_REMARK', `添加备注：${content}`, by));
  return remark;
}

function countsText(groupCount: number, infantCount: number): string {
  return `${groupCount}人${infantCount > 0 ? `（另有婴儿${infantCount}人）` : ''}`;
}

/**
 * Creates the order (number, PNR, milestones and deadlines, CREATE log entry) and adds it to the
 * state. Validates the passengers as every passenger write does. Seats must already be held.
 */
export function openOrder(state: Draft<SimulatorState>, input: NewOrderInput): Draft<OrderRecord> {
  const { now, booker } = input;
  if (input.segments.length === 0) throw invalidParam('订单至少需要一个航段');
  const firstDeparture = departureMs(input.segments[0]);
  const context = { now, departureDate: input.segments[0].flightDate };
  const passengers = input.passengers.map((passenger, index) => requirePassenger(passenger, index + 1, context));
  requireNameList(passengers, { groupCount: input.groupCount, infantCount: input.infantCount });
  const contact = requireContact(input.contact);

  const totalAmount = fareTotal(input.fares) + (input.exchange ? input.exchange.changeFee - input.exchange.credit : 0);
  const plan = input.plan ?? planPayments(input.kind, totalAmount, now, firstDeparture);
  const orderNo = nextOrderNo(state, input.kind);
  const groupName = input.groupName.trim() || passengers[0]?.name || orderNo;
  const at = toGatewayIso(now);
  const record: OrderRecord = {
    orderNo,
    kind: input.kind,
    channel: input.channel,
    status: 'BOOKED',
    ownerAccountId: orderOwnerId(state.accounts, booker),
    bookedByAccountId: booker.accountId,
    bookedBy: booker.displayName,
    groupName,
    segments: input.segments.map((segment) => ({ ...segment })),
    fares: input.fares.map((line) => ({ ...line })),
    seatKind: input.seatKind,
    groupCount: input.groupCount,
    infantCount: input.infantCount,
    confirmedCount: 0,
    totalAmount,
    milestones: plan.milestones,
    passengers: [],
    contact,
    remarks: [],
    releasedSeats: 0,
    releasedSinceConfirm: 0,
    forfeitedAmount: 0,
    refundedAmount: 0,
    nameDeadline: plan.nameDeadline,
    ticketTimeLimit: plan.ticketTimeLimit,
    pnr: newPnr(state),
    pnrCreateTime: at,
    tickets: [],
    passengerSeq: 0,
    createTime: at,
    ...(input.links ? { links: { ...input.links } } : {}),
    ...(input.fareRules ? { bookedRules: input.fareRules.map((rule) => ({ ...rule })) } : {}),
    ...(input.exchange ? { exchange: { ...input.exchange, ticketNos: [...input.exchange.ticketNos] } } : {}),
    log: [],
  };
  state.orders.push(record);
  const order = state.orders[state.orders.length - 1];
  appendPassengers(order, passengers);
  const first = input.segments[0];
  const payment =
    plan.depositAmount > 0
      ? `定金${formatFen(plan.depositAmount)}须于${formatDeadline(Date.parse(plan.milestones[0].deadline))}前支付`
      : `全款须于${formatDeadline(Date.parse(plan.milestones[0].deadline))}前支付`;
  order.log.push(
    logEntry(
      now,
      'CREATE',
      `创建订单：${orderRoute(input.segments)} ${first.flightNo} ${first.flightDate}，${countsText(input.groupCount, input.infantCount)}，` +
        `总价${formatFen(totalAmount)}，${payment}${passengers.length > 0 ? `，已录入名单${passengers.length}人` : ''}`,
      booker.displayName,
    ),
  );
  const remark = input.remark?.trim();
  if (remark) addRemark(order, remark.slice(0, ORDER.remarkMaxLength), booker.displayName, now);
  return order;
}

/** Orders of the agency's change orders waiting for payment or ticketing hold the tickets they replace. */
export function pendingExchanges(state: AnyState, orderNo: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const order of state.orders) {
    if (order.exchange?.fromOrderNo !== orderNo || (order.status !== 'BOOKED' && order.status !== 'PAYED')) continue;
    for (const ticketNo of order.exchange.ticketNos) held.set(ticketNo, order.orderNo);
  }
  return held;
}
