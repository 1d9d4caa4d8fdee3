import { beforeEach, describe, expect, it } from 'vitest';
import { ancillaryApi, itineraryApi, orderApi, payApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { NOW } from './document-support';
import { orderRecord, requestFor } from './payment-support';
import { loginAs, ok, refused } from './support';

/**
 * After a paid delay each passenger holds a reissued ticket and the old one reads 已改期: what is offered
 * for a refund and for an itinerary is the ticket held now, never the one it replaced.
 */

// TICKED, 22 seats, agent01's (the tests start on 2026-11-23).
const ORDER = 'TO100132';

beforeEach(() => simulator.reset({ now: NOW }));

/** agent01 delays ORDER to the first flight with the seats and pays it; the tickets it replaced and the new ones. */
async function delayAndPay() {
  await loginAs('agent01');
  const { options } = await ok(ancillaryApi.delayOptions, { orderNo: ORDER });
  const option = options.find((candidate) => candidate.available)!;
  const replaced = orderRecord(ORDER)
    .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
    .map((ticket) => ticket.ticketNo);
  const { ancillaryOrder } = await ok(ancillaryApi.delay, {
    orderNo: ORDER,
    flightNo: option.flightNo,
    flightDate: option.flightDate,
    expectedAmount: option.totalAmount,
  });
  await ok(payApi.payment, await requestFor('ANCILLARY', ancillaryOrder.ancilOrderNo, 'PREPAID'));
  const fresh = orderRecord(ORDER)
    .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
    .map((ticket) => ticket.ticketNo);
  return { replaced, fresh };
}

describe('tickets a delay reissued', () => {
  it('the ticket list marks the tickets the passengers hold: one per passenger, the new ones', async () => {
    const { replaced, fresh } = await delayAndPay();
    expect(replaced.length).toBeGreaterThan(0);
    const { ticketList } = await ok(orderApi.ticketDetail, { orderNo: ORDER });
    const held = ticketList.filter((ticket) => ticket.held);
    expect(held.map((ticket) => ticket.ticketNo).sort()).toEqual([...fresh].sort());
    expect(new Set(held.map((ticket) => ticket.passengerId)).size).toBe(held.length);
    expectEvery(
      ticketList.filter((ticket) => replaced.includes(ticket.ticketNo)),
      (ticket) => ticket.held === false,
    );
  });

  it('an itinerary is offered for the new ticket, never for the one it replaced, and issuing one for it is refused', async () => {
    const { replaced, fresh } = await delayAndPay();
    const { ticketList } = await ok(itineraryApi.ticketQuery, { orderNo: ORDER, currentPage: 1, perSize: 100 });
    const offered = ticketList.map((ticket) => ticket.ticketNo);
    expect(offered.filter((ticketNo) => replaced.includes(ticketNo))).toEqual([]);
    expect(offered.filter((ticketNo) => fresh.includes(ticketNo)).sort()).toEqual([...fresh].sort());
    const refusal = await refused(
      itineraryApi.issue,
      { ticketNos: [replaced[0]!], buyerType: 'PERSON', buyerName: '张三', push: { channel: 'EMAIL', target: 'zhangsan@example.com' } },
      'TICKET_NOT_INVOICEABLE',
    );
    expect(refusal.errorMsg).toContain('已改期');
  });
});
