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
