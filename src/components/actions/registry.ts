import type { To } from 'react-router-dom';
import { AUTH, type AuthCode } from '@/config/auth-codes';
import { href } from '@/config/routes';
import { ScheduleChangeAction } from '@/domain/bulletin';
import { formatFen } from '@/domain/format';
import { InvoiceAction } from '@/domain/invoice';
import {
  ancillaryApi,
  agencyApi,
  auctionApi,
  bulletinApi,
  orderApi,
  payApi,
  personalOrderApi,
  promoApi,
  refundApi,
  reportApi,
  scatteredApi,
  scatteredRefundApi,
  type AncillaryAction,
  type AncillaryOrder,
  type AuctionAction,
  type BidOrderAction,
  type Deregistration,
  type DeregistrationAction,
  type Fen,
  type FlightChangeNotice,
  type FlightChangeNoticeAction,
  type InvoiceSummary,
  type NameChangeAction,
  type NameChangeView,
  type OrderAction,
  type OrderPassenger,
  type Organisation,
  type OrganisationAction,
  type OrderScheduleChange,
  type OrderSummary,
  type Payment,
  type PassengerAction,
  type PaymentAction,
  type PromoFlight,
  type PromoFlightAction,
  type PromoOfferAction,
  type PromoOfferDate,
  type PromoOfferSummary,
  type RefundAction,
  type RefundDetail,
  type ReportAction,
  type ReportRow,
  type SubAccount,
  type SubAccountAction,
  type RetroactiveOrder,
  type SeriesAdvanceAction,
  type SeriesAdvanceItem,
  type SeriesDepartureAction,
  type SeriesOrderRow,
} from '@/lib/gateway';
import { payHref } from '@/lib/pay-links';

/*
 * The action registry (docs/architecture.md "Actions"): what each action of each entity the gateway
 * answers with is on a screen — its label, the function (authCode) the user needs, a link or a
 * confirmation. Whether an entity offers an action now is the gateway's `allowedActions` (and
 * `actionNotes`: declined with a reason); whether the user may use it is the authCode; no screen
 * decides either from a status. The renderer (entity-actions.tsx) draws a kit for one entity; a screen
 * only says what its handlers do (open its dialog, call its write).
 */

/** What the gateway answers about an entity's actions: what it allows now, and what it declines with a reason. */
export interface ActionSubject<A extends string> {
  readonly allowedActions: readonly A[];
  /** Actions declined now although the agent would look for them, with the reason in words (shown disabled). */
  readonly actionNotes?: Readonly<Partial<Record<A, string>>>;
  /** Actions allowed now with what the user should know before choosing them, in words (shown beside them, never disabling them). */
  readonly actionHints?: Readonly<Partial<Record<A, string>>>;
}

/** One action of an entity as the screens show it. */
export interface ActionDef<E> {
  label: string;
  /** The function the user needs (the code of the call the action makes); null: anyone who sees the entity. */
  authCode: AuthCode | null | ((entity: E) => AuthCode | null);
  /** The action is a link to another screen (去支付 leads to the payment screen). */
  to?: (entity: E) => To;
  /** Asked (a Popconfirm) before the handler runs. */
  confirm?: (entity: E) => string;
  danger?: boolean;
  /** The page's main action (a primary button in an action bar). */
  primary?: boolean;
  /**
   * Not a button of the action bar: an edit inside a panel (名单, 联系人, 备注). The screen asks the kit
   * whether it may (`useEntityActions(kit, entity).may`) and shows its own control.
   */
  inPanel?: boolean;
}

/** Every action of an entity kind, in the order the screens show them. */
export type ActionKit<A extends string, E> = Readonly<Record<A, ActionDef<E>>>;

/** The function an action needs for this entity. */
export function authCodeOf<A extends string, E>(kit: ActionKit<A, E>, action: A, entity: E): AuthCode | null {
  const code = kit[action].authCode;
  return typeof code === 'function' ? code(entity) : code;
}

/** What the user may do now: the actions the entity allows AND the user's functions permit, in the kit's order. */
export function permittedActions<A extends string, E>(
  kit: ActionKit<A, E>,
  entity: E & ActionSubject<A>,
  can: (code: string) => boolean,
): A[] {
  return (Object.keys(kit) as A[]).filter((action) => {
    if (!entity.allowedActions.includes(action)) return false;
    const code = authCodeOf(kit, action, entity);
    return code === null || can(code);
  });
}

