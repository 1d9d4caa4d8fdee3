import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { INVOICE_MAX_TICKETS, InvoiceStatus } from '@/domain/invoice';
import { itineraryApi } from '@/lib/gateway/endpoints';
import { BUYER_MISMATCH_REASON, FARE, FORCED_FAILURE_REASON, INVOICE } from '@/mocks/rules';
import { createSeedState } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { createStaffWithRole, staffLogin } from './agency-support';
import { AGENT_ID, CORP, corpOrder, corpRequest, invoiceable, NOW } from './document-support';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

beforeEach(() => simulator.reset({ now: NOW }));

const page = { currentPage: 1, perSize: 100 };
const history = async (query: Record<string, string> = {}) => (await ok(itineraryApi.list, { ...query, ...page })).invoiceList;
const detail = async (invoiceNo: string) => (await ok(itineraryApi.detail, { invoiceNo })).invoice;

describe('the seed', () => {
  it('corp01 has one invoice of each status and 24 tickets of its ticketed order to invoice', async () => {
    await loginAs('corp01');
    const rows = await history();
    expect(rows.map((row) => row.status).sort()).toEqual([...InvoiceStatus.values].sort());
    const order = corpOrder();
    const tickets = await invoiceable({ orderNo: order.orderNo });
    expect(tickets).toHaveLength(24);
    const failed = rows.find((row) => row.status === 'PRINT_FAILED')!;
    expect(failed.failReason).toBe(BUYER_MISMATCH_REASON);
    // The failed invoice's ticket is free again, and says where it was.
    expect(tickets.find((ticket) => ticket.ticketNo === failed.ticketNos[0])!.previousInvoice).toEqual({
      invoiceNo: failed.invoiceNo,
      status: 'PRINT_FAILED',
    });
    const live = rows.filter((row) => ['WAIT_PRINT', 'PRINT_SUCCESS', 'WAIT_CANCEL'].includes(row.status)).flatMap((row) => row.ticketNos);
    expect(tickets.some((ticket) => live.includes(ticket.ticketNo))).toBe(false);
  });

  it('builds at any instant: every status, and the three kept reports (month ends, leap day, in the maintenance window)', () => {
    for (const at of ['2026-02-28T23:59:00+08:00', '2026-05-04T08:07:06+08:00', '2027-03-31T02:10:00+08:00', '2028-02-29T12:00:00+08:00']) {
      const state = createSeedState(Date.parse(at), 0);
      expect(new Set(state.invoices.map((invoice) => invoice.status)), at).toEqual(new Set(InvoiceStatus.values));
      expect(
        state.reports.map((report) => report.status),
        at,
      ).toEqual(['SUCCESS', 'SUCCESS', 'FAILED', at.includes('T02:') ? 'FAILED' : 'GENERATING']);
    }
  });

  it('the pending ones settle on the clock: WAIT_PRINT prints, WAIT_CANCEL is reversed and frees its ticket', async () => {
    await loginAs('corp01');
    const before = await history();
    const waitPrint = before.find((row) => row.status === 'WAIT_PRINT')!;
    const waitCancel = before.find((row) => row.status === 'WAIT_CANCEL')!;
    await simulator.clock.advance(INVOICE.printMs);
    expect((await detail(waitPrint.invoiceNo)).status).toBe('PRINT_SUCCESS');
    expect((await detail(waitCancel.invoiceNo)).status).toBe('CANCEL_SUCCESS');
    expect((await invoiceable()).map((ticket) => ticket.ticketNo)).toContain(waitCancel.ticketNos[0]);
  });
});

