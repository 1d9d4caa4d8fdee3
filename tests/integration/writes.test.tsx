import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { resetPassword } from '@/features/account/api';
import { accountApi, call, ERRORS } from '@/lib/gateway';
import { useFormDraft } from '@/lib/drafts';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { createQueryClient } from '@/lib/query';
import { getSessionUser } from '@/lib/stored-user';
import { delay, http } from 'msw';
import { server } from '@/mocks/node';
import { simulator } from '@/mocks/simulator';
import { FastAntd, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { DRAFT_PREFIX } from '@/lib/storage';
import { SessionUserOutlet } from '@/lib/current-user';

function formItemOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

describe('the login form on the write kit', () => {
  it('shows a wrong captcha at the captcha field, not as a toast, with a new image and the other fields kept', async () => {
    const { user } = renderApp('/login');
    await screen.findByAltText('图形验证码');
    const code = simulator.peekCaptcha() ?? '';
    await user.type(screen.getByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('密码'), 'Agent@2026');
    await user.type(screen.getByLabelText('图形验证码'), code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    await waitFor(() => expect(formItemOf('图形验证码')).toHaveTextContent(ERRORS.CAPTCHA_INVALID.message));
    await waitFor(() => expect(simulator.peekCaptcha()).not.toBe(code));
    expect(formItemOf('图形验证码')).toHaveTextContent(ERRORS.CAPTCHA_INVALID.message);
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('agent01');
    expect(toastTexts()).toEqual([]);
  });
});

interface ResetValues {
  userName: string;
  mobile: string;
  smsCode: string;
  newPassword: string;
}

const RESET_FIELD_ERRORS: FieldErrors<keyof ResetValues> = { [ERRORS.SMS_CODE_INVALID.code]: 'smsCode' };

/** A signed-in form written the kit's way: draft, refusal at its field, pending button. */
function ResetForm() {
  const [form] = Form.useForm<ResetValues>();
  const draft = useFormDraft(form, 'reset');
  const reset = useWrite(resetPassword, { form, draft, fieldErrors: RESET_FIELD_ERRORS });
  return (
    <Form form={form} onValuesChange={draft.onValuesChange} onFinish={reset.submit}>
      <Form.Item name="userName" label="账号">
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号">
        <Input />
      </Form.Item>
      <Form.Item name="smsCode" label="短信验证码">
        <Input />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={reset.isPending}>
        提交
      </Button>
      {reset.isSuccess && <span>已提交</span>}
    </Form>
  );
}

function renderForm() {
  // Drafts belong to the signed-in account, which the root route's loader provides.
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: SessionUserOutlet,
        loader: getSessionUser,
        HydrateFallback: () => null,
        children: [{ path: '/form', element: <ResetForm /> }],
      },
    ],
    {
      initialEntries: ['/form'],
    },
  );
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
    { wrapper: FastAntd },
  );
}

describe('a form on the write kit', () => {
  it('shows a refusal at its field and keeps the draft; a success clears it; a double click writes once', async () => {
    await signIn('agent01');
    const { captchaKey } = await call(accountApi.imageCaptcha, {});
    await call(accountApi.forgotSendCode, {
      userName: 'agent01',
      mobile: '13900000001',
      captchaKey,
      captchaCode: simulator.peekCaptcha() ?? '',
    });
    const sms = simulator.peekSms('13900000001')!.code;
    const resets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/account/forgot/reset')) resets.push(request.url);
    });

    // A gateway that takes its time, as a real one does: the second click lands while the first is under way.
    server.use(http.post('*/account/forgot/reset', () => delay(200)));

    const user = userEvent.setup();
    const first = renderForm();
    await user.type(await screen.findByLabelText('账号'), 'agent01');
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await user.type(screen.getByLabelText('短信验证码'), sms === '000000' ? '111111' : '000000');
    await user.type(screen.getByLabelText('新密码'), 'NewPass2026');
    await user.dblClick(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(formItemOf('短信验证码')).toHaveTextContent(ERRORS.SMS_CODE_INVALID.message));
    expect(resets).toHaveLength(1);
    expect(toastTexts()).toEqual([]);

    // The draft outlives the screen (a reload, a session expiry).
    first.unmount();
    const second = renderForm();
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveValue('13900000001'));
    expect(screen.getByLabelText('账号')).toHaveValue('agent01');
    await user.clear(screen.getByLabelText('短信验证码'));
    await user.type(screen.getByLabelText('短信验证码'), sms);
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText('已提交');
    second.unmount();
    renderForm();
    // No draft was left to come back: none in the tab's storage, and the form shows none.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_PREFIX))).toEqual([]);
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
  });
});
