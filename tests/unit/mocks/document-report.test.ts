import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { addMonthsToDate, earliestReportStart, REPORT_KEEP_DAYS, reportRangeProblem, type ReportKind } from '@/domain/report';
import { reportApi, type ReportRow } from '@/lib/gateway/endpoints';
import { MAINTENANCE_REASON, REPORT } from '@/mocks/rules';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { toGatewayDate } from '@/mocks/kernel/time-format';
import { createStaffWithRole, staffLogin } from './agency-support';
import { AGENT_ID, CORP, NOW } from './document-support';
import { loginAs, MINUTE, ok, refused } from './support';

beforeEach(() => simulator.reset({ now: NOW }));

const DAY = 24 * 60 * MINUTE;
const page = { currentPage: 1, perSize: 100 };
const list = async (query: Record<string, string> = {}) => (await ok(reportApi.list, { ...query, ...page })).reportList;
const detail = async (reportNo: string) => (await ok(reportApi.detail, { reportNo })).report;
const today = () => toGatewayDate(simulator.clock.nowMs());
const daysAgo = (days: number) => toGatewayDate(simulator.clock.nowMs() - days * DAY);
const create = async (kind: ReportKind, dateStart: string, dateEnd: string): Promise<ReportRow> =>
  (await ok(reportApi.create, { kind, dateStart, dateEnd })).report;
const inRange = (iso: string, start: string, end: string) => {
  const day = toGatewayDate(Date.parse(iso));
  return day >= start && day <= end;
};

describe('the seed', () => {
  it('agent01 keeps three reports of the last 30 days: SUCCESS, FAILED, GENERATING; an older one is gone', async () => {
    await loginAs('agent01');
    const rows = await list();
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['TICKETS', 'GENERATING'],
      ['TICKETS', 'FAILED'],
      ['SALES', 'SUCCESS'],
    ]);
    const [generating, failed, success] = rows as [ReportRow, ReportRow, ReportRow];
    expect(generating.progress).toBeGreaterThan(0);
    expect(generating.progress).toBeLessThan(100);
    expect(failed).toMatchObject({ failReason: MAINTENANCE_REASON, attempts: 1 });
    expect(failed.progress).toBeGreaterThan(0);
    expect(success).toMatchObject({ progress: 100, fileName: `销售报表_${success.dateStart}_${success.dateEnd}.xlsx` });
    expect(success.rowCount).toBeGreaterThan(0);
    const old = simulator.state.reports.find((report) => !rows.some((row) => row.reportNo === report.reportNo))!;
    expect(old.status).toBe('SUCCESS');
    await refused(reportApi.detail, { reportNo: old.reportNo }, 'REPORT_NOT_FOUND');
    await refused(reportApi.content, { reportNo: old.reportNo }, 'REPORT_NOT_FOUND');
    expect(await list({ status: 'FAILED' })).toEqual([failed]);
    expect((await list({ kind: 'SALES' })).map((row) => row.reportNo)).toEqual([success.reportNo]);
  });

  it('the generating one moves on with the clock and finishes', async () => {
    await loginAs('agent01');
    const generating = (await list({ status: 'GENERATING' }))[0]!;
    const record = simulator.reports.get(generating.reportNo)!;
    await simulator.clock.set(new Date((record.startAt + record.finishAt) / 2));
    expect((await detail(generating.reportNo)).progress).toBe(50);
    await simulator.clock.set(new Date(record.finishAt));
    const done = await detail(generating.reportNo);
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100 });
    expect(done.rowCount).toBe((await ok(reportApi.content, { reportNo: generating.reportNo })).content.rows.length);
  });
});

