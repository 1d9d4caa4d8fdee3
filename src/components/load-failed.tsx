import { Button, Empty } from 'antd';

/** Where a list or widget would be, when its read failed: the reason was toasted; offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="数据加载失败">
      <Button onClick={onRetry}>重新加载</Button>
    </Empty>
  );
}

/** The retry for a list or widget whose read failed; undefined while it has not failed. */
export function retryOf(query: { isError: boolean; refetch: () => unknown }): (() => void) | undefined {
  return query.isError ? () => void query.refetch() : undefined;
}
