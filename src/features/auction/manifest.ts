import type { FeatureDeclaration } from '@/config/route-meta';

const AUTH = { AUCTION: 'AUCTION', AUCTION_ORDER: 'AUCTION_ORDER' } as const;

export const manifest = {
  auth: AUTH,
  keyRoots: ['auction', 'bidOrder'],
  routes: {
    // 团队竞价: the activities and one activity (bid, pay its deposit, raise, cancel); the agency's bid orders and one order.
    auction: { path: '/agent/auction', title: '竞价产品', authCode: AUTH.AUCTION, screen: 'activities-page' },
    bidOrders: { path: '/agent/auction/order', title: '竞价订单', authCode: AUTH.AUCTION_ORDER, screen: 'bid-orders-page' },
    bidOrderDetail: {
      path: '/agent/auction/order/:ancilOrderNo',
      title: '竞价订单详情',
      authCode: AUTH.AUCTION_ORDER,
      screen: 'bid-order-page',
    },
    auctionDetail: { path: '/agent/auction/:prodNo', title: '竞价产品详情', authCode: AUTH.AUCTION, screen: 'activity-page' },
  },
} as const satisfies FeatureDeclaration;
