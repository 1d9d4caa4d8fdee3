import { useEffect, useRef } from 'react';
import { queryOptions, useQueryClient, useSuspenseQuery, type FetchQueryOptions } from '@tanstack/react-query';
import { data, useParams } from 'react-router-dom';
import { gatewayNow, subscribeGatewayClock } from './clock';
import { call } from './gateway/client';
import type { Endpoint } from './gateway/envelope';
import type { ScreenLoaderArgs } from './route-types';

/** One record screen, declared once (see docs/architecture.md "Adding a screen"). */
export interface DetailDefinition<P extends string, Req, Res, T> {
  /** The query key root, shared with the entity's lists: `[entity, 'detail', id]`. */
  entity: string;
  /** The detail call of the endpoint catalogue. */
  endpoint: Endpoint<Req, Res>;
  /** The route parameter holding the record's number (`/new/:prodNo` → 'prodNo'). */
  param: P;
  /**
   * The number → the endpoint's request. Left out, the request is `{ [param]: id }` (only allowed where
   * the endpoint asks for the number under the route parameter's name).
   */
  request?: (id: string) => Req;
  /** The record in the answer: `(res) => res.bulletin`. */
  select: (response: Res) => T;
  /**
   * The shape of a number that can exist (lib/record-numbers.ts): another is 页面不存在 at once,
   * without asking the gateway.
   */
  idPattern?: RegExp;
  /**
   * The reads the screen makes as soon as it shows (a banner's), started by the loader beside the
   * record's and not awaited: the screen shows without them, and finds them answered or on their way.
   */
  alongside?: (id: string) => readonly FetchQueryOptions[];
}

export interface DetailKit<T> {
  readonly entity: string;
  readonly param: string;
  readonly keys: {
    all: readonly [string];
    details: readonly [string, 'detail'];
    detail: (id: string) => readonly [string, 'detail', string];
  };
  query(id: string): ReturnType<typeof detailQueryOptions<T>>;
  /**
   * The screen's loader. It awaits the read, so a refusal (the gateway's not-found for an unknown
   * number, or any other) reaches the route's error boundary: the 500 page with code and message.
   */
  loader(args: Pick<ScreenLoaderArgs, 'params' | 'queryClient'>): Promise<T>;
}

function detailQueryOptions<T>(queryKey: readonly [string, 'detail', string], read: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn: read });
}

/** Where the endpoint does not ask for the number under the route parameter's name, the definition must say how. */
type RequestByNumber<P extends string, Req> = [Record<P, string>] extends [Req] ? unknown : { request: (id: string) => Req };

export function defineDetail<const P extends string, Req, Res, T>(
  definition: DetailDefinition<P, Req, Res, T> & RequestByNumber<P, Req>,
): DetailKit<T> {
  const { entity, endpoint, param, select, idPattern, alongside } = definition;
  const request = definition.request ?? ((id: string) => ({ [param]: id }) as Req);
  const keys = {
    all: [entity] as const,
    details: [entity, 'detail'] as const,
    detail: (id: string) => [entity, 'detail', id] as const,
  };
  const query = (id: string) => detailQueryOptions(keys.detail(id), async () => select(await call(endpoint, request(id))));
  return {
    entity,
    param,
    keys,
    query,
    loader: async ({ params, queryClient }) => {
      const id = params[param] ?? '';
      if (id === '' || (idPattern && !idPattern.test(id))) throw data('页面不存在', { status: 404 });
      const record = queryClient.query(query(id));
      for (const read of alongside?.(id) ?? []) void queryClient.prefetchQuery(read);
      return record;
    },
  };
}

/**
 * The record of a detail screen: its number from the route, its data from the loader's warm cache
 * (never undefined: a failed read went to the error boundary).
 */
export function useDetail<T>(kit: DetailKit<T>, options: DetailOptions<T> = {}): { id: string; record: T } {
  const id = useParams()[kit.param] ?? '';
  const { data: record } = useSuspenseQuery({ ...kit.query(id), refetchInterval: options.refetchInterval });
  useReadAgainAt(kit.keys.detail(id), options.changesAt?.(record));
  return { id, record };
}

