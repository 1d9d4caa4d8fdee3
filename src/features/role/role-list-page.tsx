import { App, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { rowLinksColumn } from '@/components/list-columns';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { Authorized } from '@/components/authorized';
import { ButtonLink } from '@/components/button-link';
import { DeleteLink } from '@/components/delete-link';
import type { RoleRow } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { deleteRole, roleList } from './api';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = roleList.loader;

/** /agent/user/auth: the agency's roles — query by name, open, edit, delete (refused while members hold one). */
export default function RoleListPage() {
  const list = useList(roleList);
  const { message } = App.useApp();
  const remove = useWrite(deleteRole, {
    onSuccess: (_result, { roleCode }) => {
      const name = list.query.data?.items.find((row) => row.roleCode === roleCode)?.roleName ?? roleCode;
      void message.success(`已删除角色“${name}”`);
    },
  });

  const columns: ColumnsType<RoleRow> = [
    { title: '角色名称', dataIndex: 'roleName', width: 160 },
    { title: '角色描述', dataIndex: 'description', ellipsis: true, render: (text: string) => text || '-' },
    { title: '功能数', dataIndex: 'functionCount', width: 80, align: 'right' },
    { title: '成员数', dataIndex: 'memberCount', width: 80, align: 'right' },
    { title: '创建人', dataIndex: 'createdBy', width: 110 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (time: string) => formatDateTime(time) },
    rowLinksColumn({
      width: 170,
      gap: 'middle',
      links: (row) => (
        <>
          <Link to={href('roleDetail', { code: row.roleCode })} aria-label={`详情 ${row.roleName}`}>
            详情
          </Link>
          <Link to={href('roleEdit', { code: row.roleCode })} aria-label={`编辑 ${row.roleName}`}>
            编辑
          </Link>
          <DeleteLink
            subject={row.roleName}
            title={`删除角色“${row.roleName}”？`}
            description={row.memberCount > 0 ? `仍有 ${row.memberCount} 个子账号使用该角色` : undefined}
            busy={remove.isPending}
            onConfirm={() => remove.submit({ roleCode: row.roleCode })}
          />
        </>
      ),
    }),
  ];

  return (
    <ListScreen
      list={list}
      extra={
        <Authorized code={AUTH.ROLE_CREATE}>
          <ButtonLink type="primary" to={href('roleCreate')}>
            新建角色
          </ButtonLink>
        </Authorized>
      }
    >
      <Typography.Paragraph type="secondary">
        子账号按所分配角色的功能看到菜单与按钮；角色只能授予您自己拥有的功能，仍有子账号使用的角色不能删除。
      </Typography.Paragraph>
      <ListTable<RoleRow> list={list} rowKey="roleCode" columns={columns} scroll={{ x: 960 }} emptyText="暂无角色" />
    </ListScreen>
  );
}
