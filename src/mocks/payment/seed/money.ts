import { freeze, type Draft } from 'immer';
import type { PayMethod } from '@/domain/payment';
import type { RewardLine } from '@/lib/gateway/endpoints';
import { immer } from '../../kernel/immer';
import type { Rng } from '../../kernel/random';
import { MONEY_SETTLING } from '../../rules';
import { DAY, HOUR, PAYMENT, REWARD } from '../../kernel/rules/figures';
import { recordSeedPayment } from '../rules/payment';
import { addMonths, earnPoints } from '../rules/points';
import { applyTopUp, reviewTopUp, type TopUpRecord } from '../rules/prepaid';
import { policyOf } from '../../order/rules/order-kinds';
import { billRetroactive } from '../rules/retroactive';
import { creditInstant, creditMonth } from '../rules/reward';
import { settle } from '../../kernel/settle';
import type { SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../session/seed/accounts';

/**
 * The money of the demo, replayed in time order over the seeded orders so that every
 * balance, transaction and point is what the gateway would have produced: each seeded milestone paid
 * (agent01: PREPAID up to PAYMENT_BY_PREPAID_MAX — deposits frozen — B2B above it; corp01 B2B; user01
 * online), top-ups applied and reviewed, supplementary bills, red-packet lots from before the seeded
 * orders, and the reward months before them (archived orders TO0990xx, which the order list no longer
 * holds). Between events the money rules' settle step runs (deposits released, refunds of the seeded
 * refunds and cancels, points earned and expired, rewards credited on the 1st). At the end agent01's
 * opening top-up is sized so that the balance is about AGENT_BALANCE_TARGET.
 */

/** agent01's balance after the seed, about (fen). */
const AGENT_BALANCE_TARGET = 8_000_000;
/** agent01 pays up to this from the prepaid account, larger amounts by B2B. */
const PAYMENT_BY_PREPAID_MAX = 6_000_000;

/** A tiny valid JPEG (1×1) for the seeded top-up vouchers. */
export const SEED_VOUCHER =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/** A dated change of the money: the replay applies them in time order, settling the money rules between them. */
export interface MoneyEvent {
  at: number;
  apply(draft: Draft<SimulatorState>): void;
}

const AGENT = SEED_ACCOUNT_IDS.agent01;
const CORP = SEED_ACCOUNT_IDS.corp01;
const AGENT2 = SEED_ACCOUNT_IDS.agent02;
const USER = SEED_ACCOUNT_IDS.user01;

function orderPayments(state: SimulatorState, now: number): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  let agentPayments = 0;
  for (const order of state.orders) {
    for (const milestone of order.milestones) {
      if (!milestone.paidAt) continue;
      const at = Date.parse(milestone.paidAt);
      const owner = order.ownerAccountId;
      const byName = state.accounts.find((account) => account.accountId === owner)!.displayName;
      let method: PayMethod = 'ONLINE';
      let points = 0;
      if (owner === CORP) method = 'B2B';
      if (owner === AGENT) {
        agentPayments += 1;
        method = milestone.amount <= PAYMENT_BY_PREPAID_MAX && agentPayments % 5 !== 0 ? 'PREPAID' : 'B2B';
        // A few recent payments used red-packet points.
        if (agentPayments % 3 === 0 && at > now - 12 * DAY) points = Math.min(10_000, Math.floor(milestone.amount * 0.1));
      }
      const bankName = method === 'B2B' ? PAYMENT.banks[agentPayments % 4]!.name : undefined;
      events.push({
        at,
        apply(draft) {
          const held = draft.pointMovements
            .filter((movement) => movement.ownerAccountId === owner)
            .reduce((sum, movement) => sum + movement.points, 0);
          const used = Math.min(points, Math.max(0, held));
          recordSeedPayment(draft, {
            payer: owner,
            by: byName,
            kind: 'ORDER',
            payableNo: order.orderNo,
            orderNo: order.orderNo,
            milestone: milestone.kind,
            method,
            ...(bankName ? { bankName } : {}),
            amount: milestone.amount - used,
            points: used,
            at,
          });
        },
      });
    }
  }
  return events;
}

