import type { Draft } from 'immer';
import { weekdayNumberOfDate } from '@/domain/weekdays';
import type { OrderContact } from '@/lib/gateway/endpoints';
import { immer } from '../../../kernel/immer';
import { createRng } from '../../../kernel/random';
import { DAY, HOUR, PAYMENT } from '../../../kernel/rules/figures';
import { logEntry } from '../../../kernel/rules/log';
import type { OrderRecord } from '../../../order/rules/order';
import { MONEY_SETTLING } from '../../../rules';
import { recordSeedPayment } from '../../../payment/rules/payment';
import { settle } from '../../../kernel/settle';
import { nextSeriesNo, openSeries, type CheckedSeriesSearch } from '../rules/series';
import type { SimulatorState } from '../../../state';
import { toGatewayDate } from '../../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../../session/seed/accounts';
import { buildPlannedOrders, T, type Stage } from '../../../order/seed/orders';

/**
 * agent01's series (系列团), built through the order and series rules at past instants, on top of every
 * other seeded record (so nothing seeded before changes number): a regular series booked 10 hours ago
 * whose departures are in different states — the first paid and ticketed (booked within 7 days of it:
 * the whole amount within 2 h), one cancelled, one with its deposit paid, the rest awaiting their
 * deposits (due in 14 h) — an irregular series of three dates with their deposits paid, and a finished
 * weekly series whose three departures have flown. Paid milestones are paid by B2B (no prepaid balance
 * moves), then the money's settle step runs over them (points earned). A saved state gets the same
 * series when migrated to version 12, dated from its own clock.
 */

interface SeriesPlan {
  seriesType: 'REGULAR' | 'UNREGULAR';
  groupName: string;
  flightNo: string;
  /** Departures, days from today, and each one's stage. */
  departures: [number, Stage][];
  adults: number;
  children?: number;
  /** Seat holders named per departure (default all; ticketed ones are named in full). */
  named?: number;
  bookedAgo: number;
  contact: OrderContact;
  cancelReason?: string;
}

const PLANS: SeriesPlan[] = [
  {
    seriesType: 'REGULAR',
    groupName: '上海—广州长隆亲子周末系列团',
    flightNo: 'XY5011',
    departures: [
      [4, 'TICKETED'],
      [6, 'CANCELED'],
      [11, 'BALANCE_WAIT'],
      [13, 'DEPOSIT_WAIT'],
      [18, 'DEPOSIT_WAIT'],
      [20, 'DEPOSIT_WAIT'],
    ],
    adults: 24,
    children: 2,
    named: 0,
    bookedAgo: 10 * HOUR,
    contact: { name: '王建国', mobile: '13900000001', email: 'wangjianguo@jincheng-travel.example' },
    cancelReason: '该日期报名人数不足，取消出团',
  },
  {
    seriesType: 'UNREGULAR',
    groupName: '北京—成都高校学术交流系列团',
    flightNo: 'XY5211',
    departures: [
      [25, 'BALANCE_WAIT'],
      [32, 'BALANCE_WAIT'],
      [46, 'BALANCE_WAIT'],
    ],
    adults: 30,
    named: 10,
    bookedAgo: 2 * DAY,
    contact: { name: '赵敏', mobile: '13817263540', email: 'zhaomin@jincheng-travel.example' },
  },
  {
    seriesType: 'REGULAR',
    groupName: '沪深商务周中系列团',
    flightNo: 'XY5021',
    departures: [
      [-20, 'TICKETED'],
      [-13, 'TICKETED'],
      [-6, 'TICKETED'],
    ],
    adults: 18,
    bookedAgo: 40 * DAY,
    contact: { name: '李晓梅', mobile: '13900000002' },
  },
];

/** A seed of its own, so that the series never change what the other seeds drew. */
const SERIES_SEED = 20261201;

function seedOne(state: Draft<SimulatorState>, plan: SeriesPlan, now: number, rng: ReturnType<typeof createRng>): void {
  const seriesNo = nextSeriesNo(state);
  const created = now - plan.bookedAgo;
  const orders = buildPlannedOrders(
    state,
    now,
    plan.departures.map(([days, stage]) =>
      T({
        channel: 'SERIES',
        bookedBy: 'agent01',
        groupName: plan.groupName,
        flights: [[plan.flightNo, days]],
        adults: plan.adults,
        ...(plan.children ? { children: plan.children } : {}),
        ...(stage === 'TICKETED' ? {} : plan.named !== undefined ? { named: plan.named } : {}),
        bookedAgo: plan.bookedAgo,
        stage,
        ...(stage === 'CANCELED' && plan.cancelReason ? { remark: plan.cancelReason } : {}),
        links: { seriesNo },
        contact: plan.contact,
      }),
    ),
    rng,
  );
  const flight = state.flights.find((candidate) => candidate.flightNo === plan.flightNo)!;
  const dates = plan.departures.map(([days]) => toGatewayDate(now + days * DAY));
  const search: CheckedSeriesSearch = {
    seriesType: plan.seriesType,
    depAirport: flight.depAirport,
    arrAirport: flight.arrAirport,
    ...(plan.seriesType === 'REGULAR'
      ? {
          weekdays: [...new Set(dates.map(weekdayNumberOfDate))].sort((a, b) => a - b),
          startDate: dates[0]!,
          endDate: dates[dates.length - 1]!,
        }
      : {}),
    dates,
    counts: { adultCount: plan.adults, childCount: plan.children ?? 0, infantCount: 0 },
  };
  const booker = state.accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS.agent01)!;
  const series = openSeries(state, { search, booker, groupName: plan.groupName, contact: plan.contact, orders, now: created, seriesNo });
  for (const order of orders as OrderRecord[]) {
    if (order.status === 'CANCELED' && order.cancelTime) {
      series.log.push(
        logEntry(
          Date.parse(order.cancelTime),
          'CANCEL',
          `取消1个航班日期（${order.segments[0]!.flightDate.slice(5)}），原因：${plan.cancelReason ?? ''}`,
          booker.displayName,
        ),
      );
    }
    for (const milestone of order.milestones) {
      if (!milestone.paidAt) continue;
      recordSeedPayment(state, {
        payer: order.ownerAccountId,
        by: booker.displayName,
        kind: 'ORDER',
        payableNo: order.orderNo,
        orderNo: order.orderNo,
        milestone: milestone.kind,
        method: 'B2B',
        bankName: PAYMENT.banks[0]!.name,
        amount: milestone.amount,
        points: 0,
        at: Date.parse(milestone.paidAt),
      });
    }
  }
  series.log.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The state with agent01's seeded series added, as of `now`. `lenient` (a migrated saved state): a
 * series whose seats that state no longer has is left out rather than failing the migration.
 */
export function withSeededSeries(state: SimulatorState, now: number, { lenient }: { lenient: boolean }): SimulatorState {
  const rng = createRng(SERIES_SEED);
  let next = state;
  for (const plan of PLANS) {
    try {
      next = immer.produce(next, (draft) => seedOne(draft, plan, now, rng));
    } catch (error) {
      if (!lenient) throw error;
    }
  }
  // What the money's settle step owes the series' payments by now (the points of their ticketed departures).
  return settle(next, now, MONEY_SETTLING);
}
