import type { ReadsOf } from '@/lib/route-types';
import type { manifest } from './manifest';

export const reads = {
  // The header's bell has loaded the due list's module already: the page's read starts beside its chunk.
  todo: () => import('@/features/todo/api').then(({ dueList }) => dueList.loader),
} satisfies ReadsOf<typeof manifest>;
