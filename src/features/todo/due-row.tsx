import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DueEntity, DueKind, isAgentDeadline, isUrgent } from '@/domain/due';
import { formatDateTime, formatFen } from '@/domain/format';
import { Countdown } from '@/components/countdown';
import { EntityActions } from '@/components/actions/entity-actions';
import type { DueItem } from '@/lib/gateway';
import { DUE_ACTIONS, entityHref } from './links';

/*
 * One item, as the page's table and the bell's panel show it. Its action is the one the gateway names
 * (`action`), through the action registry every screen uses (components/actions), so a staff member
 * without the function sees no button.
 */

export function DueActions({ item }: { item: DueItem }) {
  if (item.pendingPaymentNo) return <Typography.Text type="secondary">支付处理中</Typography.Text>;
  const subject = { ...item, allowedActions: item.action ? [item.action] : [] };
  return <EntityActions kit={DUE_ACTIONS} entity={subject} variant="row" subject={`${item.entityNo} ${DueKind.label(item.kind)}`} />;
}

export function DueKindTag({ item }: { item: DueItem }) {
  return <Tag color={DueKind.color(item.kind)}>{DueKind.label(item.kind)}</Tag>;
}

export function EntityLink({ item }: { item: DueItem }) {
  return (
    <Link to={entityHref(item)}>
      {DueEntity.label(item.entity)} {item.entityNo}
    </Link>
  );
}

/**
 * The deadline with its live countdown; red (and said so) when urgent on the clock now. Plain elements in
 * the theme's colours (todo.css), not Typography and Space: a table of 20 rows measured each Typography on
 * mount, most of the list's first render (docs/performance.md).
 */
export function DueDeadline({ item, now }: { item: DueItem; now: number }) {
  // The airline's time, not the agent's: no countdown, never 已截止.
  if (!isAgentDeadline(item)) {
    const waiting = item.kind === 'REVIEW_PENDING';
    return (
      <div className="due-lines">
        <span>{waiting ? (Date.parse(item.deadline) <= now ? '等待航司审核，预计' : '航司预计审核') : '结果显示至'}</span>
        <span>{formatDateTime(item.deadline)}</span>
      </div>
    );
  }
  const urgent = isUrgent(item, now);
  return (
    <div className="due-lines">
      <span className={urgent ? 'due-urgent' : undefined}>
        {formatDateTime(item.deadline)}
        {urgent && <span className="visually-hidden">（紧急）</span>}
      </span>
      <Countdown deadline={item.deadline} />
    </div>
  );
}

export const amountText = (item: DueItem) => (item.amount !== undefined ? formatFen(item.amount) : '-');
