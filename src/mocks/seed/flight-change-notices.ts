import type { FlightChangeType } from '@/domain/bulletin';
import type { AccountRecord, FlightChangeNoticeRecord } from '../state';
import { toGatewayDate, toGatewayIso } from '../time-format';
import { SEED_ACCOUNT_IDS } from './accounts';
import { DAY, HOUR } from '../rules/figures';

/** Flight-change notices of agent01 (seen by its staff too) and user01, some already confirmed. */



interface NoticeDraft {
  owner: keyof typeof SEED_ACCOUNT_IDS;
  flightNo: string;
  daysAhead: number;
  dep: string;
  arr: string;
  changeType: FlightChangeType;
  orig: [string, string];
  next?: [string, string];
  newFlightNo?: string;
  reason: string;
  orders: string[];
  passengers: number;
  /** Hours before now the airline published the change. */
  publishedHoursAgo: number;
  /** Hours after publication the owner confirmed it; absent = unconfirmed. */
  confirmedAfterHours?: number;
}

const NOTICE_DRAFTS: NoticeDraft[] = [
  { owner: 'agent01', flightNo: 'XY5101', daysAhead: 3, dep: 'PVG', arr: 'CTU', changeType: 'DELAY', orig: ['08:35', '11:50'], next: ['10:05', '13:20'], reason: '航班计划调整', orders: ['TO100101'], passengers: 32, publishedHoursAgo: 2 },
  { owner: 'agent01', flightNo: 'XY5203', daysAhead: 5, dep: 'PEK', arr: 'CAN', changeType: 'CANCEL', orig: ['13:20', '16:35'], next: ['15:10', '18:25'], newFlightNo: 'XY5205', reason: '航班计划调整', orders: ['TO100102', 'TO100103'], passengers: 58, publishedHoursAgo: 6 },
  { owner: 'agent01', flightNo: 'XY5311', daysAhead: 7, dep: 'SZX', arr: 'KMG', changeType: 'TIME_CHANGE', orig: ['07:50', '10:30'], next: ['07:10', '09:50'], reason: '航班计划调整', orders: ['TO100104'], passengers: 25, publishedHoursAgo: 20 },
  { owner: 'agent01', flightNo: 'XY5125', daysAhead: 2, dep: 'SHA', arr: 'XIY', changeType: 'DELAY', orig: ['19:40', '22:15'], next: ['21:30', '00:05'], reason: '天气原因', orders: ['TO100105'], passengers: 40, publishedHoursAgo: 1 },
  { owner: 'agent01', flightNo: 'XY5402', daysAhead: 12, dep: 'XIY', arr: 'PKX', changeType: 'AIRCRAFT_CHANGE', orig: ['12:40', '14:50'], reason: '运力调配，机型由A320调整为B737-800', orders: ['TO100106'], passengers: 18, publishedHoursAgo: 30, confirmedAfterHours: 3 },
  { owner: 'agent01', flightNo: 'XY5167', daysAhead: 9, dep: 'HGH', arr: 'TFU', changeType: 'TIME_CHANGE', orig: ['14:05', '17:00'], next: ['15:25', '18:20'], reason: '机场时刻调整', orders: ['TO100107', 'TO100108'], passengers: 66, publishedHoursAgo: 48, confirmedAfterHours: 5 },
  { owner: 'agent01', flightNo: 'XY5233', daysAhead: 15, dep: 'NKG', arr: 'XMN', changeType: 'CANCEL', orig: ['09:30', '11:20'], next: ['11:45', '13:35'], newFlightNo: 'XY5235', reason: '航班计划调整', orders: ['TO100109'], passengers: 22, publishedHoursAgo: 54 },
  { owner: 'agent01', flightNo: 'XY5341', daysAhead: 4, dep: 'CKG', arr: 'PVG', changeType: 'DELAY', orig: ['16:20', '18:40'], next: ['17:50', '20:10'], reason: '空中交通管制', orders: ['TO100110'], passengers: 35, publishedHoursAgo: 72, confirmedAfterHours: 1 },
  { owner: 'agent01', flightNo: 'XY5157', daysAhead: 20, dep: 'WUH', arr: 'SZX', changeType: 'AIRCRAFT_CHANGE', orig: ['10:15', '12:10'], reason: '运力调配，机型由B737-800调整为A321', orders: ['TO100111'], passengers: 45, publishedHoursAgo: 96 },
  { owner: 'agent01', flightNo: 'XY5271', daysAhead: 25, dep: 'CAN', arr: 'PEK', changeType: 'TIME_CHANGE', orig: ['20:00', '23:15'], next: ['18:45', '22:00'], reason: '航班计划调整', orders: ['TO100112'], passengers: 28, publishedHoursAgo: 120, confirmedAfterHours: 20 },
  { owner: 'agent01', flightNo: 'XY5385', daysAhead: 28, dep: 'KMG', arr: 'HGH', changeType: 'CANCEL', orig: ['13:55', '16:50'], reason: '航班计划调整，请为旅客办理非自愿退票或改期', orders: ['TO100113'], passengers: 19, publishedHoursAgo: 150 },
  { owner: 'agent01', flightNo: 'XY5119', daysAhead: 1, dep: 'PVG', arr: 'TFU', changeType: 'DELAY', orig: ['06:50', '10:05'], next: ['08:20', '11:35'], reason: '飞机机械故障', orders: ['TO100114'], passengers: 52, publishedHoursAgo: 3 },
  { owner: 'user01', flightNo: 'XY5101', daysAhead: 3, dep: 'PVG', arr: 'CTU', changeType: 'DELAY', orig: ['08:35', '11:50'], next: ['10:05', '13:20'], reason: '航班计划调整', orders: ['NO200101'], passengers: 1, publishedHoursAgo: 2 },
  { owner: 'user01', flightNo: 'XY5451', daysAhead: 10, dep: 'SHA', arr: 'PEK', changeType: 'TIME_CHANGE', orig: ['07:30', '09:45'], next: ['08:00', '10:15'], reason: '机场时刻调整', orders: ['NO200102'], passengers: 2, publishedHoursAgo: 26, confirmedAfterHours: 2 },
  { owner: 'user01', flightNo: 'XY5463', daysAhead: 18, dep: 'CTU', arr: 'SHA', changeType: 'CANCEL', orig: ['18:10', '20:50'], next: ['19:30', '22:10'], newFlightNo: 'XY5465', reason: '航班计划调整', orders: ['NO200103'], passengers: 1, publishedHoursAgo: 40 },
];

