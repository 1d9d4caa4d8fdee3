import type { FeatureDeclaration } from '@/config/route-meta';

export const manifest = {
  keyRoots: ['registration'],
  routes: {
    register: { path: '/Register', title: '机构注册', area: 'public', screen: 'register-page' },
    // The agency and its people (features/staff, features/sub-account, features/role).
    activation: { path: '/agent/user/activation', title: '账户激活', screen: 'activation-page' },
  },
} as const satisfies FeatureDeclaration;
