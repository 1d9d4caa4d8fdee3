import type { FeatureDeclaration } from '@/config/route-meta';

export const manifest = {
  routes: {
    forgot: { path: '/Forgot', title: '找回密码', area: 'public', screen: 'forgot-page' },
  },
} as const satisfies FeatureDeclaration;
