import type { ReadsOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const reads = {
  scatteredOrderDetail: () => import('@/features/scattered/api').then(({ scatteredOrderDetail }) => scatteredOrderDetail.loader),
} satisfies ReadsOf<typeof manifest>;