function topUps(now: number): MoneyEvent[] {
  const plan: {
    owner: string;
    by: string;
    appliedAgo: number;
    amount: number;
    review?: { after: number; reject?: string };
    remark?: string;
  }[] = [
    { owner: AGENT, by: '王建国', appliedAgo: 91 * DAY, amount: 0, review: { after: 20 * HOUR }, remark: '开户首笔预存款' },
    { owner: AGENT, by: '王建国', appliedAgo: 62 * DAY, amount: 25_000_000, review: { after: 5 * HOUR } },
    { owner: AGENT, by: '李晓梅', appliedAgo: 41 * DAY, amount: 15_000_000, review: { after: 26 * HOUR } },
    {
      owner: AGENT,
      by: '李晓梅',
      appliedAgo: 20 * DAY,
      amount: 5_000_000,
      review: { after: 3 * HOUR, reject: '转账凭证金额与申请金额不符，请核对后重新提交' },
    },
    { owner: AGENT, by: '王建国', appliedAgo: 19 * DAY, amount: 15_000_000, review: { after: 4 * HOUR }, remark: '补交5月团款' },
    { owner: AGENT, by: '王建国', appliedAgo: 7 * DAY, amount: 10_000_000, review: { after: 2 * HOUR } },
    { owner: AGENT, by: '王建国', appliedAgo: 1 * DAY, amount: 8_000_000, remark: '年会团预存' },
    { owner: AGENT, by: '李晓梅', appliedAgo: 3 * HOUR, amount: 2_000_000 },
    { owner: CORP, by: '陈志远', appliedAgo: 30 * DAY, amount: 500_000, review: { after: 6 * HOUR } },
    {
      owner: CORP,
      by: '陈志远',
      appliedAgo: 2 * DAY,
      amount: 300_000,
      review: { after: 4 * HOUR, reject: '未收到对应转账，请确认付款账户' },
    },
    // agent02's opening deposit, the newest money event of the seed: no earlier number moves.
    { owner: AGENT2, by: '赵敏', appliedAgo: 20 * 60_000, amount: 5_000_000, review: { after: 10 * 60_000 }, remark: '开户预存款' },
  ];
  return plan.flatMap((entry): MoneyEvent[] => {
    const appliedAt = now - entry.appliedAgo;
    let applicationNo = '';
    const events: MoneyEvent[] = [
      {
        at: appliedAt,
        apply(draft) {
          applicationNo = applyTopUp(
            draft,
            entry.owner,
            entry.by,
            {
              amount: entry.amount,
              transferDate: toGatewayDate(appliedAt - 2 * HOUR),
              voucherImage: SEED_VOUCHER,
              ...(entry.remark ? { remark: entry.remark } : {}),
            },
            appliedAt,
          ).applicationNo;
        },
      },
    ];
    const { review } = entry;
    if (review) {
      events.push({
        at: appliedAt + review.after,
        apply(draft) {
          reviewTopUp(draft, applicationNo, review.reject ? { reject: review.reject } : { approve: true }, appliedAt + review.after);
        },
      });
    }
    return events;
  });
}

/** Red-packet lots from before the seeded orders: expired, expiring within 30 days, and still valid. */
function pointLots(now: number): MoneyEvent[] {
  const lots: [string, number, number][] = [
    [AGENT, 13.2, 50_000],
    [AGENT, 12.6, 32_000],
    [AGENT, 11.6, 80_000],
    [AGENT, 11.2, 25_000],
    [AGENT, 8, 12_000],
    [AGENT, 5, 6_000],
    [AGENT, 2.5, 9_000],
    [USER, 12.4, 600],
    [USER, 6, 800],
  ];
  return lots.map(([owner, monthsAgo, points]) => {
    const at = addMonths(now, -Math.floor(monthsAgo)) - Math.round((monthsAgo % 1) * 30 * DAY);
    return {
      at,
      apply(draft) {
        earnPoints(draft, owner, points, owner === USER ? '机票订单出票获得红包积分' : '团队订单出票获得红包积分（历史订单）', at);
      },
    };
  });
}

