import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { PROMOTIONAL: 'DUE_PROMOTIONAL' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['promotional'],
  routes: {
    // 特惠团: the offers (index) → a travel date → a flight → the group and its price (the flow of features/promotional).
    promotional: { path: '/agent/due/promotional', title: '特惠团', authCode: AUTH.PROMOTIONAL, screen: 'offers-page' },
    promoCheckDate: {
      path: '/agent/due/promotional/checkDate',
      title: '特惠团出行日期',
      authCode: AUTH.PROMOTIONAL,
      screen: 'check-date-page',
    },
    promoCheckAir: { path: '/agent/due/promotional/checkAir', title: '特惠团航班', authCode: AUTH.PROMOTIONAL, screen: 'check-air-page' },
    promoConfirm: { path: '/agent/due/promotional/confirm', title: '特惠团预订', authCode: AUTH.PROMOTIONAL, screen: 'confirm-page' },
  },
} as const satisfies FeatureDeclaration;
