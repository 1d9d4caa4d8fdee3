import { Alert, Card, Descriptions, Result, Steps, Tag, Typography, type DescriptionsProps, type StepsProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href, ROUTES } from '@/config/routes';
import { ActivationNeed, ActivationState } from '@/domain/agency';
import { formatDateTime } from '@/domain/format';
import type { Activation, ActivationStep } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { activationQuery, loadActivation } from './api';

export const loader = ({ queryClient }: ScreenLoaderArgs) => loadActivation(queryClient);

interface StepContext {
  /** May open the organisation screen, where the licence is uploaded. */
  canUpload: boolean;
  licenceDone: boolean;
}

function stepContent(step: ActivationStep, { canUpload, licenceDone }: StepContext) {
  if (step.done) return step.need === 'LICENCE' ? '营业执照已提交' : '航司审核已通过';
  if (step.need === 'LICENCE') {
    return canUpload ? (
      <>
        {/* Underlined: a link inside a sentence is told from the text by more than its colour (axe link-in-text-block). */}
        请在{' '}
        <Link to={href('agentInfo')} style={{ textDecoration: 'underline' }}>
          {ROUTES.agentInfo.title}
        </Link>{' '}
        页面上传营业执照，提交补充资料申请
      </>
    ) : (
      '请联系主账号在代理人信息页面上传营业执照'
    );
  }
  return licenceDone ? '补充资料已提交，等待航司审核；审核通过后账户自动激活' : '营业执照提交后由航司审核';
}

function stepItems(steps: readonly ActivationStep[], canUpload: boolean): StepsProps['items'] {
  const current = steps.findIndex((step) => !step.done);
  const licenceDone = steps.some((step) => step.need === 'LICENCE' && step.done);
  return steps.map((step, index) => ({
    title: (
      <>
        {ActivationNeed.label(step.need)}
        <span className="visually-hidden">{step.done ? '（已完成）' : '（未完成）'}</span>
      </>
    ),
    status: step.done ? 'finish' : index === current ? 'process' : 'wait',
    content: stepContent(step, { canUpload, licenceDone }),
  }));
}

function facts(activation: Activation): DescriptionsProps['items'] {
  return [
    {
      key: 'state',
      label: '激活状态',
      children: <Tag color={ActivationState.color(activation.state)}>{ActivationState.label(activation.state)}</Tag>,
    },
    { key: 'registrationNo', label: '注册号', children: activation.registrationNo ?? '-' },
    { key: 'registeredAt', label: '注册时间', children: formatDateTime(activation.registeredAt) },
    ...(activation.activatedAt ? [{ key: 'activatedAt', label: '激活时间', children: formatDateTime(activation.activatedAt) }] : []),
  ];
}

function ActivationView({ activation }: { activation: Activation }) {
  const access = useAccess();
  if (activation.state === 'ACTIVE') {
    return (
      <>
        <Result
          status="success"
          title="账户已激活"
          subTitle={activation.activatedAt ? `激活时间 ${formatDateTime(activation.activatedAt)}` : undefined}
        />
        {activation.registeredAt && <Descriptions column={{ xs: 1, md: 2 }} items={facts(activation)} />}
        {/* The menu is taken at sign-in: an account activated since still holds the reduced one. */}
        {activation.registeredAt && !access.can(AUTH.TEAM_ORDER) && (
          <Alert type="info" showIcon title="账户已激活，请退出后重新登录以使用全部功能" style={{ marginTop: 16 }} />
        )}
      </>
    );
  }
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="账户待激活"
        description="完成以下步骤并经航司审核通过后，账户自动激活；激活前仅可使用部分功能。"
        style={{ marginBottom: 24 }}
      />
      <Descriptions column={{ xs: 1, md: 2 }} items={facts(activation)} style={{ marginBottom: 24 }} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        激活步骤
      </Typography.Title>
      <Steps orientation="vertical" items={stepItems(activation.steps, access.can(AUTH.AGENT_INFO))} />
    </>
  );
}

/**
 * /agent/user/activation: the signed-in account's activation — state, registration number and time,
 * and for a pending account its steps (licence on the organisation screen, then the airline's review).
 * Read afresh on arrival and when the window regains focus (the review ends outside the portal).
 */
export default function ActivationPage() {
  const activation = useQuery({ ...activationQuery(), refetchOnWindowFocus: true });
  const retry = retryOf(activation);
  return (
    <Page>
      <Card loading={activation.isPending}>
        {retry ? <LoadFailed onRetry={retry} /> : activation.data && <ActivationView activation={activation.data} />}
      </Card>
    </Page>
  );
}
