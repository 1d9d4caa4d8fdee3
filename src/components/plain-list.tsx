import type { Key, ReactNode } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import type { PaginationProps } from 'antd';
import { LoadFailed } from './load-failed';
import './plain-list.css';

interface PlainListProps<T> {
  items: readonly T[] | undefined;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  loading?: boolean;
  emptyText: string;
  pagination?: PaginationProps;
  size?: 'small' | 'default';
  /** The read failed: show a retry instead of the empty state. */
  onRetry?: () => void;
}

/**
 * A list of rows with an empty state and optional paging (antd 6 deprecates List; Listy is a
 * virtual scroller, not this).
 */
export function PlainList<T>({ items, itemKey, renderItem, loading, emptyText, pagination, size = 'default', onRetry }: PlainListProps<T>) {
  return (
    <Spin spinning={Boolean(loading)}>
      {items && items.length > 0 ? (
        <ul className={`plain-list plain-list-${size}`}>
          {items.map((item) => (
            <li key={itemKey(item)} className="plain-list-item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : onRetry ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? '加载中…' : emptyText} />
      )}
      {pagination && (pagination.total ?? 0) > 0 && <Pagination className="plain-list-pagination" align="end" {...pagination} />}
    </Spin>
  );
}