describe('CREATED → GENERATING → SUCCESS', () => {
  it('queues, generates with its progress on the clock, and finishes with rows that match the state', async () => {
    await loginAs('agent01');
    const start = daysAgo(30);
    const created = await create('PAYMENTS', start, today());
    expect(created).toMatchObject({ status: 'CREATED', progress: 0, attempts: 1, createdBy: '王建国' });
    await refused(reportApi.content, { reportNo: created.reportNo }, 'REPORT_STATE_FORBIDS');
    await simulator.clock.advance(REPORT.queueMs);
    expect(await detail(created.reportNo)).toMatchObject({ status: 'GENERATING', progress: 0 });
    const record = simulator.reports.get(created.reportNo)!;
    const payments = simulator.state.payments.filter(
      (payment) => payment.payerAccountId === AGENT_ID && inRange(payment.createTime, start, today()),
    );
    expect(record.finishAt - record.startAt).toBe(REPORT.generateBaseMs + payments.length * REPORT.generatePerRowMs);
    await simulator.clock.advance((record.finishAt - record.startAt) / 4);
    expect((await detail(created.reportNo)).progress).toBe(25);
    await simulator.clock.set(new Date(record.finishAt));
    const done = await detail(created.reportNo);
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, rowCount: payments.length });
    expect(Date.parse(done.finishTime!)).toBe(Math.floor(record.finishAt / 1000) * 1000);

    const { content } = await ok(reportApi.content, { reportNo: created.reportNo });
    expect(content).toMatchObject({ reportNo: created.reportNo, sheetName: '定金及支付报表', fileName: done.fileName });
    expect(content.columns.map((column) => column.key)).toEqual([
      'paymentNo',
      'createTime',
      'orderNo',
      'payable',
      'method',
      'bankName',
      'amount',
      'points',
      'status',
      'finishTime',
      'repeated',
    ]);
    expect(content.columns.find((column) => column.key === 'amount')).toEqual({ key: 'amount', title: '支付金额', type: 'FEN' });
    expect(content.rows.map((row) => row.paymentNo).sort()).toEqual(payments.map((payment) => payment.paymentNo).sort());
    const first = payments.find((payment) => payment.paymentNo === content.rows[0]!.paymentNo)!;
    expect(content.rows[0]).toMatchObject({ orderNo: first.orderNo, amount: first.amount, createTime: first.createTime });
  });

  it('every kind lists the state of its range: orders booked, tickets issued, money refunded', async () => {
    await loginAs('agent01');
    const start = daysAgo(45);
    const end = today();
    const reports = await Promise.all((['SALES', 'TICKETS', 'REFUNDS'] as const).map((kind) => create(kind, start, end)));
    for (const report of reports) await simulator.reports.complete(report.reportNo);
    const content = async (index: number) => (await ok(reportApi.content, { reportNo: reports[index]!.reportNo })).content;

    const orders = simulator.state.orders.filter((order) => order.ownerAccountId === AGENT_ID && inRange(order.createTime, start, end));
    const sales = await content(0);
    expect(sales.rows.map((row) => row.orderNo).sort()).toEqual(orders.map((order) => order.orderNo).sort());
    const order = orders[0]!;
    expect(sales.rows.find((row) => row.orderNo === order.orderNo)).toMatchObject({
      groupName: order.groupName,
      groupCount: order.groupCount,
      totalAmount: order.totalAmount,
    });

    const tickets = simulator.state.orders
      .filter((candidate) => candidate.ownerAccountId === AGENT_ID)
      .flatMap((candidate) => candidate.tickets)
      .filter((ticket) => inRange(ticket.issueTime, start, end));
    const issued = await content(1);
    expect(issued.rows).toHaveLength(tickets.length);
    expect(new Set(issued.rows.map((row) => row.ticketNo))).toEqual(new Set(tickets.map((ticket) => ticket.ticketNo)));
    expect(issued.rows.find((row) => row.ticketNo === tickets[0]!.ticketNo)).toMatchObject({
      fare: tickets[0]!.fare,
      tax: tickets[0]!.tax,
      total: tickets[0]!.fare + tickets[0]!.tax,
    });

    const refunds = simulator.state.paymentRefunds.filter(
      (refund) => refund.payerAccountId === AGENT_ID && inRange(refund.applyTime, start, end),
    );
    expect(refunds.length).toBeGreaterThan(0);
    expect((await content(2)).rows.map((row) => row.refundNo).sort()).toEqual(refunds.map((refund) => refund.refundNo).sort());
  });
});

