import { App, Button, Card, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { FilterForm } from '@/components/filter-form';
import { countTabs, listTableProps } from '@/components/list-table';
import { Page } from '@/components/page';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { RefundKind, RefundState } from '@/domain/refund';
import type { ScatteredRefundSummary } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { useWrite } from '@/lib/mutation-kit';
import { exportScatteredRefunds, REFUND_TABS, scatteredRefundList } from './api';

export const loader = scatteredRefundList.loader;

/** The refund's state; a request waiting on the agent's supplementary file says so. */
export function ScatteredRefundStateTag({ refund }: { refund: Pick<ScatteredRefundSummary, 'state' | 'supplementAsked'> }) {
  if (refund.supplementAsked) return <Tag color="warning">待补充材料</Tag>;
  return <Tag color={RefundState.color(refund.state)}>{RefundState.label(refund.state)}</Tag>;
}

const COLUMNS: ColumnsType<ScatteredRefundSummary> = [
  {
    title: '退票单号',
    dataIndex: 'rfdReqSeq',
    width: 130,
    fixed: 'left',
    render: (rfdReqSeq: string) => <Link to={href('scatteredRefundDetail', { rfdReqSeq })}>{rfdReqSeq}</Link>,
  },
  {
    title: '订单 / PNR',
    key: 'order',
    width: 130,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Link to={href('scatteredOrderDetail', { orderNo: row.orderNo })}>{row.orderNo}</Link>
        <Typography.Text type="secondary">{row.pnr}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '旅客 / 张数',
    key: 'passengers',
    width: 170,
    render: (_, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{row.passengerNames.join('、')}</Typography.Text>
        <Typography.Text type="secondary">
          {row.kind === 'INVOLUNTARY' ? '差错退票' : RefundKind.label(row.kind)} · {row.ticketCount} 张
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
  { title: '状态', key: 'state', width: 110, render: (_, row) => <ScatteredRefundStateTag refund={row} /> },
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

/** /agent/orderCenter/scattered-refund: the agency's scattered refund requests by state, with export. */
export default function ScatteredRefundListPage() {
  const list = useList(scatteredRefundList);
  const { message } = App.useApp();
  const exporting = useWrite(exportScatteredRefunds, {
    onSuccess: ({ count, truncated }) => {
      if (truncated) void message.warning(`退票单较多，仅导出了前 ${count} 条，请缩小查询范围后再导出`);
      else void message.success(`已导出 ${count} 条退票单`);
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
      <FilterForm {...list.filterBar} onSearch={(values) => list.filterBar.onSearch({ ...values, state: list.params.state })} />
      <Card>
        <Tabs
          activeKey={list.params.state ?? 'ALL'}
          items={countTabs(REFUND_TABS, list.query.data?.stateCounts, 'WAITING_REFUND')}
          onChange={(key) => list.setParams({ state: key === 'ALL' ? undefined : (key as RefundState) })}
        />
        <Table rowKey="rfdReqSeq" size="middle" columns={COLUMNS} scroll={{ x: 'max-content' }} {...listTableProps(list, '暂无退票单')} />
      </Card>
    </Page>
  );
}
