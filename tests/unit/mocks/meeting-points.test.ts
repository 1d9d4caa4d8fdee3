import { beforeEach, describe, expect, it } from 'vitest';
import { ancillaryApi, bulletinApi, orderApi, payApi, refundApi, scheduleChangeApi, todoApi } from '@/lib/gateway/endpoints';
import { milestoneOf } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { orderOf } from './order-support';
import { loginAs, ok, refused } from './support';

/**
 * Where two features meet (schedule changes × refunds, roles, deadlines, closed orders): each case the
 * walks and the model-based test found, through the gateway, with the store's invariants on.
 */

const NOW = '2026-11-23T09:00:00+08:00';
const DAY = 86_400_000;

beforeEach(async () => {
  await simulator.reset({ now: NOW });
  store.clearViolations();
});

const pendingOf = (orderNo: string) =>
  simulator.state.flightChangeNotices.flatMap((notice) =>
    notice.orders.filter((impact) => impact.orderNo === orderNo).map((impact) => ({ noticeId: notice.noticeId, status: impact.status })),
  );

describe('a schedule change meets the roles', () => {
  it('a 订票员 without the refund function is refused the change’s refund, and the change says why', async () => {
    await loginAs('staff01');
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100102' });
    const change = changes.find((candidate) => candidate.status === 'PENDING')!;
    expect(change.allowedActions).not.toContain('REFUND');
    expect(change.actionNotes?.REFUND).toContain('没有退票功能');
    await refused(scheduleChangeApi.refund, { orderNo: 'TO100102', noticeId: change.noticeId }, 'PERMISSION_DENIED');
    expect(orderOf('TO100102').status).toBe('PAYED');
    // The main account has it.
    await loginAs('agent01');
    const own = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100102' })).changes.find(
      (candidate) => candidate.status === 'PENDING',
    )!;
    expect(own.allowedActions).toContain('REFUND');
  });
});

describe('a schedule change meets the deadlines', () => {
  it('a group moved to another day has its ticketing and balance deadlines on the new departure', async () => {
    const order = orderOf('TO100107');
    const segment = order.segments[0]!;
    const newFlightDate = new Date(Date.parse(`${segment.flightDate}T00:00:00Z`) - 2 * DAY).toISOString().slice(0, 10);
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'CANCEL',
      newFlightNo: segment.flightNo,
      newFlightDate,
      reason: '航班计划调整',
    });
    await loginAs('agent01');
    const change = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100107' })).changes.find(
      (candidate) => candidate.status === 'PENDING',
    )!;
    await ok(scheduleChangeApi.accept, { orderNo: 'TO100107', noticeId: change.noticeId });
    const moved = orderOf('TO100107');
    expect(moved.segments[0]!.flightDate).toBe(newFlightDate);
    const departure = Date.parse(`${newFlightDate}T${moved.segments[0]!.depTime}:00+08:00`);
    expect(Date.parse(moved.ticketTimeLimit)).toBe(departure - 7 * DAY);
    expect(Date.parse(milestoneOf(moved, 'BALANCE')!.deadline)).toBe(departure - 7 * DAY);
    expect(Date.parse(moved.nameDeadline)).toBe(departure - 3 * DAY);
    const { order: detail } = await ok(orderApi.detail, { orderNo: 'TO100107' });
    expect(detail.ticketTimeLimit).toBe(moved.ticketTimeLimit);
  });
});

describe('a schedule change meets a closed order', () => {
  it('an order cancelled unpaid while a change waits leaves no decision in the banner, the due list or the queue', async () => {
    const segment = orderOf('TO100116').segments[0]!;
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'TIME_CHANGE',
      newDepTime: '23:00',
      newArrTime: '23:59',
      reason: '航班计划调整',
    });
    expect(pendingOf('TO100116').map((impact) => impact.status)).toEqual(['PENDING']);
    await loginAs('agent01');
    // The deposit is not paid by its deadline: the order is cancelled, and the change with it.
    const deadline = Date.parse(milestoneOf(orderOf('TO100116'), 'DEPOSIT')!.deadline);
    await simulator.clock.advance(deadline - simulator.clock.nowMs() + 1000);
    await loginAs('agent01');
    expect(orderOf('TO100116').status).toBe('CANCELED');
    expect(pendingOf('TO100116').map((impact) => impact.status)).toEqual(['CLOSED']);
    const { changes } = await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100116' });
    expect(changes[0]).toMatchObject({ status: 'CLOSED', allowedActions: [] });
    const { dueList } = await ok(todoApi.dueList, { currentPage: 1, perSize: 100 });
    expect(dueList.filter((item) => item.orderNo === 'TO100116')).toEqual([]);
    // The queue counts what waits: this order no longer does.
    const { noticeList, pendingOrderCount } = await ok(bulletinApi.flightChangeNoticeQuery, { currentPage: 1, perSize: 50 });
    const listed = noticeList.flatMap((notice) => notice.orders).filter((impact) => impact.orderNo === 'TO100116');
    expect(listed.map((impact) => impact.status)).toEqual(['CLOSED']);
    expect(pendingOrderCount).toBe(noticeList.flatMap((notice) => notice.orders).filter((impact) => impact.status === 'PENDING').length);
  });

  it('an order refunded whole through one change closes its other waiting change', async () => {
    // TO100104 waits on a time change (FC0003); the airline then cancels the same departure.
    const segment = orderOf('TO100104').segments[0]!;
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'CANCEL',
      reason: '天气原因',
    });
    const cancellation = pendingOf('TO100104').find((impact) => impact.noticeId !== 'FC0003')!;
    await loginAs('agent01');
    await ok(scheduleChangeApi.refund, { orderNo: 'TO100104', noticeId: cancellation.noticeId });
    expect(orderOf('TO100104').status).toBe('CANCELED');
    expect(pendingOf('TO100104')).toEqual([
      { noticeId: 'FC0003', status: 'CLOSED' },
      { noticeId: cancellation.noticeId, status: 'REFUNDED' },
    ]);
    expect(store.violations).toEqual([]);
  });

  it('a departure the airline cancelled is not changed again', async () => {
    await expect(
      simulator.scheduleChanges.publish({ flightNo: 'XY5203', flightDate: '2026-11-28', changeType: 'CANCEL', reason: '再次取消' }),
    ).rejects.toThrow('已取消');
  });
});

