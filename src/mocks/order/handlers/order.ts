import { OrderChannel, OrderStatus } from '@/domain/order';
import { orderApi, personalOrderApi, type BatchResult, type OrderQuery } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  authedRead,
  invalidParam,
  optionalEnum,
  paginate,
  readOrderListFilters,
  requirePage,
  requireCode,
  requireText,
  SimulatorRefusal,
} from '../../gateway';
import {
  addRemark,
  cancelDetailOf,
  cancelOrder,
  findOwnOrder,
  refundHolds,
  refundFlags,
  refundability,
  logEntry,
  ORDER,
  orderView,
  orderSummary,
  requireAllowed,
  requireContact,
  visibleOrders,
  withScheduleChanges,
  type OrderKind,
  type OrderRecord,
} from '../../rules';
import {
  addPassengers,
  confirmNameChange,
  CREW_TEMPLATE,
  deletePassengers,
  editPassenger,
  importPassengers,
  requestNameChange,
  savePassengers,
} from '../rules/order-passengers';
import { filterOrders, type OrderFilter } from '../rules/order-query';
import { bumpNameList, bumpRevision, checkRevision, revisionStamp, stampedNameList } from '../../kernel/rules/revisions';
import { releaseOrderSeats, requireReleaseCount, seatReleaseQuote } from '../rules/order-seats';
import { issueTickets, pnrDetailOf, ticketsOf } from '../rules/order-tickets';
import type { AccountRecord } from '../../state';
import { getState } from '../../store';

/**
 * Orders (spec §7 "Orders"): the agent area's team orders (`orderApi`) and the normal area's
 * individual orders (`personalOrderApi`). The endpoints' authCodes are declared in the catalogue and
 * checked by handle(); which orders a caller sees is rules/order.ts (`findOwnOrder`: another owner's
 * order answers ORDER_NOT_FOUND); every transition and refusal is in rules/order*.ts.
 */

const ORDER_STATUSES = OrderStatus.values;
const CHANNELS = OrderChannel.values;

function readFilter(body: Partial<OrderQuery>): OrderFilter {
  const status = optionalEnum(body.status, ORDER_STATUSES, '订单状态');
  const filter: OrderFilter = {
    ...readOrderListFilters(body),
    status: status === 'ALL' ? undefined : status,
    channel: optionalEnum(body.channel, CHANNELS, '预订渠道'),
    namesIncompleteAt: body.namesIncomplete === true ? clock.nowMs() : undefined,
    ticketableAt: body.ticketable === true ? clock.nowMs() : undefined,
  };
  return filter;
}

/** The caller's order of `kind` named by the body (a draft: resolvers may change it). */
function ownOrder(account: AccountRecord, body: { orderNo?: unknown }, kind: OrderKind = 'TEAM'): OrderRecord {
  const orderNo = requireCode(body.orderNo, '订单号');
  return findOwnOrder(getState(), account, kind, orderNo);
}

function requireReason(value: unknown): string {
  const reason = requireText(value, '取消原因').trim();
  return reason;
}

const namedCountOf = (order: OrderRecord) => order.passengers.length;

/** Every order call needs a session (the catalogue's authCode implies it; this types the resolver). */

