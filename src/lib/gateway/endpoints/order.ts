import { AUTH } from '@/config/auth-codes';
import type { ProcessStatus } from '@/domain/auction';
import type { MilestoneKind, NameChangeStatus, OrderChannel, OrderState, OrderStatus, TicketStatus } from '@/domain/order';
import type { Gender, IdType, PassengerType } from '@/domain/passenger';
import type { TripDirection } from '@/domain/trip';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type Fen,
  type SignedFen,
  type ClockText,
  type DateText,
  type DateTimeText,
  type NonBlankText,
  type RevisionStamp,
  type BaseRevision,
} from '../envelope';

const endpoint = endpointsOf('order');

/*
 * Orders (spec §7 "Orders"): one order model for every way of booking (domain.md "Groups and orders").
 * A team order (temporary group today; series, charter, promotional groups and bids later) and an
 * individual order of the normal area are the same record: segments, fares per passenger type,
 * payment milestones, passengers, PNR, tickets, contact, remarks and log. `channel` says how it was
 * booked and nothing in the state machine reads it. Money is integer fen; times are gateway ISO
 * strings (Beijing time); dates YYYY-MM-DD.
 */

/** One flight of the order's itinerary. */
export interface OrderSegment {
  /** 1, 2, … in travel order. */
  segmentNo: Count;
  direction: TripDirection;
  flightNo: string;
  /** YYYY-MM-DD */
  flightDate: DateText;
  depAirport: string;
  arrAirport: string;
  /** HH:mm, local time of each airport. */
  depTime: ClockText;
  arrTime: ClockText;
  /** Booking class, e.g. 'Y' (group fares sell from the group class 'G'). */
  cabin: string;
  aircraftType: string;
}

/** What one passenger of a type pays (per person, over all segments), and how many there are. */
export interface FareLine {
  passengerType: PassengerType;
  count: Count;
  /** Fare per person in fen. */
  fare: Fen;
  /** Airport construction fee + fuel surcharge per person in fen. */
  tax: Fen;
  /**
   * Set on a lump sum (a charter's whole aircraft): what it pays for, in words. Count 1, the fare the
   * whole sum, taxes included, whoever flies; the order's seats do not divide it.
   */
  lumpSum?: string;
  /** A lump sum's lines as it was quoted (a charter's: flights, ferry, nights, surcharge), each in words with its fen; they add up to the fare. */
  lumpSumLines?: { label: string; amount: Fen }[];
}

/** A fare rule as the airline words it (refund, change, name-change terms), shown with a quote and kept on the order. */
export interface FareRule {
  title: string;
  /** Chinese text of the rule. */
  content: string;
}

/** A payment milestone: deposit, balance, or the full amount when booked late (no deposit stage). */
export interface PaymentMilestone {
  kind: MilestoneKind;
  /** Fen owed for this milestone. */
  amount: Fen;
  /** Fen paid so far toward it. */
  paidAmount: Fen;
  /** ISO date-time by which it must be paid. */
  deadline: DateTimeText;
  /** WAIT (due), UNDER_WAY (payment pending at the bank), SUCCESSED (paid), FAILED (missed), NOT_START (not due yet). */
  status: ProcessStatus;
  paidAt?: DateTimeText;
  /** FAILED on a cancelled order: missed at its deadline (OVERDUE, 超时未付) or closed by a cancel before it. */
  closed?: 'OVERDUE' | 'ORDER_CANCELED';
}

/** A passenger as the portal sends it (add, edit, import, change). */
export interface PassengerInput {
  name: string;
  passengerType: PassengerType;
  idType: IdType;
  idNo: string;
  /** YYYY-MM-DD; derived from a mainland ID number when absent. */
  birthDate?: DateText;
  gender?: Gender;
  mobile?: string;
}

/**
 * A changed row of a name-list save: with `passengerId` and the `baseRevision` it was read at, it replaces
 * that passenger; without either, it is added.
 */
export type NameListRowChange = PassengerInput & { passengerId?: string; baseRevision?: BaseRevision };

