import type { Draft } from 'immer';
import { immer } from '../../../kernel/immer';
import { createRng } from '../../../kernel/random';
import { MONEY_SETTLING } from '../../../rules';
import { DAY, HOUR, MINUTE, PAYMENT, SCATTERED } from '../../../kernel/rules/figures';
import type { OrderRecord } from '../../../order/rules/order';
import { issueTickets } from '../../../order/rules/order-tickets';
import { recordSeedPayment } from '../../../payment/rules/payment';
import type { ScatteredPnrRecord } from '../rules/scattered';
import { applyRefund, cancelRefundSeats, refundQuote, reviewRefund, uploadRefundFile } from '../../../refund/rules/refund';
import { settle } from '../../../kernel/settle';
import type { SimulatorState } from '../../../state';
import { toGatewayDate, toGatewayIso } from '../../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../../session/seed/accounts';
import { buildPlannedOrders, type OrderPlan, type Stage } from '../../../order/seed/orders';
import { peopleMaker } from '../../../session/seed/people';

/**
 * agent01's scattered orders (散客票) in every state, built through the order, ticket and scattered
 * refund rules at past instants, on top of every other seeded record (so nothing seeded before changes
 * number): awaiting payment, paid (the airline tickets it a few minutes after the seed's now), ticketed
 * (one way and round trip), partly ticketed, cancelled by the agent and at its deadline, flown (used
 * tickets), refunded in full, one with a voluntary refund under review and one with an error refund
 * whose reviewer asks for a supplementary file. Paid orders are paid by B2B (no prepaid balance moves).
 * Also the PNRs agencies hold to import: two of agent01's, one of corp01's. A saved state gets the same
 * when migrated to version 14, dated from its own clock.
 */

const S = (plan: Omit<OrderPlan, 'kind' | 'channel' | 'bookedBy'>): OrderPlan => ({
  kind: 'SCATTERED',
  channel: 'SCATTERED',
  bookedBy: 'agent01',
  ...plan,
});

type After = 'PART' | 'REFUNDED' | 'REFUND_WAIT' | 'ERROR_REFUND_ASKED';

const PLANS: [OrderPlan, After?][] = [
  [S({ flights: [['XY5101', 9]], cabin: 'Y', adults: 2, bookedAgo: 10 * MINUTE, stage: 'FULL_WAIT' })],
  [S({ flights: [['XY5103', 11]], cabin: 'B', adults: 1, bookedAgo: 2 * MINUTE, stage: 'PAYED' })],
  [S({ flights: [['XY5103', 12]], cabin: 'B', adults: 2, children: 1, bookedAgo: 3 * DAY, stage: 'TICKETED' })],
  [
    S({
      flights: [
        ['XY5101', 20],
        ['XY5102', 25],
      ],
      cabin: 'Y',
      adults: 2,
      bookedAgo: 5 * DAY,
      stage: 'TICKETED',
    }),
  ],
  [S({ flights: [['XY5011', 14]], cabin: 'Y', adults: 3, bookedAgo: 2 * HOUR, stage: 'PAYED' }), 'PART'],
  [S({ flights: [['XY5021', 8]], cabin: 'B', adults: 1, bookedAgo: 1 * DAY, stage: 'CANCELED', remark: '客户改乘高铁' })],
  [S({ flights: [['XY5451', 6]], cabin: 'Y', adults: 2, bookedAgo: 2 * DAY, stage: 'AUTO_CANCELED' })],
  [S({ flights: [['XY5102', -5]], cabin: 'Y', adults: 1, bookedAgo: 20 * DAY, stage: 'TICKETED' })],
  [S({ flights: [['XY5105', 16]], cabin: 'Y', adults: 1, bookedAgo: 6 * DAY, stage: 'TICKETED' }), 'REFUNDED'],
  [S({ flights: [['XY5103', 18]], cabin: 'Y', adults: 2, bookedAgo: 4 * DAY, stage: 'TICKETED' }), 'REFUND_WAIT'],
  [S({ flights: [['XY5011', 22]], cabin: 'F', adults: 1, bookedAgo: 7 * DAY, stage: 'TICKETED' }), 'ERROR_REFUND_ASKED'],
];

/** A seed of its own, so that these orders never change what the other seeds drew. */
const SCATTERED_SEED = 20261121;

/** A tiny JPEG as the seeded error refund's supporting file. */
const PROOF_IMAGE =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2Q==';

function refund(
  state: Draft<SimulatorState>,
  order: Draft<OrderRecord>,
  kind: 'VOLUNTARY' | 'INVOLUNTARY',
  ticketNos: string[],
  reason: string,
  at: number,
  by: string,
) {
  cancelRefundSeats(state, order, ticketNos, by, at);
  const fileIds = kind === 'INVOLUNTARY' ? [uploadRefundFile(state, order.ownerAccountId, '航班延误证明.jpg', PROOF_IMAGE, at).fileId] : [];
  const quote = refundQuote(state, order as OrderRecord, ticketNos, kind, at);
  return applyRefund(state, order, { ticketNos, kind, reason, fileIds, expectedAmount: quote.amount }, by, at);
}

