import { describe, expect, it } from 'vitest';
import { ERRORS } from '@/lib/gateway/error-codes';
import { orderApi, payApi, seriesApi, tempGroupApi, type SeriesAdvanceItem, type SeriesSearch } from '@/lib/gateway/endpoints';
import { agentMenuTree, flattenAuthCodes } from '@/mocks/kernel/menu-tree';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { seatsLeft, SERIES } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import type { SimulatorState } from '@/mocks/state';
import { expectEvery } from '../../expect-every';
import { newKey, requestFor } from './payment-support';
import { loginAs, ok, refused, send } from './support';

/**
 * Series (系列团) through the gateway, from the seed of Monday 2026-11-23 09:00: agent01's SR100101 (定期,
 * PVG→CAN every Friday and Sunday 11-27…12-13: ticketed, cancelled, deposit paid, three awaiting their
 * deposits), SR100102 (不定期, PEK→CTU, deposits paid) and SR100103 (finished).
 */

const CONTACT = { name: '王建国', mobile: '13900000001' };

/** SHA→PEK every Tuesday and Thursday over the 4 weeks from Monday 2026-12-07: 8 dates. */
const TUE_THU: SeriesSearch = {
  seriesType: 'REGULAR',
  depAirport: 'SHA',
  arrAirport: 'PEK',
  weekdays: [2, 4],
  startDate: '2026-12-07',
  endDate: '2027-01-03',
  adultCount: 20,
  childCount: 0,
  infantCount: 0,
};

const groupLeft = (flightNo: string, flightDate: string) => seatsLeft(simulator.state, { flightNo, flightDate }, { kind: 'group' });
const orderOf = (orderNo: string) => simulator.state.orders.find((order) => order.orderNo === orderNo)!;

/** Another agency's temporary group takes a departure's group seats but `leave`. */
async function takeSeats(flightNo: string, flightDate: string, leave: number) {
  const selections = [{ direction: 'O' as const, flightNo, flightDate }];
  const counts = { adultCount: groupLeft(flightNo, flightDate) - leave, childCount: 0, infantCount: 0 };
  const { quote } = await ok(tempGroupApi.price, { selections, ...counts });
  await ok(tempGroupApi.create, { selections, ...counts, groupName: '抢座团', contact: CONTACT, expectedTotal: quote.totalAmount });
}

async function query(search: SeriesSearch = TUE_THU) {
  return ok(seriesApi.flightQuery, search);
}

async function verified(search: SeriesSearch = TUE_THU) {
  const { departures } = await query(search);
  const choices = departures
    .filter((departure) => departure.bookable)
    .map((departure) => ({ flightDate: departure.flightDate, flightNo: departure.flight!.flightNo, seenTotal: departure.totalAmount }));
  return { choices, answer: await ok(seriesApi.verify, { ...search, departures: choices }) };
}