/** A row of the name list: its own revision (per-passenger, docs/decisions.md "The name list merges per passenger"). */
export interface OrderPassenger extends PassengerInput, RevisionStamp {
  passengerId: string;
  /** Set once ticketed. */
  ticketNo?: string;
  /**
   * What the row allows by itself: EDIT (its name-list fields, in a save or an edit) and DELETE while
   * unticketed; a ticketed passenger changes through a name change.
   */
  allowedActions: PassengerAction[];
}

/** An action on one row of the name list; the list as a whole is the order's EDIT_PASSENGERS. */
export type PassengerAction = 'EDIT' | 'DELETE';

export interface OrderContact {
  /**
   * @pattern \S
   * @maxLength 30
   */
  name: string;
  /** @pattern ^1\d{10}$ */
  mobile: string;
  /**
   * @maxLength 254
   * @pattern ^(\s*|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$
   */
  email?: string;
}

export interface OrderRemark {
  remarkId: string;
  content: string;
  createdBy: string;
  createTime: DateTimeText;
}

export interface OrderLogEntry {
  at: string;
  by: string;
  /** e.g. CREATE, PAY, CANCEL, AUTO_CANCEL, RELEASE_SEATS, ADD_PASSENGER, ISSUE_TICKETS */
  action: string;
  detail: string;
}

/** One passenger of a name change: the details before and after. */
export interface NameChangeItem {
  passengerId: string;
  before: PassengerInput;
  after: PassengerInput;
}

/** A passenger of a name change as the gateway prices it: the same person corrected (RENAME) or another person (REPLACE, a new ID number). */
export interface NameChangeLine extends NameChangeItem {
  kind: 'RENAME' | 'REPLACE';
  /** Fen for this passenger. */
  fee: Fen;
}

/**
 * A name change after ticketing (domain.md: a passenger-list change after ticketing), as the order's
 * detail shows it: an ancillary order of kind RENAME, or REPLACE when a passenger is another person
 * (`changeNo` is its `ancilOrderNo`), with a fee per passenger by what changed, paid through the payment
 * screens as payableKind ANCILLARY.
 */
export interface NameChange {
  changeNo: string;
  status: NameChangeStatus;
  /** Fen in all. */
  totalFee: Fen;
  items: NameChangeLine[];
  createTime: DateTimeText;
}

/** What a name change allows now: confirm it while it waits, pay its fee once confirmed. */
export type NameChangeAction = 'CONFIRM' | 'PAY';

/** A name change as the order's detail answers it: with what it allows now. */
export interface NameChangeView extends NameChange {
  allowedActions: NameChangeAction[];
}

/** The records an order was booked from; each channel sets its own. */
export interface OrderLinks {
  seriesNo?: string;
  offerNo?: string;
  activityNo?: string;
  exchangedTicketNo?: string;
  /** A change order (散客改期): the scattered order whose tickets its new tickets replace. */
  exchangedFrom?: string;
}

/** A row of the order list. */
export interface OrderSummary {
  orderNo: string;
  channel: OrderChannel;
  status: OrderState;
  /** The group's name (team orders); the first passenger's name (individual orders). */
  groupName: string;
  /** e.g. 'PVG-CTU' or 'PVG-CTU-PVG' */
  route: string;
  /** First segment's flight and date. */
  flightNo: string;
  flightDate: DateText;
  /** Seats held: adults and children (infants hold none). */
  groupCount: Count;
  infantCount: Count;
  /** Passengers named so far (seat-holding and infants). */
  namedCount: Count;
  /** Fen: everything the order costs. */
  totalAmount: Fen;
  /** Fen paid so far. */
  paidAmount: Fen;
  /** Deposit stage: NO_DEPOSIT (booked late or individual), WAIT, UNDER_WAY, SUCCESSED, FAILED. */
  depositStatus: ProcessStatus;
  /** Balance / full payment: NOT_START (deposit first), WAIT, UNDER_WAY, FINISHED, FAILED. */
  processStatus: ProcessStatus;
  /** The milestone due next and its deadline, while one is. */
  nextMilestone?: MilestoneKind;
  nextDeadline?: DateTimeText;
  /** All names must be in by then (72 h before departure). */
  nameDeadline: DateTimeText;
  pnr: string;
  createTime: DateTimeText;
  /** Who booked it (display name). */
  bookedBy: string;
  /**
   * The actions the order's state allows now (the user's authCodes decide separately which show): the
   * same list the detail carries and the gateway's writes check, so a list's row actions and batch
   * cancel offer exactly what would be accepted.
   */
  allowedActions: OrderAction[];
}

