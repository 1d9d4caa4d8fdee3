import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { ancillaryApi, moneyApi, orderApi, payApi, refundApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { ANCILLARY, departureMs, seatsLeft } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { store } from '@/mocks/store';
import { releaseSeats } from '@/mocks/catalogue/rules/inventory';
import { settleTicketStatus } from '@/mocks/order/rules/order-tickets';
import { orderRecord, requestFor, transactionsOf } from './payment-support';
import { loginAs, ok, refused } from './support';

/**
 * Delay (延期) through the gateway: the later flights a ticketed group may move to, priced; the delay
 * holding the new seats; paid, the move; cancelled or closed, nothing moved; the refusals.
 */

// TICKED, 22 seats, XY5252 HGH→PEK on 2026-12-12 (the tests start on 2026-11-23).
const ORDER = 'TO100132';
const GROUP = { kind: 'group' } as const;
const record = (ancilOrderNo: string) => simulator.state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === ancilOrderNo)!;
const left = (ref: { flightNo: string; flightDate: string }) => seatsLeft(simulator.state, ref, GROUP);

async function firstAvailable() {
  const { options } = await ok(ancillaryApi.delayOptions, { orderNo: ORDER });
  const option = options.find((candidate) => candidate.available);
  if (!option) throw new Error(`no flight offered with the seats for ${ORDER}`);
  return option;
}

