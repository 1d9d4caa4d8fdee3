import type { ReactNode } from 'react';
import { App, Button, Card, Descriptions, Image, Popconfirm, Space, Table, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { PassengerType } from '@/domain/passenger';
import { PayMethod } from '@/domain/payment';
import { RefundKind, RefundState, RefundStep } from '@/domain/refund';
import { Countdown } from '@/components/countdown';
import { RefundAmounts } from '@/components/order/refund-amounts';
import { OrderNoLink } from '@/components/order-no-link';
import { Page } from '@/components/page';
import { useAccess } from '@/lib/current-user';
import type { RefundMoney, RefundTicketLine, TeamRefundDetail } from '@/lib/gateway';
import { useDetail } from '@/lib/detail-kit';
import { useWrite } from '@/lib/mutation-kit';
import { teamRefundDetail, withdrawRefund } from './api';
import { RefundStateTag } from './refund-list-page';

export const loader = teamRefundDetail.loader;

const TICKET_COLUMNS: ColumnsType<RefundTicketLine> = [
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '旅客', key: 'passenger', width: 120, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
  { title: '航班', key: 'flight', width: 150, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
  { title: '票价', dataIndex: 'fare', width: 100, align: 'right', render: formatFen },
  { title: '税费', dataIndex: 'tax', width: 90, align: 'right', render: formatFen },
  { title: '退票费', dataIndex: 'fee', width: 100, align: 'right', render: formatFen },
  { title: '应退', dataIndex: 'refund', width: 110, align: 'right', render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text> },
];

const MONEY_COLUMNS: ColumnsType<RefundMoney> = [
  { title: '退款单号', dataIndex: 'refundNo', width: 130 },
  { title: '退回方式', dataIndex: 'method', width: 130, render: (method: string) => PayMethod.label(method) },
  { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: formatFen },
  { title: '状态', dataIndex: 'state', width: 100, render: (state: string) => <RefundStateTag state={state} /> },
  { title: '到账时间', dataIndex: 'finishTime', width: 150, render: (time?: string) => (time ? formatDateTime(time) : '退款处理中') },
];

/** Where the money goes: the method before approval, the money refunds after it. */
function MoneyBack({ refund }: { refund: TeamRefundDetail }) {
  const access = useAccess();
  const method = refund.refundTo ? PayMethod.label(refund.refundTo) : '原支付方式';
  if (refund.state === 'REFUND_FAILED') return <Typography.Text type="secondary">申请未通过或已撤回，没有退款。</Typography.Text>;
  if (refund.state === 'WAITING_REFUND') return <Typography.Text>审核通过后，{formatFen(refund.amount)} 原路退回{method}。</Typography.Text>;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Table rowKey="refundNo" size="small" columns={MONEY_COLUMNS} dataSource={refund.money} pagination={false} locale={{ emptyText: '退款处理中' }} />
      {refund.refundTo === 'PREPAID' && access.can(AUTH.TRANSACTION) && <Link to={href('transactions')}>在交易明细中查看预存款退款</Link>}
    </Space>
  );
}

/** /agent/orderCenter/refund/{reviewId}: one application — its tickets, money, files and review. */
export default function RefundDetailPage() {
  const { record: refund } = useDetail(teamRefundDetail, { changesAt: (record) => record.reviewBy });
  const { message } = App.useApp();
  const withdraw = useWrite(withdrawRefund, { onSuccess: () => void message.success(`退票申请 ${refund.reviewId} 已撤回`) });

  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'reviewId', label: '退票单号', children: <Typography.Text copyable>{refund.reviewId}</Typography.Text> },
    { key: 'state', label: '状态', children: <RefundStateTag state={refund.state} /> },
    { key: 'kind', label: '退票类型', children: RefundKind.label(refund.kind) },
    { key: 'order', label: '订单', children: <OrderNoLink orderNo={refund.orderNo} /> },
    { key: 'group', label: '团队名称', children: refund.groupName },
    { key: 'applied', label: '申请', children: `${refund.appliedBy} ${formatDateTime(refund.applyTime)}` },
    { key: 'reason', label: '退票原因', children: refund.reason },
  ];
  if (refund.reviewBy) {
    items.push({
      key: 'reviewBy',
      label: '审核时限',
      children: (
        <Space size={8}>
          {formatDateTime(refund.reviewBy)}
          <Countdown deadline={refund.reviewBy} />
        </Space>
      ),
    });
  }
  if (refund.finishTime) items.push({ key: 'finish', label: refund.state === 'HAVE_REFUND' ? '审核通过' : '结束时间', children: formatDateTime(refund.finishTime) });
  if (refund.failReason) items.push({ key: 'failReason', label: '未通过原因', children: <Typography.Text type="danger">{refund.failReason}</Typography.Text> });

  const canWithdraw = refund.allowedActions.includes('WITHDRAW');
  return (
    <Page
      extra={
        canWithdraw && (
          <Popconfirm
            title={`撤回退票申请 ${refund.reviewId}？`}
            description="撤回后客票保持可用，如需退票须重新申请。"
            okText="撤回申请"
            cancelText="取消"
            onConfirm={() => withdraw.submit({ reviewId: refund.reviewId })}
          >
            <Button danger loading={withdraw.isPending}>
              撤回申请
            </Button>
          </Popconfirm>
        )
      }
    >
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>
      <Card title="退款金额" style={{ marginTop: 16 }}>
        <RefundAmounts refund={refund} />
        <MoneyBack refund={refund} />
      </Card>
      <Card title={`退票客票（${refund.tickets.length} 张）`} style={{ marginTop: 16 }}>
        <Table rowKey="ticketNo" size="small" columns={TICKET_COLUMNS} dataSource={refund.tickets} pagination={refund.tickets.length > 50 ? { pageSize: 50 } : false} />
      </Card>
      <Space align="start" size={16} style={{ marginTop: 16, width: '100%' }} wrap>
        <Card title="证明材料" style={{ minWidth: 320 }}>
          {refund.files.length === 0 ? (
            <Typography.Text type="secondary">{refund.kind === 'VOLUNTARY' ? '自愿退票无需证明材料' : '无'}</Typography.Text>
          ) : (
            <Space wrap>
              {refund.files.map((file) => (
                <Space key={file.fileId} orientation="vertical" size={4} align="center">
                  {file.url ? <Image width={96} src={file.url} alt={`证明材料 ${file.name}`} /> : null}
                  <Typography.Text type="secondary">{file.name}</Typography.Text>
                </Space>
              ))}
            </Space>
          )}
        </Card>
        <Card title="审核进度" style={{ minWidth: 420 }}>
          <Timeline
            items={[...refund.timeline].map((entry) => ({
              color: RefundStep.color(entry.action),
              title: `${RefundStep.label(entry.action)} · ${formatDateTime(entry.at)}`,
              content: (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{entry.detail}</Typography.Text>
                  <Typography.Text type="secondary">{entry.by}</Typography.Text>
                </Space>
              ),
            }))
              .concat(refund.state === 'WAITING_REFUND' ? [{ color: 'gray', title: '等待航司审核', content: <Typography.Text type="secondary">{RefundState.label('WAITING_REFUND')}</Typography.Text> }] : [])}
          />
        </Card>
      </Space>
    </Page>
  );
}
