import { useState, type ComponentProps } from 'react';
import { App, Button, Checkbox, Col, Form, Input, Radio, Row, Select, Skeleton, Space, type CheckboxProps, type FormInstance } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { ROUTES } from '@/config/routes';
import { OrganType } from '@/domain/account';
import { COMPANY_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@/domain/agency';
import { PROVINCE_OPTIONS } from '@/domain/provinces';
import { CREDIT_CODE_LENGTH, emailRule, PASSWORD_MAX_LENGTH, PHONE_LENGTH, passwordRule, phoneRule } from '@/domain/validators';
import { useFormDraft } from '@/lib/drafts';
import { ERRORS, type Agreement, type BizRequestError, type RegisterRequest, type Registration } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { LoadFailed } from '@/components/load-failed';
import { sameAsRule } from '@/components/new-password-fields';
import { PasswordChecklist } from '@/components/password-checklist';
import { SmsCodeButton } from '@/components/sms-code-button';
import { AgreementDialog } from './agreement-dialog';
import { agreementQuery, register, sendRegisterCode } from './api';
import { agreementRule, creditCodeCheckRule, userNameRule } from './register-rules';
import { RegistrationResult } from './registration-result';
import '@/components/sign-in-card.css';
import './register-page.css';

export const loader = ({ queryClient }: ScreenLoaderArgs) => warm(queryClient.query(agreementQuery()));

/** The request as typed (the agreement's version comes with it), the confirmation and the tick. */
interface RegisterValues extends Omit<RegisterRequest, 'agreementVersion'> {
  confirmPassword: string;
  agreed: boolean;
}

type Field = keyof RegisterValues & string;

/** Refusals that name one field; a duplicate names its field in the message (REGISTRATION_DUPLICATE). */
const REGISTER_FIELD_ERRORS: FieldErrors<Field> = {
  [ERRORS.CREDIT_CODE_INVALID.code]: 'creditCode',
  [ERRORS.USERNAME_TAKEN.code]: 'userName',
  [ERRORS.PASSWORD_WEAK.code]: 'password',
  [ERRORS.SMS_CODE_INVALID.code]: 'smsCode',
};
const SEND_CODE_FIELD_ERRORS: FieldErrors<Field> = { [ERRORS.REGISTRATION_DUPLICATE.code]: 'mobile' };
/** What REGISTRATION_DUPLICATE names ({what}) → its field. */
/** The fields a REGISTRATION_DUPLICATE refusal may name (its parameters' `field`). */
const DUPLICATE_FIELDS: readonly Field[] = ['creditCode', 'companyName', 'mobile'];

const required = (message: string) => ({ required: true, whitespace: true, message });

/**
 * The agreement's checkbox with 阅读协议全文 beside it. Form.Item hands its props (checked, onChange,
 * id, aria-describedby, aria-invalid) to this wrapper, which passes them on to the checkbox.
 */
function AgreementCheckbox({ title, onRead, ...checkbox }: CheckboxProps & { title: string; onRead: () => void }) {
  return (
    <Space size={4} wrap>
      <Checkbox {...checkbox}>我已阅读并同意《{title}》</Checkbox>
      <Button type="link" size="small" onClick={onRead}>
        阅读协议全文
      </Button>
    </Space>
  );
}

type AgreementRead = UseQueryResult<Agreement>;

/** The agreement is read before it is accepted: ticking the box first opens it. */
function useAgreementReading(form: FormInstance<RegisterValues>) {
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreementRead, setAgreementRead] = useState(false);

  const agree = () => {
    setAgreementRead(true);
    setAgreementOpen(false);
    form.setFieldValue('agreed', true);
    void form.validateFields(['agreed']).catch(() => undefined);
  };

  /** Ticking the box before the agreement was opened opens it: it is read, then accepted. */
  const agreedFromEvent = (event: { target: { checked: boolean } }) => {
    if (event.target.checked && !agreementRead) {
      setAgreementOpen(true);
      return false;
    }
    return event.target.checked;
  };

  return { agreementOpen, setAgreementOpen, agree, agreedFromEvent };
}

/** The SMS code and the registration itself; each refusal lands at its field or as the toast. */
function useRegisterCalls({
  form,
  draft,
  message,
  agreement,
  onRegistered,
}: {
  form: FormInstance<RegisterValues>;
  draft: ReturnType<typeof useFormDraft<RegisterValues>>;
  message: ReturnType<typeof App.useApp>['message'];
  agreement: AgreementRead;
  onRegistered: (registration: Registration) => void;
}) {
  /** After a refusal shown at a field: bring that field into view. */
  const showFirstError = () => {
    const first = form.getFieldsError().find((field) => field.errors.length > 0);
    if (first) form.scrollToField(first.name, { block: 'center' });
  };

  const sendCode = useWrite(sendRegisterCode, { form, fieldErrors: SEND_CODE_FIELD_ERRORS });
  const submitRegister = useWrite(register, {
    form,
    draft,
    fieldErrors: REGISTER_FIELD_ERRORS,
    onBizError: {
      [ERRORS.REGISTRATION_DUPLICATE.code]: (error: BizRequestError) => {
        const field = DUPLICATE_FIELDS.find((candidate) => candidate === error.params.field);
        if (field) form.setFields([{ name: field, errors: [error.errorMsg ?? ERRORS.REGISTRATION_DUPLICATE.message] }]);
        else void message.error(error.toastText);
      },
    },
    onSuccess: (result) => onRegistered(result),
    onError: showFirstError,
  });

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    return sendCode.submitAsync({ mobile });
  };

  const submit = (values: RegisterValues) => {
    if (!agreement.data) return;
    submitRegister.submit({
      organType: values.organType,
      companyName: values.companyName.trim(),
      creditCode: values.creditCode.trim(),
      provinceCode: values.provinceCode,
      contactName: values.contactName.trim(),
      mobile: values.mobile,
      smsCode: values.smsCode.trim(),
      email: values.email.trim(),
      userName: values.userName.trim(),
      password: values.password,
      agreementVersion: agreement.data.version,
    });
  };

  return { submitRegister, send, submit };
}

