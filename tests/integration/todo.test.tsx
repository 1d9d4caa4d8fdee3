import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { DUE_FIGURES } from '@/domain/due';
import { simulator } from '@/mocks/simulator';
import { holdTimers } from '../hold-timers';
import { expectEvery } from '../expect-every';
import { renderApp, screen, signIn, submitAgentLogin, waitFor } from '../render-app';

/** 待办事项: what the page and the bell name, and the desktop notifications they start. */

/** The browser's Notification, replaced by one that records what the portal announced (permission granted). */
function stubNotifications(): { tag?: string; title: string }[] {
  const shown: { tag?: string; title: string }[] = [];
  class RecordingNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async (): Promise<NotificationPermission> => 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, tag: options?.tag });
    }
    close() {}
  }
  (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
  return shown;
}

describe('desktop notifications of what falls due', () => {
  let shown: { tag?: string; title: string }[];
  beforeEach(() => {
    shown = stubNotifications();
  });
  afterEach(() => {
    delete (window as unknown as { Notification?: unknown }).Notification;
  });

  it('turned on from a filtered page, announce nothing that was already there, then what arrives', async () => {
    await signIn('agent01');
    const polls = holdTimers('Interval', DUE_FIGURES.refetchMs);
    // One kind on the page: the rows shown are a few of everything the agent has due (news among the rest).
    const { user } = renderApp('/agent/todo?kind=NAME_LIST');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(within(main).getAllByRole('row').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^待办事项：24小时内到期\d+项/ })).toBeInTheDocument());

    await user.click(within(main).getByRole('button', { name: '开启桌面提醒' }));
    await waitFor(() => expect(within(main).getByRole('button', { name: '关闭桌面提醒' })).toBeInTheDocument());
    // What arrives after: a schedule change on one of the agent's flights, read by the bell's next minute.
    const segment = simulator.orders.get('TO100143')!.segments[0]!;
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'DELAY',
      newDepTime: '23:00',
    });
    polls.elapse();
    const arrived = /^SCHEDULE_CHANGE:TO100143-.*\|ARRIVED$/;
    await waitFor(() => expect(shown.map((notification) => notification.tag)).toContainEqual(expect.stringMatching(arrived)));
    // It alone: the news and deadlines the bell's week held when notifications were turned on stay quiet.
    expect(shown).toHaveLength(1);
  });

  it('stay on after signing out and in again, and after the session expires, in the same browser', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/todo');
    const toggle = (name: string) => within(screen.getByRole('main')).getByRole('button', { name });
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: '开启桌面提醒' }));
    await waitFor(() => expect(toggle('关闭桌面提醒')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /账号菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await submitAgentLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    await router.navigate('/agent/todo');
    await waitFor(() => expect(toggle('关闭桌面提醒')).toBeInTheDocument());

    await simulator.expireSession();
    await router.navigate('/agent/todo?kind=DEPOSIT');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await submitAgentLogin(user);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=DEPOSIT'));
    await waitFor(() => expect(toggle('关闭桌面提醒')).toBeInTheDocument());
  });
});

describe('accessible names on 待办事项', () => {
  it('every named control’s name contains the text it shows (speech input says what it sees)', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/todo');
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('row').length).toBeGreaterThan(5));
    await user.click(screen.getByRole('button', { name: /^待办事项：24小时内到期\d+项/ }));
    await screen.findByRole('region', { name: '待办事项（7天内）' });
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const named = Array.from(
      document.querySelectorAll<HTMLElement>('a[aria-label], button[aria-label], [role="link"][aria-label], [role="button"][aria-label]'),
    )
      .map((element) => ({ name: squeeze(element.getAttribute('aria-label') ?? ''), shown: squeeze(element.textContent ?? '') }))
      .filter(({ shown }) => shown !== '');
    expect(named.length).toBeGreaterThan(10);
    expectEvery(named, ({ name, shown }) => name.includes(shown));
  });
});
