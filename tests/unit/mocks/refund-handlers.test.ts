import { describe, expect, it } from 'vitest';
import { formatFen } from '@/domain/format';
import { orderApi, refundApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { orderOf } from './order-support';
import { agentAccount } from './payment-support';
import { loginAs, MINUTE, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

/** Team refunds through the gateway: quote, files, apply, list, detail, withdraw, review; forged calls refused. */

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==';
const openTickets = (orderNo: string, count: number) =>
  orderOf(orderNo)
    .tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE')
    .slice(0, count)
    .map((ticket) => ticket.ticketNo);

describe('team refunds through the gateway', () => {
  it('quotes, applies as quoted, lists with counts, and the review on the clock pays the money back to the prepaid account', async () => {
    await loginAs('agent01');
    const ticketNos = openTickets('TO100131', 3);
    const { quote } = await ok(refundApi.advance, { orderNo: 'TO100131', ticketNos, kind: 'VOLUNTARY' });
    expect(quote.tickets).toHaveLength(3);
    expect(quote.fee).toBeGreaterThan(0);
    const changed = await refused(
      refundApi.apply,
      { orderNo: 'TO100131', ticketNos, kind: 'VOLUNTARY', reason: '客户取消', fileIds: [], expectedAmount: quote.amount + 1 },
      'PAY_AMOUNT_CHANGED',
    );
    expect(changed.errorMsg).toContain(formatFen(quote.amount));

    const { refund } = await ok(refundApi.apply, {
      orderNo: 'TO100131',
      ticketNos,
      kind: 'VOLUNTARY',
      reason: '客户取消',
      fileIds: [],
      expectedAmount: quote.amount,
    });
    expect(refund).toMatchObject({
      reviewState: 'WAITING',
      stage: 'WAITING',
      amount: quote.amount,
      allowedActions: ['WITHDRAW'],
      refundTo: expect.any(String),
    });
    expect(refund.moneyState).toBeUndefined();
    const listed = await ok(refundApi.list, { currentPage: 1, perSize: 10, stage: 'WAITING' });
    expect(listed.refundList.map((row) => row.refundId)).toContain(refund.refundId);
    expect(listed.stageCounts.WAITING).toBe(listed.page.count);
    const byPassenger = await ok(refundApi.list, { currentPage: 1, perSize: 10, passengerName: refund.tickets[0]!.passengerName });
    expect(byPassenger.refundList.map((row) => row.refundId)).toContain(refund.refundId);

    const balance = agentAccount().balance;
    await simulator.clock.set(new Date(Date.parse(refund.reviewBy!) + 30 * MINUTE));
    await loginAs('agent01');
    const { refund: done } = await ok(refundApi.detail, { reviewId: refund.refundId });
    expect(done).toMatchObject({ reviewState: 'APPROVED', moneyState: 'HAVE_REFUND', stage: 'HAVE_REFUND', allowedActions: [] });
    expect(done.money.reduce((sum, money) => sum + money.amount, 0)).toBe(quote.amount);
    expectEvery(ticketNos, (ticketNo) => orderOf('TO100131').tickets.find((ticket) => ticket.ticketNo === ticketNo)!.status === 'REFUNDED');
    // TO100131 was paid from the prepaid account: the money is back there.
    expect(done.refundTo).toBe('PREPAID');
    expect(agentAccount().balance).toBe(balance + quote.amount);
  });

  it('an involuntary refund needs a file: uploaded, removable until applied, kept with the application', async () => {
    await loginAs('agent01');
    const ticketNos = openTickets('TO100132', 2);
    const { quote } = await ok(refundApi.advance, { orderNo: 'TO100132', ticketNos, kind: 'INVOLUNTARY' });
    expect(quote.fee).toBe(0);
    const body = { orderNo: 'TO100132', ticketNos, kind: 'INVOLUNTARY' as const, reason: '航班取消', expectedAmount: quote.amount };
    await refused(refundApi.apply, { ...body, fileIds: [] }, 'REFUND_FILE_REQUIRED');
    const { file: wrong } = await ok(refundApi.fileUpload, { name: '错图.jpg', dataUrl: JPEG });
    await ok(refundApi.fileDelete, { fileId: wrong.fileId });
    await refused(refundApi.apply, { ...body, fileIds: [wrong.fileId] }, 'PARAM_INVALID');
    await refused(refundApi.fileUpload, { name: '脚本.svg', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'PARAM_INVALID');
    const { file } = await ok(refundApi.fileUpload, { name: '航变通知.jpg', dataUrl: JPEG });
    const { refund } = await ok(refundApi.apply, { ...body, fileIds: [file.fileId] });
    expect(refund.files).toEqual([expect.objectContaining({ fileId: file.fileId, name: '航变通知.jpg', url: JPEG })]);
    await refused(refundApi.fileDelete, { fileId: file.fileId }, 'PARAM_INVALID');

    const { refund: withdrawn } = await ok(refundApi.withdraw, { reviewId: refund.refundId });
    expect(withdrawn).toMatchObject({ reviewState: 'WITHDRAWN', stage: 'WITHDRAWN', failReason: '申请人已撤回', allowedActions: [] });
    await refused(refundApi.withdraw, { reviewId: refund.refundId }, 'TEAM_REFUND_STATE_FORBIDS');
    expectEvery(
      ticketNos,
      (ticketNo) => orderOf('TO100132').tickets.find((ticket) => ticket.ticketNo === ticketNo)!.status === 'OPEN_FOR_USE',
    );
  });

  it('refuses forged calls: used or refunded tickets, another agency’s order or application, no 团队退票 function', async () => {
    await loginAs('agent01');
    const used = orderOf('TO100127').tickets[0]!.ticketNo;
    await refused(refundApi.advance, { orderNo: 'TO100127', ticketNos: [used], kind: 'VOLUNTARY' }, 'DEPARTED');
    await refused(
      refundApi.advance,
      { orderNo: 'TO100138', ticketNos: [orderOf('TO100138').tickets[0]!.ticketNo], kind: 'VOLUNTARY' },
      'ORDER_STATE_FORBIDS',
    );
    const [held] = simulator.refunds.pending().filter((refund) => refund.orderKind === 'TEAM');
    const again = await refused(
      refundApi.advance,
      { orderNo: held!.orderNo, ticketNos: [held!.tickets[0]!.ticketNo], kind: 'VOLUNTARY' },
      'TICKET_NOT_REFUNDABLE',
    );
    expect(again.errorMsg).toContain('已有待审核的退票申请');
    await refused(refundApi.advance, { orderNo: 'TO100141', ticketNos: openTickets('TO100141', 1), kind: 'VOLUNTARY' }, 'ORDER_NOT_FOUND');

    // The ticket list says which tickets an application may take: not the held ones, not used ones.
    const { ticketList } = await ok(orderApi.ticketDetail, { orderNo: held!.orderNo });
    const heldNos = held!.tickets.map((line) => line.ticketNo);
    expectEvery(
      ticketList.filter((ticket) => heldNos.includes(ticket.ticketNo)),
      (ticket) => ticket.refundable === false && ticket.refundReviewId === held!.refundId,
    );
    expectEvery(
      ticketList.filter((ticket) => !heldNos.includes(ticket.ticketNo)),
      (ticket) => ticket.refundable === true,
    );
    expectEvery((await ok(orderApi.ticketDetail, { orderNo: 'TO100127' })).ticketList, (ticket) => ticket.refundable === false);

    // corp01 (an enterprise) keeps team orders but has no 团队退票 function.
    await loginAs('corp01');
    await refused(refundApi.detail, { reviewId: held!.refundId }, 'PERMISSION_DENIED');

    await loginAs('staff01');
    await refused(refundApi.list, { currentPage: 1, perSize: 10 }, 'PERMISSION_DENIED');
    await refused(
      refundApi.apply,
      { orderNo: 'TO100131', ticketNos: openTickets('TO100131', 1), kind: 'VOLUNTARY', reason: '伪造', fileIds: [], expectedAmount: 0 },
      'PERMISSION_DENIED',
    );
  });
});