function OrganisationFields() {
  return (
    <>
      <h2 className="register-section-title">机构信息</h2>
      <Form.Item name="organType" label="机构类型" rules={[{ required: true, message: '请选择机构类型' }]}>
        <Radio.Group aria-label="机构类型" options={[...OrganType.options]} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label="公司名称" rules={[required('请输入公司名称')]}>
            <Input placeholder="与营业执照一致" maxLength={COMPANY_NAME_MAX_LENGTH} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            normalize={(value?: string) => value?.toUpperCase()}
            rules={[required('请输入统一社会信用代码'), creditCodeCheckRule()]}
            validateFirst
          >
            <Input placeholder={`${CREDIT_CODE_LENGTH}位，见营业执照`} maxLength={CREDIT_CODE_LENGTH} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="provinceCode" label="所在省份" rules={[{ required: true, message: '请选择所在省份' }]}>
        <Select
          placeholder="请选择或输入省份"
          options={[...PROVINCE_OPTIONS]}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
    </>
  );
}

function ContactFields({ onSendCode }: { onSendCode: ComponentProps<typeof SmsCodeButton>['onSend'] }) {
  return (
    <>
      <h2 className="register-section-title">联系人</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contactName" label="联系人" rules={[required('请输入联系人姓名')]}>
            <Input placeholder="联系人姓名" maxLength={DISPLAY_NAME_MAX_LENGTH} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="邮箱" rules={[required('请输入邮箱'), emailRule()]}>
            <Input placeholder="用于接收通知" maxLength={254} autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label="手机号" rules={[required('请输入手机号'), phoneRule()]}>
            <Input placeholder={`${PHONE_LENGTH}位手机号`} maxLength={PHONE_LENGTH} autoComplete="tel" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="短信验证码" htmlFor="register_smsCode" required>
            <div className="register-inline">
              <Form.Item name="smsCode" noStyle rules={[required('请输入短信验证码')]}>
                <Input placeholder="6位短信验证码" maxLength={6} autoComplete="one-time-code" inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton onSend={onSendCode} />
            </div>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function AccountFields() {
  return (
    <>
      <h2 className="register-section-title">登录账号</h2>
      <Form.Item name="userName" label="用户名" rules={[required('请输入用户名'), userNameRule()]} validateFirst>
        <Input placeholder="字母开头，可含数字和下划线" maxLength={USERNAME_MAX_LENGTH} autoComplete="username" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label="密码"
            rules={[{ required: true, message: '请输入密码' }, passwordRule()]}
            extra={<PasswordChecklist name="password" />}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="confirmPassword"
            label="确认密码"
            dependencies={['password']}
            rules={[{ required: true, message: '请再次输入密码' }, sameAsRule('password')]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The agreement's tick and its dialog once it is read; a placeholder or a retry until then. */
function AgreementField({
  agreement,
  reading: { agreementOpen, setAgreementOpen, agree, agreedFromEvent },
}: {
  agreement: AgreementRead;
  reading: ReturnType<typeof useAgreementReading>;
}) {
  return agreement.data ? (
    <>
      {/* A named item (not noStyle in an unnamed one): its error gets the id the checkbox's aria-describedby names. */}
      <Form.Item name="agreed" valuePropName="checked" getValueFromEvent={agreedFromEvent} rules={[agreementRule()]}>
        <AgreementCheckbox title={agreement.data.title} onRead={() => setAgreementOpen(true)} />
      </Form.Item>
      <AgreementDialog agreement={agreement.data} open={agreementOpen} onAgree={agree} onClose={() => setAgreementOpen(false)} />
    </>
  ) : agreement.isPending ? (
    <Skeleton active paragraph={{ rows: 1 }} title={false} />
  ) : (
    <LoadFailed onRetry={() => void agreement.refetch()} />
  );
}

/**
 * /Register: a travel agency, agent or enterprise customer registers its organisation and main
 * account (domain.md "Organisation"). The agreement must be read and accepted; the account then waits
 * for activation (licence + the airline's review). A draft keeps what was typed (never the passwords
 * nor the SMS code); every refusal of the gateway lands at its field or as the toast.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const agreement = useQuery(agreementQuery());
  const reading = useAgreementReading(form);
  const [registration, setRegistration] = useState<Registration>();
  const draft = useFormDraft(form, 'register', { guest: true, exclude: ['agreed'] });
  const { submitRegister, send, submit } = useRegisterCalls({ form, draft, message, agreement, onRegistered: setRegistration });

  return (
    <main className="register-page">
      <div className="sign-in-card register-card">
        <h1 className="sign-in-card-title register-card-title">
          {ROUTES.register.title} · {env.appTitle}
        </h1>
        {registration ? (
          <RegistrationResult registration={registration} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            name="register"
            initialValues={{ organType: OrganType.values[0] }}
            onValuesChange={draft.onValuesChange}
            onFinish={submit}
            scrollToFirstError={{ block: 'center' }}
          >
            <OrganisationFields />
            <ContactFields onSendCode={send} />
            <AccountFields />
            <AgreementField agreement={agreement} reading={reading} />

            <Button type="primary" htmlType="submit" block size="large" loading={submitRegister.isPending} disabled={!agreement.data}>
              提交注册
            </Button>
            <div className="register-links">
              <span>
                已有账号？<Link to={ROUTES.login.path}>去登录</Link>
              </span>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
