import type { Draft } from 'immer';
import { formatFen } from '@/domain/format';
import { AncillaryKind, AncillaryStatus, TicketStatus } from '@/domain/order';
import type {
  AncillaryAction,
  AncillaryLine,
  AncillaryOrder,
  AncillaryPassenger,
  AncillaryProduct,
} from '@/lib/gateway/endpoints/ancillary';
import type { NameChange, NameChangeAction, NameChangeView, OrderDetail } from '@/lib/gateway/endpoints/order';
import { refuse } from '../../kernel/refusal';
import type { AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { ANCILLARY } from '../../kernel/rules/figures';
import { logEntry, SYSTEM_ACTOR, type DueTransitions } from '../../kernel/rules/log';
import { departureMs, type OrderRecord } from '../../order/rules/order';
import { allowedActions, requireAllowed } from '../../order/rules/order-actions';
import { whenOrderCloses } from '../../order/rules/order-cancel';
import { orderDetail } from '../../order/rules/order-views';
import { nameChangeKind } from '../../order/rules/order-passengers';
import { withActionHints } from '../../schedule-change/rules/schedule-change-hints';
import { withSplit } from '../../order/rules/order-splits';
import { applyDelay, delayCharges, dropDelay } from './ancillary-delay';
import type { AncillaryOrderRecord } from './ancillary-records';
export type { AncillaryOrderRecord } from './ancillary-records';
import { openAncillaryOrder } from './ancillary-open';
import { mustFind } from '../../kernel/rules/lookup';
export { nextAncillaryNo, openAncillaryOrder, type AncillaryOpening } from './ancillary-open';

/**
 * Ancillary orders (附加服务单, domain.md "Money"; docs/decisions.md "Ancillary orders"): one entity for
 * everything paid beside an order's fares. Meals and extra baggage are bought here for a ticketed
 * group's passengers (BUY_ANCILLARY on the order); red-packet points and the stand-alone cashier's
 * items are the same record. UNPAID until paid through the payment screens (payables/ancillary.ts),
 * cancelled by the agent, or CLOSED by the clock at its deadline (the settle step).
 */

const NAME_CHANGE_KINDS: readonly AncillaryKind[] = ['RENAME', 'REPLACE'];

/** The order's name changes (RENAME and REPLACE ancillary orders), oldest first. */
export function nameChangeRecords<S extends AnyState>(state: S, orderNo: string): S['ancillaryOrders'][number][] {
  return state.ancillaryOrders.filter((record) => record.orderNo === orderNo && NAME_CHANGE_KINDS.includes(record.kind));
}

const NAME_CHANGE_STATUS: Readonly<Record<AncillaryStatus, NameChange['status']>> = {
  WAIT_CONFIRM: 'WAIT_CONFIRM',
  UNPAID: 'CONFIRMED',
  PAYED: 'PAYED',
  CANCELED: 'CANCELED',
  CLOSED: 'CANCELED',
};

/** A RENAME or REPLACE ancillary order as the order's detail shows a name change: each passenger with what changed and its fee. */
export function toNameChange(record: AncillaryOrderRecord): NameChangeView {
  return {
    changeNo: record.ancilOrderNo,
    status: NAME_CHANGE_STATUS[record.status],
    totalFee: record.amount,
    items: (record.changes ?? []).map((item) => ({
      ...item,
      kind: nameChangeKind(item),
      fee: record.lines.find((line) => line.passengerId === item.passengerId)?.amount ?? 0,
    })),
    createTime: record.createTime,
    allowedActions: actionsOf(record).filter((action): action is NameChangeAction => action === 'CONFIRM' || action === 'PAY'),
  };
}

/** What an ancillary order allows in its state: a name change is confirmed, then paid (its passengers already changed); others are paid or cancelled while unpaid. */
function actionsOf(record: AncillaryOrderRecord): AncillaryAction[] {
  if (record.status === 'WAIT_CONFIRM') return ['CONFIRM'];
  if (record.status !== 'UNPAID') return [];
  return NAME_CHANGE_KINDS.includes(record.kind) ? ['PAY'] : ['PAY', 'CANCEL'];
}

/** What the agent may buy for the order's ticketed passengers now: none unless the order allows it. */
export function ancillaryProducts(order: OrderRecord, now: number): AncillaryProduct[] {
  if (!allowedActions(order, now).includes('BUY_ANCILLARY')) return [];
  return ANCILLARY.products.map((product) => ({ ...product, maxPerPassenger: ANCILLARY.maxPerPassenger }));
}

/**
 * Why the passenger may not be given an ancillary now, or undefined when they may: a meal or a bag
 * goes with an open ticket — issued, not refunded, changed or voided, and not held by a refund
 * application waiting for the airline.
 */
function withoutOpenTicket(order: OrderRecord, passenger: OrderRecord['passengers'][number]): string | undefined {
  if (!passenger.ticketNo) return '尚未出票';
  const tickets = order.tickets.filter((ticket) => ticket.passengerId === passenger.passengerId);
  const open = tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
  if (open.length === 0) return tickets.length > 0 ? TicketStatus.label(tickets[0].status) : '尚未出票';
  if (open.every((ticket) => ticket.refundReviewId)) return '退票申请审核中';
  return undefined;
}

/** The order's passengers who may be given an ancillary now (none when the order allows none), in list order. */
export function ancillaryPassengers(order: OrderRecord, now: number): AncillaryPassenger[] {
  if (!allowedActions(order, now).includes('BUY_ANCILLARY')) return [];
  return order.passengers
    .filter((passenger) => withoutOpenTicket(order, passenger) === undefined)
    .map((passenger) => ({
      passengerId: passenger.passengerId,
      name: passenger.name,
      passengerType: passenger.passengerType,
      ticketNo: passenger.ticketNo!,
    }));
}

export interface AncillaryRequest {
  kind: unknown;
  lines: unknown;
  /** The total the agent saw; a different one now is refused with the new figure. */
  expectedAmount: unknown;
}

const BUYABLE: readonly string[] = ['MEAL', 'BAGGAGE'];

/** Buys meals or extra baggage for ticketed passengers of the order: an UNPAID ancillary order. */
export function createAncillaryOrder(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  body: AncillaryRequest,
  by: string,
  now: number,
): AncillaryOrderRecord {
  requireAllowed(order, 'BUY_ANCILLARY', now);
  if (typeof body.kind !== 'string' || !BUYABLE.includes(body.kind)) throw refuse('ANCILLARY_INVALID', { detail: '只能购买餐食或行李' });
  const kind = body.kind as 'MEAL' | 'BAGGAGE';
  if (!Array.isArray(body.lines) || body.lines.length === 0) throw refuse('ANCILLARY_INVALID', { detail: '请选择旅客' });
  const seen = new Set<string>();
  const lines: AncillaryLine[] = body.lines.map((raw: unknown) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as {
      passengerId?: unknown;
      productCode?: unknown;
      quantity?: unknown;
    };
    const passenger = order.passengers.find((candidate) => candidate.passengerId === line.passengerId);
    if (!passenger) throw refuse('ANCILLARY_INVALID', { detail: '旅客不在本订单名单中' });
    const closed = withoutOpenTicket(order, passenger as OrderRecord['passengers'][number]);
    if (closed) throw refuse('ANCILLARY_TICKET_NOT_OPEN', { name: passenger.name, reason: closed });
    const product = ANCILLARY.products.find((candidate) => candidate.code === line.productCode && candidate.kind === kind);
    if (!product) throw refuse('ANCILLARY_INVALID', { detail: `${AncillaryKind.label(kind)}中没有该项目` });
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > ANCILLARY.maxPerPassenger) {
      throw refuse('ANCILLARY_INVALID', { detail: `每位旅客每项须为1至${ANCILLARY.maxPerPassenger}${product.unit}` });
    }
    const key = `${passenger.passengerId}:${product.code}`;
    if (seen.has(key)) throw refuse('ANCILLARY_INVALID', { detail: `旅客${passenger.name}重复选择了${product.name}` });
    seen.add(key);
    return {
      passengerId: passenger.passengerId,
      passengerName: passenger.name,
      productCode: product.code,
      product: product.name,
      quantity,
      unitPrice: product.unitPrice,
      amount: product.unitPrice * quantity,
    };
  });
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (body.expectedAmount !== amount) throw refuse('PAY_AMOUNT_CHANGED', { amount: formatFen(amount) });
  const departure = departureMs(order.segments[0]);
  const record = openAncillaryOrder(state, order, {
    kind,
    status: 'UNPAID',
    title: `团队订单${order.orderNo}：${AncillaryKind.label(kind)}`,
    covers: coversOf(lines),
    lines,
    deadline: toGatewayIso(Math.min(now + ANCILLARY.payWindowMs, departure)),
    createdBy: by,
    at: now,
  });
  order.log.push(
    logEntry(
      now,
      'ANCILLARY_CREATE',
      `购买${AncillaryKind.label(kind)}（${record.ancilOrderNo}）：${record.covers}，共${formatFen(amount)}，待支付`,
      by,
    ),
  );
  return record;
}

