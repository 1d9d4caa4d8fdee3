import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { CHARTER: 'DUE_CHARTER' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['charter'],
  routes: {
    // 包机: the aircraft, route, dates and passengers expected → the lump-sum quote → the order, on one route (features/charter).
    charter: { path: '/agent/due/charter', title: '包机', authCode: AUTH.CHARTER, screen: 'charter-page' },
  },
} as const satisfies FeatureDeclaration;