describe('issue → WAIT_PRINT → PRINT_SUCCESS; cancel → WAIT_CANCEL → CANCEL_SUCCESS; issue again', () => {
  it('goes through the whole cycle with every figure of the document', async () => {
    await loginAs('corp01');
    const three = (await invoiceable()).slice(0, 3);
    const ticketNos = three.map((ticket) => ticket.ticketNo);
    const issued = (await ok(itineraryApi.issue, corpRequest(ticketNos))).invoice;
    expect(issued).toMatchObject({
      status: 'WAIT_PRINT',
      ticketCount: 3,
      ticketNos,
      allowedActions: [],
      buyerCreditCode: CORP.creditCode,
      issuedBy: '陈志远',
    });
    expect(issued.serialNo).toBeUndefined();
    // Each ticket once: not offered any more, and refused when asked again.
    expect((await invoiceable()).some((ticket) => ticketNos.includes(ticket.ticketNo))).toBe(false);
    const again = await refused(itineraryApi.issue, corpRequest([ticketNos[1]!]), 'TICKET_ALREADY_INVOICED');
    expect(again.errorMsg).toContain(issued.invoiceNo);
    expect(again.errorMsg).toContain('开具中');

    await simulator.clock.advance(INVOICE.printMs - 1000);
    expect((await detail(issued.invoiceNo)).status).toBe('WAIT_PRINT');
    await simulator.clock.advance(1000);
    const printed = await detail(issued.invoiceNo);
    expect(printed).toMatchObject({ status: 'PRINT_SUCCESS', allowedActions: ['PRINT', 'PUSH', 'CANCEL'] });
    expect(printed.serialNo).toMatch(/^\d{20}$/);
    expect(Date.parse(printed.printTime!)).toBe(Date.parse(issued.applyTime) + INVOICE.printMs);
    expect(printed.pushes).toEqual([{ channel: 'EMAIL', target: CORP.email, at: printed.printTime }]);
    expect(printed.seller).toMatchObject({ name: INVOICE.seller.name, creditCode: INVOICE.seller.creditCode, airlineCode: 'XY' });
    // Per ticket: passenger, masked ID, flight, fare and the two taxes; totals add up.
    const order = corpOrder();
    for (const line of printed.tickets) {
      const ticket = order.tickets.find((candidate) => candidate.ticketNo === line.ticketNo)!;
      const passenger = order.passengers.find((candidate) => candidate.passengerId === ticket.passengerId)!;
      expect(line).toMatchObject({
        orderNo: order.orderNo,
        passengerName: ticket.passengerName,
        fare: ticket.fare,
        airportFee: FARE.airportFee,
        fuelSurcharge: FARE.fuelSurcharge,
      });
      expect(line.total).toBe(ticket.fare + ticket.tax);
      expect(line.idNoMasked).toBe(`${passenger.idNo.slice(0, 6)}********${passenger.idNo.slice(-4)}`);
      expect(line.flights).toEqual([
        expect.objectContaining({
          flightNo: ticket.flightNo,
          flightDate: ticket.flightDate,
          depAirport: 'SZX',
          depAirportName: '深圳宝安',
          arrAirport: 'PVG',
          arrAirportName: '上海浦东',
          cabin: 'G',
        }),
      ]);
    }
    expect(printed.fareTotal + printed.airportFeeTotal + printed.fuelSurchargeTotal).toBe(printed.totalAmount);
    expect(printed.totalAmount).toBe(three.reduce((sum, ticket) => sum + ticket.total, 0));

    const cancelling = (await ok(itineraryApi.cancel, { invoiceNo: issued.invoiceNo, reason: '购买方信息有误' })).invoice;
    expect(cancelling).toMatchObject({ status: 'WAIT_CANCEL', cancelReason: '购买方信息有误', allowedActions: [] });
    await refused(itineraryApi.issue, corpRequest([ticketNos[0]!]), 'TICKET_ALREADY_INVOICED');
    await simulator.clock.advance(INVOICE.cancelMs);
    const reversed = await detail(issued.invoiceNo);
    expect(reversed.status).toBe('CANCEL_SUCCESS');
    expect(reversed.log.map((entry) => entry.action)).toEqual(['ISSUE', 'PRINT_SUCCESS', 'CANCEL', 'CANCEL_SUCCESS']);
    const free = await invoiceable();
    expect(free.find((ticket) => ticket.ticketNo === ticketNos[0])!.previousInvoice).toEqual({
      invoiceNo: issued.invoiceNo,
      status: 'CANCEL_SUCCESS',
    });

    const reissued = (
      await ok(itineraryApi.issue, corpRequest(ticketNos, { buyerType: 'PERSON', buyerName: '陈志远', buyerCreditCode: CORP.creditCode }))
    ).invoice;
    expect(reissued.status).toBe('WAIT_PRINT');
    // A person's invoice keeps no credit code.
    expect(reissued.buyerCreditCode).toBeUndefined();
  });

  it('repeat push goes to an email or a phone, PRINT_SUCCESS only', async () => {
    await loginAs('corp01');
    const success = (await history({ status: 'PRINT_SUCCESS' }))[0]!;
    const pushed = (await ok(itineraryApi.push, { invoiceNo: success.invoiceNo, push: { channel: 'SMS', target: '13912345678' } })).invoice;
    expect(pushed.pushes.at(-1)).toMatchObject({ channel: 'SMS', target: '13912345678' });
    expect(pushed.log.at(-1)).toMatchObject({ action: 'PUSH', by: '陈志远' });
    await refused(itineraryApi.push, { invoiceNo: success.invoiceNo, push: { channel: 'SMS', target: '1391234567' } }, 'PARAM_INVALID');
    await refused(itineraryApi.push, { invoiceNo: success.invoiceNo, push: { channel: 'EMAIL', target: 'not-an-email' } }, 'PARAM_INVALID');
    await refused(
      itineraryApi.push,
      { invoiceNo: success.invoiceNo, push: { channel: 'FAX' as never, target: '021-1234' } },
      'PARAM_INVALID',
    );
  });
});

