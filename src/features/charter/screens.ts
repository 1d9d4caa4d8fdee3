import type { ScreenImport } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  charter: () => import('@/features/charter/charter-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;
