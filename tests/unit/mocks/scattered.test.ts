import { describe, expect, it } from 'vitest';
import { payApi, scatteredApi, scatteredRefundApi, searchApi, type ScatteredSelection } from '@/lib/gateway/endpoints';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { parsePnrText, seatsLeft, SCATTERED } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import type { SimulatorState } from '@/mocks/state';
import { expectEvery } from '../../expect-every';
import { requestFor } from './payment-support';
import { loginAs, MINUTE, ok, refused, send } from './support';

/**
 * Scattered B2B tickets (散客票) through the gateway, from the seed of Monday 2026-11-23 09:00: agent01's
 * scattered orders SO300101–SO300111 in every state, and the PNRs KQ7M2A, HT4P9C (agent01's) and
 * ZB8N5R (corp01's).
 */

const CONTACT = { name: '王建国', mobile: '13900000001' };
const HOUR = 60 * MINUTE;
const adult = (name: string, idNo: string) => ({ name, passengerType: 'ADT' as const, idType: 'NI' as const, idNo });
/** Mainland ID numbers with valid checksums. */
const ZHANG = adult('张伟', '110101199003074514');
const LI = adult('李娜', '110101198807120024');
const orderOf = (orderNo: string) => simulator.state.orders.find((order) => order.orderNo === orderNo)!;
const cabinLeft = (flightNo: string, flightDate: string, cabin: string) =>
  seatsLeft(simulator.state, { flightNo, flightDate }, { kind: 'cabin', cabin });

async function shop(flightDate = '2026-12-01', adults = 2) {
  return ok(scatteredApi.shopping, {
    depAirport: 'PVG',
    arrAirport: 'CTU',
    flightDate,
    tripType: 'OW',
    adultCount: adults,
    childCount: 0,
    infantCount: 0,
  });
}

/** Books PVG→CTU on a flight and class for the passengers, at the verified total. */
async function book(flightNo: string, cabin: string, passengers = [ZHANG, LI], flightDate = '2026-12-01') {
  const selections: ScatteredSelection[] = [{ direction: 'O', flightNo, flightDate, cabin }];
  const { quote } = await ok(scatteredApi.confirm, { selections, passengers });
  return (await ok(scatteredApi.create, { selections, passengers, contact: CONTACT, expectedTotal: quote.totalAmount })).order;
}

async function payAndTicket(orderNo: string) {
  await ok(payApi.payment, await requestFor('ORDER', orderNo, 'PREPAID'));
  await simulator.clock.advance(11 * MINUTE);
  return (await ok(scatteredApi.detail, { orderNo })).order;
}

describe('scattered: the seed', () => {
  it('gives agent01 scattered orders in every state of the individual order status set', async () => {
    await loginAs('agent01');
    const { statusCounts, page } = await ok(scatteredApi.list, { currentPage: 1, perSize: 20 });
    expect(page.count).toBe(11);
    expect(statusCounts).toEqual({ BOOKED: 1, PAYED: 1, TICKED: 5, TICKEDPART: 1, CANCELED: 2, REFUND: 1 });
    const { refundList, stageCounts } = await ok(scatteredRefundApi.refundList, { currentPage: 1, perSize: 20 });
    // Each request counts where it stands: the one waiting on the agent's file is not 待退款: no money moves before approval.
    expect(stageCounts).toEqual({ HAVE_REFUND: 1, WAITING: 1, MORE_FILES: 1 });
    expect(refundList.filter((refund) => refund.reviewState === 'MORE_FILES').map((refund) => refund.kind)).toEqual(['INVOLUNTARY']);
    // A tab lists exactly what it counts.
    for (const [stage, count] of Object.entries(stageCounts)) {
      const tab = await ok(scatteredRefundApi.refundList, { currentPage: 1, perSize: 20, stage: stage as keyof typeof stageCounts });
      expect(tab.refundList.map((refund) => refund.stage)).toEqual(Array(count).fill(stage));
    }
  });

  it('filters by passenger, ticket number and PNR', async () => {
    await loginAs('agent01');
    const order = orderOf('SO300103');
    const byName = await ok(scatteredApi.list, { currentPage: 1, perSize: 20, passengerName: order.passengers[0]!.name });
    expect(byName.orderList.map((row) => row.orderNo)).toContain('SO300103');
    const byTicket = await ok(scatteredApi.list, { currentPage: 1, perSize: 20, ticketNo: order.tickets[0]!.ticketNo });
    expect(byTicket.orderList.map((row) => row.orderNo)).toEqual(['SO300103']);
    const byPnr = await ok(scatteredApi.list, { currentPage: 1, perSize: 20, pnr: order.pnr, status: 'TICKED' });
    expect(byPnr.orderList.map((row) => row.orderNo)).toEqual(['SO300103']);
  });
});

