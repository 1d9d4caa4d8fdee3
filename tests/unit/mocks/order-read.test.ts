import { describe, expect, it } from 'vitest';
import { orderApi, personalOrderApi, type OrderSummary } from '@/lib/gateway/endpoints';
import { ORDER } from '@/mocks/rules';
import { madeAnew } from '@/mocks/invariants';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

/** The order list, detail and the read-only views, through the gateway as the portal calls them. */

const page = { currentPage: 1, perSize: 100 };

async function teamList(filters: Record<string, unknown> = {}) {
  return ok(orderApi.list, { ...page, ...filters });
}

describe('the team order list', () => {
  it('answers the agency’s team orders newest first, with status counts over the filter', async () => {
    await loginAs('agent01');
    const { orderList, page: info, statusCounts } = await teamList();
    const own = simulator.state.orders.filter((order) => order.kind === 'TEAM' && order.ownerAccountId === 'AGT0001');
    expect(info.count).toBe(own.length);
    expect(own.length).toBeGreaterThanOrEqual(38);
    const created = orderList.map((order) => Date.parse(order.createTime));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const total = Object.values(statusCounts).reduce((sum, count) => sum + (count ?? 0), 0);
    expect(total).toBe(own.length);
    for (const status of ['BOOKED', 'PAYED', 'TICKED', 'TICKEDPART', 'CANCELED', 'REFUND'] as const) {
      expect(statusCounts[status], status).toBeGreaterThan(0);
    }
  });

  it('derives the summary fields from the record', async () => {
    await loginAs('agent01');
    const { orderList } = await teamList({ orderNo: 'TO100109' });
    const summary = orderList[0] as OrderSummary;
    expect(summary).toMatchObject({
      orderNo: 'TO100109',
      status: 'BOOKED',
      route: 'NKG-XMN',
      flightNo: 'XY5233',
      namedCount: 0,
      depositStatus: 'WAIT',
      processStatus: 'NOT_START',
      nextMilestone: 'DEPOSIT',
      paidAmount: 0,
    });
    const roundTrip = (await teamList({ depAirport: 'PVG', arrAirport: 'SYX' })).orderList[0]!;
    expect(roundTrip.route).toBe('PVG-SYX-PVG');
  });

  it('filters by status (ALL = none), route, dates, PNR and number; counts ignore only the status', async () => {
    await loginAs('agent01');
    const all = await teamList({ status: 'ALL' });
    const booked = await teamList({ status: 'BOOKED' });
    expectEvery(booked.orderList, (order) => order.status === 'BOOKED');
    expect(booked.page.count).toBe(all.statusCounts.BOOKED);
    expect(booked.statusCounts).toEqual(all.statusCounts);

    const route = await teamList({ depAirport: 'pek', arrAirport: 'CAN' });
    expect(route.orderList.map((order) => order.orderNo).sort()).toEqual(['TO100102', 'TO100103']);

    const some = all.orderList[3]!;
    expect((await teamList({ pnr: some.pnr.toLowerCase() })).orderList.map((order) => order.orderNo)).toEqual([some.orderNo]);
    const dates = await teamList({ flightDateStart: some.flightDate, flightDateEnd: some.flightDate });
    expectEvery(dates.orderList, (order) => order.flightDate === some.flightDate);
    expect(dates.orderList.map((order) => order.orderNo)).toContain(some.orderNo);
    const bookDay = some.createTime.slice(0, 10);
    const booked2 = await teamList({ bookDateStart: bookDay, bookDateEnd: bookDay });
    expectEvery(booked2.orderList, (order) => order.createTime.startsWith(bookDay));
    expect((await teamList({ orderNo: '1001' })).page.count).toBeGreaterThan(10);
    await refused(orderApi.list, { ...page, flightDateStart: '2026-12-10', flightDateEnd: '2026-12-01' }, 'PARAM_INVALID');
    await refused(orderApi.list, { ...page, status: 'NOPE' as never }, 'PARAM_INVALID');
  });

  it('staff see their agency’s orders; corp01 sees only its own', async () => {
    await loginAs('staff01');
    const staff = await teamList();
    await loginAs('corp01');
    const corp = await teamList();
    expect(corp.page.count).toBe(3);
    expect(staff.page.count).toBeGreaterThan(30);
    expect(corp.orderList.some((order) => staff.orderList.some((other) => other.orderNo === order.orderNo))).toBe(false);
    await refused(orderApi.detail, { orderNo: 'TO100101' }, 'ORDER_NOT_FOUND');
    await refused(orderApi.log, { orderNo: 'NO200101' }, 'ORDER_NOT_FOUND');
  });

  it('exports the filtered list (not paged) and says whether it was cut', async () => {
    await loginAs('agent01');
    const exported = await ok(orderApi.export, { status: 'TICKED' });
    expect(exported.truncated).toBe(false);
    expect(exported.orderList.length).toBe((await teamList({ status: 'TICKED' })).page.count);
    await loginAs('staff01');
    await refused(orderApi.export, {}, 'PERMISSION_DENIED');
  });

  it('cuts the export at ORDER.exportLimit rows and says so', async () => {
    // Copies of a BOOKED order with nothing due before its deadlines: copies of a ticketed one would
    // each owe their tickets' points, 2,000 settle transitions before the first call is answered.
    // Copies without the template's waiting schedule change: that is one order's, on the notice.
    const { heldByChange: _held, ...template } = simulator.orders.get('TO100109')!;
    expect(template.status).toBe('BOOKED');
    // A fixture made whole, not by transactions: the copies hold no seats of their own.
    await store.apply((state) =>
      madeAnew({
        ...state,
        orders: [
          ...state.orders,
          ...Array.from({ length: ORDER.exportLimit }, (_, index) => ({ ...template, orderNo: `TO${500000 + index}` })),
        ],
      }),
    );
    await loginAs('agent01');
    const exported = await ok(orderApi.export, {});
    expect(exported.orderList).toHaveLength(ORDER.exportLimit);
    expect(exported.truncated).toBe(true);
  });
});