describe('tickets meet a cancellation', () => {
  it('tickets issued in the second before the airline cancels their flight were issued before it, not on a cancelled flight', async () => {
    await loginAs('agent01');
    // The start of a second of the clock: the tickets and the cancellation fall in it, in that order.
    await simulator.clock.set(new Date(Math.ceil(simulator.clock.nowMs() / 1000) * 1000 + 1000));
    await ok(orderApi.issueTickets, { orderNo: 'TO100104' });
    const segment = orderOf('TO100104').segments[0]!;
    expect(orderOf('TO100104').tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').length).toBeGreaterThan(0);
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'CANCEL',
      reason: '天气原因',
    });
    expect(store.violations).toEqual([]);
  });
});

describe('a schedule change meets an ancillary order', () => {
  it('an order refunded whole through its change closes its unpaid ancillary order: nothing is left to pay', async () => {
    const unpaid = simulator.state.ancillaryOrders.find((record) => record.orderNo === 'TO100102' && record.status === 'UNPAID')!;
    expect(unpaid).toBeDefined();
    await loginAs('agent01');
    const change = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100102' })).changes.find(
      (candidate) => candidate.status === 'PENDING',
    )!;
    await ok(scheduleChangeApi.refund, { orderNo: 'TO100102', noticeId: change.noticeId });
    expect(orderOf('TO100102').status).toBe('CANCELED');
    expect(simulator.state.ancillaryOrders.find((record) => record.ancilOrderNo === unpaid.ancilOrderNo)!.status).toBe('CLOSED');
    await refused(payApi.payable, { payableKind: 'ANCILLARY', payableNo: unpaid.ancilOrderNo }, 'PAYABLE_NOT_FOUND');
    const { dueList } = await ok(todoApi.dueList, { currentPage: 1, perSize: 100 });
    expect(dueList.filter((item) => item.orderNo === 'TO100102' && item.kind === 'ANCILLARY')).toEqual([]);
    expect(store.violations).toEqual([]);
  });
});

describe('a schedule change meets another', () => {
  it('a cancellation whose alternative the airline then cancels offers neither accepting nor flying it, and lapses into a refund', async () => {
    // TO100103 waits on FC0002: XY5203 of 11-28 cancelled, the alternative XY5205 the same day.
    const waiting = pendingOf('TO100103').find((impact) => impact.status === 'PENDING')!;
    const notice = simulator.state.flightChangeNotices.find((candidate) => candidate.noticeId === waiting.noticeId)!;
    expect([notice.newFlightNo, notice.newFlightDate ?? notice.flightDate]).toEqual(['XY5205', '2026-11-28']);
    // TO100102, on the same change, accepts the alternative; then the airline cancels it too.
    await loginAs('agent01');
    await ok(scheduleChangeApi.accept, { orderNo: 'TO100102', noticeId: waiting.noticeId });
    await simulator.scheduleChanges.publish({ flightNo: 'XY5205', flightDate: '2026-11-28', changeType: 'CANCEL', reason: '天气原因' });
    const change = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100103' })).changes.find(
      (candidate) => candidate.noticeId === waiting.noticeId,
    )!;
    expect(change.allowedActions).not.toContain('ACCEPT');
    expect(change.actionNotes?.ACCEPT).toContain('替代航班也已取消');
    await refused(scheduleChangeApi.accept, { orderNo: 'TO100103', noticeId: waiting.noticeId }, 'SCHEDULE_CHANGE_FORBIDS');
    const { options } = await ok(scheduleChangeApi.rebookOptions, { orderNo: 'TO100103', noticeId: waiting.noticeId });
    expect(options.filter((option) => option.flightNo === 'XY5205' && option.flightDate === '2026-11-28')).toEqual([]);
    // Nobody decides: at the deadline the airline refunds, never moving the group onto the cancelled alternative.
    await simulator.clock.advance(Date.parse(change.deadline!) - simulator.clock.nowMs() + 60_000);
    expect(pendingOf('TO100103').find((impact) => impact.noticeId === waiting.noticeId)!.status).toBe('REFUNDED');
    expect(orderOf('TO100103').tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE' && ticket.flightNo === 'XY5205')).toEqual([]);
    expect(store.violations).toEqual([]);
  });
});

