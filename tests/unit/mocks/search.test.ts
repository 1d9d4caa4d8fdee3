import { describe, expect, it } from 'vitest';
import { searchApi, type SearchHit, type SearchRequest } from '@/lib/gateway/endpoints';
import { searchWords } from '@/mocks/documents/rules/search';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import type { OrderRecord } from '@/mocks/order/rules/order';
import { expectEvery } from '../../expect-every';
import { loginAs, ok, refused } from './support';

/**
 * One search across every channel (rules/search.ts) through the gateway, from the seed: what a caller
 * finds, where each hit opens, the due list's deadline beside it, and the limits of agency, role and
 * masking.
 */

async function search(text: string, page: Partial<SearchRequest> = {}) {
  return ok(searchApi.search, { text, currentPage: 1, perSize: 50, ...page });
}

const order = (orderNo: string) => simulator.state.orders.find((candidate) => candidate.orderNo === orderNo)!;

/** Renames the 17th passenger of TO100143 (the seed has no 张伟 among the orders' names). */
async function nameZhangWei(): Promise<OrderRecord['passengers'][number]> {
  await store.apply((state) => ({
    ...state,
    orders: state.orders.map((candidate) =>
      candidate.orderNo === 'TO100143'
        ? {
            ...candidate,
            passengers: candidate.passengers.map((passenger, index) => (index === 16 ? { ...passenger, name: '张伟' } : passenger)),
          }
        : candidate,
    ),
  }));
  return order('TO100143').passengers[16]!;
}

const ticketed = () =>
  simulator.state.orders.find(
    (candidate) => candidate.kind === 'TEAM' && candidate.ownerAccountId === 'AGT0001' && candidate.tickets.length > 0,
  )!;

describe('search: what agent01 finds', () => {
  it('a passenger by name, pinyin and initials, with the place in the name list and the row it opens', async () => {
    const zhang = await nameZhangWei();
    await loginAs('agent01');
    for (const text of ['张伟', 'zhangwei', 'zw', 'ZW', '张伟 TO100143']) {
      const { hits } = await search(text);
      const hit = hits.find((candidate) => candidate.kind === 'PASSENGER' && candidate.no === 'TO100143');
      expect(hit, text).toMatchObject({
        title: '张伟',
        orderNo: 'TO100143',
        statusText: '待支付',
        place: { index: 17, count: 143 },
        target: { screen: 'TEAM_ORDER', no: 'TO100143', tab: 'passengers', passengerId: zhang.passengerId },
      });
    }
    // The order's next deadline is the due list's own item for it.
    const { hits } = await search('zw');
    const hit = hits.find((candidate) => candidate.hitId === `PASSENGER:TO100143:${zhang.passengerId}`)!;
    expect(hit.due).toMatchObject({ kind: 'FULL_PAYMENT', what: '支付全款' });
    expect(hit.due!.deadline).toBe(order('TO100143').milestones.find((milestone) => milestone.status !== 'SUCCESSED')!.deadline);
  });

  it('an order by its number and PNR; a scattered order by its PNR; a ticket opens 客票 at it', async () => {
    await loginAs('agent01');
    const team = order('TO100143');
    for (const text of ['TO100143', team.pnr, team.pnr.toLowerCase()]) {
      const { hits } = await search(text);
      expect(hits[0], text).toMatchObject({
        kind: 'TEAM_ORDER',
        no: 'TO100143',
        title: team.groupName,
        statusText: '待支付',
        target: { screen: 'TEAM_ORDER', no: 'TO100143' },
      });
    }
    const scattered = simulator.state.orders.find((candidate) => candidate.kind === 'SCATTERED' && candidate.ownerAccountId === 'AGT0001')!;
    expect((await search(scattered.pnr)).hits[0]).toMatchObject({
      kind: 'SCATTERED_ORDER',
      no: scattered.orderNo,
      target: { screen: 'SCATTERED_ORDER', no: scattered.orderNo },
    });
    const withTickets = ticketed();
    const ticket = withTickets.tickets[0]!;
    for (const text of [ticket.ticketNo, ticket.ticketNo.replace('-', ''), ticket.ticketNo.slice(4)]) {
      const { hits } = await search(text);
      expect(hits[0], text).toMatchObject({
        kind: 'PASSENGER',
        title: ticket.passengerName,
        matched: `票号 ${ticket.ticketNo}`,
        target: {
          screen: 'TEAM_ORDER',
          no: withTickets.orderNo,
          tab: 'tickets',
          ticketNo: ticket.ticketNo,
          passengerId: ticket.passengerId,
        },
      });
    }
  });

  it('by the last 4 of an ID number, a flight and a day, a refund application, grouped by kind', async () => {
    await loginAs('agent01');
    const team = order('TO100143');
    const passenger = team.passengers[3]!;
    const byId = await search(passenger.idNo.slice(-4));
    expect(byId.hits.map((hit) => hit.hitId)).toContain(`PASSENGER:TO100143:${passenger.passengerId}`);
    const segment = team.segments[0]!;
    const byFlight = await search(`${segment.flightNo} ${segment.flightDate}`);
    expectEvery(
      byFlight.hits.filter((hit) => hit.kind === 'TEAM_ORDER'),
      (hit) => hit.details.some((detail) => detail.startsWith(`${segment.flightNo} ${segment.flightDate}`)),
    );
    expect(byFlight.hits.map((hit) => hit.no)).toContain('TO100143');
    const refund = simulator.state.refunds.find((candidate) => candidate.ownerAccountId === 'AGT0001' && candidate.orderKind === 'TEAM')!;
    const byRefund = await search(refund.orderNo);
    expect(byRefund.kindCounts.map((count) => count.kind)).toEqual(expect.arrayContaining(['TEAM_ORDER', 'REFUND']));
    expect(byRefund.hits.find((hit) => hit.kind === 'REFUND')).toMatchObject({
      no: expect.any(String),
      orderNo: refund.orderNo,
      target: { screen: 'TEAM_REFUND' },
    });
    // The kinds come in the box's order, and each count is the number of hits of its kind.
    const counted = new Map(byRefund.kindCounts.map((count) => [count.kind, count.count]));
    for (const [kind, count] of counted) expect(byRefund.hits.filter((hit) => hit.kind === kind)).toHaveLength(count);
  });

  it('masks ID numbers and phones', async () => {
    await loginAs('agent01');
    const team = order('TO100143');
    const passenger = team.passengers.find((candidate) => candidate.idNo.length === 18)!;
    const { hits } = await search(passenger.name);
    const hit = hits.find((candidate) => candidate.hitId === `PASSENGER:TO100143:${passenger.passengerId}`)!;
    expect(hit.details).toContain(`身份证 ${passenger.idNo.slice(0, 6)}********${passenger.idNo.slice(-4)}`);
    const byPhone = await search(team.contact.mobile);
    expect(byPhone.hits.map((candidate) => candidate.no)).toContain('TO100143');
    const text = JSON.stringify([hits, byPhone.hits]);
    expect(text).not.toContain(passenger.idNo);
    expect(text).not.toContain(team.contact.mobile);
    expect(text).toContain(`${team.contact.mobile.slice(0, 3)}****${team.contact.mobile.slice(7)}`);
  });

  it('pages: the count is the whole answer, a page its slice, in the same order', async () => {
    await loginAs('agent01');
    const all = await search('TO1001', { perSize: 50 });
    expect(all.page.count).toBeGreaterThan(4);
    const second = await search('TO1001', { currentPage: 2, perSize: 2 });
    expect(second.page).toEqual({ count: all.page.count, currentPage: 2, perSize: 2 });
    expect(second.hits.map((hit) => hit.hitId)).toEqual(all.hits.slice(2, 4).map((hit) => hit.hitId));
  });

  it('refuses a blank text, a text beyond 50 characters and a call without a session', async () => {
    await loginAs('agent01');
    await refused(searchApi.search, { text: '  ', currentPage: 1, perSize: 10 }, 'PARAM_INVALID');
    await refused(searchApi.search, { text: 'x'.repeat(51), currentPage: 1, perSize: 10 }, 'PARAM_INVALID');
    await refused(searchApi.search, { text: 'TO100143', currentPage: 0, perSize: 10 }, 'PARAM_INVALID');
    await simulator.reset();
    await refused(searchApi.search, { text: 'TO100143', currentPage: 1, perSize: 10 }, 'NOT_LOGGED_IN');
  });
});

