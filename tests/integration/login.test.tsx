import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { openPersonalKind, recordGateway, renderApp, screen, submitAgentLogin, toastTexts, waitFor } from '../render-app';
import { getSessionUser } from '@/lib/stored-user';
import { simulator } from '@/mocks/simulator';
import { accountApi, bulletinApi, call, ERRORS } from '@/lib/gateway';

async function captchaShown() {
  await screen.findByAltText('图形验证码');
  return simulator.peekCaptcha() ?? '';
}

describe('login page', () => {
  it('signs an agent in with password and image captcha and opens the agent home', async () => {
    const { user, router } = renderApp('/login');
    const code = await captchaShown();
    const gateway = recordGateway();
    await user.type(screen.getByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('密码'), 'Agent@2026');
    // Case-insensitive, as the captcha image does not tell case apart.
    await user.type(screen.getByLabelText('图形验证码'), code.toLowerCase());
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByText('您好，王建国')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/agent');
    expect(getSessionUser()).toMatchObject({ userName: 'agent01', accountType: 'AGENT', organType: 'TRAVELAGENCY' });
    expect(await gateway.bodies(accountApi.agentLogin)).toEqual([
      expect.objectContaining({ userName: 'agent01', password: 'Agent@2026', captchaCode: code.toLowerCase() }),
    ]);
  });

  it('a captcha image that failed to load says 点击重试, a name starting with what it shows, and a click fetches it', async () => {
    // Aimed at the captcha: a call the test before left in flight must not take the fault instead.
    await simulator.injectFault('http500', accountApi.imageCaptcha.path);
    const { user } = renderApp('/login');
    const retry = await screen.findByRole('button', { name: /^点击重试/ });
    expect(retry).toHaveTextContent('点击重试');
    await user.click(retry);
    await waitFor(() => expect(screen.getByAltText('图形验证码')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '刷新验证码' })).toBeInTheDocument();
  });

  it('tells what is missing at the fields and calls nothing', async () => {
    const { user } = renderApp('/login');
    await captchaShown();
    const gateway = recordGateway();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByText('请输入账号')).toBeInTheDocument());
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    expect(gateway.paths()).toEqual([]);
  });

  it('shows the catalogue toast for a wrong password and fetches a new captcha', async () => {
    const { user } = renderApp('/login');
    const code = await captchaShown();
    await user.type(screen.getByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.type(screen.getByLabelText('图形验证码'), code);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(toastTexts().join()).toContain('账号或密码错误，还可尝试4次'));
    expect(toastTexts()[0]).toMatch(new RegExp(`^账号或密码错误，还可尝试4次 - ${ERRORS.BAD_CREDENTIALS.code} - SIM\\d+`));
    await waitFor(() => expect(simulator.peekCaptcha()).not.toBe(code));
    // The simulator has the new code as soon as it answers; the field empties once the page has the new image.
    await waitFor(() => expect(screen.getByLabelText('图形验证码')).toHaveValue(''));
  });

  it('signs a staff sub-account in with the agency account', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByText('子账号登录'));
    const code = await captchaShown();
    await user.type(screen.getByLabelText('主账号'), 'agent01');
    await user.type(screen.getByLabelText('子账号'), 'staff01');
    await user.type(screen.getByLabelText('密码'), 'Staff@2026');
    await user.type(screen.getByLabelText('图形验证码'), code);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText(/您好/);
    expect(getSessionUser()).toMatchObject({ userName: 'staff01', parentAccount: 'agent01' });
  });

  it('signs a normal user in with an SMS dynamic password', async () => {
    const { user, router } = renderApp('/login');
    const code = await openPersonalKind(user, '短信动态密码');
    await user.type(screen.getByLabelText('手机号'), '13800000001');
    await user.type(screen.getByLabelText('图形验证码'), code);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const sms = simulator.peekSms('13800000001');
    expect(sms?.code).toMatch(/^\d{6}$/);
    await user.type(screen.getByPlaceholderText('6位短信动态密码'), sms!.code);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/home'));
    expect(getSessionUser()?.accountType).toBe('NORMAL');
  });

  it('checks the phone number format at the field before sending a code', async () => {
    const { user } = renderApp('/login');
    await openPersonalKind(user, '短信动态密码');
    await user.type(screen.getByLabelText('手机号'), '1380000');
    const gateway = recordGateway();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByText('仅支持11位中国大陆手机号')).toBeInTheDocument());
    expect(gateway.count(accountApi.dynamicPasswordSend)).toBe(0);
    expect(simulator.peekSms()).toBeNull();
  });

  it('signs a frequent flyer in with card number and password', async () => {
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByText('个人用户'));
    await user.click(screen.getByText('常旅客卡号'));
    const code = await captchaShown();
    await user.type(screen.getByLabelText('卡号'), '6600000001');
    await user.type(screen.getByLabelText('密码'), 'User@2026');
    await user.type(screen.getByLabelText('图形验证码'), code);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/home'));
  });

  it('returns to the page the user first asked for', async () => {
    const { user, router } = renderApp('/new?title=%E6%98%A5%E8%BF%90');
    await submitAgentLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
    expect(router.state.location.search).toBe('?title=%E6%98%A5%E8%BF%90');
  });

  it('logs out from the account menu, silently: no toast from the logout or any call after it', async () => {
    const { user, router } = renderApp('/login');
    await submitAgentLogin(user);
    await screen.findByText('您好，王建国');
    const gateway = recordGateway();
    await user.hover(screen.getByRole('button', { name: /账号菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSessionUser()).toBeNull();
    expect(simulator.state.session).toBeNull();
    await waitFor(() => expect(within(document.body).getByRole('heading', { name: '欢迎登录' })).toBeInTheDocument());
    // A read still under way, or made after the logout (a stale tab's), finds no session: nothing to tell.
    await expect(call(bulletinApi.query, { currentPage: 1, perSize: 5 })).rejects.toMatchObject({ errorCode: ERRORS.NOT_LOGGED_IN.code });
    expect(gateway.paths()).toContain(accountApi.logout.path);
    expect(toastTexts()).toEqual([]);
  });

  it('toasts the lock after five wrong passwords', async () => {
    const { user } = renderApp('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await waitFor(() => expect(simulator.peekCaptcha()).toBeTruthy());
      const code = await captchaShown();
      if (attempt === 1) {
        await user.type(screen.getByLabelText('账号'), 'agent01');
        await user.type(screen.getByLabelText('密码'), 'wrong');
      }
      await user.clear(screen.getByLabelText('图形验证码'));
      await user.type(screen.getByLabelText('图形验证码'), code);
      await user.click(screen.getByRole('button', { name: /登\s*录/ }));
      await waitFor(() => expect(simulator.peekCaptcha()).not.toBe(code));
    }
    await findToastMatching(/账号已锁定，请于\d{2}:\d{2}后再试/);
  });
});

async function findToastMatching(pattern: RegExp) {
  await waitFor(() => expect(toastTexts().some((text) => pattern.test(text))).toBe(true));
}
