import { Form, Progress, Space, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { passwordChecks, passwordStrength } from '@/domain/validators';

const STRENGTH = {
  weak: { label: '弱', percent: 33, color: '#cf1322' },
  medium: { label: '中', percent: 66, color: '#d48806' },
  strong: { label: '强', percent: 100, color: '#389e0d' },
} as const;

/**
 * The password rule shown as the user types, under a new-password field: each part of the rule
 * ticked or not, and a strength meter once the password is valid. Reads the field `name` of the
 * surrounding Form (so it re-renders with it); put it in the field's `extra`.
 */
export function PasswordChecklist({ name }: { name: string }) {
  const value = Form.useWatch<string | undefined>(name);
  const checks = passwordChecks(value);
  const strength = STRENGTH[passwordStrength(value)];
  const valid = checks.every((check) => check.ok);
  return (
    <Space orientation="vertical" size={2} aria-live="polite">
      <Space size={12} wrap>
        {checks.map((check) => (
          <Typography.Text key={check.label} type={check.ok ? 'success' : 'secondary'}>
            {check.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />} {check.label}
            <span className="visually-hidden">{check.ok ? '（已满足）' : '（未满足）'}</span>
          </Typography.Text>
        ))}
      </Space>
      {valid && (
        <Space size={8}>
          <Typography.Text type="secondary">密码强度：{strength.label}</Typography.Text>
          <Progress
            percent={strength.percent}
            steps={3}
            size="small"
            showInfo={false}
            strokeColor={strength.color}
            aria-label={`密码强度${strength.label}`}
          />
        </Space>
      )}
    </Space>
  );
}