describe('FAILED and recreate', () => {
  it('a generation that runs into the 02:00 maintenance fails where it meets it; recreated later it succeeds', async () => {
    await simulator.clock.set('2026-11-24T01:59:00+08:00');
    await loginAs('agent01');
    const created = await create('SALES', daysAgo(20), today());
    const record = simulator.reports.get(created.reportNo)!;
    await simulator.clock.set('2026-11-24T02:05:00+08:00');
    const failed = await detail(created.reportNo);
    expect(failed).toMatchObject({ status: 'FAILED', failReason: MAINTENANCE_REASON });
    const maintenance = Date.parse('2026-11-24T02:00:00+08:00');
    expect(failed.progress).toBe(Math.floor(((maintenance - record.startAt) * 100) / (record.finishAt - record.startAt)));
    expect(Date.parse(failed.finishTime!)).toBe(maintenance);
    await refused(reportApi.content, { reportNo: created.reportNo }, 'REPORT_STATE_FORBIDS');

    // Recreated inside the window it fails again at once; after the window it succeeds.
    await ok(reportApi.recreate, { reportNo: created.reportNo });
    await simulator.clock.advance(REPORT.queueMs);
    expect(await detail(created.reportNo)).toMatchObject({ status: 'FAILED', progress: 0, attempts: 2 });
    await simulator.clock.set('2026-11-24T02:30:00+08:00');
    const again = (await ok(reportApi.recreate, { reportNo: created.reportNo })).report;
    expect(again).toMatchObject({ status: 'CREATED', progress: 0, attempts: 3 });
    expect(again.failReason).toBeUndefined();
    await simulator.clock.advance(REPORT.generateMaxMs + REPORT.queueMs);
    expect(await detail(created.reportNo)).toMatchObject({ status: 'SUCCESS', progress: 100, attempts: 3 });
    await refused(reportApi.recreate, { reportNo: created.reportNo }, 'REPORT_STATE_FORBIDS');
  });

  it('the control API ends a report now with either outcome; a FAILED seed report recreates', async () => {
    await loginAs('agent01');
    const a = await create('SALES', daysAgo(10), today());
    const b = await create('TICKETS', daysAgo(10), today());
    await simulator.reports.complete(a.reportNo, 'FAILED');
    await simulator.reports.complete(b.reportNo);
    expect(await detail(a.reportNo)).toMatchObject({ status: 'FAILED', failReason: '报表服务生成失败（模拟）' });
    expect((await detail(b.reportNo)).status).toBe('SUCCESS');
    await expect(simulator.reports.complete(b.reportNo)).rejects.toThrow('不在排队或生成中');
    const seeded = (await list({ status: 'FAILED' })).find((row) => row.reportNo !== a.reportNo)!;
    await refused(reportApi.recreate, { reportNo: (await list({ status: 'GENERATING' }))[0]!.reportNo }, 'REPORT_STATE_FORBIDS');
    expect((await ok(reportApi.recreate, { reportNo: seeded.reportNo })).report).toMatchObject({ status: 'CREATED', attempts: 2 });
  });
});

describe('the range rule (domain/report.ts, shared with the form)', () => {
  it('adds calendar months, clamping to the month end; 3 months at most, ending today at the latest', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDate('2026-05-31', -3)).toBe('2026-02-28');
    expect(reportRangeProblem('2026-01-01', '2026-03-31', '2026-06-01')).toBeUndefined();
    expect(reportRangeProblem('2026-01-01', '2026-04-01', '2026-06-01')).toBe('日期范围不能超过3个月');
    expect(reportRangeProblem('2026-02-04', '2026-05-03', '2026-05-04')).toBeUndefined();
    expect(reportRangeProblem('2026-05-04', '2026-05-05', '2026-05-04')).toBe('结束日期不能晚于今天');
    expect(reportRangeProblem('2026-05-04', '2026-05-03', '2026-05-04')).toBe('开始日期不能晚于结束日期');
    expect(reportRangeProblem('', '2026-05-03', '2026-05-04')).toBe('请选择报表的开始和结束日期');
    // The longest range ending on a day, whatever the month lengths.
    for (const end of ['2026-05-04', '2028-02-29', '2026-05-31', '2027-03-01', '2026-12-31']) {
      const start = earliestReportStart(end);
      expect(reportRangeProblem(start, end, end), end).toBeUndefined();
      const before = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(reportRangeProblem(before, end, end), end).toBe('日期范围不能超过3个月');
    }
  });
});

