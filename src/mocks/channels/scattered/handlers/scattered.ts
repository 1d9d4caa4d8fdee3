import { OrderStatus } from '@/domain/order';
import { scatteredApi, type ScatteredOrderQuery } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import {
  authed,
  authedRead,
  optionalEnum,
  optionalRemark,
  optionalText,
  paginate,
  readOrderListFilters,
  requirePage,
  requireText,
} from '../../../gateway';
import {
  AIRPORTS,
  BOOKING,
  ORDER,
  bookedAnswer,
  bookScattered,
  cancelOrder,
  changeQuote,
  changeShopping,
  checkIndividualCounts,
  checkSearch,
  createChange,
  flightsOn,
  importPnr,
  ownerIdOf,
  ownScatteredOrder,
  requireContact,
  scatteredDetail,
  scatteredFlightOffer,
  scatteredOrdersOf,
  scatteredPassengers,
  scatteredQuote,
  refundability,
  refundHolds,
  scatteredSummary,
} from '../../../rules';
import { getState } from '../../../store';

/**
 * Scattered B2B tickets (spec §7 "Scattered B2B tickets"). The endpoints' authCodes (散客B2B, 散客订单,
 * 散客退票) are declared in the catalogue and checked by handle(); another agency's order or refund
 * answers NOT_FOUND (rules/order.ts `findOwnOrder`); every rule is rules/scattered.ts. The refund
 * requests (退票单) are served with the team refunds by handlers/refund.ts (rules/refund.ts).
 */

function readOrderFilter(body: Partial<ScatteredOrderQuery>): ScatteredOrderQuery {
  return {
    ...readOrderListFilters(body),
    passengerName: optionalText(body.passengerName, '旅客姓名'),
    ticketNo: optionalText(body.ticketNo, '票号'),
    status: optionalEnum(body.status, OrderStatus.values, '订单状态'),
  };
}

const detailOf = (order: Parameters<typeof scatteredDetail>[1], now: number) =>
  scatteredDetail(getState(), order, now, refundHolds(getState(), order.orderNo), refundability(getState(), order, now));

export const scatteredHandlers = [
  authed(scatteredApi.airports, () => ({
    airportList: AIRPORTS.map(({ code, name, city, cityPinyin }) => ({ code, name, city, cityPinyin })),
  })),

  authed(scatteredApi.shopping, ({ body }) => {
    const now = clock.nowMs();
    checkIndividualCounts(body);
    const search = checkSearch(body, now);
    const state = getState();
    const offers = (dep: string, arr: string, date: string) =>
      flightsOn(state, dep, arr, date, now, BOOKING.individualCloseMs).map((flight) => scatteredFlightOffer(state, flight, date));
    const outbound = offers(search.depAirport, search.arrAirport, search.flightDate);
    return search.returnDate === undefined
      ? { outbound }
      : { outbound, inbound: offers(search.arrAirport, search.depAirport, search.returnDate) };
  }),

  authed(scatteredApi.importPnr, ({ body, account }) => ({
    pnr: importPnr(getState(), ownerIdOf(getState(), account), body.text, clock.nowMs()),
  })),

  authed(scatteredApi.verify, ({ body }) => {
    const counts = checkIndividualCounts(body);
    return { quote: scatteredQuote(getState(), body.selections, counts, clock.nowMs()).quote };
  }),

  authed(scatteredApi.confirm, ({ body }) => {
    const now = clock.nowMs();
    const first = Array.isArray(body.selections) ? body.selections[0] : undefined;
    const { counts } = scatteredPassengers(body.passengers, typeof first?.flightDate === 'string' ? first.flightDate : '', now);
    return { quote: scatteredQuote(getState(), body.selections, counts, now).quote };
  }),

  authed(scatteredApi.create, ({ body, account }) => {
    const now = clock.nowMs();
    const order = bookScattered(
      getState(),
      account,
      ownerIdOf(getState(), account),
      {
        selections: body.selections,
        passengers: body.passengers,
        contact: requireContact(body.contact),
        expectedTotal: body.expectedTotal,
        pnr: body.pnr,
        remark: optionalRemark(body.remark),
      },
      now,
    );
    return bookedAnswer(order, now);
  }),

  authed(scatteredApi.cancel, ({ body, account }) => {
    const now = clock.nowMs();
    const order = ownScatteredOrder(getState(), account, body.orderNo);
    const reason = requireText(body.reason, '取消原因').trim();
    cancelOrder(getState(), order, reason, account.displayName, now);
    return { order: detailOf(order, now) };
  }),

  authedRead(scatteredApi.list, ({ body, account }) => {
    const page = requirePage(body);
    const { orders, statusCounts } = scatteredOrdersOf(getState(), account, readOrderFilter(body));
    return { ...paginate('orderList', orders, page, (order) => scatteredSummary(order, clock.nowMs())), statusCounts };
  }),

  authedRead(scatteredApi.export, ({ body, account }) => {
    const { orders } = scatteredOrdersOf(getState(), account, readOrderFilter(body));
    return {
      orderList: orders.slice(0, ORDER.exportLimit).map((order) => scatteredSummary(order, clock.nowMs())),
      truncated: orders.length > ORDER.exportLimit,
    };
  }),

  authedRead(scatteredApi.detail, ({ body, account }) => ({
    order: detailOf(ownScatteredOrder(getState(), account, body.orderNo), clock.nowMs()),
  })),

  authed(scatteredApi.changeShopping, ({ body, account }) => {
    const order = ownScatteredOrder(getState(), account, body.orderNo);
    return { flights: changeShopping(getState(), order, body, clock.nowMs(), refundHolds(getState(), order.orderNo)) };
  }),

  authed(scatteredApi.changeConfirm, ({ body, account }) => {
    const order = ownScatteredOrder(getState(), account, body.orderNo);
    return { quote: changeQuote(getState(), order, body, clock.nowMs(), refundHolds(getState(), order.orderNo)).quote };
  }),

  authed(scatteredApi.changeCreate, ({ body, account }) => {
    const now = clock.nowMs();
    const order = ownScatteredOrder(getState(), account, body.orderNo);
    const change = createChange(getState(), order, body, account, now, refundHolds(getState(), order.orderNo));
    return bookedAnswer(change, now);
  }),
  // The refund requests (退票单) are the one refund entity's: handlers/refund.ts.
];
