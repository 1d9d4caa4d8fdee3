import { useState } from 'react';
import { Alert, App, Form, Input, Space } from 'antd';
import { ERRORS, type SubAccount } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { SmsCodeButton } from '@/components/sms-code-button';
import { resetSubAccountPassword, sendResetCode } from './api';
import { NewPasswordFields } from '@/components/new-password-fields';
import { FormModal } from '@/components/form-modal';

interface ResetValues {
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELD_ERRORS: FieldErrors<keyof ResetValues & string> = {
  [ERRORS.SMS_CODE_INVALID.code]: { field: 'smsCode', clear: true },
  [ERRORS.PASSWORD_WEAK.code]: 'newPassword',
};

/**
 * Resets a sub-account's password: a code sent to the main account's phone (the agency vouches for
 * the reset), then the new password twice.
 */
export function ResetPasswordDialog({ account, onClose }: { account: SubAccount; onClose: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const { message } = App.useApp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useWrite(sendResetCode);
  const reset = useWrite(resetSubAccountPassword, {
    form,
    fieldErrors: FIELD_ERRORS,
    onSuccess: () => {
      void message.success(`子账号 ${account.userName} 的密码已重置`);
      onClose();
    },
  });

  const sendCode = async () => {
    const sent = await send.submitAsync({ accountId: account.accountId });
    setSentTo(sent.maskedMobile);
    return sent;
  };

  const submit = ({ smsCode, newPassword }: ResetValues) =>
    reset.submit({ accountId: account.accountId, smsCode: smsCode.trim(), newPassword });

  return (
    <FormModal
      form={form}
      open
      title={`重置密码：${account.userName}（${account.displayName}）`}
      okText="重置密码"
      cancelText="取消"
      confirmLoading={reset.isPending}
      onCancel={onClose}
    >
      <Form<ResetValues> form={form} layout="vertical" onFinish={submit} name="sub-account-reset-password">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={sentTo ? `验证码已发送至 ${sentTo}` : '验证码将发送至主账号绑定的手机号，请向主账号负责人索取'}
        />
        <Form.Item label="短信验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smsCode" noStyle rules={[{ required: true, whitespace: true, message: '请输入短信验证码' }]}>
              <Input aria-label="短信验证码" autoComplete="one-time-code" inputMode="numeric" placeholder="6位短信验证码" maxLength={6} />
            </Form.Item>
            <SmsCodeButton onSend={sendCode} />
          </Space.Compact>
        </Form.Item>
        <NewPasswordFields name="newPassword" label="新密码" />
      </Form>
    </FormModal>
  );
}
