import type { MilestoneKind } from '@/domain/order';
import { RECORD_NUMBERS } from '@/domain/figures';
import type { FareRule, OrderAction, OrderSegment, PaymentMilestone } from '@/lib/gateway/endpoints';
import type { ScheduledFlight } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import {
  cabinFares,
  cabinFigure,
  cabinRules,
  groupFactor,
  groupFares,
  groupRules,
  scatteredRules,
  type FaresByType,
} from '../../catalogue/rules/fare';
import { BOOKING, FARE, HOUR, ORDER, SCATTERED, TEAM_REFUND } from '../../kernel/rules/figures';
import type { SeatKind } from '../../catalogue/rules/inventory';
import type { OrderKind } from './order-records';
export type { OrderKind } from './order-records';

export interface PaymentPlan {
  milestones: PaymentMilestone[];
  /** The ticketing time limit (balance deadline; the full-payment deadline when there is no deposit stage). */
  ticketTimeLimit: string;
  nameDeadline: string;
  /** Fen; 0 without a deposit stage. */
  depositAmount: number;
}

/** How an order is paid, from its total, when it was booked and its first departure. */
export type PlanPayments = (totalAmount: number, bookedAt: number, firstDeparture: number) => PaymentPlan;

/** What a booking's list price depends on besides the flight. */
export interface ListPriced {
  /** The booking class (sellsFrom's). */
  cabin: string;
  /** Adults and children: the group size a group fare's tier reads. */
  seatHolders: number;
  /** Whole days from booking to the first departure: a group fare's advance-purchase tier. */
  advanceDays: number;
}

export interface OrderKindPolicy {
  /** Order numbers: this prefix + ORDER.numberDigits digits, from `sequenceStart` on. */
  prefix: string;
  sequenceStart: number;
  /** Every action an order of the kind may offer; its state decides which it offers now. */
  actions: readonly OrderAction[];
  /** The payment plan unless the booking sets one (a bid winner's balance within 24 h). */
  plan: PlanPayments;
  /** Names are taken after booking, in a name list due before departure. */
  nameList: boolean;
  /** Seats may be given back (materialisation), a share of a paid deposit forfeited beyond the allowance. */
  releasesSeats: boolean;
  /** The airline issues the tickets this long after full payment; undefined: the agent issues them. */
  airlineTicketingMs?: number;
  /** What a payment of a milestone covers (the payable's 说明). */
  covers: (milestone: MilestoneKind) => string;
  /** Seat holders in a payable's title (', 30人' for a group). */
  people: (order: { groupCount: number }) => string;
  /** Ticketed segments earn the agency's monthly rewards. */
  earnsRewards: boolean;
  /** The rules the order is sold under (refund, change, names, payment): the one source of what it may do, which the rules enforce. */
  fareRules: (order: SoldUnder) => FareRule[];
  /** The group may move to later flights (申请延期): what its 改期与签转 rule says and DELAY checks. */
  delays: (order: SoldUnder) => boolean;
  /** A voluntary refund's fee as a share of the fare, `daysBefore` whole days before departure (negative: departed). */
  refundRate: (order: { segments: readonly Pick<OrderSegment, 'cabin'>[] }, daysBefore: number) => number;
  /**
   * Where a booking's seats come from and in which booking class, given the class asked for: a group's
   * from the flights' group quota in the group class (whatever was asked), a person's from the cabin.
   * A channel with a pool of its own (a charter's aircraft, an offer's seats) names it instead.
   */
  sellsFrom: (cabin: string) => { cabin: string; pool: SeatKind };
  /** The published price of one flight per passenger type (without taxes): a group fare by size and advance, or the cabin's fare. */
  listFares: (flight: ScheduledFlight, booking: ListPriced) => FaresByType;
  /** How a refund application of the kind is numbered and reviewed (rules/refund.ts). */
  refunds: RefundPolicy;
}

/** What differs between kinds in the one refund entity (docs/decisions.md "One refund entity"). */
export interface RefundPolicy {
  /** Application numbers: prefix + `digits` digits from `sequenceStart` (TR… 团队退票, RFD… 散客退票单). */
  prefix: string;
  digits: number;
  sequenceStart: number;
  /** The airline answers this long after the application (or the agent's supplementary files). */
  reviewMs: number;
  /** The unused tickets' seats are cancelled in the PNR before applying (seat cancel before refund); otherwise approval gives them back. */
  cancelsSeatsFirst: boolean;
  /** The reviewer asks an involuntary refund for a supplementary file before approving it. */
  asksForMoreFiles: boolean;
  /** An unused ticket may still be refunded after its flight left (no-show, the fare rule's after-departure fee). */
  afterDeparture: boolean;
  /** The menu's refusals for an application not found / not in a state for the action, and the number's name in them. */
  notFound: 'TEAM_REFUND_NOT_FOUND' | 'SCATTERED_REFUND_NOT_FOUND';
  stateForbids: 'TEAM_REFUND_STATE_FORBIDS' | 'SCATTERED_REFUND_STATE_FORBIDS';
  idName: 'reviewId' | 'rfdReqSeq';
}