function seedOrders(state: Draft<SimulatorState>, now: number): void {
  const rng = createRng(SCATTERED_SEED);
  const orders = buildPlannedOrders(
    state,
    now,
    PLANS.map(([plan]) => plan),
    rng,
  );
  const by = state.accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS.agent01)!.displayName;
  orders.forEach((order, index) => {
    const after = PLANS[index]![1];
    const paidAt = Date.parse(order.milestones[0]!.paidAt ?? '');
    if (Number.isFinite(paidAt)) {
      recordSeedPayment(state, {
        payer: order.ownerAccountId,
        by,
        kind: 'ORDER',
        payableNo: order.orderNo,
        orderNo: order.orderNo,
        milestone: order.milestones[0]!.kind,
        method: 'B2B',
        bankName: PAYMENT.banks[0]!.name,
        amount: order.milestones[0]!.amount,
        points: 0,
        at: paidAt,
      });
    }
    switch (after) {
      case 'PART':
        // The airline issued the first passenger's ticket; the others wait on a document check.
        issueTickets(state, order, [order.passengers[0]!.passengerId], '航空公司出票系统', paidAt + 5 * MINUTE);
        break;
      case 'REFUNDED': {
        const at = now - 2 * DAY;
        const { refundId } = refund(
          state,
          order,
          'VOLUNTARY',
          order.tickets.map((ticket) => ticket.ticketNo),
          '旅客行程取消',
          at,
          by,
        );
        reviewRefund(state, refundId, { approve: true }, at + HOUR);
        break;
      }
      case 'REFUND_WAIT':
        refund(state, order, 'VOLUNTARY', [order.tickets.at(-1)!.ticketNo], '一位旅客临时有事无法出行', now - 30 * MINUTE, by);
        break;
      case 'ERROR_REFUND_ASKED': {
        const at = now - 5 * HOUR;
        const record = refund(
          state,
          order,
          'INVOLUNTARY',
          order.tickets.map((ticket) => ticket.ticketNo),
          '航班计划变更，旅客无法按原计划出行',
          at,
          by,
        );
        // The airline's reviewer asks this error refund for a supplementary file (its review on the clock).
        reviewRefund(state, record.refundId, { askFiles: SCATTERED.supplementAsk }, record.reviewAt!);
        break;
      }
      default:
        break;
    }
    order.log.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  });
}

/** PNRs held in the reservation system, not booked as orders yet: [locator, owner, flights (days ahead), class, adults]. */
const PNRS: [string, keyof typeof SEED_ACCOUNT_IDS, [string, number][], string, number][] = [
  ['KQ7M2A', 'agent01', [['XY5101', 10]], 'Y', 2],
  [
    'HT4P9C',
    'agent01',
    [
      ['XY5451', 15],
      ['XY5452', 19],
    ],
    'Y',
    1,
  ],
  ['ZB8N5R', 'corp01', [['XY5001', 12]], 'Y', 1],
];

function seedPnrs(state: Draft<SimulatorState>, now: number): void {
  const people = peopleMaker(createRng(SCATTERED_SEED + 1));
  for (const [pnr, owner, flights, cabin, adults] of PNRS) {
    const flightDate = toGatewayDate(now + flights[0]![1] * DAY);
    const passengers = Array.from({ length: adults }, () =>
      people.person('ADT', { departureDate: flightDate, namedAt: now, foreignShare: 0 }),
    );
    const record: ScatteredPnrRecord = {
      pnr,
      ownerAccountId: SEED_ACCOUNT_IDS[owner],
      passengers,
      segments: flights.map(([flightNo, days]) => ({ flightNo, flightDate: toGatewayDate(now + days * DAY), cabin })),
      contact: { name: passengers[0]!.name, mobile: passengers[0]!.mobile ?? '13900000001' },
      createTime: toGatewayIso(now - HOUR),
    };
    state.scatteredPnrs.push(record);
  }
}

/**
 * The state with agent01's seeded scattered orders and the agencies' PNRs, as of `now`. `lenient` (a
 * migrated saved state): orders whose seats that state no longer has are left out rather than failing.
 */
export function withSeededScattered(state: SimulatorState, now: number, { lenient }: { lenient: boolean }): SimulatorState {
  let next = state;
  for (const step of [seedOrders, seedPnrs]) {
    try {
      next = immer.produce(next, (draft) => step(draft, now));
    } catch (error) {
      if (!lenient) throw error;
    }
  }
  return settle(next, now, MONEY_SETTLING);
}

export type { Stage };
