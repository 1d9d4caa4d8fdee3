import type { FeatureManifest } from '@/config/route-meta';

const AUTH = {
  SCATTERED: 'DUE_SCATTERED',
  SCATTERED_ORDER: 'ORDER_CENTER_SCATTERED_ORDER',
} as const;

export const manifest = {
  feature: 'scattered',
  auth: AUTH,
  keyRoots: {
    scattered: 'scattered',
    scatteredOrder: 'scatteredOrder',
  },
  routes: {
    // 散客票: the search and its shopping → passengers and the price verified again → the summary and create (features/scattered).
    scattered: { path: '/agent/due/scattered', title: '散客票', authCode: AUTH.SCATTERED, area: 'agent' },
    scatteredVerify: { path: '/agent/due/scattered/verify', title: '散客票旅客信息', authCode: AUTH.SCATTERED, area: 'agent' },
    scatteredConfirm: { path: '/agent/due/scattered/confirm', title: '散客票确认订单', authCode: AUTH.SCATTERED, area: 'agent' },
    // Scattered orders and refunds; the change flow before the detail (the breadcrumbs take the first route matching an address).
    scatteredOrders: { path: '/agent/orderCenter/scattered-order', title: '散客订单', authCode: AUTH.SCATTERED_ORDER, area: 'agent' },
    scatteredChange: {
      path: '/agent/orderCenter/scattered-order/change',
      title: '散客改期',
      authCode: AUTH.SCATTERED_ORDER,
      area: 'agent',
    },
    scatteredOrderDetail: {
      path: '/agent/orderCenter/scattered-order/:orderNo',
      title: '散客订单详情',
      authCode: AUTH.SCATTERED_ORDER,
      area: 'agent',
    },
  },
} as const satisfies FeatureManifest;
