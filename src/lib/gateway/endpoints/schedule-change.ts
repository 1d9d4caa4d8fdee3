import type { FlightChangeType, ScheduleChangeAction, ScheduleChangeSeverity, ScheduleChangeStatus } from '@/domain/bulletin';
import type { PassengerType } from '@/domain/passenger';
import { endpointsOf, type Count, type DateText, type DateTimeText, type Fen, type ClockText, type NonBlankText } from '../envelope';
import type { OrderSegment } from './order';

const endpoint = endpointsOf('schedule-change');

/*
 * Schedule changes handled on the order (docs/decisions.md "Schedule changes"): the airline's
 * change of a departure reaches every order holding seats on it; a significant one waits for the agent
 * (accept, rebook onto another flight, or an involuntary refund) until its deadline, then the airline
 * decides. The calls serve every kind of order (team, individual, scattered): the order's number says
 * which, and whose it is decides who may see it (another owner's order is ORDER_NOT_FOUND).
 */

/** A passenger of the order on the changed departure, and what has been done for them. */
export interface ScheduleChangePassenger {
  passengerId: string;
  name: string;
  passengerType: PassengerType;
  /** The ticket on the changed segment, when ticketed. */
  ticketNo?: string;
  /** Still on the original departure and undecided. */
  open: boolean;
  /** Rebooked (the flight and day) or refunded, once done. */
  handled?: string;
}

/** A schedule change as the order's page shows it (需处理：航班变动). */
export interface OrderScheduleChange {
  noticeId: string;
  changeId: string;
  orderNo: string;
  changeType: FlightChangeType;
  severity: ScheduleChangeSeverity;
  severityReasons: string[];
  reason: string;
  /** The segment as booked, and the airline's proposal (absent: a cancellation without an alternative). */
  original: OrderSegment;
  proposed?: OrderSegment;
  status: ScheduleChangeStatus;
  /** While PENDING: when the airline decides by itself (accepts, or for a cancellation rebooks or refunds). */
  deadline?: DateTimeText;
  /** What each choice costs the agent: nothing, the airline changed the flight. */
  cost: Fen;
  /** What the gateway lets the caller's order do now; the caller's functions decide separately which show. */
  allowedActions: ScheduleChangeAction[];
  /** Actions declined now with the reason (a charter is not rebooked; a cancellation without an alternative is not accepted): shown disabled. */
  actionNotes?: Partial<Record<ScheduleChangeAction, string>>;
  /** The function an action needs (the order centre's for the order's kind). */
  actionAuthCode: string;
  /**
   * Passengers may be chosen for a rebooking or a refund (every seat ticketed by name; or a partly ticketed
   * order, whose unticketed named passengers may be refunded and whose unnamed seats go with the whole
   * group); otherwise the whole group moves. Never for a charter (a lump sum).
   */
  choosePassengers: boolean;
  passengers: ScheduleChangePassenger[];
  /** Seats still on the original departure and undecided. */
  openSeats: Count;
  outcome?: string;
  handledAt?: DateTimeText;
  handledBy?: string;
  publishTime: DateTimeText;
}

/** A departure the order may be rebooked onto: the route's, within the window, with the seats. */
export interface RebookOption {
  flightNo: string;
  flightDate: DateText;
  depTime: ClockText;
  arrTime: ClockText;
  aircraftType: string;
  seatsLeft: Count;
  /** The airline's own proposal. */
  proposed: boolean;
}

export interface ScheduleChangeRef {
  /** @pattern \S */
  orderNo: string;
  /** @pattern \S */
  noticeId: string;
}

/** A trainer's (or the airline's) schedule change on one departure, for the simulator's control API. */
export interface ScheduleChangeInput {
  flightNo: string;
  flightDate: DateText;
  changeType: FlightChangeType;
  newDepTime?: ClockText;
  newArrTime?: ClockText;
  newFlightNo?: string;
  newFlightDate?: DateText;
  newAircraftType?: string;
  reason?: string;
}

/** What an involuntary refund of a schedule change would give back now, before the agent confirms it (fee 0). */
export interface ScheduleChangeRefundQuote {
  /** Fen back in all. */
  amount: Fen;
  /** Each ticket it refunds: the passenger, the flight and the fen back. */
  tickets: { ticketNo: string; passengerName: string; flightNo: string; flightDate: DateText; refund: Fen }[];
  /** Fen back for seats given up without a ticket (passengers not yet ticketed, seats not yet named). */
  seatsAmount: Fen;
}

export interface ScheduleChangeBatchResult {
  noticeId: string;
  orderNo: string;
  ok: boolean;
  errorCode?: string;
  errorMsg?: string;
}

export const scheduleChangeApi = {
  /**
   * The order's schedule changes, the one waiting first.
   * @summary 查看订单受到的航班变动（待处理的在前）
   */
  orderChanges: endpoint<{ orderNo: NonBlankText }, { changes: OrderScheduleChange[] }>('/schedule-change/order'),
  /** @summary 查询航班变动后可改签的航班 */
  rebookOptions: endpoint<ScheduleChangeRef, { options: RebookOption[] }>('/schedule-change/rebook-options'),
  /** @summary 接受航班变动 */
  accept: endpoint<ScheduleChangeRef, { change: OrderScheduleChange }>('/schedule-change/accept'),
  /**
   * Onto another departure: all open passengers, or those named (every seat ticketed). Free; seats held in
   * the same call. `reissuedCount`: the new tickets issued for it (none where nothing was ticketed yet).
   * @summary 因航班变动免费改签
   */
  rebook: endpoint<
    ScheduleChangeRef & { flightNo: string; flightDate: DateText; passengerIds?: string[] },
    { change: OrderScheduleChange; movedCount: Count; reissuedCount: Count }
  >('/schedule-change/rebook'),
  /**
   * What `refund` would give back now, per ticket: the same rule run on a copy of the state, nothing kept.
   * @summary 航班变动退票试算：逐张客票的应退金额
   */
  refundQuote: endpoint<ScheduleChangeRef & { passengerIds?: string[] }, { quote: ScheduleChangeRefundQuote }>(
    '/schedule-change/refund-quote',
  ),
  /**
   * An involuntary refund, free and without a supporting file: all open passengers, or those named.
   * @summary 因航班变动免费退票（非自愿）
   */
  refund: endpoint<ScheduleChangeRef & { passengerIds?: string[] }, { change: OrderScheduleChange; refundedAmount: Fen }>(
    '/schedule-change/refund',
  ),
  /**
   * Accepts each change it can; one result per order, never all-or-nothing.
   * @summary 批量接受多张订单的航班变动（逐单给出结果）
   */
  batchAccept: endpoint<
    {
      /**
       * 要接受航班变动的订单（1–50个）。
       * @minItems 1
       * @maxItems 50
       */
      items: ScheduleChangeRef[];
    },
    { results: ScheduleChangeBatchResult[] }
  >('/schedule-change/batch-accept'),
};
