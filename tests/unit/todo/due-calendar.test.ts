import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bellOf, DUE_FIGURES, dueGroupOf, isUrgent } from '@/domain/due';
import type { DueItem } from '@/lib/gateway';
import { calendarTitle, calendarUid, dueCalendar } from '@/features/todo/calendar';
import { notificationCandidates } from '@/features/todo/notify';

/**
 * The calendar export (RFC 5545, written by `ics`) read back by another library (`ical.js`), and the
 * bell's grouping and colour on the gateway clock (Beijing days).
 */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');
const HOUR = 3_600_000;

const item = (over: Partial<DueItem> & Pick<DueItem, 'itemId' | 'kind' | 'deadline'>): DueItem => ({
  what: '支付定金',
  title: '深圳科技园参访团（WUH-SZX XY5157 2026-12-13，45人）',
  entity: 'ORDER',
  entityNo: 'TO100115',
  orderNo: 'TO100115',
  ifMissed: '逾期未付定金，订单自动取消并释放座位',
  ...over,
});

const ITEMS: DueItem[] = [
  item({ itemId: 'DEPOSIT:TO100115', kind: 'DEPOSIT', deadline: '2026-11-23T10:30:00+08:00', amount: 1536800, action: 'PAY' }),
  item({
    itemId: 'NAME_LIST:TO100119',
    kind: 'NAME_LIST',
    entityNo: 'TO100119',
    orderNo: 'TO100119',
    what: '录齐名单（已录0/30人）',
    deadline: '2026-11-25T10:12:00+08:00',
  }),
  item({
    itemId: 'SCHEDULE_CHANGE:FC0012',
    kind: 'SCHEDULE_CHANGE',
    entity: 'FLIGHT_CHANGE',
    entityNo: 'FC0012',
    deadline: '2026-11-24T06:50:00+08:00',
    arrivedAt: '2026-11-23T08:00:00+08:00',
  }),
];

