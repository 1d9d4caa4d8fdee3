import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  promotional: () => import('@/features/promotional/offers-page'),
  promoCheckDate: () => import('@/features/promotional/check-date-page'),
  promoCheckAir: () => import('@/features/promotional/check-air-page'),
  promoConfirm: () => import('@/features/promotional/confirm-page'),
} satisfies ScreensOf<typeof manifest>;
