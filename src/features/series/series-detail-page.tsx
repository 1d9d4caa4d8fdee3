import { useState, type ReactNode } from 'react';
import { App, Button, Card, Descriptions, Space, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAirports } from '@/components/booking/airports';
import { EntityActions } from '@/components/actions/entity-actions';
import { permittedActions, SERIES_ADVANCE_ACTIONS, SERIES_DEPARTURE_ACTIONS } from '@/components/actions/registry';
import { rowActionsColumn } from '@/components/list-columns';
import { CHINESE_SELECT_ALL } from '@/components/list-table';
import { LoadFailed } from '@/components/load-failed';
import { nameListTotal } from '@/components/order/order-facts';
import { OrderLogTimeline } from '@/components/order/order-log';
import { SeriesLogAction } from '@/domain/log-action';
import { OrderStatusTag, MilestoneStageTag } from '@/components/order/order-status-tag';
import { Page } from '@/components/page';
import { TwoLines } from '@/components/two-lines';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { PAYMENT_FIGURES } from '@/domain/figures';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { AdvanceState, SeriesStatus, SeriesType } from '@/domain/series';
import { weekdayOfDate } from '@/domain/weekdays';
import { useAccess } from '@/lib/current-user';
import { useDetail } from '@/lib/detail-kit';
import type { SeriesAdvanceItem, SeriesDetail, SeriesOrderRow } from '@/lib/gateway';
import { seriesAdvanceQuery, seriesDetail } from './api';
import { BatchPayDialog, owedOn } from './series-batch-pay';
import { AddPeopleDialog, CancelDeparturesDialog } from './series-dialogs';
import { paidOfColumn } from './series-cells';
import { patternText } from './series-facts';
import { UnpagedTable } from '@/components/unpaged-table';

export const loader = seriesDetail.loader;

/** The booking function of a series' type: adding people books more seats. */
const BOOKING_FUNCTION = { REGULAR: AUTH.SERIES_REGULAR, UNREGULAR: AUTH.SERIES_UNREGULAR } as const;

type Dialog = { kind: 'add' | 'cancel'; row: SeriesOrderRow } | null;

/**
 * /agent/orderCenter/series/:seriesNo: a series and its departures — each one's order with its status,
 * deadlines, seats held and named — the actions the gateway allows on each (add people, cancel, the name
 * list, pay), what is due across them (预付明细) and the series' log.
 */
export default function SeriesDetailPage() {
  const { record: series } = useDetail(seriesDetail, { changesAt: (record) => record.changesAt });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Page>
      <SeriesHeader series={series} />
      <Card style={{ marginTop: 16 }}>
        <Tabs
          defaultActiveKey="departures"
          items={[
            {
              key: 'departures',
              label: `航班日期（${series.departureCount}）`,
              children: <DeparturesTable series={series} onAction={setDialog} />,
            },
            { key: 'advance', label: '预付明细', children: <AdvancePanel seriesNo={series.seriesNo} /> },
            { key: 'log', label: '操作日志', children: <OrderLogTimeline entries={series.log} actions={SeriesLogAction} /> },
          ]}
        />
      </Card>
      {dialog?.kind === 'add' && <AddPeopleDialog series={series} row={dialog.row} onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelDeparturesDialog series={series} row={dialog.row} onClose={close} />}
    </Page>
  );
}

/** 每团人数 as the departures stand now (people added to one grow it), not only as booked. */
function groupSizeText(series: SeriesDetail): string {
  const { min, max } = series.groupSizeNow;
  const now = min === max ? `${min}人` : `${min}-${max}人`;
  const notes = [
    ...(min === max && min === series.groupCount ? [] : [`预订时每团${series.groupCount}人`]),
    ...(series.infantCount > 0 ? [`另有婴儿${series.infantCount}人`] : []),
  ];
  return notes.length > 0 ? `${now}（${notes.join('，')}）` : now;
}

