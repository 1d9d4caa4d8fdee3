import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  regularPassengers: () => import('@/features/passenger/regular-passenger-page'),
} satisfies ScreensOf<typeof manifest>;
