import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  charter: () => import('@/features/charter/charter-page'),
} satisfies ScreensOf<typeof manifest>;
