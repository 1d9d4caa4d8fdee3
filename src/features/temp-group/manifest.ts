import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { TEMP_GROUP: 'DUE_TEMP' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['tempGroup'],
  routes: {
    tempGroup: { path: '/agent/due/temp', title: '临时团', authCode: AUTH.TEMP_GROUP, screen: 'temp-group-page' },
    tempGroupFlights: {
      path: '/agent/due/temp/freightTariff',
      title: '临时团航班查询',
      authCode: AUTH.TEMP_GROUP,
      screen: 'temp-flights-page',
    },
    tempGroupPrice: { path: '/agent/due/temp/price', title: '临时团运价', authCode: AUTH.TEMP_GROUP, screen: 'temp-price-page' },
    tempGroupCreate: { path: '/agent/due/temp/create', title: '临时团预订', authCode: AUTH.TEMP_GROUP, screen: 'temp-create-page' },
  },
} as const satisfies FeatureDeclaration;