/**
 * Whether the gateway offers the action now, whoever asks: for what a page says about it (the amount due
 * while it may be paid, a tab for what may be bought), never for the control itself (that needs the user's function too).
 */
export function offered<A extends string>(entity: ActionSubject<A>, action: A): boolean {
  return entity.allowedActions.includes(action);
}

/** Whether the user may do the action now (outside a component: a table's row selection). */
export function permits<A extends string, E>(
  kit: ActionKit<A, E>,
  entity: E & ActionSubject<A>,
  action: A,
  can: (code: string) => boolean,
): boolean {
  return permittedActions(kit, entity, can).includes(action);
}

/**
 * `permits` for an entity that may come without the gateway's word on it (a name-list row kept in a tab's
 * draft from before the gateway said it): without `allowedActions`, nothing is permitted.
 */
export function permitsIfSaid<A extends string, E>(
  kit: ActionKit<A, E>,
  entity: E & Partial<ActionSubject<A>>,
  action: A,
  can: (code: string) => boolean,
): boolean {
  return permits(kit, { ...entity, allowedActions: entity.allowedActions ?? [] }, action, can);
}

/** The actions the gateway allows now that the user's functions do not permit, in the kit's order. */
export function withheldActions<A extends string, E>(
  kit: ActionKit<A, E>,
  entity: E & ActionSubject<A>,
  can: (code: string) => boolean,
): A[] {
  const permitted = permittedActions(kit, entity, can);
  return entity.allowedActions.filter((action) => action in kit && !permitted.includes(action));
}