describe('a schedule change meets a 延期', () => {
  it('a 延期 waiting for its payment holds the change’s refund as it holds the order’s own, and the banner says why', async () => {
    await loginAs('agent01');
    const { options } = await ok(ancillaryApi.delayOptions, { orderNo: 'TO100103' });
    const to = options.find((option) => option.available)!;
    const { ancillaryOrder } = await ok(ancillaryApi.delay, {
      orderNo: 'TO100103',
      flightNo: to.flightNo,
      flightDate: to.flightDate,
      expectedAmount: to.totalAmount,
    });
    const change = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100103' })).changes.find(
      (candidate) => candidate.status === 'PENDING',
    )!;
    expect(change.allowedActions).not.toContain('REFUND');
    expect(change.actionNotes?.REFUND).toContain(`延期单${ancillaryOrder.ancilOrderNo}`);
    await refused(scheduleChangeApi.refund, { orderNo: 'TO100103', noticeId: change.noticeId }, 'DELAY_PENDING');
    // Cancelled, the 延期 holds nothing: the change's refund is offered again.
    await ok(ancillaryApi.cancel, { ancilOrderNo: ancillaryOrder.ancilOrderNo });
    expect(
      (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100103' })).changes.find(
        (candidate) => candidate.noticeId === change.noticeId,
      )!.allowedActions,
    ).toContain('REFUND');
  });
});

describe('two changes of one departure', () => {
  it('a group rebooked off a cancelled departure closes the time change still waiting there: at its deadline it would have moved the group back', async () => {
    // TO100105 waits on FC0004, a new time for XY5125 of 11-25; the airline then cancels that departure.
    const segment = orderOf('TO100105').segments[0]!;
    const timeChange = pendingOf('TO100105').find((impact) => impact.status === 'PENDING')!;
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'CANCEL',
      reason: '天气原因',
    });
    await loginAs('agent01');
    const cancellation = (await ok(scheduleChangeApi.orderChanges, { orderNo: 'TO100105' })).changes.find(
      (candidate) => candidate.status === 'PENDING' && candidate.noticeId !== timeChange.noticeId,
    )!;
    const { options } = await ok(scheduleChangeApi.rebookOptions, { orderNo: 'TO100105', noticeId: cancellation.noticeId });
    const to = options[0]!;
    await ok(scheduleChangeApi.rebook, {
      orderNo: 'TO100105',
      noticeId: cancellation.noticeId,
      flightNo: to.flightNo,
      flightDate: to.flightDate,
    });
    expect(pendingOf('TO100105').find((impact) => impact.noticeId === timeChange.noticeId)!.status).toBe('CLOSED');
    expect(orderOf('TO100105').heldByChange).toBeUndefined();
    // Past the time change's deadline the group still flies where it was rebooked.
    await simulator.clock.advance(35 * 3_600_000);
    expect(orderOf('TO100105').segments[0]).toMatchObject({ flightNo: to.flightNo, flightDate: to.flightDate });
    expect(store.violations).toEqual([]);
  });
});

describe('a schedule change meets a refund', () => {
  it('tickets refunded while a cancellation waits are not moved again when the airline rebooks the rest at its deadline', async () => {
    // TO100103 (28 seats, partly ticketed) waits on FC0002, the cancellation of XY5203 11-28 with XY5205 as its alternative.
    await loginAs('agent01');
    const ticketNos = orderOf('TO100103')
      .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
      .slice(0, 2)
      .map((ticket) => ticket.ticketNo);
    const { quote } = await ok(refundApi.advance, { orderNo: 'TO100103', ticketNos, kind: 'VOLUNTARY' });
    await ok(refundApi.apply, {
      orderNo: 'TO100103',
      ticketNos,
      kind: 'VOLUNTARY',
      reason: '行程取消',
      fileIds: [],
      expectedAmount: quote.amount,
    });
    // The airline approves the refund (its seats back), then decides the change at its deadline.
    await simulator.clock.advance(66 * 3_600_000);
    expect(
      orderOf('TO100103')
        .tickets.filter((ticket) => ticketNos.includes(ticket.ticketNo))
        .map((ticket) => ticket.status),
    ).toEqual(['REFUNDED', 'REFUNDED']);
    expect(pendingOf('TO100103').find((impact) => impact.noticeId === 'FC0002')!.status).toBe('REBOOKED');
    const rebooks = orderOf('TO100103').log.filter((entry) => entry.action === 'SCHEDULE_CHANGE_REBOOK');
    expect(rebooks.map((entry) => entry.detail.match(/(\d+)个座位/)?.[1])).toEqual(['26']);
    expect(orderOf('TO100103').segments[0]).toMatchObject({ flightNo: 'XY5205', flightDate: '2026-11-28' });
    expect(store.violations).toEqual([]);
  });
});
