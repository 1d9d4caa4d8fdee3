import type { ScreenImport } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  reports: () => import('@/features/report/report-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;
