import { ancillaryApi } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authed, requireCode } from '../../gateway';
import {
  ancillaryOrdersOf,
  ancillaryPassengers,
  ancillaryProducts,
  cancelAncillaryOrder,
  createAncillaryOrder,
  createDelay,
  delayOptions,
  findOwnAncillary,
  findOwnOrder,
  ownerIdOf,
  toAncillaryOrder,
} from '../../rules';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * Ancillary orders of team orders (meals, extra baggage, a delay to a later flight): the catalogue an
 * order allows, its ancillary orders, buying, the delay's flights and the delay, and cancelling. Paying them is the payment endpoints' (payableKind ANCILLARY). The
 * rules are rules/ancillary.ts; another agency's order or ancillary order answers NOT_FOUND.
 */

const teamOrder = (account: AccountRecord, orderNo: unknown) => findOwnOrder(getState(), account, 'TEAM', requireCode(orderNo, '订单号'));

export const ancillaryHandlers = [
  authed(ancillaryApi.products, ({ body, account }) => {
    const order = teamOrder(account, body.orderNo);
    return { products: ancillaryProducts(order, clock.nowMs()), passengers: ancillaryPassengers(order, clock.nowMs()) };
  }),

  authed(ancillaryApi.list, ({ body, account }) => {
    const order = teamOrder(account, body.orderNo);
    return { ancillaryList: ancillaryOrdersOf(getState(), order.orderNo).map(toAncillaryOrder) };
  }),

  authed(ancillaryApi.create, ({ body, account }) => {
    const order = teamOrder(account, body.orderNo);
    return { ancillaryOrder: toAncillaryOrder(createAncillaryOrder(getState(), order, body, account.displayName, clock.nowMs())) };
  }),

  authed(ancillaryApi.delayOptions, ({ body, account }) => ({
    options: delayOptions(getState(), teamOrder(account, body.orderNo), clock.nowMs()),
  })),

  authed(ancillaryApi.delay, ({ body, account }) => {
    const order = teamOrder(account, body.orderNo);
    return { ancillaryOrder: toAncillaryOrder(createDelay(getState(), order, body, account.displayName, clock.nowMs())) };
  }),

  authed(ancillaryApi.cancel, ({ body, account }) => {
    const record = findOwnAncillary(getState(), ownerIdOf(getState(), account), requireCode(body.ancilOrderNo, '附加服务单号'));
    return { ancillaryOrder: toAncillaryOrder(cancelAncillaryOrder(getState(), record, account.displayName, clock.nowMs())) };
  }),
];
