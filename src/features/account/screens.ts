import type { ScreenImport } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  forgot: () => import('@/features/account/forgot-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;
