import type { FeatureManifest } from '@/config/route-meta';

export const manifest = {
  feature: 'account',
  routes: {
    forgot: { path: '/Forgot', title: '找回密码', area: 'public' },
  },
} as const satisfies FeatureManifest;
