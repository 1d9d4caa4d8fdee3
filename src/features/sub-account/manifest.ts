import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { SUB_ACCOUNT: 'USER_SUBACCOUNT', SUB_ACCOUNT_CREATE: 'USER_SUBACCOUNT_CREATE' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['subAccount'],
  routes: {
    subAccounts: { path: '/agent/user/subaccount', title: '子账号管理', authCode: AUTH.SUB_ACCOUNT, screen: 'sub-account-list-page' },
    subAccountCreate: {
      path: '/agent/user/subaccount/create',
      title: '新建子账号',
      authCode: AUTH.SUB_ACCOUNT_CREATE,
      screen: 'sub-account-form-page',
    },
    subAccountEdit: {
      path: '/agent/user/subaccount/edit/:id',
      title: '编辑子账号',
      authCode: AUTH.SUB_ACCOUNT,
      screen: 'sub-account-form-page',
    },
  },
} as const satisfies FeatureDeclaration;
