import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AUTH } from '@/config/auth-codes';
import { ROUTES } from '@/config/routes';
import { formatDateTime, formatFen } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { FareRules, FareTable } from '@/components/booking/fare-table';
import { ButtonLink } from '@/components/button-link';
import { Countdown } from '@/components/countdown';
import { ContactFacts } from '@/components/order/contact-fields';
import { MilestonesTable } from '@/components/order/milestones-table';
import { amountDue, nextDueMilestone, routeText } from '@/components/order/order-facts';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { PassengersTable } from '@/components/order/passengers-table';
import { SegmentsTable } from '@/components/order/segments-table';
import { Page } from '@/components/page';
import type { OrderDetail } from '@/lib/gateway';
import { useAccess } from '@/lib/current-user';
import { useDetail } from '@/lib/detail-kit';
import { useWrite } from '@/lib/mutation-kit';
import { payHref } from '@/lib/pay-links';
import { cancelPersonalOrder, personalOrderDetail } from './api';
import { CANCEL_REASON_MAX } from './batch-cancel';

function CancelDialog({ order, open, onClose }: { order: OrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useWrite(cancelPersonalOrder, {
    onSuccess: () => {
      void message.success(`订单 ${order.orderNo} 已取消`);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={`取消订单 ${order.orderNo}`}
      okText="确认取消订单"
      cancelText="返回"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>取消后座位将被释放，订单不可恢复。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reason }) => cancel.submit({ orderNo: order.orderNo, reason: reason.trim() })}>
        <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}>
          <Input.TextArea rows={3} maxLength={CANCEL_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What happens next to the order without the user: the airline's ticketing, or why it ended. */
function OrderNotice({ order }: { order: OrderDetail }) {
  if (order.status === 'PAYED' && order.ticketingDueAt) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          <Space size={8} wrap>
            <span>订单已付清，航空公司将在 {formatDateTime(order.ticketingDueAt)} 前自动出票，无需其他操作。</span>
            <Countdown deadline={order.ticketingDueAt} prefix="预计" />
          </Space>
        }
        description="出票后票号显示在乘机人列表中，本页会自动更新。"
      />
    );
  }
  if (order.status === 'CANCELED') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`订单已取消${order.cancelReason ? `：${order.cancelReason}` : ''}`}
        description={order.paidAmount > 0 ? '座位已释放，已付款项将原路退回。' : '座位已释放，未产生费用。'}
      />
    );
  }
  return null;
}

/** /normal/order/list/{orderNo}: one individual order; it can be cancelled while awaiting payment. */
export default function PersonalOrderDetailPage() {
  const { record: order } = useDetail(personalOrderDetail, { changesAt: (record) => record.changesAt });
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const access = useAccess();
  const canCancel = order.allowedActions.includes('CANCEL');
  const due = order.status === 'BOOKED' ? nextDueMilestone(order.milestones) : undefined;
  const canPay = Boolean(due) && order.allowedActions.includes('PAY') && access.can(AUTH.PAY);

  return (
    <Page
      extra={
        <Space>
          {canPay && (
            <ButtonLink type="primary" to={payHref('normal', { payableKind: 'ORDER', payableNo: order.orderNo })}>
              去支付
            </ButtonLink>
          )}
          {canCancel && (
            <Button danger onClick={() => setCancelling(true)}>
              取消订单
            </Button>
          )}
          <Button onClick={() => void navigate(ROUTES.normalOrders.path)}>返回订单列表</Button>
        </Space>
      }
    >
      <OrderNotice order={order} />
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'orderNo', label: '订单号', children: <Typography.Text copyable>{order.orderNo}</Typography.Text> },
            { key: 'status', label: '订单状态', children: <OrderStatusTag status={order.status} /> },
            { key: 'route', label: '行程', children: routeText(order.route) },
            { key: 'amount', label: '订单金额', children: formatFen(order.totalAmount) },
            { key: 'paid', label: '已付金额', children: formatFen(order.paidAmount) },
            { key: 'created', label: '预订时间', children: formatDateTime(order.createTime) },
            ...(order.cancelTime
              ? [
                  { key: 'cancelled', label: '取消时间', children: formatDateTime(order.cancelTime) },
                  { key: 'reason', label: '取消原因', children: order.cancelReason || '-' },
                ]
              : []),
            ...(due
              ? [
                  {
                    key: 'due',
                    label: '待付款',
                    children: (
                      <Space size={8} wrap>
                        <span>{MilestoneKind.label(due.kind)}</span>
                        <Typography.Text strong type="danger">
                          {formatFen(amountDue(due))}
                        </Typography.Text>
                        <Countdown deadline={due.deadline} />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title="航班信息" size="small" style={{ marginTop: 16 }}>
        <SegmentsTable segments={order.segments} />
      </Card>
      <Card title="票价明细" size="small" style={{ marginTop: 16 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <FareTable fares={order.fares} totalAmount={order.totalAmount} adjustments={order.fareAdjustments} order />
          <FareRules rules={order.fareRules} />
        </Space>
      </Card>
      <Card title="付款" size="small" style={{ marginTop: 16 }}>
        <MilestonesTable milestones={order.milestones} />
      </Card>
      <Card title="乘机人" size="small" style={{ marginTop: 16 }}>
        <PassengersTable passengers={order.passengers} />
      </Card>
      <Card title="联系人" size="small" style={{ marginTop: 16 }}>
        <ContactFacts contact={order.contact} />
      </Card>
      {canCancel && <CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />}
    </Page>
  );
}
