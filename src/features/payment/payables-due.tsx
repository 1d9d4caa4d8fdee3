import { Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ROUTES, type UserArea } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { PayableKind } from '@/domain/payment';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { listTableProps } from '@/components/list-table';
import { OrderNoLink } from '@/components/order-no-link';
import { HomeListCard } from '@/components/home-list-card';
import type { PayableDue } from '@/lib/gateway';
import { useList } from '@/lib/list-kit';
import { payHref, payResultHref, type PayableRef } from '@/lib/pay-links';
import { dueList, dueSoonQuery } from './api';

/*
 * Everything the user owes now, soonest deadline first, as the gateway lists it: the 支付 screen opened
 * without a payable, the stand-alone cashier opened without one, and the agent home's card.
 */

const kindText = (row: PayableDue) => `${PayableKind.label(row.kind)}${row.milestone ? ` · ${MilestoneKind.label(row.milestone)}` : ''}`;

const refOf = (row: PayableDue): PayableRef => ({ payableKind: row.kind, payableNo: row.payableNo });

function PayAction({ row, area, payLink }: { row: PayableDue; area: UserArea; payLink: (ref: PayableRef) => string }) {
  if (row.pendingPaymentNo) return <Link to={payResultHref(area, 'pending', row.pendingPaymentNo)}>支付处理中，查看进度</Link>;
  return (
    <ButtonLink type="primary" size="small" to={payLink(refOf(row))} aria-label={`去支付 ${row.payableNo} ${kindText(row)}`}>
      去支付
    </ButtonLink>
  );
}

function columns(area: UserArea, payLink: (ref: PayableRef) => string): ColumnsType<PayableDue> {
  return [
    {
      title: '付款截止',
      key: 'deadline',
      width: 170,
      render: (_, row) =>
        row.deadline ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{formatDateTime(row.deadline)}</Typography.Text>
            <Countdown deadline={row.deadline} />
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '款项', key: 'kind', width: 150, render: (_, row) => kindText(row) },
    { title: '订单号', dataIndex: 'orderNo', width: 110, render: (orderNo: string) => <OrderNoLink orderNo={orderNo} /> },
    {
      title: '说明',
      key: 'title',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.title}</Typography.Text>
          <Typography.Text type="secondary">{row.covers}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '应付金额',
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (amount: number) => <Typography.Text strong>{formatFen(amount)}</Typography.Text>,
    },
    { title: '操作', key: 'actions', width: 150, render: (_, row) => <PayAction row={row} area={area} payLink={payLink} /> },
  ];
}

/** The 支付 screen without a payable in its address: what there is to pay, each with its way to pay. */
export function PayablesDue({ area, payLink = (ref) => payHref(area, ref) }: { area: UserArea; payLink?: (ref: PayableRef) => string }) {
  const list = useList(dueList);
  const deposits = area === 'agent' ? ROUTES.agentPayDeposit.path : ROUTES.normalPayDeposit.path;
  return (
    <Card title="待支付款项" extra={<Link to={deposits}>定金支付记录</Link>}>
      <Typography.Paragraph type="secondary">按付款截止时间排列：定金、尾款、全款、名单变更费、在线补款与附加服务。</Typography.Paragraph>
      <Table<PayableDue>
        rowKey={(row) => `${row.kind}:${row.payableNo}`}
        size="middle"
        columns={columns(area, payLink)}
        {...listTableProps(list, '暂无待支付款项')}
      />
    </Card>
  );
}

/** The agent home's card: the five payments due soonest, with amounts and countdowns. */
export function PaymentsDueCard() {
  const due = useQuery(dueSoonQuery());
  const total = due.data?.total ?? 0;
  return (
    <HomeListCard
      title="待付款"
      more={<Link to={ROUTES.agentPay.path}>{total > 0 ? `全部 ${total} 笔` : '全部'}</Link>}
      query={due}
      emptyText="暂无待付款项"
      itemKey={(row) => `${row.kind}:${row.payableNo}`}
      renderItem={(row) => (
        <>
          <Space size={6} wrap>
            <OrderNoLink orderNo={row.orderNo} />
            <Typography.Text>{kindText(row)}</Typography.Text>
            <Typography.Text strong>{formatFen(row.amount)}</Typography.Text>
          </Space>
          <Space size={6}>
            <Countdown deadline={row.deadline} />
            <Link to={payHref('agent', refOf(row))} aria-label={`去支付 ${row.payableNo} ${kindText(row)}`}>
              去支付
            </Link>
          </Space>
        </>
      )}
    />
  );
}