/** A line of the total beside the fares (fen): the fare lines and these add up to `totalAmount`. */
export interface FareAdjustment {
  label: string;
  /** 调整金额（分），负数为抵扣（原客票抵扣）。 */
  amount: SignedFen;
}

/** A departure the group flies now, and how many of it fly it (a partial rebooking splits a segment's group). */
export interface OrderFlightNow {
  segmentNo: Count;
  flightNo: string;
  flightDate: DateText;
  depTime: ClockText;
  arrTime: ClockText;
  /** Passengers (infants included) and seats not yet named flying it. */
  people: Count;
}

/**
 * Where the group stands after partial steps (a schedule change rebooking or refunding some passengers):
 * present only when it differs from the segments — some passengers on another departure, or refunded.
 */
export interface OrderSplit {
  /** Every departure the group flies now, by segment and time. */
  flights: OrderFlightNow[];
  /** Each passenger whose journey differs from the segments: their flights now ('XY5205 2026-12-03'), or 已退票. */
  passengers: { passengerId: string; flights: string }[];
  /** Seat holders whose every ticket is refunded: their seats are no longer held. */
  refundedCount: Count;
}

export interface OrderDetail extends OrderSummary {
  segments: OrderSegment[];
  /** The group split by partial steps: who flies what now (absent while everyone flies the segments). */
  split?: OrderSplit;
  fares: FareLine[];
  /** What the total holds beside the fare lines (a deposit kept for released seats). */
  fareAdjustments: FareAdjustment[];
  /** The rules it was booked under: refund, change, name change, payment. */
  fareRules: FareRule[];
  milestones: PaymentMilestone[];
  passengers: OrderPassenger[];
  /** The name list's revision: one more on every accepted change of a row, an addition or a removal. */
  nameListRevision: RevisionStamp;
  contact: OrderContact;
  /** The contact's revision (contactUpdate sends it as its baseRevision). */
  contactRevision: RevisionStamp;
  remarks: OrderRemark[];
  /** Seats released so far by cancel seat occupation, and the deposit they forfeited (fen). */
  releasedSeats: Count;
  forfeitedAmount: Fen;
  /** Seats at confirmation (deposit paid): the base of the free-release allowance. */
  confirmedCount: Count;
  /** Ticketing time limit (balance deadline). */
  ticketTimeLimit: string;
  nameChanges: NameChangeView[];
  /** What the order was booked from (a promotional offer, a series, a bid activity), when not the flights themselves. */
  links?: OrderLinks;
  /**
   * Actions the gateway declines now although the agent would look for them, each with the reason in
   * words (取消占座 with every seat named, 出票 before full payment, 申请延期 once a ticket is refunded):
   * a screen shows them disabled with the reason. Never an action of `allowedActions`.
   */
  actionNotes: Partial<Record<OrderAction, string>>;
  /**
   * Actions the gateway allows, with what the agent should know before choosing them, in words (申请退票
   * and 申请延期 cost fees while a schedule change offers a free refund or rebooking): shown beside them.
   */
  actionHints?: Partial<Record<OrderAction, string>>;
  /** Individual orders paid in full: when the airline will have issued the tickets (no action needed). */
  ticketingDueAt?: DateTimeText;
  /** The next time the order changes by the clock alone (a deadline, departure, ticketing): read it again then. */
  changesAt?: DateTimeText;
  /**
   * Delays (延期) paid for the order, and their sum: each moved the whole group and was paid on top of
   * `totalAmount` by its own payment (an ancillary order DELAY), so neither the total nor `paidAmount` holds it.
   */
  delayCharges?: {
    /** 每次延期一条：从哪个航班改到哪个航班、差价、手续费与支付时间。 */
    charges: OrderDelayCharge[];
    /** 各次延期另付金额之和（分），不计入订单金额。 */
    amount: Fen;
  };
  /** Cancelled orders: when and why (the user's reason, or the deadline missed). */
  cancelTime?: DateTimeText;
  cancelReason?: string;
}

