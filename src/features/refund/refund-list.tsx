import type { ReactNode } from 'react';
import { Tabs, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen, formatNames } from '@/domain/format';
import { RefundReview, RefundState, type RefundStage } from '@/domain/refund';
import { byWhomColumn, numberColumn } from '@/components/list-columns';
import { ListScreen } from '@/components/list-screen';
import { countTabs, ListTable } from '@/components/list-table';
import { ExportButton } from '@/components/export-button';
import { TwoLines } from '@/components/two-lines';
import type { RefundMenu } from '@/components/refund/menus';
import type { PageRequest, RefundSummary } from '@/lib/gateway';
import type { ListState } from '@/lib/list-kit';
import type { AnyFilter, Filters, ListParams } from '@/lib/list-params';
import type { WriteDefinition } from '@/lib/mutation-kit';
import type { Paged } from '@/lib/query';
import { REFUND_TABS } from './api';

/*
 * The list kit of both refund menus: the columns every application shows (its two states among them),
 * the stage tabs with the gateway's counts, and the page around them with its export. A menu adds its
 * own order column and filters.
 */

/** The review and, once approved, the money: each in its own words. */
export function RefundStates({ refund }: { refund: Pick<RefundSummary, 'reviewState' | 'moneyState'> }) {
  return (
    <span className="cell-tags">
      <Tag color={RefundReview.color(refund.reviewState)}>{RefundReview.label(refund.reviewState)}</Tag>
      {refund.moneyState && <Tag color={RefundState.color(refund.moneyState)}>{RefundState.label(refund.moneyState)}</Tag>}
    </span>
  );
}

/** The columns of a menu's list: the number, the menu's order column, then what every application shows. */
export function refundColumns(menu: RefundMenu, orderColumn: ColumnsType<RefundSummary>[number]): ColumnsType<RefundSummary> {
  return [
    numberColumn({ title: '退票单号', width: 120, no: (row) => row.refundId, to: (row) => menu.detailHref(row.refundId) }),
    orderColumn,
    {
      title: '旅客 / 张数',
      key: 'passengers',
      width: 170,
      ellipsis: true,
      render: (_, row) => (
        <TwoLines
          main={
            <div className="cell-ellipsis" title={row.passengerNames.join('、')}>
              {formatNames(row.passengerNames)}
            </div>
          }
          sub={`${menu.kindLabel(row.kind)} · ${row.ticketCount} 张`}
        />
      ),
    },
    {
      title: '退票费 / 应退',
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, row) => (
        <div>
          <div className="text-description">费 {formatFen(row.fee)}</div>
          <strong>{formatFen(row.amount)}</strong>
        </div>
      ),
    },
    {
      title: '审核 / 退款',
      key: 'state',
      width: 160,
      render: (_, row) => (
        <div>
          <RefundStates refund={row} />
          {row.failReason && (
            <div className="text-description cell-ellipsis" title={row.failReason} style={{ maxWidth: 150 }}>
              {row.failReason}
            </div>
          )}
        </div>
      ),
    },
    byWhomColumn({ title: '申请人 / 时间', width: 150, who: (row) => row.appliedBy, when: (row) => row.applyTime }),
    { title: '完成时间', dataIndex: 'finishTime', width: 140, render: (time?: string) => (time ? formatDateTime(time) : '-') },
  ];
}

/** A refund menu's list state (`useList` of its kit): the stage filter set by the tabs, the gateway's counts per stage. */
interface RefundListState<Fs extends Filters> {
  filterBar: ListState<Fs, unknown, unknown>['filterBar'];
  params: ListParams<Fs> & { stage?: RefundStage };
  setParams: (change: { stage?: RefundStage } & Partial<PageRequest>) => void;
  query: UseQueryResult<Paged<RefundSummary> & { stageCounts?: Partial<Record<RefundStage, number>> }>;
}

interface RefundListPageProps<Fs extends Filters & { stage: AnyFilter }> {
  menu: RefundMenu;
  list: RefundListState<Fs>;
  /** A line above the tabs, where the menu has something to say. */
  intro?: ReactNode;
  exportWrite: WriteDefinition<ListParams<Fs>, { count: number; truncated: boolean }>;
  /** The table's columns, the menu's. */
  columns: ColumnsType<RefundSummary>;
  emptyText: string;
}

/**
 * A menu's list page: 导出 Excel, the menu's filters (查询 keeps the stage tab), the stage tabs (each
 * counting what it says, as the gateway counts it) and the table.
 */
export function RefundListPage<Fs extends Filters & { stage: AnyFilter }>({
  menu,
  list,
  intro,
  exportWrite,
  columns,
  emptyText,
}: RefundListPageProps<Fs>) {
  return (
    <ListScreen list={list} tabs="stage" extra={<ExportButton write={exportWrite} input={list.params} noun={menu.noun} unit="条" />}>
      {intro}
      <Tabs
        activeKey={list.params.stage ?? 'ALL'}
        items={countTabs(REFUND_TABS, list.query.data?.stageCounts, 'MORE_FILES')}
        onChange={(key) => list.setParams({ stage: key === 'ALL' ? undefined : (key as RefundStage) })}
      />
      <ListTable list={list} rowKey="refundId" columns={columns} scroll={{ x: 'max-content' }} emptyText={emptyText} />
    </ListScreen>
  );
}