describe('scattered: shopping and fares', () => {
  it('offers each class with its fare, seats left and rule (refund and change fees, baggage)', async () => {
    await loginAs('agent01');
    const { outbound } = await shop();
    expect(outbound.map((flight) => flight.flightNo)).toEqual(['XY5101', 'XY5103', 'XY5105']);
    const b = outbound[0]!.cabins.find((cabin) => cabin.cabin === 'B')!;
    expect(b).toMatchObject({
      refundFeeRate: 0.3,
      refundFeeRateAfter: 0.5,
      changeFeeRate: 0.1,
      baggageKg: 20,
      endorsable: false,
      lastSeats: false,
    });
    expect(b.rules.map((rule) => rule.title)).toEqual([
      '经济舱（优惠）（B舱）退票',
      '经济舱（优惠）（B舱）改期',
      '经济舱（优惠）（B舱）签转',
      '经济舱（优惠）（B舱）行李',
    ]);
    const y = outbound[0]!.cabins.find((cabin) => cabin.cabin === 'Y')!;
    expect(b.fares.ADT).toBeLessThan(y.fares.ADT);
  });

  it('sells the last seats of a class at the higher bucket: verify shows the fare seen while shopping and the new one', async () => {
    await loginAs('agent01');
    const { outbound } = await shop();
    const seen = outbound[0]!.cabins.find((cabin) => cabin.cabin === 'F')!;
    // Another booking leaves the last seats of F.
    const taking = seen.seatsLeft - SCATTERED.lastSeats;
    const people = Array.from({ length: taking }, (_, index) =>
      adult(`旅客${'甲乙丙丁戊己庚辛壬'[index]}`, ['110101199003074514', '110101198807120024', '110101199001010015'][index % 3]!),
    );
    for (let start = 0; start < taking; start += 1) await book('XY5101', 'F', [people[start]!]);
    const selections: ScatteredSelection[] = [
      { direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'F', seenFare: seen.fares.ADT },
    ];
    const { quote } = await ok(scatteredApi.verify, { selections, adultCount: 1, childCount: 0, infantCount: 0 });
    expect(quote.legs[0]).toMatchObject({ seenFare: seen.fares.ADT, changed: true });
    expect(quote.legs[0]!.fare).toBe(Math.round((seen.fares.ADT * 1.2) / 1000) * 1000);
  });
});

