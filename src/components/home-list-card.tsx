import type { Key, ReactNode } from 'react';
import { Card } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@/lib/query';
import { retryOf } from './load-failed';
import { PlainList } from './plain-list';

interface HomeListCardProps<T> {
  title: ReactNode;
  /** The link in the card's corner to the whole list (全部, 更多). */
  more: ReactNode;
  /** The read of the first page the card shows. */
  query: UseQueryResult<Paged<T>>;
  emptyText: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * A home card listing the first rows of one read: small rows, a spinner until the first answer, and
 * 重新加载 in place of the rows when the read failed.
 */
export function HomeListCard<T>({ title, more, query, emptyText, itemKey, renderItem }: HomeListCardProps<T>) {
  return (
    <Card title={title} extra={more}>
      <PlainList
        size="small"
        loading={query.isPending}
        items={query.data?.items}
        itemKey={itemKey}
        emptyText={emptyText}
        onRetry={retryOf(query)}
        renderItem={renderItem}
      />
    </Card>
  );
}
