import { QueryClient } from '@tanstack/react-query';
import type { PageInfo, PageRequest } from './gateway/envelope';

/** Reads stay fresh for a minute: loader data is not fetched again when the screen mounts. */
export const DEFAULT_STALE_TIME_MS = 60_000;
export const DEFAULT_PAGE_SIZE = 10;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // The client already toasts a failure; a retry would ask the gateway the same thing again.
        retry: false,
        // A loader's failed read is shown by the screen, not asked again when it mounts.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Warms the cache for a screen without letting a failure replace the screen: list screens and home
 * widgets keep their filters and frame and show the failure in place (the client has toasted it).
 * Detail screens await `queryClient.query` instead, so a missing record reaches the error boundary.
 */
export async function warm(read: Promise<unknown>): Promise<null> {
  await read.catch(() => undefined);
  return null;
}

/** A page of a list answer, whatever key the gateway named its array. */
export interface Paged<T> {
  items: T[];
  total: number;
  currentPage: number;
  perSize: number;
}

export function toPaged<K extends string, T>(
  response: { [P in K]?: T[] } & { page?: Partial<PageInfo> },
  key: K,
  request: PageRequest,
): Paged<T> {
  return {
    items: (response[key] as T[] | undefined) ?? [],
    total: response.page?.count ?? 0,
    currentPage: response.page?.currentPage ?? request.currentPage,
    perSize: response.page?.perSize ?? request.perSize,
  };
}

/** antd Table/List pagination fed by a page answer; onChange asks for another page. */
export function tablePagination(
  paged: Pick<Paged<unknown>, 'total' | 'currentPage' | 'perSize'> | undefined,
  onChange: (page: PageRequest) => void,
) {
  return {
    current: paged?.currentPage ?? 1,
    pageSize: paged?.perSize ?? DEFAULT_PAGE_SIZE,
    total: paged?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total: number) => `共 ${total} 条`,
    onChange: (currentPage: number, perSize: number) => onChange({ currentPage, perSize }),
  };
}
