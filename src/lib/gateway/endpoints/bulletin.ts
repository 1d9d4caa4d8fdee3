import { AUTH } from '@/config/auth-codes';
import type { BulletinCategory, FlightChangeType } from '@/domain/bulletin';
import { endpointsOf, type PageRequest, type PageResponse, type Count, type ClockText, type DateText, type DateTimeText } from '../envelope';

const endpoint = endpointsOf('bulletin');

export interface BulletinSummary {
  prodNo: string;
  title: string;
  category: BulletinCategory;
  /** ISO date-time. */
  publishTime: DateTimeText;
  top: boolean;
  summary: string;
}

export interface BulletinDetail extends BulletinSummary {
  /** HTML as the airline's editors wrote it; the portal sanitises it before showing. */
  content: string;
  publisher: string;
}

/** A schedule change that touches the user's orders (the flight change reminder). */
export interface FlightChangeNotice {
  noticeId: string;
  flightNo: string;
  /** YYYY-MM-DD */
  flightDate: DateText;
  depAirport: string;
  arrAirport: string;
  changeType: FlightChangeType;
  /** HH:mm */
  origDepTime: ClockText;
  origArrTime: ClockText;
  newDepTime?: ClockText;
  newArrTime?: ClockText;
  newFlightNo?: string;
  reason: string;
  affectedOrderNos: string[];
  affectedPassengers: Count;
  publishTime: DateTimeText;
  confirmed: boolean;
  confirmTime?: DateTimeText;
  confirmedBy?: string;
}

export interface FlightChangeQuery extends PageRequest {
  flightNo?: string;
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
  confirmed?: boolean;
}

export const bulletinApi = {
  query: endpoint<PageRequest & { title?: string; category?: BulletinCategory }, PageResponse<'bulletinList', BulletinSummary>>(
    '/bulletin/query',
  ),
  detail: endpoint<{ prodNo: string }, { bulletin: BulletinDetail }>('/bulletin/detail'),
  /** Flight change reminders; the spec names the screen but not its calls. */
  flightChangeNoticeQuery: endpoint<FlightChangeQuery, PageResponse<'noticeList', FlightChangeNotice> & { unconfirmedCount: Count }>(
    '/bulletin/flight-change/query',
    { authCode: AUTH.FLIGHT_CHANGE_NOTICE },
  ),
  flightChangeNoticeConfirm: endpoint<{ noticeIds: string[] }, { confirmedCount: Count }>('/bulletin/flight-change/confirm', {
    authCode: AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM,
  }),
};
