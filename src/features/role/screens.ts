import type { ScreensOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const screens = {
  roles: () => import('@/features/role/role-list-page'),
  roleCreate: () => import('@/features/role/role-form-page'),
  roleDetail: () => import('@/features/role/role-detail-page'),
  roleEdit: () => import('@/features/role/role-form-page'),
} satisfies ScreensOf<typeof manifest>;
