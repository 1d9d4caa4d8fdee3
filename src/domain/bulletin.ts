import { enumOf, type EnumValue } from './enum';

/** Bulletin (news) category; values match the gateway's BulletinCategory. */
export const BulletinCategory = enumOf('BulletinCategory');
export type BulletinCategory = EnumValue<typeof BulletinCategory>;

/** Kind of schedule change in the flight change reminder; values match the gateway's FlightChangeType. */
export const FlightChangeType = enumOf('FlightChangeType');
export type FlightChangeType = EnumValue<typeof FlightChangeType>;

/**
 * How much a schedule change asks of the agent (docs/decisions.md "Schedule changes"): a minor one the
 * airline accepts by itself and only reports; a significant one waits for the agent until its deadline.
 */
export const ScheduleChangeSeverity = enumOf('ScheduleChangeSeverity');
export type ScheduleChangeSeverity = EnumValue<typeof ScheduleChangeSeverity>;

/** Where an affected order stands with a schedule change (the work queue's 状态). */
export const ScheduleChangeStatus = enumOf('ScheduleChangeStatus');
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
export const ScheduleChangeAction = enumOf('ScheduleChangeAction');
export type ScheduleChangeAction = EnumValue<typeof ScheduleChangeAction>;
