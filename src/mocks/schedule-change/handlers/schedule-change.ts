import type { ScheduleChangeAction } from '@/domain/bulletin';
import { scheduleChangeApi, type ScheduleChangeBatchResult } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import { authed, refuse, requireCode, requireText, SimulatorRefusal } from '../../gateway';
import {
  acceptChange,
  findOwnChange,
  orderChanges,
  orderChangeView,
  ownerIdOf,
  rebookChange,
  rebookOptions,
  refundChange,
  missingFunction,
  type OrderRecord,
} from '../../rules';
import { treeHasFunction } from '../../kernel/menu-tree';
import { mustFind } from '../../kernel/rules/lookup';
import { scheduleChangeRefundQuote } from '../rules/schedule-change-quote';
import type { AccountRecord, AnyState } from '../../state';
import { getState } from '../../store';

/**
 * Schedule changes on the order (rules/schedule-change.ts). Any kind of order: whose it is decides who
 * sees it (another owner's is ORDER_NOT_FOUND). Each choice needs the function of the order's own
 * action it is (SCHEDULE_CHANGE_FUNCTIONS): a staff role without refunds sees the change, may accept it,
 * and is refused its refund — and the views it reads say so.
 */

/** The caller's role has the function the choice needs (a refund the refund function, a rebook the change one). */
function requireActor(account: AccountRecord, order: OrderRecord, action: ScheduleChangeAction): void {
  if (missingFunction(order, action, canOf(account))) throw refuse('PERMISSION_DENIED');
}

const canOf = (account: AccountRecord) => (code: string) => treeHasFunction(account.menu, code);

function ownOrder(state: AnyState, account: AccountRecord, orderNo: unknown): OrderRecord {
  const no = requireCode(orderNo, '订单号');
  const order = state.orders.find((candidate) => candidate.orderNo === no && candidate.ownerAccountId === ownerIdOf(state, account));
  if (!order) throw refuse('ORDER_NOT_FOUND', { orderNo: no });
  return order;
}

/** The change as answered after a write: the order's view of it. */
function viewOf(account: AccountRecord, orderNo: string, noticeId: string, now: number) {
  const state = getState();
  const notice = mustFind(state.flightChangeNotices, (candidate) => candidate.noticeId === noticeId, 'flight change notice');
  const order = mustFind(state.orders, (candidate) => candidate.orderNo === orderNo, 'order');
  return orderChangeView(
    notice,
    mustFind(notice.orders, (impact) => impact.orderNo === orderNo, 'order of the flight change notice'),
    order,
    now,
    canOf(account),
  );
}

/** Checks the caller may act on the change before the rule runs (the rule finds the order the same way). */
function actor(
  account: AccountRecord,
  body: { orderNo: unknown; noticeId: unknown },
  action: ScheduleChangeAction,
): { orderNo: string; noticeId: string } {
  const orderNo = requireCode(body.orderNo, '订单号');
  const noticeId = requireText(body.noticeId, '航变通知编号').trim();
  const { order } = findOwnChange(getState(), account, orderNo, noticeId);
  requireActor(account, order, action);
  return { orderNo, noticeId };
}

export const scheduleChangeHandlers = [
  authed(scheduleChangeApi.orderChanges, ({ body, account }) => {
    const order = ownOrder(getState(), account, body.orderNo);
    return { changes: orderChanges(getState(), order, clock.nowMs(), canOf(account)) };
  }),

  authed(scheduleChangeApi.rebookOptions, ({ body, account }) => {
    const { order, notice } = findOwnChange(getState(), account, requireCode(body.orderNo, '订单号'), body.noticeId);
    return { options: rebookOptions(getState(), notice, order, clock.nowMs()) };
  }),

  authed(scheduleChangeApi.accept, ({ body, account }) => {
    const ref = actor(account, body, 'ACCEPT');
    const now = clock.nowMs();
    acceptChange(getState(), account, ref.orderNo, ref.noticeId, now);
    return { change: viewOf(account, ref.orderNo, ref.noticeId, now) };
  }),

  authed(scheduleChangeApi.rebook, ({ body, account }) => {
    const ref = actor(account, body, 'REBOOK');
    const now = clock.nowMs();
    const ticketsBefore = getState().orders.find((order) => order.orderNo === ref.orderNo)?.tickets.length ?? 0;
    const { order, moved } = rebookChange(getState(), account, { ...body, ...ref }, now);
    // A rebooking issues a ticket for each ticketed passenger moved to another flight, none for seats not yet ticketed.
    return {
      change: viewOf(account, ref.orderNo, ref.noticeId, now),
      movedCount: moved,
      reissuedCount: order.tickets.length - ticketsBefore,
    };
  }),

  authed(scheduleChangeApi.refundQuote, ({ body, account }) => {
    const ref = actor(account, body, 'REFUND');
    return { quote: scheduleChangeRefundQuote(getState(), account, { ...body, ...ref }, clock.nowMs()) };
  }),

  authed(scheduleChangeApi.refund, ({ body, account }) => {
    const ref = actor(account, body, 'REFUND');
    const now = clock.nowMs();
    const { amount } = refundChange(getState(), account, { ...body, ...ref }, now);
    return { change: viewOf(account, ref.orderNo, ref.noticeId, now), refundedAmount: amount };
  }),

  authed(scheduleChangeApi.batchAccept, ({ body, account }) => {
    const { items } = body;
    const now = clock.nowMs();
    const results = items.map((item: { orderNo?: unknown; noticeId?: unknown }): ScheduleChangeBatchResult => {
      const orderNo = String(item?.orderNo ?? '')
        .trim()
        .toUpperCase();
      const noticeId = String(item?.noticeId ?? '').trim();
      try {
        actor(account, { orderNo, noticeId }, 'ACCEPT');
        acceptChange(getState(), account, orderNo, noticeId, now);
        return { noticeId, orderNo, ok: true };
      } catch (error) {
        if (!(error instanceof SimulatorRefusal)) throw error;
        return { noticeId, orderNo, ok: false, errorCode: error.code, errorMsg: error.message };
      }
    });
    return { results };
  }),
];
