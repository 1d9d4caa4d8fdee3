import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { PASSWORD_MAX_LENGTH } from '@/domain/validators';
import { ERRORS } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { Page } from '@/components/page';
import { changePassword } from './api';
import { NewPasswordFields } from '@/components/new-password-fields';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELD_ERRORS: FieldErrors<keyof PasswordValues & string> = {
  [ERRORS.WRONG_OLD_PASSWORD.code]: 'oldPassword',
  [ERRORS.PASSWORD_WEAK.code]: 'newPassword',
  [ERRORS.PASSWORD_UNCHANGED.code]: 'newPassword',
};

const SESSIONS_NOTE = '修改成功后，本账号在其他设备或浏览器上的登录将全部失效，需要用新密码重新登录；当前登录保持有效。';

/**
 * /agent/user/changePassword: old password, a new one with the rule shown as it is typed, confirmed.
 * Passwords never enter a draft (this form keeps none).
 */
export default function ChangePasswordPage() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const [changed, setChanged] = useState(false);
  const change = useWrite(changePassword, {
    form,
    fieldErrors: FIELD_ERRORS,
    onSuccess: () => {
      form.resetFields();
      setChanged(true);
      void message.success('密码已修改');
    },
  });

  const submit = ({ oldPassword, newPassword }: PasswordValues) => {
    setChanged(false);
    change.submit({ oldPassword, newPassword });
  };

  return (
    <Page>
      <Card>
        <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 480 }}>
          {changed ? (
            <Alert
              type="success"
              showIcon
              title="密码已修改"
              description="本账号在其他设备或浏览器上的登录已失效，当前登录保持有效。下次登录请使用新密码。"
            />
          ) : (
            <Alert type="info" showIcon title={SESSIONS_NOTE} />
          )}
          <Form form={form} layout="vertical" name="change-password" onFinish={submit} requiredMark={false}>
            <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
              <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
            <NewPasswordFields
              name="newPassword"
              label="新密码"
              dependencies={['oldPassword']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) =>
                    value && value === getFieldValue('oldPassword')
                      ? Promise.reject(new Error(ERRORS.PASSWORD_UNCHANGED.message))
                      : Promise.resolve(),
                }),
              ]}
            />
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              确认修改
            </Button>
          </Form>
        </Space>
      </Card>
    </Page>
  );
}
