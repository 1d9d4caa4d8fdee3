import { describe, expect, it } from 'vitest';
import { moneyStateOf, refundApplicationsOf, stageOf, type RefundRecord } from '@/mocks/rules';
import { migrate } from '@/mocks/persistence';
import { createSeedState } from '@/mocks/seed';
import { STATE_VERSION, type SimulatorState } from '@/mocks/state';

/**
 * Version 17 keeps one refund entity: a state saved at version 15 (team refund applications and
 * scattered refund requests in two arrays, one `state` for review and money) loads with both merged
 * into `refunds`, every number kept, the review apart from the money.
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const seed = createSeedState(NOW, 0);
const at = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
const HOUR = 3_600_000;

const ticket = (ticketNo: string) => ({
  ticketNo,
  passengerId: 'P1',
  passengerName: '王芳',
  passengerType: 'ADT',
  segmentNo: 1,
  flightNo: 'XY5101',
  flightDate: '2026-12-20',
  fare: 100_000,
  tax: 5_000,
  fee: 30_000,
  refund: 75_000,
});

/** The team application as version 15 saved it. */
const team = (reviewId: string, state: string, extra: Record<string, unknown> = {}) => ({
  reviewId,
  orderNo: 'TO100131',
  kind: 'VOLUNTARY',
  tickets: [ticket(`880-99${reviewId.slice(-4)}`)],
  feeRate: 0.3,
  fee: 30_000,
  amount: 75_000,
  groupName: '旧团',
  reason: '行程取消',
  files: [],
  state,
  applyTime: at(NOW - 5 * HOUR),
  appliedBy: '王建国',
  ownerAccountId: 'AGT0001',
  reviewAt: NOW - 3 * HOUR,
  timeline: [{ at: at(NOW - 5 * HOUR), action: 'APPLY', detail: '申请', by: '王建国' }],
  ...extra,
});

/** The scattered request as version 15 saved it. */
const scattered = (rfdReqSeq: string, state: string, extra: Record<string, unknown> = {}) => ({
  rfdReqSeq,
  orderNo: 'SO300103',
  pnr: 'ABC123',
  kind: 'INVOLUNTARY',
  passengerNames: ['王芳'],
  ticketCount: 1,
  tickets: [ticket(`880-98${rfdReqSeq.slice(-4)}`)],
  feeRate: 0,
  fee: 0,
  amount: 105_000,
  state,
  applyTime: at(NOW - 5 * HOUR),
  appliedBy: '王建国',
  reason: '航班取消',
  files: [{ fileId: 'RF10000009', name: '证明.jpg', size: 10 }],
  timeline: [{ at: at(NOW - 5 * HOUR), action: 'APPLY', detail: '申请', by: '王建国' }],
  ownerAccountId: 'AGT0001',
  reviewAt: NOW + HOUR,
  ...extra,
});