describe('PRINT_FAILED', () => {
  it('by the rule: a credit code registered under another name fails, and frees its tickets', async () => {
    await loginAs('corp01');
    const ticketNo = (await invoiceable())[0]!.ticketNo;
    const issued = (await ok(itineraryApi.issue, corpRequest([ticketNo], { buyerName: '华东精密制造有限公司' }))).invoice;
    await simulator.clock.advance(INVOICE.printMs);
    const failed = await detail(issued.invoiceNo);
    expect(failed).toMatchObject({ status: 'PRINT_FAILED', failReason: BUYER_MISMATCH_REASON, allowedActions: [], pushes: [] });
    expect(failed.serialNo).toBeUndefined();
    expect((await invoiceable()).map((ticket) => ticket.ticketNo)).toContain(ticketNo);
    // The airline's own code with its own name passes; an unknown (valid) code passes.
    const [a, b] = (await invoiceable()).map((ticket) => ticket.ticketNo);
    const airline = (
      await ok(itineraryApi.issue, corpRequest([a!], { buyerName: INVOICE.seller.name, buyerCreditCode: INVOICE.seller.creditCode }))
    ).invoice;
    const unknown = (
      await ok(
        itineraryApi.issue,
        corpRequest([b!], { buyerName: '某某科技有限公司', buyerCreditCode: '91110108MA01ABCD2H', buyerType: 'DEPARTMENT' }),
      )
    ).invoice;
    await simulator.clock.advance(INVOICE.printMs);
    expect((await detail(airline.invoiceNo)).status).toBe('PRINT_SUCCESS');
    expect((await detail(unknown.invoiceNo)).status).toBe('PRINT_SUCCESS');
  });

  it('forced through the control API, at once; complete() without an outcome follows the rule', async () => {
    await loginAs('corp01');
    const [a, b] = (await invoiceable()).map((ticket) => ticket.ticketNo);
    const first = (await ok(itineraryApi.issue, corpRequest([a!]))).invoice;
    const second = (await ok(itineraryApi.issue, corpRequest([b!]))).invoice;
    await simulator.invoices.complete(first.invoiceNo, 'PRINT_FAILED');
    await simulator.invoices.complete(second.invoiceNo);
    expect(simulator.invoices.get(first.invoiceNo)).toMatchObject({ status: 'PRINT_FAILED', failReason: FORCED_FAILURE_REASON });
    expect(simulator.invoices.get(second.invoiceNo)!.status).toBe('PRINT_SUCCESS');
    expect(simulator.invoices.latest(CORP.accountId)!.invoiceNo).toBe(second.invoiceNo);
    await expect(simulator.invoices.complete(second.invoiceNo)).rejects.toThrow('没有处理中');
    await ok(itineraryApi.cancel, { invoiceNo: second.invoiceNo, reason: '测试冲红' });
    await simulator.invoices.complete(second.invoiceNo);
    expect(simulator.invoices.get(second.invoiceNo)!.status).toBe('CANCEL_SUCCESS');
  });
});

