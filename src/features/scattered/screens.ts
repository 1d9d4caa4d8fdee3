import type { ReadsOf, ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  scattered: () => import('@/features/scattered/search-page'),
  scatteredVerify: () => import('@/features/scattered/verify-page'),
  scatteredConfirm: () => import('@/features/scattered/confirm-page'),
  scatteredOrders: () => import('@/features/scattered/order-list-page'),
  scatteredChange: () => import('@/features/scattered/change-page'),
  scatteredOrderDetail: () => import('@/features/scattered/order-detail-page'),
} satisfies ScreensOf<typeof manifest>;

export const reads = {
  scatteredOrderDetail: () => import('@/features/scattered/api').then(({ scatteredOrderDetail }) => scatteredOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
