import { describe, expect, it } from 'vitest';
import { createSeedState } from '@/mocks/seed';
import { immer } from '@/mocks/kernel/immer';
import { checkInvariants } from '@/mocks/invariants';
import { releaseSeats } from '@/mocks/catalogue/rules/inventory';
import { departureRefs } from '@/mocks/order/rules/order';
import { closeOrder } from '@/mocks/order/rules/order-cancel';
import type { SimulatorState } from '@/mocks/state';

const NOW = Date.parse('2026-11-23T09:00:00+08:00');

describe('the seed', () => {
  it('breaks no invariant', () => {
    const seed = createSeedState(NOW, 0);
    const found = checkInvariants(seed, NOW);
    // Named in the failure: which invariant, which entity, what figures.
    expect(found.map((v) => `${v.invariant} ${v.entity} ${v.detail}`)).toEqual([]);
  });
});

/** What the invariants find after `change` on the seed, as the store asks after a transaction. */
function foundAfter(change: (draft: SimulatorState) => void): string[] {
  const seed = createSeedState(NOW, 0);
  const next = immer.produce(seed, (draft) => void change(draft as SimulatorState));
  return checkInvariants(next, NOW, seed).map((v) => `${v.invariant} ${v.entity} ${v.detail}`);
}

describe('closed is closed', () => {
  // Each breaks the state as a path beside the rules would; the rules themselves never do.
  const cancel = (draft: SimulatorState, orderNo: string) => {
    const order = draft.orders.find((candidate) => candidate.orderNo === orderNo)!;
    order.status = 'CANCELED';
    for (const milestone of order.milestones) if (milestone.status !== 'SUCCESSED') milestone.status = 'FAILED';
    return order;
  };

  it('a cancelled order with a payment still under way has an open payable', () => {
    const found = foundAfter((draft) => {
      const order = cancel(draft, 'TO100103');
      const payment = draft.payments.find((candidate) => candidate.orderNo === order.orderNo)!;
      draft.payments.push({ ...payment, paymentNo: 'PAY99999999', status: 'PENDING', method: 'ONLINE' });
    });
    expect(found).toContainEqual(expect.stringContaining('支付单PAY99999999仍在支付中'));
  });

  it('a cancelled order with an unpaid ancillary order has an open payable', () => {
    const found = foundAfter((draft) => {
      const order = cancel(draft, 'TO100103');
      const ancillary = draft.ancillaryOrders[0]!;
      draft.ancillaryOrders.push({ ...ancillary, ancilOrderNo: 'AN399999', orderNo: order.orderNo, status: 'UNPAID' });
    });
    expect(found).toContainEqual(expect.stringContaining('附加服务单AN399999仍待支付'));
  });

  it('a cancelled order still in the agency’s 待办 has a due item', () => {
    // TO100102's flight was cancelled by the airline: its decision is due in 待办.
    const found = foundAfter((draft) => void cancel(draft, 'TO100102'));
    expect(found).toContainEqual(expect.stringMatching(/^closed TO100102 订单已关闭，待办仍有/));
  });
});

describe('money', () => {
  it('an order’s paid stages are what its successful payments brought', () => {
    const found = foundAfter((draft) => {
      // A deposit marked paid without a payment, as a path beside the payment rules would.
      const order = draft.orders.find((candidate) => candidate.orderNo === 'TO100116')!;
      const deposit = order.milestones.find((milestone) => milestone.kind === 'DEPOSIT')!;
      deposit.paidAmount = deposit.amount;
      deposit.status = 'SUCCESSED';
    });
    expect(found).toContainEqual(expect.stringMatching(/^money TO100116 各阶段已付\d+分，而成功的支付单合计\d+分$/));
  });
});

describe('seats', () => {
  // TO100103: a BOOKED group on the group quota of a departure still to fly.
  const departure = (draft: SimulatorState, orderNo: string) => {
    const order = draft.orders.find((candidate) => candidate.orderNo === orderNo)!;
    return { order, key: `${order.segments[0]!.flightNo}|${order.segments[0]!.flightDate}` };
  };

  it('an order cancelled by the rules gives back exactly its seats', () => {
    const found = foundAfter((draft) => void closeOrder(draft, departure(draft, 'TO100103').order, NOW, 0, 0, '测试'));
    expect(found).toEqual([]);
  });

  it('a cancelled order that still holds its seats, or gives back more than it held, is named with the figures', () => {
    let key = '';
    let seats = 0;
    const kept = foundAfter((draft) => {
      const found = departure(draft, 'TO100103');
      ({ key } = found);
      seats = found.order.groupCount;
      found.order.status = 'CANCELED';
      for (const milestone of found.order.milestones) if (milestone.status !== 'SUCCESSED') milestone.status = 'FAILED';
    });
    expect(seats).toBeGreaterThan(0);
    expect(kept).toContainEqual(`seats ${key} 团队座位本次变化0个，而订单（TO100103）所占座位变化-${seats}个`);

    const twice = foundAfter((draft) => {
      const { order } = departure(draft, 'TO100103');
      releaseSeats(draft, departureRefs(order), 1, order.seatKind);
      closeOrder(draft, order, NOW, 0, 0, '测试');
    });
    expect(twice).toContainEqual(`seats ${key} 团队座位本次变化-${seats + 1}个，而订单（TO100103）所占座位变化-${seats}个`);
  });

  it('seats released from an order without going back to the departure are named', () => {
    let key = '';
    const found = foundAfter((draft) => {
      const released = departure(draft, 'TO100103');
      ({ key } = released);
      released.order.groupCount -= 2;
    });
    expect(found).toContainEqual(`seats ${key} 团队座位本次变化0个，而订单（TO100103）所占座位变化-2个`);
  });
});
