import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRule } from '@/domain/validators';
import { PasswordChecklist } from './password-checklist';

const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** The confirmation equals the password field `name` of the same form. */
export const sameAsRule =
  (name: string): Rule =>
  ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      !value || getFieldValue(name) === value ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH)),
  });

interface NewPasswordFieldsProps {
  /** The password field's name: 'newPassword', 'password'. The confirmation is 'confirmPassword'. */
  name: string;
  /** '新密码', '初始密码', '密码'. */
  label: string;
  /** More rules of the new password (e.g. not the old one), after required and the strength rule. */
  rules?: Rule[];
  /** Fields the new password's rules read (re-checked when they change). */
  dependencies?: string[];
}

/**
 * A new password chosen by the user and its confirmation: the rule shown as a checklist while
 * typing (PasswordChecklist), the confirmation checked against it. Never kept in drafts (the
 * password fields are secret by name, lib/drafts.ts).
 */
export function NewPasswordFields({ name, label, rules = [], dependencies }: NewPasswordFieldsProps) {
  const placeholder = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，包含字母和数字`;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        dependencies={dependencies}
        rules={[{ required: true, message: `请输入${label}` }, passwordRule(), ...rules]}
        extra={<PasswordChecklist name={name} />}
      >
        <Input.Password autoComplete="new-password" placeholder={placeholder} maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={`确认${label}`}
        dependencies={[name]}
        rules={[{ required: true, message: `请再次输入${label}` }, sameAsRule(name)]}
      >
        <Input.Password autoComplete="new-password" placeholder={`再次输入${label}`} maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
