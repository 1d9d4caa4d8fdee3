import { Empty, Timeline, Typography } from 'antd';
import type { EnumDef } from '@/domain/enum';
import { formatDateTime } from '@/domain/format';
import { OrderLogAction } from '@/domain/log-action';
import type { OrderLogEntry } from '@/lib/gateway/endpoints/order';

/**
 * A log, newest first: when, who, what. The order's by default; another record's log (an itinerary's, a
 * series') passes its own log enum (domain/log-action.ts).
 */
export function OrderLogTimeline({ entries, actions = OrderLogAction }: { entries: readonly OrderLogEntry[]; actions?: EnumDef<string> }) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无日志" />;
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline
      items={newestFirst.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        title: formatDateTime(entry.at),
        content: (
          <>
            <Typography.Text strong>{actions.label(entry.action)}</Typography.Text>
            <Typography.Text type="secondary"> · {entry.by}</Typography.Text>
            <div>{entry.detail}</div>
          </>
        ),
      }))}
    />
  );
}
