import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PrefetchLink } from '@/components/prefetch-link';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { NameListProgress } from '@/components/name-list/name-list-progress';
import { nameListTotal, routeText } from '@/components/order/order-facts';
import { OrderStatusTag } from '@/components/order/order-status-tag';
import { HomeListCard } from '@/components/home-list-card';
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
    <HomeListCard
      title="待出票"
      more={<Link to={listHref(teamOrderList.search({ ticketable: TICKETABLE_PARAMS.ticketable }))}>全部</Link>}
      query={orders}
      emptyText="暂无可出票的订单"
      itemKey={(order) => order.orderNo}
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
  );
}

/** Orders whose name list is still short, before the name deadline. */
export function NameListsIncompleteCard() {
  const orders = useQuery(namesIncompleteQuery());
  return (
    <HomeListCard
      title="待补录名单"
      more={<Link to={listHref(teamOrderList.search({ namesIncomplete: NAMES_INCOMPLETE_PARAMS.namesIncomplete }))}>全部</Link>}
      query={orders}
      emptyText="名单均已录齐"
      itemKey={(order) => order.orderNo}
      renderItem={(order) => (
        <>
          <OrderLink order={order} />
          <NameListProgress named={order.namedCount} total={nameListTotal(order)} nameDeadline={order.nameDeadline} />
        </>
      )}
    />
  );
}

/** The agency's latest orders. */
export function RecentOrdersCard() {
  const orders = useQuery(recentOrdersQuery());
  return (
    <HomeListCard
      title="最近订单"
      more={<Link to={ROUTES.teamOrders.path}>全部</Link>}
      query={orders}
      emptyText="暂无订单"
      itemKey={(order) => order.orderNo}
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
  );
}
