import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { ROUTES } from '@/config/routes';
import { DISPLAY_NAME_MAX_LENGTH, isUserName, USERNAME_MAX_LENGTH, USERNAME_MESSAGE } from '@/domain/agency';
import { emailRule, PHONE_LENGTH, phoneRule } from '@/domain/validators';
import { useAccess } from '@/lib/current-user';
import { useDetail } from '@/lib/detail-kit';
import { useFormDraft } from '@/lib/drafts';
import { conflictOf, ERRORS, type SubAccount } from '@/lib/gateway';
import { useRevisionConflict, type ConflictField } from '@/components/revision-conflict';
import { getAccess } from '@/lib/permissions';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import { warm } from '@/lib/query';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { Authorized } from '@/components/authorized';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { roleChoices, saveSubAccount, subAccountDetail, userNameCheck } from './api';
import { NewPasswordFields } from '@/components/new-password-fields';

interface Values {
  userName: string;
  displayName: string;
  mobile: string;
  email?: string;
  roleCode?: string;
  password?: string;
  confirmPassword?: string;
}

/** A pause in typing before the user name is checked. */
const CHECK_DELAY_MS = 300;
const TAKEN = '该用户名已被占用';

const FIELD_ERRORS: FieldErrors<keyof Values & string> = {
  [ERRORS.ROLE_NOT_FOUND.code]: 'roleCode',
  [ERRORS.ROLE_GRANTS_TOO_MUCH.code]: 'roleCode',
  [ERRORS.PASSWORD_WEAK.code]: 'password',
};

