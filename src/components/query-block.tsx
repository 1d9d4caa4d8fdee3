import type { ReactNode } from 'react';
import { Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, retryOf } from '@/components/load-failed';

/** A read shown in place: a spinner while it loads, 重新加载 when it failed (already toasted), else its data. */
export function QueryBlock<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const retry = retryOf(query);
  if (query.data !== undefined) return <Spin spinning={query.isFetching}>{children(query.data)}</Spin>;
  if (retry) return <LoadFailed onRetry={retry} />;
  return (
    <Spin spinning>
      <div style={{ minHeight: 80 }} aria-busy="true" />
    </Spin>
  );
}
