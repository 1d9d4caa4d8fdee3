import { Card, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PrefetchLink } from '@/components/prefetch-link';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { retryOf } from '@/components/load-failed';
import { NameListProgress } from '@/components/name-list/name-list-progress';
import { nameListTotal, routeText } from '@/components/order/order-facts';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { PlainList } from '@/components/plain-list';
import type { OrderSummary } from '@/lib/gateway';
import { NAMES_INCOMPLETE_PARAMS, namesIncompleteQuery, recentOrdersQuery, teamOrderList, TICKETABLE_PARAMS, ticketableQuery } from './api';

/*
 * The agent home's work queue (the lead places them in app/routes/home-screen.tsx and warms them
 * with the same query options in its loader): orders ready to ticket, name lists still short before
 * their deadline, recent orders (payments due are the payment feature's card). Each links to the
 * order and to the filtered list.
 */

const listHref = (search: string) => `${ROUTES.teamOrders.path}${search}`;

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Space size={6} wrap>
      <PrefetchLink to={href('teamOrderDetail', { orderNo: order.orderNo })}>{order.orderNo}</PrefetchLink>
      <Typography.Text>{order.groupName}</Typography.Text>
      <Typography.Text type="secondary">
        {routeText(order.route)} {order.flightDate}
      </Typography.Text>
    </Space>
  );
}

/** Orders whose named passengers can be ticketed now, soonest departure first. */
export function TicketableCard() {
  const orders = useQuery(ticketableQuery());
  return (
    <Card title="待出票" extra={<Link to={listHref(teamOrderList.search({ ticketable: TICKETABLE_PARAMS.ticketable }))}>全部</Link>}>
      <PlainList
        size="small"
        loading={orders.isPending}
        items={orders.data?.items}
        itemKey={(order) => order.orderNo}
        emptyText="暂无可出票的订单"
        onRetry={retryOf(orders)}
        renderItem={(order) => (
          <>
            <OrderLink order={order} />
            <Space size={6}>
              <OrderStatusTag status={order.status} />
              <Typography.Text>已录入 {order.namedCount} 人</Typography.Text>
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
    <Card
      title="待补录名单"
      extra={<Link to={listHref(teamOrderList.search({ namesIncomplete: NAMES_INCOMPLETE_PARAMS.namesIncomplete }))}>全部</Link>}
    >
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
