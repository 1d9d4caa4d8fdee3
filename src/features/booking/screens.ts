import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  normalBook: () => import('@/features/booking/reserver-page'),
  normalBookPrice: () => import('@/features/booking/price-page'),
  normalBookCreate: () => import('@/features/booking/create-page'),
} satisfies ScreensOf<typeof manifest>;
