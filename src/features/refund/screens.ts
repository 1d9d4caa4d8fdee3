import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  scatteredRefunds: () => import('@/features/refund/scattered-refund-list-page'),
  scatteredRefundDetail: () => import('@/features/refund/scattered-refund-detail-page'),
  teamRefunds: () => import('@/features/refund/team-refund-list-page'),
  teamRefundDetail: () => import('@/features/refund/team-refund-detail-page'),
} satisfies ScreensOf<typeof manifest>;
