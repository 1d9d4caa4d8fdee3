import type { Draft } from 'immer';
import { DAY, HOUR, MINUTE } from '../../kernel/rules/figures';
import type { OrderRecord } from '../../order/rules/order';
import type { SimulatorState } from '../../state';
import { applyRefund, refundQuote, reviewRefund } from '../rules/refund';

/**
 * The team orders' refunds, made while the order core's seed makes the orders (seedOrderSteps), at the
 * turns they always had there so that every number after them stays as it was.
 */

/** Every ticket refunded as the refund rules do it: applied for (voluntary, the fare rule's fee), approved an hour later. */
export function refundAllTickets(state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number, by: string): void {
  const ticketNos = order.tickets.map((ticket) => ticket.ticketNo);
  const quote = refundQuote(state, order as OrderRecord, ticketNos, 'VOLUNTARY', at);
  const refund = applyRefund(
    state,
    order,
    { ticketNos, kind: 'VOLUNTARY', reason: '客户行程取消，全团退票', expectedAmount: quote.amount },
    by,
    at,
  );
  reviewRefund(state, refund.refundId, { approve: true }, at + HOUR);
}

/**
 * Applications still in the review list: TO100130's two tickets applied for half an hour ago (the airline
 * answers on the clock), and one of TO100110's turned down yesterday; `by` applied for them.
 */
export function seedRefundApplications(state: Draft<SimulatorState>, now: number, by: string): void {
  const orderNamed = (orderNo: string) => state.orders.find((order) => order.orderNo === orderNo)!;
  const apply = (orderNo: string, count: number, reason: string, at: number) => {
    const order = orderNamed(orderNo);
    const ticketNos = order.tickets.slice(-count).map((ticket) => ticket.ticketNo);
    const quote = refundQuote(state, order as OrderRecord, ticketNos, 'VOLUNTARY', at);
    return applyRefund(state, order, { ticketNos, kind: 'VOLUNTARY', reason, expectedAmount: quote.amount }, by, at);
  };
  const rejected = apply('TO100110', 1, '旅客临时有事无法出行', now - DAY - 3 * HOUR);
  reviewRefund(state, rejected.refundId, { reject: '该旅客客票已办理值机，不符合退票条件' }, now - DAY, '航司退票审核');
  apply('TO100130', 2, '两位旅客行程变更，申请退票', now - 30 * MINUTE);
}
