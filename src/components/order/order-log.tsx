import { Empty, Timeline, Typography } from 'antd';
import { formatDateTime } from '@/domain/format';
import type { OrderLogEntry } from '@/lib/gateway/endpoints/order';

/** Chinese names of the log's actions; an action not listed shows as it came. */
export const ORDER_LOG_ACTIONS: Readonly<Record<string, string>> = {
  CREATE: '创建订单',
  CHARTER: '包机',
  PAY: '支付',
  CANCEL: '取消订单',
  AUTO_CANCEL: '超时自动取消',
  RELEASE_SEATS: '取消占座',
  ADD_PASSENGER: '添加旅客',
  EDIT_PASSENGER: '修改旅客',
  DELETE_PASSENGER: '删除旅客',
  SAVE_PASSENGERS: '保存名单',
  IMPORT_PASSENGERS: '导入名单',
  NAME_CHANGE: '名单变更',
  NAME_CHANGE_CONFIRM: '确认名单变更',
  ISSUE_TICKETS: '出票',
  REFUND: '退票',
  EDIT_CONTACT: '修改联系人',
  ADD_REMARK: '添加备注',
  ADD_PEOPLE: '系列团加人',
};

/**
 * A log, newest first: when, who, what. The order's by default; another record's log (an itinerary's)
 * passes the Chinese names of its own actions.
 */
export function OrderLogTimeline({
  entries,
  actionLabels = ORDER_LOG_ACTIONS,
}: {
  entries: readonly OrderLogEntry[];
  actionLabels?: Readonly<Record<string, string>>;
}) {
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无日志" />;
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline
      items={newestFirst.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        title: formatDateTime(entry.at),
        content: (
          <>
            <Typography.Text strong>{actionLabels[entry.action] ?? entry.action}</Typography.Text>
            <Typography.Text type="secondary"> · {entry.by}</Typography.Text>
            <div>{entry.detail}</div>
          </>
        ),
      }))}
    />
  );
}
