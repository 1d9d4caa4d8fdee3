import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { FilterFormValues, Filters } from '@/lib/list-params';
import type { ListState } from '@/lib/list-kit';
import { FilterForm } from './filter-form';
import { Page } from './page';

/**
 * A list screen: the page, the filter bar of its list, and one card holding what the list shows (a
 * note, status tabs, the table). `tabs` names the filter that the card's tabs set: the bar has no field
 * for it, and its 查询 and 重置 leave it as it is.
 */
export function ListScreen<Fs extends Filters>({
  list: { filterBar },
  tabs,
  extra,
  above,
  beside,
  children,
}: {
  list: { filterBar: ListState<Fs, unknown, unknown>['filterBar'] };
  tabs?: keyof FilterFormValues<Fs> & string;
  /** The page's own buttons (新增, 导出). */
  extra?: ReactNode;
  /** Above the filter bar (a journey's steps). */
  above?: ReactNode;
  /** After the card: the drawer or dialog its rows open. */
  beside?: ReactNode;
  children: ReactNode;
}) {
  const onSearch = tabs
    ? (values: FilterFormValues<Fs>) => filterBar.onSearch({ ...values, [tabs]: filterBar.values[tabs] })
    : filterBar.onSearch;
  return (
    <Page extra={extra}>
      {above}
      <FilterForm<FilterFormValues<Fs>> {...filterBar} onSearch={onSearch} />
      <Card>{children}</Card>
      {beside}
    </Page>
  );
}