describe('saved state version 15 → 17: one refund entity', () => {
  it('merges team applications and scattered requests into refunds, keeping every number, with the review apart from the money', () => {
    const { refunds: _now, ...rest } = seed;
    const approvedAt = at(NOW - 2 * HOUR);
    const saved = {
      ...rest,
      version: 15,
      teamRefunds: [
        team('TR19990001', 'WAITING_REFUND', { reviewAt: NOW + HOUR }),
        team('TR19990002', 'HAVE_REFUND', {
          finishTime: approvedAt,
          timeline: [{ at: approvedAt, action: 'APPROVE', detail: '通过', by: '系统' }],
        }),
        team('TR19990003', 'REFUND_FAILED', {
          finishTime: approvedAt,
          failReason: '超过时限',
          timeline: [{ at: approvedAt, action: 'REJECT', detail: '驳回', by: '航司退票审核' }],
        }),
        team('TR19990004', 'REFUND_FAILED', {
          finishTime: approvedAt,
          failReason: '申请人已撤回',
          timeline: [{ at: approvedAt, action: 'WITHDRAW', detail: '撤回', by: '王建国' }],
        }),
      ],
      scatteredRefunds: [
        scattered('RFD39990001', 'WAITING_REFUND', { reviewAt: null, supplementAsk: '请补充证明' }),
        scattered('RFD39990002', 'WAITING_REFUND'),
      ],
    };
    const migrated = migrate(saved as unknown as Record<string, unknown>, 15)!;
    expect(migrated.version).toBe(STATE_VERSION);
    expect('teamRefunds' in migrated || 'scatteredRefunds' in migrated).toBe(false);
    const byId = new Map(migrated.refunds.map((refund) => [refund.refundId, refund]));
    expect([...byId.keys()]).toEqual(['TR19990001', 'TR19990002', 'TR19990003', 'TR19990004', 'RFD39990001', 'RFD39990002']);
    expect([...byId.values()].map((refund) => [refund.refundId, refund.orderKind, refund.reviewState])).toEqual([
      ['TR19990001', 'TEAM', 'WAITING'],
      ['TR19990002', 'TEAM', 'APPROVED'],
      ['TR19990003', 'TEAM', 'REJECTED'],
      ['TR19990004', 'TEAM', 'WITHDRAWN'],
      ['RFD39990001', 'SCATTERED', 'MORE_FILES'],
      ['RFD39990002', 'SCATTERED', 'WAITING'],
    ]);
    // Every number kept: amounts, fees, tickets, files, who and when.
    const waiting = byId.get('TR19990001')!;
    expect(waiting).toMatchObject({
      amount: 75_000,
      fee: 30_000,
      feeRate: 0.3,
      groupName: '旧团',
      reviewAt: NOW + HOUR,
      applyTime: at(NOW - 5 * HOUR),
      appliedBy: '王建国',
    });
    expect(waiting.tickets).toEqual([ticket('880-990001')]);
    const asked = byId.get('RFD39990001')!;
    expect(asked).toMatchObject({
      amount: 105_000,
      pnr: 'ABC123',
      supplementAsk: '请补充证明',
      reviewAt: null,
      files: [{ fileId: 'RF10000009', name: '证明.jpg', size: 10 }],
    });
    expect(byId.get('TR19990003')).toMatchObject({ failReason: '超过时限', reviewTime: approvedAt });
    // The scattered request's group name comes from its order; the team one's PNR likewise.
    expect(asked.groupName).toBe(seed.orders.find((order) => order.orderNo === 'SO300103')!.groupName);
    expect(waiting.pnr).toBe(seed.orders.find((order) => order.orderNo === 'TO100131')!.pnr);

    // Read as today's rules read it: a waiting one has no money; the stages partition them.
    expect(moneyStateOf(migrated, waiting).moneyState).toBeUndefined();
    expect(migrated.refunds.map((refund) => stageOf(migrated, refund as RefundRecord))).toEqual([
      'WAITING',
      'WAITING_REFUND',
      'REJECTED',
      'WITHDRAWN',
      'MORE_FILES',
      'WAITING',
    ]);
    const listed = refundApplicationsOf(migrated as SimulatorState, 'AGT0001', 'SCATTERED', {}).map((refund) => refund.refundId);
    expect(listed).toEqual(expect.arrayContaining(['RFD39990001', 'RFD39990002']));
  });

  it('a version-15 save of today’s seed keeps every application, number and amount', () => {
    const toLegacy = (refund: RefundRecord) => {
      const { refundId, orderKind: _kind, reviewState, reviewTime, ...rest } = refund;
      const state =
        reviewState === 'APPROVED'
          ? 'HAVE_REFUND'
          : reviewState === 'REJECTED' || reviewState === 'WITHDRAWN'
            ? 'REFUND_FAILED'
            : 'WAITING_REFUND';
      return {
        ...rest,
        [refund.orderKind === 'SCATTERED' ? 'rfdReqSeq' : 'reviewId']: refundId,
        state,
        ...(reviewTime ? { finishTime: reviewTime } : {}),
      };
    };
    const { refunds, ...rest } = seed;
    expect(refunds.length).toBeGreaterThan(0);
    const saved = {
      ...rest,
      version: 15,
      teamRefunds: refunds.filter((refund) => refund.orderKind !== 'SCATTERED').map(toLegacy),
      scatteredRefunds: refunds.filter((refund) => refund.orderKind === 'SCATTERED').map(toLegacy),
    };
    const migrated = migrate(saved as unknown as Record<string, unknown>, 15)!;
    const summary = (list: readonly RefundRecord[]) =>
      list
        .map((refund) =>
          [refund.refundId, refund.reviewState, refund.amount, refund.fee, refund.tickets.length, refund.reviewTime ?? null].join(' '),
        )
        .sort();
    expect(summary(migrated.refunds)).toEqual(summary(refunds));
    expect(migrated.refunds.map((refund) => [refund.refundId, refund.orderKind]).sort()).toEqual(
      refunds.map((refund) => [refund.refundId, refund.orderKind]).sort(),
    );
    // Team applications first, then scattered requests (the seed's schedule change refunds an individual order last): compared by number.
    expect(migrated.refunds.map((refund) => `${refund.refundId} ${stageOf(migrated, refund)}`).sort()).toEqual(
      refunds.map((refund) => `${refund.refundId} ${stageOf(seed, refund)}`).sort(),
    );
  });
});