/** A delay the order paid for: from which departure to which, its fare difference and fee (fen), when it was paid. */
export interface OrderDelayCharge {
  ancilOrderNo: string;
  /** 延期前的航班（航班号、日期、起飞与到达时刻）。 */
  from: Pick<OrderSegment, 'flightNo' | 'flightDate' | 'depTime' | 'arrTime'>;
  /** 延期后的航班（航班号、日期、起飞与到达时刻）。 */
  to: Pick<OrderSegment, 'flightNo' | 'flightDate' | 'depTime' | 'arrTime'>;
  fareDifference: Fen;
  fee: Fen;
  amount: Fen;
  paidTime: DateTimeText;
}

/** What the gateway would let happen to the order now; screens show a button per action. */
export type OrderAction =
  | 'PAY'
  | 'CANCEL'
  | 'RELEASE_SEATS'
  | 'EDIT_PASSENGERS'
  | 'CHANGE_PASSENGERS'
  | 'ISSUE_TICKETS'
  /** Apply for a refund of open tickets (team refunds). */
  | 'REFUND'
  /** Buy meals or extra baggage for ticketed passengers (ancillary orders). */
  | 'BUY_ANCILLARY'
  /** Move the whole group to a later flight of the same route (an ancillary order DELAY). */
  | 'DELAY'
  /** Change (改期) open tickets of a scattered order to another flight of the same route (a change order). */
  | 'CHANGE'
  | 'EDIT_CONTACT'
  | 'ADD_REMARK';

export interface OrderQuery {
  orderNo?: string;
  status?: OrderStatus;
  channel?: OrderChannel;
  depAirport?: string;
  arrAirport?: string;
  /** First segment's date. */
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
  /** Booking (creation) date. */
  bookDateStart?: DateText;
  bookDateEnd?: DateText;
  pnr?: string;
  /**
   * Only orders whose name list is still short (namedCount below groupCount + infantCount), not yet
   * ticketed or cancelled, and whose name deadline is still ahead: the agent home's work queue.
   */
  namesIncomplete?: boolean;
  /** Only orders whose named passengers can be ticketed now (paid in full, names in): soonest departure first. */
  ticketable?: boolean;
}

export interface OrderListExtra {
  /** Counts by status over the filter (without the status filter itself): the tabs' badges. */
  statusCounts: Partial<Record<OrderState, Count>>;
}

/** What cancelling the whole order would do, shown before the agent confirms. */
export interface CancelDetail {
  orderNo: string;
  seatsReleased: Count;
  /** Fen kept by the airline (a paid deposit is forfeited by a voluntary cancel). */
  forfeit: Fen;
  /** Fen returned to the payer. */
  refund: Fen;
  notes: string[];
}

/** What releasing `count` seats would do (domain.md "Materialisation"). */
export interface SeatReleaseQuote {
  orderNo: string;
  count: Count;
  /** Seats that may still be released without forfeit. */
  freeLeft: Count;
  /** Of `count`, how many forfeit their share of the deposit. */
  forfeitSeats: Count;
  /** Fen forfeited. */
  forfeit: Fen;
  /** Fen refunded (PAYED orders: the released seats' price less forfeit). */
  refund: Fen;
  groupCountAfter: Count;
  /** The most seats that can be released now (group count less the named seat-holders). */
  maxRelease: Count;
  /** Fen: the order's total after the release (the fares left plus what is kept). */
  totalAfter: Fen;
  /** What is then due next, if anything (the balance, smaller by the seats released). */
  dueAfter?: { milestone: MilestoneKind; amount: Fen; deadline: DateTimeText };
}

export interface TicketRecord {
  ticketNo: string;
  passengerId: string;
  passengerName: string;
  passengerType: PassengerType;
  segmentNo: Count;
  flightNo: string;
  flightDate: DateText;
  status: TicketStatus;
  fare: Fen;
  tax: Fen;
  issueTime: DateTimeText;
  /** A refund application waiting for the airline holds this ticket (team refunds). */
  refundReviewId?: string;
  /** Its passenger holds this ticket now; false: a reissue replaced it (EXCHANGED or REBOOKED). A refund is chosen among the held ones. */
  held?: boolean;
  /** A refund may be applied for now (open, not departed, not held by an application or a change order). */
  refundable?: boolean;
  /** Not refundable now: why (客票状态为已使用, 已有待审核的退票申请, 已有改期订单…待完成, 航班已起飞). */
  refundBlock?: string;
  /** Scattered tickets: the seat was cancelled in the PNR before the refund (退票前取消座位). */
  seatCancelled?: boolean;
  /** Scattered tickets: a change (改期) may be asked for now. */
  changeable?: boolean;
  /** EXCHANGED: the change order (散客改期) or the delay (附加服务单 DELAY) whose ticket replaced this one. */
  exchangedBy?: string;
  /** Scattered tickets: a change order not yet finished holds this ticket (it cannot be refunded or changed again meanwhile). */
  changeOrderNo?: string;
}

