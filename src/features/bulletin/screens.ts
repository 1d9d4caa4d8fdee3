import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  news: () => import('@/features/bulletin/news-list-page'),
  newsDetail: () => import('@/features/bulletin/news-detail-page'),
  flightChangeNotices: () => import('@/features/bulletin/flight-change-notice-page'),
} satisfies ScreensOf<typeof manifest>;
