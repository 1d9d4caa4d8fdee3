import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { TEAM_REFUND: 'ORDER_CENTER_REFUND', SCATTERED_REFUND: 'ORDER_CENTER_SCATTERED_REFUND' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['teamRefund', 'scatteredRefund'],
  routes: {
    scatteredRefunds: {
      path: '/agent/orderCenter/scattered-refund',
      title: '散客退票',
      authCode: AUTH.SCATTERED_REFUND,
      screen: 'scattered-refund-list-page',
    },
    scatteredRefundDetail: {
      path: '/agent/orderCenter/scattered-refund/:rfdReqSeq',
      title: '散客退票详情',
      authCode: AUTH.SCATTERED_REFUND,
      screen: 'scattered-refund-detail-page',
    },
    teamRefunds: { path: '/agent/orderCenter/refund', title: '团队退票', authCode: AUTH.TEAM_REFUND, screen: 'team-refund-list-page' },
    teamRefundDetail: {
      path: '/agent/orderCenter/refund/:reviewId',
      title: '退票申请详情',
      authCode: AUTH.TEAM_REFUND,
      screen: 'team-refund-detail-page',
    },
  },
} as const satisfies FeatureDeclaration;
