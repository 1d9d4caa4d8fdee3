import { AUTH } from '@/config/auth-codes';
import type {
  BulletinCategory,
  FlightChangeType,
  ScheduleChangeAction,
  ScheduleChangeSeverity,
  ScheduleChangeStatus,
} from '@/domain/bulletin';
import type { OrderChannel } from '@/domain/order';
import {
  endpointsOf,
  type PageRequest,
  type PageResponse,
  type Count,
  type ClockText,
  type DateText,
  type DateTimeText,
  type NonBlankText,
} from '../envelope';

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

/** One order a schedule change touches (the work queue's row), and where it stands. */
export interface ScheduleChangeOrder {
  orderNo: string;
  /** TEAM (agent area), INDIVIDUAL (normal area) or SCATTERED (散客): which detail screen opens it. */
  orderKind: 'TEAM' | 'INDIVIDUAL' | 'SCATTERED';
  channel: OrderChannel;
  groupName: string;
  /** Seats the order held on the changed departure when the change was published. */
  seats: Count;
  /** MINOR for this order, or SIGNIFICANT (its own connection may make a small shift significant). */
  severity: ScheduleChangeSeverity;
  status: ScheduleChangeStatus;
  /** While PENDING: when the airline decides by itself. */
  deadline?: DateTimeText;
  /** What was done, in words (改签至XY5205 12人，退票12张). */
  outcome?: string;
  /** What the order may do about the change now (the same rule the order page's banner and the writes use). */
  allowedActions: ScheduleChangeAction[];
  handledAt?: DateTimeText;
  handledBy?: string;
}

/**
 * A schedule change as one agency (or person) sees it: the airline's change of one departure
 * (`changeId`, shared by every owner it touches) and the owner's orders on it. The proposal is the
 * new times, flight, day or aircraft; for a cancellation, the alternative flight offered (absent: none).
 */
export interface FlightChangeNotice {
  noticeId: string;
  /** The airline's change event: the same for every owner's notice of that departure. */
  changeId: string;
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
  /** The proposed day when it is not `flightDate`. */
  newFlightDate?: DateText;
  origAircraftType?: string;
  newAircraftType?: string;
  /** SIGNIFICANT when any of its orders must act; why, in words (推迟95分钟, 航班取消). */
  severity: ScheduleChangeSeverity;
  severityReasons: string[];
  reason: string;
  /** The owner's orders on the departure, with their state. */
  orders: ScheduleChangeOrder[];
  /** Orders still waiting for the agent. */
  pendingCount: Count;
  affectedOrderNos: string[];
  affectedPassengers: Count;
  publishTime: DateTimeText;
  confirmed: boolean;
  confirmTime?: DateTimeText;
  confirmedBy?: string;
  allowedActions: FlightChangeNoticeAction[];
}

/** CONFIRM (确认知晓) a notice not yet acknowledged (/bulletin/flight-change/confirm). */
export type FlightChangeNoticeAction = 'CONFIRM';

export interface FlightChangeQuery extends PageRequest {
  flightNo?: string;
  flightDateStart?: DateText;
  flightDateEnd?: DateText;
  confirmed?: boolean;
  /** Notices with at least one order in this state (PENDING: what needs action). */
  orderStatus?: ScheduleChangeStatus;
}

export const bulletinApi = {
  /** @summary 查询公告列表（可按标题、类别筛选，分页） */
  query: endpoint<PageRequest & { title?: string; category?: BulletinCategory }, PageResponse<'bulletinList', BulletinSummary>>(
    '/bulletin/query',
  ),
  /** @summary 查看一条公告的全文 */
  detail: endpoint<{ prodNo: NonBlankText }, { bulletin: BulletinDetail }>('/bulletin/detail'),
  /**
   * Flight change reminders; the spec names the screen but not its calls.
   * @summary 查询航变通知（可按航班、日期、处理状态筛选），附未确认数与待处理订单数
   */
  flightChangeNoticeQuery: endpoint<
    FlightChangeQuery,
    PageResponse<'noticeList', FlightChangeNotice> & { unconfirmedCount: Count; pendingOrderCount: Count }
  >('/bulletin/flight-change/query', { authCode: AUTH.FLIGHT_CHANGE_NOTICE }),
  /** @summary 确认已阅航变通知 */
  flightChangeNoticeConfirm: endpoint<
    {
      /** @minItems 1 */
      noticeIds: string[];
    },
    { confirmedCount: Count }
  >('/bulletin/flight-change/confirm', {
    authCode: AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM,
  }),
};
