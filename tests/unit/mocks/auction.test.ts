import { describe, expect, it } from 'vitest';
import { auctionApi, orderApi, payApi, type PlaceBidRequest } from '@/lib/gateway/endpoints';
import { MIGRATIONS } from '@/mocks/persistence-migrations';
import { allocateSeats, AUCTION, auctionStatus, rankBids, seatsLeft, type AuctionRecord } from '@/mocks/rules';
import { seedFlights } from '@/mocks/catalogue/seed/flights';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import type { SimulatorState } from '@/mocks/state';
import { toGatewayIso } from '@/mocks/kernel/time-format';
import { expectEvery } from '../../expect-every';
import { agentAccount, requestFor, transactionsOf } from './payment-support';
import { loginAs, MINUTE, ok, refused } from './support';

/**
 * Team bidding through the gateway, from the seed of 2026-11-23 09:00: BA000101 上海—三亚 running until
 * 11:00 (60 seats, other agencies' bids at most 6 steps above the floor, two more to come), BA000102 running
 * until tomorrow with agent01's paid bid, BA000103 opening at 15:00, BA000104 ended last night — agent01's
 * 20-seat bid won, its 10-seat bid at the floor lost.
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const activity = (prodNo: string) => simulator.state.auctions.find((candidate) => candidate.prodNo === prodNo)!;
const bidRecord = (ancilOrderNo: string) => simulator.state.bidOrders.find((candidate) => candidate.ancilOrderNo === ancilOrderNo)!;
const CONTACT = { name: '王建国', mobile: '13900000001' };

function bidOn(prodNo: string, seats: number, steps: number, over: Partial<PlaceBidRequest> = {}): PlaceBidRequest {
  const target = activity(prodNo);
  return {
    prodNo,
    seats,
    unitPrice: target.floorPrice + steps * target.step,
    groupName: '三亚竞价团',
    contact: CONTACT,
    expectedDeposit: seats * target.depositPerSeat,
    ...over,
  };
}

async function placeAndPay(prodNo: string, seats: number, steps: number) {
  const { bidOrder } = await ok(auctionApi.bid, bidOn(prodNo, seats, steps));
  await ok(payApi.payment, await requestFor('BID_DEPOSIT', bidOrder.ancilOrderNo, 'PREPAID'));
  return bidOrder.ancilOrderNo;
}

/** Moves the clock past the end of BA000101 (its session ends with such a jump: signs in again). */
async function pastTheEnd(extra = 0) {
  await simulator.clock.set(new Date(Date.parse(activity('BA000101').endTime) + 1_000 + extra));
  await loginAs('agent01');
}

describe('ranking and the seats (pure)', () => {
  const bid = (ancilOrderNo: string, unitPrice: number, paidAt: string, seats = 10) => ({
    ancilOrderNo,
    unitPrice,
    seats,
    depositPaidTime: `2026-11-23T${paidAt}:00+08:00`,
  });

  it('ranks by unit price, then the earlier deposit, then the number', () => {
    const ranked = rankBids([
      bid('AN500003', 900, '10:00'),
      bid('AN500001', 1000, '10:05'),
      bid('AN500004', 900, '09:30'),
      bid('AN500002', 900, '09:30'),
    ]);
    expect(ranked.map((entry) => entry.ancilOrderNo)).toEqual(['AN500001', 'AN500002', 'AN500004', 'AN500003']);
  });

  it('awards whole bids while they fit, the seats left to the next when at least the smallest bid, then nobody', () => {
    expect(allocateSeats(60, 10, [{ seats: 20 }, { seats: 25 }, { seats: 20 }, { seats: 10 }])).toEqual([20, 25, 15, 0]);
    // 5 seats left are fewer than the smallest bid: the next bid and every bid after it lose, even one of 5 would fit.
    expect(allocateSeats(50, 10, [{ seats: 30 }, { seats: 15 }, { seats: 10 }, { seats: 5 }])).toEqual([30, 15, 0, 0]);
    expect(allocateSeats(40, 10, [{ seats: 10 }])).toEqual([10]);
  });
});

