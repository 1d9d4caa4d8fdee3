import { describe, expect, it, onTestFinished } from 'vitest';
import { within } from '@testing-library/react';
import { renderApp, screen, signIn, submitAgentLogin, toastTexts, waitFor } from '../render-app';
import { accountApi, call, ERRORS } from '@/lib/gateway';
import { SESSION_CHANNEL, type SessionNews } from '@/lib/session-news';
import { getSessionUser, toSessionUser } from '@/lib/stored-user';
import { refusedAfterSwitch, SIGNED_OUT_ELSEWHERE, signedInElsewhere } from '@/app/follow-other-tabs';
import { simulator } from '@/mocks/simulator';
import { server } from '@/mocks/node';
import { env } from '@/config/env';
import { SESSION_EXPIRED_REDIRECT_MS } from '@/lib/gateway/client';
import { holdTimers } from '../hold-timers';

/**
 * Another tab of the same browser: it shares the gateway's session (the simulator's one session, as the
 * cookie would be) and speaks on the portal's session channel. This tab is the app under test.
 */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: SessionNews[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent<SessionNews>).data));
  onTestFinished(() => channel.close());
  return {
    heard,
    tell: (news: SessionNews) => channel.postMessage(news),
    async signInStaff(userName: string) {
      const { captchaKey } = await call(accountApi.imageCaptcha, {});
      const captchaCode = simulator.peekCaptcha() ?? '';
      const result = await call(accountApi.multiUserLogin, {
        agencyAccount: 'agent01',
        userName,
        password: 'Staff@2026',
        captchaKey,
        captchaCode,
      });
      channel.postMessage({ kind: 'signed-in', user: toSessionUser(result) } satisfies SessionNews);
      return toSessionUser(result);
    },
    async signOut() {
      await call(accountApi.logout, {});
      channel.postMessage({ kind: 'signed-out', reason: 'logout' } satisfies SessionNews);
    },
  };
}

const accountMenu = () => screen.getByRole('button', { name: /账号菜单/ });
const sider = () => document.querySelector('.portal-sider') as HTMLElement;

describe('tabs of one browser follow each other', () => {
  it('shows the user another tab signed in, with its menu and its data, on the same screen', async () => {
    await signIn('agent01');
    const { router } = renderApp('/agent');
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(within(sider()).getByText('航班变动提醒')).toBeInTheDocument();

    const staff = await otherTab().signInStaff('staff02');

    await waitFor(() => expect(screen.getByText(`您好，${staff.displayName}`)).toBeInTheDocument());
    expect(accountMenu()).toHaveTextContent(staff.displayName);
    expect(within(sider()).queryByText('航班变动提醒')).toBeNull();
    expect(router.state.location.pathname).toBe('/agent');
    expect(getSessionUser()?.userName).toBe('staff02');
    expect(toastTexts()).toEqual([signedInElsewhere(staff)]);
  });

  it('goes to the new user’s home, saying why, when that user may not open this screen', async () => {
    await signIn('agent01');
    const { router } = renderApp('/airline-change-notice');
    await screen.findByText('XY5125');

    const staff = await otherTab().signInStaff('staff02');

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    await waitFor(() => expect(screen.getByText(`您好，${staff.displayName}`)).toBeInTheDocument());
    expect(toastTexts()).toEqual([refusedAfterSwitch(staff)]);
  });

  it('goes to /login once, with one message, when another tab signs out — and keeps what was typed for the next sign-in', async () => {
    await signIn('agent01');
    const { router, user } = renderApp('/airline-change-notice');
    await screen.findByText('XY5125');
    await user.type(screen.getByLabelText('航班号'), 'XY5101');

    await otherTab().signOut();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/airline-change-notice');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(toastTexts()).toEqual([SIGNED_OUT_ELSEWHERE]);
    expect(getSessionUser()).toBeNull();

    await submitAgentLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/airline-change-notice'));
    await screen.findByText('XY5125');
    await waitFor(() => expect(screen.getByLabelText('航班号')).toHaveValue('XY5101'));
  });

  it('follows a sign-in of another tab from the login page', async () => {
    const { router } = renderApp('/login?redirect=%2Fnew');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());

    await otherTab().signInStaff('staff01');

    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
    await waitFor(() => expect(screen.getByRole('heading', { name: '新闻公告' })).toBeInTheDocument());
  });

  it('tells the other tabs of its own sign-in, sign-out and expiry', async () => {
    const tab = otherTab();
    const { user, router } = renderApp('/login');
    await submitAgentLogin(user);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    await waitFor(() => expect(tab.heard.map((news) => news.kind === 'signed-in' && news.user.userName)).toEqual(['agent01']));

    await user.click(accountMenu());
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(tab.heard.slice(1)).toEqual([{ kind: 'signed-out', reason: 'logout' }]));

    await submitAgentLogin(user);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    await simulator.expireSession();
    await user.click(within(sider()).getByText('新闻公告'));
    await waitFor(() => expect(tab.heard.slice(3)).toEqual([{ kind: 'signed-out', reason: 'expired' }]));
  });

  it('takes a gateway that lost the session without a word from another tab as one lapse: one 请先登录, one way to /login', async () => {
    await signIn('agent01');
    const { router, queryClient } = renderApp('/agent');
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    // Ended elsewhere (a tab of an older portal, a password reset): the cards and the bell ask again at once.
    await call(accountApi.logout, {});
    void queryClient.invalidateQueries();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toastTexts()).toHaveLength(1);
    expect(toastTexts()[0]).toMatch(new RegExp(`^${ERRORS.NOT_LOGGED_IN.message} - ${ERRORS.NOT_LOGGED_IN.code}`));
  });
  it('lets go of its session, telling the other tabs, before the gateway ends it: their reads never meet an ended session first', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent');
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    const signedInAtLogout: (string | undefined)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `${env.gatewayPrefix}${accountApi.logout.path}`)
        signedInAtLogout.push(getSessionUser()?.userName);
    });

    await user.click(accountMenu());
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signedInAtLogout).toEqual([undefined]);
  });

  it('follows another tab’s sign-out to /login at once, with one message, when its own read met the ended session first', async () => {
    await signIn('agent01');
    const { router, queryClient } = renderApp('/agent');
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    const redirect = holdTimers('Timeout', SESSION_EXPIRED_REDIRECT_MS);
    const tab = otherTab();
    // The gateway's session ends, and a read of this tab meets it before the other tab's news arrives.
    await call(accountApi.logout, {});
    void queryClient.invalidateQueries();
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(router.state.location.pathname).toBe('/agent');

    tab.tell({ kind: 'signed-out', reason: 'logout' });
    // At once, not when the lapse's redirect comes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(redirect.count).toBeGreaterThan(0);
    expect(toastTexts()).toHaveLength(1);
  });
});
