import { ScheduleChangeStatus } from './bulletin';
import { defineEnum, type EnumValue } from './enum';

/** Spec §3 group booking type. */
export const GroupBookingType = defineEnum({
  TEMP: { label: '临时团' },
  SERIES: { label: '系列团' },
  CHARTER: { label: '包机' },
});
export type GroupBookingType = EnumValue<typeof GroupBookingType>;

/** Spec §3 ancillary type. */
export const AncillaryType = defineEnum({
  MEAL: { label: '餐食' },
  BAGGAGE: { label: '行李' },
  POINT: { label: '红包' },
});
export type AncillaryType = EnumValue<typeof AncillaryType>;

/**
 * What an ancillary order (附加服务单, `ancilOrderNo`) is for: the spec's ancillary types (MEAL, BAGGAGE,
 * POINT) and the operations on orders and bids that are paid on their own (rename and replace people,
 * delay, cancel, deposit, bid).
 */
export const AncillaryKind = defineEnum({
  MEAL: { label: '餐食' },
  BAGGAGE: { label: '行李' },
  POINT: { label: '红包' },
  RENAME: { label: '改名' },
  REPLACE: { label: '换人' },
  DELAY: { label: '延期' },
  CANCEL: { label: '取消' },
  DEPOSIT: { label: '保证金' },
  BID: { label: '竞价' },
});
export type AncillaryKind = EnumValue<typeof AncillaryKind>;

/** An ancillary order: a name change WAIT_CONFIRM until confirmed; UNPAID until paid (PAYED), cancelled by the agent (CANCELED) or expired unpaid (CLOSED). */
export const AncillaryStatus = defineEnum({
  WAIT_CONFIRM: { label: '待确认', color: 'warning' },
  UNPAID: { label: '待支付', color: 'warning' },
  PAYED: { label: '已支付', color: 'success' },
  CANCELED: { label: '已取消', color: 'default' },
  CLOSED: { label: '已关闭', color: 'default' },
});
export type AncillaryStatus = EnumValue<typeof AncillaryStatus>;

/**
 * Spec §4 order status (team and scattered orders share it). ALL exists only as a list filter,
 * so it comes first in the options and has no tag colour.
 */
export const OrderStatus = defineEnum({
  ALL: { label: '全部' },
  BOOKED: { label: '待支付', color: 'warning' },
  PAYED: { label: '已支付待出票', color: 'processing' },
  TICKED: { label: '已出票', color: 'success' },
  TICKEDPART: { label: '部分出票', color: 'cyan' },
  CANCELED: { label: '已取消', color: 'default' },
  REFUND: { label: '已退票', color: 'purple' },
});
export type OrderStatus = EnumValue<typeof OrderStatus>;
/** A status an order can actually be in. */
export type OrderState = Exclude<OrderStatus, 'ALL'>;

/**
 * How a team order came to be. The order, its passengers and its state machine do not depend on it:
 * series, charter, promotional groups and bids create the same team orders as the temporary group.
 */
export const OrderChannel = defineEnum({
  TEMP: { label: '临时团' },
  SERIES: { label: '系列团' },
  CHARTER: { label: '包机' },
  PROMOTIONAL: { label: '特惠团' },
  BID: { label: '竞价' },
  INDIVIDUAL: { label: '个人预订' },
  SCATTERED: { label: '散客票' },
  /** A scattered ticket's change (改期): the order that pays the difference and the fee and carries the new ticket. */
  SCATTERED_CHANGE: { label: '散客改期' },
});
export type OrderChannel = EnumValue<typeof OrderChannel>;

/** A payment milestone of an order (domain.md: deposit then balance, or the whole amount when booked late). */
export const MilestoneKind = defineEnum({
  DEPOSIT: { label: '定金' },
  BALANCE: { label: '尾款' },
  FULL: { label: '全款' },
});
export type MilestoneKind = EnumValue<typeof MilestoneKind>;

/**
 * A team order's payment stage (its deposit, its payment: the gateway's process status set, ProcessStatus)
 * in the order's own words, the ones the series' advance details use (AdvanceState): 已支付 / 待支付 /
 * 未到期 / 已关闭. A bid's deposit keeps ProcessStatus's words (保证金 is the bid's).
 */
export const MilestoneStage = defineEnum({
  NO_DEPOSIT: { label: '无需定金', color: 'default' },
  NOT_START: { label: '未到期', color: 'default' },
  UNDER_WAY: { label: '支付中', color: 'processing' },
  FINISHED: { label: '已支付', color: 'success' },
  SUCCESSED: { label: '已支付', color: 'success' },
  FAILED: { label: '已关闭', color: 'default' },
  WAIT: { label: '待支付', color: 'warning' },
});
export type MilestoneStage = EnumValue<typeof MilestoneStage>;

/** A ticket's coupon status. */
export const TicketStatus = defineEnum({
  OPEN_FOR_USE: { label: '未使用', color: 'success' },
  USED: { label: '已使用', color: 'default' },
  REFUNDED: { label: '已退票', color: 'purple' },
  // The agent's own change (改期): a change order's new ticket replaced it.
  EXCHANGED: { label: '已改期', color: 'default' },
  // The airline's schedule change moved the passenger to another flight: read in the schedule change's own word.
  REBOOKED: { label: ScheduleChangeStatus.items.REBOOKED.label, color: 'default' },
  VOID: { label: '已作废', color: 'default' },
});
export type TicketStatus = EnumValue<typeof TicketStatus>;

/** A passenger-list change after ticketing is an ancillary order (domain.md); its state. */
export const NameChangeStatus = defineEnum({
  WAIT_CONFIRM: { label: '待确认', color: 'warning' },
  CONFIRMED: { label: '已确认待支付', color: 'processing' },
  PAYED: { label: '已支付', color: 'success' },
  CANCELED: { label: '已取消', color: 'default' },
});
export type NameChangeStatus = EnumValue<typeof NameChangeStatus>;
