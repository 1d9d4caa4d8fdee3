import { describe, expect, it } from 'vitest';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { accountApi } from '@/lib/gateway';
import { clearSessionUser, getSessionUser } from '@/lib/stored-user';
import { SEED_ACCOUNT_IDS } from '@/mocks/session/seed/accounts';
import { simulator } from '@/mocks/simulator';

const AGENT_TOKEN = 'tokenId=demo-agent01&tokenUUID=00000000-0000-4000-8000-000000000001';
const USER_TOKEN = 'tokenId=demo-user01&tokenUUID=00000000-0000-4000-8000-000000000002';

describe('root loader', () => {
  it('sends a visitor without a session to /login, keeping where they wanted to go', async () => {
    const { router } = renderApp('/airline-change-notice?confirmed=false');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/airline-change-notice?confirmed=false');
  });

  it('shows the login page at the root index and /login', async () => {
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(document.title).toBe('登录 - 祥云航空B2B团队票务平台');
  });

  it('uses the stored session and sends an agent from / to /agent', async () => {
    await signIn('agent01');
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('sends a normal user from /login to /normal/home', async () => {
    await signIn('user01');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/home'));
    await waitFor(() => expect(screen.getByText(/您好/)).toBeInTheDocument());
  });

  it('serves the normal home at /normal too', async () => {
    await signIn('user01');
    const { router } = renderApp('/normal');
    await waitFor(() => expect(screen.getByText('您好，张伟')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/normal');
    expect(document.title).toBe('首页 - 祥云航空B2B团队票务平台');
  });

  it('honours a same-origin return target for a signed-in user at /login', async () => {
    await signIn('agent01');
    const { router } = renderApp('/login?redirect=%2Fnew');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
  });

  it('ignores a foreign return target', async () => {
    await signIn('agent01');
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it('signs in by token from the address and drops the token from it', async () => {
    const { router } = renderApp(`/?${AGENT_TOKEN}`);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent');
    expect(router.state.location.search).toBe('');
    expect(getSessionUser()?.userName).toBe('agent01');
  });

  it('signs a normal user in by token into the normal area', async () => {
    const { router } = renderApp(`/?${USER_TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/home'));
    expect(getSessionUser()?.accountType).toBe('NORMAL');
  });

  it('keeps a deep link when signing in by token', async () => {
    const { router } = renderApp(`/new?${AGENT_TOKEN}`);
    await waitFor(() => expect(screen.getByRole('heading', { name: '新闻公告' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/new');
    expect(router.state.location.search).toBe('');
  });

  it('hides the error of a bad token and shows the login page without a toast', async () => {
    const { router } = renderApp('/agent?tokenId=nope&tokenUUID=nope');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
    expect(toastTexts()).toEqual([]);
    expect(getSessionUser()).toBeNull();
  });

  it('drops the token from the address when a stored session made it unnecessary, keeping other parameters', async () => {
    await signIn('agent01');
    const { router } = renderApp(`/new?${AGENT_TOKEN}&title=%E6%98%A5%E8%BF%90`);
    await waitFor(() => expect(screen.getByRole('heading', { name: '新闻公告' })).toBeInTheDocument());
    await waitFor(() => expect(router.state.location.search).toBe('?title=%E6%98%A5%E8%BF%90'));
    expect(router.state.location.pathname).toBe('/new');
  });

  it('drops an external-login accountId when a session was already stored', async () => {
    await signIn('user01');
    const { router } = renderApp('/normal/home?accountId=AGT0001');
    await waitFor(() => expect(screen.getByText('您好，张伟')).toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(getSessionUser()?.userName).toBe('user01');
  });

  it('drops a refused token from the login page’s address too', async () => {
    const { router } = renderApp('/login?tokenId=nope&tokenUUID=nope');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toastTexts()).toEqual([]);
  });

  it('signs in by an external-login accountId', async () => {
    const agent = simulator.state.accounts.find((account) => account.userName === 'agent01');
    const { router } = renderApp(`/?accountId=${agent?.accountId}`);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent');
  });

  it.each([
    ['a token', `/?${AGENT_TOKEN}`, accountApi.accountByToken],
    ['an external-login accountId', `/?accountId=${SEED_ACCOUNT_IDS.agent01}`, accountApi.externalLogin],
  ])('leaves %s out of the history: Back after logout does not sign the user in again', async (_kind, address, endpoint) => {
    const gateway = recordGateway();
    const { router, user } = renderApp(address, { before: ['/login'] });
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /账号菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // The browser's Back: the page before the login address, which left the history when it was used.
    const before = router.state.location.key;
    void router.navigate(-1);
    await waitFor(() => {
      expect(router.state.location.key).not.toBe(before);
      expect(router.state.navigation.state).toBe('idle');
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    expect(gateway.count(endpoint)).toBe(1);
    expect(getSessionUser()).toBeNull();
  });

  it('spends a token: its address signs no one in a second time, until the simulator issues the demo tokens again', async () => {
    const first = renderApp(`/?${AGENT_TOKEN}`);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    first.unmount();

    // The same address in a new tab (nothing stored): the gateway refuses the spent token, quietly.
    clearSessionUser();
    const again = renderApp(`/?${AGENT_TOKEN}`);
    await waitFor(() => expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    expect(getSessionUser()).toBeNull();
    expect(toastTexts()).toEqual([]);
    again.unmount();

    await simulator.reissueDemoTokens();
    const reissued = renderApp(`/?${AGENT_TOKEN}`);
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(reissued.router.state.location.pathname).toBe('/agent');
  });
});
