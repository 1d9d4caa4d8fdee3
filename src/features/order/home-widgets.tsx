import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { MilestoneKind } from '@/domain/order';
import { Countdown } from '@/components/countdown';
import { retryOf } from '@/components/load-failed';
import { NameListProgress } from '@/components/name-list/name-list-progress';
import { nameListTotal, routeText } from '@/components/order/order-facts';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { PlainList } from '@/components/plain-list';
import type { OrderSummary } from '@/lib/gateway';
import {
  AWAITING_PAYMENT_PARAMS,
  awaitingPaymentQuery,
  NAMES_INCOMPLETE_PARAMS,
  namesIncompleteQuery,
  recentOrdersQuery,
  teamOrderList,
} from './api';

/*
 * The agent home's work queue (the lead places them in app/routes/home-screen.tsx and warms them
 * with the same query options in its loader): orders awaiting payment, name lists still short before
 * their deadline, recent orders. Each links to the order and to the filtered list.
 */

const listHref = (search: string) => `${ROUTES.teamOrders.path}${search}`;

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Space size={6} wrap>
      <Link to={href('teamOrderDetail', { orderNo: order.orderNo })}>{order.orderNo}</Link>
      <Typography.Text>{order.groupName}</Typography.Text>
      <Typography.Text type="secondary">
        {routeText(order.route)} {order.flightDate}
      </Typography.Text>
    </Space>
  );
}

/** BOOKED orders with a deposit, balance or full payment due, with live countdowns. */
export function AwaitingPaymentCard() {
  const orders = useQuery(awaitingPaymentQuery());
  return (
    <Card title="待付款订单" extra={<Link to={listHref(teamOrderList.search({ status: AWAITING_PAYMENT_PARAMS.status }))}>全部</Link>}>
      <PlainList
        size="small"
        loading={orders.isPending}
        items={orders.data?.items}
        itemKey={(order) => order.orderNo}
        emptyText="暂无待付款订单"
        onRetry={retryOf(orders)}
        renderItem={(order) => (
          <>
            <OrderLink order={order} />
            <Space size={6}>
              {order.nextMilestone && <Typography.Text>{MilestoneKind.label(order.nextMilestone)}</Typography.Text>}
              <Countdown deadline={order.nextDeadline} />
            </Space>
          </>
        )}
      />
    </Card>
  );
}

/** Orders whose name list is still short, before the name deadline. */
export function NameListsIncompleteCard() {
  const orders = useQuery(namesIncompleteQuery());
  return (
    <Card title="待补录名单" extra={<Link to={listHref(teamOrderList.search({ namesIncomplete: NAMES_INCOMPLETE_PARAMS.namesIncomplete }))}>全部</Link>}>
      <PlainList
        size="small"
        loading={orders.isPending}
        items={orders.data?.items}
        itemKey={(order) => order.orderNo}
        emptyText="名单均已录齐"
        onRetry={retryOf(orders)}
        renderItem={(order) => (
          <>
            <OrderLink order={order} />
            <NameListProgress named={order.namedCount} total={nameListTotal(order)} nameDeadline={order.nameDeadline} />
          </>
        )}
      />
    </Card>
  );
}

/** The agency's latest orders. */
export function RecentOrdersCard() {
  const orders = useQuery(recentOrdersQuery());
  return (
    <Card title="最近订单" extra={<Link to={ROUTES.teamOrders.path}>全部</Link>}>
      <PlainList
        size="small"
        loading={orders.isPending}
        items={orders.data?.items}
        itemKey={(order) => order.orderNo}
        emptyText="暂无订单"
        onRetry={retryOf(orders)}
        renderItem={(order) => (
          <>
            <OrderLink order={order} />
            <Space size={6}>
              <OrderStatusTag status={order.status} />
              <Typography.Text type="secondary">{formatDateTime(order.createTime)}</Typography.Text>
            </Space>
          </>
        )}
      />
    </Card>
  );
}
