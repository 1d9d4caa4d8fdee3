import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { ROLE: 'USER_AUTH', ROLE_CREATE: 'USER_AUTH_CREATE' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['role'],
  routes: {
    roles: { path: '/agent/user/auth', title: '角色管理', authCode: AUTH.ROLE, screen: 'role-list-page' },
    roleCreate: { path: '/agent/user/auth/create', title: '新建角色', authCode: AUTH.ROLE_CREATE, screen: 'role-form-page' },
    roleDetail: { path: '/agent/user/auth/detail/:code', title: '角色详情', authCode: AUTH.ROLE, screen: 'role-detail-page' },
    roleEdit: { path: '/agent/user/auth/edit/:code', title: '编辑角色', authCode: AUTH.ROLE, screen: 'role-form-page' },
  },
} as const satisfies FeatureDeclaration;
