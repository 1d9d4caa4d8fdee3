import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  register: () => import('@/features/registration/register-page'),
  activation: () => import('@/features/registration/activation-page'),
} satisfies ScreensOf<typeof manifest>;
