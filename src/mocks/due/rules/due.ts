import { isDraft, type Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import { DueKind, isAgentDeadline, isUrgent, NEWS_KINDS, type DueAction } from '@/domain/due';
import { FlightChangeType } from '@/domain/bulletin';
import { formatFen } from '@/domain/format';
import type { DueItem, PayableDue } from '@/lib/gateway/endpoints';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { isPendingActivation } from '../../session/rules/agency';
import { activityOfBid, auctionStatus, bidActions } from '../../channels/bidding/rules/auction';
import { AGENCY_REVIEW, DUE, SMS_SENDER } from '../../kernel/rules/figures';
import type { DueTransitions } from '../../kernel/rules/log';
import { changedSince, lookUp } from '../../kernel/rules/lookup';
import { firstDepartureMs, formatDeadline, ownerIdOf, type OrderRecord } from '../../order/rules/order';
import { allows } from '../../order/rules/order-actions';
import { ORDER_KINDS, policyOf } from '../../order/rules/order-kinds';
import { namesIncomplete } from '../../order/rules/order-query';
import { scheduleChangesAwaitingAction } from '../../schedule-change/rules/schedule-change';
import { orderTarget, orderTitle, payableTypes } from '../../payment/rules/payables';
import { dueRowOf, payableDueRow, payablesDueOf, pendingPaymentOf } from '../../payment/rules/payment-due';
import type { DueReminderRecord } from './due-records';
export type { DueReminderRecord } from './due-records';

/**
 * What falls due (待办; docs/decisions.md "Never miss a deadline"): for one caller, every item
 * with a deadline, DERIVED from the entities' own records and rules — the payables of the payment rules
 * (`payablesDueOf`: deposits, balances, full payments, ancillary orders, bid deposits, supplementary
 * payments), the order's name deadline and what its state allows (`namesIncomplete`, `allows`),
 * the bid's actions and its activity's end (`bidActions`, `auctionStatus`), refund decisions, the orders'
 * schedule changes (`scheduleChangesAwaitingAction`) and reviews. Nothing here keeps a deadline of its own: each item reads the entity's.
 *
 * Each kind is a `DueSource`; `DUE_SOURCES` lists them. Another area feeding the list (the schedule
 * changes, for one) adds a source with `registerDueSource` — one line, no change here.
 */

/** Who asks, and what the caller's functions allow (a staff member sees what its role may act on). */
export interface DueContext {
  state: AnyState;
  /** The agency (main account) whose records are read. */
  owner: string;
  now: number;
  can(code: string): boolean;
}

/** One kind (or a few) of due items. */
export interface DueSource {
  name: string;
  items(context: DueContext): DueItem[];
}

/** The domain.md words for what a missed deadline does, one place. */
export const IF_MISSED = {
  DEPOSIT: '逾期未付定金，订单自动取消并释放座位',
  BALANCE: '逾期未付尾款，订单取消，已付定金不予退还',
  FULL_PAYMENT: '逾期未付全款，订单自动取消并释放座位',
  NAME_LIST: '起飞前72小时须录齐全部名单；截止后不能再录入，未录名单的座位无法出票',
  TICKETING: '航班起飞后不能再出票',
  ANCILLARY: '逾期未付，附加服务单自动关闭',
  BID_DEPOSIT: '保证金逾期未付，竞价订单取消，不参与排名',
  AUCTION_END: '竞价结束后按单价排名，不能再加价或取消；未付保证金的竞价订单取消',
  BID_BALANCE: '中标后24小时内未付尾款，订单取消，保证金不予退还',
  RETROACTIVE: '逾期未付，补款单自动取消',
  SCHEDULE_CHANGE: '逾期未处理，航空公司按变更后的航班确认',
  SCHEDULE_CANCEL: '逾期未处理，航空公司改到替代航班；替代航班无座位时全额退票',
  TOP_UP: '审核通过后计入预存款余额；驳回时说明原因',
  ACTIVATION: '审核通过后账号激活，开放全部功能',
} as const;

// ---- payables: the payment rules' own list ----

/** `ofOrder`: the row's order when the caller holds it (the lookup's index is made again for every new orders array). */
function payableKind(state: AnyState, row: PayableDue, ofOrder?: OrderRecord): DueKind {
  if (row.kind === 'RETROACTIVE' || row.kind === 'ANCILLARY' || row.kind === 'BID_DEPOSIT') return row.kind;
  const order = ofOrder ?? lookUp(state.orders, 'orderNo', (candidate) => candidate.orderNo, row.orderNo);
  if (order?.links?.activityNo && row.milestone !== 'DEPOSIT') return 'BID_BALANCE';
  return row.milestone === 'DEPOSIT' ? 'DEPOSIT' : row.milestone === 'BALANCE' ? 'BALANCE' : 'FULL_PAYMENT';
}

const PAY_WHAT: Record<string, string> = {
  DEPOSIT: '支付定金',
  BALANCE: '支付尾款',
  FULL_PAYMENT: '支付全款',
  ANCILLARY: '支付附加服务',
  BID_DEPOSIT: '支付竞价保证金',
  BID_BALANCE: '支付中标尾款',
  RETROACTIVE: '支付在线补款',
};

/** A bid order by the team order it became (a won bid's balance is paid on that order). */
const bidOfOrder = (state: AnyState, orderNo: string) =>
  lookUp(state.bidOrders, 'orderNo', (candidate) => candidate.orderNo ?? null, orderNo);

/** The item of one payable row of `payablesDueOf` (none without a deadline). */
function payableItem(state: AnyState, row: PayableDue, now: number, ofOrder?: OrderRecord): DueItem[] {
  if (!row.deadline) return [];
  const kind = payableKind(state, row, ofOrder);
  const bid = kind === 'BID_BALANCE' ? bidOfOrder(state, row.orderNo) : undefined;
  const order =
    row.kind === 'ORDER' ? (ofOrder ?? lookUp(state.orders, 'orderNo', (candidate) => candidate.orderNo, row.orderNo)) : undefined;
  const payableNow = !row.pendingPaymentNo && now < Date.parse(row.deadline) && (!order || allows(order, 'PAY', now));
  const action: DueAction = kind === 'BID_DEPOSIT' ? 'PAY_DEPOSIT' : kind === 'BID_BALANCE' ? 'PAY_BALANCE' : 'PAY';
  return [
    {
      itemId: `${kind}:${row.payableNo}`,
      kind,
      what: PAY_WHAT[kind] ?? '支付',
      title: row.title,
      entity: bid ? 'BID_ORDER' : row.kind === 'ORDER' ? 'ORDER' : row.kind === 'BID_DEPOSIT' ? 'BID_ORDER' : row.kind,
      entityNo: bid ? bid.ancilOrderNo : row.payableNo,
      orderNo: row.orderNo,
      amount: row.amount,
      deadline: row.deadline,
      ifMissed: IF_MISSED[kind as keyof typeof IF_MISSED],
      ...(payableNow ? { action, payable: { kind: row.kind, payableNo: row.payableNo } } : {}),
      ...(row.pendingPaymentNo ? { pendingPaymentNo: row.pendingPaymentNo } : {}),
    },
  ];
}

const payables: DueSource = {
  name: 'payables',
  items({ state, owner, now, can }) {
    if (!can(AUTH.PAY)) return [];
    return payablesDueOf(state, owner, now).flatMap((row) => payableItem(state, row, now));
  },
};

// ---- orders: names and tickets ----

/** The agency's orders; each source asks the order's kind policy (and state) what applies. */
const ordersOf = (state: AnyState, owner: string) => state.orders.filter((order) => order.ownerAccountId === owner);

/** The order's name-list item while its names are incomplete. */
function nameListItem(order: OrderRecord, now: number): DueItem[] {
  if (!policyOf(order).nameList || !namesIncomplete(order, now)) return [];
  const expected = order.groupCount + order.infantCount;
  return [
    {
      itemId: `NAME_LIST:${order.orderNo}`,
      kind: 'NAME_LIST',
      what: `录齐名单（已录${order.passengers.length}/${expected}人）`,
      title: orderTitle(order),
      entity: 'ORDER',
      entityNo: order.orderNo,
      orderNo: order.orderNo,
      deadline: order.nameDeadline,
      ifMissed: IF_MISSED.NAME_LIST,
      ...(allows(order, 'EDIT_PASSENGERS', now) ? { action: 'EDIT_PASSENGERS' as const } : {}),
    },
  ];
}

/** The order's ticketing item while it is paid and may issue tickets. */
function ticketItem(order: OrderRecord, now: number): DueItem[] {
  if ((order.status !== 'PAYED' && order.status !== 'TICKEDPART') || !allows(order, 'ISSUE_TICKETS', now)) return [];
  const waiting = order.passengers.filter((passenger) => !passenger.ticketNo).length;
  return [
    {
      itemId: `TICKETING:${order.orderNo}`,
      kind: 'TICKETING',
      what: `出票（${waiting}位旅客待出票）`,
      title: orderTitle(order),
      entity: 'ORDER',
      entityNo: order.orderNo,
      orderNo: order.orderNo,
      deadline: toGatewayIso(firstDepartureMs(order)),
      ifMissed: IF_MISSED.TICKETING,
      action: 'ISSUE_TICKETS',
    },
  ];
}

const nameLists: DueSource = {
  name: 'name-lists',
  items({ state, owner, now, can }) {
    if (!can(AUTH.TEAM_ORDER_PASSENGERS)) return [];
    return ordersOf(state, owner).flatMap((order) => nameListItem(order, now));
  },
};

const tickets: DueSource = {
  name: 'tickets',
  items({ state, owner, now, can }) {
    if (!can(AUTH.TEAM_ORDER_TICKET)) return [];
    return ordersOf(state, owner).flatMap((order) => ticketItem(order, now));
  },
};

// ---- bids: the activity's end ----

const auctionEnds: DueSource = {
  name: 'auction-ends',
  items({ state, owner, now, can }) {
    if (!can(AUTH.AUCTION_ORDER)) return [];
    return state.bidOrders
      .filter((bid) => bid.ownerAccountId === owner && owner !== '' && (bid.status === 'BOOKED' || bid.status === 'DEPOSIT_PAYED'))
      .flatMap((bid): DueItem[] => {
        const activity = activityOfBid(state, bid);
        if (auctionStatus(activity, now) !== 'START') return [];
        return [
          {
            itemId: `AUCTION_END:${bid.ancilOrderNo}`,
            kind: 'AUCTION_END',
            what: `竞价结束（出价${bid.seats}座 × ${formatFen(bid.unitPrice)}）`,
            title: `${activity.title}（竞价订单${bid.ancilOrderNo}）`,
            entity: 'BID_ORDER',
            entityNo: bid.ancilOrderNo,
            deadline: activity.endTime,
            ifMissed: IF_MISSED.AUCTION_END,
            ...(bidActions(state, bid, now).includes('RAISE') ? { action: 'RAISE_BID' as const } : {}),
          },
        ];
      });
  },
};

// ---- refunds decided: read from the one refund entity (rules/refund.ts) ----

/** A refund decision as the due list reads it. */
interface RefundDecision {
  entity: 'TEAM_REFUND' | 'SCATTERED_REFUND';
  no: string;
  orderNo: string;
  approved: boolean;
  amount: number;
  decidedAt: string;
  failReason?: string;
}

/** Which menu's screen shows an application: the kind's refund policy names its number (reviewId: 团队退票, rfdReqSeq: 散客退票单). */
const REFUND_ENTITY: Readonly<Record<'reviewId' | 'rfdReqSeq', RefundDecision['entity']>> = {
  reviewId: 'TEAM_REFUND',
  rfdReqSeq: 'SCATTERED_REFUND',
};

/** The refund applications of `owner` the airline has decided (a withdrawal by the applicant is not a decision). */
export function refundDecisionsOf(state: AnyState, owner: string): RefundDecision[] {
  return state.refunds
    .filter(
      (refund) =>
        refund.ownerAccountId === owner && (refund.reviewState === 'APPROVED' || refund.reviewState === 'REJECTED') && refund.reviewTime,
    )
    .map((refund): RefundDecision => ({
      entity: REFUND_ENTITY[ORDER_KINDS[refund.orderKind].refunds.idName],
      no: refund.refundId,
      orderNo: refund.orderNo,
      approved: refund.reviewState === 'APPROVED',
      amount: refund.amount,
      decidedAt: refund.reviewTime!,
      ...(refund.failReason ? { failReason: refund.failReason } : {}),
    }));
}

const refundsDecided: DueSource = {
  name: 'refunds-decided',
  items({ state, owner, now, can }) {
    return refundDecisionsOf(state, owner)
      .filter((decision) => can(decision.entity === 'TEAM_REFUND' ? AUTH.TEAM_REFUND : AUTH.SCATTERED_REFUND))
      .filter((decision) => Date.parse(decision.decidedAt) <= now && now < Date.parse(decision.decidedAt) + DUE.decidedShownMs)
      .map((decision) => ({
        itemId: `REFUND_DECIDED:${decision.no}`,
        kind: 'REFUND_DECIDED' as const,
        what: decision.approved ? '退票审核通过' : '退票申请未通过',
        title: `${decision.entity === 'TEAM_REFUND' ? '团队退票' : '散客退票'}${decision.no}（订单${decision.orderNo}）`,
        entity: decision.entity,
        entityNo: decision.no,
        orderNo: decision.orderNo,
        ...(decision.approved ? { amount: decision.amount } : {}),
        deadline: toGatewayIso(Date.parse(decision.decidedAt) + DUE.decidedShownMs),
        arrivedAt: decision.decidedAt,
        ifMissed: decision.approved
          ? `退款${formatFen(decision.amount)}原路退回，无需操作`
          : `未通过：${decision.failReason ?? '不符合退票条件'}；可修改后重新申请`,
        action: 'VIEW_REFUND' as const,
      }));
  },
};

// ---- schedule changes: each order's change waiting for the agent, until its own deadline ----

const scheduleChanges: DueSource = {
  name: 'schedule-changes',
  items({ state, owner, now, can }) {
    return scheduleChangesAwaitingAction(state, owner)
      .filter(
        (change) =>
          Date.parse(change.publishTime) <= now &&
          Date.parse(change.deadline) > now &&
          (can(AUTH.FLIGHT_CHANGE_NOTICE) || can(change.authCode)),
      )
      .map((change): DueItem => ({
        itemId: `SCHEDULE_CHANGE:${change.orderNo}-${change.noticeId}`,
        kind: 'SCHEDULE_CHANGE',
        what: `处理航班变动（${FlightChangeType.label(change.changeType)}，${change.openSeats}个座位）`,
        title: `${change.groupName} ${change.flightNo} ${change.depAirport}-${change.arrAirport} ${change.flightDate}：${change.reason}`,
        entity: 'ORDER',
        entityNo: change.orderNo,
        orderNo: change.orderNo,
        deadline: change.deadline,
        arrivedAt: change.publishTime,
        ifMissed: change.changeType === 'CANCEL' ? IF_MISSED.SCHEDULE_CANCEL : IF_MISSED.SCHEDULE_CHANGE,
        // The banner's actions need the order centre's function for the order's kind.
        ...(can(change.authCode) ? { action: 'HANDLE_CHANGE' as const } : {}),
      }));
  },
};

// ---- reviews the agency waits for ----

/** An application the airline has yet to review: the agent can only look at it until the answer comes. */
function pendingReview(
  applicationNo: string,
  facts: Pick<DueItem, 'what' | 'title' | 'entity' | 'amount' | 'ifMissed'> & { reviewedBy: number },
): DueItem {
  return {
    itemId: `REVIEW_PENDING:${applicationNo}`,
    kind: 'REVIEW_PENDING',
    what: facts.what,
    title: facts.title,
    entity: facts.entity,
    entityNo: applicationNo,
    ...(facts.amount === undefined ? {} : { amount: facts.amount }),
    deadline: toGatewayIso(facts.reviewedBy),
    ifMissed: facts.ifMissed,
    action: 'VIEW',
  };
}

const reviews: DueSource = {
  name: 'reviews',
  items({ state, owner, can }) {
    const topUps = can(AUTH.PRE_EXISTED)
      ? state.topUps.filter((topUp) => topUp.ownerAccountId === owner && topUp.status === 'PENDING')
      : [];
    const supplements = isPendingActivation(state, owner)
      ? state.supplements.filter((supplement) => supplement.ownerAccountId === owner && supplement.state === 'PENDING')
      : [];
    return [
      ...topUps.map((topUp) =>
        pendingReview(topUp.applicationNo, {
          what: '预存款充值待审核',
          title: `充值申请${topUp.applicationNo}（转账日期${topUp.transferDate}）`,
          entity: 'TOP_UP',
          amount: topUp.amount,
          reviewedBy: Date.parse(topUp.applyTime) + DUE.topUpReviewMs,
          ifMissed: IF_MISSED.TOP_UP,
        }),
      ),
      ...supplements.map((supplement) =>
        pendingReview(supplement.applicationNo, {
          what: '账号激活待审核（营业执照）',
          title: `补充资料申请${supplement.applicationNo}`,
          entity: 'REGISTRATION',
          reviewedBy: supplement.appliedAt + AGENCY_REVIEW.supplementMs,
          ifMissed: IF_MISSED.ACTIVATION,
        }),
      ),
    ];
  },
};

const sources: DueSource[] = [payables, nameLists, tickets, auctionEnds, refundsDecided, scheduleChanges, reviews];

/** Every source of due items, in the order their items are gathered (the list is sorted after). */
export const DUE_SOURCES: readonly DueSource[] = sources;

/**
 * Adds a source (another area's records feeding the list, such as the schedule changes). A source of the
 * same name replaces the earlier one, so registering twice (a module loaded again in a test) is harmless.
 */
export function registerDueSource(source: DueSource): void {
  const index = sources.findIndex((candidate) => candidate.name === source.name);
  if (index >= 0) sources[index] = source;
  else sources.push(source);
}

// ---- the list ----

/**
 * The agent's deadlines first, soonest first; then, apart, what waits on the airline or reports its answer
 * (a top-up under review, a refund decided): their time is the airline's, so one past it is never 已截止
 * at the top of the agent's list.
 */
function byDeadline(items: DueItem[]): DueItem[] {
  // Each deadline parsed once, not at every comparison: the settle step sorts every agency's items each call.
  const deadlineMs = new Map(items.map((item) => [item, Date.parse(item.deadline)]));
  return items.sort(
    (a, b) =>
      Number(!isAgentDeadline(a)) - Number(!isAgentDeadline(b)) ||
      deadlineMs.get(a)! - deadlineMs.get(b)! ||
      a.itemId.localeCompare(b.itemId),
  );
}

/** Everything due for the agency `owner`, as a caller holding `can` may act on it, soonest deadline first. */
export function dueItemsOf(state: AnyState, owner: string, now: number, can: (code: string) => boolean): DueItem[] {
  const context: DueContext = { state, owner, now, can };
  return byDeadline(sources.flatMap((source) => source.items(context)));
}

/** The caller's items: its agency's, through its functions. */
export function dueItemsFor(
  state: AnyState,
  account: AccountRecord,
  now: number,
  holds: (account: AccountRecord, code: string) => boolean,
): DueItem[] {
  return dueItemsOf(state, ownerIdOf(state, account), now, (code) => holds(account, code));
}

export interface DueFilter {
  kind?: DueKind;
  withinHours?: number;
  orderNo?: string;
}

export interface DueAnswer {
  items: DueItem[];
  soonCount: number;
  urgentCount: number;
  waitingCount: number;
  nextChangeAt?: string;
}

/** The filtered list with the bell's counts (over the filtered items) and when the answer next changes by the clock. */
export function dueAnswer(all: readonly DueItem[], filter: DueFilter, now: number, owner: string, state: AnyState): DueAnswer {
  const items = all.filter(
    (item) =>
      (filter.kind === undefined || item.kind === filter.kind) &&
      (filter.orderNo === undefined || item.orderNo === filter.orderNo || item.entityNo === filter.orderNo) &&
      (filter.withinHours === undefined || Date.parse(item.deadline) <= now + filter.withinHours * 3_600_000),
  );
  const left = (item: DueItem) => Date.parse(item.deadline) - now;
  const deadlines = items.filter(isAgentDeadline);
  const sorted = [...deadlines, ...items.filter((item) => !isAgentDeadline(item))];
  const changes = [
    ...all.map((item) => Date.parse(item.deadline)),
    ...state.refunds.flatMap((refund) => (refund.ownerAccountId === owner && refund.reviewAt !== null ? [refund.reviewAt] : [])),
    ...state.flightChangeNotices.filter((notice) => notice.ownerAccountId === owner).map((notice) => Date.parse(notice.publishTime)),
  ].filter((at) => at > now);
  return {
    items: sorted,
    soonCount: deadlines.filter((item) => left(item) <= DUE.bellMs).length,
    urgentCount: deadlines.filter((item) => isUrgent(item, now)).length,
    // Every row is counted once: with a horizon of 24 hours the rows are soonCount + waitingCount.
    waitingCount: items.length - deadlines.length,
    ...(changes.length > 0 ? { nextChangeAt: toGatewayIso(Math.min(...changes)) } : {}),
  };
}

// ---- the SMS reminders (the simulator's outbox) ----

/** When the reminder of an item is due: news when it arrived, a deadline when its last 2 hours begin. */
export function reminderOf(item: DueItem): { stage: 'URGENT' | 'ARRIVED'; at: number } | undefined {
  if (NEWS_KINDS.includes(item.kind)) return item.arrivedAt ? { stage: 'ARRIVED', at: Date.parse(item.arrivedAt) } : undefined;
  if (!isAgentDeadline(item)) return undefined;
  return { stage: 'URGENT', at: Date.parse(item.deadline) - DUE.urgentMs };
}

export function reminderText(item: DueItem): string {
  const amount = item.amount !== undefined ? `，金额${formatFen(item.amount)}` : '';
  return NEWS_KINDS.includes(item.kind)
    ? `${SMS_SENDER}${DueKind.label(item.kind)}：${item.what}，${item.title}。请登录B2B门户查看。`
    : `${SMS_SENDER}提醒：${item.what}${amount}，${item.title}，截止${formatDeadline(Date.parse(item.deadline))}。${item.ifMissed}。`;
}

/**
 * The reminder scan runs at the start of every call (the settle step), for every agency. Deriving every
 * agency's whole list there made each write cost more the more orders an agency had (the list is
 * recomputed whenever any record array changes, i.e. after every write). So it is kept in two layers:
 *
 * - the agencies' lists, while every record array is the same object and the clock is in the same minute
 *   (a call that changes nothing — a read — shares the arrays of the state before it);
 * - under them, each order's own items (its payable, name list and ticketing), while the order, its
 *   pending payment and the bid it came from are the same objects and the clock is in the same minute.
 *   A state's records are frozen and never change; a write makes new objects of what it changes only.
 *   So after a write, only the orders it touched (and on the first call of a new minute, every order)
 *   are derived again; the agency's other orders cost a look-up. Each item's reminder (its id and time)
 *   is worked out with it, and an agency's list keeps only the reminders that can fall due before its
 *   minute ends, so the scans of the calls in that minute look at a few, not at every item.
 *
 * Why this still sends every reminder exactly once, at its minute: an order's items depend on nothing but
 * the order, its pending payment, the bid it came from and the clock (the functions below read nothing
 * else), and all of these are in the memo's key, the clock by its minute — the same granularity the list
 * had before (an item's presence changes at its own deadlines). A clock moved by the panel or the control
 * API lands in another minute and every order is derived again; an item whose reminder time passed while
 * the clock jumped is then found, and sent with its own time (`at`), as before. Whether it was sent is not
 * memoised: it is read from the state's `dueReminders` on every scan, and the transition checks again.
 * The other sources (bids, refunds, schedule changes, reviews, the other payables) are few per agency
 * and derived as before.
 */
let reminderMemo: { sources: readonly unknown[]; minute: number; byOwner: Map<string, Reminder[]> } | undefined;

/** An item's reminder, its id and time worked out once (the scan compares times on every call). */
interface Reminder {
  reminderId: string;
  at: number;
  item: DueItem;
}

function remindersOf(items: readonly DueItem[]): Reminder[] {
  return items.flatMap((item) => {
    const reminder = reminderOf(item);
    return reminder ? [{ reminderId: `${item.itemId}|${reminder.stage}`, at: reminder.at, item }] : [];
  });
}

interface OrderMemo {
  minute: number;
  /** The arrays the pending payment and the bid were looked up in: while they are the same, so are those. */
  payments: unknown;
  pending: unknown;
  bidOrders: unknown;
  bid: unknown;
  /** Those of its reminders that can fall due before the minute ends (usually none). */
  soon: Reminder[];
}
const NONE: Reminder[] = [];
const orderMemo = new WeakMap<OrderRecord, OrderMemo>();

/** An order's reminders that can fall due before the minute ends, from the items the payables, name-list and ticket sources make of it for a caller who may do everything. */
function orderReminders(state: AnyState, order: OrderRecord, now: number): Reminder[] {
  const minute = Math.floor(now / 60_000);
  const pendingOf = () => (order.status === 'BOOKED' ? pendingPaymentOf(state, 'ORDER', order.orderNo) : undefined);
  const bidOf = () => (order.links?.activityNo ? bidOfOrder(state, order.orderNo) : undefined);
  // An unfrozen order (a draft, a test's hand-made state) may change in place: never memoised.
  const frozen = !isDraft(order) && Object.isFrozen(order);
  const memo = frozen ? orderMemo.get(order) : undefined;
  if (
    memo &&
    memo.minute === minute &&
    (memo.payments === state.payments || memo.pending === pendingOf()) &&
    (memo.bidOrders === state.bidOrders || memo.bid === bidOf())
  ) {
    memo.payments = state.payments;
    memo.bidOrders = state.bidOrders;
    return memo.soon;
  }
  // The order's payable as `payablesDueOf` finds it, from the order in hand: finding it by number would
  // index every new orders array (each write makes one) again.
  const row = order.status === 'BOOKED' ? dueRowOf('ORDER', order.orderNo, orderTarget(order, undefined, now), pendingOf()) : undefined;
  const minuteEnd = (minute + 1) * 60_000;
  const reminders = remindersOf([
    ...(row ? payableItem(state, row, now, order) : []),
    ...nameListItem(order, now),
    ...ticketItem(order, now),
  ]);
  const soon = reminders.some((reminder) => reminder.at < minuteEnd) ? reminders.filter((reminder) => reminder.at < minuteEnd) : NONE;
  if (frozen)
    orderMemo.set(order, { minute, payments: state.payments, pending: pendingOf(), bidOrders: state.bidOrders, bid: bidOf(), soon });
  return soon;
}

/** The orders of each agency, made once per orders array. */
const ordersByOwner = new WeakMap<readonly OrderRecord[], Map<string, OrderRecord[]>>();

function agencyOrders(state: AnyState, owner: string): OrderRecord[] {
  const orders = state.orders;
  if (isDraft(orders) || !Object.isFrozen(orders)) return ordersOf(state, owner);
  let byOwner = ordersByOwner.get(orders);
  if (!byOwner) {
    byOwner = new Map();
    for (const order of orders) {
      const list = byOwner.get(order.ownerAccountId);
      if (list) list.push(order);
      else byOwner.set(order.ownerAccountId, [order]);
    }
    ordersByOwner.set(orders, byOwner);
  }
  return byOwner.get(owner) ?? [];
}

/**
 * The agency's reminders that can fall due in the clock's minute `now` is in (those of `dueItemsOf` with
 * every function, unsorted): the memo above lasts no longer than the minute, so the scans within it
 * look at these few, not at every item.
 */
function remindableThisMinute(state: AnyState, owner: string, now: number): Reminder[] {
  const context: DueContext = { state, owner, now, can: () => true };
  const items: DueItem[] = [];
  for (const source of sources) {
    if (source === nameLists || source === tickets) continue;
    if (source !== payables) {
      items.push(...source.items(context));
      continue;
    }
    for (const [kind, type] of payableTypes()) {
      if (kind === 'ORDER') continue;
      for (const payableNo of type.candidates(state, owner)) {
        const row = payableDueRow(state, owner, kind, payableNo, now);
        if (row) items.push(...payableItem(state, row, now));
      }
    }
  }
  const minuteEnd = (Math.floor(now / 60_000) + 1) * 60_000;
  const reminders = remindersOf(items).filter((reminder) => reminder.at < minuteEnd);
  const minute = minuteEnd / 60_000 - 1;
  const index = ordersSoonOf(state, now);
  if (index) {
    const orders = state.orders;
    for (const [at, soon] of index.entries) if (orders[at].ownerAccountId === owner) reminders.push(...soon);
    return reminders;
  }
  for (const order of agencyOrders(state, owner)) {
    // The common case inline (an order untouched since the minute's first scan): a look-up and two comparisons.
    const memo = orderMemo.get(order);
    const soon =
      memo !== undefined && memo.minute === minute && memo.payments === state.payments && memo.bidOrders === state.bidOrders
        ? memo.soon
        : orderReminders(state, order, now);
    if (soon.length > 0) reminders.push(...soon);
  }
  return reminders;
}

/**
 * The orders that have reminders able to fall due before the clock minute ends, by index, for one frozen
 * orders array (in the minute, with those payments and bids). Looking up every order's memo at every call
 * still cost a little per order, and so did sorting the orders by agency for each new orders array (each
 * write makes one): a new array takes the previous one's index and derives again only the orders the write
 * touched, found by reference (lookup.ts `changedSince`) — what an untouched order's memo would answer
 * (the same order, minute, payments and bids). A new minute, other payments or bids, or arrays that do not
 * line up derive every order, as before.
 */
interface OrdersSoon {
  orders: readonly OrderRecord[];
  minute: number;
  payments: unknown;
  bidOrders: unknown;
  byIndex: Map<number, Reminder[]>;
  /** `byIndex` in the orders' order. */
  entries: [number, Reminder[]][];
}
let latestSoon: OrdersSoon | undefined;

const isFrozenRecord = (value: object): boolean => !isDraft(value) && Object.isFrozen(value);

function ordersSoonOf(state: AnyState, now: number): OrdersSoon | null {
  const orders = state.orders;
  if (!isFrozenRecord(orders)) return null;
  const minute = Math.floor(now / 60_000);
  const last = latestSoon;
  const sameTime = last !== undefined && last.minute === minute && last.payments === state.payments && last.bidOrders === state.bidOrders;
  if (sameTime && last.orders === orders) return last;
  const changed = sameTime ? changedSince(last.orders, orders, (before, after) => before.orderNo === after.orderNo) : null;
  let byIndex: Map<number, Reminder[]>;
  if (sameTime && changed && changed.every((at) => isFrozenRecord(orders[at]))) {
    byIndex = new Map(last.byIndex);
    for (const at of changed) {
      const soon = orderReminders(state, orders[at], now);
      if (soon.length > 0) byIndex.set(at, soon);
      else byIndex.delete(at);
    }
  } else {
    if (!orders.every(isFrozenRecord)) return null;
    byIndex = new Map();
    orders.forEach((order, at) => {
      const soon = orderReminders(state, order, now);
      if (soon.length > 0) byIndex.set(at, soon);
    });
  }
  latestSoon = {
    orders,
    minute,
    payments: state.payments,
    bidOrders: state.bidOrders,
    byIndex,
    entries: [...byIndex].sort((a, b) => a[0] - b[0]),
  };
  return latestSoon;
}

function remindable(state: AnyState, owner: string, now: number): Reminder[] {
  const sources = [
    state.orders,
    state.payments,
    state.bidOrders,
    state.auctions,
    state.ancillaryOrders,
    state.retroOrders,
    state.refunds,
    state.flightChangeNotices,
    state.topUps,
    state.supplements,
    state.registrations,
  ];
  const minute = Math.floor(now / 60_000);
  if (!reminderMemo || reminderMemo.minute !== minute || reminderMemo.sources.some((source, index) => source !== sources[index])) {
    reminderMemo = { sources, minute, byOwner: new Map() };
  }
  let reminders = reminderMemo.byOwner.get(owner);
  if (!reminders) {
    reminders = remindableThisMinute(state, owner, now);
    reminderMemo.byOwner.set(owner, reminders);
  }
  return reminders;
}

/** The reminders already sent, by id, made once per `dueReminders` array (it only grows). */
const sentIds = new WeakMap<readonly DueReminderRecord[], Set<string>>();

function sentOf(state: SimulatorState): Set<string> {
  const reminders = state.dueReminders;
  const frozen = !isDraft(reminders) && Object.isFrozen(reminders);
  let sent = frozen ? sentIds.get(reminders) : undefined;
  if (!sent) {
    sent = new Set(reminders.map((reminder) => reminder.reminderId));
    if (frozen) sentIds.set(reminders, sent);
  }
  return sent;
}

/**
 * The settle step's reminders: every agency with a contact phone gets one SMS per item when its last 2
 * hours begin (or when news arrives), from the same list the agency's main account sees.
 */
export const dueReminderDue: DueTransitions<SimulatorState> = (state, now) => {
  const sent = sentOf(state);
  return state.organisations.flatMap((organisation) => {
    if (!organisation.mobile) return [];
    // Only the few items whose reminder is due and unsent are sorted, in the list's order: the settle step
    // takes the earliest, the first of equals, as it did from the sorted list.
    const due = remindable(state, organisation.ownerAccountId, now).filter(
      (reminder) => reminder.at <= now && !sent.has(reminder.reminderId),
    );
    return byDeadline(due.map((reminder) => reminder.item)).flatMap((item) => {
      const reminder = reminderOf(item)!;
      const reminderId = `${item.itemId}|${reminder.stage}`;
      return [
        {
          dueAt: reminder.at,
          entity: 'due-reminder',
          key: reminderId,
          apply(draft: Draft<SimulatorState>) {
            if (draft.dueReminders.some((candidate) => candidate.reminderId === reminderId)) return;
            draft.dueReminders.unshift({
              reminderId,
              ownerAccountId: organisation.ownerAccountId,
              mobile: organisation.mobile,
              text: reminderText(item),
              sentAt: reminder.at,
            });
          },
        },
      ];
    });
  });
};
