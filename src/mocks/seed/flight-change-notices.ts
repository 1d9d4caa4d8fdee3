import type { Draft } from 'immer';
import type { FlightChangeType } from '@/domain/bulletin';
import type { ScheduleChangeInput } from '@/lib/gateway/endpoints';
import { immer } from '../immer';
import { MONEY_SETTLING } from '../rules';
import { DAY, HOUR } from '../rules/figures';
import {
  acceptChange,
  publishScheduleChange,
  rebookChange,
  rebookOptions,
  refundChange,
  scheduleChangeDue,
} from '../rules/schedule-change';
import type { OrderRecord } from '../rules/order';
import { settle } from '../settle';
import type { FlightChangeNoticeRecord, SimulatorState } from '../state';
import { toGatewayDate, toGatewayIso } from '../time-format';
import { SEED_ACCOUNT_IDS } from './accounts';

/** Flight-change notices of agent01 (seen by its staff too) and user01, some already confirmed. */

interface NoticeDraft {
  owner: keyof typeof SEED_ACCOUNT_IDS;
  flightNo: string;
  daysAhead: number;
  dep: string;
  arr: string;
  changeType: FlightChangeType;
  orig: [string, string];
  next?: [string, string];
  newFlightNo?: string;
  newAircraftType?: string;
  reason: string;
  orders: string[];
  passengers: number;
  /** Hours before now the airline published the change. */
  publishedHoursAgo: number;
  /** Hours after publication the owner confirmed it; absent = unconfirmed. */
  confirmedAfterHours?: number;
  /** What the owner did about it, hours after publication (rules/schedule-change.ts); absent = left to the deadline. */
  handled?: { afterHours: number; action: 'ACCEPT' | 'REBOOK' | 'REFUND'; orderNo?: string }[];
}