export interface DetailOptions<T> {
  /**
   * When the gateway says the record next changes by the clock alone (a deadline, a departure): the
   * screen reads it again then, so it never offers what the gateway no longer allows.
   */
  changesAt?: (record: T) => string | undefined;
  /**
   * A record others edit while it stands open (an order's name list): asked again at this interval (ms),
   * as the bell asks, so a colleague's save shows within it.
   */
  refetchInterval?: number;
}

/** Longest single wait; a later instant is waited for in steps (timers cap at about 24 days). */
const MAX_WAIT_MS = 60 * 60_000;
/** Past the instant, so the gateway's settle step has surely run. */
const AFTER_MS = 1000;

/**
 * Reads `queryKey` again once the gateway's clock passes `at`: by a timer, or at once when the clock
 * moves past it (the developer panel). One read per instant: the new answer names the next one. An
 * instant already past when the screen shows the answer (a read kept fresh from before the panel moved
 * the clock while another screen was open) is read again at once, once.
 */
export function useReadAgainAt(queryKey: readonly unknown[], at: string | undefined, { exact = true }: { exact?: boolean } = {}): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  const readPast = useRef<string | undefined>(undefined);
  useEffect(() => {
    const atMs = at ? Date.parse(at) : NaN;
    if (!Number.isFinite(atMs)) return undefined;
    if (atMs <= gatewayNow()) {
      if (readPast.current !== `${key}@${at}`) {
        readPast.current = `${key}@${at}`;
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[], exact });
      }
      return undefined;
    }
    let timer: number | undefined;
    let done = false;
    const check = () => {
      if (done) return;
      window.clearTimeout(timer);
      const left = atMs + AFTER_MS - gatewayNow();
      if (left <= 0) {
        done = true;
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[], exact });
        return;
      }
      timer = window.setTimeout(check, Math.min(left, MAX_WAIT_MS));
    };
    check();
    const unsubscribe = subscribeGatewayClock(check);
    return () => {
      done = true;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, key, at, exact]);
}

/**
 * A list answer newer than a detail read earlier: where the list says the record has changed (the
 * airline reviewed it, a print finished), the cached detail is marked stale, so opening it reads it
 * again instead of showing what no longer holds. `idOf` and `differs` should be module-level functions.
 */
export function useDetailsFollowList<T, Row>(
  kit: DetailKit<T>,
  rows: readonly Row[] | undefined,
  idOf: (row: Row) => string,
  differs: (known: T, row: Row) => boolean,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const row of rows ?? []) {
      const queryKey = kit.keys.detail(idOf(row));
      const known = queryClient.getQueryData<T>(queryKey);
      if (known !== undefined && differs(known, row)) void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  }, [rows, queryClient, kit, idOf, differs]);
}

/**
 * Reads `queryKeys` again when an id appears in `ids` that an earlier answer did not have: a screen
 * that follows one read of news (an order's schedule changes, asked again as the bell asks) brings the
 * rest of the page along when that read says something new arrived — the record's actions and figures
 * change with it. Ids that leave (handled by the screen's own write) read nothing again, nor does the
 * first answer of a `scope` (the record shown: another order's changes are not news). `queryKeys` should
 * be a module-level constant.
 */
export function useReadAgainOnArrival(scope: string, ids: readonly string[] | undefined, queryKeys: readonly (readonly unknown[])[]): void {
  const queryClient = useQueryClient();
  const known = useRef<{ scope: string; ids: ReadonlySet<string> } | null>(null);
  const signature = ids?.join('\n');
  useEffect(() => {
    if (signature === undefined) return;
    const current = new Set(signature === '' ? [] : signature.split('\n'));
    const before = known.current?.scope === scope ? known.current.ids : null;
    known.current = { scope, ids: current };
    if (before && [...current].some((id) => !before.has(id)))
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, [scope, signature, queryKeys, queryClient]);
}