describe('delay', () => {
  it('offers later flights of the same route within the window, each priced: the fare difference by type and the fee per seat', async () => {
    await loginAs('agent01');
    const order = orderRecord(ORDER);
    const segment = order.segments[0]!;
    const { options } = await ok(ancillaryApi.delayOptions, { orderNo: ORDER });
    expectEvery(options, (option) => option.depAirport === segment.depAirport && option.arrAirport === segment.arrAirport);
    expectEvery(options, (option) => departureMs(option) > departureMs(segment));
    const lastDate = new Date(Date.parse(`${segment.flightDate}T00:00:00Z`) + ANCILLARY.delayWindowDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expectEvery(options, (option) => option.flightDate <= lastDate);
    expectEvery(options, (option) => option.available === option.seatsLeft >= order.groupCount);
    expectEvery(options, (option) => option.totalAmount === option.lines.reduce((sum, line) => sum + line.amount, 0));
    expectEvery(options, (option) =>
      option.lines.some((line) => line.product === '延期费' && line.amount === ANCILLARY.delayFeePerSeat * order.groupCount),
    );
    // The difference is what the new adult fare exceeds the one paid by, never below nothing.
    const paidAdult = order.fares.find((line) => line.passengerType === 'ADT')!;
    expectEvery(options, (option) => {
      const line = option.lines.find((candidate) => candidate.product === '票价差额（成人）')!;
      return line.unitPrice === Math.max(0, option.adultFare - paidAdult.fare) && line.quantity === paidAdult.count;
    });
  });

  it('holds the new seats at once and holds back refunds and releases; paid, the group flies the new flight and the old seats go back', async () => {
    await loginAs('agent01');
    const before = structuredClone(orderRecord(ORDER).segments[0]!);
    const option = await firstAvailable();
    const seatsThere = left(option);
    const seatsHere = left(before);

    const changed = await refused(
      ancillaryApi.delay,
      { orderNo: ORDER, flightNo: option.flightNo, flightDate: option.flightDate, expectedAmount: option.totalAmount - 1 },
      'PAY_AMOUNT_CHANGED',
    );
    expect(changed.errorMsg).toContain(formatFen(option.totalAmount));
    const { ancillaryOrder } = await ok(ancillaryApi.delay, {
      orderNo: ORDER,
      flightNo: option.flightNo,
      flightDate: option.flightDate,
      expectedAmount: option.totalAmount,
    });
    expect(ancillaryOrder).toMatchObject({
      kind: 'DELAY',
      status: 'UNPAID',
      amount: option.totalAmount,
      allowedActions: ['PAY', 'CANCEL'],
      delay: {
        from: { flightNo: before.flightNo, flightDate: before.flightDate },
        to: { flightNo: option.flightNo, flightDate: option.flightDate },
        seats: 22,
      },
    });
    expect(left(option)).toBe(seatsThere - 22);
    expect(orderRecord(ORDER).log.at(-1)).toMatchObject({ action: 'DELAY_CREATE' });

    // While it waits: no second delay, no release, no refund (the seats it moves stay the seats held).
    const { order: waiting } = await ok(orderApi.detail, { orderNo: ORDER });
    expect(waiting.allowedActions).not.toContain('DELAY');
    expect(waiting.allowedActions).not.toContain('REFUND');
    const pending = await refused(
      ancillaryApi.delay,
      { orderNo: ORDER, flightNo: option.flightNo, flightDate: option.flightDate, expectedAmount: option.totalAmount },
      'DELAY_PENDING',
    );
    expect(pending.errorMsg).toContain(ancillaryOrder.ancilOrderNo);
    const ticketNos = orderRecord(ORDER)
      .tickets.slice(0, 1)
      .map((ticket) => ticket.ticketNo);
    await refused(refundApi.advance, { orderNo: ORDER, ticketNos, kind: 'VOLUNTARY' }, 'DELAY_PENDING');

    const { payment } = await ok(payApi.payment, await requestFor('ANCILLARY', ancillaryOrder.ancilOrderNo, 'PREPAID'));
    expect(payment.status).toBe('SUCCESS');
    const moved = orderRecord(ORDER);
    expect(moved.segments[0]).toMatchObject({
      flightNo: option.flightNo,
      flightDate: option.flightDate,
      depTime: option.depTime,
      arrTime: option.arrTime,
    });
    expectEvery(
      moved.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE'),
      (ticket) => ticket.flightNo === option.flightNo && ticket.flightDate === option.flightDate,
    );
    expect(Date.parse(moved.nameDeadline)).toBe(departureMs(option) - 72 * 3_600_000);
    expect(left(before)).toBe(seatsHere + 22);
    expect(left(option)).toBe(seatsThere - 22);
    expect(moved.log.map((entry) => entry.action).slice(-2)).toEqual(['ANCILLARY_PAY', 'DELAY']);
    expect(record(ancillaryOrder.ancilOrderNo)).toMatchObject({ status: 'PAYED' });
    expect((await ok(orderApi.detail, { orderNo: ORDER })).order.allowedActions).toEqual(expect.arrayContaining(['DELAY', 'REFUND']));
  });

  it('cancelled, or closed unpaid at its deadline: the new seats go back and the group stays on its flight', async () => {
    await loginAs('agent01');
    const before = structuredClone(orderRecord(ORDER).segments[0]!);
    const option = await firstAvailable();
    const seatsThere = left(option);
    const { ancillaryOrder: cancelled } = await ok(ancillaryApi.delay, {
      orderNo: ORDER,
      flightNo: option.flightNo,
      flightDate: option.flightDate,
      expectedAmount: option.totalAmount,
    });
    await ok(ancillaryApi.cancel, { ancilOrderNo: cancelled.ancilOrderNo });
    expect(left(option)).toBe(seatsThere);
    expect(orderRecord(ORDER).segments[0]).toEqual(before);

    const again = await firstAvailable();
    const { ancillaryOrder: unpaid } = await ok(ancillaryApi.delay, {
      orderNo: ORDER,
      flightNo: again.flightNo,
      flightDate: again.flightDate,
      expectedAmount: again.totalAmount,
    });
    expect(Date.parse(unpaid.deadline)).toBeLessThanOrEqual(departureMs(before) - ANCILLARY.delayLeadMs);
    await simulator.clock.set(new Date(Date.parse(unpaid.deadline) + 1000));
    expect(record(unpaid.ancilOrderNo).status).toBe('CLOSED');
    expect(left(again)).toBe(seatsThere);
    expect(orderRecord(ORDER).segments[0]).toEqual(before);
    expect(orderRecord(ORDER).pendingDelay).toBeUndefined();
  });

  it('refuses a flight not offered, a round trip, the last 24 hours, another agency’s order and a user without the function', async () => {
    await loginAs('agent01');
    const segment = orderRecord(ORDER).segments[0]!;
    const option = await firstAvailable();
    // The same flight, and an earlier day.
    await refused(
      ancillaryApi.delay,
      { orderNo: ORDER, flightNo: segment.flightNo, flightDate: segment.flightDate, expectedAmount: 0 },
      'ANCILLARY_INVALID',
    );
    await refused(
      ancillaryApi.delay,
      { orderNo: ORDER, flightNo: option.flightNo, flightDate: '2026-11-30', expectedAmount: option.totalAmount },
      'ANCILLARY_INVALID',
    );
    // TO100126 flies out and back: the whole trip cannot move as one, and the refusal says so.
    expect((await refused(ancillaryApi.delayOptions, { orderNo: 'TO100126' }, 'ANCILLARY_INVALID')).errorMsg).toBe(
      '附加服务有误：多航段订单不能整团延期',
    );
    await refused(ancillaryApi.delayOptions, { orderNo: 'TO100141' }, 'ORDER_NOT_FOUND');
    await simulator.clock.set(new Date(departureMs(segment) - ANCILLARY.delayLeadMs + 60_000));
    // Moving the clock that far ends the session, as it would for a person away that long.
    await loginAs('agent01');
    await refused(ancillaryApi.delayOptions, { orderNo: ORDER }, 'DELAY_TOO_LATE');
    expect((await ok(orderApi.detail, { orderNo: ORDER })).order.allowedActions).not.toContain('DELAY');
    await loginAs('corp01');
    await refused(
      ancillaryApi.delay,
      { orderNo: ORDER, flightNo: option.flightNo, flightDate: option.flightDate, expectedAmount: option.totalAmount },
      'PERMISSION_DENIED',
    );
  });
});

describe('a paid delay: the order’s money and tickets', () => {
  /** agent01 delays ORDER to the first flight with the seats and pays it from the prepaid account. */
  async function delayAndPay() {
    await loginAs('agent01');
    const option = await firstAvailable();
    const { ancillaryOrder } = await ok(ancillaryApi.delay, {
      orderNo: ORDER,
      flightNo: option.flightNo,
      flightDate: option.flightDate,
      expectedAmount: option.totalAmount,
    });
    const { payment } = await ok(payApi.payment, await requestFor('ANCILLARY', ancillaryOrder.ancilOrderNo, 'PREPAID'));
    return { option, ancillaryOrder, payment };
  }

  it('reissues every open ticket on the new flight, the old ones 已改期 naming the delay, and each passenger holds the new one', async () => {
    const before = structuredClone(orderRecord(ORDER));
    const open = before.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
    const { option, ancillaryOrder } = await delayAndPay();
    const after = orderRecord(ORDER);

    const old = after.tickets.filter((ticket) => open.some((candidate) => candidate.ticketNo === ticket.ticketNo));
    expectEvery(
      old,
      (ticket) =>
        ticket.status === 'EXCHANGED' &&
        ticket.exchangedBy === ancillaryOrder.ancilOrderNo &&
        ticket.flightNo === before.segments[0]!.flightNo,
    );
    const fresh = after.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE');
    expect(fresh).toHaveLength(open.length);
    expectEvery(fresh, (ticket) => !open.some((candidate) => candidate.ticketNo === ticket.ticketNo));
    expectEvery(fresh, (ticket) => ticket.flightNo === option.flightNo && ticket.flightDate === option.flightDate);
    // The reissued ticket keeps the fare the order paid: refunds are figured from it.
    expectEvery(fresh, (ticket) => ticket.fare === open.find((candidate) => candidate.passengerId === ticket.passengerId)!.fare);
    expectEvery(
      after.passengers.filter((passenger) => passenger.ticketNo),
      (passenger) => fresh.some((ticket) => ticket.ticketNo === passenger.ticketNo && ticket.passengerId === passenger.passengerId),
    );
    const { ticketList } = await ok(orderApi.ticketDetail, { orderNo: ORDER });
    expect(ticketList.filter((ticket) => ticket.status === 'EXCHANGED')).toHaveLength(open.length);
    expect(after.log.at(-1)!.detail).toContain(`换开新客票${open.length}张`);
  });

  it('keeps the order’s total and paid amount and shows the delay paid on top, its fare difference and fee, as the ledger has it', async () => {
    const before = structuredClone(orderRecord(ORDER));
    await loginAs('agent01');
    const { order: beforeDetail } = await ok(orderApi.detail, { orderNo: ORDER });
    expect(beforeDetail.delayCharges).toBeUndefined();
    const { option, ancillaryOrder, payment } = await delayAndPay();
    const { order } = await ok(orderApi.detail, { orderNo: ORDER });

    expect(order.totalAmount).toBe(before.totalAmount);
    expect(order.paidAmount).toBe(beforeDetail.paidAmount);
    expect(order.fares).toEqual(before.fares);
    const fee = option.lines.find((line) => line.product === '延期费')!.amount;
    expect(order.delayCharges).toEqual({
      amount: option.totalAmount,
      charges: [
        {
          ancilOrderNo: ancillaryOrder.ancilOrderNo,
          from: {
            flightNo: before.segments[0]!.flightNo,
            flightDate: before.segments[0]!.flightDate,
            depTime: before.segments[0]!.depTime,
            arrTime: before.segments[0]!.arrTime,
          },
          to: { flightNo: option.flightNo, flightDate: option.flightDate, depTime: option.depTime, arrTime: option.arrTime },
          fareDifference: option.totalAmount - fee,
          fee,
          amount: option.totalAmount,
          paidTime: payment.finishTime,
        },
      ],
    });
    // The ledger has the delay's payment once, against the order, for what the detail lists.
    const movements = transactionsOf().filter((movement) => movement.paymentNo === payment.paymentNo);
    expect(movements).toMatchObject([{ kind: 'PAYMENT', amount: -option.totalAmount, orderNo: ORDER }]);
  });

  it('a second delay may follow the first; refunding every new ticket ends the order as 已退票; the move earns no points or rewards twice', async () => {
    const earned = () =>
      simulator.state.pointMovements
        .filter((movement) => movement.kind === 'EARN' && movement.orderNo === ORDER)
        .reduce((sum, movement) => sum + movement.points, 0);
    const rewardSegments = async () =>
      (await ok(moneyApi.rewardMonths, { year: 2026 })).months.reduce((sum, month) => sum + month.segments, 0);
    await loginAs('agent01');
    await ok(orderApi.detail, { orderNo: ORDER });
    const pointsBefore = earned();
    const segmentsBefore = await rewardSegments();
    await delayAndPay();
    expect(await rewardSegments()).toBe(segmentsBefore);
    expect((await ok(orderApi.detail, { orderNo: ORDER })).order.allowedActions).toContain('DELAY');
    await simulator.clock.set(new Date(simulator.clock.nowMs() + 60_000));
    await loginAs('agent01');
    await ok(orderApi.detail, { orderNo: ORDER });
    expect(earned()).toBe(pointsBefore);

    store.update(() => {
      const draft = store.getState();
      const order = draft.orders.find((candidate) => candidate.orderNo === ORDER)!;
      // Refunded as the refund rules do: each seat holder's seat goes back with its ticket.
      for (const ticket of order.tickets) {
        if (ticket.status !== 'OPEN_FOR_USE') continue;
        ticket.status = 'REFUNDED';
        if (ticket.passengerType !== 'INF') releaseSeats(draft, [ticket], 1, order.seatKind);
      }
      order.refundedAmount = 0;
      settleTicketStatus(draft, order, simulator.clock.nowMs());
    });
    expect(orderRecord(ORDER).status).toBe('REFUND');
  });

  it('a refund waiting for the airline follows the reissue: approved, it refunds the new tickets the passengers hold', async () => {
    await loginAs('agent01');
    const ticketNos = orderRecord(ORDER)
      .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
      .slice(0, 2)
      .map((ticket) => ticket.ticketNo);
    const { quote } = await ok(refundApi.advance, { orderNo: ORDER, ticketNos, kind: 'VOLUNTARY' });
    const { refund } = await ok(refundApi.apply, {
      orderNo: ORDER,
      ticketNos,
      kind: 'VOLUNTARY',
      reason: '行程取消',
      fileIds: [],
      expectedAmount: quote.amount,
    });
    const { option } = await delayAndPay();
    const held = orderRecord(ORDER).passengers.filter((passenger) =>
      ticketNos.some(
        (ticketNo) => orderRecord(ORDER).tickets.find((ticket) => ticket.ticketNo === ticketNo)!.passengerId === passenger.passengerId,
      ),
    );
    const { refund: waiting } = await ok(refundApi.detail, { reviewId: refund.refundId });
    expect(waiting.tickets.map((line) => line.ticketNo).sort()).toEqual(held.map((passenger) => passenger.ticketNo!).sort());
    expectEvery(waiting.tickets, (line) => line.flightNo === option.flightNo && line.flightDate === option.flightDate);
    expect(waiting.amount).toBe(quote.amount);

    await simulator.refunds.review(refund.refundId, { approve: true });
    const after = orderRecord(ORDER);
    expectEvery(
      held,
      (passenger) =>
        after.tickets.filter((ticket) => ticket.passengerId === passenger.passengerId && ticket.status === 'OPEN_FOR_USE').length === 0,
    );
    expectEvery(held, (passenger) => after.tickets.find((ticket) => ticket.ticketNo === passenger.ticketNo)!.status === 'REFUNDED');
  });

  it('a schedule change waiting on the departure it leaves closes: nothing to decide there, and accepting it cannot move the group back', async () => {
    const segment = structuredClone(orderRecord(ORDER).segments[0]!);
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'DELAY',
      newDepTime: '17:00',
      newArrTime: '19:15',
      reason: '航班计划调整',
    });
    await loginAs('agent01');
    const [waiting] = (await ok(scheduleChangeApi.orderChanges, { orderNo: ORDER })).changes;
    expect(waiting).toMatchObject({ status: 'PENDING' });
    const { option } = await delayAndPay();

    const [closed] = (await ok(scheduleChangeApi.orderChanges, { orderNo: ORDER })).changes;
    expect(closed).toMatchObject({ noticeId: waiting!.noticeId, status: 'CLOSED', allowedActions: [] });
    expect(closed!.outcome).toBe(`订单已延期至${option.flightNo} ${option.flightDate}，变动无需处理`);
    expect(orderRecord(ORDER).heldByChange).toBeUndefined();
    await refused(scheduleChangeApi.accept, { orderNo: ORDER, noticeId: waiting!.noticeId }, 'SCHEDULE_CHANGE_HANDLED');
    expect(orderRecord(ORDER).segments[0]).toMatchObject({ flightNo: option.flightNo, flightDate: option.flightDate });
  });

  it('a schedule change of the flight the group moved to reaches the order, for every seat it holds there', async () => {
    const { option } = await delayAndPay();
    const published = await simulator.scheduleChanges.publish({
      flightNo: option.flightNo,
      flightDate: option.flightDate,
      changeType: 'DELAY',
      newDepTime: '23:00',
      newArrTime: '23:59',
      reason: '航班计划调整',
    });
    expect(published.orderCount).toBeGreaterThanOrEqual(1);
    const impact = simulator.state.flightChangeNotices.at(-1)!.orders.find((candidate) => candidate.orderNo === ORDER);
    expect(impact).toMatchObject({ status: 'PENDING', seats: orderRecord(ORDER).groupCount });
  });
});
