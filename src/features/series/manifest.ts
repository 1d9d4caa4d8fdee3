import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  SERIES_REGULAR: 'DUE_SERIES_REGULAR',
  SERIES_UNREGULAR: 'DUE_SERIES_UNREGULAR',
  /** 系列团订单: the agency's series and their departures (each departure's order is a team order). */
  SERIES_ORDER: 'ORDER_CENTER_SERIES',
} as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['series'],
  routes: {
    // 定期 / 不定期系列团: the search and its departures on the type's route, the verify and the group's details on /confirm (features/series).
    seriesRegular: {
      path: '/agent/due/series/regular-group',
      title: '定期系列团',
      authCode: AUTH.SERIES_REGULAR,
      screen: 'regular-group-page',
    },
    seriesRegularConfirm: {
      path: '/agent/due/series/regular-group/confirm',
      title: '定期系列团预订',
      authCode: AUTH.SERIES_REGULAR,
      screen: 'regular-confirm-page',
    },
    seriesUnregular: {
      path: '/agent/due/series/unregular-group',
      title: '不定期系列团',
      authCode: AUTH.SERIES_UNREGULAR,
      screen: 'unregular-group-page',
    },
    seriesUnregularConfirm: {
      path: '/agent/due/series/unregular-group/confirm',
      title: '不定期系列团预订',
      authCode: AUTH.SERIES_UNREGULAR,
      screen: 'unregular-confirm-page',
    },
    seriesOrders: { path: '/agent/orderCenter/series', title: '系列团订单', authCode: AUTH.SERIES_ORDER, screen: 'series-list-page' },
    seriesDetail: {
      path: '/agent/orderCenter/series/:seriesNo',
      title: '系列团详情',
      authCode: AUTH.SERIES_ORDER,
      screen: 'series-detail-page',
    },
  },
} as const satisfies FeatureDeclaration;
