import { useState } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { ScheduleChangePanel } from '@/components/order/schedule-change-panel';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { SCATTERED_ORDER_ACTIONS } from '@/components/actions/registry';
import { ButtonLink } from '@/components/button-link';
import { CancelOrderDialog } from '@/components/order/cancel-order-dialog';
import { OrderHeadCard } from '@/components/order/order-head-card';
import { OrderMoneyCards } from '@/components/order/order-money';
import { OrderNotice } from '@/components/order/order-notice';
import { OrderLogTimeline } from '@/components/order/order-log';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { SegmentsTable } from '@/components/order/segments-table';
import { Page } from '@/components/page';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { OrderChannel, TicketStatus } from '@/domain/order';
import { PassengerType } from '@/domain/passenger';
import type { TicketRecord } from '@/lib/gateway';
import { useDetail } from '@/lib/detail-kit';
import { cancelScatteredOrder, scatteredOrderDetail } from './api';
import { changeHref } from './change-state';
import { RefundDialog } from '@/components/refund/refund-dialog';
import { SCATTERED_REFUNDS } from '@/components/refund/menus';
import { UnpagedTable } from '@/components/unpaged-table';

function TicketState({ ticket }: { ticket: TicketRecord }) {
  if (ticket.refundReviewId) {
    return (
      <Link
        to={href('scatteredRefundDetail', { rfdReqSeq: ticket.refundReviewId })}
        aria-label={`退票审核中，退票单 ${ticket.refundReviewId}`}
      >
        <Tag color="processing">退票审核中</Tag>
      </Link>
    );
  }
  return (
    <Space size={4} wrap>
      <Tag color={TicketStatus.color(ticket.status)}>{TicketStatus.label(ticket.status)}</Tag>
      {ticket.seatCancelled && ticket.status === 'OPEN_FOR_USE' && <Tag>座位已取消</Tag>}
      {ticket.changeOrderNo && (
        <Link
          to={href('scatteredOrderDetail', { orderNo: ticket.changeOrderNo })}
          aria-label={`改期中，改期订单 ${ticket.changeOrderNo} 待完成`}
        >
          <Tag color="processing">改期中：{ticket.changeOrderNo}</Tag>
        </Link>
      )}
      {ticket.exchangedBy && (
        <Link to={href('scatteredOrderDetail', { orderNo: ticket.exchangedBy })} aria-label={`新客票见改期订单 ${ticket.exchangedBy}`}>
          新票：{ticket.exchangedBy}
        </Link>
      )}
    </Space>
  );
}

const TICKET_COLUMNS: ColumnsType<TicketRecord> = [
  { title: '票号', dataIndex: 'ticketNo', width: 150 },
  { title: '旅客', key: 'passenger', width: 130, render: (_, row) => `${row.passengerName}（${PassengerType.label(row.passengerType)}）` },
  { title: '航班', key: 'flight', width: 160, render: (_, row) => `${row.flightNo} ${row.flightDate}` },
  { title: '票价', dataIndex: 'fare', align: 'right', render: formatFen },
  { title: '税费', dataIndex: 'tax', align: 'right', render: formatFen },
  { title: '状态', key: 'status', render: (_, row) => <TicketState ticket={row} /> },
  { title: '出票时间', dataIndex: 'issueTime', render: formatDateTime },
];

/** The airline tickets a paid scattered order by its due time. */
const ticketing = (dueAt: string) => ({ title: `订单已付清，航空公司将在 ${formatDateTime(dueAt)} 前自动出票。` });

/** /agent/orderCenter/scattered-order/{orderNo}: segments, passengers, tickets and their states, fares, payment, log; pay, cancel, change, refund. */
export default function ScatteredOrderDetailPage() {
  const { record: order } = useDetail(scatteredOrderDetail, { changesAt: (record) => record.changesAt });
  const { may } = useEntityActions(SCATTERED_ORDER_ACTIONS, order);
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);

  return (
    <Page
      extra={
        <EntityActions
          kit={SCATTERED_ORDER_ACTIONS}
          entity={order}
          handlers={{
            CHANGE: { to: changeHref({ orderNo: order.orderNo }) },
            REFUND: () => setDialog('refund'),
            CANCEL: () => setDialog('cancel'),
          }}
        >
          <ButtonLink to={ROUTES.scatteredOrders.path}>返回订单列表</ButtonLink>
        </EntityActions>
      }
    >
      <ScheduleChangePanel orderNo={order.orderNo} />
      <OrderNotice order={order} ticketing={ticketing} />
      <OrderHeadCard
        order={order}
        showBooker
        dueDeadline
        kindItems={[
          { key: 'pnr', label: 'PNR', children: <Typography.Text copyable>{order.pnr}</Typography.Text> },
          { key: 'channel', label: '类型', children: OrderChannel.label(order.channel) },
        ]}
        endItems={
          order.links?.exchangedFrom
            ? [
                {
                  key: 'from',
                  label: '改期自',
                  children: (
                    <Link to={href('scatteredOrderDetail', { orderNo: order.links.exchangedFrom })}>{order.links.exchangedFrom}</Link>
                  ),
                },
              ]
            : []
        }
      />
      <Card title="航段" size="small" style={{ marginTop: 16 }}>
        <SegmentsTable segments={order.segments} split={order.split} />
      </Card>
      <Card title="客票" size="small" style={{ marginTop: 16 }}>
        <UnpagedTable
          rowKey="ticketNo"
          columns={TICKET_COLUMNS}
          dataSource={order.tickets}
          scroll={{ x: 900 }}
          locale={{ emptyText: '尚未出票' }}
        />
      </Card>
      {order.changeOrders.length > 0 && (
        <Card title="改期订单" size="small" style={{ marginTop: 16 }}>
          <Space orientation="vertical">
            {order.changeOrders.map((change) => (
              <Space key={change.orderNo}>
                <Link to={href('scatteredOrderDetail', { orderNo: change.orderNo })}>{change.orderNo}</Link>
                <OrderStatusTag status={change.status} />
                <span>{formatFen(change.totalAmount)}</span>
                <Typography.Text type="secondary">{formatDateTime(change.createTime)}</Typography.Text>
              </Space>
            ))}
          </Space>
        </Card>
      )}
      <OrderMoneyCards order={order} />
      <Card title="订单日志" size="small" style={{ marginTop: 16 }}>
        <OrderLogTimeline entries={order.log} />
      </Card>
      {may('CANCEL') && (
        <CancelOrderDialog
          orderNo={order.orderNo}
          open={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          cancel={cancelScatteredOrder}
        />
      )}
      {may('REFUND') && (
        <RefundDialog
          menu={SCATTERED_REFUNDS}
          orderNo={order.orderNo}
          tickets={order.tickets}
          open={dialog === 'refund'}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