describe('team bidding: the seed and the clock', () => {
  it('has an activity in every state, other agencies bidding within 6 steps of the floor', () => {
    expect(simulator.state.auctions.map((record) => [record.prodNo, auctionStatus(record, NOW)])).toEqual([
      ['BA000101', 'START'],
      ['BA000102', 'START'],
      ['BA000103', 'NO_START'],
      ['BA000104', 'ENDING'],
    ]);
    for (const record of simulator.state.auctions) {
      expect(record.depositPerSeat).toBe(Math.round((record.floorPrice * AUCTION.depositRate) / 100) * 100);
    }
    const others = simulator.state.bidOrders.filter((candidate) => candidate.ownerAccountId === '');
    expectEvery(others, (other) => {
      const record = simulator.state.auctions.find((candidate) => candidate.prodNo === other.prodNo)!;
      return (other.unitPrice - record.floorPrice) % record.step === 0 && other.unitPrice <= record.floorPrice + 6 * record.step;
    });
  });

  it('says once, plainly, what a won order may change — also for a saved activity still carrying the old wording', async () => {
    await loginAs('agent01');
    store.update(() => {
      store
        .getState()
        .auctions.find((record) => record.prodNo === 'BA000101')!
        .terms.unshift('竞价成交的团队订单不得更改航班日期以外的航段');
    });
    const { activity: detail } = await ok(auctionApi.detail, { prodNo: 'BA000101' });
    expect(detail.rules.filter((rule) => rule.includes('改期'))).toEqual([
      '竞价成交的团队订单只能改期（整团改乘同一航线30天内更晚的航班），不能更改航线。',
    ]);
    expect(detail.rules.join('')).not.toContain('航班日期以外的航段');
  });

  it('settled the ended activity: agent01’s floor bid lost and its deposit is back; its other bids wait on BA000102', async () => {
    await loginAs('agent01');
    const { bidOrderList, statusCounts } = await ok(auctionApi.orderList, { currentPage: 1, perSize: 20 });
    expect(statusCounts).toMatchObject({ ALL: 3, AUTO_REFUNDED: 1, DEPOSIT_PAYED: 1, BOOKED: 1 });
    const lost = bidOrderList.find((row) => row.status === 'AUTO_REFUNDED')!;
    expect(lost.prodNo).toBe('BA000104');
    const { bidOrder } = await ok(auctionApi.orderDetail, { ancilOrderNo: lost.ancilOrderNo });
    expect(bidOrder.result).toMatchObject({ won: false, awardedSeats: 0, refundAmount: lost.depositAmount, refundState: 'HAVE_REFUND' });
    expect(transactionsOf().find((record) => record.kind === 'REFUND' && record.orderNo === lost.ancilOrderNo)?.amount).toBe(
      lost.depositAmount,
    );
    const waiting = bidOrderList.find((row) => row.status === 'BOOKED')!;
    expect(waiting.due?.what).toBe('保证金支付截止');
    expect(activity('BA000104').held).toBe(40);
  });

  it('a saved state of version 12 gets the activities and the other agencies’ bids, dated from its own clock', () => {
    const flights = seedFlights();
    const saved = { version: 12, clockOffsetMs: NOW - Date.now(), flights } as unknown as Record<string, unknown>;
    const migrated = MIGRATIONS[12]!(saved) as unknown as SimulatorState;
    expect(migrated.version).toBe(13);
    expect(migrated.auctions.map((record: AuctionRecord) => record.prodNo)).toEqual(['BA000101', 'BA000102', 'BA000103', 'BA000104']);
    expectEvery(migrated.bidOrders, (bid) => bid.ownerAccountId === '');
    expect(migrated.auctions[0]!.endTime).toBe(toGatewayIso(NOW + 2 * 3_600_000));
  });
});

