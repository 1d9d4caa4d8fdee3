import { beforeEach, describe, expect, it } from 'vitest';
import { refundApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { FLIGHT, latestNotice, NOW, order, ORDER_NO } from './schedule-change-support';
import { loginAs, ok } from './support';

/**
 * Tickets reissued on another flight (a schedule change's rebooking): a refund application still waiting
 * for the airline follows them, so its approval refunds what the passengers hold; and a change of the new
 * flight reaches the order, whose passengers hold their seats there.
 */

beforeEach(async () => {
  await simulator.reset({ now: NOW });
});

describe('a waiting refund and a schedule change’s rebooking', () => {
  it('the application names the new tickets; approved, the passengers keep no open ticket', async () => {
    await loginAs('agent01');
    const ticketNos = order()
      .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
      .slice(0, 2)
      .map((ticket) => ticket.ticketNo);
    const { quote } = await ok(refundApi.advance, { orderNo: ORDER_NO, ticketNos, kind: 'VOLUNTARY' });
    const { refund } = await ok(refundApi.apply, {
      orderNo: ORDER_NO,
      ticketNos,
      kind: 'VOLUNTARY',
      reason: '行程取消',
      fileIds: [],
      expectedAmount: quote.amount,
    });
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });
    const ref = { orderNo: ORDER_NO, noticeId: latestNotice().noticeId };
    const target = (await ok(scheduleChangeApi.rebookOptions, ref)).options[0]!;
    await ok(scheduleChangeApi.rebook, { ...ref, flightNo: target.flightNo, flightDate: target.flightDate });

    const passengerIds = ticketNos.map((ticketNo) => order().tickets.find((ticket) => ticket.ticketNo === ticketNo)!.passengerId);
    const held = () => order().passengers.filter((passenger) => passengerIds.includes(passenger.passengerId));
    const { refund: waiting } = await ok(refundApi.detail, { reviewId: refund.refundId });
    expect(waiting.tickets.map((line) => line.ticketNo).sort()).toEqual(
      held()
        .map((passenger) => passenger.ticketNo!)
        .sort(),
    );
    expectEvery(waiting.tickets, (line) => line.flightNo === target.flightNo && line.flightDate === target.flightDate);

    await simulator.refunds.review(refund.refundId, { approve: true });
    expectEvery(
      held(),
      (passenger) => !order().tickets.some((ticket) => ticket.passengerId === passenger.passengerId && ticket.status === 'OPEN_FOR_USE'),
    );
  });

  it('a second change, of the flight the rebooking moved the group to, reaches the order for every seat', async () => {
    await loginAs('agent01');
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });
    const ref = { orderNo: ORDER_NO, noticeId: latestNotice().noticeId };
    const target = (await ok(scheduleChangeApi.rebookOptions, ref)).options[0]!;
    await ok(scheduleChangeApi.rebook, { ...ref, flightNo: target.flightNo, flightDate: target.flightDate });
    await simulator.scheduleChanges.publish({
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      changeType: 'DELAY',
      newDepTime: '23:00',
      newArrTime: '23:59',
      reason: '天气原因',
    });
    expect(latestNotice().orders.find((impact) => impact.orderNo === ORDER_NO)).toMatchObject({
      status: 'PENDING',
      seats: order().groupCount,
    });
  });
});
