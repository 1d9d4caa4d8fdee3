import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  accountInfo: () => import('@/features/staff/account-info-page'),
  agentInfo: () => import('@/features/staff/agent-info-page'),
  changePassword: () => import('@/features/staff/change-password-page'),
  signOut: () => import('@/features/staff/sign-out-page'),
} satisfies ScreensOf<typeof manifest>;