/**
 * What of an order decides the rules it is sold under: its class, and the pool its seats came from (an
 * offer is a seat pool, not a channel rule: docs/decisions.md "Promotional offers").
 */
export interface SoldUnder {
  segments: readonly Pick<OrderSegment, 'cabin'>[];
  seatKind: Pick<SeatKind, 'kind'>;
}

/**
 * Whether a group holding seats of a pool may move to later flights (申请延期): an offer's seats are sold
 * at its price for its departures only (特惠团产品不得更改航班日期); a group quota's, a bid winner's and a
 * charter's may (a charter's lump sum is refused apart, CHARTER_WHOLE_AIRCRAFT); a cabin's have no delay.
 */
const POOL_MOVES: Readonly<Record<SeatKind['kind'], boolean>> = { group: true, cabin: true, offer: false, aircraft: true, activity: true };

const teamDelays = (order: SoldUnder) => POOL_MOVES[order.seatKind.kind];

/** One payment of the whole amount within `within` of booking. */
const payInFull =
  (within: number): PlanPayments =>
  (totalAmount, bookedAt, firstDeparture) => {
    const deadline = toGatewayIso(bookedAt + within);
    return {
      milestones: [{ kind: 'FULL', amount: totalAmount, paidAmount: 0, deadline, status: 'WAIT' }],
      ticketTimeLimit: deadline,
      nameDeadline: toGatewayIso(firstDeparture - ORDER.nameLeadMs),
      depositAmount: 0,
    };
  };

/**
 * A group (domain.md): a deposit (10 %) within 24 h, then the balance by the ticketing time limit 7 days
 * before the first departure; booked later than that, the whole amount within 2 h.
 */
const groupPlan: PlanPayments = (totalAmount, bookedAt, firstDeparture) => {
  const ticketing = firstDeparture - ORDER.ticketingLeadMs;
  if (bookedAt >= ticketing) return payInFull(ORDER.lateFullPaymentMs)(totalAmount, bookedAt, firstDeparture);
  const depositAmount = Math.round(totalAmount * ORDER.depositRate);
  return {
    milestones: [
      {
        kind: 'DEPOSIT',
        amount: depositAmount,
        paidAmount: 0,
        deadline: toGatewayIso(Math.min(bookedAt + ORDER.depositWindowMs, ticketing)),
        status: 'WAIT',
      },
      { kind: 'BALANCE', amount: totalAmount - depositAmount, paidAmount: 0, deadline: toGatewayIso(ticketing), status: 'NOT_START' },
    ],
    ticketTimeLimit: toGatewayIso(ticketing),
    nameDeadline: toGatewayIso(firstDeparture - ORDER.nameLeadMs),
    depositAmount,
  };
};

const cabinFareRules: OrderKindPolicy['fareRules'] = (order) => {
  const figure = cabinFigure(order.segments[0]?.cabin ?? '');
  return figure ? cabinRules(figure) : [];
};

/** domain.md: > 30 days 10 %, 7–30 days 30 %, < 7 days 50 %. */
const groupRefundRate: OrderKindPolicy['refundRate'] = (_order, daysBefore) =>
  FARE.groupRefundFees.find((tier) => daysBefore >= tier.minDays)?.fee ?? FARE.groupRefundFees.at(-1)!.fee;

/** The booking class's rule: a share before departure, another after. */
const cabinRefundRate: OrderKindPolicy['refundRate'] = (order, daysBefore) => {
  const figure = cabinFigure(order.segments[0]?.cabin ?? '');
  return figure ? (daysBefore >= 0 ? figure.refundBefore : figure.refundAfter) : 0;
};

/** A person's booking: the class's own seats and fares. */
const sellsFromCabin: OrderKindPolicy['sellsFrom'] = (cabin) => ({ cabin, pool: { kind: 'cabin', cabin } });
const cabinListFares: OrderKindPolicy['listFares'] = (flight, { cabin }) => {
  const figure = cabinFigure(cabin);
  if (!figure) throw new Error(`no fare figure for booking class ${cabin}`);
  return cabinFares(flight, figure);
};

