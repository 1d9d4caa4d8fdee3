import type { ReadsOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const reads = {
  teamOrderDetail: () => import('@/features/order/api').then(({ teamOrderDetail }) => teamOrderDetail.loader),
  normalOrderDetail: () => import('@/features/order/api').then(({ personalOrderDetail }) => personalOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