describe('search: the limits of role and agency', () => {
  it('a 订票员 without the refund functions finds the order but no refund, and no channel it does not hold', async () => {
    const refund = simulator.state.refunds.find((candidate) => candidate.ownerAccountId === 'AGT0001' && candidate.orderKind === 'TEAM')!;
    const scattered = simulator.state.orders.find((candidate) => candidate.kind === 'SCATTERED' && candidate.ownerAccountId === 'AGT0001')!;
    await loginAs('agent01');
    expect((await search(refund.refundId)).hits.map((hit) => hit.kind)).toContain('REFUND');
    await loginAs('staff01');
    const byOrder = await search(refund.orderNo);
    expect(byOrder.hits.map((hit) => hit.kind)).toContain('TEAM_ORDER');
    expect(byOrder.hits.filter((hit) => hit.kind === 'REFUND')).toEqual([]);
    expect((await search(refund.refundId)).hits).toEqual([]);
    expect((await search(scattered.pnr)).hits).toEqual([]);
  });

  it('one agency never finds another’s records, by number, name or ticket', async () => {
    const withTickets = ticketed();
    const ticket = withTickets.tickets[0]!;
    await store.apply((state) => ({
      ...state,
      orders: state.orders.map((candidate) =>
        candidate.orderNo === withTickets.orderNo ? { ...candidate, ownerAccountId: 'AGT0002' } : candidate,
      ),
    }));
    await loginAs('agent01');
    for (const text of [withTickets.orderNo, withTickets.pnr, ticket.ticketNo]) {
      const { hits } = await search(text);
      expect(
        hits.filter((hit: SearchHit) => hit.no === withTickets.orderNo || hit.orderNo === withTickets.orderNo),
        text,
      ).toEqual([]);
    }
    // Its new agency (corp01's) finds it.
    await loginAs('corp01');
    expect((await search(withTickets.orderNo)).hits.map((hit) => hit.no)).toContain(withTickets.orderNo);
  });
});

describe('search: words', () => {
  it('reads numbers without separators, dates with or without the year, names as letters', () => {
    expect(searchWords(' 880-2460000884  12月3日 2026/12/03 ZhangWei ')).toMatchObject([
      { code: '8802460000884', digits: true },
      { monthDay: '-12-03' },
      { date: '2026-12-03' },
      { letters: 'zhangwei' },
    ]);
  });
});
