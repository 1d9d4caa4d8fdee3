import type { ScreenImport, ScreenLoader } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  scattered: () => import('@/features/scattered/search-page'),
  scatteredVerify: () => import('@/features/scattered/verify-page'),
  scatteredConfirm: () => import('@/features/scattered/confirm-page'),
  scatteredOrders: () => import('@/features/scattered/order-list-page'),
  scatteredChange: () => import('@/features/scattered/change-page'),
  scatteredOrderDetail: () => import('@/features/scattered/order-detail-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;

export const reads = {
  scatteredOrderDetail: () => import('@/features/scattered/api').then(({ scatteredOrderDetail }) => scatteredOrderDetail.loader),
} satisfies Partial<Record<keyof typeof manifest.routes, () => Promise<ScreenLoader>>>;
