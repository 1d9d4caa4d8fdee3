import type { ReactNode } from 'react';
import { Badge, Space, Table, Tabs, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageRequest } from '@/lib/gateway';
import { tablePagination, type Paged } from '@/lib/query';
import { LoadFailed, retryOf } from './load-failed';

/** What a list screen's state gives its table (`useList` from lib/list-kit, or any paged read). */
interface PagedList<T> {
  query: UseQueryResult<Paged<T>>;
  setParams: (page: PageRequest) => void;
  /** Asked again on a timer (useList's `polling`): those reads show no spinner. */
  polling?: boolean;
}

/** Loading, except while the page on screen is asked again on a timer (a new page or search still shows it). */
const showsLoading = ({ query, polling }: PagedList<unknown>) => query.isFetching && !(polling && !query.isPlaceholderData);

/**
 * An antd Table's props for a paged read: loading while fetching, the rows, pagination through the
 * address, and — when the read failed — 重新加载 in place of the rows (the filters stay).
 * `<Table rowKey="id" columns={columns} {...listTableProps(list, '暂无订单')} />`
 */
export function listTableProps<T>(list: PagedList<T>, emptyText: ReactNode) {
  const { query, setParams } = list;
  const retry = retryOf(query);
  return {
    loading: showsLoading(list),
    dataSource: query.data?.items,
    pagination: tablePagination(query.data, setParams),
    locale: { emptyText: retry ? <LoadFailed onRetry={retry} /> : emptyText },
  };
}

/**
 * A list screen's table: the rows of the list's page with `listTableProps`, in the lists' middle size.
 * `<ListTable list={list} rowKey="orderNo" columns={COLUMNS} scroll={{ x: 1000 }} emptyText="暂无订单" />`
 */
export function ListTable<T extends object>({ list, emptyText, ...table }: TableProps<T> & { list: PagedList<T>; emptyText: ReactNode }) {
  return <Table<T> size="middle" {...table} {...listTableProps(list, emptyText)} />;
}

/** The same for `PlainList` (short rows of text; antd 6 deprecates List). */
export function plainListProps<T>(list: PagedList<T>, emptyText: string) {
  const { query, setParams } = list;
  return {
    loading: showsLoading(list),
    items: query.data?.items,
    emptyText,
    onRetry: retryOf(query),
    pagination: tablePagination(query.data, setParams),
  };
}

/**
 * antd labels a table's select-all checkbox in English ("Select all") whatever the locale: spread
 * this into a `rowSelection` so a screen reader hears Chinese.
 */
export const CHINESE_SELECT_ALL = {
  getTitleCheckboxProps: () => ({ 'aria-label': '全选本页' }),
} as const;

/**
 * The status tabs above a list, each with its count from the list's answer (全部: their sum); the
 * `urgent` status (what waits for the user) counts in orange. `options` start with ALL.
 */
export function countTabs<V extends string>(
  options: readonly { value: V | 'ALL'; label: string }[],
  counts: Partial<Record<V, number>> | undefined,
  urgent?: V,
) {
  const total = Object.values<number | undefined>(counts ?? {}).reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return options.map(({ value, label }) => ({
    key: value,
    label: (
      <Space size={4}>
        {label}
        {counts && (
          <Badge
            count={value === 'ALL' ? total : (counts[value as V] ?? 0)}
            overflowCount={999}
            showZero={false}
            color={value === urgent ? 'orange' : 'blue'}
            size="small"
          />
        )}
      </Space>
    ),
  }));
}

/** A list whose status filter the tabs set, its answer counting the rows of each status. */
interface StatusTabbedList<V extends string> {
  params: { status?: V | 'ALL' };
  setParams(change: { status?: V }): void;
  query: { data?: { items: readonly unknown[]; statusCounts?: Partial<Record<V, number>> } };
}

/**
 * The status tabs above a list (see `countTabs`): a tab is the list's status filter, 全部 none. A list
 * whose answer counts no statuses shows the tabs without counts.
 */
export function StatusTabs<V extends string>({
  list,
  options,
  urgent,
}: {
  list: StatusTabbedList<V>;
  options: readonly { value: NoInfer<V> | 'ALL'; label: string }[];
  urgent?: NoInfer<V>;
}) {
  return (
    <Tabs
      activeKey={list.params.status ?? 'ALL'}
      items={countTabs(options, list.query.data?.statusCounts, urgent)}
      onChange={(key) => list.setParams({ status: key === 'ALL' ? undefined : (key as V) })}
    />
  );
}