/** '额外托运行李 23KG × 2件、素食餐 × 1份': quantities summed by product. */
function coversOf(lines: readonly AncillaryLine[]): string {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.product, (byProduct.get(line.product) ?? 0) + line.quantity);
  const unitOf = (name: string) => ANCILLARY.products.find((product) => product.name === name)?.unit ?? '份';
  return [...byProduct].map(([name, quantity]) => `${name} × ${quantity}${unitOf(name)}`).join('、');
}

/** The owner's ancillary order, or ANCILLARY_NOT_FOUND (another owner's too: nothing leaks). */
export function findOwnAncillary<S extends AnyState>(
  state: S,
  ownerAccountId: string,
  ancilOrderNo: unknown,
): S['ancillaryOrders'][number] {
  const record = state.ancillaryOrders.find(
    (candidate) => candidate.ancilOrderNo === ancilOrderNo && candidate.ownerAccountId === ownerAccountId,
  );
  if (!record) throw refuse('ANCILLARY_NOT_FOUND', { ancilOrderNo: String(ancilOrderNo ?? '') });
  return record;
}

/** The agent cancels an unpaid ancillary order. */
export function cancelAncillaryOrder(
  state: Draft<SimulatorState>,
  record: Draft<AncillaryOrderRecord>,
  by: string,
  now: number,
): AncillaryOrderRecord {
  if (!actionsOf(record).includes('CANCEL'))
    throw refuse('ANCILLARY_STATE_FORBIDS', { status: AncillaryStatus.label(record.status), action: '取消' });
  record.status = 'CANCELED';
  record.cancelTime = toGatewayIso(now);
  dropDelay(state, record);
  state.orders
    .find((order) => order.orderNo === record.orderNo)
    ?.log.push(logEntry(now, 'ANCILLARY_CANCEL', `取消附加服务单${record.ancilOrderNo}（${record.covers}）`, by));
  return record;
}

