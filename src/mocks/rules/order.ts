import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { MilestoneKind, OrderStatus, type OrderChannel, type OrderState } from '@/domain/order';
import type { ProcessStatus } from '@/domain/auction';
import type {
  CancelDetail,
  FareAdjustment,
  FareRule,
  FareLine,
  NameChangeView,
  OrderAction,
  OrderContact,
  OrderDetail,
  OrderLinks,
  OrderPassenger,
  OrderRemark,
  OrderSegment,
  OrderSummary,
  PassengerInput,
  PaymentMilestone,
  TicketRecord,
} from '@/lib/gateway/endpoints';
import { isEmail, isPhone } from '@/domain/validators';
import { createRng } from '../random';
import { invalidParam, refuse, type SimulatorRefusal } from '../refusal';
import type { AccountRecord, AnyState, SimulatorState } from '../state';

export type { OrderLinks };
import { toDisplayTime, toGatewayIso } from '../time-format';
import { ANCILLARY, HOUR, ORDER } from './figures';
import { releaseSeats, type DepartureRef, type SeatKind } from './inventory';
import { gatewayInstant } from './fare';
import { ORDER_KINDS, policyOf, type OrderKind, type PaymentPlan } from './order-kinds';
import { logEntry, type DueTransitions, type LogEntry } from './log';
import { requireNameList, requirePassenger } from './passenger-check';
import { mintNo } from './numbers';

/**
 * The order: one record and one state machine for every way of booking (domain.md "Groups and
 * orders"). `channel` records how it was booked; no rule reads it. `kind` tells a team order (agent
 * area) from an individual one (normal area): who sees it and which calls reach it.
 *
 * Money: `totalAmount` is what the order costs — its seats (fare lines) plus whatever it has forfeited
 * (materialisation). Milestones hold what is owed and paid; `refundedAmount` what went back, so
 * paid − refunded = total once fully paid.
 */

export type { OrderKind, PaymentPlan } from './order-kinds';

export interface OrderRecord {
  orderNo: string;
  kind: OrderKind;
  channel: OrderChannel;
  status: OrderState;
  /** The agency's main account (its staff book for it), or the person. */
  ownerAccountId: string;
  bookedByAccountId: string;
  bookedBy: string;
  groupName: string;
  segments: OrderSegment[];
  /** Per person by type, with the counts booked (seat holders ADT + CHD, infants INF). */
  fares: FareLine[];
  /** Where the seats are held: the group quota or an individual cabin. */
  seatKind: SeatKind;
  groupCount: number;
  infantCount: number;
  /** Seats when the deposit was paid (0 before): the base of the free-release allowance. */
  confirmedCount: number;
  totalAmount: number;
  milestones: PaymentMilestone[];
  passengers: OrderPassenger[];
  contact: OrderContact;
  remarks: OrderRemark[];
  releasedSeats: number;
  /** Seats released since the deposit was paid: what the free allowance counts. */
  releasedSinceConfirm: number;
  forfeitedAmount: number;
  refundedAmount: number;
  nameDeadline: string;
  ticketTimeLimit: string;
  pnr: string;
  pnrCreateTime: string;
  tickets: TicketRecord[];
  /** Counter behind this order's passengerIds. */
  passengerSeq: number;
  createTime: string;
  cancelTime?: string;
  cancelReason?: string;
  /** What the order came from (a series, a promotional offer, a bid activity, an exchanged ticket). */
  links?: OrderLinks;
  /** The rules of the channel the order was sold under (an offer's terms, a charter's), when not its kind's. */
  bookedRules?: FareRule[];
  /** A change order (散客改期): the tickets its new tickets replace, what they are worth and the change fee. */
  exchange?: OrderExchange;
  /** An UNPAID delay (ancillary order DELAY) holding seats on a later flight: no other delay, release or refund until it is paid or dropped. */
  pendingDelay?: string;
  log: LogEntry[];
}


/**
 * A change order's exchange (docs/decisions.md "Scattered tickets"): the new fares are the order's fare
 * lines; the old tickets' value is credited (`credit`) and the change fee charged on top, so the total is
 * the fare difference plus the fee. Once the change order's tickets are issued, the old ones are EXCHANGED.
 */
export interface OrderExchange {
  fromOrderNo: string;
  ticketNos: string[];
  credit: number;
  changeFee: number;
}

