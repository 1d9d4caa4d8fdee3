import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageRequest } from './gateway/envelope';
import { DEFAULT_PAGE_SIZE } from './query';

/**
 * A list screen's page and filters live in the address, so reload, back/forward, a shared link and
 * the return after a session expiry all show the same list. The loader and the screen read them
 * with the same function.
 */
export type ListParams<F extends string> = PageRequest & Partial<Record<F, string>>;

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function readListParams<F extends string>(
  search: URLSearchParams,
  filters: readonly F[],
  perSize = DEFAULT_PAGE_SIZE,
): ListParams<F> {
  const params = {
    currentPage: positive(search.get('currentPage'), 1),
    perSize: positive(search.get('perSize'), perSize),
  } as ListParams<F>;
  for (const name of filters) {
    const value = search.get(name);
    if (value) (params as Record<string, string | number>)[name] = value;
  }
  return params;
}

export function useListParams<F extends string>(filters: readonly F[], perSize = DEFAULT_PAGE_SIZE) {
  const [search, setSearch] = useSearchParams();
  // `filters` is a module constant at every call site; its identity never changes.
  const params = useMemo(() => readListParams(search, filters, perSize), [search, filters, perSize]);

  /** New filters start from page 1; a page change keeps the filters. */
  const update = useCallback(
    (next: Partial<Record<F, string | undefined | null>> & Partial<PageRequest>) => {
      setSearch((previous) => {
        const merged = new URLSearchParams(previous);
        const changesFilters = Object.keys(next).some((key) => key !== 'currentPage' && key !== 'perSize');
        if (changesFilters) merged.delete('currentPage');
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === null || String(value) === '') merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      });
    },
    [setSearch],
  );

  return [params, update] as const;
}