const NOTICE_DRAFTS: NoticeDraft[] = [
  {
    owner: 'agent01',
    flightNo: 'XY5101',
    daysAhead: 3,
    dep: 'PVG',
    arr: 'CTU',
    changeType: 'DELAY',
    orig: ['08:35', '11:50'],
    next: ['10:05', '13:20'],
    reason: '航班计划调整',
    orders: ['TO100101'],
    passengers: 32,
    publishedHoursAgo: 2,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5203',
    daysAhead: 5,
    dep: 'PEK',
    arr: 'CAN',
    changeType: 'CANCEL',
    orig: ['13:20', '16:35'],
    next: ['15:10', '18:25'],
    newFlightNo: 'XY5205',
    reason: '航班计划调整',
    orders: ['TO100102', 'TO100103'],
    passengers: 58,
    publishedHoursAgo: 6,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5311',
    daysAhead: 7,
    dep: 'SZX',
    arr: 'KMG',
    changeType: 'TIME_CHANGE',
    orig: ['07:50', '10:30'],
    next: ['07:10', '09:50'],
    reason: '航班计划调整',
    orders: ['TO100104'],
    passengers: 25,
    publishedHoursAgo: 20,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5125',
    daysAhead: 2,
    dep: 'SHA',
    arr: 'XIY',
    changeType: 'DELAY',
    orig: ['19:40', '22:15'],
    next: ['21:30', '00:05'],
    reason: '天气原因',
    orders: ['TO100105'],
    passengers: 40,
    publishedHoursAgo: 1,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5402',
    daysAhead: 12,
    dep: 'XIY',
    arr: 'PKX',
    changeType: 'AIRCRAFT_CHANGE',
    orig: ['12:40', '14:50'],
    newAircraftType: 'B737-800',
    reason: '运力调配，机型由A320调整为B737-800',
    orders: ['TO100106'],
    passengers: 18,
    publishedHoursAgo: 30,
    confirmedAfterHours: 3,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5167',
    daysAhead: 9,
    dep: 'HGH',
    arr: 'TFU',
    changeType: 'TIME_CHANGE',
    orig: ['14:05', '17:00'],
    next: ['15:25', '18:20'],
    reason: '机场时刻调整',
    orders: ['TO100107', 'TO100108'],
    passengers: 66,
    publishedHoursAgo: 48,
    confirmedAfterHours: 5,
    handled: [{ afterHours: 5, action: 'ACCEPT' }],
  },
  {
    owner: 'agent01',
    flightNo: 'XY5233',
    daysAhead: 15,
    dep: 'NKG',
    arr: 'XMN',
    changeType: 'CANCEL',
    orig: ['09:30', '11:20'],
    next: ['11:45', '13:35'],
    newFlightNo: 'XY5235',
    reason: '航班计划调整',
    orders: ['TO100109'],
    passengers: 22,
    publishedHoursAgo: 54,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5341',
    daysAhead: 4,
    dep: 'CKG',
    arr: 'PVG',
    changeType: 'DELAY',
    orig: ['16:20', '18:40'],
    next: ['17:50', '20:10'],
    reason: '空中交通管制',
    orders: ['TO100110'],
    passengers: 35,
    publishedHoursAgo: 72,
    confirmedAfterHours: 1,
    handled: [{ afterHours: 1, action: 'REBOOK' }],
  },
  {
    owner: 'agent01',
    flightNo: 'XY5157',
    daysAhead: 20,
    dep: 'WUH',
    arr: 'SZX',
    changeType: 'AIRCRAFT_CHANGE',
    orig: ['10:15', '12:10'],
    newAircraftType: 'A321',
    reason: '运力调配，机型由B737-800调整为A321',
    orders: ['TO100111'],
    passengers: 45,
    publishedHoursAgo: 96,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5271',
    daysAhead: 25,
    dep: 'CAN',
    arr: 'PEK',
    changeType: 'TIME_CHANGE',
    orig: ['20:00', '23:15'],
    next: ['18:45', '22:00'],
    reason: '航班计划调整',
    orders: ['TO100112'],
    passengers: 28,
    publishedHoursAgo: 120,
    confirmedAfterHours: 20,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5385',
    daysAhead: 28,
    dep: 'KMG',
    arr: 'HGH',
    changeType: 'CANCEL',
    orig: ['13:55', '16:50'],
    reason: '航班计划调整，请为旅客办理非自愿退票或改期',
    orders: ['TO100113'],
    passengers: 19,
    publishedHoursAgo: 30,
  },
  {
    owner: 'agent01',
    flightNo: 'XY5119',
    daysAhead: 1,
    dep: 'PVG',
    arr: 'TFU',
    changeType: 'DELAY',
    orig: ['06:50', '10:05'],
    next: ['08:20', '11:35'],
    reason: '飞机机械故障',
    orders: ['TO100114'],
    passengers: 52,
    publishedHoursAgo: 3,
  },
  {
    owner: 'user01',
    flightNo: 'XY5101',
    daysAhead: 3,
    dep: 'PVG',
    arr: 'CTU',
    changeType: 'DELAY',
    orig: ['08:35', '11:50'],
    next: ['10:05', '13:20'],
    reason: '航班计划调整',
    orders: ['NO200101'],
    passengers: 1,
    publishedHoursAgo: 2,
  },
  {
    owner: 'user01',
    flightNo: 'XY5451',
    daysAhead: 10,
    dep: 'SHA',
    arr: 'PEK',
    changeType: 'TIME_CHANGE',
    orig: ['07:30', '09:45'],
    next: ['08:00', '10:15'],
    reason: '机场时刻调整',
    orders: ['NO200102'],
    passengers: 2,
    publishedHoursAgo: 26,
    confirmedAfterHours: 2,
    handled: [{ afterHours: 2, action: 'ACCEPT' }],
  },
  {
    owner: 'user01',
    flightNo: 'XY5463',
    daysAhead: 18,
    dep: 'CTU',
    arr: 'SHA',
    changeType: 'CANCEL',
    orig: ['18:10', '20:50'],
    next: ['19:30', '22:10'],
    newFlightNo: 'XY5465',
    reason: '航班计划调整',
    orders: ['NO200103'],
    passengers: 1,
    publishedHoursAgo: 40,
    handled: [{ afterHours: 3, action: 'REFUND' }],
  },
];

/**
 * The seeded changes, published through the rules as the airline would have (oldest first, what fell
 * due in between settled), so the orders, tickets, seats, logs and SMS agree with the notices: some wait
 * for the agent, some the agent accepted or rebooked, minor ones the airline accepted at once, and
 * some the airline decided at their deadline (accepted, or a cancellation refunded). The drafts of one
 * departure for two owners (XY5101) are one change. Last of the seed: it mints ticket and refund numbers.
 */
