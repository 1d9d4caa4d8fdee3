import { describe, expect, it } from 'vitest';
import { filterOrders } from '@/mocks/order/rules/order-query';
import { store } from '@/mocks/store';

describe('the order list’s namesIncomplete filter (the home’s work queue)', () => {
  it('keeps orders still taking names whose list is short before the name deadline', () => {
    const { orders } = store.getState();
    const now = Date.parse('2026-11-23T09:00:00+08:00');
    const found = filterOrders(orders, { namesIncompleteAt: now }).orders;
    expect(found.map((order) => order.orderNo)).toContain('TO100143');
    for (const order of found) {
      expect(['BOOKED', 'PAYED', 'TICKEDPART']).toContain(order.status);
      expect(order.passengers.length).toBeLessThan(order.groupCount + order.infantCount);
      expect(Date.parse(order.nameDeadline)).toBeGreaterThan(now);
    }
    // Fully named, cancelled and ticketed orders stay out.
    expect(found.map((order) => order.orderNo)).not.toContain('TO100102');
    expect(found.map((order) => order.orderNo)).not.toContain('TO100134');
    expect(found.map((order) => order.orderNo)).not.toContain('TO100101');
    // Once the name deadline has passed, the order leaves the queue.
    const late = Date.parse(orders.find((order) => order.orderNo === 'TO100143')!.nameDeadline) + 1;
    expect(filterOrders(orders, { namesIncompleteAt: late }).orders.map((order) => order.orderNo)).not.toContain('TO100143');
  });
});
