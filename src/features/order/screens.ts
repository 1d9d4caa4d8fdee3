import type { ReadsOf, ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  teamOrders: () => import('@/features/order/team-order-list-page'),
  teamOrderDetail: () => import('@/features/order/team-order-detail-page'),
  normalOrders: () => import('@/features/order/personal-order-list-page'),
  normalOrderDetail: () => import('@/features/order/personal-order-detail-page'),
} satisfies ScreensOf<typeof manifest>;

export const reads = {
  teamOrderDetail: () => import('@/features/order/api').then(({ teamOrderDetail }) => teamOrderDetail.loader),
  normalOrderDetail: () => import('@/features/order/api').then(({ personalOrderDetail }) => personalOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