export function seedFlightChangeNotices(now: number, accounts: AccountRecord[]): FlightChangeNoticeRecord[] {
  const displayNameOf = (owner: NoticeDraft['owner']) =>
    accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS[owner])?.displayName ?? owner;
  return NOTICE_DRAFTS.map((draft, index) => {
    const publishMs = now - draft.publishedHoursAgo * HOUR;
    const confirmed = draft.confirmedAfterHours !== undefined;
    return {
      noticeId: `FC${String(index + 1).padStart(4, '0')}`,
      ownerAccountId: SEED_ACCOUNT_IDS[draft.owner],
      flightNo: draft.flightNo,
      flightDate: toGatewayDate(now + draft.daysAhead * DAY),
      depAirport: draft.dep,
      arrAirport: draft.arr,
      changeType: draft.changeType,
      origDepTime: draft.orig[0],
      origArrTime: draft.orig[1],
      ...(draft.next ? { newDepTime: draft.next[0], newArrTime: draft.next[1] } : {}),
      ...(draft.newFlightNo ? { newFlightNo: draft.newFlightNo } : {}),
      reason: draft.reason,
      affectedOrderNos: draft.orders,
      affectedPassengers: draft.passengers,
      publishTime: toGatewayIso(publishMs),
      confirmed,
      ...(confirmed
        ? { confirmTime: toGatewayIso(publishMs + (draft.confirmedAfterHours ?? 0) * HOUR), confirmedBy: displayNameOf(draft.owner) }
        : {}),
    };
  });
}

