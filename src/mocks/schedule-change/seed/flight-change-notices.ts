import type { Draft } from 'immer';
import type { FlightChangeType } from '@/domain/bulletin';
import type { ScheduleChangeInput } from '@/lib/gateway/endpoints';
import { immer } from '../../kernel/immer';
import { MONEY_SETTLING } from '../../rules';
import { DAY, HOUR } from '../../kernel/rules/figures';
import {
  acceptChange,
  publishScheduleChange,
  rebookChange,
  rebookOptions,
  refundChange,
  scheduleChangeDue,
} from '../rules/schedule-change';
import type { OrderRecord } from '../../order/rules/order';
import { settle } from '../../kernel/settle';
import type { FlightChangeNoticeRecord, SimulatorState } from '../../state';
import { toGatewayDate, toGatewayIso } from '../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../session/seed/accounts';

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

/*
 * One notice a row: its owner; the flight, days from now and route; the change, the flight's times and
 * the new ones; the new flight (a cancellation's replacement) or aircraft; passengers; hours before now the
 * airline published it; hours after that the owner confirmed it and what the owner did (ACCEPT@5: accepted
 * 5 hours after publication; '-': nothing, left to the deadline); the orders; the airline's reason.
 */
const NOTICE_TABLE = `
owner   | flight | days | route   | change          | times       | new times   | new      | pax | published | confirmed | handled  | orders            | reason
agent01 | XY5101 | 3    | PVG-CTU | DELAY           | 08:35-11:50 | 10:05-13:20 | -        | 32  | 2         | -         | -        | TO100101          | 航班计划调整
agent01 | XY5203 | 5    | PEK-CAN | CANCEL          | 13:20-16:35 | 15:10-18:25 | XY5205   | 58  | 6         | -         | -        | TO100102 TO100103 | 航班计划调整
agent01 | XY5311 | 7    | SZX-KMG | TIME_CHANGE     | 07:50-10:30 | 07:10-09:50 | -        | 25  | 20        | -         | -        | TO100104          | 航班计划调整
agent01 | XY5125 | 2    | SHA-XIY | DELAY           | 19:40-22:15 | 21:30-00:05 | -        | 40  | 1         | -         | -        | TO100105          | 天气原因
agent01 | XY5402 | 12   | XIY-PKX | AIRCRAFT_CHANGE | 12:40-14:50 | -           | B737-800 | 18  | 30        | 3         | -        | TO100106          | 运力调配，机型由A320调整为B737-800
agent01 | XY5167 | 9    | HGH-TFU | TIME_CHANGE     | 14:05-17:00 | 15:25-18:20 | -        | 66  | 48        | 5         | ACCEPT@5 | TO100107 TO100108 | 机场时刻调整
agent01 | XY5233 | 15   | NKG-XMN | CANCEL          | 09:30-11:20 | 11:45-13:35 | XY5235   | 22  | 54        | -         | -        | TO100109          | 航班计划调整
agent01 | XY5341 | 4    | CKG-PVG | DELAY           | 16:20-18:40 | 17:50-20:10 | -        | 35  | 72        | 1         | REBOOK@1 | TO100110          | 空中交通管制
agent01 | XY5157 | 20   | WUH-SZX | AIRCRAFT_CHANGE | 10:15-12:10 | -           | A321     | 45  | 96        | -         | -        | TO100111          | 运力调配，机型由B737-800调整为A321
agent01 | XY5271 | 25   | CAN-PEK | TIME_CHANGE     | 20:00-23:15 | 18:45-22:00 | -        | 28  | 120       | 20        | -        | TO100112          | 航班计划调整
agent01 | XY5385 | 28   | KMG-HGH | CANCEL          | 13:55-16:50 | -           | -        | 19  | 30        | -         | -        | TO100113          | 航班计划调整，请为旅客办理非自愿退票或改期
agent01 | XY5119 | 1    | PVG-TFU | DELAY           | 06:50-10:05 | 08:20-11:35 | -        | 52  | 3         | -         | -        | TO100114          | 飞机机械故障
user01  | XY5101 | 3    | PVG-CTU | DELAY           | 08:35-11:50 | 10:05-13:20 | -        | 1   | 2         | -         | -        | NO200101          | 航班计划调整
user01  | XY5451 | 10   | SHA-PEK | TIME_CHANGE     | 07:30-09:45 | 08:00-10:15 | -        | 2   | 26        | 2         | ACCEPT@2 | NO200102          | 机场时刻调整
user01  | XY5463 | 18   | CTU-SHA | CANCEL          | 18:10-20:50 | 19:30-22:10 | XY5465   | 1   | 40        | -         | REFUND@3 | NO200103          | 航班计划调整
`;

const cell = (text: string) => (text === '-' ? undefined : text);
const timesOf = (text: string) => text.split('-') as [string, string];

const NOTICE_DRAFTS: NoticeDraft[] = NOTICE_TABLE.trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [owner, flightNo, days, route, changeType, orig, next, replacement, passengers, published, confirmed, handled, orders, reason] =
      line.split('|').map((text) => text.trim());
    const [dep, arr] = route.split('-');
    const replaced = cell(replacement);
    return {
      owner: owner as NoticeDraft['owner'],
      flightNo,
      daysAhead: Number(days),
      dep,
      arr,
      changeType: changeType as FlightChangeType,
      orig: timesOf(orig),
      next: cell(next) ? timesOf(next) : undefined,
      ...(changeType === 'AIRCRAFT_CHANGE' ? { newAircraftType: replaced } : { newFlightNo: replaced }),
      reason,
      orders: orders.split(' '),
      passengers: Number(passengers),
      publishedHoursAgo: Number(published),
      confirmedAfterHours: cell(confirmed) ? Number(confirmed) : undefined,
      handled: cell(handled)
        ?.split(' ')
        .map((step) => {
          const [action, rest] = step.split('@');
          const [afterHours, orderNo] = rest.split(':');
          return { afterHours: Number(afterHours), action: action as 'ACCEPT' | 'REBOOK' | 'REFUND', orderNo };
        }),
    };
  });

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
    /** A step `afterHours` after the notice went out, on the owner's copy of it (when the draft still has it). */
    const later = (
      afterHours: number,
      act: (next: Draft<SimulatorState>, notice: NonNullable<ReturnType<typeof noticeOf>>, at: number) => void,
    ) => {
      const at = publishMs + afterHours * HOUR;
      steps.push({
        at,
        run: (next) => {
          const notice = noticeOf(next);
          if (notice) act(next, notice, at);
        },
      });
    };
    if (draft.confirmedAfterHours !== undefined) {
      later(draft.confirmedAfterHours, (_next, notice, at) => {
        Object.assign(notice, { confirmed: true, confirmTime: toGatewayIso(at), confirmedBy: account.displayName });
      });
    }
    for (const handled of draft.handled ?? []) {
      later(handled.afterHours, (next, notice, at) => {
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