describe('series: the seed', () => {
  it('gives agent01 a regular series in progress with departures in different states, an irregular one and a finished one', async () => {
    await loginAs('agent01');
    const { seriesList, page } = await ok(seriesApi.list, { currentPage: 1, perSize: 10 });
    expect(page.count).toBe(3);
    expect(seriesList.map((series) => [series.seriesNo, series.seriesType, series.status])).toEqual([
      ['SR100101', 'REGULAR', 'IN_PROGRESS'],
      ['SR100102', 'UNREGULAR', 'IN_PROGRESS'],
      ['SR100103', 'REGULAR', 'FINISHED'],
    ]);
    const { series } = await ok(seriesApi.detail, { seriesNo: 'SR100101' });
    expect(series).toMatchObject({
      weekdays: [5, 7],
      startDate: '2026-11-27',
      endDate: '2026-12-13',
      departureCount: 6,
      activeCount: 5,
      groupCount: 26,
    });
    expect(series.orders.map((row) => [row.flightDate, row.status, row.depositStatus])).toEqual([
      ['2026-11-27', 'TICKED', 'NO_DEPOSIT'],
      ['2026-11-29', 'CANCELED', 'NO_DEPOSIT'],
      ['2026-12-04', 'BOOKED', 'SUCCESSED'],
      ['2026-12-06', 'BOOKED', 'WAIT'],
      ['2026-12-11', 'BOOKED', 'WAIT'],
      ['2026-12-13', 'BOOKED', 'WAIT'],
    ]);
    expectEvery(series.orders, (row) => orderOf(row.orderNo).links?.seriesNo === 'SR100101' && orderOf(row.orderNo).channel === 'SERIES');
    // The cancelled departure offers nothing; the ones awaiting a deposit offer 加人, 取消, 名单 and 支付.
    expect(series.orders[1]!.allowedActions).toEqual([]);
    expect(series.orders[3]!.allowedActions).toEqual(['ADD_PEOPLE', 'CANCEL', 'EDIT_PASSENGERS', 'PAY']);
  });

  it('a saved state of version 11 gets the seeded series from its own seats, and menus with the new names and 系列团订单', () => {
    const saved = structuredClone({ ...simulator.state, version: 11 }) as unknown as Record<string, unknown>;
    const state = saved as unknown as SimulatorState;
    const seriesOrders = new Set(state.series.flatMap((series) => series.orderNos));
    // As a version-11 state was: no series, their orders and seats not there, the old menu.
    for (const order of state.orders.filter((candidate) => seriesOrders.has(candidate.orderNo))) {
      const key = `${order.segments[0]!.flightNo}|${order.segments[0]!.flightDate}`;
      if (order.status !== 'CANCELED') state.seatInventory[key]!.group -= order.groupCount;
    }
    const before = {
      ...saved,
      orders: state.orders.filter((order) => !seriesOrders.has(order.orderNo)),
      accounts: state.accounts.map((account) => ({ ...account, menu: account.menu.map((node) => ({ ...node })) })),
    } as Record<string, unknown>;
    delete before.series;
    const migrated = MIGRATIONS[11]!(before) as unknown as SimulatorState;
    expect(migrated.version).toBe(12);
    expect(migrated.series.map((series) => [series.seriesNo, series.orderNos.length])).toHaveLength(3);
    const agent = migrated.accounts.find((account) => account.userName === 'agent01')!;
    expect(flattenAuthCodes(agent.menu)).toContain('ORDER_CENTER_SERIES');
    const names = JSON.stringify(agent.menu);
    expect(names).toContain('定期系列团');
    expect(flattenAuthCodes(agent.menu).sort()).toEqual(flattenAuthCodes(agentMenuTree()).sort());
  });
});

