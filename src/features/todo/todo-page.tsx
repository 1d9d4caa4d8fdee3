import { App, Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CalendarOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useState } from 'react';
import { DUE_FIGURES, isUrgent } from '@/domain/due';
import { gatewayNow, useGatewayNow } from '@/lib/clock';
import type { DueItem } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { allDueItems, dueList, HORIZON_HOURS, useDueFreshness } from './api';
import { amountText, DueActions, DueDeadline, DueKindTag, EntityLink } from './due-row';
import { NotifyToggle } from './notify-toggle';
import '@/components/text-tones.css';
import './todo.css';
import { ListScreen } from '@/components/list-screen';
import { ListTable } from '@/components/list-table';

/*
 * 待办事项 (/agent/todo): everything that falls due, soonest first, filtered in the address (kind,
 * horizon, order), each row's action the one the gateway allows now. Its calendar exports take the same
 * filters, the next 30 days, or one order.
 */

type Calendar = { fileName: string; request: Parameters<typeof allDueItems>[0] };

function useCalendarExport() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async ({ fileName, request }: Calendar) => {
      setBusy(fileName);
      try {
        const [items, { downloadCalendar }] = await Promise.all([allDueItems(request), import('./calendar')]);
        await downloadCalendar(fileName, items, window.location.origin, gatewayNow());
        void message.success(`已导出${items.length}个截止事项到日历文件`);
      } finally {
        setBusy(null);
      }
    },
    [message],
  );
  return { busy, run };
}

function columns(now: number, exportOrder: (orderNo: string) => void, busy: string | null): ColumnsType<DueItem> {
  return [
    { title: '截止时间', key: 'deadline', width: 170, render: (_, item) => <DueDeadline item={item} now={now} /> },
    { title: '类型', key: 'kind', width: 120, render: (_, item) => <DueKindTag item={item} /> },
    {
      title: '事项',
      key: 'what',
      render: (_, item) => (
        <div className="due-lines">
          <strong>{item.what}</strong>
          <span>{item.title}</span>
          <span className={isUrgent(item, now) ? 'text-danger' : 'text-description'}>{item.ifMissed}</span>
        </div>
      ),
    },
    {
      title: '关联',
      key: 'entity',
      width: 190,
      render: (_, item) => (
        <div className="due-lines">
          <EntityLink item={item} />
          {item.orderNo && (
            <Button
              type="link"
              size="small"
              icon={<CalendarOutlined />}
              loading={busy === `订单${item.orderNo}.ics`}
              // The name starts with what the button shows (speech input users say what they see).
              aria-label={`订单日历 ${item.orderNo}`}
              onClick={() => exportOrder(item.orderNo!)}
              style={{ paddingInline: 0 }}
            >
              订单日历
            </Button>
          )}
        </div>
      ),
    },
    { title: '金额', key: 'amount', width: 130, align: 'right', render: (_, item) => amountText(item) },
    { title: '操作', key: 'action', width: 120, render: (_, item) => <DueActions item={item} /> },
  ];
}

export default function TodoPage() {
  const list = useList(dueList, { refetchInterval: () => DUE_FIGURES.refetchMs });
  // Which rows are urgent moves by the minute (and at once when the clock is moved); each row's countdown
  // ticks by itself. The table renders again every 30 s, not every second.
  const now = useGatewayNow(30_000);
  useDueFreshness(list.query.data?.nextChangeAt);
  const calendar = useCalendarExport();
  const { kind, within, orderNo } = list.params;
  const filtered = {
    ...(kind ? { kind } : {}),
    ...(within ? { withinHours: HORIZON_HOURS[within] } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
  const data = list.query.data;
  const { run, busy } = calendar;
  const tableColumns = useMemo(
    () => columns(now, (no) => void run({ fileName: `订单${no}.ics`, request: { orderNo: no } }), busy),
    [now, run, busy],
  );
  return (
    <ListScreen
      list={list}
      extra={
        <Space wrap>
          <Button
            icon={<CalendarOutlined />}
            loading={calendar.busy === '待办事项.ics'}
            onClick={() => void calendar.run({ fileName: '待办事项.ics', request: filtered })}
          >
            导出日历（当前筛选）
          </Button>
          <Button
            icon={<CalendarOutlined />}
            loading={calendar.busy === '未来30天待办.ics'}
            onClick={() =>
              void calendar.run({ fileName: '未来30天待办.ics', request: { withinHours: DUE_FIGURES.calendarMs / 3_600_000 } })
            }
          >
            导出日历（未来30天）
          </Button>
        </Space>
      }
    >
      <Space className="todo-summary" wrap size="large">
        <Typography.Text>
          24小时内到期：<Typography.Text strong>{data?.soonCount ?? '-'}</Typography.Text>项
        </Typography.Text>
        <Typography.Text type={data?.urgentCount ? 'danger' : undefined}>
          2小时内到期或已逾期：
          <Typography.Text strong type={data?.urgentCount ? 'danger' : undefined}>
            {data?.urgentCount ?? '-'}
          </Typography.Text>
          项
        </Typography.Text>
        <Typography.Text type="secondary">
          等待航司审核或结果通知（列于最后）：<Typography.Text strong>{data?.waitingCount ?? '-'}</Typography.Text>项
        </Typography.Text>
        <NotifyToggle />
      </Space>
      <ListTable<DueItem>
        list={list}
        rowKey="itemId"
        rowClassName={(item) => (isUrgent(item, now) ? 'due-row-urgent' : '')}
        columns={tableColumns}
        emptyText="没有待办事项"
      />
    </ListScreen>
  );
}
