import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  itineraryIssue: () => import('@/features/itinerary/issue-page'),
  itineraryHistory: () => import('@/features/itinerary/history-page'),
} satisfies ScreensOf<typeof manifest>;
