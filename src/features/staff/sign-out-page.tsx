import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeregistrationState } from '@/domain/agency';
import { formatDateTime } from '@/domain/format';
import { useSessionUser } from '@/lib/current-user';
import { forgetDeviceHistory } from '@/lib/device-history';
import { ERRORS, type Deregistration } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { useEntityActions } from '@/components/actions/entity-actions';
import { DEREGISTRATION_ACTIONS } from '@/components/actions/registry';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { SmsCodeButton } from '@/components/sms-code-button';
import {
  applyDeregistration,
  DEREGISTRATION_KEY,
  deregistrationCheckQuery,
  deregistrationStateQuery,
  loadDeregistration,
  sendDeregistrationCode,
} from './api';
import { applicationFacts } from './application-facts';
import { DeregistrationChecklist } from './deregistration-checklist';

/** A sub-account may hold the function, but only the main account deregisters its agency: nothing to read. */
export const loader = ({ queryClient, user }: ScreenLoaderArgs) => (user?.parentAccount ? null : loadDeregistration(queryClient));

interface ApplyValues {
  smsCode: string;
}

const FIELD_ERRORS: FieldErrors<keyof ApplyValues & string> = {
  [ERRORS.SMS_CODE_INVALID.code]: 'smsCode',
};

/** The SMS code and the application, once nothing blocks; confirmed first (it cannot be undone). */
function ApplyForm() {
  const [form] = Form.useForm<ApplyValues>();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [maskedMobile, setMaskedMobile] = useState<string>();
  const send = useWrite(sendDeregistrationCode, { onSuccess: (sent) => setMaskedMobile(sent.maskedMobile) });
  const user = useSessionUser();
  const apply = useWrite(applyDeregistration, {
    form,
    // The account is going: the passengers it chose to remember on this device go now.
    onSuccess: () => forgetDeviceHistory({ accountId: user?.accountId, userName: user?.userName }),
    fieldErrors: FIELD_ERRORS,
    // Blocked meanwhile (an order or money elsewhere), or applied for in another tab: show where it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: DEREGISTRATION_KEY }),
  });

  const confirm = ({ smsCode }: ApplyValues) => {
    modal.confirm({
      title: '确认注销账户？',
      content: '注销申请提交后不可撤销。审核通过后，本机构主账号及全部子账号将不能再登录，请确认已处理完全部业务。',
      okText: '确认注销',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => apply.submitAsync({ smsCode }).catch(() => undefined),
    });
  };

  return (
    <Form form={form} layout="vertical" name="deregistration-apply" onFinish={confirm} requiredMark={false} style={{ maxWidth: 420 }}>
      <Form.Item label="短信验证码" required extra={maskedMobile ? `验证码已发送至 ${maskedMobile}` : '验证码将发送至主账号绑定的手机'}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
            <Input aria-label="短信验证码" autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="6位短信验证码" />
          </Form.Item>
          <SmsCodeButton onSend={() => send.submitAsync({})} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" danger htmlType="submit" loading={apply.isPending}>
        申请注销
      </Button>
    </Form>
  );
}

function Checklist() {
  const check = useQuery(deregistrationCheckQuery());
  const retry = retryOf(check);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="注销条件检查"
        extra={
          <Button onClick={() => void check.refetch()} loading={check.isFetching}>
            重新检查
          </Button>
        }
      >
        <DeregistrationChecklist items={check.data?.items} loading={check.isFetching} onRetry={retry} />
      </Card>
      {check.data && (
        <Card title="提交注销申请">
          {check.data.allowed ? (
            <ApplyForm />
          ) : (
            <Alert type="warning" showIcon title="暂不能注销：请先处理上方未满足的条件，然后点击“重新检查”" />
          )}
        </Card>
      )}
    </Space>
  );
}

function ApplicationState({ deregistration }: { deregistration: Deregistration }) {
  const facts = (
    <Descriptions
      column={1}
      size="small"
      items={[
        ...applicationFacts(deregistration, DeregistrationState, '状态'),
        ...(deregistration.reviewedAt ? [{ key: 'reviewed', label: '审核时间', children: formatDateTime(deregistration.reviewedAt) }] : []),
      ]}
    />
  );
  return deregistration.state === 'APPROVED' ? (
    <Result
      status="success"
      title="账户已注销"
      subTitle="本机构主账号及全部子账号已不能登录，当前登录将在下一次操作时结束。"
      extra={facts}
    />
  ) : (
    <Result status="info" title="注销申请审核中" subTitle="航司将在申请提交后24小时内完成审核，审核通过后账户即注销。" extra={facts} />
  );
}

/** /agent/user/singout: the agency's deregistration — the conditions, then the SMS code and the application. */
export default function SignOutPage() {
  const user = useSessionUser();
  if (user?.parentAccount) {
    return (
      <Page>
        <Card>
          <Result status="warning" title="仅主账号可以办理账户注销" subTitle="请联系本机构主账号管理员办理。" />
        </Card>
      </Page>
    );
  }
  return <MainAccountSignOut />;
}

/** The conditions and the application while the gateway offers one, else where the application stands. */
function DeregistrationBody({ deregistration }: { deregistration: Deregistration }) {
  const { may } = useEntityActions(DEREGISTRATION_ACTIONS, deregistration);
  return may('APPLY') ? (
    <Checklist />
  ) : (
    <Card>
      <ApplicationState deregistration={deregistration} />
    </Card>
  );
}

function MainAccountSignOut() {
  const state = useQuery(deregistrationStateQuery());
  const retry = retryOf(state);
  return (
    <Page>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          注销前须结清全部订单、预存款余额及处理中的款项。注销经航司审核通过后，主账号及全部子账号将不能再登录。
        </Typography.Paragraph>
        {retry ? (
          <Card>
            <LoadFailed onRetry={retry} />
          </Card>
        ) : !state.data ? (
          <Card loading />
        ) : (
          <DeregistrationBody deregistration={state.data} />
        )}
      </Space>
    </Page>
  );
}
