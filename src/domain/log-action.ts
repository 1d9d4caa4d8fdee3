import { ScheduleChangeAction } from './bulletin';
import { defineEnum, type EnumDef, type EnumValue } from './enum';

/**
 * The actions an entity's 操作日志 can carry, one enum per kind of log, each with its Chinese label.
 * The simulator's `logEntry` takes only these values (the compiler refuses a code without a label), and
 * the screens read the labels from here: a log never shows a raw code.
 */

/** An order's log (every channel: team, series, charter, promotional, bids, scattered). */
export const OrderLogAction = defineEnum({
  CREATE: { label: '创建订单' },
  CHARTER: { label: '包机' },
  PAY: { label: '支付' },
  CANCEL: { label: '取消订单' },
  AUTO_CANCEL: { label: '超时自动取消' },
  RELEASE_SEATS: { label: '取消占座' },
  ADD_PASSENGER: { label: '添加旅客' },
  EDIT_PASSENGER: { label: '修改旅客' },
  DELETE_PASSENGER: { label: '删除旅客' },
  SAVE_PASSENGERS: { label: '保存名单' },
  IMPORT_PASSENGERS: { label: '导入名单' },
  NAME_CHANGE: { label: '名单变更' },
  NAME_CHANGE_CONFIRM: { label: '确认名单变更' },
  ISSUE_TICKETS: { label: '出票' },
  EDIT_CONTACT: { label: '修改联系人' },
  ADD_REMARK: { label: '添加备注' },
  ADD_PEOPLE: { label: '系列团加人' },
  BID_WON: { label: '竞价中标' },
  SCHEDULE_CHANGE: { label: '航班变动' },
  // The schedule change's own words for the agent's choices (its banner's buttons).
  SCHEDULE_CHANGE_ACCEPT: { label: ScheduleChangeAction.items.ACCEPT.label },
  SCHEDULE_CHANGE_REBOOK: { label: ScheduleChangeAction.items.REBOOK.label },
  CHANGE: { label: '申请改期' },
  EXCHANGE: { label: '改期换票' },
  SEAT_CANCEL: { label: '退票前取消座位' },
  REFUND_APPLY: { label: '申请退票' },
  REFUND_SUPPLEMENT_ASK: { label: '退票需补充材料' },
  REFUND_SUPPLEMENT: { label: '补充退票材料' },
  REFUND_REJECT: { label: '退票未通过' },
  REFUND_WITHDRAW: { label: '撤回退票申请' },
  REFUND: { label: '退票' },
  ANCILLARY_CREATE: { label: '购买附加服务' },
  ANCILLARY_PAY: { label: '支付附加服务' },
  ANCILLARY_CANCEL: { label: '取消附加服务' },
  ANCILLARY_CLOSE: { label: '附加服务逾期关闭' },
  DELAY_CREATE: { label: '申请延期' },
  DELAY: { label: '延期生效' },
  RETROACTIVE_PAY: { label: '支付补款' },
});
export type OrderLogAction = EnumValue<typeof OrderLogAction>;

/** A series' own log (its departures are orders with their own logs). */
export const SeriesLogAction = defineEnum({
  CREATE: { label: '创建系列团' },
  CANCEL: { label: '取消航班日期' },
  ADD_PEOPLE: { label: '加人' },
});
export type SeriesLogAction = EnumValue<typeof SeriesLogAction>;

/** An electronic itinerary's (invoice's) log. */
export const InvoiceLogAction = defineEnum({
  ISSUE: { label: '申请开具' },
  PRINT_SUCCESS: { label: '开具成功' },
  PRINT_FAILED: { label: '开具失败' },
  PUSH: { label: '重新推送' },
  CANCEL: { label: '申请冲红' },
  CANCEL_SUCCESS: { label: '冲红完成' },
});
export type InvoiceLogAction = EnumValue<typeof InvoiceLogAction>;

/** A bid's log. */
export const BidLogAction = defineEnum({
  CREATE: { label: '提交竞价' },
  RAISE: { label: '加价' },
  CANCEL: { label: '取消竞价' },
  GIVE_UP: { label: '放弃中标' },
  PAY_DEPOSIT: { label: '支付保证金' },
  AUTO_CANCEL: { label: '自动取消' },
  SETTLE: { label: '竞价结束' },
  REFUNDED: { label: '已退回' },
});
export type BidLogAction = EnumValue<typeof BidLogAction>;

/** A report's log. */
export const ReportLogAction = defineEnum({
  CREATE: { label: '创建报表' },
  RECREATE: { label: '重新生成' },
  START: { label: '开始生成' },
  FAILED: { label: '生成失败' },
  SUCCESS: { label: '生成完成' },
});
export type ReportLogAction = EnumValue<typeof ReportLogAction>;

/** The gateway's own log of what it settled for entities without a history (the developer panel lists it). */
export const SettleLogAction = defineEnum({
  EXPIRE: { label: '过期' },
  UNLOCK: { label: '解除锁定' },
  APPROVE: { label: '审核通过' },
  ACTIVATE: { label: '激活' },
  DEREGISTER: { label: '注销' },
});
export type SettleLogAction = EnumValue<typeof SettleLogAction>;

/** Every log's enum: a code the simulator writes is a value of one of them. */
export const LOG_ACTION_ENUMS: readonly EnumDef<string>[] = [
  OrderLogAction,
  SeriesLogAction,
  InvoiceLogAction,
  BidLogAction,
  ReportLogAction,
  SettleLogAction,
];

/** Any log's action. */
export type LogAction = OrderLogAction | SeriesLogAction | InvoiceLogAction | BidLogAction | ReportLogAction | SettleLogAction;
