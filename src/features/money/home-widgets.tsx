import { Card, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { prepaidQuery } from './api';
import { PrepaidBalances } from './money-cells';

/*
 * The agent home's prepaid card (the lead places it in app/routes/home-screen.tsx, for users who hold
 * AUTH.PRE_EXISTED, and warms it in the home loader with the same `prepaidQuery()`).
 */
export { prepaidQuery };

/** The prepaid balance and frozen amount at a glance, with the way to the account and to a top-up. */
export function PrepaidBalanceCard() {
  const prepaid = useQuery(prepaidQuery());
  const retry = retryOf(prepaid);
  const account = prepaid.data?.account;
  return (
    <Card title="预存款账户" loading={prepaid.isPending} extra={<Link to={ROUTES.preExisted.path}>查看账户</Link>}>
      {retry ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <PrepaidBalances account={account} />
          <ButtonLink type="primary" to={ROUTES.preExistedApplication.path}>
            充值
          </ButtonLink>
        </Space>
      )}
    </Card>
  );
}