describe('team bidding: bids and their refusals', () => {
  it('refuses a bid below the floor, off the step, over the cap or outside the sizes, before the start and after the end', async () => {
    await loginAs('agent01');
    const target = activity('BA000101');
    await refused(auctionApi.bid, bidOn('BA000101', 10, 0, { unitPrice: target.floorPrice - target.step }), 'BID_BELOW_FLOOR');
    const offStep = await refused(
      auctionApi.bid,
      bidOn('BA000101', 10, 0, { unitPrice: target.floorPrice + target.step / 2 }),
      'BID_OFF_STEP',
    );
    expect(offStep.errorMsg).toContain('的整数倍');
    await refused(auctionApi.bid, bidOn('BA000101', 5, 1), 'BID_SEATS_INVALID');
    await refused(auctionApi.bid, bidOn('BA000101', 10, 1, { expectedDeposit: 1 }), 'BID_QUOTE_CHANGED');
    await ok(auctionApi.bid, bidOn('BA000101', 25, 1));
    const overCap = await refused(auctionApi.bid, bidOn('BA000101', 10, 1), 'BID_OVER_CAP');
    expect(overCap.errorMsg).toContain('最多还可竞拍5座');
    await refused(auctionApi.bid, bidOn('BA000103', 10, 1), 'AUCTION_NOT_STARTED');
    await refused(auctionApi.bid, bidOn('BA000104', 10, 1), 'AUCTION_ENDED');
    expect(simulator.state.bidOrders.filter((bid) => bid.prodNo === 'BA000101' && bid.ownerAccountId !== '')).toHaveLength(1);
  });

  it('offers a new bid (BID) exactly while one would be taken, and says why not otherwise', async () => {
    await loginAs('agent01');
    const detail = async (prodNo: string) => (await ok(auctionApi.detail, { prodNo })).activity;
    expect(await detail('BA000101')).toMatchObject({ allowedActions: ['BID'] });
    expect(await detail('BA000103')).toMatchObject({ allowedActions: [], actionNotes: { BID: expect.stringContaining('尚未开始') } });
    expect(await detail('BA000104')).toMatchObject({ allowedActions: [], actionNotes: { BID: expect.stringContaining('不能竞价') } });
    // 25 of the 30 seats the agency may bid for: the smallest bid (10) no longer fits, and the gateway refuses one.
    await ok(auctionApi.bid, bidOn('BA000101', 25, 1));
    expect(await detail('BA000101')).toMatchObject({
      allowedActions: [],
      actionNotes: { BID: expect.stringContaining('最多还可竞拍5座') },
    });
    await refused(auctionApi.bid, bidOn('BA000101', 10, 1), 'BID_OVER_CAP');
  });

  it('takes the deposit through the payment screens; one not paid in time cancels the bid and is refused', async () => {
    await loginAs('agent01');
    const paid = await placeAndPay('BA000101', 10, 2);
    expect(bidRecord(paid).status).toBe('DEPOSIT_PAYED');
    const { activity: picture } = await ok(auctionApi.detail, { prodNo: 'BA000101' });
    expect(picture.myBids.find((bid) => bid.ancilOrderNo === paid)).toMatchObject({ status: 'DEPOSIT_PAYED', rank: expect.any(Number) });

    const { bidOrder } = await ok(auctionApi.bid, bidOn('BA000101', 10, 1));
    const request = await requestFor('BID_DEPOSIT', bidOrder.ancilOrderNo, 'PREPAID');
    await simulator.clock.advance(AUCTION.depositWindowMs + MINUTE);
    await loginAs('agent01');
    expect(bidRecord(bidOrder.ancilOrderNo)).toMatchObject({ status: 'CANCELED', cancelReason: '保证金逾期未付' });
    await refused(payApi.payment, request, 'PAYMENT_DEADLINE_PASSED');
  });

  it('raises only upward and on the step; cancelling a paid bid sends its deposit back', async () => {
    await loginAs('agent01');
    const no = await placeAndPay('BA000101', 10, 2);
    const price = bidRecord(no).unitPrice;
    await refused(auctionApi.raise, { ancilOrderNo: no, unitPrice: price }, 'BID_RAISE_NOT_HIGHER');
    await refused(auctionApi.raise, { ancilOrderNo: no, unitPrice: price + 1 }, 'BID_OFF_STEP');
    const { bidOrder } = await ok(auctionApi.raise, { ancilOrderNo: no, unitPrice: price + activity('BA000101').step });
    expect(bidOrder.prices.map((change) => change.unitPrice)).toEqual([price, price + activity('BA000101').step]);

    const before = agentAccount().balance;
    await refused(auctionApi.cancel, { ancilOrderNo: no, expectedRefund: 0 }, 'BID_QUOTE_CHANGED');
    const { bidOrder: cancelled } = await ok(auctionApi.cancel, { ancilOrderNo: no, expectedRefund: bidOrder.depositAmount });
    expect(cancelled).toMatchObject({ status: 'CANCELED', allowedActions: [] });
    await simulator.clock.advance(AUCTION.depositReturnMs);
    expect(agentAccount().balance).toBe(before + bidOrder.depositAmount);
  });
});

