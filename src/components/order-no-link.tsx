import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES, userArea } from '@/config/routes';
import { useAccess, useSessionUser } from '@/lib/current-user';
import { orderDetailHref } from '@/lib/pay-links';

/**
 * The order detail an order number opens for this user, if any: team orders in the agent area,
 * individual orders in the normal area, and only with the function that guards that screen.
 */
export function useOrderHref(): (orderNo: string | undefined) => string | undefined {
  const user = useSessionUser();
  const access = useAccess();
  const area = userArea(user?.accountType);
  const guard = area === 'agent' ? ROUTES.teamOrderDetail.authCode : ROUTES.normalOrderDetail.authCode;
  return (orderNo) => (access.can(guard) ? orderDetailHref(area, orderNo) : undefined);
}

/** An order number that links to its detail where the user may open it (flight-change reminders). */
export function OrderNoLink({ orderNo }: { orderNo: string }) {
  const target = useOrderHref()(orderNo);
  return target ? <Link to={target}>{orderNo}</Link> : <Typography.Text>{orderNo}</Typography.Text>;
}
