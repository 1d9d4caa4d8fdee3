import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { ScheduleChangePanel } from '@/components/order/schedule-change-panel';
import { EntityActions, useEntityActions } from '@/components/actions/entity-actions';
import { PERSONAL_ORDER_ACTIONS } from '@/components/actions/registry';
import { Countdown } from '@/components/countdown';
import { CancelOrderDialog } from '@/components/order/cancel-order-dialog';
import { OrderHeadCard } from '@/components/order/order-head-card';
import { OrderMoneyCards } from '@/components/order/order-money';
import { OrderNotice } from '@/components/order/order-notice';
import { PassengersTable } from '@/components/order/passengers-table';
import { SegmentsTable } from '@/components/order/segments-table';
import { Page } from '@/components/page';
import { useDetail } from '@/lib/detail-kit';
import { cancelPersonalOrder, personalOrderDetail } from './api';

/** The airline tickets a paid individual order by its due time, with nothing left for the user to do. */
const ticketing = (dueAt: string) => ({
  title: (
    <Space size={8} wrap>
      <span>订单已付清，航空公司将在 {formatDateTime(dueAt)} 前自动出票，无需其他操作。</span>
      <Countdown deadline={dueAt} prefix="预计" />
    </Space>
  ),
  description: '出票后票号显示在乘机人列表中，本页会自动更新。',
});

/** /normal/order/list/{orderNo}: one individual order; it can be cancelled while awaiting payment. */
export default function PersonalOrderDetailPage() {
  const { record: order } = useDetail(personalOrderDetail, { changesAt: (record) => record.changesAt });
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const { may } = useEntityActions(PERSONAL_ORDER_ACTIONS, order);

  return (
    <Page
      extra={
        <EntityActions kit={PERSONAL_ORDER_ACTIONS} entity={order} handlers={{ CANCEL: () => setCancelling(true) }}>
          <Button onClick={() => void navigate(ROUTES.normalOrders.path)}>返回订单列表</Button>
        </EntityActions>
      }
    >
      <ScheduleChangePanel orderNo={order.orderNo} />
      <OrderNotice
        order={order}
        ticketing={ticketing}
        cancelled={order.paidAmount > 0 ? '座位已释放，已付款项将原路退回。' : '座位已释放，未产生费用。'}
      />
      <OrderHeadCard order={order} />
      <Card title="航班信息" size="small" style={{ marginTop: 16 }}>
        <SegmentsTable segments={order.segments} split={order.split} />
      </Card>
      <OrderMoneyCards order={order}>
        <Card title="乘机人" size="small" style={{ marginTop: 16 }}>
          <PassengersTable passengers={order.passengers} split={order.split} />
        </Card>
      </OrderMoneyCards>
      {may('CANCEL') && (
        <CancelOrderDialog orderNo={order.orderNo} open={cancelling} onClose={() => setCancelling(false)} cancel={cancelPersonalOrder} />
      )}
    </Page>
  );
}
