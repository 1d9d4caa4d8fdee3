import { enumOf, type EnumValue } from './enum';
import { DAY, HOUR } from './figures';
import { formatBeijing } from './format';

/**
 * What falls due (docs/decisions.md "Never miss a deadline"): every kind of item the gateway's
 * due list (待办) answers, each with its deadline. The rule of what is due is the simulator's
 * (mocks/due/rules/due.ts); the screens group and colour what it answers on the gateway clock.
 */
export const DueKind = enumOf('DueKind');
export type DueKind = EnumValue<typeof DueKind>;

/**
 * Kinds that report news rather than ask the agent to act by a time: they never make the bell red, and
 * their arrival (not their last 2 hours) is what a desktop notification announces.
 */
export const NEWS_KINDS: readonly DueKind[] = ['REFUND_DECIDED', 'SCHEDULE_CHANGE'];
/** Kinds that wait on the airline, not on the agent. */
export const WAITING_KINDS: readonly DueKind[] = ['REFUND_DECIDED', 'REVIEW_PENDING'];

/** What the agent can do about an item now (the gateway names it only when it allows it). */
export const DueAction = enumOf('DueAction');
export type DueAction = EnumValue<typeof DueAction>;

/** The entity an item is about (its link). */
export const DueEntity = enumOf('DueEntity');
export type DueEntity = EnumValue<typeof DueEntity>;

/** The figures the bell, the list and the reminders share. */
export const DUE_FIGURES = {
  /** An item in its last this-long is urgent: red, a desktop notification, an SMS. */
  urgentMs: 2 * HOUR,
  /** The bell counts what falls due within this. */
  bellMs: 24 * HOUR,
  /** The bell's panel shows this far ahead (7天内: a rolling week, not the calendar week). */
  panelMs: 7 * DAY,
  /** A calendar export of "what is coming": this far ahead. */
  calendarMs: 30 * DAY,
  /** The list is asked again at most this often while nothing changes. */
  refetchMs: 60 * 1000,
} as const;

/** Where an item sits in the bell's panel: 今天 (overdue too), 明天, 7天内 (within 7 days from now), later. Beijing days. */
export type DueGroup = 'TODAY' | 'TOMORROW' | 'WEEK' | 'LATER';
export const DUE_GROUP_LABELS: Record<Exclude<DueGroup, 'LATER'>, string> = { TODAY: '今天', TOMORROW: '明天', WEEK: '7天内' };

export function dueGroupOf(deadline: string, now: number): DueGroup {
  const day = (at: number | string) => Date.parse(`${formatBeijing(at, 'YYYY-MM-DD')}T00:00:00Z`);
  const days = Math.round((day(deadline) - day(now)) / DAY);
  if (days <= 0) return 'TODAY';
  if (days === 1) return 'TOMORROW';
  return Date.parse(deadline) - now <= DUE_FIGURES.panelMs ? 'WEEK' : 'LATER';
}

interface DueLike {
  kind: DueKind;
  deadline: string;
}

/** An item the agent must act on by its deadline (news and reviews the airline owes are not). */
export const isAgentDeadline = (item: Pick<DueLike, 'kind'>): boolean => !WAITING_KINDS.includes(item.kind);

/**
 * In its last 2 hours, or overdue: red. Whatever waits on the agent can be: a schedule change is news when
 * it arrives and a deadline after (the airline decides alone at its deadline); a refund decision is only news.
 */
export const isUrgent = (item: DueLike, now: number): boolean =>
  isAgentDeadline(item) && Date.parse(item.deadline) - now <= DUE_FIGURES.urgentMs;

/** The bell: how many fall due within 24 hours, and whether any is urgent — on the clock now, not as last answered. */
export function bellOf(items: readonly DueLike[], now: number): { count: number; urgent: boolean } {
  const soon = items.filter((item) => isAgentDeadline(item) && Date.parse(item.deadline) - now <= DUE_FIGURES.bellMs);
  return { count: soon.length, urgent: soon.some((item) => isUrgent(item, now)) };
}
