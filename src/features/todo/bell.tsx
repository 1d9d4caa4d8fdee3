import { Badge, Button, Empty, Popover, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { PrefetchLink } from '@/components/prefetch-link';
import { useIntentPrefetch } from '@/lib/prefetch';
import { bellOf, DUE_GROUP_LABELS, dueGroupOf, isAgentDeadline, isUrgent, type DueGroup } from '@/domain/due';
import { useGatewayNow } from '@/lib/clock';
import type { DueItem } from '@/lib/gateway';
import { useBellItems } from './api';
import { amountText, DueActions, DueDeadline, DueKindTag, EntityLink } from './due-row';
import { entityHref } from './links';
import { useDueNotifications } from './notify';
import { NotifyToggle } from './notify-toggle';
import './todo.css';

/*
 * The header's bell: how many items fall due within 24 hours — red when any is within 2 hours
 * or overdue — and a panel of the week grouped 今天 / 明天 / 本周, read on the gateway clock each second,
 * so items move between groups as the clock moves and leave once the gateway drops them. The desktop
 * notifications run here, as the bell is on every signed-in agent screen.
 */

const GROUPS = Object.keys(DUE_GROUP_LABELS) as Exclude<DueGroup, 'LATER'>[];
const WAITING_LABEL = '等待航司审核或结果通知';

function PanelItem({ item, now, onLeave }: { item: DueItem; now: number; onLeave: () => void }) {
  const urgent = isUrgent(item, now);
  return (
    <li className="due-panel-item" data-urgent={urgent || undefined} data-item={item.itemId}>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space size={6} wrap>
          <DueKindTag item={item} />
          <Typography.Text strong>{item.what}</Typography.Text>
          {item.amount !== undefined && <Typography.Text>{amountText(item)}</Typography.Text>}
        </Space>
        <Typography.Text type="secondary" ellipsis={{ tooltip: item.title }} style={{ maxWidth: 380 }}>
          {item.title}
        </Typography.Text>
        <Space size={12} wrap onClick={onLeave}>
          <DueDeadline item={item} now={now} />
          <EntityLink item={item} />
          <DueActions item={item} />
        </Space>
      </Space>
    </li>
  );
}

function DuePanel({ items, now, loading, onLeave }: { items: readonly DueItem[]; now: number; loading: boolean; onLeave: () => void }) {
  // The agent's deadlines by day; what waits on the airline (or reports its answer) apart, after them, never 今天 for being past its time.
  const deadlines = items.filter(isAgentDeadline);
  const waiting = items.filter((item) => !isAgentDeadline(item));
  const groups = [
    ...GROUPS.map((group) => ({
      group: group as string,
      label: DUE_GROUP_LABELS[group],
      rows: deadlines.filter((item) => dueGroupOf(item.deadline, now) === group),
    })),
    { group: 'WAITING', label: WAITING_LABEL, rows: waiting },
  ];
  return (
    <div className="due-panel" role="region" aria-label="待办事项（7天内）">
      {groups.every(({ rows }) => rows.length === 0) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? '加载中…' : '7天内没有待办事项'} />
      ) : (
        groups
          .filter(({ rows }) => rows.length > 0)
          .map(({ group, label, rows }) => (
            <section key={group} aria-labelledby={`due-group-${group}`} className="due-panel-group">
              <h2 id={`due-group-${group}`} className="due-panel-heading">
                {label}（{rows.length}）
              </h2>
              <ul className="due-panel-list">
                {rows.map((item) => (
                  <PanelItem key={item.itemId} item={item} now={now} onLeave={onLeave} />
                ))}
              </ul>
            </section>
          ))
      )}
      <div className="due-panel-footer">
        <PrefetchLink to={ROUTES.todo.path} onClick={onLeave}>
          查看全部待办
        </PrefetchLink>
        <NotifyToggle />
      </div>
    </div>
  );
}

const CLOSED_TICK_MS = 15_000;

/**
 * The header's bell. `navigate` is the layout's: a bell calling useNavigate itself rendered again at
 * every step of every navigation (the router's context), with its list and countdowns.
 */
export function DueBell({ navigate }: { navigate: NavigateFunction }) {
  const query = useBellItems();
  const [open, setOpen] = useState(false);
  // Closed, the bell's count and colour move by the minute and at once when the clock is moved: a tick
  // every 15 s, not every second on every page (its open panel counts down by the second).
  const now = useGatewayNow(open ? 1000 : CLOSED_TICK_MS);
  // The bell stands on every page: once the browser is idle, the list's chunk is fetched (no gateway call), so 待办事项 opens on its read alone.
  useIntentPrefetch(ROUTES.todo.path);
  const items = query.data?.items;
  const { count, urgent } = bellOf(items ?? [], now);
  useDueNotifications(items, now, (item) => navigate(entityHref(item)));
  const name = `待办事项：24小时内到期${count}项${urgent ? '，有事项即将截止或已逾期' : ''}`;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      title="待办事项"
      content={<DuePanel items={items ?? []} now={now} loading={query.isPending} onLeave={() => setOpen(false)} />}
    >
      <Button type="text" className="due-bell" aria-label={name} aria-expanded={open} data-urgent={urgent || undefined}>
        <Badge count={count} color={urgent ? '#cf1322' : '#d46b08'} size="small" overflowCount={99}>
          <BellOutlined className="due-bell-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