export interface PnrDetail {
  pnr: string;
  /** Booking status code per segment, e.g. HK (holding confirmed), RR (ticketed). */
  segments: { segmentNo: Count; flightNo: string; flightDate: DateText; route: string; cabin: string; seats: Count; statusCode: string }[];
  names: { passengerId: string; name: string; passengerType: PassengerType; ssrDocs: string }[];
  /** The airline's ticketing time limit. */
  timeLimit: string;
  createTime: DateTimeText;
  /** Office that holds the PNR. */
  office: string;
}

/** A row of the crew-list Excel template, as the gateway defines it. */
export interface CrewTemplateColumn {
  key: keyof PassengerInput;
  title: string;
  required: boolean;
  example: string;
  /** Choices written as their Chinese labels (e.g. 成人/儿童/婴儿). */
  options?: { value: string; label: string }[];
}

/** One imported row: `rowNo` is the row in the sheet, so the gateway's refusal can name it. */
export interface ImportRow extends PassengerInput {
  rowNo: Count;
}

export interface ImportRowError {
  rowNo: Count;
  /** The template column's title. */
  column: string;
  reason: string;
}

export interface BatchResult {
  orderNo: string;
  ok: boolean;
  errorCode?: string;
  errorMsg?: string;
  /** The status after the call. */
  status?: OrderState;
}

export interface OrderNoBody {
  /** @pattern \S */
  orderNo: string;
}

/** Team orders of the agent's organisation (agent area). */
/** A cancellation's reason, as the user wrote it. */
export interface CancelReason {
  /**
   * 取消原因。
   * @maxLength 200
   */
  reason: NonBlankText;
}

