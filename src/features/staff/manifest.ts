import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  ACCOUNT_INFO: 'USER_ACCOUNT_INFO',
  AGENT_INFO: 'USER_AGENT_INFO',
  CHANGE_PASSWORD: 'USER_CHANGE_PASSWORD',
  SIGN_OUT: 'USER_SIGNOUT',
} as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['staff', 'organisation', 'deregistration'],
  routes: {
    accountInfo: { path: '/agent/user/account-info', title: '账户信息', authCode: AUTH.ACCOUNT_INFO, screen: 'account-info-page' },
    agentInfo: { path: '/agent/user/agent-info', title: '代理人信息', authCode: AUTH.AGENT_INFO, screen: 'agent-info-page' },
    changePassword: {
      path: '/agent/user/changePassword',
      title: '修改密码',
      authCode: AUTH.CHANGE_PASSWORD,
      screen: 'change-password-page',
    },
    signOut: { path: '/agent/user/singout', title: '账户注销', authCode: AUTH.SIGN_OUT, screen: 'sign-out-page' },
  },
} as const satisfies FeatureDeclaration;
