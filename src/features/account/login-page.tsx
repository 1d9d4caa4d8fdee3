import { useState } from 'react';
import { Button, Form, Input, Radio, Segmented } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_BRAND } from '@/config/login-brand';
import { env } from '@/config/env';
import { areaHome, LOGIN_RETURN_PARAM, ROUTES, safeReturnPath } from '@/config/routes';
import { phoneRule } from '@/domain/validators';
import { ERRORS } from '@/lib/gateway';
import { CaptchaField } from '@/components/captcha-field';
import { SmsCodeButton } from '@/components/sms-code-button';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { forgetDeviceHistory } from '@/lib/device-history';
import { BizRequestError } from '@/lib/gateway';
import { localStore } from '@/lib/storage';
import { expiredAccount } from '@/lib/stored-user';
import { loginWrite, sendDynamicPassword, type LoginInput } from './api';
import '@/components/sign-in-card.css';
import './login-page.css';

type Audience = 'agent' | 'personal';
type FormKind = 'agent' | 'multiUser' | 'password' | 'dynamic' | 'fly';

const KINDS: Record<Audience, { key: FormKind; label: string }[]> = {
  agent: [
    { key: 'agent', label: '主账号登录' },
    { key: 'multiUser', label: '子账号登录' },
  ],
  personal: [
    { key: 'password', label: '账号密码' },
    { key: 'dynamic', label: '短信动态密码' },
    { key: 'fly', label: '常旅客卡号' },
  ],
};

const LAST_KIND_KEY = 'b2b.login.lastKind';

interface LoginValues {
  userName?: string;
  agencyAccount?: string;
  password?: string;
  mobile?: string;
  dynamicPassword?: string;
  cardNo?: string;
  captchaKey?: string;
  captchaCode?: string;
}