export const orderHandlers = [
  authedRead(orderApi.list, ({ body, account }) => {
    const page = requirePage(body);
    const { orders, statusCounts } = filterOrders(visibleOrders(getState(), account, 'TEAM'), readFilter(body));
    return { ...paginate('orderList', orders, page, (order) => orderSummary(order, clock.nowMs())), statusCounts };
  }),

  authedRead(orderApi.export, ({ body, account }) => {
    const { orders } = filterOrders(visibleOrders(getState(), account, 'TEAM'), readFilter(body));
    return {
      orderList: orders.slice(0, ORDER.exportLimit).map((order) => orderSummary(order, clock.nowMs())),
      truncated: orders.length > ORDER.exportLimit,
    };
  }),

  authedRead(orderApi.detail, ({ body, account }) => ({ order: orderView(getState(), ownOrder(account, body), clock.nowMs()) })),

  /** Newest first. */
  authedRead(orderApi.log, ({ body, account }) => ({ logList: [...ownOrder(account, body).log].reverse() })),

  authedRead(orderApi.ticketDetail, ({ body, account }) => {
    const order = ownOrder(account, body);
    const held = refundHolds(getState(), order.orderNo);
    const refundable = refundability(getState(), order, clock.nowMs());
    return {
      ticketList: ticketsOf(order).map((ticket) => ({
        ...ticket,
        ...(held.has(ticket.ticketNo) ? { refundReviewId: held.get(ticket.ticketNo)! } : {}),
        ...refundFlags(ticket, refundable.get(ticket.ticketNo)),
      })),
    };
  }),

  authedRead(orderApi.pnrDetail, ({ body, account }) => {
    const order = ownOrder(account, body);
    return { pnrDetail: withScheduleChanges(getState(), order, pnrDetailOf(order)) };
  }),

  authed(orderApi.passengerAdd, ({ body, account }) => {
    const order = ownOrder(account, body);
    return { passengers: addPassengers(getState(), order, body.passengers, account.displayName, clock.nowMs()) };
  }),

  authed(orderApi.passengerEdit, ({ body, account }) => {
    const order = ownOrder(account, body);
    return editPassenger(getState(), order, body.passengerId, body.baseRevision, body.passenger, account.displayName, clock.nowMs());
  }),

  authed(orderApi.passengerDelete, ({ body, account }) => {
    const order = ownOrder(account, body);
    deletePassengers(getState(), order, [requireText(body.passengerId, '旅客')], [body.baseRevision], account.displayName, clock.nowMs());
    return { namedCount: namedCountOf(order), nameListRevision: stampedNameList(getState(), order).nameListRevision };
  }),

  authed(orderApi.passengerBatchDelete, ({ body, account }) => {
    const order = ownOrder(account, body);
    const deletedCount = deletePassengers(getState(), order, body.passengerIds, body.baseRevisions, account.displayName, clock.nowMs());
    return { deletedCount, namedCount: namedCountOf(order), nameListRevision: stampedNameList(getState(), order).nameListRevision };
  }),

  authed(orderApi.passengerSave, ({ body, account }) => {
    const order = ownOrder(account, body);
    return savePassengers(getState(), order, body, account.displayName, clock.nowMs());
  }),

  authed(orderApi.passengerBatchImport, ({ body, account }) => {
    const order = ownOrder(account, body);
    const importedCount = importPassengers(getState(), order, body.rows, account.displayName, clock.nowMs());
    return { importedCount, namedCount: namedCountOf(order) };
  }),

  authed(orderApi.crewTemplate, () => ({
    columns: CREW_TEMPLATE.columns.map((column) => ({ ...column })),
    sheetName: CREW_TEMPLATE.sheetName,
    fileName: CREW_TEMPLATE.fileName,
  })),

  authed(orderApi.passengerChange, ({ body, account }) => {
    const order = ownOrder(account, body);
    return { nameChange: requestNameChange(getState(), order, body.items, account.displayName, clock.nowMs()) };
  }),

  authed(orderApi.passengerChangeConfirm, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    const nameChange = confirmNameChange(getState(), order, requireCode(body.changeNo, '变更单号'), account.displayName, now);
    // The renamed passengers' rows moved: an editor that read them before must not write over the change.
    bumpNameList(
      getState(),
      order,
      nameChange.items.map((item) => item.passengerId),
      account.displayName,
      now,
    );
    return { nameChange };
  }),

  authed(orderApi.cancelDetail, ({ body, account }) => {
    const order = ownOrder(account, body);
    requireAllowed(order, 'CANCEL', clock.nowMs());
    return { cancelDetail: cancelDetailOf(order) };
  }),

  authed(orderApi.cancel, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    cancelOrder(getState(), order, requireReason(body.reason), account.displayName, now);
    return { order: orderView(getState(), order, now) };
  }),

  authed(orderApi.batchCancel, ({ body, account }) => {
    const reason = requireReason(body.reason);
    const { orderNos } = body;
    const now = clock.nowMs();
    const results = [...new Set(orderNos.map((orderNo) => String(orderNo).trim().toUpperCase()))].map((orderNo): BatchResult => {
      try {
        const order = findOwnOrder(getState(), account, 'TEAM', orderNo);
        cancelOrder(getState(), order, reason, account.displayName, now);
        return { orderNo, ok: true, status: order.status };
      } catch (error) {
        if (!(error instanceof SimulatorRefusal)) throw error;
        const status = visibleOrders(getState(), account, 'TEAM').find((order) => order.orderNo === orderNo)?.status;
        return { orderNo, ok: false, errorCode: error.code, errorMsg: error.message, ...(status ? { status } : {}) };
      }
    });
    return { results };
  }),

  authed(orderApi.seatReleaseQuote, ({ body, account }) => {
    const order = ownOrder(account, body);
    return { quote: seatReleaseQuote(order, requireReleaseCount(order, body.count, clock.nowMs())) };
  }),

  authed(orderApi.releaseSeats, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    const quote = releaseOrderSeats(getState(), order, body.count, body.expectedForfeit, account.displayName, now);
    return { order: orderView(getState(), order, now), quote };
  }),

  authed(orderApi.remarkAdd, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    requireAllowed(order, 'ADD_REMARK', now);
    const content = requireText(body.content, '备注').trim();
    return { remark: addRemark(order, content, account.displayName, now) };
  }),

  authed(orderApi.contactUpdate, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    requireAllowed(order, 'EDIT_CONTACT', now);
    const state = getState();
    const contact = requireContact(body.contact);
    checkRevision<'orderContact'>(state, 'orderContact', order.orderNo, body.baseRevision, '订单联系人', () => ({
      recordType: 'orderContact',
      current: { orderNo: order.orderNo, contact: order.contact, contactRevision: revisionStamp(state, 'orderContact', order.orderNo) },
    }));
    const before = order.contact;
    order.contact = contact;
    order.log.push(
      logEntry(now, 'EDIT_CONTACT', `修改联系人：${before.name} ${before.mobile} → ${contact.name} ${contact.mobile}`, account.displayName),
    );
    return { contact, contactRevision: bumpRevision(state, 'orderContact', order.orderNo, account.displayName, now) };
  }),

  authed(orderApi.issueTickets, ({ body, account }) => {
    const order = ownOrder(account, body);
    const now = clock.nowMs();
    const { passengerIds } = body;
    if (passengerIds !== undefined && (!Array.isArray(passengerIds) || !passengerIds.every((id) => typeof id === 'string'))) {
      throw invalidParam('出票旅客须为旅客编号列表');
    }
    const issuedCount = issueTickets(getState(), order, passengerIds, account.displayName, now);
    return { order: orderView(getState(), order, now), issuedCount };
  }),
];

export const personalOrderHandlers = [
  authedRead(personalOrderApi.list, ({ body, account }) => {
    const page = requirePage(body);
    const filter = readFilter({
      orderNo: body.orderNo,
      status: body.status,
      flightDateStart: body.flightDateStart,
      flightDateEnd: body.flightDateEnd,
    });
    const { orders } = filterOrders(visibleOrders(getState(), account, 'INDIVIDUAL'), filter);
    return paginate('orderList', orders, page, (order) => orderSummary(order, clock.nowMs()));
  }),

  authedRead(personalOrderApi.detail, ({ body, account }) => ({
    order: orderView(getState(), ownOrder(account, body, 'INDIVIDUAL'), clock.nowMs()),
  })),

  authed(personalOrderApi.cancel, ({ body, account }) => {
    const order = ownOrder(account, body, 'INDIVIDUAL');
    const now = clock.nowMs();
    cancelOrder(getState(), order, requireReason(body.reason), account.displayName, now);
    return { order: orderView(getState(), order, now) };
  }),
];
