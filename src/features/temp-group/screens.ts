import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  tempGroup: () => import('@/features/temp-group/temp-group-page'),
  tempGroupFlights: () => import('@/features/temp-group/temp-flights-page'),
  tempGroupPrice: () => import('@/features/temp-group/temp-price-page'),
  tempGroupCreate: () => import('@/features/temp-group/temp-create-page'),
} satisfies ScreensOf<typeof manifest>;