describe('导出日历', () => {
  it('parses back with one event per deadline, its alarm 2 hours before, the link and a stable UID', async () => {
    const text = await dueCalendar(ITEMS, 'https://b2b.example', NOW);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(ITEMS.length);
    for (const [index, source] of ITEMS.entries()) {
      const event = new ICAL.Event(events[index]!);
      expect(event.uid).toBe(calendarUid(source));
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(source.deadline));
      expect(event.description).toContain(source.ifMissed);
      expect(event.description).toContain(`https://b2b.example/`);
      const alarms = events[index]!.getAllSubcomponents('valarm');
      expect(alarms).toHaveLength(1);
      const trigger = alarms[0]!.getFirstPropertyValue('trigger') as ICAL.Duration;
      expect(trigger.toSeconds()).toBe(-DUE_FIGURES.urgentMs / 1000);
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    expect(new ICAL.Event(events[0]!).description).toContain('/agent/orderCenter/order/TO100115');
  });

  it('titles each event with the order and its group, and gives what waits on the airline no alarm and no 逾期 line', async () => {
    const waiting: DueItem[] = [
      item({
        itemId: 'REVIEW_PENDING:TU00000009',
        kind: 'REVIEW_PENDING',
        what: '预存款充值待审核',
        title: '充值申请TU00000009（转账日期2026-11-22）',
        entity: 'TOP_UP',
        entityNo: 'TU00000009',
        orderNo: undefined,
        deadline: '2026-11-24T09:00:00+08:00',
        ifMissed: '审核通过后计入预存款余额；驳回时说明原因',
      }),
      item({
        itemId: 'REFUND_DECIDED:TR10000005',
        kind: 'REFUND_DECIDED',
        what: '退票申请未通过',
        title: '团队退票TR10000005（订单TO100130）',
        entity: 'TEAM_REFUND',
        entityNo: 'TR10000005',
        orderNo: 'TO100130',
        deadline: '2026-11-25T09:00:00+08:00',
        arrivedAt: '2026-11-22T09:00:00+08:00',
        ifMissed: '未通过：证明材料不清晰；可修改后重新申请',
      }),
    ];
    const events = new ICAL.Component(ICAL.parse(await dueCalendar([...ITEMS, ...waiting], 'https://b2b.example', NOW)))
      .getAllSubcomponents('vevent')
      .map((event) => ({ event: new ICAL.Event(event), alarms: event.getAllSubcomponents('valarm') }));
    expect(events[0]!.event.summary).toBe('【定金】支付定金：TO100115 深圳科技园参访团（WUH-SZX XY5157 2026-12-13，45人）');
    expect(events.map(({ event }) => event.summary)).toEqual(ITEMS.concat(waiting).map(calendarTitle));
    // The order's number once, where the item's title names it already.
    expect(events[4]!.event.summary).toBe('【退票审核结果】退票申请未通过：团队退票TR10000005（订单TO100130）');
    for (const { event, alarms } of events.slice(0, 3)) {
      expect(alarms).toHaveLength(1);
      expect(event.description).toContain('逾期：');
    }
    for (const { event, alarms } of events.slice(3)) {
      expect(alarms).toHaveLength(0);
      expect(event.description).not.toContain('逾期');
    }
    expect(events[3]!.event.description).toContain('说明：审核通过后计入预存款余额');
  });

  it('gives an item the same UID in every export, so a second import updates it', async () => {
    const uids = async () =>
      new ICAL.Component(ICAL.parse(await dueCalendar(ITEMS, 'https://b2b.example', NOW)))
        .getAllSubcomponents('vevent')
        .map((event) => new ICAL.Event(event).uid);
    expect(await uids()).toEqual(await uids());
    expect(new Set(await uids()).size).toBe(ITEMS.length);
  });

  it('an empty filter is still a calendar', async () => {
    const calendar = new ICAL.Component(ICAL.parse(await dueCalendar([], 'https://b2b.example', NOW)));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

describe('the bell on the gateway clock', () => {
  it('groups by Beijing day: 今天 (overdue too), 明天, 本周', () => {
    expect(dueGroupOf('2026-11-23T23:59:00+08:00', NOW)).toBe('TODAY');
    expect(dueGroupOf('2026-11-23T08:00:00+08:00', NOW)).toBe('TODAY');
    expect(dueGroupOf('2026-11-24T00:01:00+08:00', NOW)).toBe('TOMORROW');
    expect(dueGroupOf('2026-11-29T10:00:00+08:00', NOW)).toBe('WEEK');
    expect(dueGroupOf('2026-12-10T10:00:00+08:00', NOW)).toBe('LATER');
    // The clock moves: tomorrow's item becomes today's.
    expect(dueGroupOf('2026-11-24T06:50:00+08:00', NOW + 16 * HOUR)).toBe('TODAY');
  });

  it('counts the next 24 hours and is red within 2 hours or overdue; a refund decision never, a schedule change in its last 2 hours', () => {
    expect(bellOf(ITEMS, NOW)).toEqual({ count: 2, urgent: true });
    expect(bellOf(ITEMS.slice(1), NOW)).toEqual({ count: 1, urgent: false });
    expect(isUrgent(ITEMS[2]!, Date.parse(ITEMS[2]!.deadline) - 3 * HOUR)).toBe(false);
    expect(isUrgent(ITEMS[2]!, Date.parse(ITEMS[2]!.deadline) - HOUR)).toBe(true);
    expect(isUrgent({ ...ITEMS[2]!, kind: 'REFUND_DECIDED' }, Date.parse(ITEMS[2]!.deadline) - HOUR)).toBe(false);
    expect(isUrgent(ITEMS[1]!, Date.parse(ITEMS[1]!.deadline) + 1)).toBe(true);
  });

  it('notifies an item entering its last 2 hours and news once arrived', () => {
    expect(notificationCandidates(ITEMS, NOW).map((candidate) => candidate.key)).toEqual([
      'DEPOSIT:TO100115|URGENT',
      'SCHEDULE_CHANGE:FC0012|ARRIVED',
    ]);
    expect(notificationCandidates(ITEMS, Date.parse('2026-11-23T07:00:00+08:00')).map((candidate) => candidate.key)).toEqual([]);
    // A schedule change is news when it arrives and, left alone, a deadline: once more in its last 2 hours.
    expect(notificationCandidates(ITEMS, Date.parse(ITEMS[2]!.deadline) - HOUR).map((candidate) => candidate.key)).toEqual([
      'SCHEDULE_CHANGE:FC0012|ARRIVED',
      'SCHEDULE_CHANGE:FC0012|URGENT',
    ]);
  });
});
