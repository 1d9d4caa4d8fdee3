import { describe, expect, it } from 'vitest';
import { act, within } from '@testing-library/react';
import { holdTimers } from '../hold-timers';
import { renderApp, screen, signIn, submitAgentLogin, toastTexts, waitFor } from '../render-app';
import { simulator } from '@/mocks/simulator';
import { getSessionUser } from '@/lib/stored-user';
import { SESSION_EXPIRED_CODE } from '@/lib/gateway';
import { SESSION_EXPIRED_REDIRECT_MS } from '@/lib/gateway/client';

const expiredToast = new RegExp(`^登录已过期，请重新登录 - ${SESSION_EXPIRED_CODE} - SIM\\d+$`);

/** The expiry's timers (its redirect and the lapse's window) wait for the test, not for the wall clock. */
const holdExpiryTimers = () => holdTimers('Timeout', SESSION_EXPIRED_REDIRECT_MS);

describe('session expiry', () => {
  it('toasts, waits 2 s, goes to /login and restores what the user typed after login', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/airline-change-notice');
    const row = (await screen.findByText('XY5125')).closest('tr') as HTMLElement;
    await user.type(screen.getByLabelText('航班号'), 'XY5101');

    const timers = holdExpiryTimers();
    await simulator.expireSession();
    await user.click(within(row).getByRole('button', { name: '确认知晓' }));

    await waitFor(() => expect(toastTexts().some((text) => expiredToast.test(text))).toBe(true));
    expect(router.state.location.pathname).toBe('/airline-change-notice');
    expect(getSessionUser()).toBeNull();

    // The toast stays readable for 2 s: the redirect waits for its timer, not for the next call or render.
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(2000);
    expect(timers.count).toBeGreaterThan(0);
    // Whatever is due sooner runs (a task turn), and nothing has left for the login page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/airline-change-notice');
    timers.elapse();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/airline-change-notice');
    // The account that expired is filled in again; its password never is.
    expect(await screen.findByLabelText('账号')).toHaveValue('agent01');
    expect(screen.getByLabelText('密码')).toHaveValue('');

    await submitAgentLogin(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/airline-change-notice'));
    await screen.findByText('XY5125');
    await waitFor(() => expect(screen.getByLabelText('航班号')).toHaveValue('XY5101'));
    // The refused confirmation did not happen.
    expect(simulator.state.flightChangeNotices.find((notice) => notice.flightNo === 'XY5125')?.confirmed).toBe(false);
  });

  it('keeps drafts in the tab only, and logout clears them', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/airline-change-notice');
    await screen.findByText('XY5125');
    await user.type(screen.getByLabelText('航班号'), 'XY5101');
    const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('b2b.draft:'));
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(sessionStorage.getItem(drafts()[0]!)).toContain('XY5101');
    expect(Object.keys(localStorage).some((key) => key.startsWith('b2b.draft:'))).toBe(false);

    await user.click(screen.getByRole('button', { name: /账号菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Nothing typed stays behind for the next person at the PC, nor the account's name.
    expect(drafts()).toEqual([]);
    expect(await screen.findByLabelText('账号')).toHaveValue('');
  });

  it('expires after 30 minutes without a call by the simulator clock, and a loader failure redirects too', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent');
    await screen.findByText('您好，王建国');
    simulator.clock.advance(31 * 60 * 1000);
    await user.click(within(document.querySelector('.portal-sider') as HTMLElement).getByText('新闻公告'));
    await waitFor(() => expect(toastTexts().some((text) => expiredToast.test(text))).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/new');
  });

  it('keeps the return target of a screen opened in the 2 s before the redirect, and stays on the login page', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/airline-change-notice');
    const row = (await screen.findByText('XY5125')).closest('tr') as HTMLElement;
    const timers = holdExpiryTimers();
    await simulator.expireSession();
    await user.click(within(row).getByRole('button', { name: '确认知晓' }));
    await waitFor(() => expect(toastTexts().some((text) => expiredToast.test(text))).toBe(true));
    // Within the 2 s, the agent opens another screen: the root loader finds no session and sends them
    // to the login page with that screen as the return target.
    await user.click(within(document.querySelector('.portal-sider') as HTMLElement).getByText('新闻公告'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/new');
    // The redirect owed by the expiry comes due while on the login page: it keeps the return target.
    expect(timers.count).toBeGreaterThan(0);
    timers.elapse();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent('/new')}`);

    await submitAgentLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
  });

  it('gives the calls that meet one lapse together one toast: no 请先登录 after 登录已过期', async () => {
    await signIn('agent01');
    const { router, queryClient } = renderApp('/agent');
    await screen.findByText('您好，王建国');
    simulator.clock.advance(31 * 60 * 1000);
    // The home's news card, flight-change card and header bell ask again at once.
    void queryClient.invalidateQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toastTexts()).toHaveLength(1);
    expect(toastTexts()[0]).toMatch(expiredToast);
  });

  it('keeps the session alive while calls keep coming', async () => {
    await signIn('agent01');
    const { user } = renderApp('/new');
    await screen.findByRole('heading', { name: '新闻公告' });
    simulator.clock.advance(20 * 60 * 1000);
    await user.type(screen.getByLabelText('标题'), '春运');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('B2B平台系统升级维护公告')).not.toBeInTheDocument());
    simulator.clock.advance(20 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await screen.findByText('B2B平台系统升级维护公告');
    expect(toastTexts()).toEqual([]);
  });
});
