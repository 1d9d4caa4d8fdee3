import { defineEnum, type EnumValue } from './enum';

/** Bulletin (news) category; values match the gateway's BulletinCategory. */
export const BulletinCategory = defineEnum({
  NOTICE: { label: '通知公告', color: 'blue' },
  POLICY: { label: '政策法规', color: 'purple' },
  PROMOTION: { label: '促销活动', color: 'red' },
  SYSTEM: { label: '系统消息', color: 'default' },
});
export type BulletinCategory = EnumValue<typeof BulletinCategory>;

/** Kind of schedule change in the flight change reminder; values match the gateway's FlightChangeType. */
export const FlightChangeType = defineEnum({
  DELAY: { label: '延误', color: 'warning' },
  CANCEL: { label: '取消', color: 'error' },
  TIME_CHANGE: { label: '时刻变更', color: 'processing' },
  AIRCRAFT_CHANGE: { label: '机型变更', color: 'purple' },
  FLIGHT_NO_CHANGE: { label: '航班号变更', color: 'cyan' },
});
export type FlightChangeType = EnumValue<typeof FlightChangeType>;

/**
 * How much a schedule change asks of the agent (docs/decisions.md "Schedule changes"): a minor one the
 * airline accepts by itself and only reports; a significant one waits for the agent until its deadline.
 */
export const ScheduleChangeSeverity = defineEnum({
  MINOR: { label: '轻微变动', color: 'default' },
  SIGNIFICANT: { label: '重大变动', color: 'error' },
});
export type ScheduleChangeSeverity = EnumValue<typeof ScheduleChangeSeverity>;

/** Where an affected order stands with a schedule change (the work queue's 状态). */
export const ScheduleChangeStatus = defineEnum({
  PENDING: { label: '待处理', color: 'warning' },
  ACCEPTED: { label: '已接受', color: 'success' },
  REBOOKED: { label: '已改签', color: 'processing' },
  REFUNDED: { label: '已退票', color: 'default' },
  // Some passengers refunded, the others moved (rebooked or accepted): neither word alone says it.
  MIXED: { label: '部分退票、部分改乘', color: 'processing' },
  AUTO_ACCEPTED: { label: '自动接受', color: 'default' },
  /** The order ended by another way (cancelled unpaid), or left the departure by its own delay, while the change waited: nothing left to decide. */
  CLOSED: { label: '无需处理', color: 'default' },
});
export type ScheduleChangeStatus = EnumValue<typeof ScheduleChangeStatus>;

/**
 * What an order's own actions say while the airline has cancelled its flight and the agent's decision
 * waits (the gateway's refusal and actionNotes): whatever would commit money, tickets or seats to a flight
 * that will not fly. (The paid refund, delay and change stay allowed, with a hint that the change's are free.)
 */
export const SCHEDULE_CHANGE_HOLDS = {
  PAY: '航班已取消：请先在变动提醒中接受替代航班、改签或免费退订',
  ISSUE_TICKETS: '航班已取消：变动处理后按新航班出票',
  CHANGE_PASSENGERS: '航班已取消：变动处理后再变更名单',
  RELEASE_SEATS: '航班已取消：变动处理后再取消占座',
  BUY_ANCILLARY: '航班已取消：变动处理后再购买附加服务',
  CANCEL: '航班已取消：请在变动提醒中免费退订（非自愿），不扣定金',
} as const;

/** What the agent may do about a schedule change on one order (the gateway's allowedActions). */
export const ScheduleChangeAction = defineEnum({
  ACCEPT: { label: '接受变更' },
  REBOOK: { label: '改签其他航班' },
  REFUND: { label: '退票' },
});
export type ScheduleChangeAction = EnumValue<typeof ScheduleChangeAction>;