describe('scattered: PNR import', () => {
  it('reads a record locator the agency holds: passengers, segments, the trip', async () => {
    await loginAs('agent01');
    const { pnr } = await ok(scatteredApi.importPnr, { text: ' kq7m2a ' });
    expect(pnr).toMatchObject({
      pnr: 'KQ7M2A',
      tripType: 'OW',
      depAirport: 'PVG',
      arrAirport: 'CTU',
      flightDate: '2026-12-03',
      counts: { adultCount: 2, childCount: 0, infantCount: 0 },
    });
    expect(pnr.selections).toEqual([{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-03', cabin: 'Y' }]);
    expectEvery(pnr.passengers, (passenger) => passenger.idNo.length === 18);
  });

  it('reads the PNR text as a GDS shows it, a child and an infant among the names', () => {
    const text = [
      ' 1.张伟 2.李小明CHD 3.王芳 MWX3KF',
      ' 4.  XY5101 B   TU01DEC  PVGCTU HK2   0835 1150          E',
      ' 5.  XY5102 B   SA05DEC  CTUPVG HK2   1250 1535          E',
      ' 6.SSR DOCS XY HK1 NI/CN/110101199003074514/CN/07MAR90/M//张/伟/P1',
      ' 7.SSR DOCS XY HK1 NI/CN/110101201701010016/CN/01JAN17/M//李/小明/P2',
      ' 8.SSR DOCS XY HK1 NI/CN/110101202505050023/CN/05MAY25/FI//王/芳/P3',
      ' 9.OSI XY CTCT13812345678',
    ].join('\n');
    const parsed = parsePnrText(text, Date.parse('2026-11-23T09:00:00+08:00'));
    expect(parsed.pnr).toBe('MWX3KF');
    expect(parsed.segments).toEqual([
      { flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'B' },
      { flightNo: 'XY5102', flightDate: '2026-12-05', cabin: 'B' },
    ]);
    expect(parsed.passengers.map((passenger) => [passenger.name, passenger.passengerType, passenger.idNo, passenger.birthDate])).toEqual([
      ['张伟', 'ADT', '110101199003074514', '1990-03-07'],
      ['李小明', 'CHD', '110101201701010016', '2017-01-01'],
      ['王芳', 'INF', '110101202505050023', '2025-05-05'],
    ]);
    expect(parsed.contact).toEqual({ name: '张伟', mobile: '13812345678' });
  });

  it('refuses a malformed PNR, an unknown one, another agency’s and one already booked', async () => {
    await loginAs('agent01');
    const malformed = await refused(scatteredApi.importPnr, { text: '1.张伟 MWX3KF\nXY5101 PVGCTU' }, 'SCATTERED_PNR_MALFORMED');
    expect(malformed.errorMsg).toContain('没有找到航段行');
    await refused(scatteredApi.importPnr, { text: 'AB-12' }, 'SCATTERED_PNR_MALFORMED');
    await refused(scatteredApi.importPnr, { text: 'QQQQQQ' }, 'SCATTERED_PNR_NOT_FOUND');
    await refused(scatteredApi.importPnr, { text: 'ZB8N5R' }, 'SCATTERED_PNR_NOT_FOUND');
    await refused(scatteredApi.importPnr, { text: orderOf('SO300103').pnr }, 'SCATTERED_PNR_BOOKED');
  });

  it('books from an imported PNR: the order keeps its record locator and the PNR is no longer importable', async () => {
    await loginAs('agent01');
    const { pnr } = await ok(scatteredApi.importPnr, { text: 'KQ7M2A' });
    const { quote } = await ok(scatteredApi.confirm, { selections: pnr.selections, passengers: pnr.passengers });
    const { order } = await ok(scatteredApi.create, {
      selections: pnr.selections,
      passengers: pnr.passengers,
      contact: CONTACT,
      expectedTotal: quote.totalAmount,
      pnr: 'KQ7M2A',
    });
    expect(order.pnr).toBe('KQ7M2A');
    await refused(scatteredApi.importPnr, { text: 'KQ7M2A' }, 'SCATTERED_PNR_BOOKED');
  });
});

describe('scattered: booking', () => {
  it('books 1–9 seat holders through the one booking rule: an order awaiting payment within 30 minutes, seats held in the class', async () => {
    await loginAs('agent01');
    const before = cabinLeft('XY5101', '2026-12-01', 'Y');
    const order = await book('XY5101', 'Y');
    expect(order).toMatchObject({ status: 'BOOKED', groupCount: 2, channel: 'SCATTERED' });
    expect(order.orderNo).toMatch(/^SO\d{6}$/);
    expect(order.milestones).toEqual([expect.objectContaining({ kind: 'FULL', amount: order.totalAmount })]);
    expect(Date.parse(order.milestones[0]!.deadline) - Date.parse(order.createTime)).toBe(30 * MINUTE);
    expect(order.allowedActions).toEqual(['PAY', 'CANCEL', 'EDIT_CONTACT', 'ADD_REMARK']);
    expect(cabinLeft('XY5101', '2026-12-01', 'Y')).toBe(before - 2);
    expect(order.fareRules.at(-1)!.title).toBe('经济舱（Y舱）行李');
  });

  it('refuses ten seat holders, a total the agent did not see, and passes a cancel of an unpaid order', async () => {
    await loginAs('agent01');
    const ten = Array.from({ length: 10 }, () => ZHANG);
    const selections: ScatteredSelection[] = [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'Y' }];
    await refused(scatteredApi.confirm, { selections, passengers: ten }, 'INDIVIDUAL_SIZE_INVALID');
    await refused(scatteredApi.create, { selections, passengers: [ZHANG], contact: CONTACT, expectedTotal: 1 }, 'PRICE_CHANGED');
    const order = await book('XY5101', 'Y');
    const before = cabinLeft('XY5101', '2026-12-01', 'Y');
    const cancelled = await ok(scatteredApi.cancel, { orderNo: order.orderNo, reason: '客户取消' });
    expect(cancelled.order.status).toBe('CANCELED');
    expect(cabinLeft('XY5101', '2026-12-01', 'Y')).toBe(before + 2);
  });
});

describe('scattered: change (改期)', () => {
  it('charges the fare difference and the old fare rule’s change fee; ticketed, the new ticket replaces the old one', async () => {
    await loginAs('agent01');
    const order = await payAndTicket((await book('XY5101', 'B')).orderNo);
    expect(order.status).toBe('TICKED');
    const zhang = order.passengers[0]!;
    const oldTicket = order.tickets.find((ticket) => ticket.passengerId === zhang.passengerId)!;
    const choice = { orderNo: order.orderNo, passengerIds: [zhang.passengerId], segmentNo: 1 };
    const { flights } = await ok(scatteredApi.changeShopping, { ...choice, flightDate: '2026-12-02' });
    const y = flights[0]!.cabins.find((cabin) => cabin.cabin === 'Y')!;
    const target = { ...choice, flightNo: flights[0]!.flightNo, flightDate: '2026-12-02', cabin: 'Y' };
    const { quote } = await ok(scatteredApi.changeConfirm, target);
    const fee = Math.round((oldTicket.fare * 0.1) / 100) * 100;
    expect(quote.lines).toEqual([
      expect.objectContaining({
        oldTicketNo: oldTicket.ticketNo,
        oldFare: oldTicket.fare,
        newFare: y.fares.ADT,
        fareDifference: y.fares.ADT - oldTicket.fare,
        changeFee: fee,
      }),
    ]);
    expect(quote.totalAmount).toBe(y.fares.ADT - oldTicket.fare + fee);
    // The fee's rule is the old B fare's (10 %), not the new Y fare's (free); the new fare's rules follow apart.
    expect(quote.feeRule).toEqual({ title: '经济舱（优惠）（B舱）改期', content: expect.stringContaining('起飞前改期收取票面价10%') });
    expect(quote.rules.find((rule) => rule.title.endsWith('改期'))).toMatchObject({
      title: '经济舱（Y舱）改期',
      content: expect.stringContaining('起飞前免费改期'),
    });
    await refused(scatteredApi.changeCreate, { ...target, expectedTotal: quote.totalAmount + 100 }, 'PRICE_CHANGED');
    const { order: change } = await ok(scatteredApi.changeCreate, { ...target, expectedTotal: quote.totalAmount });
    expect(change).toMatchObject({
      status: 'BOOKED',
      totalAmount: quote.totalAmount,
      channel: 'SCATTERED_CHANGE',
      links: { exchangedFrom: order.orderNo },
    });
    // While the change order is open the old ticket is held: no second change, no refund — and the order's
    // tickets say why (the refund dialog shows it disabled with this reason).
    await refused(scatteredApi.changeConfirm, target, 'SCATTERED_TICKET_NOT_CHANGEABLE');
    await refused(
      scatteredRefundApi.refundFee,
      { orderNo: order.orderNo, ticketNos: [oldTicket.ticketNo], kind: 'VOLUNTARY' },
      'TICKET_NOT_REFUNDABLE',
    );
    const held = (await ok(scatteredApi.detail, { orderNo: order.orderNo })).order;
    expect(held.tickets.find((ticket) => ticket.ticketNo === oldTicket.ticketNo)).toMatchObject({
      held: true,
      refundable: false,
      refundBlock: `已有改期订单${change.orderNo}待完成`,
    });
    await payAndTicket(change.orderNo);
    const after = (await ok(scatteredApi.detail, { orderNo: order.orderNo })).order;
    expect(after.tickets.find((ticket) => ticket.ticketNo === oldTicket.ticketNo)).toMatchObject({
      status: 'EXCHANGED',
      exchangedBy: change.orderNo,
      held: false,
      changeable: false,
      refundable: false,
    });
    expect(after.changeOrders).toEqual([expect.objectContaining({ orderNo: change.orderNo, status: 'TICKED' })]);
    expect(orderOf(change.orderNo).tickets.map((ticket) => [ticket.passengerName, ticket.flightDate, ticket.fare])).toEqual([
      [zhang.name, '2026-12-02', y.fares.ADT],
    ]);
  });
  it('an order whose only ticket a change order holds declines 改期 with the reason (actionNotes), and the write refuses it too', async () => {
    await loginAs('agent01');
    const order = await payAndTicket((await book('XY5101', 'B', [ZHANG])).orderNo);
    expect(order.allowedActions).toContain('CHANGE');
    expect(order.actionNotes.CHANGE).toBeUndefined();
    const choice = { orderNo: order.orderNo, passengerIds: [order.passengers[0]!.passengerId], segmentNo: 1 };
    const { flights } = await ok(scatteredApi.changeShopping, { ...choice, flightDate: '2026-12-02' });
    const target = { ...choice, flightNo: flights[0]!.flightNo, flightDate: '2026-12-02', cabin: 'Y' };
    const { quote } = await ok(scatteredApi.changeConfirm, target);
    const { order: change } = await ok(scatteredApi.changeCreate, { ...target, expectedTotal: quote.totalAmount });
    const held = (await ok(scatteredApi.detail, { orderNo: order.orderNo })).order;
    expect(held.allowedActions).not.toContain('CHANGE');
    expect(held.actionNotes.CHANGE).toBe(`没有可改期的客票（已有改期订单${change.orderNo}待完成）`);
    await refused(scatteredApi.changeConfirm, target, 'SCATTERED_TICKET_NOT_CHANGEABLE');
  });
});

describe('scattered: refunds', () => {
  it('shows the fee from the fare rule, cancels the unused seat first, and refunds on review', async () => {
    await loginAs('agent01');
    const order = await payAndTicket((await book('XY5101', 'B')).orderNo);
    const ticket = order.tickets[1]!;
    const body = { orderNo: order.orderNo, ticketNos: [ticket.ticketNo] };
    const { quote } = await ok(scatteredRefundApi.refundFee, { ...body, kind: 'VOLUNTARY' });
    const fee = Math.round((ticket.fare * 0.3) / 100) * 100;
    expect(quote).toMatchObject({ feeRate: 0.3, fee, amount: ticket.fare + ticket.tax - fee, seatsToCancel: [ticket.ticketNo] });
    await refused(scatteredRefundApi.apply, { ...body, reason: '行程取消', expectedAmount: quote.amount }, 'SCATTERED_SEAT_NOT_CANCELLED');
    const before = cabinLeft('XY5101', '2026-12-01', 'B');
    expect((await ok(scatteredRefundApi.seatCancel, body)).cancelled).toEqual([ticket.ticketNo]);
    expect(cabinLeft('XY5101', '2026-12-01', 'B')).toBe(before + 1);
    const { refund } = await ok(scatteredRefundApi.apply, { ...body, reason: '行程取消', expectedAmount: quote.amount });
    expect(refund).toMatchObject({ reviewState: 'WAITING', stage: 'WAITING', fee, amount: quote.amount });
    expect(Date.parse(refund.reviewBy!) - Date.parse(refund.applyTime)).toBe(SCATTERED.reviewMs);
    await simulator.clock.advance(2 * HOUR);
    // Two hours away end the session, as they would for a person.
    await loginAs('agent01');
    const { refund: done } = await ok(scatteredRefundApi.refundDetail, { rfdReqSeq: refund.refundId });
    // Approved: the money is on its way (paid by B2B, back 30 minutes later), complete only when it arrived.
    expect(done).toMatchObject({ reviewState: 'APPROVED', moneyState: 'WAITING_REFUND', stage: 'WAITING_REFUND' });
    expect(done.finishTime).toBeUndefined();
    await simulator.clock.advance(30 * MINUTE);
    await loginAs('agent01');
    const { refund: paid } = await ok(scatteredRefundApi.refundDetail, { rfdReqSeq: refund.refundId });
    expect(paid).toMatchObject({ reviewState: 'APPROVED', moneyState: 'HAVE_REFUND', finishTime: paid.money[0]!.finishTime });
    expect(Date.parse(paid.finishTime!) - Date.parse(paid.reviewTime!)).toBe(30 * MINUTE);
    expect(orderOf(order.orderNo).tickets.find((candidate) => candidate.ticketNo === ticket.ticketNo)!.status).toBe('REFUNDED');
    expect(orderOf(order.orderNo).status).toBe('TICKED');
  });

  it('an error refund is free, needs a file, and the reviewer asks for a supplementary one before approving', async () => {
    await loginAs('agent01');
    const order = await payAndTicket((await book('XY5101', 'Y', [ZHANG])).orderNo);
    const body = { orderNo: order.orderNo, ticketNos: [order.tickets[0]!.ticketNo] };
    const { quote } = await ok(scatteredRefundApi.refundFee, { ...body, kind: 'INVOLUNTARY' });
    expect(quote.fee).toBe(0);
    await ok(scatteredRefundApi.seatCancel, body);
    await refused(
      scatteredRefundApi.errorApply,
      { ...body, reason: '航班取消', fileIds: [], expectedAmount: quote.amount },
      'REFUND_FILE_REQUIRED',
    );
    const upload = (name: string) => ok(scatteredRefundApi.fileUpload, { name, dataUrl: 'data:image/jpeg;base64,/9j/4AAQ' });
    const { file } = await upload('延误证明.jpg');
    const { refund } = await ok(scatteredRefundApi.errorApply, {
      ...body,
      reason: '航班取消',
      fileIds: [file.fileId],
      expectedAmount: quote.amount,
    });
    await refused(scatteredRefundApi.supplement, { rfdReqSeq: refund.refundId, fileIds: [file.fileId] }, 'SCATTERED_REFUND_STATE_FORBIDS');
    await simulator.clock.advance(2 * HOUR);
    await loginAs('agent01');
    const asked = (await ok(scatteredRefundApi.refundDetail, { rfdReqSeq: refund.refundId })).refund;
    expect(asked).toMatchObject({
      reviewState: 'MORE_FILES',
      stage: 'MORE_FILES',
      supplementAsk: SCATTERED.supplementAsk,
      allowedActions: ['WITHDRAW', 'SUPPLEMENT'],
    });
    expect(asked.moneyState).toBeUndefined();
    expect(asked.reviewBy).toBeUndefined();
    const { file: extra } = await upload('航司证明.jpg');
    const supplemented = (await ok(scatteredRefundApi.supplement, { rfdReqSeq: refund.refundId, fileIds: [extra.fileId] })).refund;
    expect(supplemented.files.map((candidate) => candidate.name)).toEqual(['延误证明.jpg', '航司证明.jpg']);
    await simulator.clock.advance(2 * HOUR);
    await loginAs('agent01');
    const done = (await ok(scatteredRefundApi.refundDetail, { rfdReqSeq: refund.refundId })).refund;
    expect(done.timeline.map((step) => step.action)).toEqual(['APPLY', 'SUPPLEMENT_ASK', 'SUPPLEMENT', 'APPROVE']);
    expect(orderOf(order.orderNo).status).toBe('REFUND');
  });
});

describe('scattered: forged calls are refused by the simulator', () => {
  it('refund of a used ticket, change of a cancelled order, another agency’s order', async () => {
    await loginAs('agent01');
    const flown = simulator.state.orders.find(
      (order) => order.kind === 'SCATTERED' && order.tickets.some((ticket) => ticket.status === 'USED'),
    )!;
    const used = flown.tickets[0]!.ticketNo;
    await refused(scatteredRefundApi.refundFee, { orderNo: flown.orderNo, ticketNos: [used], kind: 'VOLUNTARY' }, 'DEPARTED');
    const open = orderOf('SO300103');
    const mixed = await send(scatteredRefundApi.refundFee, {
      orderNo: 'SO300103',
      ticketNos: [open.tickets[0]!.ticketNo, used],
      kind: 'VOLUNTARY',
    });
    expect(mixed.btCommonRes).toMatchObject({ isOk: false, errorMsg: expect.stringContaining('不是本订单的客票') });
    const cancelled = simulator.state.orders.find((order) => order.kind === 'SCATTERED' && order.status === 'CANCELED')!;
    await refused(
      scatteredApi.changeShopping,
      { orderNo: cancelled.orderNo, passengerIds: [cancelled.passengers[0]!.passengerId], segmentNo: 1, flightDate: '2026-12-10' },
      'ORDER_STATE_FORBIDS',
    );
    // SO300104 belongs to another agency (corp01's organisation) from now on.
    await store.apply((state) => ({
      ...state,
      orders: state.orders.map((order) => (order.orderNo === 'SO300104' ? { ...order, ownerAccountId: 'AGT0002' } : order)),
    }));
    const other = orderOf('SO300104');
    await refused(scatteredApi.detail, { orderNo: 'SO300104' }, 'ORDER_NOT_FOUND');
    await refused(
      scatteredRefundApi.refundFee,
      { orderNo: 'SO300104', ticketNos: [other.tickets[0]!.ticketNo], kind: 'VOLUNTARY' },
      'ORDER_NOT_FOUND',
    );
    await refused(scatteredRefundApi.seatCancel, { orderNo: 'SO300104', ticketNos: [other.tickets[0]!.ticketNo] }, 'ORDER_NOT_FOUND');
    await refused(
      scatteredApi.changeShopping,
      { orderNo: 'SO300104', passengerIds: [other.passengers[0]!.passengerId], segmentNo: 1, flightDate: '2026-12-10' },
      'ORDER_NOT_FOUND',
    );
    // Nor does one search across every channel find it, by its number, PNR, ticket or passenger.
    for (const text of ['SO300104', other.pnr, other.tickets[0]!.ticketNo, other.passengers[0]!.name]) {
      const { hits } = await ok(searchApi.search, { text, currentPage: 1, perSize: 50 });
      expect(
        hits.filter((hit) => hit.no === 'SO300104' || hit.orderNo === 'SO300104'),
        text,
      ).toEqual([]);
    }
    // Without the functions (corp01 has no 散客 menu) nothing is answered.
    await loginAs('corp01');
    await refused(scatteredApi.detail, { orderNo: 'SO300104' }, 'PERMISSION_DENIED');
  });
});

describe('scattered: migration 13 → 14', () => {
  it('gives a saved state the seeded scattered orders, refunds and PNRs', () => {
    const { scatteredPnrs: _pnrs, ...saved } = simulator.state;
    const without = {
      ...saved,
      version: 13,
      orders: saved.orders.filter((order) => order.kind !== 'SCATTERED'),
      refunds: saved.refunds.filter((refund) => refund.orderKind !== 'SCATTERED'),
    };
    const migrated = MIGRATIONS[13]!(without as never) as unknown as SimulatorState;
    expect(migrated.version).toBe(14);
    expect(migrated.orders.filter((order) => order.kind === 'SCATTERED')).toHaveLength(11);
    expect(migrated.refunds.filter((refund) => refund.orderKind === 'SCATTERED')).toHaveLength(3);
    expect(migrated.scatteredPnrs.map((pnr) => pnr.pnr)).toEqual(['KQ7M2A', 'HT4P9C', 'ZB8N5R']);
  });
});