/**
 * What a booking hands the order rules once it has priced the trip and held the seats: the record's
 * own fields as booked (`groupName` may be blank for an individual order: the first passenger's name
 * is used), and the rest the order is made from.
 */
export interface NewOrderInput
  extends Pick<OrderRecord, 'kind' | 'channel' | 'groupName' | 'segments' | 'fares' | 'seatKind' | 'groupCount' | 'infantCount' | 'contact'> {
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

const firstDepartureMs = (order: Pick<OrderRecord, 'segments'>): number => departureMs(order.segments[0]!);
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
  while (state.orders.some((order) => order.pnr === pnr));
  state.rngState = rng.state;
  return pnr;
}

/** The next ticket number: '880-' + 10 digits. */
export function nextTicketNo(state: Draft<SimulatorState>): string {
  return mintNo(state.orderSequences, ORDER.ticketPrefix, ORDER.ticketDigits, ORDER.ticketSequenceStart, ORDER.ticketSequenceKey);
}

// ---- money ----

export const fareTotal = (fares: readonly FareLine[]): number =>
  fares.reduce((sum, line) => sum + (line.fare + line.tax) * line.count, 0);

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

/** What a lump-sum order never does seat by seat. */
const PER_SEAT_ACTIONS: readonly OrderAction[] = ['RELEASE_SEATS', 'REFUND', 'DELAY'];

/** Paid so far less what went back. */
export const netPaid = (order: Pick<OrderRecord, 'milestones' | 'refundedAmount'>): number =>
  order.milestones.reduce((sum, milestone) => sum + milestone.paidAmount, 0) - order.refundedAmount;

export const isFullyPaid = (order: Pick<OrderRecord, 'milestones'>): boolean =>
  order.milestones.every((milestone) => milestone.status === 'SUCCESSED');

export const milestoneOf = <M extends Pick<PaymentMilestone, 'kind'>>(order: { milestones: M[] }, kind: MilestoneKind): M | undefined =>
  order.milestones.find((milestone) => milestone.kind === kind);

export const isDepositPaid = (order: Pick<OrderRecord, 'milestones'>): boolean =>
  milestoneOf(order, 'DEPOSIT')?.status === 'SUCCESSED';

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

function processStatusOf(milestone: PaymentMilestone | undefined): ProcessStatus {
  if (!milestone) return 'NOT_START';
  return milestone.status === 'SUCCESSED' ? 'FINISHED' : milestone.status;
}

export function orderSummary(order: OrderRecord): OrderSummary {
  const first = order.segments[0]!;
  const deposit = milestoneOf(order, 'DEPOSIT');
  const next = nextDue(order);
  return {
    orderNo: order.orderNo,
    channel: order.channel,
    status: order.status,
    groupName: order.groupName,
    route: orderRoute(order.segments),
    flightNo: first.flightNo,
    flightDate: first.flightDate,
    groupCount: order.groupCount,
    infantCount: order.infantCount,
    namedCount: order.passengers.length,
    totalAmount: order.totalAmount,
    paidAmount: netPaid(order),
    depositStatus: deposit ? deposit.status : 'NO_DEPOSIT',
    processStatus: processStatusOf(order.milestones.find((milestone) => milestone.kind !== 'DEPOSIT')),
    ...(next ? { nextMilestone: next.kind, nextDeadline: next.deadline } : {}),
    nameDeadline: order.nameDeadline,
    pnr: order.pnr,
    createTime: order.createTime,
    bookedBy: order.bookedBy,
  };
}

/**
 * An individual order's tickets: the airline issues them `individualTicketingMs` after the full
 * payment, with no action of the payer (domain.md "Groups and orders"). Undefined when not waiting.
 */
export function airlineTicketingAt(order: Pick<OrderRecord, 'kind' | 'status' | 'milestones'>): number | undefined {
  const after = policyOf(order).airlineTicketingMs;
  if (after === undefined || order.status !== 'PAYED' || !isFullyPaid(order)) return undefined;
  const paidAt = Math.max(...order.milestones.map((milestone) => Date.parse(milestone.paidAt ?? '')).filter(Number.isFinite));
  return Number.isFinite(paidAt) ? paidAt + after : undefined;
}

/**
 * The next instant after `now` at which the order changes by the clock alone (a deadline that cancels
 * it or closes its name list, its departure, the airline's ticketing): a page showing it reads it again then.
 */