describe('refusals', () => {
  it('a status that forbids the action: push and cancel only on PRINT_SUCCESS', async () => {
    await loginAs('corp01');
    const rows = await history();
    for (const status of ['WAIT_PRINT', 'PRINT_FAILED', 'WAIT_CANCEL', 'CANCEL_SUCCESS'] as const) {
      const invoiceNo = rows.find((row) => row.status === status)!.invoiceNo;
      const push = await refused(itineraryApi.push, { invoiceNo, push: { channel: 'EMAIL', target: CORP.email } }, 'INVOICE_STATE_FORBIDS');
      expect(push.errorMsg).toContain(InvoiceStatus.label(status));
      await refused(itineraryApi.cancel, { invoiceNo, reason: '重复开具' }, 'INVOICE_STATE_FORBIDS');
    }
    const success = rows.find((row) => row.status === 'PRINT_SUCCESS')!.invoiceNo;
    await refused(itineraryApi.cancel, { invoiceNo: success, reason: ' ' }, 'PARAM_INVALID');
    await refused(itineraryApi.cancel, { invoiceNo: success, reason: '长'.repeat(101) }, 'PARAM_INVALID');
  });

  it('the request: buyer, credit code, tickets, push', async () => {
    await loginAs('corp01');
    const tickets = (await invoiceable()).map((ticket) => ticket.ticketNo);
    await refused(itineraryApi.issue, corpRequest([tickets[0]!], { buyerCreditCode: '91320500MA1MXR6P2F' }), 'CREDIT_CODE_INVALID');
    await refused(
      itineraryApi.issue,
      corpRequest([tickets[0]!], { buyerType: 'DEPARTMENT', buyerCreditCode: undefined }),
      'CREDIT_CODE_INVALID',
    );
    await refused(itineraryApi.issue, corpRequest([tickets[0]!], { buyerType: 'OTHER', buyerName: ' ' }), 'PARAM_INVALID');
    await refused(itineraryApi.issue, corpRequest([tickets[0]!], { buyerType: 'COMPANY' as never }), 'PARAM_INVALID');
    await refused(itineraryApi.issue, corpRequest([]), 'PARAM_INVALID');
    await refused(itineraryApi.issue, corpRequest([tickets[0]!, tickets[0]!]), 'PARAM_INVALID');
    const tooMany = await refused(
      itineraryApi.issue,
      corpRequest(Array.from({ length: INVOICE_MAX_TICKETS + 1 }, (_, index) => `880-${index}`)),
      'INVOICE_TOO_MANY_TICKETS',
    );
    expect(tooMany.errorMsg).toContain(String(INVOICE_MAX_TICKETS));
    await refused(itineraryApi.issue, corpRequest([tickets[0]!], { push: { channel: 'EMAIL', target: '13912345678' } }), 'PARAM_INVALID');
    const unknown = await refused(itineraryApi.issue, corpRequest([tickets[0]!, '880-0000000001']), 'TICKET_NOT_INVOICEABLE');
    expect(unknown.errorMsg).toContain('客票不存在');
    // All or nothing: the good ticket of the refused call is still free.
    expect(await invoiceable()).toHaveLength(24);
  });

  it('refunded tickets cannot be invoiced', async () => {
    await loginAs('agent01');
    const refundedOrder = simulator.state.orders.find((order) => order.ownerAccountId === AGENT_ID && order.status === 'REFUND')!;
    const refusal = await refused(itineraryApi.issue, corpRequest([refundedOrder.tickets[0]!.ticketNo]), 'TICKET_NOT_INVOICEABLE');
    expect(refusal.errorMsg).toContain('已退票');
    expect(await invoiceable({ orderNo: refundedOrder.orderNo })).toEqual([]);
  });

  it('forged calls: another organisation’s ticket and invoice, a missing authCode, no session', async () => {
    const corpInvoice = simulator.invoices.latest(CORP.accountId)!;
    const corpTicket = corpOrder().tickets.at(-1)!.ticketNo;
    await refused(itineraryApi.list, page, 'NOT_LOGGED_IN');
    await loginAs('agent01');
    expect(await invoiceable({ orderNo: corpOrder().orderNo })).toEqual([]);
    expect((await refused(itineraryApi.issue, corpRequest([corpTicket]), 'TICKET_NOT_INVOICEABLE')).errorMsg).toContain('客票不存在');
    await refused(itineraryApi.detail, { invoiceNo: corpInvoice.invoiceNo }, 'INVOICE_NOT_FOUND');
    await refused(
      itineraryApi.push,
      { invoiceNo: corpInvoice.invoiceNo, push: { channel: 'EMAIL', target: CORP.email } },
      'INVOICE_NOT_FOUND',
    );
    await refused(itineraryApi.cancel, { invoiceNo: corpInvoice.invoiceNo, reason: '冒用' }, 'INVOICE_NOT_FOUND');
    expect(await history()).toEqual([]);

    // A role with the history but not the issue function.
    await createStaffWithRole([AUTH.ITINERARY_HISTORY]);
    await staffLogin('clerk01', 'Clerk@2026');
    await refused(itineraryApi.ticketQuery, page, 'PERMISSION_DENIED');
    await refused(itineraryApi.issue, corpRequest([corpTicket]), 'PERMISSION_DENIED');
    await ok(itineraryApi.list, page);
    // user01 (normal area) holds neither.
    await loginAs('user01');
    await refused(itineraryApi.list, page, 'PERMISSION_DENIED');
  });

  it('staff issue for their agency: agent01’s staff sees and invoices agent01’s tickets', async () => {
    await createStaffWithRole([AUTH.ITINERARY_ISSUE, AUTH.ITINERARY_HISTORY]);
    await staffLogin('clerk01', 'Clerk@2026');
    const ticket = (await invoiceable())[0]!;
    const issued = (
      await ok(
        itineraryApi.issue,
        corpRequest([ticket.ticketNo], { buyerName: '上海锦程国际旅行社有限公司', buyerCreditCode: '91310115MA1H7Q2K3R' }),
      )
    ).invoice;
    expect(issued.issuedBy).toBe('测试员工');
    await loginAs('agent01');
    expect((await history()).map((row) => row.invoiceNo)).toEqual([issued.invoiceNo]);
  });
});

