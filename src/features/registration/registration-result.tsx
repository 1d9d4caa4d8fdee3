import { Result, Typography } from 'antd';
import { ROUTES } from '@/config/routes';
import { ActivationNeed } from '@/domain/agency';
import type { Registration } from '@/lib/gateway';
import { ButtonLink } from '@/components/button-link';

/** After /Register: the registration number, 等待激活, what activation still needs, the way to sign in. */
export function RegistrationResult({ registration }: { registration: Registration }) {
  const needed = registration.activation.steps.filter((step) => !step.done);
  return (
    <Result
      status="success"
      title="注册成功，等待激活"
      subTitle={
        <>
          注册号 <Typography.Text strong>{registration.registrationNo}</Typography.Text>，登录用户名{' '}
          <Typography.Text strong>{registration.userName}</Typography.Text>
        </>
      }
      extra={
        <ButtonLink type="primary" to={ROUTES.login.path}>
          去登录
        </ButtonLink>
      }
    >
      {needed.length > 0 && (
        <>
          <Typography.Paragraph strong>激活前还需完成：</Typography.Paragraph>
          <ol>
            {needed.map((step) => (
              <li key={step.need}>{ActivationNeed.label(step.need)}</li>
            ))}
          </ol>
          <Typography.Paragraph type="secondary">
            登录后可在“{ROUTES.activation.title}”页面查看进度；激活前仅可使用部分功能。
          </Typography.Paragraph>
        </>
      )}
    </Result>
  );
}
