import { describe, expect, it } from 'vitest';
import { ancillaryApi, payApi } from '@/lib/gateway/endpoints';
import { ANCILLARY } from '@/mocks/rules';
import { releaseSeats } from '@/mocks/catalogue/rules/inventory';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { orderRecord, requestFor } from './payment-support';
import { loginAs, ok, refused } from './support';

/** Ancillary orders through the gateway: the catalogue an order allows, buying, paying, cancelling, closing; refusals. */

const ORDER = 'TO100131';
const BAG = ANCILLARY.products.find((product) => product.code === 'BAG_23')!;
const twoPassengers = () => orderRecord(ORDER).passengers.slice(0, 2);
const baggageFor = (passengers: { passengerId: string }[], quantity = 1) =>
  passengers.map(({ passengerId }) => ({ passengerId, productCode: BAG.code, quantity }));
const record = (ancilOrderNo: string) => simulator.state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === ancilOrderNo)!;

describe('ancillary orders', () => {
  it('a ticketed order offers meals and baggage; an unpaid or cancelled one offers nothing', async () => {
    await loginAs('agent01');
    const { products } = await ok(ancillaryApi.products, { orderNo: ORDER });
    expect(products.map((product) => product.kind)).toEqual(expect.arrayContaining(['MEAL', 'BAGGAGE']));
    expect(products.find((product) => product.code === BAG.code)).toMatchObject({
      unitPrice: BAG.unitPrice,
      maxPerPassenger: ANCILLARY.maxPerPassenger,
    });
    expect(await ok(ancillaryApi.products, { orderNo: 'TO100109' })).toMatchObject({ products: [], passengers: [] });
    await refused(ancillaryApi.create, { orderNo: 'TO100109', kind: 'BAGGAGE', lines: [], expectedAmount: 0 }, 'ORDER_STATE_FORBIDS');
  });

  it('buys baggage for two passengers at the price shown, pays it from the prepaid account, logs both on the order', async () => {
    await loginAs('agent01');
    const lines = baggageFor(twoPassengers());
    const changed = await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'BAGGAGE', lines, expectedAmount: BAG.unitPrice },
      'PAY_AMOUNT_CHANGED',
    );
    expect(changed.errorMsg).toContain('¥400.00');
    const { ancillaryOrder } = await ok(ancillaryApi.create, { orderNo: ORDER, kind: 'BAGGAGE', lines, expectedAmount: 2 * BAG.unitPrice });
    expect(ancillaryOrder).toMatchObject({
      ancilOrderNo: expect.stringMatching(/^AN\d{6}$/),
      kind: 'BAGGAGE',
      status: 'UNPAID',
      amount: 2 * BAG.unitPrice,
      covers: `${BAG.name} × 2${BAG.unit}`,
      allowedActions: ['PAY', 'CANCEL'],
    });
    expect(ancillaryOrder.lines.map((line) => line.passengerName)).toEqual(twoPassengers().map((passenger) => passenger.name));
    expect(orderRecord(ORDER).log.at(-1)).toMatchObject({ action: 'ANCILLARY_CREATE' });

    const { payment } = await ok(payApi.payment, await requestFor('ANCILLARY', ancillaryOrder.ancilOrderNo, 'PREPAID'));
    expect(payment.status).toBe('SUCCESS');
    expect(record(ancillaryOrder.ancilOrderNo)).toMatchObject({ status: 'PAYED', paymentNo: payment.paymentNo });
    expect(orderRecord(ORDER).log.at(-1)).toMatchObject({ action: 'ANCILLARY_PAY' });
    const { ancillaryList } = await ok(ancillaryApi.list, { orderNo: ORDER });
    expect(ancillaryList[0]).toMatchObject({ ancilOrderNo: ancillaryOrder.ancilOrderNo, status: 'PAYED', allowedActions: [] });
    await refused(ancillaryApi.cancel, { ancilOrderNo: ancillaryOrder.ancilOrderNo }, 'ANCILLARY_STATE_FORBIDS');
  });

  it('refuses wrong lines, a cancelled one cannot be paid, an unpaid one closes at its deadline', async () => {
    await loginAs('agent01');
    const [first] = twoPassengers();
    await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'BAGGAGE', lines: baggageFor([first!], ANCILLARY.maxPerPassenger + 1), expectedAmount: 0 },
      'ANCILLARY_INVALID',
    );
    await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'MEAL', lines: baggageFor([first!]), expectedAmount: BAG.unitPrice },
      'ANCILLARY_INVALID',
    );
    await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'POINT', lines: baggageFor([first!]), expectedAmount: BAG.unitPrice },
      'ANCILLARY_INVALID',
    );
    await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'BAGGAGE', lines: [...baggageFor([first!]), ...baggageFor([first!])], expectedAmount: 2 * BAG.unitPrice },
      'ANCILLARY_INVALID',
    );

    const { ancillaryOrder: cancelled } = await ok(ancillaryApi.create, {
      orderNo: ORDER,
      kind: 'BAGGAGE',
      lines: baggageFor([first!]),
      expectedAmount: BAG.unitPrice,
    });
    expect((await ok(ancillaryApi.cancel, { ancilOrderNo: cancelled.ancilOrderNo })).ancillaryOrder.status).toBe('CANCELED');
    await refused(payApi.payable, { payableKind: 'ANCILLARY', payableNo: cancelled.ancilOrderNo }, 'PAYABLE_NOT_FOUND');

    const { ancillaryOrder: unpaid } = await ok(ancillaryApi.create, {
      orderNo: ORDER,
      kind: 'BAGGAGE',
      lines: baggageFor([first!]),
      expectedAmount: BAG.unitPrice,
    });
    await simulator.clock.set(new Date(Date.parse(unpaid.deadline) + 1000));
    expect(record(unpaid.ancilOrderNo).status).toBe('CLOSED');
    expect(orderRecord(ORDER).log.at(-1)).toMatchObject({ action: 'ANCILLARY_CLOSE' });
  });

  it('a passenger without an open ticket (refunded, or held by a refund application) is neither offered nor sold an ancillary', async () => {
    await loginAs('agent01');
    const [refunded, held, open] = orderRecord(ORDER).passengers;
    store.update(() => {
      const order = store.getState().orders.find((candidate) => candidate.orderNo === ORDER)!;
      for (const ticket of order.tickets) {
        // Refunded as the refund rules do: the seat goes back with the ticket.
        if (ticket.passengerId === refunded!.passengerId) {
          ticket.status = 'REFUNDED';
          releaseSeats(store.getState(), [ticket], 1, order.seatKind);
        }
        if (ticket.passengerId === held!.passengerId) ticket.refundReviewId = 'TR19999999';
      }
    });
    const { passengers } = await ok(ancillaryApi.products, { orderNo: ORDER });
    const offered = passengers.map((passenger) => passenger.passengerId);
    expect(offered).not.toContain(refunded!.passengerId);
    expect(offered).not.toContain(held!.passengerId);
    expect(passengers).toContainEqual(
      expect.objectContaining({ passengerId: open!.passengerId, name: open!.name, ticketNo: open!.ticketNo }),
    );

    const refusal = await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'BAGGAGE', lines: baggageFor([open!, refunded!]), expectedAmount: 2 * BAG.unitPrice },
      'ANCILLARY_TICKET_NOT_OPEN',
    );
    expect(refusal.errorMsg).toContain(`旅客${refunded!.name}没有可用的客票（已退票）`);
    await refused(
      ancillaryApi.create,
      { orderNo: ORDER, kind: 'BAGGAGE', lines: baggageFor([held!]), expectedAmount: BAG.unitPrice },
      'ANCILLARY_TICKET_NOT_OPEN',
    );
    expect(
      simulator.state.ancillaryOrders.some(
        (record) =>
          record.orderNo === ORDER && record.status === 'UNPAID' && record.lines.some((line) => line.passengerId === refunded!.passengerId),
      ),
    ).toBe(false);
  });

  it('refuses forged calls: another agency’s order, no 联系人与备注 function', async () => {
    await loginAs('agent01');
    await refused(ancillaryApi.create, { orderNo: 'TO100141', kind: 'BAGGAGE', lines: [], expectedAmount: 0 }, 'ORDER_NOT_FOUND');
    await loginAs('corp01');
    await refused(ancillaryApi.create, { orderNo: 'TO100141', kind: 'BAGGAGE', lines: [], expectedAmount: 0 }, 'PERMISSION_DENIED');
  });

  it('a saved state’s ancillary items become ancillary orders with the same numbers', () => {
    const item = {
      payableNo: 'AN300009',
      ownerAccountId: 'AGT0001',
      ancillaryType: 'MEAL',
      orderNo: ORDER,
      title: '团队餐食',
      covers: '清真餐 × 12份',
      amount: 72_000,
      status: 'PAYED',
      createTime: '2026-11-20T10:00:00+08:00',
      deadline: '2026-11-22T10:00:00+08:00',
      paymentNo: 'PAY10000001',
    };
    const migrated = MIGRATIONS[8]!({ version: 8, ancillaryItems: [item] });
    expect(migrated).not.toHaveProperty('ancillaryItems');
    expect(migrated.orders).toEqual([]);
    expect(migrated.ancillaryOrders).toEqual([
      expect.objectContaining({
        ancilOrderNo: 'AN300009',
        kind: 'MEAL',
        status: 'PAYED',
        amount: 72_000,
        paymentNo: 'PAY10000001',
        lines: [{ product: '清真餐 × 12份', quantity: 1, unitPrice: 72_000, amount: 72_000 }],
      }),
    ]);
  });

  it('a saved state’s name changes leave their orders and become RENAME ancillary orders; their payments pay ancillary orders', () => {
    const before = { name: '张伟', passengerType: 'ADT', idType: 'NI', idNo: '110101199003071234' };
    const order = {
      orderNo: 'TO100132',
      ownerAccountId: 'AGT0001',
      segments: [{ flightDate: '2026-12-12', depTime: '08:30' }],
      nameChanges: [
        {
          changeNo: 'NC10013201',
          status: 'CONFIRMED',
          feePerPassenger: 10_000,
          totalFee: 10_000,
          items: [{ passengerId: 'TO100132-P001', before, after: { ...before, name: '张薇' } }],
          createTime: '2026-11-20T10:00:00+08:00',
        },
      ],
    };
    const payment = { paymentNo: 'PAY10000009', payableKind: 'NAME_CHANGE', payableNo: 'NC10013201' };
    const migrated = MIGRATIONS[8]!({ version: 8, orders: [order], payments: [payment], ancillaryItems: [] });
    expect(migrated.orders).toEqual([expect.not.objectContaining({ nameChanges: expect.anything() })]);
    expect(migrated.payments).toEqual([{ ...payment, payableKind: 'ANCILLARY' }]);
    expect(migrated.ancillaryOrders).toEqual([
      expect.objectContaining({
        ancilOrderNo: 'NC10013201',
        kind: 'RENAME',
        status: 'UNPAID',
        amount: 10_000,
        deadline: '2026-12-12T08:30:00+08:00',
        changes: order.nameChanges[0]!.items,
      }),
    ]);
  });
});