export function nextChangeAt(order: OrderRecord, now: number): number | undefined {
  if (order.status === 'CANCELED' || order.status === 'REFUND') return undefined;
  const due = nextDue(order);
  const candidates = [
    due?.status === 'WAIT' ? Date.parse(due.deadline) : NaN,
    policyOf(order).nameList ? Date.parse(order.nameDeadline) : NaN,
    firstDepartureMs(order),
    airlineTicketingAt(order) ?? NaN,
  ].filter((at) => Number.isFinite(at) && at > now);
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}

/** A cancelled order's unpaid milestones: missed at their deadline (超时未付) or closed by the cancel before it. */
function closedMilestones(order: OrderRecord): PaymentMilestone[] {
  if (order.status !== 'CANCELED' || !order.cancelTime) return order.milestones;
  const cancelledAt = Date.parse(order.cancelTime);
  return order.milestones.map((milestone) =>
    milestone.status === 'FAILED' ? { ...milestone, closed: Date.parse(milestone.deadline) <= cancelledAt ? 'OVERDUE' : 'ORDER_CANCELED' } : milestone,
  );
}

/** What the total holds beside the fare lines: the deposit kept for seats released beyond the free allowance. */
function fareAdjustments(order: OrderRecord): FareAdjustment[] {
  if (order.exchange) {
    return [
      { label: `原客票抵扣（${order.exchange.ticketNos.length}张）`, amount: -order.exchange.credit },
      ...(order.exchange.changeFee > 0 ? [{ label: '改期手续费', amount: order.exchange.changeFee }] : []),
    ];
  }
  const forfeit = order.totalAmount - fareTotal(order.fares);
  return forfeit > 0 ? [{ label: `取消占座扣除定金（已释放 ${order.releasedSeats} 座）`, amount: forfeit }] : [];
}

/** The detail of an order; its name changes (RENAME ancillary orders) are the caller's (`orderView` in rules/ancillary.ts reads them). */
export function orderDetail(order: OrderRecord, now: number, nameChanges: NameChangeView[]): OrderDetail {
  const ticketingAt = airlineTicketingAt(order);
  const changesAt = nextChangeAt(order, now);
  return {
    ...orderSummary(order),
    segments: order.segments,
    fares: order.fares,
    fareAdjustments: fareAdjustments(order),
    fareRules: order.bookedRules ?? policyOf(order).fareRules(order),
    milestones: closedMilestones(order),
    passengers: order.passengers,
    contact: order.contact,
    remarks: order.remarks,
    releasedSeats: order.releasedSeats,
    forfeitedAmount: order.forfeitedAmount,
    confirmedCount: order.confirmedCount,
    ticketTimeLimit: order.ticketTimeLimit,
    nameChanges,
    ...(order.links && Object.keys(order.links).length > 0 ? { links: order.links } : {}),
    allowedActions: allowedActions(order, now),
    actionNotes: actionNotes(order, now),
    ...(ticketingAt !== undefined ? { ticketingDueAt: toGatewayIso(ticketingAt) } : {}),
    ...(changesAt !== undefined ? { changesAt: toGatewayIso(changesAt) } : {}),
    ...(order.cancelTime ? { cancelTime: order.cancelTime, cancelReason: order.cancelReason ?? '' } : {}),
  };
}

// ---- who sees which order ----

/** The account whose orders `account` sees: its agency's main account for staff, else itself. */
export function orderOwnerId(accounts: readonly AccountRecord[], account: AccountRecord): string {
  if (!account.parentAccount) return account.accountId;
  return accounts.find((candidate) => candidate.userName === account.parentAccount)?.accountId ?? account.accountId;
}

/** The account whose orders, money and documents the caller's are: its agency's main account, or itself. */
export const ownerIdOf = (state: AnyState, account: AccountRecord): string => orderOwnerId(state.accounts as AccountRecord[], account);

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
  const ownerId = orderOwnerId(state.accounts as AccountRecord[], account);
  const order = (state.orders as OrderRecord[]).find(
    (candidate) => candidate.orderNo === orderNo && candidate.kind === kind && candidate.ownerAccountId === ownerId,
  );
  if (!order) throw refuse('ORDER_NOT_FOUND', { orderNo });
  return order as S['orders'][number];
}

// ---- what the state allows ----