export const orderApi = {
  /** @summary 查询团队订单列表（多条件筛选，分页） */
  list: endpoint<OrderQuery & PageRequest, PageResponse<'orderList', OrderSummary> & OrderListExtra>('/order/list', {
    authCode: AUTH.TEAM_ORDER,
  }),
  /**
   * Every order of the filter (at most `ORDER_EXPORT_LIMIT`), for the portal's Excel export.
   * @summary 导出符合筛选条件的团队订单（供 Excel）
   */
  export: endpoint<OrderQuery, { orderList: OrderSummary[]; truncated: boolean }>('/order/export', {
    authCode: AUTH.TEAM_ORDER_EXPORT,
  }),
  /** @summary 查看一张团队订单的详情（航段、价格、名单、付款节点、可做的操作） */
  detail: endpoint<OrderNoBody, { order: OrderDetail }>('/order/detail', { authCode: AUTH.TEAM_ORDER }),
  /** @summary 查看团队订单的操作日志 */
  log: endpoint<OrderNoBody, { logList: OrderLogEntry[] }>('/order/log', { authCode: AUTH.TEAM_ORDER }),
  /** @summary 查看订单中一张客票的详情 */
  ticketDetail: endpoint<OrderNoBody, { ticketList: TicketRecord[] }>('/order/ticket/detail', { authCode: AUTH.TEAM_ORDER }),
  /** @summary 查看订单的 PNR 记录 */
  pnrDetail: endpoint<OrderNoBody, { pnrDetail: PnrDetail }>('/order/pnr/detail', { authCode: AUTH.TEAM_ORDER }),

  /** @summary 向团队订单名单添加一位旅客 */
  passengerAdd: endpoint<
    OrderNoBody & {
      /** @minItems 1 */
      passengers: PassengerInput[];
    },
    { passengers: OrderPassenger[] }
  >('/order/passenger/add', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /**
   * Refused with REVISION_CONFLICT when the passenger changed or went since `baseRevision`.
   * @summary 修改团队订单名单中的一位旅客（出票前）
   */
  passengerEdit: endpoint<
    OrderNoBody & { passengerId: string; baseRevision: BaseRevision; passenger: PassengerInput },
    { passenger: OrderPassenger; nameListRevision: RevisionStamp }
  >('/order/passenger/edit', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /**
   * Refused with REVISION_CONFLICT when the passenger changed since `baseRevision` (a deletion would lose it).
   * @summary 从团队订单名单删除一位旅客（出票前）
   */
  passengerDelete: endpoint<
    OrderNoBody & { passengerId: NonBlankText; baseRevision: BaseRevision },
    { namedCount: Count; nameListRevision: RevisionStamp }
  >('/order/passenger/delete', {
    authCode: AUTH.TEAM_ORDER_PASSENGERS,
  }),
  /**
   * Refused with REVISION_CONFLICT (nothing deleted) when any of them changed since its base revision.
   * @summary 从团队订单名单批量删除旅客（出票前）
   */
  passengerBatchDelete: endpoint<
    OrderNoBody & {
      /** @minItems 1 */
      passengerIds: string[];
      /** 与 passengerIds 一一对应：各旅客读到时的 revision。 */
      baseRevisions: BaseRevision[];
    },
    { deletedCount: Count; namedCount: Count; nameListRevision: RevisionStamp }
  >('/order/passenger/batch-delete', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /**
   * The name list's changes as the agent made them in the editor, against the rows as read: rows with a
   * passengerId replace that passenger, rows without one are added, `removed` are deleted; rows not
   * mentioned stay as they are now (another person's changes among them). All or nothing: any wrong row
   * refuses the call (PASSENGER_INVALID / DUPLICATE_ID_NUMBER), and so does any changed or removed row
   * whose revision moved since its `baseRevision` (REVISION_CONFLICT, the current list in `conflict`,
   * the rows in `conflict.passengerIds`). A save whose rows nobody else touched is merged and accepted
   * even when the list moved since `baseRevision` (`merged: true`).
   * @summary 保存团队订单名单的修改（按旅客合并）
   * @rule 只比较本次修改或删除的旅客：他人改过的其他旅客保留他人的修改，他人新增的旅客保留
   */
  passengerSave: endpoint<
    OrderNoBody & {
      /** 编辑时读到的名单 revision（nameListRevision.revision）。 */
      baseRevision: BaseRevision;
      /** 修改过的旅客（带 passengerId 和其 baseRevision）与新增的旅客（不带 passengerId）。 */
      passengers: NameListRowChange[];
      /** 删除的旅客及其读到时的 revision。 */
      removed: { passengerId: string; baseRevision: BaseRevision }[];
    },
    {
      /** The whole list after the save. */
      passengers: OrderPassenger[];
      nameListRevision: RevisionStamp;
      /** True when another write came between the base revision and this save and was kept. */
      merged: boolean;
    }
  >('/order/passenger/save', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /**
   * Rows read from the crew-list template; nothing is imported while any row is wrong (IMPORT_ROWS_INVALID).
   * @summary 按名单模板批量导入旅客（有一行错误则全部不导入）
   */
  passengerBatchImport: endpoint<
    OrderNoBody & {
      /** @minItems 1 */
      rows: ImportRow[];
    },
    { importedCount: Count; namedCount: Count }
  >('/order/passenger/batch-import', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /** @summary 取名单导入模板的列定义 */
  crewTemplate: endpoint<Record<string, never>, { columns: CrewTemplateColumn[]; sheetName: string; fileName: string }>(
    '/order/crew-template',
    { authCode: AUTH.TEAM_ORDER },
  ),
  /**
   * After ticketing: a name change order (fee per passenger), WAIT_CONFIRM until confirmed.
   * @summary 出票后申请名单变更（按人收费，待确认）
   */
  passengerChange: endpoint<
    OrderNoBody & {
      /** @minItems 1 */
      items: { passengerId: string; after: PassengerInput }[];
    },
    { nameChange: NameChangeView }
  >('/order/passenger/change', { authCode: AUTH.TEAM_ORDER_PASSENGERS }),
  /** @summary 确认名单变更单 */
  passengerChangeConfirm: endpoint<OrderNoBody & { changeNo: NonBlankText }, { nameChange: NameChangeView }>(
    '/order/passenger/change/confirm',
    { authCode: AUTH.TEAM_ORDER_PASSENGERS },
  ),

  /** @summary 取消团队订单前查看后果（定金是否没收等） */
  cancelDetail: endpoint<OrderNoBody, { cancelDetail: CancelDetail }>('/order/cancel/detail', {
    authCode: AUTH.TEAM_ORDER_CANCEL,
  }),
  /** @summary 取消一张团队订单 */
  cancel: endpoint<OrderNoBody & CancelReason, { order: OrderDetail }>('/order/cancel', {
    authCode: AUTH.TEAM_ORDER_CANCEL,
  }),
  /**
   * Cancels each BOOKED order it can; one result per order, never all-or-nothing.
   * @summary 批量取消团队订单（逐单处理，各自给出结果）
   */
  batchCancel: endpoint<
    {
      /**
       * 要取消的订单号（1–100个）。
       * @minItems 1
       * @maxItems 100
       */
      orderNos: string[];
    } & CancelReason,
    { results: BatchResult[] }
  >('/order/batch-cancel', {
    authCode: AUTH.TEAM_ORDER_CANCEL,
  }),
  /** @summary 查询释放若干座位的代价（没收金额） */
  seatReleaseQuote: endpoint<OrderNoBody & { count: Count }, { quote: SeatReleaseQuote }>('/order/seat/cancel/detail', {
    authCode: AUTH.TEAM_ORDER_RELEASE_SEATS,
  }),
  /**
   * Cancel seat occupation; `expectedForfeit` must match the quote the agent saw (else refused, re-quote).
   * @summary 释放团队订单中未命名的座位
   */
  releaseSeats: endpoint<OrderNoBody & { count: Count; expectedForfeit: Fen }, { order: OrderDetail; quote: SeatReleaseQuote }>(
    '/order/seat/cancel',
    { authCode: AUTH.TEAM_ORDER_RELEASE_SEATS },
  ),
  /** @summary 为团队订单添加一条备注 */
  remarkAdd: endpoint<
    OrderNoBody & {
      /**
       * 备注内容。
       * @maxLength 200
       */
      content: NonBlankText;
    },
    { remark: OrderRemark }
  >('/order/remark/add', {
    authCode: AUTH.TEAM_ORDER_EDIT,
  }),
  /**
   * Refused with REVISION_CONFLICT (the current contact in `conflict`) when it changed since `baseRevision`.
   * @summary 修改团队订单的联系人
   */
  contactUpdate: endpoint<
    OrderNoBody & { contact: OrderContact; baseRevision: BaseRevision },
    { contact: OrderContact; contactRevision: RevisionStamp }
  >('/order/contact/update', {
    authCode: AUTH.TEAM_ORDER_EDIT,
  }),
  /**
   * Tickets the named, unticketed passengers (all, or `passengerIds`): TICKED, or TICKEDPART while seats stay unnamed.
   * @summary 为已付清、已命名的旅客出票
   */
  issueTickets: endpoint<OrderNoBody & { passengerIds?: string[] }, { order: OrderDetail; issuedCount: Count }>('/order/ticket/issue', {
    authCode: AUTH.TEAM_ORDER_TICKET,
  }),
};

/** The normal area's own orders (individual orders of 1–9 passengers). */
export const personalOrderApi = {
  /** @summary 查询个人订单列表（分页） */
  list: endpoint<
    Pick<OrderQuery, 'orderNo' | 'status' | 'flightDateStart' | 'flightDateEnd'> & PageRequest,
    PageResponse<'orderList', OrderSummary>
  >('/order/personal/list', { authCode: AUTH.NORMAL_ORDER }),
  /** @summary 查看一张个人订单的详情 */
  detail: endpoint<OrderNoBody, { order: OrderDetail }>('/order/personal/detail', { authCode: AUTH.NORMAL_ORDER }),
  /** @summary 取消一张个人订单 */
  cancel: endpoint<OrderNoBody & CancelReason, { order: OrderDetail }>('/order/personal/cancel', {
    authCode: AUTH.NORMAL_ORDER,
  }),
};
