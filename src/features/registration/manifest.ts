import type { FeatureManifest } from '@/config/route-meta';

export const manifest = {
  feature: 'registration',
  keyRoots: {
    registration: 'registration',
  },
  routes: {
    register: { path: '/Register', title: '机构注册', area: 'public' },
    // The agency and its people (features/staff, features/sub-account, features/role).
    activation: { path: '/agent/user/activation', title: '账户激活', area: 'agent' },
  },
} as const satisfies FeatureManifest;
