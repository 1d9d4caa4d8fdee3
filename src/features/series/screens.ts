import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  seriesRegular: () => import('@/features/series/regular-group-page'),
  seriesRegularConfirm: () => import('@/features/series/regular-confirm-page'),
  seriesUnregular: () => import('@/features/series/unregular-group-page'),
  seriesUnregularConfirm: () => import('@/features/series/unregular-confirm-page'),
  seriesOrders: () => import('@/features/series/series-list-page'),
  seriesDetail: () => import('@/features/series/series-detail-page'),
} satisfies ScreensOf<typeof manifest>;
