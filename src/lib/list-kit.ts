import { useCallback, useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { call } from './gateway/client';
import type { Endpoint, PageInfo, PageRequest } from './gateway/envelope';
import {
  fromFilterFormValues,
  listSearch,
  nextListSearch,
  readListParams,
  toFilterFormValues,
  type FilterFormValues,
  type FilterParams,
  type Filters,
  type ListParams,
} from './list-params';
import { DEFAULT_PAGE_SIZE, toPaged, warm, type Paged } from './query';
import type { ScreenLoaderArgs } from './route-types';

/** The keys of an answer that hold an array: where a list answer keeps its rows. */
export type ListKeyOf<Res> = { [P in keyof Res]-?: NonNullable<Res[P]> extends readonly unknown[] ? P : never }[keyof Res] & string;
type ItemOf<Res, K extends keyof Res> = NonNullable<Res[K]> extends readonly (infer T)[] ? T : never;

/** One list of the portal, declared once (see docs/architecture.md "Adding a screen"). */
export interface ListDefinition<Fs extends Filters, Req, Res, K extends ListKeyOf<Res>, Extra> {
  /** The query key root: reads are `[entity, 'list', params]`; writes invalidate `keys.all`. */
  entity: string;
  /** The list call of the endpoint catalogue. */
  endpoint: Endpoint<Req, Res>;
  /** Where the answer keeps its rows (`bulletinList`, `noticeList`, …). */
  listKey: K;
  /** The filters by form field name: `{ title: textFilter(), flightDates: dateRangeFilter('flightDateStart', 'flightDateEnd') }`. */
  filters: Fs;
  /**
   * Typed params (page + filters) → the endpoint's request. Left out, the params are the request as
   * they are (only allowed where they fit the endpoint's request type).
   */
  request?: (params: ListParams<Fs>) => Req;
  /** Figures the answer carries beside the page (e.g. an unconfirmed count), kept with it. */
  extra?: (response: Res) => Extra;
  /** Rows per page when the address does not say. */
  perSize?: number;
  /** Names the filter bar's draft; defaults to `<entity>-filter`. */
  formId?: string;
}

export type ListPage<Item, Extra = unknown> = Paged<Item> & Extra;

/** A change of the address: filters (page back to 1) and/or page. */
export type ListChange<Fs extends Filters> = Partial<FilterParams<Fs>> & Partial<PageRequest>;

export interface ListKit<Fs extends Filters, Item, Extra> {
  readonly entity: string;
  readonly filters: Fs;
  readonly perSize: number;
  readonly formId: string;
  /** Hierarchical keys: invalidate `all` after a write, never a repeated literal. */
  readonly keys: {
    all: readonly [string];
    lists: readonly [string, 'list'];
    list: (params: ListParams<Fs>) => readonly [string, 'list', ListParams<Fs>];
  };
  /** The read's options: loader, screen and widgets share them, so nothing is asked twice. */
  query(params: ListParams<Fs>): ReturnType<typeof listQueryOptions<ListParams<Fs>, ListPage<Item, Extra>>>;
  /** The address → typed params (invalid values are dropped, not sent). */
  readParams(search: URLSearchParams): ListParams<Fs>;
  /** A query string for a link to the list with these filters: `?confirmed=false`. */
  search(params: Partial<FilterParams<Fs>>): string;
  /** The screen's loader: warms the read from the request's address; a failure stays in place. */
  loader(args: Pick<ScreenLoaderArgs, 'request' | 'queryClient'>): Promise<null>;
}

function listQueryOptions<P extends PageRequest, Page>(queryKey: readonly unknown[], read: (params: P) => Promise<Page>, params: P) {
  return queryOptions({
    queryKey,
    queryFn: () => read(params),
    // A new page or filter keeps the rows on screen (with the spinner) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Where the params do not fit the endpoint's request as they are, the definition must say how they map. */
type RequestMapping<Fs extends Filters, Req> = [ListParams<Fs>] extends [Req] ? unknown : { request: (params: ListParams<Fs>) => Req };

export function defineList<
  const Fs extends Filters,
  Req,
  Res extends { page?: Partial<PageInfo> },
  K extends ListKeyOf<Res>,
  Extra = unknown,
>(definition: ListDefinition<Fs, Req, Res, K, Extra> & RequestMapping<Fs, Req>): ListKit<Fs, ItemOf<Res, K>, Extra> {
  type Params = ListParams<Fs>;
  type Page = ListPage<ItemOf<Res, K>, Extra>;
  const { entity, endpoint, listKey, filters, extra } = definition;
  const request = definition.request ?? ((params: Params) => params as Req);
  const perSize = definition.perSize ?? DEFAULT_PAGE_SIZE;

  const keys = {
    all: [entity] as const,
    lists: [entity, 'list'] as const,
    list: (params: Params) => [entity, 'list', params] as const,
  };

  const read = async (params: Params): Promise<Page> => {
    const response = await call(endpoint, request(params));
    const paged = toPaged(response as { [P in K]?: ItemOf<Res, K>[] } & { page?: Partial<PageInfo> }, listKey, params);
    return { ...paged, ...(extra ? extra(response) : {}) } as Page;
  };

  const readParams = (search: URLSearchParams) => readListParams(search, filters, perSize);
  const query = (params: Params) => listQueryOptions(keys.list(params), read, params);

  return {
    entity,
    filters,
    perSize,
    formId: definition.formId ?? `${entity}-filter`,
    keys,
    query,
    readParams,
    search: (params) => listSearch(filters, params),
    loader: ({ request: loaderRequest, queryClient }) =>
      warm(queryClient.query(query(readParams(new URL(loaderRequest.url).searchParams)))),
  };
}

export interface ListState<Fs extends Filters, Item, Extra> {
  /** Page and filters now in force, from the address. */
  params: ListParams<Fs>;
  /** Changes the address: new filters start from page 1. */
  setParams: (change: ListChange<Fs>) => void;
  query: UseQueryResult<ListPage<Item, Extra>>;
  /**
   * The page on screen is being asked again on a timer (`refetchInterval`): those reads are quiet
   * (`listTableProps` shows no spinner for them), a new page or 查询 is not.
   */
  polling: boolean;
  /** Spread on `FilterForm`: its draft id, the filters in force, and 查询. */
  filterBar: {
    formId: string;
    filters: Fs;
    values: FilterFormValues<Fs>;
    onSearch: (values: FilterFormValues<Fs>) => void;
  };
}

export interface UseListOptions<Item, Extra> {
  /**
   * Ask again after this many ms while the page on screen says so (rows still moving on the
   * gateway's clock); `false` stops: `(page) => (page?.items.some(isPending) ? 2500 : false)`. A
   * failed read stops it too.
   */
  refetchInterval?: (page: ListPage<Item, Extra> | undefined) => number | false;
}

/**
 * A list screen's state: params from the address, the read (following the address, so a failed
 * search fails in place, once), and what the filter bar needs.
 */
export function useList<Fs extends Filters, Item, Extra>(
  kit: ListKit<Fs, Item, Extra>,
  options: UseListOptions<Item, Extra> = {},
): ListState<Fs, Item, Extra> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => kit.readParams(search), [kit, search]);
  const setParams = useCallback(
    (change: ListChange<Fs>) => setSearch((previous) => nextListSearch(previous, kit.filters, change, kit.perSize)),
    [kit, setSearch],
  );
  const { refetchInterval } = options;
  const query = useQuery({
    ...kit.query(params),
    // A failed read stops the timer (the client has toasted it once; 查询 or a new page asks again).
    refetchInterval:
      refetchInterval &&
      ((read: { state: { data: ListPage<Item, Extra> | undefined; error: unknown } }) =>
        read.state.error ? false : refetchInterval(read.state.data)),
  });
  const values = useMemo(() => toFilterFormValues(kit.filters, params), [kit, params]);
  const { refetch } = query;
  // 查询 with the filters already in force asks the gateway again: the user wants today's answer
  // (an order's status may have moved), not the cached one.
  const onSearch = useCallback(
    (form: FilterFormValues<Fs>) => {
      const change = fromFilterFormValues(kit.filters, form) as ListChange<Fs>;
      const next = nextListSearch(search, kit.filters, change, kit.perSize);
      if (next.toString() === search.toString()) void refetch();
      else setParams(change);
    },
    [kit, search, setParams, refetch],
  );
  const polling = refetchInterval !== undefined && !query.error && refetchInterval(query.data) !== false;
  return { params, setParams, query, polling, filterBar: { formId: kit.formId, filters: kit.filters, values, onSearch } };
}
