import type { ReactNode } from 'react';
import { Space, Tag, type SpaceProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import type { EnumDef } from '@/domain/enum';
import { MilestoneKind, OrderStatus, type OrderState } from '@/domain/order';
import { EntityActions, type ActionHandler } from './actions/entity-actions';
import type { ActionKit, ActionSubject } from './actions/registry';
import { DeadlineCell } from './order/order-cells';
import { OrderStatusTag } from './order/order-status-tag';
import { PrefetchLink } from './prefetch-link';
import { TwoLines } from './two-lines';

/*
 * Column presets of the portal's lists (beside `listTableProps`): the columns several lists show
 * alike — a number linking to its detail, who did it and when, an amount, a status tag, a deadline.
 * A list passes its own title and width, so each keeps its words and layout; the cell is written once.
 */

/** A number linking to its detail (chunk and read start on intent), with a detail line under it where given. */
export function numberColumn<T>({
  title,
  width,
  no,
  to,
  sub,
  fixed = true,
}: {
  title: string;
  width: number;
  no: (row: T) => string;
  to: (row: T) => string;
  sub?: (row: T) => ReactNode;
  /** Kept at the left edge when the table scrolls sideways. */
  fixed?: boolean;
}): ColumnType<T> {
  return {
    title,
    key: 'no',
    width,
    fixed: fixed ? 'left' : undefined,
    render: (_, row) => {
      const link = <PrefetchLink to={to(row)}>{no(row)}</PrefetchLink>;
      return sub ? <TwoLines main={link} sub={sub(row)} /> : link;
    },
  };
}

/** Who booked (applied, submitted) and when, in two lines: 预订人 / 时间. */
export function byWhomColumn<T>({
  title,
  width,
  who,
  when,
}: {
  title: string;
  width: number;
  who: (row: T) => string;
  when: (row: T) => string;
}): ColumnType<T> {
  return {
    title,
    key: 'byWhom',
    width,
    render: (_, row) => <TwoLines main={who(row)} sub={formatDateTime(when(row))} />,
  };
}

/** An amount in yuan, right-aligned, with a second line (what is paid of it) where given. */
export function amountColumn<T>({
  title,
  width,
  amount,
  sub,
}: {
  title: string;
  width: number;
  amount: (row: T) => number;
  sub?: (row: T) => ReactNode;
}): ColumnType<T> {
  return {
    title,
    key: 'amount',
    width,
    align: 'right',
    render: (_, row) => (sub ? <TwoLines main={formatFen(amount(row))} sub={sub(row)} /> : formatFen(amount(row))),
  };
}

/** An order's status as its tag. */
export function orderStatusColumn<T extends { status: OrderState }>(title: string, width: number): ColumnType<T> {
  return { title, dataIndex: 'status', width, render: (status: OrderState) => <OrderStatusTag status={status} /> };
}

/** A status as the tag its enumeration colours and words. */
export function statusTagColumn<T extends { status: string }>(title: string, width: number, statuses: EnumDef<string>): ColumnType<T> {
  return {
    title,
    dataIndex: 'status',
    width,
    render: (status: string) => <Tag color={statuses.color(status)}>{statuses.label(status)}</Tag>,
  };
}

/** What is due and the time left on the gateway clock, or '-' when nothing is (`deadline` absent). */
export function deadlineColumn<T>(
  title: string,
  width: number,
  due: (row: T) => { label: string; deadline: string | undefined },
): ColumnType<T> {
  return { title, key: 'deadline', width, render: (_, row) => <DeadlineCell {...due(row)} /> };
}

/** A booked order's payment deadline: its next milestone (or 待支付) and the time left, while it waits to be paid. */
export function paymentDeadlineColumn<T extends { status: OrderState; nextMilestone?: string; nextDeadline?: string }>(
  title: string,
  width: number,
): ColumnType<T> {
  return deadlineColumn<T>(title, width, (row) => ({
    label: row.nextMilestone ? MilestoneKind.label(row.nextMilestone) : OrderStatus.label('BOOKED'),
    deadline: row.status === 'BOOKED' ? row.nextDeadline : undefined,
  }));
}

type ActionOf<T> = T extends ActionSubject<infer A> ? A : never;

/**
 * A row's actions: the ones its `allowedActions` offer through the registry, as links named with the
 * row's `subject` (rows repeat the same labels), each doing what the screen's handler says here.
 */
export function rowActionsColumn<T extends ActionSubject<A>, A extends string = ActionOf<T>>({
  kit,
  width,
  fixed = false,
  subject,
  handlers,
  busy,
  empty,
}: {
  kit: ActionKit<A, T>;
  width?: number;
  /** Kept at the right edge when the table scrolls sideways. */
  fixed?: boolean;
  subject?: (row: T) => string;
  handlers?: (row: T) => Partial<Record<A, ActionHandler>>;
  busy?: (row: T) => Partial<Record<A, boolean>>;
  /** Shown when the row offers no action. */
  empty?: (row: T) => ReactNode;
}): ColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width,
    fixed: fixed ? 'right' : undefined,
    render: (_, row) => (
      <EntityActions
        kit={kit}
        entity={row}
        variant="row"
        subject={subject?.(row)}
        handlers={handlers?.(row)}
        busy={busy?.(row)}
        empty={empty?.(row)}
      />
    ),
  };
}

/**
 * A row's 操作 column of the screen's own links (详情, 编辑, 删除: what every row may do, not an entity
 * action), with the registry's `<EntityActions variant="row" …/>` among them where the row has some.
 * Kept at the right edge when the table scrolls sideways.
 */
export function rowLinksColumn<T>({
  width,
  gap = 4,
  links,
}: {
  width: number;
  /** The space between the links. */
  gap?: SpaceProps['size'];
  links: (row: T) => ReactNode;
}): ColumnType<T> {
  return { title: '操作', key: 'actions', width, fixed: 'right', render: (_, row) => <Space size={gap}>{links(row)}</Space> };
}
