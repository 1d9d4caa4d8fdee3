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
});
export type FlightChangeType = EnumValue<typeof FlightChangeType>;
