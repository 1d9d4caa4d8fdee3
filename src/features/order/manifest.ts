import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = {
  TEAM_ORDER: 'ORDER_CENTER_ORDER',
  // buttons of the team order centre (children of TEAM_ORDER in the tree)
  TEAM_ORDER_EXPORT: 'ORDER_CENTER_ORDER_EXPORT',
  TEAM_ORDER_CANCEL: 'ORDER_CENTER_ORDER_CANCEL',
  TEAM_ORDER_RELEASE_SEATS: 'ORDER_CENTER_ORDER_RELEASE_SEATS',
  TEAM_ORDER_PASSENGERS: 'ORDER_CENTER_ORDER_PASSENGERS',
  TEAM_ORDER_EDIT: 'ORDER_CENTER_ORDER_EDIT',
  TEAM_ORDER_TICKET: 'ORDER_CENTER_ORDER_TICKET',
  NORMAL_ORDER: 'NORMAL_ORDER',
} as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['order', 'personalOrder'],
  routes: {
    teamOrders: { path: '/agent/orderCenter/order', title: '团队订单', authCode: AUTH.TEAM_ORDER, screen: 'team-order-list-page' },
    teamOrderDetail: {
      path: '/agent/orderCenter/order/:orderNo',
      title: '团队订单详情',
      authCode: AUTH.TEAM_ORDER,
      screen: 'team-order-detail-page',
    },
    normalOrders: { path: '/normal/order/list', title: '我的订单', authCode: AUTH.NORMAL_ORDER, screen: 'personal-order-list-page' },
    normalOrderDetail: {
      path: '/normal/order/list/:orderNo',
      title: '订单详情',
      authCode: AUTH.NORMAL_ORDER,
      screen: 'personal-order-detail-page',
    },
  },
} as const satisfies FeatureDeclaration;
