import { App, Button, Card, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { RefundKind, RefundState } from '@/domain/refund';
import { FilterForm } from '@/components/filter-form';
import { countTabs, listTableProps } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import type { TeamRefundDetail, TeamRefundSummary } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useDetailsFollowList } from '@/lib/detail-kit';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { exportRefunds, REFUND_TABS, teamRefundDetail, teamRefundList } from './api';

export const loader = teamRefundList.loader;

export function RefundStateTag({ state }: { state: string }) {
  return <Tag color={RefundState.color(state)}>{RefundState.label(state)}</Tag>;
}

/** The first few passengers' names, then how many there are in all. */
const NAMES_SHOWN = 3;
const namesText = (names: readonly string[]) =>
  names.length > NAMES_SHOWN ? `${names.slice(0, NAMES_SHOWN).join('、')} 等 ${names.length} 人` : names.join('、');

const COLUMNS: ColumnsType<TeamRefundSummary> = [
  {
    title: '退票单号',
    dataIndex: 'reviewId',
    width: 116,
    fixed: 'left',
    render: (reviewId: string) => <Link to={href('teamRefundDetail', { reviewId })}>{reviewId}</Link>,
  },
  {
    title: '订单 / 团队',
    key: 'order',
    width: 180,
    ellipsis: true,
    render: (_, row) => (
      <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
        <OrderNoLink orderNo={row.orderNo} />
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.groupName }}>
          {row.groupName}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '旅客 / 张数',
    key: 'passengers',
    width: 170,
    ellipsis: true,
    render: (_, row) => (
      <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
        <Typography.Text title={row.passengerNames.join('、')}>{namesText(row.passengerNames)}</Typography.Text>
        <Typography.Text type="secondary">
          {RefundKind.label(row.kind)} · {row.ticketCount} 张
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '退票费 / 应退',
    key: 'amount',
    width: 130,
    align: 'right',
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text type="secondary">费 {formatFen(row.fee)}</Typography.Text>
        <Typography.Text strong>{formatFen(row.amount)}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '状态',
    key: 'state',
    width: 160,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <RefundStateTag state={row.state} />
        {row.failReason && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.failReason }} style={{ maxWidth: 150 }}>
            {row.failReason}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    title: '申请人 / 时间',
    key: 'applied',
    width: 150,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{row.appliedBy}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(row.applyTime)}</Typography.Text>
      </Space>
    ),
  },
  { title: '完成时间', dataIndex: 'finishTime', width: 140, render: (time?: string) => (time ? formatDateTime(time) : '-') },
];


/** A link inside a sentence is underlined: its colour alone does not set it apart (WCAG link-in-text-block). */
const INLINE_LINK = { textDecoration: 'underline' } as const;

const reviewIdOf = (row: TeamRefundSummary) => row.reviewId;
const stateDiffers = (known: TeamRefundDetail, row: TeamRefundSummary) => known.state !== row.state;

/** /agent/orderCenter/refund: the agency's team refund applications by review state, with export. */
export default function RefundListPage() {
  const list = useList(teamRefundList);
  // The airline reviews on its side: an application the list shows answered is read again when opened.
  useDetailsFollowList(teamRefundDetail, list.query.data?.items, reviewIdOf, stateDiffers);
  const { message } = App.useApp();
  const access = useAccess();
  const exporting = useWrite(exportRefunds, {
    onSuccess: ({ count, truncated }) => {
      if (truncated) void message.warning(`退票申请较多，仅导出了前 ${count} 条，请缩小查询范围后再导出`);
      else void message.success(`已导出 ${count} 条退票申请`);
    },
  });

  return (
    <Page
      extra={
        <Button loading={exporting.isPending} onClick={() => exporting.submit(list.params)}>
          导出 Excel
        </Button>
      }
    >
      {/* 查询 keeps the state tab; the tabs change only the state. */}
      <FilterForm {...list.filterBar} onSearch={(values) => list.filterBar.onSearch({ ...values, state: list.params.state })} />
      <Card>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          在团队订单详情中选择客票申请退票；航司审核通过后，退款原路退回原支付方式。同一订单重复支付的款项全额退回，见
          {access.can(ROUTES.agentPayRefund.authCode) ? <Link to={ROUTES.agentPayRefund.path} style={INLINE_LINK}>支付退款</Link> : '支付退款'}；退回预存款的金额另见
          {access.can(ROUTES.transactions.authCode) ? <Link to={ROUTES.transactions.path} style={INLINE_LINK}>交易明细</Link> : '交易明细'}。
        </Typography.Paragraph>
        <Tabs
          activeKey={list.params.state ?? 'ALL'}
          items={countTabs(REFUND_TABS, list.query.data?.stateCounts, 'WAITING_REFUND')}
          onChange={(key) => list.setParams({ state: key === 'ALL' ? undefined : (key as RefundState) })}
        />
        <Table rowKey="reviewId" size="middle" columns={COLUMNS} scroll={{ x: 'max-content' }} {...listTableProps(list, '暂无退票申请')} />
      </Card>
    </Page>
  );
}
