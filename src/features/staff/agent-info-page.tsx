import { useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Form, Image, Row, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrganType } from '@/domain/account';
import { SupplementState } from '@/domain/agency';
import { EMPTY_TEXT, formatDateTime } from '@/domain/format';
import { provinceName } from '@/domain/provinces';
import { ERRORS, type Organisation, type SupplementApplication, type UploadProgress } from '@/lib/gateway';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { useEntityActions } from '@/components/actions/entity-actions';
import { ORGANISATION_ACTIONS } from '@/components/actions/registry';
import { ImageField } from '@/components/image-field';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { UploadProgressLine } from '@/components/upload-progress';
import { applySupplement, checkSupplement, loadOrganisation, organisationQuery } from './api';
import { applicationFacts } from './application-facts';

export const loader = ({ queryClient }: ScreenLoaderArgs) => loadOrganisation(queryClient);

const LICENCE = '营业执照';

function OrganisationFacts({ organisation }: { organisation: Organisation }) {
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: '机构名称', children: organisation.organName, span: { xs: 1, md: 2 } },
        { key: 'code', label: '统一社会信用代码', children: organisation.organCode },
        { key: 'type', label: '机构类型', children: OrganType.label(organisation.organType) },
        { key: 'province', label: '所在省份', children: provinceName(organisation.provinceCode) || EMPTY_TEXT },
        { key: 'contact', label: '联系人', children: organisation.contactName },
        { key: 'mobile', label: '联系电话', children: organisation.mobile },
        { key: 'email', label: '邮箱', children: organisation.email || EMPTY_TEXT },
        {
          key: 'licence',
          label: LICENCE,
          span: { xs: 1, md: 2 },
          children: organisation.licenceImage ? (
            <Image src={organisation.licenceImage} alt={`${LICENCE}（已存档）`} width={200} />
          ) : (
            <Typography.Text type="secondary">未上传</Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** The latest supplementary application: its state, times, the reviewer's remark, and 查询审核结果. */
function SupplementFacts({ supplement }: { supplement: SupplementApplication }) {
  const { message } = App.useApp();
  const check = useWrite(checkSupplement, {
    onSuccess: ({ supplement: latest }) => {
      if (latest) void message.info(`补充资料申请${latest.applicationNo}：${SupplementState.label(latest.state)}`);
    },
  });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          ...applicationFacts(supplement, SupplementState, '审核状态'),
          { key: 'reviewed', label: '审核时间', children: formatDateTime(supplement.reviewedAt) },
          ...(supplement.remark ? [{ key: 'remark', label: '驳回原因', children: supplement.remark, span: { xs: 1, md: 2 } }] : []),
        ]}
      />
      <Button onClick={() => check.submit({})} loading={check.isPending}>
        查询审核结果
      </Button>
    </Space>
  );
}

interface SupplementValues {
  licenceImage?: string;
}

const FIELD_ERRORS: FieldErrors<keyof SupplementValues & string> = {
  [ERRORS.LICENCE_IMAGE_INVALID.code]: 'licenceImage',
};

/** The supplementary application: the business licence, compressed, sent with its upload progress. */
function SupplementForm({ resubmit }: { resubmit: boolean }) {
  const [form] = Form.useForm<SupplementValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const apply = useWrite(applySupplement, {
    form,
    fieldErrors: FIELD_ERRORS,
    onSuccess: (application) => {
      setProgress(null);
      form.resetFields();
      void message.success(`补充资料申请${application.applicationNo}已提交，等待航司审核`);
    },
    onError: () => {
      setProgress(null);
      // An application made meanwhile (another tab) is refused as pending: show where it stands.
      void queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey });
    },
  });

  const submit = ({ licenceImage }: SupplementValues) => {
    setProgress({ loaded: 0, percent: 0 });
    apply.submit({ licenceImage: licenceImage!, onUploadProgress: setProgress });
  };

  return (
    <Form form={form} layout="vertical" name="supplement-apply" onFinish={submit}>
      <Form.Item
        name="licenceImage"
        label={resubmit ? `重新上传${LICENCE}` : `上传${LICENCE}`}
        extra="请上传加盖公章的营业执照副本照片或扫描件，图片将压缩后提交"
        rules={[{ required: true, message: `请选择${LICENCE}图片` }]}
      >
        <ImageField subject={LICENCE} />
      </Form.Item>
      <UploadProgressLine subject={LICENCE} progress={apply.isPending ? progress : null} />
      <Button type="primary" htmlType="submit" loading={apply.isPending} style={{ marginTop: 8 }}>
        提交补充资料申请
      </Button>
    </Form>
  );
}

function SupplementCard({ organisation }: { organisation: Organisation }) {
  const { supplement } = organisation;
  const { may, declined } = useEntityActions(ORGANISATION_ACTIONS, organisation);
  return (
    <Card title="补充资料申请">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {supplement ? (
          <SupplementFacts supplement={supplement} />
        ) : (
          <Typography.Text type="secondary">尚未提交补充资料申请。上传营业执照并经航司审核通过后，账户方可激活。</Typography.Text>
        )}
        {may('APPLY_SUPPLEMENT') ? (
          <SupplementForm resubmit={Boolean(supplement)} />
        ) : (
          declined.map(({ action, reason }) => <Alert key={action} type="info" showIcon title={reason} />)
        )}
      </Space>
    </Card>
  );
}

/** /agent/user/agent-info: the organisation on file and its supplementary application (business licence). */
export default function AgentInfoPage() {
  const organisation = useQuery(organisationQuery());
  const retry = retryOf(organisation);
  return (
    <Page>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="机构信息" loading={organisation.isPending}>
            {retry ? <LoadFailed onRetry={retry} /> : organisation.data && <OrganisationFacts organisation={organisation.data} />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          {organisation.data && <SupplementCard organisation={organisation.data} />}
        </Col>
      </Row>
    </Page>
  );
}