/** The actions the gateway declines with a reason, for a user who could otherwise use them, in the kit's order. */
export function declinedActions<A extends string, E>(
  kit: ActionKit<A, E>,
  entity: E & ActionSubject<A>,
  can: (code: string) => boolean,
): { action: A; reason: string }[] {
  const notes: Partial<Record<A, string>> = entity.actionNotes ?? {};
  return (Object.keys(kit) as A[]).flatMap((action) => {
    const reason = notes[action];
    if (!reason || entity.allowedActions.includes(action)) return [];
    const code = authCodeOf(kit, action, entity);
    return code === null || can(code) ? [{ action, reason }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Orders: one kit per kind, alike except where the gateway really differs (the area's payment
// screen, the function each call needs: a scattered refund is SCATTERED_REFUND, a team one TEAM_REFUND).

/** What an order's actions read of it: any order view (list row or detail) of any kind. */
type Order = Pick<OrderSummary, 'orderNo'>;

/** The actions every kind of order shares; a kind overrides what differs. */
function orderKit(kind: {
  payArea: 'agent' | 'normal';
  cancel: AuthCode;
  refund: AuthCode;
  refundLabel: string;
}): ActionKit<OrderAction, Order> {
  return {
    PAY: {
      label: '去支付',
      authCode: AUTH.PAY,
      primary: true,
      to: (order) => payHref(kind.payArea, { payableKind: 'ORDER', payableNo: order.orderNo }),
    },
    ISSUE_TICKETS: { label: '出票', authCode: orderApi.issueTickets.authCode!, primary: true },
    CHANGE_PASSENGERS: { label: '名单变更', authCode: orderApi.passengerChange.authCode! },
    CHANGE: { label: '改期', authCode: scatteredApi.changeCreate.authCode! },
    REFUND: { label: kind.refundLabel, authCode: kind.refund },
    BUY_ANCILLARY: { label: '购买附加服务', authCode: ancillaryApi.create.authCode! },
    DELAY: { label: '申请延期', authCode: ancillaryApi.delay.authCode! },
    RELEASE_SEATS: { label: '取消占座', authCode: orderApi.releaseSeats.authCode! },
    CANCEL: { label: '取消订单', authCode: kind.cancel, danger: true },
    EDIT_PASSENGERS: { label: '修改名单', authCode: AUTH.TEAM_ORDER_PASSENGERS, inPanel: true },
    EDIT_CONTACT: { label: '修改联系人', authCode: orderApi.contactUpdate.authCode!, inPanel: true },
    ADD_REMARK: { label: '添加备注', authCode: orderApi.remarkAdd.authCode!, inPanel: true },
  };
}

/** Team orders (temporary groups, series, charters, promotional groups, bids): the team order centre. */
export const TEAM_ORDER_ACTIONS = orderKit({
  payArea: 'agent',
  cancel: orderApi.cancel.authCode!,
  refund: refundApi.apply.authCode!,
  refundLabel: '申请退票',
});
/** The normal area's own orders. */
export const PERSONAL_ORDER_ACTIONS = orderKit({
  payArea: 'normal',
  cancel: personalOrderApi.cancel.authCode!,
  refund: refundApi.apply.authCode!,
  refundLabel: '申请退票',
});
/** Scattered tickets (散客票) and their change orders. */
export const SCATTERED_ORDER_ACTIONS = orderKit({
  payArea: 'agent',
  cancel: scatteredApi.cancel.authCode!,
  refund: scatteredRefundApi.apply.authCode!,
  refundLabel: '退票',
});

// ---------------------------------------------------------------------------------------------
// What hangs off an order: ancillary orders and name changes.

export const ANCILLARY_ACTIONS: ActionKit<AncillaryAction, AncillaryOrder> = {
  CONFIRM: { label: '确认', authCode: ancillaryApi.create.authCode! },
  PAY: { label: '去支付', authCode: AUTH.PAY, to: (row) => payHref('agent', { payableKind: 'ANCILLARY', payableNo: row.ancilOrderNo }) },
  CANCEL: {
    label: '取消',
    authCode: ancillaryApi.cancel.authCode!,
    danger: true,
    confirm: (row) => `取消附加服务单 ${row.ancilOrderNo}？`,
  },
};

/** A row of the name list (名单列表): deleted one by one here, or selected for 批量删除 by the same gate. */
/** A row of an order's name list (the editor asks it of its rows too, which carry the passenger's fields and actions). */
export const PASSENGER_ACTIONS: ActionKit<PassengerAction, Pick<OrderPassenger, 'name'>> = {
  /** Its cells in the name-list editor: typed into, cleared, pasted over (a ticketed row stays as it is). */
  EDIT: { label: '修改', authCode: orderApi.passengerSave.authCode!, inPanel: true },
  DELETE: {
    label: '删除',
    authCode: orderApi.passengerDelete.authCode!,
    danger: true,
    confirm: (passenger) => `删除旅客 ${passenger.name}？`,
  },
};

export const NAME_CHANGE_ACTIONS: ActionKit<NameChangeAction, NameChangeView> = {
  CONFIRM: { label: '确认变更', authCode: orderApi.passengerChangeConfirm.authCode! },
  PAY: { label: '支付变更费', authCode: AUTH.PAY, to: (row) => payHref('agent', { payableKind: 'ANCILLARY', payableNo: row.changeNo }) },
};

// ---------------------------------------------------------------------------------------------
// Bids, series departures, itineraries, supplementary payments.

/** An activity (its page): a new bid, whose form stands in the page's 参与竞价 card. */
export const AUCTION_ACTIONS: ActionKit<AuctionAction, unknown> = {
  BID: { label: '参与竞价', authCode: auctionApi.bid.authCode!, inPanel: true },
};

/** What a bid's actions read of it: the activity's row of it (MyBid) or its page (BidOrderDetail). */
type Bid = { ancilOrderNo: string; orderNo?: string; cancelRefund?: Fen };

/** A bid (the activity's rows and the bid's page); the won order's own operations are the team order's. */
export const BID_ORDER_ACTIONS: ActionKit<BidOrderAction, Bid> = {
  PAY_DEPOSIT: {
    label: '支付保证金',
    authCode: AUTH.PAY,
    primary: true,
    to: (bid) => payHref('agent', { payableKind: 'BID_DEPOSIT', payableNo: bid.ancilOrderNo }),
  },
  // The gateway offers the balance only once the won team order exists.
  PAY_BALANCE: {
    label: '支付尾款',
    authCode: AUTH.PAY,
    primary: true,
    to: (bid) =>
      bid.orderNo
        ? payHref('agent', { payableKind: 'ORDER', payableNo: bid.orderNo })
        : href('bidOrderDetail', { ancilOrderNo: bid.ancilOrderNo }),
  },
  RAISE: { label: '加价', authCode: auctionApi.raise.authCode! },
  CANCEL: {
    label: '取消竞价',
    authCode: auctionApi.cancel.authCode!,
    danger: true,
    confirm: (bid) =>
      `取消竞价订单 ${bid.ancilOrderNo}？${(bid.cancelRefund ?? 0) > 0 ? `已付保证金${formatFen(bid.cancelRefund!)}将原路退回。` : '尚未支付保证金，取消不产生费用。'}`,
  },
  GIVE_UP: { label: '放弃中标', authCode: auctionApi.giveUp.authCode!, danger: true },
  DELAY: { label: '延期', authCode: AUTH.TEAM_ORDER, inPanel: true },
  RENAME: { label: '改名', authCode: AUTH.TEAM_ORDER, inPanel: true },
  REPLACE: { label: '换人', authCode: AUTH.TEAM_ORDER, inPanel: true },
};

/** A departure of a series (its team order), as the series' table shows it. */
export const SERIES_DEPARTURE_ACTIONS: ActionKit<SeriesDepartureAction, SeriesOrderRow & { seriesFunction: AuthCode }> = {
  PAY: {
    label: '支付',
    authCode: AUTH.PAY,
    primary: true,
    to: (row) => payHref('agent', { payableKind: 'ORDER', payableNo: row.orderNo }),
  },
  ADD_PEOPLE: { label: '加人', authCode: (row) => row.seriesFunction },
  EDIT_PASSENGERS: {
    label: '名单',
    authCode: AUTH.TEAM_ORDER_PASSENGERS,
    to: (row) => `${href('teamOrderDetail', { orderNo: row.orderNo })}?tab=passengers`,
  },
  CANCEL: { label: '取消', authCode: orderApi.cancel.authCode!, danger: true },
};

/** A milestone of a series' payment plan (预付明细): paid on its own here, or selected for 合并支付 by the same gate. */
export const SERIES_ADVANCE_ACTIONS: ActionKit<SeriesAdvanceAction, SeriesAdvanceItem> = {
  PAY: {
    label: '去支付',
    authCode: AUTH.PAY,
    primary: true,
    to: (item) => payHref('agent', { payableKind: 'ORDER', payableNo: item.orderNo }),
  },
};

/** An itinerary (行程单): printing starts from the preview. */
export const INVOICE_ACTIONS: ActionKit<InvoiceAction, InvoiceSummary> = {
  PRINT: { label: `${InvoiceAction.label('PRINT')}预览`, authCode: null },
  PUSH: { label: InvoiceAction.label('PUSH'), authCode: null },
  CANCEL: { label: InvoiceAction.label('CANCEL'), authCode: null, danger: true },
};

/** A supplementary payment (补款单). */
export const RETROACTIVE_ACTIONS: ActionKit<'PAY', RetroactiveOrder> = {
  PAY: {
    label: '去补款',
    authCode: AUTH.PAY,
    primary: true,
    to: (row) => payHref('agent', { payableKind: 'RETROACTIVE', payableNo: row.retroNo }),
  },
};

/** A flight of a promotional offer (特惠团): chosen for the group, then priced and booked. */
export const PROMO_FLIGHT_ACTIONS: ActionKit<PromoFlightAction, PromoFlight> = {
  CHOOSE: { label: '选择', authCode: promoApi.create.authCode! },
};

/** A promotional offer (特惠团) in the list: its dates are chosen on the flow's first step (the screen's link). */
export const PROMO_OFFER_ACTIONS: ActionKit<PromoOfferAction, PromoOfferSummary> = {
  CHOOSE_DATE: { label: '选择日期', authCode: promoApi.create.authCode!, primary: true },
};

/** A travel date of an offer: the date picker's own control (the screen asks `permits`). */
export const PROMO_DATE_ACTIONS: ActionKit<PromoFlightAction, PromoOfferDate> = {
  CHOOSE: { label: '选择', authCode: promoApi.create.authCode!, inPanel: true },
};

// ---------------------------------------------------------------------------------------------
// An airline schedule change on one order (需处理：航班变动).

/** The order centre's function the gateway names for the order's kind (`actionAuthCode`). */
const changeAuth = (change: OrderScheduleChange) => change.actionAuthCode as AuthCode;

/** A schedule change as the order's banner shows it: accept, rebook or refund, all free. */
export const SCHEDULE_CHANGE_ACTIONS: ActionKit<ScheduleChangeAction, OrderScheduleChange> = {
  ACCEPT: {
    label: ScheduleChangeAction.label('ACCEPT'),
    authCode: changeAuth,
    primary: true,
    confirm: () => '接受航班变动？订单将按变更后的航班执行，不收取费用',
  },
  REBOOK: { label: ScheduleChangeAction.label('REBOOK'), authCode: changeAuth },
  REFUND: { label: '全部/部分退票', authCode: changeAuth, danger: true },
};

// ---------------------------------------------------------------------------------------------
// A refund application (退票申请 / 退票单): each menu's calls need its own function.

function refundKit(noun: string, code: AuthCode): ActionKit<RefundAction, RefundDetail> {
  return {
    WITHDRAW: {
      label: '撤回申请',
      authCode: code,
      danger: true,
      confirm: (refund) => `撤回${noun} ${refund.refundId}？撤回后客票保持可用，如需退票须重新申请。`,
    },
    // The reviewer's request for a file: the page's own form (补充材料) stands where the request is shown.
    SUPPLEMENT: { label: '补充材料', authCode: code, inPanel: true },
  };
}

/** A team refund application (团队退票). */
export const TEAM_REFUND_ACTIONS = refundKit('退票申请', refundApi.withdraw.authCode!);
/** A scattered refund (散客退票单). */
export const SCATTERED_REFUND_ACTIONS = refundKit('退票单', scatteredRefundApi.withdraw.authCode!);

// ---------------------------------------------------------------------------------------------
// An agent report (报表): downloaded once finished, generated again once failed.

export const REPORT_ACTIONS: ActionKit<ReportAction, ReportRow> = {
  DOWNLOAD: { label: '下载', authCode: reportApi.content.authCode! },
  RECREATE: { label: '重新生成', authCode: reportApi.recreate.authCode! },
};

// ---------------------------------------------------------------------------------------------
// A sub-account of the agency (子账号): 停用 while enabled, 启用 while locked.

// ---------------------------------------------------------------------------------------------
// The agency itself: its supplementary application (a form in the page's card) and its deregistration
// (the conditions, then the SMS code and the application).

export const ORGANISATION_ACTIONS: ActionKit<OrganisationAction, Organisation> = {
  APPLY_SUPPLEMENT: { label: '提交补充资料申请', authCode: agencyApi.supplementApply.authCode!, inPanel: true },
};

export const DEREGISTRATION_ACTIONS: ActionKit<DeregistrationAction, Deregistration> = {
  APPLY: { label: '申请注销', authCode: agencyApi.deregistrationApply.authCode!, inPanel: true },
};

// ---------------------------------------------------------------------------------------------
// A payment's result: the refund of a repeated one, a new payment of a failed one (the screen says where).

export const PAYMENT_ACTIONS: ActionKit<PaymentAction, Payment> = {
  REFUND_REPEATED: { label: '申请重复支付退款', authCode: payApi.repeatedRefund.authCode!, primary: true },
  PAY_AGAIN: { label: '重新支付', authCode: AUTH.PAY, primary: true },
};

export const SUB_ACCOUNT_ACTIONS: ActionKit<SubAccountAction, SubAccount> = {
  LOCK: {
    label: '停用',
    authCode: agencyApi.subAccountLock.authCode!,
    danger: true,
    confirm: (account) => `停用子账号 ${account.userName}？停用后该子账号不能登录，启用后恢复`,
  },
  UNLOCK: {
    label: '启用',
    authCode: agencyApi.subAccountLock.authCode!,
    confirm: (account) => `启用子账号 ${account.userName}？启用后该子账号可以重新登录`,
  },
};

// ---------------------------------------------------------------------------------------------
// A flight change notice (航变通知): acknowledged once.

export const FLIGHT_CHANGE_NOTICE_ACTIONS: ActionKit<FlightChangeNoticeAction, FlightChangeNotice> = {
  CONFIRM: { label: '确认知晓', authCode: bulletinApi.flightChangeNoticeConfirm.authCode! },
};

// ---------------------------------------------------------------------------------------------
// A group deposit (定金) due: paid as its order's PAY, on the area's payment screen.

/** What a deposit row's actions read of it. */
type Deposit = { orderNo: string };

function depositKit(area: 'agent' | 'normal'): ActionKit<'PAY', Deposit> {
  return {
    PAY: {
      label: '支付定金',
      authCode: AUTH.PAY,
      primary: true,
      to: (row) => payHref(area, { payableKind: 'ORDER', payableNo: row.orderNo }),
    },
  };
}

/** The deposits of each area (代理人区, 普通用户区). */
export const DEPOSIT_ACTIONS = { agent: depositKit('agent'), normal: depositKit('normal') } as const;
