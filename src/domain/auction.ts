import { defineEnum, type EnumValue } from './enum';

/** Spec §4 bid (team bidding) order status; ALL is a list filter only. */
export const BidOrderStatus = defineEnum({
  ALL: { label: '全部' },
  BOOKED: { label: '已创建', color: 'warning' },
  DEPOSIT_PAYED: { label: '已付保证金', color: 'processing' },
  TICKED: { label: '竞价成功', color: 'success' },
  AUTO_REFUND: { label: '竞价失败', color: 'error' },
  CANCELED: { label: '已取消', color: 'default' },
  AUTO_REFUNDED: { label: '竞价失败已退款', color: 'default' },
  REFUNDING: { label: '竞价成功退款中', color: 'orange' },
  REFUNDED: { label: '竞价成功已退款', color: 'purple' },
});
export type BidOrderStatus = EnumValue<typeof BidOrderStatus>;
/** A status a bid order can actually be in. */
export type BidOrderState = Exclude<BidOrderStatus, 'ALL'>;

/** Spec §4 bid activity status, derived from the clock; ALL is a list filter only. */
export const BidActivityStatus = defineEnum({
  ALL: { label: '全部' },
  NO_START: { label: '未开始', color: 'default' },
  START: { label: '进行中', color: 'processing' },
  ENDING: { label: '已结束', color: 'red' },
});
export type BidActivityStatus = EnumValue<typeof BidActivityStatus>;
/** A status an activity can actually be in. */
export type BidActivityState = Exclude<BidActivityStatus, 'ALL'>;

/** Spec §4 deposit/process status set: deposit stage of group orders and bid settlement progress. */
export const ProcessStatus = defineEnum({
  NO_DEPOSIT: { label: '无需保证金', color: 'default' },
  NOT_START: { label: '未开始', color: 'default' },
  UNDER_WAY: { label: '进行中', color: 'processing' },
  FINISHED: { label: '已完成', color: 'success' },
  SUCCESSED: { label: '成功', color: 'success' },
  FAILED: { label: '失败', color: 'error' },
  WAIT: { label: '等待中', color: 'warning' },
});
export type ProcessStatus = EnumValue<typeof ProcessStatus>;
