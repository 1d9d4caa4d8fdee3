import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useRevalidator } from 'react-router-dom';
import { EMPTY_TEXT, formatDateTime } from '@/domain/format';
import { DISPLAY_NAME_MAX_LENGTH } from '@/domain/agency';
import { emailRule, PHONE_LENGTH, phoneRule } from '@/domain/validators';
import { conflictOf, type StaffDetail } from '@/lib/gateway';
import { useRevisionConflict, type ConflictField } from '@/components/revision-conflict';
import { useFormDraft } from '@/lib/drafts';
import { useWrite } from '@/lib/mutation-kit';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { Page } from '@/components/page';
import { AgreementDialog } from './agreement-dialog';
import { editStaff, loadStaffDetail, staffDetailQuery } from './api';

export const loader = ({ queryClient }: ScreenLoaderArgs) => loadStaffDetail(queryClient);

/** The gateway's limit on a name (handlers/agency.ts: 姓名不能超过20个字). */

interface EditValues {
  displayName: string;
  mobile: string;
  email?: string;
}

function StaffFacts({ detail }: { detail: StaffDetail }) {
  const subAccount = Boolean(detail.parentAccount);
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'userName', label: '用户名', children: detail.userName },
        { key: 'kind', label: '账号类型', children: subAccount ? '子账号' : '主账号' },
        { key: 'displayName', label: '姓名', children: detail.displayName },
        { key: 'mobile', label: '手机号', children: detail.mobile },
        { key: 'email', label: '邮箱', children: detail.email || EMPTY_TEXT },
        { key: 'organ', label: '所属机构', children: detail.organName || EMPTY_TEXT },
        ...(subAccount
          ? [
              { key: 'parent', label: '所属主账号', children: detail.parentAccount },
              { key: 'role', label: '角色', children: detail.roleName || EMPTY_TEXT },
            ]
          : []),
        { key: 'last', label: '上次登录', children: formatDateTime(detail.lastLoginTime) },
      ]}
    />
  );
}

const CONFLICT_FIELDS: readonly ConflictField<EditValues>[] = [
  { name: 'displayName', label: '姓名' },
  { name: 'mobile', label: '手机号' },
  { name: 'email', label: '邮箱' },
];

function EditStaffForm({ detail, onDone }: { detail: StaffDetail; onDone: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const draftId = 'staff-edit';
  const draft = useFormDraft(form, draftId);
  const { message } = App.useApp();
  const revalidator = useRevalidator();
  // The same account signed in elsewhere (another window, a colleague who knows it) may have saved first.
  const conflict = useRevisionConflict({
    draftId,
    form,
    what: '账户信息',
    fields: CONFLICT_FIELDS,
    theirs: (refusal) => {
      const current = conflictOf(refusal, 'staff')?.current;
      return current && { displayName: current.displayName, mobile: current.mobile, email: current.email };
    },
    record: { revision: detail, values: { displayName: detail.displayName, mobile: detail.mobile, email: detail.email } },
  });
  const edit = useWrite(editStaff, {
    form,
    draft,
    onBizError: conflict.onBizError,
    onSuccess: () => {
      void message.success('账户信息已保存');
      // The header shows the stored user: read it again.
      void revalidator.revalidate();
      onDone();
    },
  });

  const submit = (values: EditValues) => {
    const email = values.email?.trim();
    edit.submit({
      displayName: values.displayName.trim(),
      mobile: values.mobile,
      ...(email ? { email } : {}),
      baseRevision: conflict.baseRevision(),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="staff-edit"
      style={{ maxWidth: 420 }}
      initialValues={{ displayName: detail.displayName, mobile: detail.mobile, email: detail.email }}
      onValuesChange={draft.onValuesChange}
      onFinish={submit}
    >
      <Form.Item name="displayName" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input maxLength={DISPLAY_NAME_MAX_LENGTH} autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, phoneRule()]}>
        <Input maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[emailRule()]}>
        <Input maxLength={64} autoComplete="email" placeholder="选填" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          保存
        </Button>
        <Button onClick={onDone} disabled={edit.isPending}>
          取消
        </Button>
      </Space>
      {conflict.element}
    </Form>
  );
}

/** /agent/user/account-info: the signed-in member's account; name, phone and email editable; the agreement. */
export default function AccountInfoPage() {
  const detail = useQuery(staffDetailQuery());
  const [editing, setEditing] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const retry = retryOf(detail);

  return (
    <Page extra={<Button onClick={() => setAgreementOpen(true)}>查看用户协议</Button>}>
      <Card
        title={editing ? '编辑账户信息' : '基本信息'}
        loading={detail.isPending}
        extra={
          detail.data && !editing ? (
            <Button type="link" onClick={() => setEditing(true)}>
              编辑
            </Button>
          ) : undefined
        }
      >
        {retry ? (
          <LoadFailed onRetry={retry} />
        ) : detail.data && editing ? (
          <EditStaffForm detail={detail.data} onDone={() => setEditing(false)} />
        ) : detail.data ? (
          <StaffFacts detail={detail.data} />
        ) : null}
      </Card>
      <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </Page>
  );
}
