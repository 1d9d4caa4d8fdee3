import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { href } from '@/config/routes';
import { ActivationNeed } from '@/domain/agency';
import { activationQuery } from './api';

/*
 * The agent home's activation notice (app/routes/home-screen.tsx renders it for agent accounts and
 * warms `activationQuery()` in its loader): shown only while the account is PENDING.
 */
export { activationQuery };

/** A registered agency not yet activated: what is still needed, and the way to the activation screen. */
export function ActivationNotice() {
  const { data: activation } = useQuery(activationQuery());
  if (activation?.state !== 'PENDING') return null;
  const needed = activation.steps.filter((step) => !step.done).map((step) => ActivationNeed.label(step.need));
  return (
    <Alert
      type="warning"
      showIcon
      title={`账户待激活（注册号 ${activation.registrationNo ?? '-'}）`}
      description={`激活前仅可使用部分功能。${needed.length > 0 ? `还需：${needed.join('；')}。` : ''}`}
      action={<Link to={href('activation')}>查看激活进度</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