export function withSeededScheduleChanges(state: SimulatorState, now: number): SimulatorState {
  const published = new Map<string, string[]>();
  const steps: { at: number; run: (draft: Draft<SimulatorState>) => void }[] = [];
  // Each draft's notice keeps its number (FC0001… in the drafts' order), whenever its change was published.
  const idOf = new Map<string, string>();
  NOTICE_DRAFTS.forEach((draft, index) => {
    idOf.set(
      `${draft.flightNo}|${toGatewayDate(now + draft.daysAhead * DAY)}|${SEED_ACCOUNT_IDS[draft.owner]}`,
      `FC${String(index + 1).padStart(4, '0')}`,
    );
  });
  for (const draft of NOTICE_DRAFTS) {
    const flightDate = toGatewayDate(now + draft.daysAhead * DAY);
    const key = `${draft.flightNo}|${flightDate}`;
    const publishMs = now - draft.publishedHoursAgo * HOUR;
    if (!published.has(key)) {
      published.set(key, []);
      const input: ScheduleChangeInput = {
        flightNo: draft.flightNo,
        flightDate,
        changeType: draft.changeType,
        ...(draft.changeType === 'CANCEL' ? {} : draft.next ? { newDepTime: draft.next[0], newArrTime: draft.next[1] } : {}),
        ...(draft.newFlightNo ? { newFlightNo: draft.newFlightNo } : {}),
        ...(draft.newAircraftType ? { newAircraftType: draft.newAircraftType } : {}),
        reason: draft.reason,
      };
      steps.push({
        at: publishMs,
        run: (next) =>
          void published.get(key)!.push(...publishScheduleChange(next, input, publishMs, (owner) => idOf.get(`${key}|${owner}`)).noticeIds),
      });
    }
    const ownerId = SEED_ACCOUNT_IDS[draft.owner];
    const noticeOf = (next: Draft<SimulatorState>) =>
      next.flightChangeNotices.find((notice) => published.get(key)!.includes(notice.noticeId) && notice.ownerAccountId === ownerId);
    const account = state.accounts.find((candidate) => candidate.accountId === ownerId)!;
    if (draft.confirmedAfterHours !== undefined) {
      const at = publishMs + draft.confirmedAfterHours * HOUR;
      steps.push({
        at,
        run: (next) => {
          const notice = noticeOf(next);
          if (!notice) return;
          Object.assign(notice, { confirmed: true, confirmTime: toGatewayIso(at), confirmedBy: account.displayName });
        },
      });
    }
    for (const handled of draft.handled ?? []) {
      const at = publishMs + handled.afterHours * HOUR;
      steps.push({
        at,
        run: (next) => {
          const notice = noticeOf(next);
          if (!notice) return;
          for (const impact of notice.orders) {
            if (impact.status !== 'PENDING' || (handled.orderNo && impact.orderNo !== handled.orderNo)) continue;
            const ref = { orderNo: impact.orderNo, noticeId: notice.noticeId };
            if (handled.action === 'ACCEPT') acceptChange(next, account, ref.orderNo, ref.noticeId, at);
            else if (handled.action === 'REFUND') refundChange(next, account, ref, at);
            else {
              const order = next.orders.find((candidate) => candidate.orderNo === impact.orderNo)!;
              const [option] = rebookOptions(next as SimulatorState, notice as FlightChangeNoticeRecord, order as OrderRecord, at);
              if (option) rebookChange(next, account, { ...ref, flightNo: option.flightNo, flightDate: option.flightDate }, at);
            }
          }
        },
      });
    }
  }
  let current = state;
  for (const step of steps.sort((a, b) => a.at - b.at)) {
    current = settle(current, step.at, [scheduleChangeDue, ...MONEY_SETTLING]);
    current = immer.produce(current, (draft) => step.run(draft));
  }
  const done = settle(current, now, [scheduleChangeDue, ...MONEY_SETTLING]);
  // The changes were written after everything else was seeded: each touched order's log back in time order.
  const touched = new Set(done.flightChangeNotices.flatMap((notice) => notice.orders.map((impact) => impact.orderNo)));
  return {
    ...done,
    orders: done.orders.map((order) =>
      touched.has(order.orderNo) ? { ...order, log: [...order.log].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)) } : order,
    ),
    flightChangeNotices: [...done.flightChangeNotices].sort((a, b) => a.noticeId.localeCompare(b.noticeId)),
  };
}
