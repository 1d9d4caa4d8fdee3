import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  reports: () => import('@/features/report/report-page'),
} satisfies ScreensOf<typeof manifest>;
