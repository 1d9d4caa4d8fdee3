import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { href, ROUTES, userArea } from '@/config/routes';
import { useAccess, useSessionUser } from '@/lib/current-user';

const TEAM_ORDER_NO = /^TO\d{6}$/;
const INDIVIDUAL_ORDER_NO = /^NO\d{6}$/;

/**
 * The order detail an order number opens for this user, if any: team orders in the agent area,
 * individual orders in the normal area, and only with the function that guards that screen.
 */
export function useOrderHref(): (orderNo: string) => string | undefined {
  const user = useSessionUser();
  const access = useAccess();
  const area = userArea(user?.accountType);
  return (orderNo) => {
    if (area === 'agent' && TEAM_ORDER_NO.test(orderNo) && access.can(ROUTES.teamOrderDetail.authCode)) {
      return href('teamOrderDetail', { orderNo });
    }
    if (area === 'normal' && INDIVIDUAL_ORDER_NO.test(orderNo) && access.can(ROUTES.normalOrderDetail.authCode)) {
      return href('normalOrderDetail', { orderNo });
    }
    return undefined;
  };
}

/** An order number that links to its detail where the user may open it (flight-change reminders). */
export function OrderNoLink({ orderNo }: { orderNo: string }) {
  const target = useOrderHref()(orderNo);
  return target ? <Link to={target}>{orderNo}</Link> : <Typography.Text>{orderNo}</Typography.Text>;
}
