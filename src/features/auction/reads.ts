import type { ReadsOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const reads = {
  bidOrderDetail: () => import('@/features/auction/api').then(({ bidOrderDetail }) => bidOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
