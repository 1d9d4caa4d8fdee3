import { describe, expect, it } from 'vitest';
import { renderApp, screen, toastTexts, waitFor } from '../render-app';
import { accountApi, call } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';

describe('/Forgot', () => {
  it('proves the phone with an SMS code and sets a new password that then signs in', async () => {
    const { user } = renderApp('/Forgot');
    await waitFor(() => expect(screen.getByText(/找回密码/)).toBeInTheDocument());
    await screen.findByAltText('图形验证码');
    await user.type(screen.getByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('绑定手机号'), '13900000001');
    await user.type(screen.getByLabelText('图形验证码'), simulator.peekCaptcha() ?? '');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();

    const sms = simulator.peekSms('13900000001');
    expect(sms).toMatchObject({ purpose: 'FORGOT' });
    await user.type(screen.getByPlaceholderText('6位短信验证码'), sms!.code);
    await user.type(screen.getByLabelText('新密码'), 'NewPass2026');
    await user.type(screen.getByLabelText('确认新密码'), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(screen.getByText('密码已重置')).toBeInTheDocument());

    const { captchaKey } = await call(accountApi.imageCaptcha, {});
    const result = await call(accountApi.agentLogin, {
      userName: 'agent01',
      password: 'NewPass2026',
      captchaKey,
      captchaCode: simulator.peekCaptcha() ?? '',
    });
    expect(result.accountInfo.userName).toBe('agent01');
  });

  it('checks the new password at the field: strength and confirmation', async () => {
    const { user } = renderApp('/Forgot');
    await screen.findByAltText('图形验证码');
    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await user.type(screen.getByLabelText('确认新密码'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(screen.getByText('密码须为8-20位，且同时包含字母和数字')).toBeInTheDocument());
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('toasts the gateway’s refusal when the phone does not match the account', async () => {
    const { user } = renderApp('/Forgot');
    await screen.findByAltText('图形验证码');
    await user.type(screen.getByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('绑定手机号'), '13911112222');
    await user.type(screen.getByLabelText('图形验证码'), simulator.peekCaptcha() ?? '');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(toastTexts().some((text) => text.startsWith('该手机号未注册或与账号不匹配 - B2T-2004-01-008'))).toBe(true));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
