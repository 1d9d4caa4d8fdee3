import { Card, Descriptions, Space } from 'antd';
import { href } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { useDetail } from '@/lib/detail-kit';
import { roleDetail } from './api';
import { FunctionTreeView } from './function-tree';

export const loader = roleDetail.loader;

/** /agent/user/auth/detail/:code: a role, its members count and the functions it grants (read-only). */
export default function RoleDetailPage() {
  const { record: role } = useDetail(roleDetail);

  return (
    <Page
      extra={
        <Space>
          <ButtonLink type="primary" to={href('roleEdit', { code: role.roleCode })}>
            编辑
          </ButtonLink>
          <ButtonLink to={href('roles')}>返回</ButtonLink>
        </Space>
      }
    >
      <Card title="基本信息">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: '角色名称', children: role.roleName },
            { key: 'code', label: '角色编码', children: role.roleCode },
            { key: 'functions', label: '功能数', children: role.functionCount },
            { key: 'members', label: '成员数', children: `${role.memberCount} 个子账号` },
            { key: 'createdBy', label: '创建人', children: role.createdBy },
            { key: 'updatedAt', label: '更新时间', children: formatDateTime(role.updatedAt) },
            { key: 'description', label: '角色描述', children: role.description || '-', span: 'filled' },
          ]}
        />
      </Card>
      <Card title="功能权限" style={{ marginTop: 16 }}>
        <FunctionTreeView tree={role.functionTree} />
      </Card>
    </Page>
  );
}
