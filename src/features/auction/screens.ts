import type { ScreenImport, ScreenLoader } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  auction: () => import('@/features/auction/activities-page'),
  bidOrders: () => import('@/features/auction/bid-orders-page'),
  bidOrderDetail: () => import('@/features/auction/bid-order-page'),
  auctionDetail: () => import('@/features/auction/activity-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;

export const reads = {
  bidOrderDetail: () => import('@/features/auction/api').then(({ bidOrderDetail }) => bidOrderDetail.loader),
} satisfies Partial<Record<keyof typeof manifest.routes, () => Promise<ScreenLoader>>>;
