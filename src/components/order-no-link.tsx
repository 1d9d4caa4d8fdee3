import { Typography } from 'antd';
import { ROUTES, userArea } from '@/config/routes';
import { useAccess, useSessionUser } from '@/lib/current-user';
import { orderDetailTarget } from '@/lib/pay-links';
import { PrefetchLink } from './prefetch-link';

/**
 * The order detail an order number opens for this user, if any: the screen its number names (a team, bid
 * or scattered order in the agent area, an individual order in the normal area), and only with the
 * function that guards that screen.
 */
export function useOrderHref(): (orderNo: string | undefined) => string | undefined {
  const user = useSessionUser();
  const access = useAccess();
  const area = userArea(user?.accountType);
  return (orderNo) => {
    const target = orderDetailTarget(area, orderNo);
    return target && access.can(ROUTES[target.key].authCode) ? target.path : undefined;
  };
}

/**
 * An order number that links to its detail where the user may open it (the order lists, refunds,
 * transactions, rewards, points); the detail's chunk and read start on intent (PrefetchLink).
 */
export function OrderNoLink({ orderNo }: { orderNo: string }) {
  const target = useOrderHref()(orderNo);
  return target ? <PrefetchLink to={target}>{orderNo}</PrefetchLink> : <Typography.Text>{orderNo}</Typography.Text>;
}