describe('order detail, log, tickets and PNR', () => {
  it('detail: segments, fares, milestones, passengers and the actions the state allows', async () => {
    await loginAs('agent01');
    const { order } = await ok(orderApi.detail, { orderNo: 'to100102' });
    expect(order.status).toBe('PAYED');
    expect(order.passengers).toHaveLength(30);
    expect(order.milestones.map((milestone) => [milestone.kind, milestone.status])).toEqual([
      ['DEPOSIT', 'SUCCESSED'],
      ['BALANCE', 'SUCCESSED'],
    ]);
    expect(order.paidAmount).toBe(order.totalAmount);
    // Its flight XY5203 is cancelled, the agent's decision waiting: no tickets on it, and the paid delay
    // stands with a hint that the change's rebook is free.
    expect(order.allowedActions).toEqual(['EDIT_PASSENGERS', 'DELAY', 'EDIT_CONTACT', 'ADD_REMARK']);
    expect(order.actionNotes).toMatchObject({ ISSUE_TICKETS: expect.stringContaining('航班已取消') });
    expect(order.actionHints?.DELAY).toContain('免费改签');
    expect(order.allowedActions).not.toContain('CANCEL');
    expect(order.allowedActions).not.toContain('PAY');
    const booked = (await ok(orderApi.detail, { orderNo: 'TO100116' })).order;
    expect(booked.allowedActions).toEqual(expect.arrayContaining(['PAY', 'CANCEL', 'RELEASE_SEATS', 'EDIT_PASSENGERS']));
    const cancelled = (await ok(orderApi.detail, { orderNo: 'TO100109' })).order;
    expect(cancelled.allowedActions).not.toContain('PAY');
    expect(cancelled.actionNotes?.PAY).toContain('航班已取消');
    await refused(orderApi.detail, { orderNo: 'TO999999' }, 'ORDER_NOT_FOUND');
  });

  it('log newest first; tickets per passenger and segment; PNR HK before ticketing, RR after', async () => {
    await loginAs('agent01');
    const { logList } = await ok(orderApi.log, { orderNo: 'TO100101' });
    expect(logList.at(-1)!.action).toBe('CREATE');
    // The airline's schedule change of XY5101 (seeded, waiting for the agent) came after the ticketing.
    expect(logList.map((entry) => entry.action).slice(0, 2)).toEqual(['SCHEDULE_CHANGE', 'ISSUE_TICKETS']);
    const { ticketList } = await ok(orderApi.ticketDetail, { orderNo: 'TO100101' });
    expect(ticketList).toHaveLength(32);
    expectEvery(ticketList, (ticket) => /^880-\d{10}$/.test(ticket.ticketNo));
    const ticked = await ok(orderApi.pnrDetail, { orderNo: 'TO100131' });
    expect(ticked.pnrDetail.segments[0]!.statusCode).toBe('RR');
    // A change waiting for the agent: the booked segment unable (UN), the airline's proposal TK.
    const changed = await ok(orderApi.pnrDetail, { orderNo: 'TO100101' });
    expect(changed.pnrDetail.segments.map((line) => [line.flightNo, line.statusCode])).toEqual([
      ['XY5101', 'UN'],
      ['XY5101', 'TK'],
    ]);
    expect(ticked.pnrDetail.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(ticked.pnrDetail.names[0]!.ssrDocs).toMatch(/^SSR DOCS XY HK1 /);
    const held = await ok(orderApi.pnrDetail, { orderNo: 'TO100115' });
    expect(held.pnrDetail.segments[0]).toMatchObject({ statusCode: 'HK', seats: simulator.orders.get('TO100115')!.groupCount });
    // TO100109's flight was cancelled by the airline (seeded, waiting): HX beside the alternative TK.
    const cancelled = await ok(orderApi.pnrDetail, { orderNo: 'TO100109' });
    expect(cancelled.pnrDetail.segments.map((line) => [line.statusCode, line.seats])).toEqual([
      ['HX', 22],
      ['TK', 22],
    ]);
  });

  it('crew-list template: the gateway’s columns', async () => {
    await loginAs('staff01');
    const template = await ok(orderApi.crewTemplate, {});
    expect(template.sheetName).toBe('旅客名单');
    expect(template.fileName).toBe('团队旅客名单模板.xlsx');
    expect(template.columns.map((column) => column.title)).toEqual([
      '姓名',
      '旅客类型',
      '证件类型',
      '证件号码',
      '出生日期',
      '性别',
      '手机号',
    ]);
    expect(template.columns[1]!.options!.map((option) => option.label)).toEqual(['成人', '儿童', '婴儿']);
  });
});

describe('personal orders', () => {
  it('user01 sees its individual orders only; agents’ calls are refused to it', async () => {
    await loginAs('user01');
    const { orderList, page: info } = await ok(personalOrderApi.list, page);
    expect(orderList.map((order) => order.orderNo)).toEqual(expect.arrayContaining(['NO200101', 'NO200102', 'NO200103']));
    expect(info.count).toBeGreaterThanOrEqual(8);
    expectEvery(orderList, (order) => order.orderNo.startsWith('NO'));
    const { order } = await ok(personalOrderApi.detail, { orderNo: 'NO200101' });
    expect(order).toMatchObject({ status: 'TICKED', depositStatus: 'NO_DEPOSIT', processStatus: 'FINISHED', route: 'PVG-CTU' });
    await refused(personalOrderApi.detail, { orderNo: 'TO100101' }, 'ORDER_NOT_FOUND');
    await refused(orderApi.list, page, 'PERMISSION_DENIED');
    const booked = await ok(personalOrderApi.list, { ...page, status: 'BOOKED' });
    expect(booked.orderList).toHaveLength(1);
    expect(booked.orderList[0]!.nextMilestone).toBe('FULL');
  });

  it('agents cannot read personal orders', async () => {
    await loginAs('agent01');
    await refused(personalOrderApi.detail, { orderNo: 'NO200101' }, 'PERMISSION_DENIED');
  });
});
