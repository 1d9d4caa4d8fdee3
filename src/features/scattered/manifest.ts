import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { SCATTERED: 'DUE_SCATTERED', SCATTERED_ORDER: 'ORDER_CENTER_SCATTERED_ORDER' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['scattered', 'scatteredOrder'],
  routes: {
    // 散客票: the search and its shopping → passengers and the price verified again → the summary and create (features/scattered).
    scattered: { path: '/agent/due/scattered', title: '散客票', authCode: AUTH.SCATTERED, screen: 'search-page' },
    scatteredVerify: { path: '/agent/due/scattered/verify', title: '散客票旅客信息', authCode: AUTH.SCATTERED, screen: 'verify-page' },
    scatteredConfirm: { path: '/agent/due/scattered/confirm', title: '散客票确认订单', authCode: AUTH.SCATTERED, screen: 'confirm-page' },
    // Scattered orders and refunds, and the change flow.
    scatteredOrders: {
      path: '/agent/orderCenter/scattered-order',
      title: '散客订单',
      authCode: AUTH.SCATTERED_ORDER,
      screen: 'order-list-page',
    },
    scatteredChange: {
      path: '/agent/orderCenter/scattered-order/change',
      title: '散客改期',
      authCode: AUTH.SCATTERED_ORDER,
      screen: 'change-page',
    },
    scatteredOrderDetail: {
      path: '/agent/orderCenter/scattered-order/:orderNo',
      title: '散客订单详情',
      authCode: AUTH.SCATTERED_ORDER,
      screen: 'order-detail-page',
    },
  },
} as const satisfies FeatureDeclaration;
