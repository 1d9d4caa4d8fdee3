import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { ROUTES } from '@/config/routes';
import { phoneRule } from '@/domain/validators';
import { ERRORS } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { ButtonLink } from '@/components/button-link';
import { CaptchaField } from '@/components/captcha-field';
import { SmsCodeButton } from '@/components/sms-code-button';
import { resetPassword, sendForgotCode } from './api';
import '@/components/sign-in-card.css';
import './login-page.css';
import { NewPasswordFields } from '@/components/new-password-fields';

interface ForgotValues {
  userName: string;
  mobile: string;
  captchaKey: string;
  captchaCode: string;
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

const CAPTCHA_AT_FIELD: FieldErrors<keyof ForgotValues & string> = { [ERRORS.CAPTCHA_INVALID.code]: { field: 'captchaCode', clear: true } };
const RESET_FIELD_ERRORS: FieldErrors<keyof ForgotValues & string> = {
  [ERRORS.SMS_CODE_INVALID.code]: 'smsCode',
  [ERRORS.PASSWORD_WEAK.code]: 'newPassword',
};

/** /Forgot: prove the account's phone with an SMS code, then set a new password. */
export default function ForgotPage() {
  const [form] = Form.useForm<ForgotValues>();
  const [captchaRound, setCaptchaRound] = useState(0);
  // Captcha codes are single use: a refused send needs a new image.
  const sendCode = useWrite(sendForgotCode, {
    form,
    fieldErrors: CAPTCHA_AT_FIELD,
    onError: () => setCaptchaRound((round) => round + 1),
  });
  const reset = useWrite(resetPassword, { form, fieldErrors: RESET_FIELD_ERRORS });

  const send = async () => {
    const values = await form.validateFields(['userName', 'mobile', 'captchaCode']);
    return sendCode.submitAsync({
      userName: values.userName,
      mobile: values.mobile,
      captchaKey: form.getFieldValue('captchaKey'),
      captchaCode: values.captchaCode,
    });
  };

  const submit = ({ userName, mobile, smsCode, newPassword }: ForgotValues) => reset.submit({ userName, mobile, smsCode, newPassword });

  return (
    <main className="login-panel" style={{ minHeight: '100vh' }}>
      <div className="sign-in-card login-card">
        <h1 className="sign-in-card-title login-card-title">找回密码 · {env.appTitle}</h1>
        {reset.isSuccess ? (
          <Result
            status="success"
            title="密码已重置"
            subTitle="请使用新密码登录"
            extra={
              <ButtonLink type="primary" to={ROUTES.login.path}>
                去登录
              </ButtonLink>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="forgot-password">
            <Form.Item name="userName" label="账号" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
              <Input autoComplete="username" placeholder="登录账号" maxLength={32} />
            </Form.Item>
            <Form.Item name="mobile" label="绑定手机号" rules={[{ required: true, message: '请输入手机号' }, phoneRule()]}>
              <Input autoComplete="tel" inputMode="numeric" placeholder="账号绑定的11位手机号" maxLength={11} />
            </Form.Item>
            <CaptchaField refreshSignal={captchaRound} />
            <Form.Item label="短信验证码" required>
              <div className="login-inline">
                <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                  <Input autoComplete="one-time-code" inputMode="numeric" placeholder="6位短信验证码" maxLength={6} />
                </Form.Item>
                <SmsCodeButton onSend={send} />
              </div>
            </Form.Item>
            <NewPasswordFields name="newPassword" label="新密码" />
            <Button type="primary" htmlType="submit" block loading={reset.isPending}>
              重置密码
            </Button>
            <div className="login-links">
              <Link to={ROUTES.login.path}>返回登录</Link>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