describe('queries', () => {
  it('the history filters by every status, dates, buyer, ticket and order', async () => {
    await loginAs('corp01');
    for (const status of InvoiceStatus.values) {
      const rows = await history({ status });
      expect(rows.length).toBeGreaterThan(0);
      expectEvery(rows, (row) => row.status === status);
    }
    const all = await history();
    expect(all.map((row) => row.applyTime)).toEqual([...all.map((row) => row.applyTime)].sort().reverse());
    expect((await history({ buyerName: '华东精密' })).length).toBe(all.length - 1);
    const ticketNo = all.find((row) => row.status === 'CANCEL_SUCCESS')!.ticketNos[0]!;
    expect((await history({ ticketNo })).map((row) => row.status).sort()).toEqual(['CANCEL_SUCCESS', 'PRINT_SUCCESS']);
    const today = NOW.slice(0, 10);
    expect((await history({ issueDateStart: today, issueDateEnd: today })).map((row) => row.status)).toEqual(['WAIT_PRINT']);
    expect((await history({ orderNo: corpOrder().orderNo })).length).toBe(all.length);
    await refused(itineraryApi.list, { issueDateStart: today, issueDateEnd: '2026-01-01', ...page }, 'PARAM_INVALID');
    await refused(itineraryApi.list, { status: 'LOST' as never, ...page }, 'PARAM_INVALID');
    await refused(itineraryApi.list, { currentPage: 0, perSize: 10 }, 'PARAM_INVALID');
  });

  it('the invoiceable tickets filter by order, ticket number, passenger and flight date, and page', async () => {
    await loginAs('corp01');
    const all = await invoiceable();
    const target = all[5]!;
    expect((await invoiceable({ ticketNo: target.ticketNo })).map((ticket) => ticket.ticketNo)).toEqual([target.ticketNo]);
    expectEvery(await invoiceable({ passengerName: target.passengerName }), (ticket) =>
      ticket.passengerName.includes(target.passengerName),
    );
    const date = target.flights[0]!.flightDate;
    expect(await invoiceable({ flightDateStart: date, flightDateEnd: date })).toHaveLength(all.length);
    expect(await invoiceable({ flightDateEnd: '2026-01-01' })).toEqual([]);
    expect(await invoiceable({ orderNo: 'TO999999' })).toEqual([]);
    const second = await ok(itineraryApi.ticketQuery, { currentPage: 2, perSize: 10 });
    expect(second.page).toEqual({ count: all.length, currentPage: 2, perSize: 10 });
    expect(second.ticketList.map((ticket) => ticket.ticketNo)).toEqual(all.slice(10, 20).map((ticket) => ticket.ticketNo));
    await refused(itineraryApi.ticketQuery, { flightDateStart: '2026-12-01', flightDateEnd: '2026-11-01', ...page }, 'PARAM_INVALID');
  });
});
