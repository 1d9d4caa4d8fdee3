import type { ReadsOf, ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  auction: () => import('@/features/auction/activities-page'),
  bidOrders: () => import('@/features/auction/bid-orders-page'),
  bidOrderDetail: () => import('@/features/auction/bid-order-page'),
  auctionDetail: () => import('@/features/auction/activity-page'),
} satisfies ScreensOf<typeof manifest>;

export const reads = {
  bidOrderDetail: () => import('@/features/auction/api').then(({ bidOrderDetail }) => bidOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