function toLoginInput(kind: FormKind, values: LoginValues): LoginInput {
  const captcha = { captchaKey: values.captchaKey ?? '', captchaCode: values.captchaCode ?? '' };
  const password = values.password ?? '';
  switch (kind) {
    case 'agent':
      return { kind: 'agent', body: { userName: values.userName ?? '', password, ...captcha } };
    case 'multiUser':
      return {
        kind: 'multiUser',
        body: { agencyAccount: values.agencyAccount ?? '', userName: values.userName ?? '', password, ...captcha },
      };
    case 'password':
      return { kind: 'personal', body: { loginType: 'PASSWORD', userName: values.userName ?? '', password, ...captcha } };
    case 'dynamic':
      return {
        kind: 'personal',
        body: { loginType: 'DYNAMIC', mobile: values.mobile ?? '', dynamicPassword: values.dynamicPassword ?? '' },
      };
    case 'fly':
      return { kind: 'fly', body: { cardNo: values.cardNo ?? '', password, ...captcha } };
  }
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Refusals that belong to one field; the rest (wrong password, lock, …) are the catalogue toast. */
const CAPTCHA_AT_FIELD: FieldErrors<keyof LoginValues & string> = { [ERRORS.CAPTCHA_INVALID.code]: { field: 'captchaCode', clear: true } };
const LOGIN_FIELD_ERRORS: FieldErrors<keyof LoginValues & string> = {
  ...CAPTCHA_AT_FIELD,
  [ERRORS.SMS_CODE_INVALID.code]: 'dynamicPassword',
};

function LoginForm({ kind }: { kind: FormKind }) {
  const [form] = Form.useForm<LoginValues>();
  // After an expiry, the account that was signed in (its names; the password is typed again).
  const [expired] = useState(() => expiredAccount() ?? undefined);
  const [captchaRound, setCaptchaRound] = useState(0);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Captcha codes are single use: a refused call needs a new image.
  const newCaptcha = () => setCaptchaRound((round) => round + 1);
  const login = useWrite(loginWrite, {
    form,
    fieldErrors: LOGIN_FIELD_ERRORS,
    onSuccess: (user) => {
      localStore.set(LAST_KIND_KEY, kind);
      void navigate(safeReturnPath(params.get(LOGIN_RETURN_PARAM)) ?? areaHome(user.accountType), { replace: true });
    },
    onError: (error, input) => {
      newCaptcha();
      // A deregistered account's passengers remembered on this device go with it.
      if (error instanceof BizRequestError && error.errorCode === ERRORS.ACCOUNT_DEREGISTERED.code && 'userName' in input.body) {
        forgetDeviceHistory({ userName: input.body.userName });
      }
    },
  });
  const sendCode = useWrite(sendDynamicPassword, { form, fieldErrors: CAPTCHA_AT_FIELD, onError: newCaptcha });

  const submit = (values: LoginValues) => login.submit(toLoginInput(kind, values));

  const sendSms = async () => {
    const values = await form.validateFields(['mobile', 'captchaCode']);
    return sendCode.submitAsync({
      mobile: values.mobile ?? '',
      captchaKey: form.getFieldValue('captchaKey') ?? '',
      captchaCode: values.captchaCode ?? '',
    });
  };

  const password = (
    <Form.Item name="password" label="密码" rules={required('请输入密码')}>
      <Input.Password autoComplete="current-password" placeholder="请输入密码" maxLength={32} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large" name={`login-${kind}`} initialValues={expired}>
      {kind === 'multiUser' && (
        <Form.Item name="agencyAccount" label="主账号" rules={required('请输入所属主账号')}>
          <Input autoComplete="organization" placeholder="所属代理人主账号" maxLength={32} />
        </Form.Item>
      )}
      {(kind === 'agent' || kind === 'multiUser' || kind === 'password') && (
        <Form.Item name="userName" label={kind === 'multiUser' ? '子账号' : '账号'} rules={required('请输入账号')}>
          <Input autoComplete="username" placeholder={kind === 'multiUser' ? '子账号用户名' : '请输入账号'} maxLength={32} />
        </Form.Item>
      )}
      {kind === 'fly' && (
        <Form.Item name="cardNo" label="卡号" rules={required('请输入常旅客卡号')}>
          <Input autoComplete="username" placeholder="请输入常旅客卡号" maxLength={20} />
        </Form.Item>
      )}
      {kind === 'dynamic' && (
        <Form.Item name="mobile" label="手机号" rules={[...required('请输入手机号'), phoneRule()]}>
          <Input autoComplete="tel" inputMode="numeric" placeholder="请输入11位手机号" maxLength={11} />
        </Form.Item>
      )}
      {kind !== 'dynamic' && password}
      <CaptchaField refreshSignal={captchaRound} />
      {kind === 'dynamic' && (
        <Form.Item label="动态密码" required>
          <div className="login-inline">
            <Form.Item name="dynamicPassword" noStyle rules={required('请输入短信动态密码')}>
              <Input autoComplete="one-time-code" inputMode="numeric" placeholder="6位短信动态密码" maxLength={6} />
            </Form.Item>
            <SmsCodeButton onSend={sendSms} />
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

function initialKind(): FormKind {
  const last = localStore.get<FormKind>(LAST_KIND_KEY);
  return last && Object.values(KINDS).some((kinds) => kinds.some((kind) => kind.key === last)) ? last : 'agent';
}

/** /login (and the root index): every login kind of the account service group. */
export default function LoginPage() {
  const [kind, setKind] = useState<FormKind>(initialKind);
  const audience: Audience = KINDS.agent.some((item) => item.key === kind) ? 'agent' : 'personal';

  return (
    <div className="login-page">
      <section className="login-brand" aria-hidden>
        <div className="login-brand-inner">
          <div className="login-logo">{env.appTitle}</div>
          <p className="login-slogan">{LOGIN_BRAND.slogan}</p>
          <ul>
            {LOGIN_BRAND.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>
      <main className="login-panel">
        {/* A plain panel, not antd Card: Card brings Tabs (and menus) that /login does not need. */}
        <div className="sign-in-card login-card">
          <h1 className="sign-in-card-title login-card-title">欢迎登录</h1>
          <Segmented
            block
            value={audience}
            onChange={(value) => setKind(KINDS[value as Audience][0]!.key)}
            options={[
              { label: '代理人 / 企业', value: 'agent' },
              { label: '个人用户', value: 'personal' },
            ]}
          />
          {/* Radio buttons, not Tabs: Tabs bring menu and dropdown code that /login does not need. */}
          <Radio.Group
            className="login-kinds"
            aria-label="登录方式"
            optionType="button"
            value={kind}
            onChange={(event) => setKind(event.target.value as FormKind)}
            options={KINDS[audience].map((item) => ({ value: item.key, label: item.label }))}
          />
          <LoginForm key={kind} kind={kind} />
          <div className="login-links">
            <span>
              <Link to={ROUTES.forgot.path}>忘记密码？</Link>
              <Link to={ROUTES.register.path}>机构注册</Link>
            </span>
            <span>
              <a href={env.links.mobileLogin} target="_blank" rel="noreferrer">
                移动端登录
              </a>
              <a href={env.links.parentSite} target="_blank" rel="noreferrer">
                返回官网
              </a>
            </span>
          </div>
        </div>
      </main>
    </div>
  );
}
