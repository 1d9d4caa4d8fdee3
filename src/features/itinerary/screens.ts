import type { ScreenImport } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  itineraryIssue: () => import('@/features/itinerary/issue-page'),
  itineraryHistory: () => import('@/features/itinerary/history-page'),
} satisfies Record<keyof typeof manifest.routes, ScreenImport>;
