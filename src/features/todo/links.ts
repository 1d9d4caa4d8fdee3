import { AUTH, type AuthCode } from '@/config/auth-codes';
import { href, ROUTES } from '@/config/routes';
import { DueAction } from '@/domain/due';
import type { ActionKit } from '@/components/actions/registry';
import type { DueItem } from '@/lib/gateway';
import { orderDetailHref, payHref } from '@/lib/pay-links';

/** The screen of the entity an item is about (the row's link, a notification's click, the calendar's description). */
export function entityHref(item: Pick<DueItem, 'entity' | 'entityNo' | 'orderNo'>): string {
  switch (item.entity) {
    case 'ORDER':
      return orderDetailHref('agent', item.entityNo) ?? ROUTES.teamOrders.path;
    case 'BID_ORDER':
      return href('bidOrderDetail', { ancilOrderNo: item.entityNo });
    case 'ANCILLARY':
    case 'RETROACTIVE':
      return (item.orderNo && orderDetailHref('agent', item.orderNo)) || ROUTES.retroactive.path;
    case 'TEAM_REFUND':
      return href('teamRefundDetail', { reviewId: item.entityNo });
    case 'SCATTERED_REFUND':
      return href('scatteredRefundDetail', { rfdReqSeq: item.entityNo });
    case 'FLIGHT_CHANGE':
      return `${ROUTES.flightChangeNotices.path}?confirmed=false`;
    case 'TOP_UP':
      return ROUTES.preExisted.path;
    case 'REGISTRATION':
      return ROUTES.activation.path;
  }
}

const payTo = (item: DueItem) =>
  item.payable ? payHref('agent', { payableKind: item.payable.kind, payableNo: item.payable.payableNo }) : entityHref(item);

/** What each action the gateway may name does: its label, the function it needs, where it goes (the registry's kit for an item). */
const DUE_ACTION_SPECS: Record<DueAction, { authCode: AuthCode | null; to: (item: DueItem) => string }> = {
  PAY: { authCode: AUTH.PAY, to: payTo },
  PAY_DEPOSIT: { authCode: AUTH.PAY, to: payTo },
  PAY_BALANCE: { authCode: AUTH.PAY, to: payTo },
  EDIT_PASSENGERS: { authCode: AUTH.TEAM_ORDER_PASSENGERS, to: entityHref },
  ISSUE_TICKETS: { authCode: AUTH.TEAM_ORDER_TICKET, to: entityHref },
  RAISE_BID: { authCode: AUTH.AUCTION_ORDER, to: entityHref },
  VIEW_REFUND: { authCode: null, to: entityHref },
  CONFIRM_CHANGE: { authCode: AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM, to: entityHref },
  // The gateway names it only for a caller holding the order centre's function of the order's kind.
  HANDLE_CHANGE: { authCode: null, to: entityHref },
  VIEW: { authCode: null, to: entityHref },
};

/** The action registry's kit for a due item (components/actions): one action, the one the gateway names now. */
export const DUE_ACTIONS: ActionKit<DueAction, DueItem> = Object.fromEntries(
  DueAction.values.map((action) => [
    action,
    { label: DueAction.label(action), authCode: DUE_ACTION_SPECS[action].authCode, to: DUE_ACTION_SPECS[action].to },
  ]),
) as ActionKit<DueAction, DueItem>;
