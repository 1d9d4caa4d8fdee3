import { Card, Descriptions, Tag } from 'antd';
import { AccountType, OrganType } from '@/domain/account';
import { formatDateTime, maskMobile } from '@/domain/format';
import { useSessionUser } from '@/lib/current-user';

/** The signed-in account at a glance, from the session the gateway answered at login. */
export function AccountSummaryCard() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Card title={`您好，${user.displayName}`}>
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        items={[
          { key: 'userName', label: '登录账号', children: user.userName },
          {
            key: 'type',
            label: '账号类型',
            // An enterprise customer is no agent, though it signs in to the agent area: 企业客户 alone.
            children:
              user.organType === 'ENTERPRISE' ? (
                <Tag color="red">{OrganType.label(user.organType)}</Tag>
              ) : (
                <>
                  <Tag color="red">{AccountType.label(user.accountType)}</Tag>
                  {user.accountType === 'AGENT' && <Tag>{OrganType.label(user.organType)}</Tag>}
                </>
              ),
          },
          ...(user.organName ? [{ key: 'organ', label: '所属单位', children: user.organName }] : []),
          ...(user.parentAccount ? [{ key: 'parent', label: '主账号', children: user.parentAccount }] : []),
          ...(user.roleName ? [{ key: 'role', label: '角色', children: user.roleName }] : []),
          ...(user.flyCardNo ? [{ key: 'fly', label: '常旅客卡号', children: user.flyCardNo }] : []),
          { key: 'mobile', label: '手机号', children: maskMobile(user.mobile) },
          { key: 'last', label: '上次登录', children: formatDateTime(user.lastLoginTime) },
        ]}
      />
    </Card>
  );
}
