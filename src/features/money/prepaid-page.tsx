import { Card, Col, Row, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { ROUTES } from '@/config/routes';
import { ButtonLink } from '@/components/button-link';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { useAccess } from '@/lib/current-user';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { loadPrepaid, prepaidQuery } from './api';
import { PrepaidBalances, transactionColumns } from './money-cells';
import { PayeeBankFacts } from './payee-bank-facts';

export const loader = ({ queryClient }: ScreenLoaderArgs) => loadPrepaid(queryClient);

const columns = transactionColumns({ compact: true });

/** /agent/user/preExisted: the prepaid account — balance, frozen, where to transfer, recent movements. */
export default function PrepaidPage() {
  const prepaid = useQuery(prepaidQuery());
  const access = useAccess();
  const account = prepaid.data?.account;
  const retry = retryOf(prepaid);

  return (
    <Page
      extra={
        <ButtonLink type="primary" to={ROUTES.preExistedApplication.path}>
          充值
        </ButtonLink>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={account ? `账户：${account.accountName}` : '账户余额'} loading={prepaid.isPending}>
            {retry ? <LoadFailed onRetry={retry} /> : <PrepaidBalances account={account} />}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="充值收款账户" loading={prepaid.isPending}>
            {account && (
              <>
                <PayeeBankFacts account={account} />
                <Typography.Text type="secondary">转账后请提交充值申请并上传转账凭证，审核通过后入账。</Typography.Text>
              </>
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card title="最近交易" extra={access.can(AUTH.TRANSACTION) ? <Link to={ROUTES.transactions.path}>全部交易明细</Link> : undefined}>
            <Table
              rowKey="transactionNo"
              size="middle"
              columns={columns}
              scroll={{ x: 900 }}
              pagination={false}
              loading={prepaid.isFetching}
              dataSource={prepaid.data?.recent}
              locale={{ emptyText: retry ? <LoadFailed onRetry={retry} /> : '暂无交易' }}
            />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
