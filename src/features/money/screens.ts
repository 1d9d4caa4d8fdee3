import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  preExisted: () => import('@/features/money/prepaid-page'),
  preExistedApplication: () => import('@/features/money/top-up-page'),
  transactions: () => import('@/features/money/transaction-page'),
  rewards: () => import('@/features/money/reward-page'),
  points: () => import('@/features/money/point-page'),
  retroactive: () => import('@/features/money/retroactive-page'),
} satisfies ScreensOf<typeof manifest>;
