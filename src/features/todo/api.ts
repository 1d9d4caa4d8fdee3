import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { enumOf, type EnumValue } from '@/domain/enum';
import { DUE_FIGURES, DueKind } from '@/domain/due';
import { todoApi, type DueItem } from '@/lib/gateway';
import { call } from '@/lib/gateway';
import { useReadAgainAt } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { enumFilter, textFilter, upperCase } from '@/lib/list-params';

/** How far ahead the list looks (the address's `within`). */
export const DueHorizon = enumOf('DueHorizon');
export type DueHorizon = EnumValue<typeof DueHorizon>;
export const HORIZON_HOURS: Record<DueHorizon, number> = { H2: 2, D1: 24, D7: 24 * 7, D30: 24 * 30 };

/** 待办事项: what falls due, as the gateway lists it for the caller (its role's part for staff). */
export const dueList = defineList({
  entity: 'due',
  endpoint: todoApi.dueList,
  listKey: 'dueList',
  filters: {
    kind: enumFilter(DueKind, { label: '类型', width: 160 }),
    within: enumFilter(DueHorizon, { label: '期限', width: 140 }),
    orderNo: textFilter({ label: '订单号', normalize: upperCase, maxLength: 12 }),
  },
  request: ({ within, ...params }) => ({ ...params, ...(within ? { withinHours: HORIZON_HOURS[within] } : {}) }),
  extra: (response) => ({
    soonCount: response.soonCount,
    urgentCount: response.urgentCount,
    waitingCount: response.waitingCount,
    nextChangeAt: response.nextChangeAt,
  }),
  perSize: 20,
});

/** What the bell and its panel read: everything within the week, one page (the notifications read it too). */
export const bellQuery = () => dueList.query({ currentPage: 1, perSize: 100, within: 'D7' });

/**
 * Keeps the due list current without asking more than once a minute while nothing changes: every minute
 * (the default staleTime is that minute), when a write succeeds anywhere in the portal (a payment, a name
 * list, a confirmation), and when the clock passes the instant the gateway said its answer next changes (a
 * deadline passing, a review answered) — the panel's clock moves reach it at once.
 */
export function useDueFreshness(nextChangeAt: string | undefined): void {
  const queryClient = useQueryClient();
  // By a timer to the instant (and at once when the clock is moved past it), not a render every second.
  useReadAgainAt(dueList.keys.all, nextChangeAt, { exact: false });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void queryClient.invalidateQueries({ queryKey: dueList.keys.all });
      }),
    [queryClient],
  );
}

/** The bell's read: the week ahead, asked again every minute. */
export function useBellItems() {
  const query = useQuery({ ...bellQuery(), refetchInterval: DUE_FIGURES.refetchMs });
  useDueFreshness(query.data?.nextChangeAt);
  return query;
}

/** Every item matching a filter, for a calendar (all pages). */
export async function allDueItems(request: { kind?: DueKind; withinHours?: number; orderNo?: string }): Promise<DueItem[]> {
  const items: DueItem[] = [];
  for (let currentPage = 1; ; currentPage += 1) {
    const answer = await call(todoApi.dueList, { ...request, currentPage, perSize: 100 });
    items.push(...answer.dueList);
    if (items.length >= answer.page.count || answer.dueList.length === 0) return items;
  }
}
