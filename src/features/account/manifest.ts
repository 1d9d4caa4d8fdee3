import type { FeatureManifest } from '@/config/route-meta';

export const manifest = {
  feature: 'account',
  routes: {
    forgot: { path: '/Forgot', title: '找回密码', area: 'public', screen: 'forgot-page' },
  },
} as const satisfies FeatureManifest;
