import { enumOf, type EnumValue } from './enum';

/** Spec §3 group booking type. */
export const GroupBookingType = enumOf('GroupBookingType');
export type GroupBookingType = EnumValue<typeof GroupBookingType>;

/** Spec §3 ancillary type. */
export const AncillaryType = enumOf('AncillaryType');
export type AncillaryType = EnumValue<typeof AncillaryType>;

/**
 * What an ancillary order (附加服务单, `ancilOrderNo`) is for: the spec's ancillary types (MEAL, BAGGAGE,
 * POINT) and the operations on orders and bids that are paid on their own (rename and replace people,
 * delay, cancel, deposit, bid).
 */
export const AncillaryKind = enumOf('AncillaryKind');
export type AncillaryKind = EnumValue<typeof AncillaryKind>;

/** An ancillary order: a name change WAIT_CONFIRM until confirmed; UNPAID until paid (PAYED), cancelled by the agent (CANCELED) or expired unpaid (CLOSED). */
export const AncillaryStatus = enumOf('AncillaryStatus');
export type AncillaryStatus = EnumValue<typeof AncillaryStatus>;

/**
 * Spec §4 order status (team and scattered orders share it). ALL exists only as a list filter,
 * so it comes first in the options and has no tag colour.
 */
export const OrderStatus = enumOf('OrderStatus');
export type OrderStatus = EnumValue<typeof OrderStatus>;
/** A status an order can actually be in. */
export type OrderState = Exclude<OrderStatus, 'ALL'>;

/**
 * How a team order came to be. The order, its passengers and its state machine do not depend on it:
 * series, charter, promotional groups and bids create the same team orders as the temporary group.
 */
export const OrderChannel = enumOf('OrderChannel');
export type OrderChannel = EnumValue<typeof OrderChannel>;

/** A payment milestone of an order (domain.md: deposit then balance, or the whole amount when booked late). */
export const MilestoneKind = enumOf('MilestoneKind');
export type MilestoneKind = EnumValue<typeof MilestoneKind>;

/**
 * A team order's payment stage (its deposit, its payment: the gateway's process status set, ProcessStatus)
 * in the order's own words, the ones the series' advance details use (AdvanceState): 已支付 / 待支付 /
 * 未到期 / 已关闭. A bid's deposit keeps ProcessStatus's words (保证金 is the bid's).
 */
export const MilestoneStage = enumOf('MilestoneStage');
export type MilestoneStage = EnumValue<typeof MilestoneStage>;

/** A ticket's coupon status. */
export const TicketStatus = enumOf('TicketStatus');
export type TicketStatus = EnumValue<typeof TicketStatus>;

/** A passenger-list change after ticketing is an ancillary order (domain.md); its state. */
export const NameChangeStatus = enumOf('NameChangeStatus');
export type NameChangeStatus = EnumValue<typeof NameChangeStatus>;