describe('refusals', () => {
  it('the range: at most 3 months, not in the future, start not after end; kind and dates required', async () => {
    await loginAs('agent01');
    const over = await refused(reportApi.create, { kind: 'SALES', dateStart: '2026-08-23', dateEnd: '2026-11-23' }, 'REPORT_RANGE_INVALID');
    expect(over.errorMsg).toContain('不能超过3个月');
    await create('SALES', '2026-08-24', '2026-11-23');
    expect(
      (await refused(reportApi.create, { kind: 'SALES', dateStart: '2026-11-01', dateEnd: '2026-11-24' }, 'REPORT_RANGE_INVALID')).errorMsg,
    ).toContain('不能晚于今天');
    expect(
      (await refused(reportApi.create, { kind: 'SALES', dateStart: '2026-11-20', dateEnd: '2026-11-19' }, 'REPORT_RANGE_INVALID')).errorMsg,
    ).toContain('开始日期不能晚于结束日期');
    await refused(reportApi.create, { kind: 'SALES', dateStart: '2026-11-01' } as never, 'PARAM_INVALID');
    await refused(reportApi.create, { kind: 'PROFIT' as never, dateStart: '2026-11-01', dateEnd: '2026-11-02' }, 'PARAM_INVALID');
    await refused(reportApi.create, { kind: 'SALES', dateStart: '2026/11/01', dateEnd: '2026-11-02' }, 'PARAM_INVALID');
    await refused(reportApi.list, { status: 'DONE' as never, ...page }, 'PARAM_INVALID');
  });

  it(`at most ${REPORT.maxInProgress} queued or generating at once`, async () => {
    await loginAs('agent01');
    // The seed has one generating.
    for (let index = 1; index < REPORT.maxInProgress; index += 1) await create('SALES', daysAgo(index), today());
    const refusal = await refused(reportApi.create, { kind: 'SALES', dateStart: today(), dateEnd: today() }, 'REPORT_TOO_MANY');
    expect(refusal.errorMsg).toContain(String(REPORT.maxInProgress));
    await simulator.clock.advance(REPORT.queueMs + REPORT.generateMaxMs);
    await create('SALES', today(), today());
  });

  it(`the list keeps ${REPORT_KEEP_DAYS} days`, async () => {
    await loginAs('agent01');
    const created = await create('REFUNDS', daysAgo(5), today());
    await simulator.clock.advance((REPORT_KEEP_DAYS - 1) * DAY);
    await loginAs('agent01');
    expect((await list()).map((row) => row.reportNo)).toContain(created.reportNo);
    await simulator.clock.advance(DAY);
    await loginAs('agent01');
    expect((await list()).map((row) => row.reportNo)).not.toContain(created.reportNo);
    await refused(reportApi.detail, { reportNo: created.reportNo }, 'REPORT_NOT_FOUND');
  });

  it('forged calls: another organisation’s report, a missing authCode, no session', async () => {
    await refused(reportApi.list, page, 'NOT_LOGGED_IN');
    const theirs = simulator.state.reports[1]!;
    store.update(() => {
      const report = store.getState().reports.find((candidate) => candidate.reportNo === theirs.reportNo)!;
      report.ownerAccountId = CORP.accountId;
    });
    await loginAs('agent01');
    await refused(reportApi.detail, { reportNo: theirs.reportNo }, 'REPORT_NOT_FOUND');
    await refused(reportApi.content, { reportNo: theirs.reportNo }, 'REPORT_NOT_FOUND');
    await refused(reportApi.recreate, { reportNo: theirs.reportNo }, 'REPORT_NOT_FOUND');
    expect((await list()).map((row) => row.reportNo)).not.toContain(theirs.reportNo);
    // corp01 holds no report function.
    await loginAs('corp01');
    await refused(reportApi.list, page, 'PERMISSION_DENIED');
    await refused(reportApi.create, { kind: 'SALES', dateStart: today(), dateEnd: today() }, 'PERMISSION_DENIED');
    // agent01's staff with the function see the agency's reports; without it, nothing.
    await createStaffWithRole([AUTH.REPORT]);
    await staffLogin('clerk01', 'Clerk@2026');
    expect((await list()).length).toBe(2);
    await createStaffWithRole([AUTH.TEAM_ORDER], 'clerk02', 'Clerk@2026');
    await staffLogin('clerk02', 'Clerk@2026');
    await refused(reportApi.content, { reportNo: theirs.reportNo }, 'PERMISSION_DENIED');
  });
});
