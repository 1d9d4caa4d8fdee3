import { describe, expect, it } from 'vitest';
import { ORDER_FIGURES } from '@/domain/figures';
import { formatFen } from '@/domain/format';
import { orderApi, personalOrderApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { ERRORS } from '@/lib/gateway/error-codes';
import { departureKey, milestoneOf, netPaid } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { adult, mainlandId, orderOf } from './order-support';
import { loginAs, ok, refused, send } from './support';
import { expectEvery } from '../../expect-every';

/** Every transition after booking and its refusals, through the gateway: cancel, release, tickets, name change, contact, remark. */

const heldGroup = (orderNo: string) => simulator.state.seatInventory[departureKey(orderOf(orderNo).segments[0]!)]!.group;

describe('cancel', () => {
  it('shows what a cancel does, then cancels a BOOKED order and gives its seats back', async () => {
    await loginAs('agent01');
    const held = heldGroup('TO100116');
    const { cancelDetail } = await ok(orderApi.cancelDetail, { orderNo: 'TO100116' });
    expect(cancelDetail).toMatchObject({ orderNo: 'TO100116', seatsReleased: 15, forfeit: 0, refund: 0 });
    expect(cancelDetail.notes.join('')).toContain('尚未支付定金');
    const { order } = await ok(orderApi.cancel, { orderNo: 'TO100116', reason: '客户取消' });
    expect(order.status).toBe('CANCELED');
    expect(order.allowedActions).toEqual(['ADD_REMARK']);
    expect(heldGroup('TO100116')).toBe(held - 15);
    expect(orderOf('TO100116').log.at(-1)).toMatchObject({ action: 'CANCEL', by: '王建国' });
    const again = await refused(orderApi.cancel, { orderNo: 'TO100116', reason: '再取消' }, 'ORDER_STATE_FORBIDS');
    expect(again.errorMsg).toBe('订单状态为“已取消”，不能取消订单');
  });

  it('a paid deposit is forfeited by a voluntary cancel', async () => {
    await loginAs('agent01');
    const deposit = milestoneOf(orderOf('TO100107'), 'DEPOSIT')!.paidAmount;
    const { cancelDetail } = await ok(orderApi.cancelDetail, { orderNo: 'TO100107' });
    expect(cancelDetail).toMatchObject({ forfeit: deposit, refund: 0 });
    expect(cancelDetail.notes.join('')).toContain(`已支付的定金${formatFen(deposit)}不予退还`);
    await ok(orderApi.cancel, { orderNo: 'TO100107', reason: '团队取消' });
    expect(orderOf('TO100107')).toMatchObject({ status: 'CANCELED', forfeitedAmount: deposit });
    expect(milestoneOf(orderOf('TO100107'), 'BALANCE')!.status).toBe('FAILED');
  });

  it('only BOOKED orders; a reason is required; staff01 may not cancel', async () => {
    await loginAs('agent01');
    const payed = await refused(orderApi.cancelDetail, { orderNo: 'TO100102' }, 'ORDER_STATE_FORBIDS');
    expect(payed.errorMsg).toBe('订单状态为“已支付待出票”，不能取消订单');
    await refused(orderApi.cancel, { orderNo: 'TO100113', reason: ' ' }, 'PARAM_INVALID');
    await loginAs('staff01');
    await refused(orderApi.cancelDetail, { orderNo: 'TO100113' }, 'PERMISSION_DENIED');
    await refused(orderApi.cancel, { orderNo: 'TO100113', reason: '取消' }, 'PERMISSION_DENIED');
    await refused(orderApi.batchCancel, { orderNos: ['TO100113'], reason: '取消' }, 'PERMISSION_DENIED');
    expect(orderOf('TO100113').status).toBe('BOOKED');
  });

  it('batch cancel answers per order and cancels what it can', async () => {
    await loginAs('agent01');
    const { results } = await ok(orderApi.batchCancel, {
      orderNos: ['TO100116', 'TO100102', 'TO999999', 'TO100113', 'TO100142'],
      reason: '批量取消',
    });
    expect(results).toEqual([
      { orderNo: 'TO100116', ok: true, status: 'CANCELED' },
      expect.objectContaining({ orderNo: 'TO100102', ok: false, errorCode: ERRORS.ORDER_STATE_FORBIDS.code, status: 'PAYED' }),
      expect.objectContaining({ orderNo: 'TO999999', ok: false, errorCode: ERRORS.ORDER_NOT_FOUND.code }),
      // Its flight is cancelled by the airline, the agent's decision waiting: the free way is the change's, not a cancel.
      expect.objectContaining({ orderNo: 'TO100113', ok: false, errorCode: ERRORS.SCHEDULE_CHANGE_PENDING.code, status: 'BOOKED' }),
      // corp01's order: not found, not leaked.
      expect.objectContaining({ orderNo: 'TO100142', ok: false, errorCode: ERRORS.ORDER_NOT_FOUND.code }),
    ]);
    expect(results[2]).not.toHaveProperty('status');
    expect(orderOf('TO100142').status).toBe('BOOKED');
  });
});

describe('cancel seat occupation (materialisation)', () => {
  it('before the deposit: free, and the unpaid milestones shrink with the total', async () => {
    await loginAs('agent01');
    const before = orderOf('TO100116');
    const held = heldGroup('TO100116');
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100116', count: 5 });
    expect(quote).toMatchObject({ count: 5, forfeit: 0, forfeitSeats: 0, refund: 0, groupCountAfter: 10, maxRelease: 14, freeLeft: 14 });
    const { order } = await ok(orderApi.releaseSeats, { orderNo: 'TO100116', count: 5, expectedForfeit: 0 });
    const perSeat = before.fares[0]!.fare + before.fares[0]!.tax;
    expect(order).toMatchObject({ groupCount: 10, releasedSeats: 5, forfeitedAmount: 0, totalAmount: before.totalAmount - 5 * perSeat });
    expect(order.fares[0]!.count).toBe(10);
    const [deposit, balance] = order.milestones;
    expect(deposit!.amount).toBe(Math.round(order.totalAmount * 0.1));
    expect(deposit!.amount + balance!.amount).toBe(order.totalAmount);
    expect(heldGroup('TO100116')).toBe(held - 5);
    expect(orderOf('TO100116').log.at(-1)).toMatchObject({ action: 'RELEASE_SEATS', detail: '取消占座5个，团队人数15→10；免费释放5个' });
  });

  it('after the deposit: 15 % of the confirmed seats free in all, each further seat forfeits its share', async () => {
    await loginAs('agent01');
    // TO100107: 36 seats confirmed, 30 named: 6 releasable, 5 of them free.
    const before = orderOf('TO100107');
    const depositPaid = milestoneOf(before, 'DEPOSIT')!.paidAmount;
    const share = Math.round(depositPaid / 36);
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100107', count: 6 });
    expect(quote).toMatchObject({ freeLeft: 5, forfeitSeats: 1, forfeit: share, refund: 0, maxRelease: 6, groupCountAfter: 30 });
    const changed = await refused(orderApi.releaseSeats, { orderNo: 'TO100107', count: 6, expectedForfeit: 0 }, 'RELEASE_QUOTE_CHANGED');
    expect(changed.errorMsg).toBe(`释放费用已变化（现为${formatFen(share)}），请重新确认`);
    const { order } = await ok(orderApi.releaseSeats, { orderNo: 'TO100107', count: 6, expectedForfeit: share });
    expect(order).toMatchObject({ groupCount: 30, forfeitedAmount: share, confirmedCount: 36 });
    expect(orderOf('TO100107').releasedSinceConfirm).toBe(6);
    expect(milestoneOf(order, 'BALANCE')!.amount).toBe(order.totalAmount - depositPaid);
    expect(orderOf('TO100107').log.at(-1)!.detail).toContain(`1个超出免费额度，扣除定金${formatFen(share)}`);
    // Everything named now: nothing more to release.
    await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100107', count: 1 }, 'NEGATIVE_GROUP_COUNT');
  });

  it('the free allowance counts earlier releases', async () => {
    await loginAs('agent01');
    // TO100111: 50 confirmed (7 free), 5 already released.
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100111', count: 4 });
    expect(quote).toMatchObject({ freeLeft: 2, forfeitSeats: 2 });
  });

  it('on a paid order the released seats’ price less the forfeit goes back', async () => {
    await loginAs('agent01');
    // TO100124: PAYED, 60 seats confirmed (9 free), 45 named.
    const before = orderOf('TO100124');
    const perSeat = before.fares[0]!.fare + before.fares[0]!.tax;
    const share = Math.round(milestoneOf(before, 'DEPOSIT')!.paidAmount / 60);
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100124', count: 10 });
    expect(quote).toMatchObject({ forfeitSeats: 1, forfeit: share, refund: 10 * perSeat - share });
    await ok(orderApi.releaseSeats, { orderNo: 'TO100124', count: 10, expectedForfeit: share });
    const after = orderOf('TO100124');
    expect(after).toMatchObject({ status: 'PAYED', groupCount: 50, refundedAmount: 10 * perSeat - share });
    expect(netPaid(after)).toBe(after.totalAmount);
  });

  it('releasing the unnamed seats of a TICKEDPART order makes it TICKED', async () => {
    await loginAs('agent01');
    const { quote } = await ok(orderApi.seatReleaseQuote, { orderNo: 'TO100129', count: 20 });
    await ok(orderApi.releaseSeats, { orderNo: 'TO100129', count: 20, expectedForfeit: quote.forfeit });
    expect(orderOf('TO100129')).toMatchObject({ status: 'TICKED', groupCount: 50 });
  });

  it('refuses a count that is not a positive integer, one beyond the unnamed seats, a wrong state, staff01', async () => {
    await loginAs('agent01');
    const answer = await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100116', count: 0 }, 'RELEASE_COUNT_INVALID');
    expect(answer.errorMsg).toBe('释放座位数须为1到14之间的整数');
    // Not a whole number of seats (a count is never negative): the call's schema refuses it before the rule, naming the field.
    for (const count of [2.5, '3', -1]) {
      const answer = await send(orderApi.seatReleaseQuote, { orderNo: 'TO100116', count: count as never });
      expect(answer).toMatchObject({ btCommonRes: { errorCode: ERRORS.PARAM_INVALID.code }, errorParams: { field: 'count' } });
    }
    const negative = await refused(orderApi.releaseSeats, { orderNo: 'TO100116', count: 15, expectedForfeit: 0 }, 'NEGATIVE_GROUP_COUNT');
    expect(negative.errorCode).toBe('B2T-2004-04-016');
    await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100102', count: 1 }, 'NEGATIVE_GROUP_COUNT');
    await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100101', count: 1 }, 'ORDER_STATE_FORBIDS');
    // TO100109's flight is cancelled, the agent's decision waiting: its seats stay as they are until then.
    await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100109', count: 1 }, 'SCHEDULE_CHANGE_PENDING');
    await loginAs('staff01');
    await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100116', count: 1 }, 'PERMISSION_DENIED');
    await refused(orderApi.releaseSeats, { orderNo: 'TO100116', count: 1, expectedForfeit: 0 }, 'PERMISSION_DENIED');
  });
});

describe('issue tickets', () => {
  it('tickets every named passenger of a paid, fully named order: TICKED, RR, logged — never on a cancelled flight', async () => {
    await loginAs('agent01');
    // XY5203 is cancelled by the airline (seeded, the agent's decision waiting): no ticket is issued on it.
    const held = await refused(orderApi.issueTickets, { orderNo: 'TO100102' }, 'SCHEDULE_CHANGE_PENDING');
    expect(held.errorMsg).toContain('变动处理后按新航班出票');
    expect(orderOf('TO100102').tickets).toHaveLength(0);
    const { order: waiting } = await ok(orderApi.detail, { orderNo: 'TO100102' });
    expect(waiting.allowedActions).not.toContain('ISSUE_TICKETS');
    expect(waiting.actionNotes?.ISSUE_TICKETS).toContain('航班已取消');
    // Once the agent takes the alternative, the tickets are issued on it.
    await ok(scheduleChangeApi.accept, { orderNo: 'TO100102', noticeId: 'FC0002' });
    const { order, issuedCount } = await ok(orderApi.issueTickets, { orderNo: 'TO100102' });
    expect(issuedCount).toBe(30);
    expect(order.status).toBe('TICKED');
    expectEvery(order.passengers, (passenger) => /^880-\d{10}$/.test(passenger.ticketNo ?? ''));
    const { ticketList } = await ok(orderApi.ticketDetail, { orderNo: 'TO100102' });
    expect(new Set(ticketList.map((ticket) => ticket.ticketNo)).size).toBe(30);
    expectEvery(ticketList, (ticket) => ticket.flightNo === 'XY5205');
    expect(
      (await ok(orderApi.pnrDetail, { orderNo: 'TO100102' })).pnrDetail.segments.map((line) => [line.flightNo, line.statusCode]),
    ).toEqual([['XY5205', 'RR']]);
    expect(orderOf('TO100102').log.at(-1)).toMatchObject({
      action: 'ISSUE_TICKETS',
      by: '王建国',
      detail: '出票30人，共30张客票；订单已全部出票',
    });
    expect(order.allowedActions).toEqual(['CHANGE_PASSENGERS', 'REFUND', 'BUY_ANCILLARY', 'DELAY', 'EDIT_CONTACT', 'ADD_REMARK']);
  });

  it('a partly named order becomes TICKEDPART; the rest can be named and ticketed later', async () => {
    await loginAs('agent01');
    // TO100104: PAYED, 25 seats, 18 named.
    expect((await ok(orderApi.issueTickets, { orderNo: 'TO100104' })).order.status).toBe('TICKEDPART');
    await refused(orderApi.issueTickets, { orderNo: 'TO100104' }, 'NAMES_INCOMPLETE');
    await ok(orderApi.passengerAdd, { orderNo: 'TO100104', passengers: Array.from({ length: 7 }, () => adult()) });
    const { order, issuedCount } = await ok(orderApi.issueTickets, { orderNo: 'TO100104' });
    expect(issuedCount).toBe(7);
    expect(order.status).toBe('TICKED');
  });

  it('can ticket chosen passengers only', async () => {
    await loginAs('agent01');
    const ids = orderOf('TO100112')
      .passengers.slice(0, 2)
      .map((passenger) => passenger.passengerId);
    const { order, issuedCount } = await ok(orderApi.issueTickets, { orderNo: 'TO100112', passengerIds: ids });
    expect(issuedCount).toBe(2);
    expect(order.status).toBe('TICKEDPART');
    await refused(orderApi.issueTickets, { orderNo: 'TO100112', passengerIds: ['nope'] }, 'PASSENGER_NOT_FOUND');
  });

  it('refuses an unpaid order, a ticketed one, and staff01', async () => {
    await loginAs('agent01');
    await refused(orderApi.issueTickets, { orderNo: 'TO100106' }, 'ORDER_NOT_PAID');
    await refused(orderApi.issueTickets, { orderNo: 'TO100101' }, 'ORDER_STATE_FORBIDS');
    await loginAs('staff01');
    await refused(orderApi.issueTickets, { orderNo: 'TO100102' }, 'PERMISSION_DENIED');
    expect(orderOf('TO100102').status).toBe('PAYED');
  });
});

describe('after departure', () => {
  it('seats, tickets and name changes are refused once the first flight has left', async () => {
    await simulator.clock.advance(11 * 24 * 60 * 60_000);
    await loginAs('agent01');
    // TO100124 (PAYED) left yesterday; TO100102 (PAYED) and TO100101 (TICKED) days ago.
    const release = await refused(orderApi.seatReleaseQuote, { orderNo: 'TO100124', count: 1 }, 'DEPARTED');
    expect(release.errorMsg).toBe('航班已起飞，不能取消占座');
    await refused(orderApi.issueTickets, { orderNo: 'TO100102' }, 'DEPARTED');
    const passenger = orderOf('TO100101').passengers[0]!;
    await refused(
      orderApi.passengerChange,
      { orderNo: 'TO100101', items: [{ passengerId: passenger.passengerId, after: { ...passenger, name: '周杰' } }] },
      'DEPARTED',
    );
    await refused(orderApi.passengerAdd, { orderNo: 'TO100124', passengers: [adult()] }, 'NAME_DEADLINE_PASSED');
    expect((await ok(orderApi.detail, { orderNo: 'TO100124' })).order.allowedActions).toEqual(['EDIT_CONTACT', 'ADD_REMARK']);
  });
});

describe('name change after ticketing', () => {
  it('asks for a change with a fee per passenger, one at a time, then confirms it', async () => {
    await loginAs('staff01');
    const [first] = orderOf('TO100101').passengers;
    const { ticketNo: _ticket, passengerId, ...details } = first!;
    const { nameChange } = await ok(orderApi.passengerChange, {
      orderNo: 'TO100101',
      items: [
        { passengerId, after: { ...details, name: '周杰' } },
        { passengerId: orderOf('TO100101').passengers[1]!.passengerId, after: orderOf('TO100101').passengers[1]! },
      ],
    });
    expect(nameChange).toMatchObject({ status: 'WAIT_CONFIRM', totalFee: ORDER_FIGURES.nameChangeFeePerPassenger });
    expect(nameChange.items.map((item) => [item.kind, item.fee])).toEqual([['RENAME', ORDER_FIGURES.nameChangeFeePerPassenger]]);
    expect(nameChange.items[0]!.before.name).toBe(first!.name);
    await refused(
      orderApi.passengerChange,
      { orderNo: 'TO100101', items: [{ passengerId, after: { ...details, name: '周杰伦' } }] },
      'NAME_CHANGE_PENDING',
    );
    const confirmed = await ok(orderApi.passengerChangeConfirm, { orderNo: 'TO100101', changeNo: nameChange.changeNo });
    expect(confirmed.nameChange.status).toBe('CONFIRMED');
    expect(orderOf('TO100101').passengers[0]).toMatchObject({ name: '周杰', ticketNo: first!.ticketNo });
    expect(orderOf('TO100101').tickets.find((ticket) => ticket.passengerId === passengerId)!.passengerName).toBe('周杰');
    expect(
      orderOf('TO100101')
        .log.slice(-2)
        .map((entry) => entry.action),
    ).toEqual(['NAME_CHANGE', 'NAME_CHANGE_CONFIRM']);
    await refused(orderApi.passengerChangeConfirm, { orderNo: 'TO100101', changeNo: nameChange.changeNo }, 'NAME_CHANGE_NOT_FOUND');
  });

  it('another person on a ticket is 换人 at its own fee; corrections beside it stay 改名; the change order is REPLACE', async () => {
    await loginAs('agent01');
    const [first, second] = orderOf('TO100101').passengers;
    const { ticketNo: _one, passengerId: firstId, ...firstDetails } = first!;
    const { ticketNo: _two, passengerId: secondId, ...secondDetails } = second!;
    const replacement = {
      ...secondDetails,
      name: '钱多多',
      idType: 'NI' as const,
      idNo: mainlandId('19850312', 'F'),
      birthDate: '1985-03-12',
    };
    const { nameChange } = await ok(orderApi.passengerChange, {
      orderNo: 'TO100101',
      items: [
        { passengerId: firstId, after: { ...firstDetails, name: `${firstDetails.name}伟` } },
        { passengerId: secondId, after: replacement },
      ],
    });
    expect(nameChange.items.map((item) => [item.after.name, item.kind, item.fee])).toEqual([
      [`${firstDetails.name}伟`, 'RENAME', ORDER_FIGURES.nameChangeFeePerPassenger],
      ['钱多多', 'REPLACE', ORDER_FIGURES.replaceFeePerPassenger],
    ]);
    expect(nameChange.totalFee).toBe(ORDER_FIGURES.nameChangeFeePerPassenger + ORDER_FIGURES.replaceFeePerPassenger);
    const record = simulator.state.ancillaryOrders.find((candidate) => candidate.ancilOrderNo === nameChange.changeNo)!;
    expect(record).toMatchObject({ kind: 'REPLACE', status: 'WAIT_CONFIRM' });
    expect(record.covers).toBe(`名单变更费（改名 1人 × ¥100.00、换人 1人 × ¥300.00）`);
    expect(orderOf('TO100101').log.at(-1)!.detail).toContain('换人 1人 × ¥300.00');
    await ok(orderApi.passengerChangeConfirm, { orderNo: 'TO100101', changeNo: nameChange.changeNo });
    expect(orderOf('TO100101').passengers[1]).toMatchObject({ name: '钱多多', idNo: replacement.idNo, ticketNo: second!.ticketNo });
    const { order } = await ok(orderApi.detail, { orderNo: 'TO100101' });
    expect(order.nameChanges.at(-1)).toMatchObject({ status: 'CONFIRMED', allowedActions: ['PAY'] });
  });

  it('refuses an empty change, a type change, an unticketed passenger, a wrong state', async () => {
    await loginAs('agent01');
    const passenger = orderOf('TO100105').passengers[0]!;
    await refused(
      orderApi.passengerChange,
      { orderNo: 'TO100105', items: [{ passengerId: passenger.passengerId, after: passenger }] },
      'NAME_CHANGE_EMPTY',
    );
    await refused(
      orderApi.passengerChange,
      { orderNo: 'TO100105', items: [{ passengerId: passenger.passengerId, after: { ...passenger, passengerType: 'CHD' } }] },
      'PASSENGER_INVALID',
    );
    const unnamed = orderOf('TO100102').passengers[0]!;
    await refused(
      orderApi.passengerChange,
      { orderNo: 'TO100102', items: [{ passengerId: unnamed.passengerId, after: unnamed }] },
      'ORDER_STATE_FORBIDS',
    );
    // The seed's TO100131 has a change waiting.
    const { order: waiting } = await ok(orderApi.detail, { orderNo: 'TO100131' });
    expect(waiting.nameChanges.map((change) => [change.status, change.allowedActions])).toEqual([['WAIT_CONFIRM', ['CONFIRM']]]);
    await ok(orderApi.passengerChangeConfirm, { orderNo: 'TO100131', changeNo: waiting.nameChanges[0]!.changeNo });
  });
});

describe('contact and remarks', () => {
  it('updates the contact (name and mobile required, email optional) and logs it', async () => {
    await loginAs('staff01');
    const { contact } = await ok(orderApi.contactUpdate, {
      orderNo: 'TO100106',
      contact: { name: ' 刘洋 ', mobile: '13712345678' },
      baseRevision: 1,
    });
    expect(contact).toEqual({ name: '刘洋', mobile: '13712345678' });
    expect(orderOf('TO100106').log.at(-1)!.action).toBe('EDIT_CONTACT');
    await refused(
      orderApi.contactUpdate,
      { orderNo: 'TO100106', contact: { name: '', mobile: '13712345678' }, baseRevision: 2 },
      'PARAM_INVALID',
    );
    await refused(
      orderApi.contactUpdate,
      { orderNo: 'TO100106', contact: { name: '刘洋', mobile: '1234' }, baseRevision: 2 },
      'PARAM_INVALID',
    );
    await refused(
      orderApi.contactUpdate,
      { orderNo: 'TO100106', contact: { name: '刘洋', mobile: '13712345678', email: 'x@' }, baseRevision: 2 },
      'PARAM_INVALID',
    );
    await refused(
      orderApi.contactUpdate,
      { orderNo: 'TO100133', contact: { name: '刘洋', mobile: '13712345678' }, baseRevision: 2 },
      'ORDER_STATE_FORBIDS',
    );
  });

  it('adds remarks of 1–200 characters', async () => {
    await loginAs('agent01');
    const { remark } = await ok(orderApi.remarkAdd, { orderNo: 'TO100133', content: '客户已确认取消' });
    expect(remark).toMatchObject({ content: '客户已确认取消', createdBy: '王建国' });
    expect(orderOf('TO100133').remarks.at(-1)!.remarkId).toBe(remark.remarkId);
    await refused(orderApi.remarkAdd, { orderNo: 'TO100133', content: '' }, 'PARAM_INVALID');
    await ok(orderApi.remarkAdd, { orderNo: 'TO100133', content: '备'.repeat(200) });
    await refused(orderApi.remarkAdd, { orderNo: 'TO100133', content: '备'.repeat(201) }, 'PARAM_INVALID');
  });
});

describe('personal orders', () => {
  it('user01 cancels its BOOKED order and the cabin seats go back; a ticketed one cannot be cancelled', async () => {
    await loginAs('user01');
    const order = orderOf('NO200104');
    const key = departureKey(order.segments[0]!);
    const held = simulator.state.seatInventory[key]!.cabins.Y!;
    const answer = await ok(personalOrderApi.cancel, { orderNo: 'NO200104', reason: '不去了' });
    expect(answer.order.status).toBe('CANCELED');
    expect(simulator.state.seatInventory[key]!.cabins.Y).toBe(held - 3);
    await refused(personalOrderApi.cancel, { orderNo: 'NO200101', reason: '不去了' }, 'ORDER_STATE_FORBIDS');
    await refused(personalOrderApi.cancel, { orderNo: 'TO100113', reason: '不去了' }, 'ORDER_NOT_FOUND');
    expect((await send(orderApi.cancel, { orderNo: 'NO200101', reason: 'x' })).btCommonRes.errorCode).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});
