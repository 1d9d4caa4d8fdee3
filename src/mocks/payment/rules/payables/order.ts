import { MilestoneKind } from '@/domain/order';
import type { PaymentNext } from '@/lib/gateway/endpoints';
import type { AnyState } from '../../../state';
import { toGatewayIso } from '../../../kernel/time-format';
import { milestoneOf, nextDue, orderRoute, recordPayment, seatHolderCount, type OrderRecord } from '../../../order/rules/order';
import { actionRefusal, allowedActions } from '../../../order/rules/order-actions';
import { policyOf } from '../../../order/rules/order-kinds';
import { airlineTicketingAt } from '../../../order/rules/order-views';
import { lookUp } from '../../../kernel/rules/lookup';
import { releaseHolds } from '../payment-holds';
import type { PayableType, Target, TargetState } from './types';

/** An order's own milestones: its deposit, balance or full payment, whichever is due now. */

/** '深圳科技园参访团（WUH-SZX XY5157 2026-12-13，45人）': what the payer recognises the order by. */
export function orderTitle(order: OrderRecord): string {
  const first = order.segments[0];
  return `${order.groupName}（${orderRoute(order.segments)} ${first.flightNo} ${first.flightDate}${policyOf(order).people(order)}）`;
}

export function orderTarget(order: OrderRecord, asked: MilestoneKind | undefined, now: number): Target {
  const covers = (kind: MilestoneKind) => policyOf(order).covers(kind);
  const base = { kind: 'ORDER' as const, payableNo: order.orderNo, orderNo: order.orderNo, title: orderTitle(order) };
  const named = asked ? milestoneOf(order, asked) : undefined;
  if (named?.status === 'SUCCESSED') return { ...base, milestone: asked, amount: 0, covers: covers(asked!), state: 'PAID' };
  const due = nextDue(order);
  if (due) {
    // Paying is the order's PAY action: what holds it (a cancelled flight waiting for a decision) holds the payable.
    const held = actionRefusal(order, 'PAY', now);
    const state: TargetState = held ? 'HELD' : due.status === 'WAIT' && now >= Date.parse(due.deadline) ? 'EXPIRED' : 'DUE';
    return {
      ...base,
      milestone: due.kind,
      amount: due.amount - due.paidAmount,
      covers: covers(due.kind),
      deadline: due.deadline,
      state,
      ...(held ? { held } : {}),
      milestoneChanged: asked !== undefined && asked !== due.kind,
    };
  }
  if (order.status === 'CANCELED') {
    const missed = order.milestones.find((milestone) => milestone.status === 'FAILED');
    const expired = missed !== undefined && order.cancelTime !== undefined && Date.parse(missed.deadline) <= Date.parse(order.cancelTime);
    return { ...base, amount: 0, covers: '', ...(missed ? { deadline: missed.deadline } : {}), state: expired ? 'EXPIRED' : 'GONE' };
  }
  return { ...base, amount: 0, covers: '', state: 'PAID' };
}

/** After a successful payment of the order: what it owes or waits for now. */
function orderNext(state: AnyState, orderNo: string, now: number): PaymentNext | undefined {
  const order = state.orders.find((candidate) => candidate.orderNo === orderNo);
  if (!order || order.status === 'CANCELED' || order.status === 'REFUND') return undefined;
  const due = nextDue(order);
  if (due) return { kind: 'PAY', milestone: due.kind, amount: due.amount - due.paidAmount, deadline: due.deadline };
  if (order.status === 'TICKED') return { kind: 'TICKETED' };
  const ticketing = airlineTicketingAt(order);
  if (ticketing !== undefined) return { kind: 'AIRLINE_TICKETING', deadline: toGatewayIso(ticketing) };
  if (!policyOf(order).nameList) return undefined;
  const unticketed = order.passengers.filter((passenger) => !passenger.ticketNo).length;
  if (unticketed > 0 && allowedActions(order, now).includes('ISSUE_TICKETS')) {
    return { kind: 'ISSUE_TICKETS', count: unticketed, deadline: order.nameDeadline };
  }
  const missing = order.groupCount - seatHolderCount(order.passengers);
  return missing > 0 && now < Date.parse(order.nameDeadline) ? { kind: 'NAMES', missing, deadline: order.nameDeadline } : undefined;
}

export const orderPayable: PayableType = {
  candidates: (state, payer) =>
    state.orders.filter((order) => order.ownerAccountId === payer && order.status === 'BOOKED').map((order) => order.orderNo),

  find(state, payer, payableNo, asked, now) {
    const order = lookUp(
      state.orders,
      'orderNo|owner',
      (candidate) => `${candidate.orderNo}|${candidate.ownerAccountId}`,
      `${payableNo}|${payer}`,
    );
    return order ? orderTarget(order, asked, now) : undefined;
  },

  settle(state, payment, at, methodText) {
    const order = state.orders.find((candidate) => candidate.orderNo === payment.orderNo);
    const milestone = order && payment.milestone ? milestoneOf(order, payment.milestone) : undefined;
    if (!order || !milestone || order.status !== 'BOOKED' || milestone.status === 'SUCCESSED' || milestone.status === 'NOT_START')
      return false;
    if (milestone.amount - milestone.paidAmount !== payment.amount + payment.points) return false;
    recordPayment(order, milestone.kind, at, payment.by);
    const entry = order.log[order.log.length - 1];
    if (entry?.action === 'PAY') entry.detail += `（${methodText}）`;
    if ((order.status as string) === 'PAYED') releaseHolds(state, order.orderNo, at);
    return true;
  },

  // While a payment is under way the milestone is UNDER_WAY, which holds the order past its deadline.
  underWay(state, payment, underWay) {
    const order = state.orders.find((candidate) => candidate.orderNo === payment.orderNo);
    const milestone = order && order.status === 'BOOKED' && payment.milestone ? milestoneOf(order, payment.milestone) : undefined;
    if (!milestone) return;
    if (underWay && milestone.status === 'WAIT') milestone.status = 'UNDER_WAY';
    if (!underWay && milestone.status === 'UNDER_WAY') milestone.status = 'WAIT';
  },

  describe: (payment) => `支付订单${payment.orderNo}${payment.milestone ? MilestoneKind.label(payment.milestone) : ''}`,
  byMilestone: true,
  next: (state, payment, now) => orderNext(state, payment.orderNo, now),
  // domain.md "Money": a team deposit paid from the prepaid account is frozen until the order is settled.
  freezes: (payment) => payment.milestone === 'DEPOSIT',
};