export const ACTION_LABELS: Record<OrderAction, string> = {
  PAY: '支付',
  CANCEL: '取消订单',
  RELEASE_SEATS: '取消占座',
  EDIT_PASSENGERS: '修改名单',
  CHANGE_PASSENGERS: '变更名单',
  ISSUE_TICKETS: '出票',
  REFUND: '退票',
  BUY_ANCILLARY: '购买附加服务',
  DELAY: '延期',
  CHANGE: '改期',
  EDIT_CONTACT: '修改联系人',
  ADD_REMARK: '添加备注',
};

/** What a waiting delay holds back: the seats it moves must stay the seats the order holds. */
const HELD_BY_DELAY: readonly OrderAction[] = ['DELAY', 'RELEASE_SEATS', 'REFUND'];

function stateForbids(order: Pick<OrderRecord, 'status'>, action: string): SimulatorRefusal {
  return refuse('ORDER_STATE_FORBIDS', { status: OrderStatus.label(order.status), action });
}

/** Seats that can be given back now: unnamed ones, keeping an adult per infant booked and at least one seat. */
export function maxRelease(order: Pick<OrderRecord, 'fares' | 'passengers' | 'groupCount' | 'infantCount'>): number {
  const count = (type: string) => fareCountOf(order.fares, type);
  const named = (type: string) => order.passengers.filter((passenger) => passenger.passengerType === type).length;
  const adults = Math.max(0, count('ADT') - Math.max(named('ADT'), order.infantCount));
  const children = Math.max(0, count('CHD') - named('CHD'));
  return Math.max(0, Math.min(adults + children, order.groupCount - Math.max(seatHolderCount(order.passengers), 1)));
}

/** Why the order's state does not allow `action` now, or null when it does (the caller's authCodes aside). */
function refusalFor(order: OrderRecord, action: OrderAction, now: number): SimulatorRefusal | null {
  const refusal = stateRefusal(order, action, now);
  if (refusal) return refusal;
  return PER_SEAT_ACTIONS.includes(action) && isLumpSum(order) ? refuse('CHARTER_WHOLE_AIRCRAFT', { action: ACTION_LABELS[action] }) : null;
}