function SeriesHeader({ series }: { series: SeriesDetail }) {
  const { label } = useAirports();
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'seriesNo', label: '系列团编号', children: <Typography.Text copyable>{series.seriesNo}</Typography.Text> },
    { key: 'type', label: '类型', children: SeriesType.label(series.seriesType) },
    { key: 'status', label: '状态', children: <Tag color={SeriesStatus.color(series.status)}>{SeriesStatus.label(series.status)}</Tag> },
    { key: 'group', label: '团队名称', children: series.groupName },
    { key: 'route', label: '航线', children: `${label(series.depAirport)} → ${label(series.arrAirport)}` },
    { key: 'pattern', label: '出发日期', children: patternText(series) },
    { key: 'departures', label: '航班日期', children: `${series.departureCount}个（有效${series.activeCount}个）` },
    { key: 'count', label: '每团人数', children: groupSizeText(series) },
    { key: 'amount', label: '总金额', children: formatFen(series.totalAmount) },
    { key: 'paid', label: '已付金额', children: formatFen(series.paidAmount) },
    {
      key: 'due',
      label: '当前待付',
      children:
        series.dueAmount > 0 ? (
          <Space size={8} wrap>
            <Typography.Text strong type="danger">
              {formatFen(series.dueAmount)}
            </Typography.Text>
            {series.nextDeadline && <Typography.Text type="secondary">最早 {formatDateTime(series.nextDeadline)} 前</Typography.Text>}
          </Space>
        ) : (
          '-'
        ),
    },
    { key: 'contact', label: '联系人', children: `${series.contact.name} ${series.contact.mobile}` },
    { key: 'booked', label: '预订', children: `${series.bookedBy} ${formatDateTime(series.createTime)}` },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}

/** A deadline of a departure's order, with its stage. */
function Deadline({ label, deadline, status }: { label: string; deadline: string | undefined; status?: SeriesOrderRow['depositStatus'] }) {
  if (!deadline) return null;
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text>{formatDateTime(deadline)}</Typography.Text>
      {status && <MilestoneStageTag status={status} />}
    </Space>
  );
}

function DeparturesTable({ series, onAction }: { series: SeriesDetail; onAction: (dialog: Dialog) => void }) {
  const columns: ColumnsType<SeriesOrderRow> = [
    {
      title: '日期 / 航班',
      key: 'date',
      width: 150,
      render: (_, row) => <TwoLines main={`${row.flightDate} ${weekdayOfDate(row.flightDate)}`} sub={`${row.flightNo} ${row.depTime}`} />,
    },
    {
      title: '订单',
      key: 'order',
      width: 130,
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          <Link to={href('teamOrderDetail', { orderNo: row.orderNo })}>{row.orderNo}</Link>
          <OrderStatusTag status={row.status} />
        </Space>
      ),
    },
    {
      title: '占座 / 名单',
      key: 'seats',
      width: 110,
      render: (_, row) => (
        <TwoLines
          main={`占座 ${row.status === 'CANCELED' ? '已释放' : `${row.groupCount} 人`}`}
          sub={`名单 ${row.namedCount}/${nameListTotal(row)}`}
        />
      ),
    },
    paidOfColumn(130),
    {
      title: '付款期限',
      key: 'deadlines',
      width: 250,
      render: (_, row) =>
        row.status !== 'BOOKED' ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <Space orientation="vertical" size={0}>
            <Deadline label="定金" deadline={row.depositDeadline} status={row.depositStatus} />
            <Deadline label="尾款" deadline={row.balanceDeadline} status={row.processStatus} />
            <Deadline label="全款" deadline={row.fullDeadline} status={row.processStatus} />
          </Space>
        ),
    },
    {
      title: '名单截止',
      key: 'names',
      width: 130,
      render: (_, row) => (row.status === 'CANCELED' || row.status === 'REFUND' ? '-' : formatDateTime(row.nameDeadline)),
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <EntityActions
          kit={SERIES_DEPARTURE_ACTIONS}
          entity={{ ...row, seriesFunction: BOOKING_FUNCTION[series.seriesType] }}
          variant="row"
          subject={row.flightDate}
          handlers={{ ADD_PEOPLE: () => onAction({ kind: 'add', row }), CANCEL: () => onAction({ kind: 'cancel', row }) }}
          empty={<Typography.Text type="secondary">-</Typography.Text>}
        />
      ),
    },
  ];
  return (
    <UnpagedTable<SeriesOrderRow>
      rowKey="orderNo"
      aria-label="系列团航班日期"
      columns={columns}
      dataSource={series.orders}
      scroll={{ x: 'max-content' }}
    />
  );
}

