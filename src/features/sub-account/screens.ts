import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  subAccounts: () => import('@/features/sub-account/sub-account-list-page'),
  subAccountCreate: () => import('@/features/sub-account/sub-account-form-page'),
  subAccountEdit: () => import('@/features/sub-account/sub-account-form-page'),
} satisfies ScreensOf<typeof manifest>;