describe('series: the flight query', () => {
  it('turns Tuesdays and Thursdays over 4 weeks into 8 departures, each with its flight, fare and group seats', async () => {
    await loginAs('agent01');
    const answer = await query();
    expect(answer.departures.map((departure) => departure.flightDate)).toEqual([
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
      '2026-12-17',
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
    ]);
    expectEvery(
      answer.departures,
      (departure) =>
        departure.bookable && departure.flight?.flightNo === 'XY5451' && departure.adultFare > 0 && departure.groupSeatsLeft >= 20,
    );
    expect(answer.bookableCount).toBe(8);
    expect(answer.totalAmount).toBe(answer.departures.reduce((sum, departure) => sum + departure.totalAmount, 0));
  });

  it('lists a date without a flight, past the booking close or without seats as not bookable, and refuses a pattern with none bookable', async () => {
    await loginAs('agent01');
    // PEK→XMN flies Monday, Wednesday, Friday and Sunday only.
    const xiamen = await query({
      ...TUE_THU,
      depAirport: 'PEK',
      arrAirport: 'XMN',
      weekdays: [1, 2],
      startDate: '2026-11-23',
      endDate: '2026-12-01',
    });
    expect(xiamen.departures.map((departure) => [departure.flightDate, departure.bookable, departure.unavailable ?? null])).toEqual([
      ['2026-11-23', false, 'CLOSED'],
      ['2026-11-24', false, 'NO_FLIGHT'],
      ['2026-11-30', true, null],
      ['2026-12-01', false, 'NO_FLIGHT'],
    ]);
    const none = await refused(seriesApi.flightQuery, { ...TUE_THU, depAirport: 'PEK', arrAirport: 'XMN' }, 'SERIES_NO_DEPARTURE');
    expect(none.errorMsg).toContain('当日无航班8个');
    // TAO→CSX is an A320 of 50 group seats: a group of 60 fits on none.
    const full = await send(seriesApi.flightQuery, { ...TUE_THU, depAirport: 'TAO', arrAirport: 'CSX', adultCount: 60 });
    expect(full.btCommonRes.errorCode).toBe(ERRORS.SERIES_NO_DEPARTURE.code);
    expect(full.btCommonRes.errorMsg).toContain('团队余座不足8个');
  });

  it('refuses a group outside 10–200, a range beyond the figures and a pattern yielding no date', async () => {
    await loginAs('agent01');
    await refused(seriesApi.flightQuery, { ...TUE_THU, adultCount: 9 }, 'GROUP_SIZE_INVALID');
    await refused(seriesApi.flightQuery, { ...TUE_THU, adultCount: 150, childCount: 51 }, 'GROUP_SIZE_INVALID');
    const long = await refused(seriesApi.flightQuery, { ...TUE_THU, endDate: '2027-06-07' }, 'SERIES_RANGE_INVALID');
    expect(long.errorMsg).toContain(`最长${SERIES.maxRangeWeeks}周`);
    await refused(seriesApi.flightQuery, { ...TUE_THU, weekdays: [] }, 'SERIES_RANGE_INVALID');
    await refused(
      seriesApi.flightQuery,
      { ...TUE_THU, weekdays: [3], startDate: '2026-12-07', endDate: '2026-12-08' },
      'SERIES_NO_DEPARTURE',
    );
    await refused(seriesApi.flightQuery, { ...TUE_THU, seriesType: 'UNREGULAR', dates: ['2026-11-01'] }, 'SERIES_RANGE_INVALID');
  });

  it('needs the function of the series type asked', async () => {
    await loginAs('staff01');
    await refused(seriesApi.flightQuery, TUE_THU, 'PERMISSION_DENIED');
    await refused(seriesApi.list, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
  });
});

describe('series: verify and create', () => {
  it('marks a departure sold out meanwhile and a changed price, with the new total', async () => {
    await loginAs('agent01');
    const { choices } = await verified();
    // Another group takes XY5451's group seats on 12-15 but 10.
    await takeSeats('XY5451', '2026-12-15', 10);
    const seen = choices.map((choice, index) => (index === 0 ? { ...choice, seenTotal: choice.seenTotal - 100 } : choice));
    const answer = await ok(seriesApi.verify, { ...TUE_THU, departures: seen });
    expect(answer.departures.map((departure) => departure.check)).toEqual([
      'PRICE_CHANGED',
      'OK',
      'SOLD_OUT',
      'OK',
      'OK',
      'OK',
      'OK',
      'OK',
    ]);
    expect(answer.allHold).toBe(false);
    expect(answer.bookableCount).toBe(7);
    expect(answer.totalAmount).toBe(
      choices.filter((choice) => choice.flightDate !== '2026-12-15').reduce((sum, choice) => sum + choice.seenTotal, 0),
    );
    expect(answer.departures[0]).toMatchObject({
      depositAmount: expect.any(Number),
      depositDeadline: expect.any(String),
      balanceDeadline: expect.any(String),
    });
  });

  it('creates one series with an order per departure, each holding its seats, all in one go', async () => {
    await loginAs('agent01');
    const { choices, answer } = await verified();
    const before = choices.map((choice) => groupLeft(choice.flightNo, choice.flightDate));
    const { series } = await ok(seriesApi.create, {
      ...TUE_THU,
      departures: choices,
      groupName: '京沪商务周二周四团',
      contact: CONTACT,
      expectedTotal: answer.totalAmount,
    });
    expect(series).toMatchObject({
      seriesNo: 'SR100104',
      seriesType: 'REGULAR',
      departureCount: 8,
      totalAmount: answer.totalAmount,
      status: 'IN_PROGRESS',
    });
    expect(series.orders.map((row) => row.status)).toEqual(Array(8).fill('BOOKED'));
    expect(choices.map((choice) => groupLeft(choice.flightNo, choice.flightDate))).toEqual(before.map((left) => left - 20));
    const { order } = await ok(orderApi.detail, { orderNo: series.orders[0]!.orderNo });
    expect(order).toMatchObject({ channel: 'SERIES', links: { seriesNo: 'SR100104' }, groupCount: 20, groupName: '京沪商务周二周四团' });
  });

  it('refuses the whole series when one departure is gone at create time, naming its date, and a total not seen', async () => {
    await loginAs('agent01');
    const { choices, answer } = await verified();
    const request = { ...TUE_THU, departures: choices, groupName: '京沪商务团', contact: CONTACT };
    await refused(seriesApi.create, { ...request, expectedTotal: answer.totalAmount + 1000 }, 'PRICE_CHANGED');
    // A temporary group takes 12-22's seats after the verify.
    await takeSeats('XY5451', '2026-12-22', 5);
    const orders = simulator.state.orders.length;
    const left = groupLeft('XY5451', '2026-12-08');
    const gone = await send(seriesApi.create, { ...request, expectedTotal: answer.totalAmount });
    expect(gone.btCommonRes.errorCode).toBe(ERRORS.SERIES_DEPARTURE_UNAVAILABLE.code);
    expect((gone as unknown as { errorParams: Record<string, string> }).errorParams).toMatchObject({
      flightDate: '2026-12-22',
      flightNo: 'XY5451',
    });
    expect(simulator.state.orders).toHaveLength(orders);
    expect(groupLeft('XY5451', '2026-12-08')).toBe(left);
  });
});

describe('series: after booking', () => {
  it('advance details list every milestone by deadline with the sums', async () => {
    await loginAs('agent01');
    const { advance } = await ok(seriesApi.advance, { seriesNo: 'SR100101' });
    expect(advance.items.map((item) => item.deadline)).toEqual([...advance.items.map((item) => item.deadline)].sort());
    expect(advance.items.filter((item) => item.state === 'DUE').map((item) => [item.flightDate, item.kind])).toEqual([
      ['2026-12-06', 'DEPOSIT'],
      ['2026-12-11', 'DEPOSIT'],
      ['2026-12-13', 'DEPOSIT'],
      ['2026-12-04', 'BALANCE'],
    ]);
    const { series } = await ok(seriesApi.detail, { seriesNo: 'SR100101' });
    expect(advance.dueTotal).toBe(series.dueAmount);
    expect(advance.paidTotal).toBe(series.paidAmount);
    expect(advance.items.find((item) => item.flightDate === '2026-11-29')!.state).toBe('CLOSED');
  });

  it('a plan item offers PAY exactly when the pay rule takes it (a payment under way declines it with the reason); a batch of the offered ones is paid', async () => {
    await loginAs('agent01');
    const read = async () => (await ok(seriesApi.advance, { seriesNo: 'SR100101' })).advance.items;
    const offered = (items: SeriesAdvanceItem[]) =>
      items.filter((item) => item.allowedActions.includes('PAY')).map((item) => [item.flightDate, item.kind]);
    const items = await read();
    expect(offered(items)).toEqual(items.filter((item) => item.state === 'DUE').map((item) => [item.flightDate, item.kind]));
    expect(offered(items)).toHaveLength(4);
    // An online payment of one under way: the pay rule refuses a second (PAYMENT_IN_PROGRESS), the plan item says so.
    const [first, second, third] = items.filter((item) => item.allowedActions.includes('PAY'));
    const online = await ok(payApi.payment, await requestFor('ORDER', first!.orderNo, 'ONLINE'));
    const during = await read();
    const held = during.find((item) => item.orderNo === first!.orderNo && item.kind === first!.kind)!;
    expect(held.allowedActions).toEqual([]);
    expect(held.actionNotes?.PAY).toBe(`该款项有一笔支付正在处理中（${online.payment.paymentNo}），请勿重复支付`);
    await refused(payApi.payment, await requestFor('ORDER', first!.orderNo, 'PREPAID'), 'PAYMENT_IN_PROGRESS');
    // The others, in one batch from the prepaid account, at the amounts the plan shows.
    const batch = [second!, third!].map((item) => ({
      payableKind: 'ORDER' as const,
      payableNo: item.orderNo,
      milestone: item.kind,
      expectedAmount: item.amount - item.paidAmount,
    }));
    await ok(payApi.batchPayment, { items: batch, method: 'PREPAID', idempotencyKey: newKey() });
    const after = await read();
    for (const item of [second!, third!]) {
      expect(after.find((candidate) => candidate.orderNo === item.orderNo && candidate.kind === item.kind)).toMatchObject({
        state: 'PAID',
        allowedActions: [],
      });
    }
  });

  it('cancel apply: this and later departures — booked ones cancelled by their own rule, a paid deposit forfeited, nothing else touched', async () => {
    await loginAs('agent01');
    const { series } = await ok(seriesApi.detail, { seriesNo: 'SR100101' });
    const [ticketed, , depositPaid] = series.orders;
    const fromFirst = await ok(seriesApi.cancelQuote, { seriesNo: 'SR100101', orderNo: ticketed!.orderNo, scope: 'REST' });
    expect(fromFirst.quote.lines.map((line) => line.outcome)).toEqual([
      'REFUND_NEEDED',
      'UNCHANGED',
      'CANCEL',
      'CANCEL',
      'CANCEL',
      'CANCEL',
    ]);
    const { quote } = await ok(seriesApi.cancelQuote, { seriesNo: 'SR100101', orderNo: depositPaid!.orderNo, scope: 'REST' });
    expect(quote).toMatchObject({ cancelCount: 4, refundNeededCount: 0 });
    expect(quote.forfeit).toBe(orderOf(depositPaid!.orderNo).milestones[0]!.paidAmount);
    const left = groupLeft('XY5011', '2026-12-06');
    await refused(
      seriesApi.cancelApply,
      { seriesNo: 'SR100101', orderNo: depositPaid!.orderNo, scope: 'REST', reason: '客户取消', expectedForfeit: 0 },
      'SERIES_CANCEL_CHANGED',
    );
    const applied = await ok(seriesApi.cancelApply, {
      seriesNo: 'SR100101',
      orderNo: depositPaid!.orderNo,
      scope: 'REST',
      reason: '客户取消',
      expectedForfeit: quote.forfeit,
    });
    expect(applied.series.orders.map((row) => row.status)).toEqual(['TICKED', 'CANCELED', 'CANCELED', 'CANCELED', 'CANCELED', 'CANCELED']);
    expect(groupLeft('XY5011', '2026-12-06')).toBe(left + 26);
    expect(applied.series.log[0]!.detail).toContain('取消4个航班日期');
    await refused(
      seriesApi.cancelApply,
      { seriesNo: 'SR100101', orderNo: ticketed!.orderNo, scope: 'ONE', reason: '客户取消', expectedForfeit: 0 },
      'SERIES_NOTHING_TO_CANCEL',
    );
    await loginAs('staff01');
    await refused(
      seriesApi.cancelApply,
      { seriesNo: 'SR100101', orderNo: ticketed!.orderNo, scope: 'ONE', reason: '客户取消', expectedForfeit: 0 },
      'PERMISSION_DENIED',
    );
  });

  it("adds people to a departure at today's fare: seats held, the unpaid deposit grows; a paid deposit stands; a ticketed one refuses", async () => {
    await loginAs('agent01');
    const { series } = await ok(seriesApi.detail, { seriesNo: 'SR100101' });
    const [ticketed, , depositPaid, awaiting] = series.orders;
    const left = groupLeft('XY5011', awaiting!.flightDate);
    const { quote } = await ok(seriesApi.fare, {
      seriesNo: 'SR100101',
      orderNo: awaiting!.orderNo,
      adultCount: 5,
      childCount: 0,
      infantCount: 0,
    });
    expect(quote).toMatchObject({
      groupCountAfter: 31,
      totalAfter: awaiting!.totalAmount + quote.addedAmount,
      groupSeatsLeft: left,
      groupSeatsLeftAfter: left - 5,
    });
    await refused(
      seriesApi.addPeople,
      {
        seriesNo: 'SR100101',
        orderNo: awaiting!.orderNo,
        adultCount: 5,
        childCount: 0,
        infantCount: 0,
        expectedTotal: quote.addedAmount - 10,
      },
      'PRICE_CHANGED',
    );
    await ok(seriesApi.addPeople, {
      seriesNo: 'SR100101',
      orderNo: awaiting!.orderNo,
      adultCount: 5,
      childCount: 0,
      infantCount: 0,
      expectedTotal: quote.addedAmount,
    });
    const grown = orderOf(awaiting!.orderNo);
    expect(grown).toMatchObject({ groupCount: 31, totalAmount: quote.totalAfter });
    expect(grown.milestones[0]!.amount).toBe(Math.round(quote.totalAfter * 0.1));
    expect(groupLeft('XY5011', awaiting!.flightDate)).toBe(left - 5);

    const paid = orderOf(depositPaid!.orderNo).milestones[0]!.paidAmount;
    const more = await ok(seriesApi.fare, {
      seriesNo: 'SR100101',
      orderNo: depositPaid!.orderNo,
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
    });
    expect(more.quote.milestonesAfter).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', amount: paid, paidAmount: paid }),
      expect.objectContaining({ kind: 'BALANCE', amount: more.quote.totalAfter - paid }),
    ]);
    await refused(
      seriesApi.fare,
      { seriesNo: 'SR100101', orderNo: ticketed!.orderNo, adultCount: 2, childCount: 0, infantCount: 0 },
      'SERIES_ADD_PEOPLE_FORBIDDEN',
    );
    await refused(
      seriesApi.fare,
      { seriesNo: 'SR100101', orderNo: awaiting!.orderNo, adultCount: 0, childCount: 0, infantCount: 32 },
      'INFANT_WITHOUT_ADULT',
    );
    await refused(
      seriesApi.fare,
      { seriesNo: 'SR100102', orderNo: awaiting!.orderNo, adultCount: 2, childCount: 0, infantCount: 0 },
      'SERIES_DEPARTURE_NOT_FOUND',
    );
  });

  it('a departure grown at a new fare releases the added seats first (after unnamed children), at the price they were added at', async () => {
    await loginAs('agent01');
    const { series } = await ok(seriesApi.detail, { seriesNo: 'SR100101' });
    const awaiting = series.orders[3]!;
    // 26 → 50 seat holders: the 50–99 group tier, a lower fare than the 24 adults booked at.
    const { quote } = await ok(seriesApi.fare, {
      seriesNo: 'SR100101',
      orderNo: awaiting.orderNo,
      adultCount: 24,
      childCount: 0,
      infantCount: 0,
    });
    await ok(seriesApi.addPeople, {
      seriesNo: 'SR100101',
      orderNo: awaiting.orderNo,
      adultCount: 24,
      childCount: 0,
      infantCount: 0,
      expectedTotal: quote.addedAmount,
    });
    const { order } = await ok(orderApi.detail, { orderNo: awaiting.orderNo });
    const adults = order.fares.filter((line) => line.passengerType === 'ADT');
    expect(adults.map((line) => line.count)).toEqual([24, 24]);
    expect(adults[1]!.fare).toBeLessThan(adults[0]!.fare);
    const release = await ok(orderApi.seatReleaseQuote, { orderNo: awaiting.orderNo, count: 24 });
    // Unnamed children go first (the release rule), then adults from the line added last.
    const child = order.fares.find((line) => line.passengerType === 'CHD')!;
    expect(release.quote.totalAfter).toBe(order.totalAmount - 2 * (child.fare + child.tax) - 22 * (adults[1]!.fare + adults[1]!.tax));
  });
});
