import type { EventAttributes } from 'ics';
import { DUE_FIGURES, DueKind, isAgentDeadline } from '@/domain/due';
import { formatDateTime, formatFen } from '@/domain/format';
import type { DueItem } from '@/lib/gateway';
import { downloadFile } from '@/lib/excel';
import { entityHref } from './links';

/*
 * 导出日历: what falls due as an iCalendar file (RFC 5545), written by the `ics` library, loaded
 * only when the agent exports. One VEVENT per deadline at its instant (UTC), titled with the order and its group,
 * a display VALARM 2 hours before (none for what waits on the airline),
 * the entity's address in the description and URL, and a UID made of the item's stable id, so importing a
 * newer file updates the events instead of adding them again.
 */

export const CALENDAR_PRODUCT = '-//XY Airlines//B2B Group Portal//ZH';

/** The UID of an item's event: stable for as long as the item stands. */
export const calendarUid = (item: Pick<DueItem, 'itemId'>) => `${item.itemId.replace(':', '-')}@b2b.xyair.example`;

/**
 * The event's title, as a calendar list shows it among others: the kind, what to do, and what the agent
 * recognises it by — the order's number and its group (the item's title), the number once.
 */
export function calendarTitle(item: DueItem): string {
  const number = item.orderNo ?? item.entityNo;
  const recognised = item.title.includes(number) ? item.title : `${number} ${item.title}`;
  return `【${DueKind.label(item.kind)}】${item.what}：${recognised}`;
}

export function calendarEvent(item: DueItem, origin: string, stampMs: number): EventAttributes {
  const link = `${origin}${entityHref(item)}`;
  const amount = item.amount !== undefined ? `金额：${formatFen(item.amount)}\n` : '';
  // What waits on the airline (a review) or reports its decision has nothing for the agent to miss: no
  // 逾期 line and no alarm, its time and what follows only.
  const agent = isAgentDeadline(item);
  const when = agent
    ? `截止：${formatDateTime(item.deadline)}（北京时间）\n逾期：${item.ifMissed}`
    : `时间：${formatDateTime(item.deadline)}（北京时间）\n说明：${item.ifMissed}`;
  return {
    uid: calendarUid(item),
    title: calendarTitle(item),
    description: `${item.title}\n${amount}${when}\n${link}`,
    url: link,
    start: Date.parse(item.deadline),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    lastModified: stampMs,
    categories: [DueKind.label(item.kind)],
    ...(agent
      ? {
          alarms: [
            {
              action: 'display',
              description: `${item.what}：2小时后截止`,
              trigger: { hours: DUE_FIGURES.urgentMs / 3_600_000, before: true },
            },
          ],
        }
      : {}),
  };
}

/** The calendar text of the items (CRLF lines, folded as RFC 5545 says). */
export async function dueCalendar(items: readonly DueItem[], origin: string, stampMs: number): Promise<string> {
  const { createEvents } = await import('ics');
  if (items.length === 0) return emptyCalendar();
  const { error, value } = createEvents(
    items.map((item) => calendarEvent(item, origin, stampMs)),
    { productId: CALENDAR_PRODUCT, calName: '待办事项', method: 'PUBLISH' },
  );
  if (error || !value) throw error ?? new Error('日历生成失败');
  return value;
}

/** ics refuses an empty list: a calendar with no events is still a calendar. */
function emptyCalendar(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${CALENDAR_PRODUCT}`,
    'METHOD:PUBLISH',
    'X-WR-CALNAME:待办事项',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Builds the calendar and offers it as a download. */
export async function downloadCalendar(fileName: string, items: readonly DueItem[], origin: string, stampMs: number): Promise<void> {
  const text = await dueCalendar(items, origin, stampMs);
  downloadFile(fileName, new Blob([text], { type: 'text/calendar;charset=utf-8' }));
}
