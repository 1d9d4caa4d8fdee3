import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DueKind, isUrgent, NEWS_KINDS } from '@/domain/due';
import type { DueItem } from '@/lib/gateway';
import { localStore } from '@/lib/storage';

/*
 * Desktop notifications of what falls due, opt-in: the browser is asked only when the agent
 * clicks 开启桌面提醒; a refusal is remembered (and explained), never asked again unprompted. One
 * notification when an item enters its last 2 hours, one when news arrives (a schedule change, a refund
 * decision). Several tabs notify once: each tab derives the same candidates from the same list, and a
 * Web Lock makes "not yet notified? then mark and notify" one step across the browser's tabs (the mark is
 * in localStorage, which they share). Everything already due when the agent opts in is marked, not notified (not only what a screen shows).
 * The marks are item ids (order and application numbers), no one's name.
 */

export type NotifyState = 'unsupported' | 'off' | 'on' | 'denied';

const PREF_KEY = 'b2b.due-notify';
const MARKS_KEY = 'b2b.due-notified';
const LOCK_NAME = 'b2b.due-notify';
const MAX_MARKS = 500;

type Pref = 'on' | 'off' | 'denied';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function browserNotification(): typeof Notification | undefined {
  return typeof Notification === 'function' ? Notification : undefined;
}

export function notifyState(): NotifyState {
  const api = browserNotification();
  if (!api) return 'unsupported';
  const pref = localStore.get<Pref>(PREF_KEY);
  if (api.permission === 'denied' || (pref === 'denied' && api.permission !== 'granted')) return 'denied';
  return pref === 'on' && api.permission === 'granted' ? 'on' : 'off';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === PREF_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useNotifyState = () => useSyncExternalStore(subscribe, notifyState, () => 'unsupported' as NotifyState);

/** What deserves a notification now: the key of each (stable across tabs) and the item. */
export function notificationCandidates(items: readonly DueItem[], now: number): { key: string; item: DueItem }[] {
  // News (a schedule change, a refund decision) when it arrives; anything the agent must act on when it enters its last 2 hours (a schedule change too).
  return items.flatMap((item) => [
    ...(NEWS_KINDS.includes(item.kind) && item.arrivedAt && Date.parse(item.arrivedAt) <= now
      ? [{ key: `${item.itemId}|ARRIVED`, item }]
      : []),
    ...(isUrgent(item, now) && Date.parse(item.deadline) > now ? [{ key: `${item.itemId}|URGENT`, item }] : []),
  ]);
}

const marks = () => new Set(localStore.get<string[]>(MARKS_KEY) ?? []);
function mark(keys: readonly string[]): void {
  const all = [...marks(), ...keys];
  localStore.set(MARKS_KEY, all.slice(-MAX_MARKS));
}

/** Runs `task` alone among the browser's tabs (Web Locks); where there are none, just runs it. */
async function exclusively(task: () => void): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return task();
  await locks.request(LOCK_NAME, async () => task());
}

/**
 * The agent clicked 开启桌面提醒: ask the browser (only now, within the click), remember the answer, and
 * mark everything already due as seen, so that only what comes next is announced. Everything: `readAll`
 * reads every item the gateway lists for the agent, not the rows a filtered or paged screen shows — the
 * bell reads the whole week, and announced at once whatever the screen had not shown.
 */
export async function enableNotifications(readAll: () => Promise<readonly DueItem[]>, now: () => number): Promise<NotifyState> {
  const api = browserNotification();
  if (!api) return 'unsupported';
  const permission = api.permission === 'default' ? await api.requestPermission() : api.permission;
  if (permission !== 'granted') {
    localStore.set(PREF_KEY, 'denied');
    changed();
    return 'denied';
  }
  const items = await readAll();
  await exclusively(() => mark(notificationCandidates(items, now()).map((candidate) => candidate.key)));
  localStore.set(PREF_KEY, 'on');
  changed();
  return 'on';
}

export function disableNotifications(): void {
  localStore.set(PREF_KEY, 'off');
  changed();
}

function notificationText(item: DueItem, key: string): { title: string; body: string } {
  if (key.endsWith('|ARRIVED')) return { title: `${DueKind.label(item.kind)}：${item.what}`, body: item.title };
  return { title: `即将截止：${item.what}`, body: `${item.title}\n${item.ifMissed}` };
}

/**
 * Announces, once across tabs, each candidate not announced before, while notifications are on. A click
 * focuses the portal on the entity (`open`).
 */
export function useDueNotifications(items: readonly DueItem[] | undefined, now: number, open: (item: DueItem) => void): void {
  const state = useNotifyState();
  const announce = useCallback(
    (fresh: { key: string; item: DueItem }[]) =>
      exclusively(() => {
        const seen = marks();
        const still = fresh.filter((candidate) => !seen.has(candidate.key));
        if (still.length === 0) return;
        mark(still.map((candidate) => candidate.key));
        const api = browserNotification();
        if (!api || api.permission !== 'granted') return;
        for (const { key, item } of still) {
          const { title, body } = notificationText(item, key);
          const notification = new api(title, { body, tag: key });
          notification.onclick = () => {
            window.focus();
            open(item);
            notification.close();
          };
        }
      }),
    [open],
  );
  const pendingKeys = state === 'on' && items ? notificationCandidates(items, now).filter((candidate) => !marks().has(candidate.key)) : [];
  const signature = pendingKeys.map((candidate) => candidate.key).join(',');
  useEffect(() => {
    if (signature === '') return;
    void announce(pendingKeys);
    // The keys say everything the effect depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, announce]);
}

/** Why notifications are off after a refusal, and how to turn them on. */
export const DENIED_EXPLANATION =
  '浏览器已拒绝本站的桌面通知，门户不会再次询问。如需开启：点击地址栏左侧的网站信息图标，将“通知”改为“允许”，然后再点“开启桌面提醒”。';