const TEAM_COVERS: Record<MilestoneKind, string> = {
  DEPOSIT: `团队定金（订单总额${Math.round(ORDER.depositRate * 100)}%）`,
  BALANCE: '团队尾款（订单总额减已付定金）',
  FULL: '团队订单全款',
};

/** Team and individual orders' refund applications (退票申请, TR…): reviewed within REFUND_FIGURES.reviewMs, seats back on approval. */
const TICKET_REFUNDS: RefundPolicy = {
  prefix: RECORD_NUMBERS.teamRefund.prefix,
  digits: RECORD_NUMBERS.teamRefund.digits,
  sequenceStart: 10_000_000,
  reviewMs: TEAM_REFUND.reviewMs,
  cancelsSeatsFirst: false,
  asksForMoreFiles: false,
  afterDeparture: false,
  notFound: 'TEAM_REFUND_NOT_FOUND',
  stateForbids: 'TEAM_REFUND_STATE_FORBIDS',
  idName: 'reviewId',
};

export const ORDER_KINDS: Readonly<Record<OrderKind, OrderKindPolicy>> = {
  TEAM: {
    prefix: ORDER.teamPrefix,
    sequenceStart: ORDER.teamSequenceStart,
    actions: [
      'PAY',
      'CANCEL',
      'RELEASE_SEATS',
      'EDIT_PASSENGERS',
      'CHANGE_PASSENGERS',
      'ISSUE_TICKETS',
      'REFUND',
      'BUY_ANCILLARY',
      'DELAY',
      'EDIT_CONTACT',
      'ADD_REMARK',
    ],
    plan: groupPlan,
    nameList: true,
    releasesSeats: true,
    covers: (milestone) => TEAM_COVERS[milestone],
    people: (order) => `，${order.groupCount}人`,
    earnsRewards: true,
    fareRules: (order) => groupRules(ORDER.nameLeadMs / HOUR, ORDER.depositRate, ORDER.freeReleaseRate, { delays: teamDelays(order) }),
    delays: teamDelays,
    refundRate: groupRefundRate,
    sellsFrom: () => ({ cabin: BOOKING.groupCabin, pool: { kind: 'group' } }),
    listFares: (flight, { seatHolders, advanceDays }) => groupFares(flight, groupFactor(seatHolders, advanceDays)),
    refunds: TICKET_REFUNDS,
  },
  INDIVIDUAL: {
    prefix: ORDER.individualPrefix,
    sequenceStart: ORDER.individualSequenceStart,
    actions: ['PAY', 'CANCEL'],
    plan: payInFull(ORDER.individualPaymentMs),
    nameList: false,
    releasesSeats: false,
    airlineTicketingMs: ORDER.individualTicketingMs,
    covers: () => '机票全款',
    people: () => '',
    earnsRewards: false,
    fareRules: cabinFareRules,
    delays: () => false,
    refundRate: cabinRefundRate,
    sellsFrom: sellsFromCabin,
    listFares: cabinListFares,
    refunds: TICKET_REFUNDS,
  },
  SCATTERED: {
    prefix: ORDER.scatteredPrefix,
    sequenceStart: ORDER.scatteredSequenceStart,
    actions: ['PAY', 'CANCEL', 'REFUND', 'CHANGE', 'EDIT_CONTACT', 'ADD_REMARK'],
    plan: payInFull(ORDER.individualPaymentMs),
    nameList: false,
    releasesSeats: false,
    airlineTicketingMs: ORDER.individualTicketingMs,
    covers: () => '散客票全款',
    people: (order) => `，${order.groupCount}人`,
    earnsRewards: true,
    fareRules: (order) => {
      const figure = cabinFigure(order.segments[0]?.cabin ?? '');
      return figure ? scatteredRules(figure) : [];
    },
    delays: () => false,
    refundRate: cabinRefundRate,
    sellsFrom: sellsFromCabin,
    listFares: cabinListFares,
    refunds: {
      prefix: SCATTERED.refundPrefix,
      digits: SCATTERED.refundDigits,
      sequenceStart: SCATTERED.refundSequenceStart,
      reviewMs: SCATTERED.reviewMs,
      cancelsSeatsFirst: true,
      asksForMoreFiles: true,
      afterDeparture: true,
      notFound: 'SCATTERED_REFUND_NOT_FOUND',
      stateForbids: 'SCATTERED_REFUND_STATE_FORBIDS',
      idName: 'rfdReqSeq',
    },
  },
};

export const policyOf = (order: { kind: OrderKind }): OrderKindPolicy => ORDER_KINDS[order.kind];
