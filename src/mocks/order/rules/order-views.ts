import type { ProcessStatus } from '@/domain/auction';
import type { FareAdjustment, NameChangeView, OrderDetail, OrderSummary, PaymentMilestone } from '@/lib/gateway/endpoints';
import { toGatewayIso } from '../../kernel/time-format';
import { policyOf } from './order-kinds';
import {
  fareTotal,
  firstDepartureMs,
  isFullyPaid,
  milestoneOf,
  netPaid,
  nextDue,
  orderRoute,
  passengerActions,
  type OrderRecord,
} from './order';
import { actionNotes, allowedActions } from './order-actions';
import { revisionStamp, stampedNameList } from '../../kernel/rules/revisions';
import type { AnyState } from '../../state';

/**
 * The order's views (rules/order.ts): derivation in one place for list, detail and export — the summary,
 * the detail, and when the clock changes it next.
 */

function processStatusOf(milestone: PaymentMilestone | undefined): ProcessStatus {
  if (!milestone) return 'NOT_START';
  return milestone.status === 'SUCCESSED' ? 'FINISHED' : milestone.status;
}

/** A row of every order list: what the order allows now comes with it (the list's row actions, batch cancel). */
export function orderSummary(order: OrderRecord, now: number): OrderSummary {
  const first = order.segments[0];
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
    allowedActions: allowedActions(order, now),
  };
}

/**
 * An individual order's tickets: the airline issues them `individualTicketingMs` after the full
 * payment, with no action of the payer (domain.md "Groups and orders"). Undefined when not waiting.
 */
export function airlineTicketingAt(order: Pick<OrderRecord, 'kind' | 'status' | 'milestones' | 'heldByChange'>): number | undefined {
  const after = policyOf(order).airlineTicketingMs;
  // A schedule change waiting for the agent holds the tickets: they are issued on the flight the decision gives.
  if (after === undefined || order.status !== 'PAYED' || !isFullyPaid(order) || order.heldByChange) return undefined;
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
    milestone.status === 'FAILED'
      ? { ...milestone, closed: Date.parse(milestone.deadline) <= cancelledAt ? 'OVERDUE' : 'ORDER_CANCELED' }
      : milestone,
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
export function orderDetail(order: OrderRecord, now: number, nameChanges: NameChangeView[], state?: AnyState): OrderDetail {
  const ticketingAt = airlineTicketingAt(order);
  const changesAt = nextChangeAt(order, now);
  return {
    ...orderSummary(order, now),
    segments: order.segments,
    fares: order.fares,
    fareAdjustments: fareAdjustments(order),
    fareRules: order.bookedRules ?? policyOf(order).fareRules(order),
    milestones: closedMilestones(order),
    // A new order (no state at hand) is at revision 1 throughout.
    ...(state
      ? stampedNameList(state, order)
      : {
          passengers: order.passengers.map((passenger) => ({ ...passenger, revision: 1, allowedActions: passengerActions(passenger) })),
          nameListRevision: { revision: 1 },
        }),
    contact: order.contact,
    contactRevision: state ? revisionStamp(state, 'orderContact', order.orderNo) : { revision: 1 },
    remarks: order.remarks,
    releasedSeats: order.releasedSeats,
    forfeitedAmount: order.forfeitedAmount,
    confirmedCount: order.confirmedCount,
    ticketTimeLimit: order.ticketTimeLimit,
    nameChanges,
    ...(order.links && Object.keys(order.links).length > 0 ? { links: order.links } : {}),
    actionNotes: actionNotes(order, now),
    ...(ticketingAt !== undefined ? { ticketingDueAt: toGatewayIso(ticketingAt) } : {}),
    ...(changesAt !== undefined ? { changesAt: toGatewayIso(changesAt) } : {}),
    ...(order.cancelTime ? { cancelTime: order.cancelTime, cancelReason: order.cancelReason ?? '' } : {}),
  };
}
