import { useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { rowLinksColumn } from '@/components/list-columns';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href, ROUTES } from '@/config/routes';
import { SUB_ACCOUNT_LIMIT, SubAccountState } from '@/domain/agency';
import { EMPTY_TEXT, formatDateTime, maskMobile } from '@/domain/format';
import type { SubAccount } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { Authorized } from '@/components/authorized';
import { ButtonLink } from '@/components/button-link';
import { EntityActions } from '@/components/actions/entity-actions';
import { SUB_ACCOUNT_ACTIONS } from '@/components/actions/registry';
import { allSubAccounts, lockSubAccount, subAccountList, type SubAccountListParams } from './api';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

export const loader = subAccountList.loader;

const filtered = ({ userName, displayName, state }: SubAccountListParams) =>
  userName !== undefined || displayName !== undefined || state !== undefined;

/** How many sub-accounts the agency has (of the limit), and 新建子账号 while there is room. */
function CreateButton({ count }: { count: number | undefined }) {
  const full = count !== undefined && count >= SUB_ACCOUNT_LIMIT;
  return (
    <Space>
      {count !== undefined && (
        <Typography.Text type={full ? 'warning' : 'secondary'}>
          已有 {count} / {SUB_ACCOUNT_LIMIT} 个{full ? '，已达上限，不能再新建子账号' : ''}
        </Typography.Text>
      )}
      {full ? (
        <Button type="primary" disabled>
          新建子账号
        </Button>
      ) : (
        <ButtonLink type="primary" to={ROUTES.subAccountCreate.path}>
          新建子账号
        </ButtonLink>
      )}
    </Space>
  );
}

/** /agent/user/subaccount: the agency's sub-accounts — query, edit, lock or unlock, reset a password. */
export default function SubAccountListPage() {
  const list = useList(subAccountList);
  const { message } = App.useApp();
  const [resetting, setResetting] = useState<SubAccount | null>(null);
  // The limit counts every sub-account: with filters in force, the unfiltered first page tells.
  const needsCount = filtered(list.params);
  const all = useQuery({ ...allSubAccounts(), enabled: needsCount });
  const count = needsCount ? all.data?.total : list.query.data?.total;

  const lock = useWrite(lockSubAccount, {
    onSuccess: (account) => void message.success(`子账号 ${account.userName} 已${account.state === 'LOCKED' ? '停用' : '启用'}`),
  });

  const columns: ColumnsType<SubAccount> = [
    { title: '用户名', dataIndex: 'userName', width: 130 },
    { title: '姓名', dataIndex: 'displayName', width: 110 },
    { title: '手机号', dataIndex: 'mobile', width: 130, render: (mobile: string) => maskMobile(mobile) },
    { title: '邮箱', dataIndex: 'email', ellipsis: true, render: (email?: string) => email || EMPTY_TEXT },
    { title: '角色', dataIndex: 'roleName', width: 110, render: (roleName: string) => roleName || EMPTY_TEXT },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (state: string) => <Tag color={SubAccountState.color(state)}>{SubAccountState.label(state)}</Tag>,
    },
    { title: '最近登录', dataIndex: 'lastLoginTime', width: 150, render: (time?: string) => formatDateTime(time) },
    rowLinksColumn({
      width: 200,
      links: (row) => (
        <>
          <Link to={href('subAccountEdit', { id: row.accountId })} aria-label={`编辑 ${row.userName}`}>
            编辑
          </Link>
          <EntityActions
            kit={SUB_ACCOUNT_ACTIONS}
            entity={row}
            variant="row"
            subject={row.userName}
            handlers={{
              LOCK: () => lock.submit({ accountId: row.accountId, locked: true }),
              UNLOCK: () => lock.submit({ accountId: row.accountId, locked: false }),
            }}
            busy={{ LOCK: lock.isPending, UNLOCK: lock.isPending }}
          />
          <Button type="link" size="small" onClick={() => setResetting(row)} aria-label={`重置密码 ${row.userName}`}>
            重置密码
          </Button>
        </>
      ),
    }),
  ];

  return (
    <ListScreen
      list={list}
      beside={resetting && <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />}
      extra={
        <Authorized code={AUTH.SUB_ACCOUNT_CREATE}>
          <CreateButton count={count} />
        </Authorized>
      }
    >
      <Typography.Paragraph type="secondary">
        子账号以所属角色的功能登录（代理人账号 + 子账号用户名）；停用的子账号不能登录。重置密码的验证码发送至主账号手机。
      </Typography.Paragraph>
      <ListTable<SubAccount> list={list} rowKey="accountId" columns={columns} scroll={{ x: 1100 }} emptyText="暂无子账号" />
    </ListScreen>
  );
}
