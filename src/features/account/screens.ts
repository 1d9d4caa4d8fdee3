import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  forgot: () => import('@/features/account/forgot-page'),
} satisfies ScreensOf<typeof manifest>;
