import { beforeEach, describe, expect, it } from 'vitest';
import { refundApi, scatteredApi, scatteredRefundApi, scheduleChangeApi } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';
import { expectEvery } from '../../expect-every';
import { FLIGHT, latestNotice, NOW, ORDER_NO } from './schedule-change-support';
import { loginAs, ok } from './support';

/**
 * The calls no other test of the simulator answers with a success, answered once here: with
 * CONTRACT_RECORD they give the document its request and answer examples (every call has both).
 */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeEach(async () => {
  await loginAs('agent01');
});

describe('the calls the document’s examples come from', () => {
  it('lists and exports of scattered orders and refunds, team refunds and the scattered airports', async () => {
    expectEvery((await ok(scatteredApi.airports, {})).airportList, (airport) => expect(airport.code).toMatch(/^[A-Z]{3}$/));
    expectEvery((await ok(scatteredApi.export, {})).orderList, (order) => expect(order.orderNo).not.toBe(''));
    expectEvery((await ok(scatteredRefundApi.refundExport, {})).refundList, (refund) => expect(refund.refundId).not.toBe(''));
    expectEvery((await ok(refundApi.export, {})).refundList, (refund) => expect(refund.orderNo).toMatch(/^TO/));
  });

  it('a scattered refund’s file deleted before it is sent, a waiting request withdrawn, a team refund given the files asked for', async () => {
    const { file } = await ok(scatteredRefundApi.fileUpload, { name: '证明.png', dataUrl: PIXEL });
    await ok(scatteredRefundApi.fileDelete, { fileId: file.fileId });

    const [scattered] = simulator.refunds.pending().filter((refund) => refund.orderKind === 'SCATTERED');
    expect((await ok(scatteredRefundApi.withdraw, { rfdReqSeq: scattered!.refundId })).refund.stage).toBe('WITHDRAWN');

    const [team] = simulator.refunds.pending().filter((refund) => refund.orderKind === 'TEAM');
    await simulator.refunds.review(team!.refundId, { askFiles: '请补充航班变动证明' });
    const { file: more } = await ok(refundApi.fileUpload, { name: '补充材料.png', dataUrl: PIXEL });
    expect((await ok(refundApi.supplement, { reviewId: team!.refundId, fileIds: [more.fileId] })).refund.stage).toBe('WAITING');
  });

  it('a schedule change’s refund quoted', async () => {
    await simulator.reset({ now: NOW });
    await simulator.scheduleChanges.publish({ ...FLIGHT, changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });
    await loginAs('agent01');
    const { quote } = await ok(scheduleChangeApi.refundQuote, { orderNo: ORDER_NO, noticeId: latestNotice().noticeId });
    expect(quote.amount).toBeGreaterThan(0);
  });
});
