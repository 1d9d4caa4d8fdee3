import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import type { PaymentMilestone } from '@/lib/gateway/endpoints/order';
import { Countdown } from '../countdown';
import { amountDue } from './order-facts';
import { MilestoneStageTag } from './order-status-tag';

/** An unpaid milestone of a cancelled order: why it was never paid. */
const CLOSED_LABELS: Record<NonNullable<PaymentMilestone['closed']>, string> = {
  OVERDUE: '超时未付',
  ORDER_CANCELED: '未支付（订单已取消）',
};

/** A milestone's state; on a cancelled order, why it was never paid instead of 失败. */
export function MilestoneStatusTag({ milestone }: { milestone: PaymentMilestone }) {
  if (!milestone.closed) return <MilestoneStageTag status={milestone.status} />;
  return <Tag color={milestone.closed === 'OVERDUE' ? 'error' : 'default'}>{CLOSED_LABELS[milestone.closed]}</Tag>;
}

const open = (milestone: PaymentMilestone) => milestone.status === 'WAIT' || milestone.status === 'UNDER_WAY';

const COLUMNS: ColumnsType<PaymentMilestone> = [
  { title: '付款节点', dataIndex: 'kind', render: (kind: string) => MilestoneKind.label(kind) },
  { title: '应付金额', dataIndex: 'amount', align: 'right', render: formatFen },
  { title: '已付金额', dataIndex: 'paidAmount', align: 'right', render: formatFen },
  { title: '待付金额', key: 'due', align: 'right', render: (_, row) => formatFen(amountDue(row)) },
  {
    title: '截止时间',
    dataIndex: 'deadline',
    render: (deadline: string, row) => (
      <Space orientation="vertical" size={0}>
        {formatDateTime(deadline)}
        {open(row) && <Countdown deadline={deadline} />}
      </Space>
    ),
  },
  { title: '状态', key: 'status', render: (_, row) => <MilestoneStatusTag milestone={row} /> },
  {
    title: '支付时间',
    dataIndex: 'paidAt',
    render: (paidAt?: string) => (paidAt ? formatDateTime(paidAt) : <Typography.Text type="secondary">-</Typography.Text>),
  },
];

/** Deposit and balance (or the full amount), with live countdowns to the deadlines still open. */
export function MilestonesTable({ milestones }: { milestones: readonly PaymentMilestone[] }) {
  return <Table rowKey="kind" size="small" pagination={false} columns={COLUMNS} dataSource={[...milestones]} />;
}
