import { useMemo } from 'react';
import { Alert, App, Button, Card, Form, Input, Space } from 'antd';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '@/config/routes';
import { ROLE_DESCRIPTION_MAX_LENGTH, ROLE_NAME_MAX_LENGTH } from '@/domain/agency';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { conflictOf, ERRORS, type MenuNode, type RoleDetail } from '@/lib/gateway';
import { useRevisionConflict } from '@/components/revision-conflict';
import { useFormDraft } from '@/lib/drafts';
import { checkedFromCodes, functionCodesToSend, indexFunctionTree } from '@/lib/function-tree';
import { useWrite, type FieldErrors } from '@/lib/mutation-kit';
import type { ScreenLoaderArgs } from '@/lib/route-types';
import { enabledFunctionsQuery, roleDetail, saveRole } from './api';
import { FunctionTreeField } from './function-tree';

/** Create (/agent/user/auth/create) or edit (/agent/user/auth/edit/:code): the caller's tree, and the role when editing. */
export const loader = (args: ScreenLoaderArgs) =>
  Promise.all([args.queryClient.query(enabledFunctionsQuery()), args.params.code ? roleDetail.loader(args) : null]).then(() => null);

interface RoleValues {
  roleName: string;
  description?: string;
  functionCodes: string[];
}

const FIELD_ERRORS: FieldErrors<keyof RoleValues & string> = {
  [ERRORS.ROLE_NAME_TAKEN.code]: 'roleName',
  [ERRORS.ROLE_GRANTS_TOO_MUCH.code]: 'functionCodes',
};

/** The names of a role's functions the granter's tree lacks (from the role's own tree). */
function namesOf(tree: readonly MenuNode[], codes: readonly string[]): string {
  const wanted = new Set(codes);
  const names: string[] = [];
  const walk = (nodes: readonly MenuNode[]) =>
    nodes.forEach((node) => {
      if (wanted.has(node.authCode)) names.push(node.menuName);
      walk(node.subMenuDirects);
    });
  walk(tree);
  return names.length > 0 ? names.join('、') : codes.join('、');
}

function RoleForm({ tree, role }: { tree: MenuNode[]; role?: RoleDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RoleValues>();
  const draftId = 'role-form';
  const draft = useFormDraft(form, draftId);
  const index = useMemo(() => indexFunctionTree(tree, 'agent'), [tree]);
  // A role may hold functions the editor cannot grant (a main account's role edited by a staff
  // member): they are shown apart and left out of the save, which the gateway would refuse.
  const preset = useMemo(() => checkedFromCodes(index, role?.functionCodes ?? []), [index, role]);
  const conflict = useRevisionConflict({
    draftId,
    form,
    what: '角色',
    fields: [
      { name: 'roleName', label: '角色名称' },
      { name: 'description', label: '角色描述' },
      // The functions as the tree names them (the role's own tree and the editor's).
      {
        name: 'functionCodes',
        label: '可用功能',
        format: (codes) => namesOf([...(role?.functionTree ?? []), ...tree], (codes as string[] | undefined) ?? []),
      },
    ],
    theirs: (refusal) => {
      const current = conflictOf(refusal, 'role')?.current;
      return (
        current && {
          roleName: current.roleName,
          description: current.description ?? '',
          functionCodes: functionCodesToSend(index, checkedFromCodes(index, current.functionCodes).checked),
        }
      );
    },
    record: role && {
      revision: role,
      values: { roleName: role.roleName, description: role.description ?? '', functionCodes: functionCodesToSend(index, preset.checked) },
    },
  });
  const save = useWrite(saveRole, {
    form,
    draft,
    fieldErrors: FIELD_ERRORS,
    onBizError: conflict.onBizError,
    onSuccess: (saved) => {
      void message.success(role ? '角色已保存' : `已新建角色“${saved.roleName}”`);
      navigate(href('roleDetail', { code: saved.roleCode }));
    },
  });

  const submit = (values: RoleValues) =>
    save.submit({
      ...(role ? { roleCode: role.roleCode } : {}),
      roleName: values.roleName.trim(),
      description: values.description?.trim() ?? '',
      functionCodes: functionCodesToSend(index, values.functionCodes),
      baseRevision: conflict.baseRevision(),
    });

  return (
    <Form<RoleValues>
      form={form}
      layout="vertical"
      initialValues={{
        roleName: role?.roleName ?? '',
        description: role?.description ?? '',
        functionCodes: functionCodesToSend(index, preset.checked),
      }}
      onValuesChange={draft.onValuesChange}
      onFinish={submit}
    >
      <Card title="基本信息">
        <Form.Item
          name="roleName"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: ROLE_NAME_MAX_LENGTH, message: `角色名称不能超过${ROLE_NAME_MAX_LENGTH}个字` },
          ]}
        >
          <Input maxLength={ROLE_NAME_MAX_LENGTH} showCount placeholder="如 订票员" style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item
          name="description"
          label="角色描述"
          rules={[{ max: ROLE_DESCRIPTION_MAX_LENGTH, message: `角色描述不能超过${ROLE_DESCRIPTION_MAX_LENGTH}个字` }]}
        >
          <Input.TextArea
            maxLength={ROLE_DESCRIPTION_MAX_LENGTH}
            showCount
            rows={2}
            placeholder="该角色负责的工作"
            style={{ maxWidth: 640 }}
          />
        </Form.Item>
      </Card>
      <Card title="功能权限" style={{ marginTop: 16 }}>
        {preset.outside.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`该角色含有您无权授予的功能：${namesOf(role?.functionTree ?? [], preset.outside)}。保存后这些功能将从角色中移除。`}
          />
        )}
        <Form.Item
          name="functionCodes"
          label="可用功能"
          extra="使用该角色登录的子账号只能看到所勾选的菜单和按钮；修改角色后，子账号在下次登录时生效。"
          rules={[
            {
              validator: (_rule, codes: string[] | undefined) =>
                functionCodesToSend(index, codes ?? []).length > 0 ? Promise.resolve() : Promise.reject(new Error('请至少选择一项功能')),
            },
          ]}
        >
          <FunctionTreeField tree={tree} />
        </Form.Item>
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <ButtonLink to={role ? href('roleDetail', { code: role.roleCode }) : href('roles')}>取消</ButtonLink>
      </Space>
      {conflict.element}
    </Form>
  );
}

function EditRole({ code, tree }: { code: string; tree: MenuNode[] }) {
  const { data: role } = useSuspenseQuery(roleDetail.query(code));
  return <RoleForm key={role.roleCode} tree={tree} role={role} />;
}

export default function RoleFormPage() {
  const code = useParams().code;
  const { data: tree } = useSuspenseQuery(enabledFunctionsQuery());
  return <Page>{code ? <EditRole code={code} tree={tree} /> : <RoleForm tree={tree} />}</Page>;
}