/** 'YYYY-MM' moved by `delta` months. */
function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Reward months before the flights of the seeded orders that earn rewards (archived orders), credited on their 1st. */
function archivedRewards(state: SimulatorState, now: number, rng: Rng): MoneyEvent[] {
  const current = toGatewayDate(now).slice(0, 7);
  const firstReal = state.orders
    .filter((order) => order.ownerAccountId === AGENT && policyOf(order).earnsRewards)
    .flatMap((order) => order.tickets.map((ticket) => ticket.flightDate.slice(0, 7)))
    .reduce((min, month) => (month < min ? month : min), current);
  const flights = state.flights.filter((flight) => flight.weekdays.length === 7).map((flight) => flight.flightNo);
  const events: MoneyEvent[] = [];
  let orderSeq = 1;
  let ticketSeq = 0;
  for (let back = 3; back >= 1; back -= 1) {
    const month = shiftMonth(current, -back);
    if (month >= firstReal) continue;
    const lines: RewardLine[] = [];
    const groups = rng.int(3, 5);
    for (let group = 0; group < groups; group += 1) {
      const orderNo = `TO0990${String(orderSeq++).padStart(2, '0')}`;
      const flightNo = rng.pick(flights);
      const flightDate = `${month}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      const seats = rng.int(10, 30);
      for (let seat = 0; seat < seats; seat += 1) {
        ticketSeq += 1;
        lines.push({
          orderNo,
          ticketNo: `880-24590${String(ticketSeq).padStart(5, '0')}`,
          flightNo,
          flightDate,
          amount: REWARD.perSegment,
          month,
        });
      }
    }
    const at = creditInstant(month);
    events.push({ at, apply: (draft) => void creditMonth(draft, AGENT, month, lines, at) });
  }
  return events;
}

function retroactives(state: SimulatorState, now: number): MoneyEvent[] {
  const ticketed = state.orders.filter((order) => order.ownerAccountId === AGENT && order.tickets.length > 0 && order.status !== 'REFUND');
  const pick = (index: number) => ticketed[index % ticketed.length]!;
  const plan: {
    orderIndex: number;
    ago: number;
    amount: number;
    reason: string;
    detail: string;
    paid?: { after: number; method: PayMethod };
  }[] = [
    {
      orderIndex: 0,
      ago: 12 * DAY,
      amount: 360_000,
      reason: '票价差额',
      detail: '运价调整补收：4人 × ¥900.00',
      paid: { after: 1 * DAY, method: 'PREPAID' },
    },
    {
      orderIndex: 1,
      ago: 30 * DAY,
      amount: 150_000,
      reason: '改期手续费',
      detail: '3人改期至次日同航班：3人 × ¥500.00',
      paid: { after: 2 * DAY, method: 'B2B' },
    },
    { orderIndex: 2, ago: 20 * DAY, amount: 60_000, reason: '名单变更费', detail: '出票后更正证件号：3人 × ¥200.00' },
    { orderIndex: 3, ago: 2 * DAY, amount: 240_000, reason: '改期手续费', detail: '6人改期：6人 × ¥400.00' },
    { orderIndex: 4, ago: 1 * DAY, amount: 1_280_000, reason: '票价差额', detail: '升舱补差：8人 × ¥1,600.00' },
  ];
  return plan.flatMap((entry): MoneyEvent[] => {
    const order = pick(entry.orderIndex);
    const at = now - entry.ago;
    let retroNo = '';
    const events: MoneyEvent[] = [
      {
        at,
        apply(draft) {
          retroNo = billRetroactive(
            draft,
            { orderNo: order.orderNo, ownerAccountId: AGENT, amount: entry.amount, reason: entry.reason, detail: entry.detail },
            at,
          ).retroNo;
        },
      },
    ];
    const { paid } = entry;
    if (paid) {
      const paidAt = at + paid.after;
      events.push({
        at: paidAt,
        apply(draft) {
          const payment = recordSeedPayment(draft, {
            payer: AGENT,
            by: '王建国',
            kind: 'RETROACTIVE',
            payableNo: retroNo,
            orderNo: order.orderNo,
            method: paid.method,
            ...(paid.method === 'B2B' ? { bankName: PAYMENT.banks[0].name } : {}),
            amount: entry.amount,
            points: 0,
            at: paidAt,
          });
          const retro = draft.retroOrders.find((candidate) => candidate.retroNo === retroNo)!;
          retro.status = 'PAYED';
          retro.paidTime = toGatewayIso(paidAt);
          retro.paymentNo = payment.paymentNo;
        },
      });
    }
    return events;
  });
}

type MoneyKeys =
  | 'payments'
  | 'paymentRefunds'
  | 'prepaidAccounts'
  | 'transactions'
  | 'topUps'
  | 'pointMovements'
  | 'rewardCredits'
  | 'retroOrders'
  | 'moneySequences';

/**
 * What a module above the payment module seeds to be paid: its payables' records (already in the base
 * state) and the payments of them, replayed with the rest of the money.
 */
export interface SeededPayables {
  /** How many ancillary orders (AN numbers) the module opened for the cashier. */
  ancillaryCount: number;
  paid: MoneyEvent[];
}

/** The seeded state with its money, as of `now`. */
export function seedMoney(base: Omit<SimulatorState, MoneyKeys>, now: number, rng: Rng, ancillary: SeededPayables): SimulatorState {
  // Frozen, as every state of the store is: the money rules cache what they derive from an order by its identity.
  freeze(base.orders, true);
  let state: SimulatorState = {
    ...base,
    payments: [],
    paymentRefunds: [],
    prepaidAccounts: [
      { ownerAccountId: AGENT, accountName: '上海锦程国际旅行社有限公司', balance: 0, frozen: 0 },
      { ownerAccountId: CORP, accountName: '华东精密制造股份有限公司', balance: 0, frozen: 0 },
      { ownerAccountId: AGENT2, accountName: '北京东方假期国际旅行社有限公司', balance: 0, frozen: 0 },
    ],
    transactions: [],
    topUps: [],
    pointMovements: [],
    rewardCredits: [],
    retroOrders: [],
    moneySequences: { AN: 300000 + ancillary.ancillaryCount },
  };
  const events = [
    ...topUps(now),
    ...pointLots(now),
    ...orderPayments(state, now),
    ...archivedRewards(state, now, rng),
    ...retroactives(state, now),
    ...ancillary.paid,
  ]
    .filter((event) => event.at <= now)
    .sort((a, b) => a.at - b.at);
  for (const event of events) {
    state = settle(state, event.at, MONEY_SETTLING);
    state = immer.produce(state, (draft) => event.apply(draft));
  }
  state = settle(state, now, MONEY_SETTLING);
  return sizeOpeningTopUp(state);
}

/**
 * agent01's opening top-up (amount 0 until now) gets the amount that leaves the balance at about the
 * target and never below zero: every later balance moves by the same amount.
 */
function sizeOpeningTopUp(state: SimulatorState): SimulatorState {
  const own = state.transactions.filter((record) => record.ownerAccountId === AGENT);
  const lowest = Math.min(0, ...own.map((record) => record.balanceAfter));
  const account = state.prepaidAccounts.find((candidate) => candidate.ownerAccountId === AGENT)!;
  const needed = Math.max(AGENT_BALANCE_TARGET - account.balance, -lowest + 500_000);
  // A round opening amount (whole ¥10,000): the balance ends at the target or a little above.
  const shift = Math.ceil(needed / 1_000_000) * 1_000_000;
  const opening = state.topUps.find((record) => record.ownerAccountId === AGENT)!;
  const openingTx = own.find((record) => record.kind === 'TOP_UP')!;
  return immer.produce(state, (draft) => {
    for (const record of draft.transactions) {
      if (record.ownerAccountId !== AGENT) continue;
      record.balanceAfter += shift;
      if (record.transactionNo === openingTx.transactionNo) {
        record.amount += shift;
        record.availableChange += shift;
      }
    }
    draft.prepaidAccounts.find((candidate) => candidate.ownerAccountId === AGENT)!.balance += shift;
    (draft.topUps.find((record) => record.applicationNo === opening.applicationNo) as TopUpRecord).amount += shift;
  });
}