export function toAncillaryOrder(record: AncillaryOrderRecord): AncillaryOrder {
  const { ownerAccountId: _owner, ...rest } = record;
  return { ...rest, allowedActions: actionsOf(record) };
}

/** The order's ancillary orders, newest first. */
export function ancillaryOrdersOf(state: AnyState, orderNo: string): AncillaryOrderRecord[] {
  return state.ancillaryOrders.filter((record) => record.orderNo === orderNo).sort((a, b) => b.ancilOrderNo.localeCompare(a.ancilOrderNo));
}

/** The settle step: an unpaid ancillary order closes at its deadline. */
export const ancillaryDue: DueTransitions<SimulatorState> = (state, now) =>
  state.ancillaryOrders
    .filter((record) => record.status === 'UNPAID' && Date.parse(record.deadline) <= now)
    .map((record) => ({
      dueAt: Date.parse(record.deadline),
      entity: 'ancillary',
      key: record.ancilOrderNo,
      apply(draft) {
        const target = mustFind(draft.ancillaryOrders, (candidate) => candidate.ancilOrderNo === record.ancilOrderNo, 'ancillary order');
        target.status = 'CLOSED';
        dropDelay(draft, target);
        draft.orders
          .find((order) => order.orderNo === record.orderNo)
          ?.log.push(
            logEntry(Date.parse(record.deadline), 'ANCILLARY_CLOSE', `附加服务单${record.ancilOrderNo}逾期未付，已关闭`, SYSTEM_ACTOR),
          );
      },
    }));

// An order that ends takes its unpaid ancillary orders with it (a 延期's held seats go back): a closed
// order has nothing left to pay, whichever way it closed — cancelled, refunded whole, by a schedule change.
whenOrderCloses((state, order, at) => {
  for (const record of state.ancillaryOrders) {
    if (record.orderNo !== order.orderNo || record.status !== 'UNPAID') continue;
    record.status = 'CLOSED';
    dropDelay(state, record);
    order.log.push(
      logEntry(at, 'ANCILLARY_CLOSE', `订单已关闭，附加服务单${record.ancilOrderNo}（${record.covers}）随之关闭`, SYSTEM_ACTOR),
    );
  }
});

/** A payment of it succeeded (payables/ancillary.ts). */
export function markAncillaryPaid(
  state: Draft<SimulatorState>,
  record: Draft<AncillaryOrderRecord>,
  paymentNo: string,
  methodText: string,
  by: string,
  at: number,
): void {
  record.status = 'PAYED';
  record.paidTime = toGatewayIso(at);
  record.paymentNo = paymentNo;
  state.orders
    .find((order) => order.orderNo === record.orderNo)
    ?.log.push(logEntry(at, 'ANCILLARY_PAY', `支付附加服务单${record.ancilOrderNo}：${formatFen(record.amount)}（${methodText}）`, by));
  applyDelay(state, record, by, at);
}

/** The order's detail with its name changes and the delays paid on top: what every order answer of the gateway sends. */
export function orderView(state: AnyState, order: OrderRecord, now: number): OrderDetail {
  const detail = orderDetail(
    order,
    now,
    nameChangeRecords(state, order.orderNo).map((record) => toNameChange(record)),
    state,
  );
  const delays = delayCharges(state, order.orderNo);
  return withSplit(state, order, withActionHints(state, order, delays ? { ...detail, delayCharges: delays } : detail));
}