const itemKey = (item: SeriesAdvanceItem) => `${item.orderNo}-${item.kind}`;

/**
 * 预付明细: every milestone of every departure, soonest deadline first, with the sums; each one the
 * gateway lets the user pay now (the plan item's allowedActions, through the registry) is paid on its
 * own (去支付) or selected for 合并支付 — several departures' deposits or balances in one payment.
 */
function AdvancePanel({ seriesNo }: { seriesNo: string }) {
  const query = useQuery(seriesAdvanceQuery(seriesNo));
  const access = useAccess();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [paying, setPaying] = useState<readonly SeriesAdvanceItem[] | null>(null);
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const advance = query.data;
  const payable = (item: SeriesAdvanceItem) => permittedActions(SERIES_ADVANCE_ACTIONS, item, access.can).includes('PAY');
  // What stays selected is what the gateway still offers (a fresh read drops one paid or no longer due).
  const selected = (advance?.items ?? []).filter((item) => chosen.includes(itemKey(item)) && payable(item));
  const selectedTotal = selected.reduce((sum, item) => sum + owedOn(item), 0);
  const anyPayable = (advance?.items ?? []).some(payable);
  const columns: ColumnsType<SeriesAdvanceItem> = [
    { title: '付款期限', dataIndex: 'deadline', width: 150, render: (deadline: string) => formatDateTime(deadline) },
    { title: '航班日期', key: 'date', width: 150, render: (_, item) => `${item.flightDate} ${item.flightNo}` },
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 110,
      render: (orderNo: string) => <Link to={href('teamOrderDetail', { orderNo })}>{orderNo}</Link>,
    },
    { title: '款项', dataIndex: 'kind', width: 70, render: (kind: string) => MilestoneKind.label(kind) },
    { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: (amount: number) => formatFen(amount) },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (state: string) => <Tag color={AdvanceState.color(state)}>{AdvanceState.label(state)}</Tag>,
    },
    rowActionsColumn({
      kit: SERIES_ADVANCE_ACTIONS,
      width: 150,
      subject: (item) => `${item.flightDate} ${MilestoneKind.label(item.kind)}`,
      empty: (item) => (item.paidAt ? <Typography.Text type="secondary">{formatDateTime(item.paidAt)}</Typography.Text> : null),
    }),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {advance && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'paid', label: '已支付', children: formatFen(advance.paidTotal) },
            {
              key: 'due',
              label: '待支付',
              children: <Typography.Text type={advance.dueTotal > 0 ? 'danger' : undefined}>{formatFen(advance.dueTotal)}</Typography.Text>,
            },
            { key: 'later', label: '未到期', children: formatFen(advance.laterTotal) },
            { key: 'overdue', label: '已逾期', children: formatFen(advance.overdueTotal) },
          ]}
        />
      )}
      {anyPayable && (
        <Space size={12} wrap>
          <Button type="primary" disabled={selected.length === 0} onClick={() => setPaying(selected)}>
            合并支付
          </Button>
          <Typography.Text type="secondary" aria-live="polite">
            {selected.length > 0 ? `已选 ${selected.length} 笔，合计 ${formatFen(selectedTotal)}` : '勾选待支付的款项，一次从预存款支付'}
          </Typography.Text>
        </Space>
      )}
      <UnpagedTable<SeriesAdvanceItem>
        rowKey={itemKey}
        aria-label="预付明细"
        loading={query.isPending}
        columns={columns}
        dataSource={advance?.items ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={
          anyPayable
            ? {
                ...CHINESE_SELECT_ALL,
                selectedRowKeys: selected.map(itemKey),
                onChange: (keys) => {
                  if (keys.length > PAYMENT_FIGURES.batchMax) {
                    void message.warning(`一次最多合并支付 ${PAYMENT_FIGURES.batchMax} 笔款项`);
                    return;
                  }
                  setChosen(keys.map(String));
                },
                getCheckboxProps: (item) => ({
                  disabled: !payable(item),
                  'aria-label': `选择 ${item.flightDate} ${MilestoneKind.label(item.kind)}`,
                }),
              }
            : undefined
        }
      />
      {paying && (
        <BatchPayDialog
          seriesNo={seriesNo}
          items={paying}
          onClose={() => {
            setPaying(null);
            setChosen([]);
          }}
        />
      )}
    </Space>
  );
}
