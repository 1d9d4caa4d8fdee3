import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { REGULAR_PASSENGER: 'USER_REGULAR_PASSENGER' } as const;

export const manifest = {
  auth: AUTH,
  routes: {
    regularPassengers: {
      path: '/agent/user/regular-passenger',
      title: '常用旅客',
      authCode: AUTH.REGULAR_PASSENGER,
      screen: 'regular-passenger-page',
    },
  },
} as const satisfies FeatureDeclaration;