describe('team bidding: the settlement', () => {
  it('places the other agencies’ bids as the clock runs, then ranks: the high bid wins its seats, the floor bid loses and gets its deposit back', async () => {
    await loginAs('agent01');
    const high = await placeAndPay('BA000101', 20, 8);
    const low = await placeAndPay('BA000101', 10, 0);
    const { activity: before } = await ok(auctionApi.detail, { prodNo: 'BA000101' });
    expect(before.myBids.find((bid) => bid.ancilOrderNo === high)).toMatchObject({ rank: 1, standing: 'IN', seatsNow: 20 });
    expect(before.changesAt).toBe(activity('BA000101').plannedBids[0]!.at);

    await simulator.clock.set(new Date(Date.parse(activity('BA000101').plannedBids[0]!.at) + 1_000));
    await loginAs('agent01');
    const { activity: later } = await ok(auctionApi.detail, { prodNo: 'BA000101' });
    expect(later.picture.bidCount).toBe(before.picture.bidCount + 1);

    const balanceBefore = agentAccount().balance;
    await pastTheEnd();
    const { bidOrder: won } = await ok(auctionApi.orderDetail, { ancilOrderNo: high });
    expect(won).toMatchObject({ status: 'TICKED', awardedSeats: 20, result: { won: true, rank: 1 } });
    expect(seatsLeft(simulator.state, activity('BA000101'), { kind: 'activity', prodNo: 'BA000101' })).toBeLessThanOrEqual(40);
    const { bidOrder: lost } = await ok(auctionApi.orderDetail, { ancilOrderNo: low });
    expect(lost).toMatchObject({ status: 'AUTO_REFUND', result: { won: false, awardedSeats: 0, refundAmount: lost.depositAmount } });
    expect(lost.progress.map((step) => step.status)).toEqual(['FINISHED', 'SUCCESSED', 'FINISHED', 'UNDER_WAY']);

    await simulator.clock.advance(AUCTION.depositReturnMs);
    const { bidOrder: back } = await ok(auctionApi.orderDetail, { ancilOrderNo: low });
    expect(back.status).toBe('AUTO_REFUNDED');
    expect(agentAccount().balance).toBe(balanceBefore + lost.depositAmount);
  });

  it('cancels bids whose deposit is unpaid at the end', async () => {
    await loginAs('agent01');
    await simulator.clock.set(new Date(Date.parse(activity('BA000101').endTime) - 10 * MINUTE));
    await loginAs('agent01');
    const { bidOrder } = await ok(auctionApi.bid, bidOn('BA000101', 10, 3));
    expect(bidOrder.depositDeadline).toBe(activity('BA000101').endTime);
    await pastTheEnd();
    expect(bidRecord(bidOrder.ancilOrderNo)).toMatchObject({ status: 'CANCELED', cancelReason: '竞价结束时保证金未付' });
    await refused(
      auctionApi.raise,
      { ancilOrderNo: bidOrder.ancilOrderNo, unitPrice: bidOrder.unitPrice + activity('BA000101').step },
      'BID_STATE_FORBIDS',
    );
  });

  it('a winner owes the balance within 24 hours; one who gives up sees the forfeit first, then REFUNDING until the airline closes it', async () => {
    await loginAs('agent01');
    const no = await placeAndPay('BA000101', 20, 8);
    await pastTheEnd();
    const { bidOrder } = await ok(auctionApi.orderDetail, { ancilOrderNo: no });
    expect(Date.parse(bidOrder.result!.balanceDeadline!)).toBe(Date.parse(activity('BA000101').endTime) + AUCTION.balanceWindowMs);
    expect(bidOrder.allowedActions).toEqual(expect.arrayContaining(['PAY_BALANCE', 'GIVE_UP']));
    const { order } = await ok(orderApi.detail, { orderNo: bidOrder.orderNo! });
    expect(order).toMatchObject({ channel: 'BID', groupCount: 20, links: { activityNo: 'BA000101' }, status: 'BOOKED' });
    expect(order.milestones.map((step) => [step.kind, step.status, step.paidAmount])).toEqual([
      ['DEPOSIT', 'SUCCESSED', bidOrder.depositAmount],
      ['BALANCE', 'WAIT', 0],
    ]);

    expect(bidOrder.giveUp?.forfeit).toBe(bidOrder.depositAmount);
    await refused(auctionApi.giveUp, { ancilOrderNo: no, expectedForfeit: 0 }, 'BID_QUOTE_CHANGED');
    const { bidOrder: given } = await ok(auctionApi.giveUp, { ancilOrderNo: no, expectedForfeit: bidOrder.giveUp!.forfeit });
    expect(given).toMatchObject({ status: 'REFUNDING', result: { forfeitAmount: bidOrder.depositAmount } });
    expect(simulator.orders.get(bidOrder.orderNo!)?.status).toBe('CANCELED');
    await simulator.clock.advance(AUCTION.giveUpProcessMs);
    expect(bidRecord(no).status).toBe('REFUNDED');
    await refused(auctionApi.giveUp, { ancilOrderNo: no, expectedForfeit: 0 }, 'BID_STATE_FORBIDS');
  });

  it('the list filters by status with counts; another agency’s bid is not found; without the function nothing is answered', async () => {
    await loginAs('agent01');
    const { activityList, statusCounts } = await ok(auctionApi.list, { currentPage: 1, perSize: 10, status: 'START' });
    expect(statusCounts).toEqual({ ALL: 4, START: 2, NO_START: 1, ENDING: 1 });
    expect(activityList.map((row) => row.prodNo)).toEqual(['BA000101', 'BA000102']);
    const other = simulator.state.bidOrders.find((bid) => bid.ownerAccountId === '')!;
    await refused(auctionApi.orderDetail, { ancilOrderNo: other.ancilOrderNo }, 'BID_NOT_FOUND');
    await loginAs('corp01');
    const own = simulator.state.bidOrders.find((bid) => bid.ownerAccountId === 'AGT0001')!;
    await refused(auctionApi.orderDetail, { ancilOrderNo: own.ancilOrderNo }, 'PERMISSION_DENIED');
  });
});