/** What the state and the clock forbid, whatever the price: `refusalFor` before a lump sum's own limits. */
function stateRefusal(order: OrderRecord, action: OrderAction, now: number): SimulatorRefusal | null {
  const label = ACTION_LABELS[action];
  const departed = hasDeparted(order, now);
  if (order.pendingDelay && HELD_BY_DELAY.includes(action)) return refuse('DELAY_PENDING', { ancilOrderNo: order.pendingDelay, action: label });
  switch (action) {
    case 'PAY':
      return nextDue(order) ? null : stateForbids(order, label);
    case 'CANCEL':
      if (order.status !== 'BOOKED') return stateForbids(order, label);
      return departed ? refuse('DEPARTED', { action: label }) : null;
    case 'RELEASE_SEATS':
      if (!policyOf(order).releasesSeats || !['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status)) return stateForbids(order, label);
      if (departed) return refuse('DEPARTED', { action: label });
      return maxRelease(order) < 1 ? refuse('NEGATIVE_GROUP_COUNT') : null;
    case 'EDIT_PASSENGERS':
      if (!policyOf(order).nameList || !['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status)) return stateForbids(order, label);
      if (now >= Date.parse(order.nameDeadline)) return refuse('NAME_DEADLINE_PASSED', { deadline: formatDeadline(Date.parse(order.nameDeadline)) });
      return departed ? refuse('DEPARTED', { action: label }) : null;
    case 'CHANGE_PASSENGERS':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return departed ? refuse('DEPARTED', { action: label }) : null;
    case 'ISSUE_TICKETS':
      if (order.status === 'BOOKED') return refuse('ORDER_NOT_PAID');
      if (order.status !== 'PAYED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      if (!isFullyPaid(order)) return refuse('ORDER_NOT_PAID');
      if (departed) return refuse('DEPARTED', { action: label });
      return order.passengers.some((passenger) => !passenger.ticketNo) ? null : refuse('NAMES_INCOMPLETE');
    case 'REFUND':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return order.tickets.some((ticket) => ticket.status === 'OPEN_FOR_USE' && departureMs(order.segments.find((segment) => segment.segmentNo === ticket.segmentNo) ?? order.segments[0]!) > now)
        ? null
        : refuse('DEPARTED', { action: label });
    case 'BUY_ANCILLARY':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return departed ? refuse('DEPARTED', { action: label }) : null;
    case 'DELAY':
      // The whole group moves: every seat paid, none of its tickets refunded or used, one flight.
      if (!['PAYED', 'TICKED', 'TICKEDPART'].includes(order.status) || order.segments.length !== 1) return stateForbids(order, label);
      if (order.tickets.some((ticket) => ticket.status !== 'OPEN_FOR_USE')) return stateForbids(order, label);
      // What the order was sold under says whether it may move (an offer's seats are one departure's).
      if (!policyOf(order).delays(order)) return refuse('ANCILLARY_INVALID', { detail: '特惠团产品不得更改航班日期' });
      return now > firstDepartureMs(order) - ANCILLARY.delayLeadMs ? refuse('DELAY_TOO_LATE', { hours: ANCILLARY.delayLeadMs / HOUR }) : null;
    case 'CHANGE':
      if (order.status !== 'TICKED' && order.status !== 'TICKEDPART') return stateForbids(order, label);
      return order.tickets.some((ticket) => ticket.status === 'OPEN_FOR_USE' && !ticket.seatCancelled && departureMs(order.segments.find((segment) => segment.segmentNo === ticket.segmentNo) ?? order.segments[0]!) > now)
        ? null
        : refuse('DEPARTED', { action: label });
    case 'EDIT_CONTACT':
      return order.status === 'CANCELED' || order.status === 'REFUND' ? stateForbids(order, label) : null;
    case 'ADD_REMARK':
      return null;
  }
}

/** Throws the refusal when the state does not allow `action`. */
export function requireAllowed(order: OrderRecord, action: OrderAction, now: number): void {
  const refusal = refusalFor(order, action, now);
  if (refusal) throw refusal;
}

/**
 * Why an action the agent looks for is not offered now, in words for the page (shown beside the
 * disabled button): releasing seats when every seat is named, issuing tickets before full payment or
 * with nobody left to ticket. Other refusals leave no note (the action is simply not offered).
 */
export function actionNotes(order: OrderRecord, now: number): Partial<Record<OrderAction, string>> {
  if (!policyOf(order).nameList || !['BOOKED', 'PAYED', 'TICKEDPART'].includes(order.status) || hasDeparted(order, now)) return {};
  const notes: Partial<Record<OrderAction, string>> = {};
  if (isLumpSum(order)) {
    notes.RELEASE_SEATS = '包机订单按整机计价，座位不能单独释放；未录入名单的座位仍属本订单';
  } else if (refusalFor(order, 'RELEASE_SEATS', now)) {
    notes.RELEASE_SEATS = `${order.groupCount}个座位中已有${seatHolderCount(order.passengers)}个录入名单，没有可释放的空座；如需减少人数，请先删除旅客名单`;
  }
  if (refusalFor(order, 'ISSUE_TICKETS', now)) {
    const due = nextDue(order);
    notes.ISSUE_TICKETS = due
      ? `订单付清后才能出票（待付${MilestoneKind.label(due.kind)}${formatFen(due.amount - due.paidAmount)}）`
      : order.passengers.length === 0
        ? '尚未录入旅客名单，录入名单后即可出票'
        : '已录入的旅客均已出票，录入新名单后可继续出票';
  }
  return notes;
}

export function allowedActions(order: OrderRecord, now: number): OrderAction[] {
  return policyOf(order).actions.filter((action) => refusalFor(order, action, now) === null);
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
export function appendPassengers(order: Draft<OrderRecord>, passengers: readonly PassengerInput[]): OrderPassenger[] {
  return passengers.map((passenger) => {
    order.passengerSeq += 1;
    const added: OrderPassenger = { ...passenger, passengerId: `${order.orderNo}-P${String(order.passengerSeq).padStart(3, '0')}` };
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
  const firstDeparture = departureMs(input.segments[0]!);
  const context = { now, departureDate: input.segments[0]!.flightDate };
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
    ownerAccountId: orderOwnerId(state.accounts as AccountRecord[], booker),
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
  const order = state.orders[state.orders.length - 1]!;
  appendPassengers(order, passengers);
  const first = input.segments[0]!;
  const payment = plan.depositAmount > 0
    ? `定金${formatFen(plan.depositAmount)}须于${formatDeadline(Date.parse(plan.milestones[0]!.deadline))}前支付`
    : `全款须于${formatDeadline(Date.parse(plan.milestones[0]!.deadline))}前支付`;
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

// ---- cancel ----

/** What a voluntary cancel would do: a paid deposit is forfeited, anything else paid goes back. */
export function cancelDetailOf(order: OrderRecord): CancelDetail {
  const paid = netPaid(order);
  const deposit = milestoneOf(order, 'DEPOSIT');
  const forfeit = deposit?.status === 'SUCCESSED' ? Math.min(deposit.paidAmount, paid) : 0;
  const refund = paid - forfeit;
  const notes = [
    `取消后将释放${order.groupCount}个座位${order.infantCount > 0 ? `（含婴儿${order.infantCount}人的预订）` : ''}，订单不可恢复`,
    forfeit > 0 ? `已支付的定金${formatFen(forfeit)}不予退还（自愿取消）` : '尚未支付定金，取消不产生费用',
  ];
  if (refund > 0) notes.push(`已付款项中${formatFen(refund)}将原路退回`);
  if (order.passengers.length > 0) notes.push(`已录入的${order.passengers.length}位旅客名单将一并作废`);
  return { orderNo: order.orderNo, seatsReleased: order.groupCount, forfeit, refund, notes };
}

/** Ends the order: seats back to the inventory, unpaid milestones failed, forfeit and refund booked. */
function closeOrder(state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number, forfeit: number, refund: number, reason: string): void {
  releaseSeats(state, departureRefs(order), order.groupCount, order.seatKind);
  for (const milestone of order.milestones) if (milestone.status !== 'SUCCESSED') milestone.status = 'FAILED';
  order.status = 'CANCELED';
  order.forfeitedAmount += forfeit;
  order.refundedAmount += refund;
  order.cancelTime = toGatewayIso(at);
  order.cancelReason = reason;
}

/** A voluntary cancel (BOOKED only): seats released, a paid deposit forfeited. */
export function cancelOrder(state: Draft<SimulatorState>, order: Draft<OrderRecord>, reason: string, by: string, now: number): CancelDetail {
  requireAllowed(order as OrderRecord, 'CANCEL', now);
  const detail = cancelDetailOf(order as OrderRecord);
  closeOrder(state, order, now, detail.forfeit, detail.refund, reason);
  order.log.push(
    logEntry(
      now,
      'CANCEL',
      `取消订单（原因：${reason}），释放${detail.seatsReleased}个座位` +
        (detail.forfeit > 0 ? `，已付定金${formatFen(detail.forfeit)}不予退还` : '') +
        (detail.refund > 0 ? `，退款${formatFen(detail.refund)}` : ''),
      by,
    ),
  );
  return detail;
}

/** The settle step's cancel at a missed deadline (domain.md): a paid deposit is forfeited. */
export function autoCancel(state: Draft<SimulatorState>, order: Draft<OrderRecord>, missed: MilestoneKind, at: number): void {
  const milestone = milestoneOf(order, missed)!;
  const deposit = milestoneOf(order, 'DEPOSIT');
  const forfeit = deposit?.status === 'SUCCESSED' ? deposit.paidAmount : 0;
  const seats = order.groupCount;
  const what = missed === 'DEPOSIT' ? '定金' : missed === 'BALANCE' ? '尾款' : '全款';
  closeOrder(state, order, at, forfeit, netPaid(order as OrderRecord) - forfeit, `${what}逾期未付`);
  order.log.push(
    logEntry(
      at,
      'AUTO_CANCEL',
      `${what}${formatFen(milestone.amount - milestone.paidAmount)}未在${formatDeadline(Date.parse(milestone.deadline))}前支付，订单自动取消，已释放${seats}个座位` +
        (forfeit > 0 ? `，已付定金${formatFen(forfeit)}不予退还` : ''),
    ),
  );
}

/**
 * The settle step for orders: a BOOKED order whose due milestone (deposit, balance or full payment)
 * passes its deadline unpaid is cancelled and its seats released; a paid deposit is forfeited. A
 * payment under way at the bank holds the order until the bank answers (the payment issue).
 */
export const orderDue: DueTransitions<SimulatorState> = (state, now) => {
  const due: ReturnType<DueTransitions<SimulatorState>> = [];
  state.orders.forEach((order, index) => {
    const milestone = nextDue(order);
    if (!milestone || milestone.status !== 'WAIT') return;
    const dueAt = Date.parse(milestone.deadline);
    if (dueAt > now) return;
    due.push({
      dueAt,
      entity: 'order',
      key: order.orderNo,
      apply(draft) {
        autoCancel(draft, draft.orders[index]!, milestone.kind, dueAt);
      },
    });
  });
  return due;
};