/** Warms the record (edit) and the roles to choose from, with the options the screen reads. */
export async function loader(args: ScreenLoaderArgs) {
  const roles = getAccess(args.user).can(AUTH.ROLE) ? warm(args.queryClient.query(roleChoices)) : null;
  if (args.params[subAccountDetail.param] !== undefined) await subAccountDetail.loader(args);
  await roles;
  return null;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What the field says about a well-formed name on create: checking, free or taken. */
function useUserNameStatus(value: string | undefined, creating: boolean) {
  const name = (value ?? '').trim();
  const settled = useDebounced(name, CHECK_DELAY_MS);
  const wellFormed = creating && isUserName(name);
  const check = useQuery({ ...userNameCheck(settled), enabled: creating && isUserName(settled) });
  if (!wellFormed) return {};
  if (settled !== name || check.isFetching || !check.data) {
    return check.isError && settled === name ? {} : { validateStatus: 'validating' as const, help: '正在检查用户名是否可用…' };
  }
  return check.data.available ? { validateStatus: 'success' as const, help: '可用' } : { validateStatus: 'error' as const, help: TAKEN };
}

const CONFLICT_FIELDS: readonly ConflictField<Values>[] = [
  { name: 'displayName', label: '姓名' },
  { name: 'mobile', label: '手机号' },
  { name: 'email', label: '邮箱' },
];

/** The create or edit form; `account` is the record being edited. */
function SubAccountForm({ account }: { account?: SubAccount }) {
  const creating = !account;
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useAccess();
  const draftId = 'sub-account';
  const draft = useFormDraft(form, draftId);
  const roles = useQuery({ ...roleChoices, enabled: access.can(AUTH.ROLE) });

  const userName = Form.useWatch('userName', form);
  const status = useUserNameStatus(userName, creating);

  const conflict = useRevisionConflict({
    draftId,
    form,
    what: '子账号',
    fields: [
      ...CONFLICT_FIELDS,
      {
        name: 'roleCode',
        label: '角色',
        format: (code) => roles.data?.find((role) => role.roleCode === code)?.roleName ?? String(code ?? '（空）'),
      },
    ],
    theirs: (refusal) => {
      const current = conflictOf(refusal, 'subAccount')?.current;
      return current && { displayName: current.displayName, mobile: current.mobile, email: current.email, roleCode: current.roleCode };
    },
    record: account && {
      revision: account,
      values: { displayName: account.displayName, mobile: account.mobile, email: account.email, roleCode: account.roleCode },
    },
  });
  const save = useWrite(saveSubAccount, {
    form,
    draft,
    fieldErrors: FIELD_ERRORS,
    onBizError: {
      ...conflict.onBizError,
      // Taken since the check: the check's answer changes, and the field says so.
      [ERRORS.USERNAME_TAKEN.code]: () => {
        const name = form.getFieldValue('userName') as string;
        queryClient.setQueryData(userNameCheck(name.trim()).queryKey, { available: false });
        void form.validateFields(['userName']).catch(() => undefined);
      },
    },
    onSuccess: (saved) => {
      void message.success(creating ? `子账号 ${saved.userName} 已创建` : `子账号 ${saved.userName} 已保存`);
      navigate(ROUTES.subAccounts.path);
    },
  });

  const isTaken = (name: string) => queryClient.getQueryData(userNameCheck(name.trim()).queryKey)?.available === false;

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.roleCode, label: role.roleName }));
  if (account?.roleCode && !roleOptions.some((option) => option.value === account.roleCode)) {
    roleOptions.unshift({ value: account.roleCode, label: account.roleName });
  }
  const noRoles = roles.isSuccess && roles.data.length === 0;

  const submit = (values: Values) => {
    const email = values.email?.trim();
    save.submit({
      ...(account ? { accountId: account.accountId } : {}),
      userName: account ? account.userName : values.userName.trim(),
      displayName: values.displayName.trim(),
      mobile: values.mobile,
      ...(email ? { email } : {}),
      roleCode: values.roleCode ?? '',
      ...(creating ? { password: values.password } : {}),
      baseRevision: conflict.baseRevision(),
    });
  };

  const initialValues: Partial<Values> = account
    ? {
        userName: account.userName,
        displayName: account.displayName,
        mobile: account.mobile,
        email: account.email,
        roleCode: account.roleCode,
      }
    : {};

  return (
    <Card>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={initialValues}
        onValuesChange={draft.onValuesChange}
        onFinish={submit}
        name="sub-account"
      >
        {creating ? (
          <Form.Item
            name="userName"
            label="用户名"
            required
            hasFeedback
            {...status}
            rules={[
              { required: true, whitespace: true, message: '请输入用户名' },
              {
                validator: (_, value: string) =>
                  !value || isUserName(value.trim()) ? Promise.resolve() : Promise.reject(new Error(USERNAME_MESSAGE)),
              },
              { validator: (_, value: string) => (value && isTaken(value) ? Promise.reject(new Error(TAKEN)) : Promise.resolve()) },
            ]}
          >
            <Input autoComplete="off" placeholder="字母开头，4-20位字母、数字或下划线" maxLength={USERNAME_MAX_LENGTH} />
          </Form.Item>
        ) : (
          <Form.Item name="userName" label="用户名" extra="用户名创建后不能修改">
            <Input disabled />
          </Form.Item>
        )}
        <Form.Item
          name="displayName"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            { max: DISPLAY_NAME_MAX_LENGTH, message: `姓名不能超过${DISPLAY_NAME_MAX_LENGTH}个字` },
          ]}
        >
          <Input autoComplete="off" maxLength={DISPLAY_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, phoneRule()]}>
          <Input autoComplete="off" inputMode="numeric" maxLength={PHONE_LENGTH} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[emailRule()]}>
          <Input autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label="角色"
          rules={[{ required: true, message: '请选择角色' }]}
          extra={
            noRoles ? (
              <span>
                还没有角色，
                <Authorized code={AUTH.ROLE_CREATE} fallback="请联系主账号先创建角色">
                  <Link to={ROUTES.roleCreate.path}>先去新建角色</Link>
                </Authorized>
              </span>
            ) : !access.can(AUTH.ROLE) ? (
              '您没有角色管理权限，只能保留当前角色'
            ) : (
              '子账号拥有所选角色的功能'
            )
          }
        >
          <Select placeholder="请选择角色" options={roleOptions} loading={roles.isFetching} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {creating && (
          <>
            <NewPasswordFields name="password" label="初始密码" />
          </>
        )}
        <Form.Item style={{ marginBottom: 0 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {creating ? '创建子账号' : '保存'}
            </Button>
            <ButtonLink to={ROUTES.subAccounts.path}>取消</ButtonLink>
          </Space>
        </Form.Item>
        {conflict.element}
      </Form>
    </Card>
  );
}

function EditSubAccount() {
  const { record } = useDetail(subAccountDetail);
  return (
    <Page>
      <Typography.Paragraph type="secondary">
        修改 {record.userName} 的姓名、联系方式和角色；密码请在子账号列表中重置。
      </Typography.Paragraph>
      <SubAccountForm account={record} />
    </Page>
  );
}

/**
 * /agent/user/subaccount/create and /agent/user/subaccount/edit/:id: one form; the address's id
 * says which.
 */
export default function SubAccountFormPage() {
  const id = useParams()[subAccountDetail.param];
  if (id !== undefined) return <EditSubAccount key={id} />;
  return (
    <Page>
      <Typography.Paragraph type="secondary">新建的子账号以“代理人账号 + 用户名 + 初始密码”登录，拥有所选角色的功能。</Typography.Paragraph>
      <SubAccountForm />
    </Page>
  );
}
