import { Table, type TableProps } from 'antd';

/**
 * A record's few rows in a small table, all of them at once (a detail's tickets, a quote's lines, a
 * choice of flights): no paging, the compact size.
 */
export function UnpagedTable<T extends object>(props: Omit<TableProps<T>, 'size' | 'pagination'>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
