import type { Draft } from 'immer';
import type { OrderChannel } from '@/domain/order';
import type { PassengerType } from '@/domain/passenger';
import type { FareLine, FareRule, OrderContact, OrderLinks, PassengerInput } from '@/lib/gateway/endpoints';
import type { Rng } from '../../kernel/random';
import { bookOrder } from '../rules/book-order';
import { fareLines } from '../../catalogue/rules/fare';
import { DAY, HOUR, MINUTE, ORDER } from '../../kernel/rules/figures';
import { scheduledFlight, seatsLeft, type SeatKind } from '../../catalogue/rules/inventory';
import { logEntry } from '../../kernel/rules/log';
import { appendPassengers, departureMs, fareTotal, milestoneOf, recordPayment, type OrderKind, type OrderRecord } from '../rules/order';
import { policyOf } from '../rules/order-kinds';
import { autoCancel, cancelOrder } from '../rules/order-cancel';
import { confirmNameChange, requestNameChange } from '../rules/order-passengers';
import { releaseOrderSeats, seatReleaseQuote } from '../rules/order-seats';
import { issueTickets } from '../rules/order-tickets';
import type { TripLeg } from '../../catalogue/rules/trip';
import type { AccountRecord, ScheduledFlight, SeatCount, SimulatorState } from '../../state';
import { toGatewayDate } from '../../kernel/time-format';
import { SEED_ACCOUNT_IDS } from '../../session/seed/accounts';
import { peopleMaker, type PeopleMaker } from '../../session/seed/people';

/**
 * The seeded orders: team orders of agent01's agency in every state and payment stage (some booked by
 * staff01), a few of corp01, and user01's individual orders. Built through the order rules themselves
 * (bookOrder as the gateway's bookings, then payments, releases, tickets, cancels) at past instants, so
 * every record, log and seat count is what the gateway would have produced. What differs by the kind
 * of order (seat pool, booking class, list price, names at booking) comes from its policy
 * (rules/order-kinds.ts); what differs by plan (who the contact is, who cancelled) is in the plan. TO100101–TO100114 and NO200101–NO200103 are the
 * orders the seeded flight-change notices name (same flight, date and about the same passengers).
 */

export type Stage =
  /** BOOKED, deposit due. */
  | 'DEPOSIT_WAIT'
  /** BOOKED, deposit paid, balance due. */
  | 'BALANCE_WAIT'
  /** BOOKED late (or individual): the whole amount due. */
  | 'FULL_WAIT'
  | 'PAYED'
  /** Paid and every named passenger ticketed: TICKED when all seats are named, else TICKEDPART. */
  | 'TICKETED'
  | 'CANCELED'
  | 'AUTO_CANCELED'
  | 'REFUND';

type Owner = keyof typeof SEED_ACCOUNT_IDS;

export interface OrderPlan {
  kind: OrderKind;
  channel: OrderChannel;
  bookedBy: Owner;
  groupName?: string;
  /** Flight and days from today; a second one is the return. */
  flights: [string, number][];
  /** Individual orders: the booking class. */
  cabin?: string;
  adults: number;
  children?: number;
  infants?: number;
  /** Seat holders named (default: all); infants named are min(infants, named adults). */
  named?: number;
  /** How long ago it was booked. */
  bookedAgo: number;
  stage: Stage;
  /** Seats released after the deposit (BALANCE_WAIT and later stages). */
  released?: number;
  /** CANCELED: whether the deposit had been paid (it is forfeited). */
  depositPaid?: boolean;
  /** TICKETED: a name change after ticketing, waiting or confirmed. */
  nameChange?: 'WAIT_CONFIRM' | 'CONFIRMED';
  remark?: string;
  /** Share of foreign passport holders among the adults. */
  foreignShare?: number;
  /** A charter (包机): the aircraft chartered on the route of `flights` (their dates; flights of its own), the passengers expected. */
  charter?: { aircraftType: string; passengers: number };
  /** What it was booked from (a series' departures). */
  links?: OrderLinks;
  /** The contact (a series' departures share one), or the booker's own; one of the agency's otherwise. */
  contact?: OrderContact | 'BOOKER';
  /** CANCELED: who cancelled it (default: its booker). */
  cancelledBy?: Owner;
}

export const T = (plan: Omit<OrderPlan, 'kind'>): OrderPlan => ({ kind: 'TEAM', ...plan });
/** A person's own booking: the person is the contact. */
const I = (plan: Omit<OrderPlan, 'kind' | 'channel'>): OrderPlan => ({
  kind: 'INDIVIDUAL',
  channel: 'INDIVIDUAL',
  contact: 'BOOKER',
  ...plan,
});

/** TO100101–TO100114 in order: the flight-change notices' orders. */
const NOTICE_ORDERS: OrderPlan[] = [
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '成都美食文化交流团',
    flights: [['XY5101', 3]],
    adults: 32,
    bookedAgo: 25 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '广交会采购商团（一团）',
    flights: [['XY5203', 5]],
    adults: 30,
    bookedAgo: 20 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '广交会采购商团（二团）',
    flights: [['XY5203', 5]],
    adults: 28,
    named: 20,
    bookedAgo: 18 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'SERIES',
    bookedBy: 'agent01',
    groupName: '昆明世博园研学团',
    flights: [['XY5311', 7]],
    adults: 21,
    children: 4,
    named: 18,
    bookedAgo: 16 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '西安古都深度游',
    flights: [['XY5125', 2]],
    adults: 40,
    bookedAgo: 30 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '西北大学校友返京团',
    flights: [['XY5402', 12]],
    adults: 18,
    named: 6,
    bookedAgo: 3 * DAY,
    stage: 'BALANCE_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '杭州医药企业年会团',
    flights: [['XY5167', 9]],
    adults: 36,
    named: 30,
    bookedAgo: 10 * DAY,
    stage: 'BALANCE_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '天府之国亲子游',
    flights: [['XY5167', 9]],
    adults: 22,
    children: 8,
    infants: 1,
    named: 22,
    bookedAgo: 14 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '鼓浪屿摄影采风团',
    flights: [['XY5233', 15]],
    adults: 22,
    bookedAgo: 5 * HOUR,
    stage: 'DEPOSIT_WAIT',
    named: 0,
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '重庆火锅企业赴沪招商团',
    flights: [['XY5341', 4]],
    adults: 35,
    bookedAgo: 21 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '深圳科技园参访团',
    flights: [['XY5157', 20]],
    adults: 50,
    named: 12,
    released: 5,
    bookedAgo: 6 * DAY,
    stage: 'BALANCE_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '北京高校招生咨询团',
    flights: [['XY5271', 25]],
    adults: 28,
    bookedAgo: 12 * DAY,
    stage: 'PAYED',
    foreignShare: 0.1,
  }),
  T({
    channel: 'PROMOTIONAL',
    bookedBy: 'agent01',
    groupName: '西湖龙井茶文化之旅',
    flights: [['XY5385', 28]],
    adults: 19,
    named: 0,
    bookedAgo: 2 * HOUR,
    stage: 'DEPOSIT_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '天府新区商务考察团',
    flights: [['XY5119', 1]],
    adults: 52,
    bookedAgo: 26 * DAY,
    stage: 'TICKETED',
  }),
];

const MORE_TEAM_ORDERS: OrderPlan[] = [
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '广州长隆亲子游',
    flights: [
      ['XY5011', 40],
      ['XY5012', 45],
    ],
    adults: 46,
    children: 12,
    infants: 2,
    named: 0,
    bookedAgo: 20 * HOUR,
    stage: 'DEPOSIT_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '杭州西溪湿地康养团',
    flights: [['XY5251', 22]],
    adults: 15,
    named: 0,
    bookedAgo: 1 * HOUR,
    stage: 'DEPOSIT_WAIT',
  }),
  T({
    channel: 'SERIES',
    bookedBy: 'agent01',
    groupName: '成都熊猫基地周末系列团',
    flights: [['XY5321', 13]],
    adults: 30,
    named: 0,
    bookedAgo: 3 * HOUR,
    stage: 'DEPOSIT_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '昆明花卉博览会参展团',
    flights: [['XY5386', 26]],
    adults: 12,
    infants: 1,
    bookedAgo: 10 * HOUR,
    stage: 'DEPOSIT_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '重庆红色教育培训班',
    flights: [['XY5342', 5]],
    adults: 30,
    named: 0,
    bookedAgo: 40 * MINUTE,
    stage: 'FULL_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '三亚年会奖励旅游团',
    flights: [
      ['XY5031', 35],
      ['XY5032', 40],
    ],
    adults: 150,
    children: 10,
    named: 120,
    bookedAgo: 6 * DAY,
    stage: 'BALANCE_WAIT',
    foreignShare: 0.03,
  }),
  T({
    channel: 'SERIES',
    bookedBy: 'agent01',
    groupName: '京沪高端商务系列团',
    flights: [['XY5453', 18]],
    adults: 80,
    named: 40,
    released: 15,
    bookedAgo: 10 * DAY,
    stage: 'BALANCE_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '浦东—成都双城会展团',
    flights: [
      ['XY5103', 24],
      ['XY5104', 29],
    ],
    adults: 100,
    named: 0,
    bookedAgo: 4 * DAY,
    stage: 'BALANCE_WAIT',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '四川大学校友会返校团',
    flights: [['XY5211', 14]],
    adults: 150,
    bookedAgo: 25 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '深圳电子展采购团',
    flights: [['XY5021', 10]],
    adults: 60,
    named: 45,
    bookedAgo: 22 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'PROMOTIONAL',
    bookedBy: 'agent01',
    groupName: '三亚冬季特惠团',
    flights: [['XY5331', 11]],
    adults: 18,
    children: 2,
    bookedAgo: 15 * DAY,
    stage: 'PAYED',
  }),
  T({
    channel: 'CHARTER',
    bookedBy: 'agent01',
    groupName: '海南冬季康养包机',
    flights: [
      ['XY5221', 8],
      ['XY5222', 13],
    ],
    charter: { aircraftType: 'A321', passengers: 186 },
    adults: 180,
    children: 6,
    bookedAgo: 40 * DAY,
    stage: 'TICKETED',
    remark: '餐食按清真与普通两种配备',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '成都—上海返程商务团',
    flights: [['XY5102', -10]],
    adults: 24,
    bookedAgo: 40 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '上海企业北京科博会观展团',
    flights: [['XY5001', -3]],
    adults: 120,
    bookedAgo: 35 * DAY,
    stage: 'TICKETED',
    foreignShare: 0.05,
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '蓉城学子上海秋季研学团',
    flights: [['XY5104', 7]],
    adults: 62,
    children: 8,
    named: 50,
    bookedAgo: 30 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'SERIES',
    bookedBy: 'agent01',
    groupName: '广州—成都美食系列团',
    flights: [['XY5321', 6]],
    adults: 40,
    bookedAgo: 20 * DAY,
    stage: 'TICKETED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '深圳湾企业家交流团',
    flights: [['XY5242', 16]],
    adults: 26,
    bookedAgo: 20 * DAY,
    stage: 'TICKETED',
    nameChange: 'WAIT_CONFIRM',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '杭州企业家北京研修团',
    flights: [['XY5252', 19]],
    adults: 22,
    bookedAgo: 24 * DAY,
    stage: 'TICKETED',
    nameChange: 'CONFIRMED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '浦东—成都秋游团',
    flights: [['XY5105', 30]],
    adults: 20,
    named: 0,
    bookedAgo: 3 * DAY,
    stage: 'CANCELED',
    remark: '客户行程取消',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '广州—北京商务考察团',
    flights: [['XY5273', 21]],
    adults: 40,
    named: 10,
    bookedAgo: 8 * DAY,
    stage: 'CANCELED',
    depositPaid: true,
    cancelledBy: 'agent01',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '南京—广州研学团',
    flights: [['XY5171', 16]],
    adults: 25,
    named: 0,
    bookedAgo: 3 * DAY,
    stage: 'AUTO_CANCELED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '杭州—三亚度假团',
    flights: [['XY5191', 3]],
    adults: 35,
    named: 20,
    bookedAgo: 25 * DAY,
    stage: 'AUTO_CANCELED',
  }),
  T({
    channel: 'PROMOTIONAL',
    bookedBy: 'agent01',
    groupName: '深圳—重庆山城特惠团',
    flights: [['XY5351', 4]],
    adults: 18,
    named: 0,
    bookedAgo: 1 * DAY,
    stage: 'AUTO_CANCELED',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'agent01',
    groupName: '广州—上海展会团',
    flights: [['XY5012', 12]],
    adults: 30,
    bookedAgo: 28 * DAY,
    stage: 'REFUND',
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'staff01',
    groupName: '三亚—广州返程团',
    flights: [['XY5332', 9]],
    adults: 20,
    bookedAgo: 26 * DAY,
    stage: 'REFUND',
  }),
];

/** An enterprise's own orders: its account holder is the contact. */
const CORP_CONTACT: OrderContact = { name: '陈志远', mobile: '13900000003' };
const CORP_ORDERS: OrderPlan[] = [
  T({
    channel: 'TEMP',
    bookedBy: 'corp01',
    groupName: '华东精密年度技术交流会',
    flights: [['XY5001', 17]],
    adults: 35,
    bookedAgo: 15 * DAY,
    stage: 'PAYED',
    contact: CORP_CONTACT,
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'corp01',
    groupName: '华东精密深圳客户来沪考察团',
    flights: [['XY5022', 5]],
    adults: 28,
    bookedAgo: 24 * DAY,
    stage: 'TICKETED',
    contact: CORP_CONTACT,
  }),
  T({
    channel: 'TEMP',
    bookedBy: 'corp01',
    groupName: '华东精密北京分部赴沪培训班',
    flights: [['XY5454', 27]],
    adults: 45,
    named: 0,
    bookedAgo: 7 * HOUR,
    stage: 'DEPOSIT_WAIT',
    contact: CORP_CONTACT,
  }),
];

/** NO200101–NO200103 (the notices'), then user01's other orders. */
const INDIVIDUAL_ORDERS: OrderPlan[] = [
  I({ bookedBy: 'user01', flights: [['XY5101', 3]], cabin: 'Y', adults: 1, bookedAgo: 12 * DAY, stage: 'TICKETED' }),
  I({ bookedBy: 'user01', flights: [['XY5451', 10]], cabin: 'B', adults: 2, bookedAgo: 9 * DAY, stage: 'TICKETED' }),
  I({ bookedBy: 'user01', flights: [['XY5463', 18]], cabin: 'Y', adults: 1, bookedAgo: 6 * DAY, stage: 'TICKETED' }),
  I({ bookedBy: 'user01', flights: [['XY5011', 20]], cabin: 'Y', adults: 2, children: 1, bookedAgo: 8 * MINUTE, stage: 'FULL_WAIT' }),
  // Paid a few minutes ago: the airline issues its tickets shortly after the seed's now (ORDER.individualTicketingMs).
  I({
    bookedBy: 'user01',
    flights: [
      ['XY5031', 30],
      ['XY5032', 34],
    ],
    cabin: 'B',
    adults: 2,
    bookedAgo: 6 * MINUTE,
    stage: 'PAYED',
  }),
  I({ bookedBy: 'user01', flights: [['XY5453', 12]], cabin: 'Y', adults: 1, bookedAgo: 4 * DAY, stage: 'CANCELED', remark: '行程有变' }),
  I({ bookedBy: 'user01', flights: [['XY5021', 9]], cabin: 'B', adults: 1, bookedAgo: 2 * DAY, stage: 'AUTO_CANCELED' }),
  I({ bookedBy: 'user01', flights: [['XY5102', -20]], cabin: 'Y', adults: 1, bookedAgo: 30 * DAY, stage: 'TICKETED' }),
  I({ bookedBy: 'user01', flights: [['XY5211', 15]], cabin: 'F', adults: 1, bookedAgo: 10 * DAY, stage: 'REFUND' }),
];

/** The 200-seat order with 143 names whose name list closes about 2 days 4 hours from now. */
const NAME_LIST_ORDER = {
  groupName: '2026年度经销商大会（成都）',
  seats: 200,
  named: 143,
  nameDeadlineIn: 2 * DAY + 4 * HOUR,
  bookedAgo: 20 * MINUTE,
  /** The conference is in Chengdu: the group flies into one of its airports. */
  arrivals: ['CTU', 'TFU'],
} as const;

const CONTACTS: OrderContact[] = [
  { name: '王建国', mobile: '13900000001', email: 'wangjianguo@jincheng-travel.example' },
  { name: '李晓梅', mobile: '13900000002' },
  { name: '赵敏', mobile: '13817263540', email: 'zhaomin@jincheng-travel.example' },
  { name: '孙立新', mobile: '13661872093' },
];

interface SeedContext {
  now: number;
  state: Draft<SimulatorState>;
  people: PeopleMaker;
  rng: Rng;
  account(owner: Owner): AccountRecord;
  above: OrderSeedAbove;
}

/** A charter's booking as the charter channel prices and numbers it: what its order is booked with. */
export interface SeededCharter {
  legs: TripLeg[];
  /** The whole aircraft the seats come from. */
  pool: SeatKind;
  seats: number;
  fares: FareLine[];
  fareRules: FareRule[];
  /** The order log's line of the charter. */
  logText: string;
}

/**
 * What the modules above the order core do while its orders are made, lent by the assembly
 * (src/mocks/seed.ts): the order core imports none of them, and each step keeps its turn among the
 * orders, so every number, seat and refund seeded is what it always was.
 */
export interface OrderSeedAbove {
  /** The charter channel's aircraft, as they stand before the charter order holds one. */
  charterAircraft: SimulatorState['charterAircraft'];
  /** A charter plan priced and numbered at its booking time. */
  charter(
    state: Draft<SimulatorState>,
    flights: readonly { flight: ScheduledFlight; date: string }[],
    charter: NonNullable<OrderPlan['charter']>,
    created: number,
  ): SeededCharter;
  /** Every ticket of the order refunded (a REFUND plan). */
  refundAll(state: Draft<SimulatorState>, order: Draft<OrderRecord>, at: number, by: string): void;
  /** The refund applications still in review, once every order is made; `by` applied for them. */
  refundApplications(state: Draft<SimulatorState>, now: number, by: string): void;
}

/** The loans of the modules above put together (src/mocks/seed.ts passes each module entry's `orderSeed`); each is lent once. */
export function orderSeedAbove(loans: readonly Partial<OrderSeedAbove>[]): OrderSeedAbove {
  const above: Partial<OrderSeedAbove> = {};
  for (const loan of loans) {
    for (const key of Object.keys(loan) as (keyof OrderSeedAbove)[]) {
      if (key in above) throw new Error(`seed: two modules lend the order seed its ${key}`);
    }
    Object.assign(above, loan);
  }
  const missing = (Object.keys(NOTHING_ABOVE) as (keyof OrderSeedAbove)[]).filter((key) => !(key in above));
  if (missing.length > 0) throw new Error(`seed: no module lends the order seed its ${missing.join(', ')}`);
  return above as OrderSeedAbove;
}

const between = (from: number, to: number, share: number) => Math.round(from + (to - from) * share);

/** The flights of a plan as a booking resolves them: `days` from now, the first out, a second back. */
function legsFor(context: SeedContext, flights: [string, number][]): TripLeg[] {
  return flights.map(([flightNo, days], index) => {
    const ref = { flightNo, flightDate: toGatewayDate(context.now + days * DAY) };
    const flight = scheduledFlight(context.state as SimulatorState, ref);
    if (!flight) throw new Error(`seed: ${flightNo} does not fly on ${ref.flightDate}`);
    const departMs = departureMs({ flightDate: ref.flightDate, depTime: flight.depTime });
    return { direction: index === 0 ? 'O' : 'I', flight, ref, departMs, arriveMs: departMs + flight.durationMinutes * MINUTE };
  });
}

/** The kind's list price of each flight (a group fare by size and advance, or the class's), with taxes. */
function faresFor(plan: OrderPlan, legs: readonly TripLeg[], cabin: string, bookedAt: number) {
  const counts = { adultCount: plan.adults, childCount: plan.children ?? 0, infantCount: plan.infants ?? 0 };
  const priced = { cabin, seatHolders: plan.adults + (plan.children ?? 0), advanceDays: Math.round((legs[0]!.departMs - bookedAt) / DAY) };
  return fareLines(
    legs.map((leg) => policyOf(plan).listFares(leg.flight, priced)),
    counts,
  );
}

/** The passengers to name: seat holders (children first up to their count), then infants with adults. */
function namesFor(context: SeedContext, plan: OrderPlan, departureDate: string, namedAt: number): PassengerInput[] {
  const seats = plan.adults + (plan.children ?? 0);
  const named = Math.min(plan.named ?? seats, seats);
  const children = Math.min(plan.children ?? 0, Math.floor(named / 4));
  const adults = named - children;
  const infants = Math.min(plan.infants ?? 0, adults);
  const options = { departureDate, namedAt, foreignShare: plan.foreignShare ?? 0 };
  const make = (type: PassengerType, count: number) => Array.from({ length: count }, () => context.people.person(type, options));
  return [...make('ADT', adults), ...make('CHD', children), ...make('INF', infants)];
}

/** A charter plan's flights on their dates, as the charter channel prices them at its booking time. */
function charterFor(context: SeedContext, plan: OrderPlan, charter: NonNullable<OrderPlan['charter']>, created: number): SeededCharter {
  const dated = plan.flights.map(([flightNo, days]) => ({
    flight: context.state.flights.find((candidate) => candidate.flightNo === flightNo)!,
    date: toGatewayDate(context.now + days * DAY),
  }));
  return context.above.charter(context.state, dated, charter, created);
}

function buildOrder(context: SeedContext, plan: OrderPlan, legsOverride?: TripLeg[]): Draft<OrderRecord> {
  const { now, state } = context;
  const created = now - plan.bookedAgo;
  const booker = context.account(plan.bookedBy);
  const by = booker.displayName;
  const policy = policyOf(plan);
  const charter = plan.charter ? charterFor(context, plan, plan.charter, created) : undefined;
  const { cabin, pool } = policy.sellsFrom(plan.cabin ?? 'Y');
  const legs = charter?.legs ?? legsOverride ?? legsFor(context, plan.flights);
  const departure = legs[0]!.departMs;

  // A kind without a name list is booked with every passenger named.
  const namedAtBooking = !policy.nameList;
  const contact =
    plan.contact === 'BOOKER'
      ? { name: booker.displayName, mobile: booker.mobile!, ...(booker.email ? { email: booker.email } : {}) }
      : (plan.contact ?? context.rng.pick(CONTACTS));
  const namesAt = namedAtBooking ? created : between(created, Math.min(now, departure - ORDER.nameLeadMs), 0.3);
  const names = namesFor(context, plan, legs[0]!.ref.flightDate, namesAt);
  const order = bookOrder(state, {
    kind: plan.kind,
    channel: plan.channel,
    booker,
    groupName: plan.groupName ?? '',
    legs,
    cabin,
    ...(charter
      ? {
          pool: charter.pool,
          counts: { adultCount: charter.seats, childCount: 0, infantCount: plan.infants ?? 0 },
        }
      : { pool, counts: { adultCount: plan.adults, childCount: plan.children ?? 0, infantCount: plan.infants ?? 0 } }),
    fares: charter ? charter.fares : faresFor(plan, legs, cabin, created),
    ...(charter ? { fareRules: charter.fareRules } : {}),
    contact,
    passengers: namedAtBooking ? names : [],
    ...(plan.remark && plan.stage !== 'CANCELED' ? { remark: plan.remark } : {}),
    ...(plan.links ? { links: plan.links } : {}),
    now: created,
  });
  if (charter) order.log.push(logEntry(created, 'CHARTER', charter.logText, by));
  if (!namedAtBooking && names.length > 0) {
    appendPassengers(order, names);
    order.log.push(logEntry(namesAt, 'IMPORT_PASSENGERS', `从名单模板导入旅客${names.length}人`, by));
  }

  const firstDue = Date.parse(order.milestones[0]!.deadline);
  const payFirstAt = between(created, Math.min(firstDue, now), 0.25);
  const payAll = () => {
    recordPayment(order, order.milestones[0]!.kind, payFirstAt, by);
    const balance = milestoneOf(order, 'BALANCE');
    if (balance) recordPayment(order, 'BALANCE', between(payFirstAt, Math.min(Date.parse(balance.deadline), now), 0.3), by);
  };
  const lastPaidAt = () => Math.max(...order.milestones.map((milestone) => Date.parse(milestone.paidAt ?? order.createTime)));
  const release = (at: number) => {
    if (!plan.released) return;
    const quote = seatReleaseQuote(order as OrderRecord, plan.released);
    releaseOrderSeats(state, order, plan.released, quote.forfeit, by, at);
  };

  switch (plan.stage) {
    case 'DEPOSIT_WAIT':
    case 'FULL_WAIT':
      break;
    case 'BALANCE_WAIT':
      recordPayment(order, 'DEPOSIT', payFirstAt, by);
      release(between(payFirstAt, now, 0.5));
      break;
    case 'PAYED':
      payAll();
      release(between(lastPaidAt(), now, 0.5));
      break;
    case 'TICKETED':
    case 'REFUND': {
      payAll();
      const ticketAt = between(Math.max(lastPaidAt(), namesAt), Math.min(now, departure), 0.2);
      issueTickets(state, order, undefined, by, ticketAt);
      if (plan.nameChange) {
        const [first, second] = order.passengers;
        const changeAt = between(ticketAt, Math.min(now, departure), 0.5);
        const renamed = (passenger: PassengerInput): PassengerInput => ({
          ...passenger,
          name: context.people.chineseName(passenger.gender ?? 'M'),
        });
        const items = [first, ...(plan.nameChange === 'WAIT_CONFIRM' ? [second] : [])]
          .filter((passenger) => passenger !== undefined)
          .map((passenger) => ({ passengerId: passenger.passengerId, after: renamed(passenger) }));
        const change = requestNameChange(state, order, items, by, changeAt);
        if (plan.nameChange === 'CONFIRMED') confirmNameChange(state, order, change.changeNo, by, between(changeAt, now, 0.5));
      }
      for (const ticket of order.tickets) {
        const segment = order.segments.find((candidate) => candidate.segmentNo === ticket.segmentNo)!;
        if (departureMs(segment) < now) ticket.status = 'USED';
      }
      if (plan.stage === 'REFUND') context.above.refundAll(state, order, between(ticketAt, now, 0.6), by);
      break;
    }
    case 'CANCELED':
      if (plan.depositPaid) recordPayment(order, 'DEPOSIT', payFirstAt, by);
      cancelOrder(
        state,
        order,
        plan.remark ?? '客户取消行程',
        context.account(plan.cancelledBy ?? plan.bookedBy).displayName,
        between(
          lastPaidAt(),
          Math.min(now, Date.parse(order.milestones.find((milestone) => milestone.status !== 'SUCCESSED')!.deadline)),
          0.5,
        ),
      );
      break;
    case 'AUTO_CANCELED': {
      const missed = milestoneOf(order, 'DEPOSIT') && departure - ORDER.ticketingLeadMs < now ? 'BALANCE' : order.milestones[0]!.kind;
      if (missed === 'BALANCE') recordPayment(order, 'DEPOSIT', payFirstAt, by);
      autoCancel(state, order, missed, Date.parse(milestoneOf(order, missed)!.deadline));
      break;
    }
  }
  order.log.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (order.status !== 'CANCELED' && order.status !== 'REFUND' && fareTotal(order.fares) + order.forfeitedAmount !== order.totalAmount) {
    throw new Error(`seed: ${order.orderNo} totals disagree`);
  }
  return order;
}

/** For plans that book no charter and refund nothing (a series' departures): such a plan here is a mistake in the seed. */
const NOTHING_ABOVE: OrderSeedAbove = {
  charterAircraft: [],
  charter: () => {
    throw new Error('seed: these plans book no charter');
  },
  refundAll: () => {
    throw new Error('seed: these plans refund nothing');
  },
  refundApplications: () => undefined,
};

/**
 * More seeded orders on a whole state (a series' departures, seed/series.ts — also when a saved state
 * is migrated): built as above, through the order rules at past instants, the seats held from the
 * state's own inventory. `rng` names the passengers.
 */
export function buildPlannedOrders(state: Draft<SimulatorState>, now: number, plans: readonly OrderPlan[], rng: Rng): Draft<OrderRecord>[] {
  const context = seedContext(state, now, rng, NOTHING_ABOVE);
  return plans.map((plan) => buildOrder(context, plan));
}

function seedContext(state: Draft<SimulatorState>, now: number, rng: Rng, above: OrderSeedAbove): SeedContext {
  return {
    now,
    state,
    people: peopleMaker(rng),
    rng,
    above,
    account(owner) {
      return state.accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS[owner])!;
    },
  };
}

/**
 * The widebody departure into Chengdu (daily, group quota ≥ the seats, not otherwise booked) whose name deadline
 * falls nearest to NAME_LIST_ORDER.nameDeadlineIn from now.
 */
function nameListLegs(context: SeedContext): TripLeg[] {
  const target = context.now + NAME_LIST_ORDER.nameDeadlineIn + ORDER.nameLeadMs;
  let best: { flightNo: string; days: number; distance: number } | undefined;
  for (const flight of context.state.flights) {
    if (flight.groupQuota < NAME_LIST_ORDER.seats || flight.weekdays.length < 7) continue;
    if (!(NAME_LIST_ORDER.arrivals as readonly string[]).includes(flight.arrAirport)) continue;
    for (let days = 4; days <= 7; days += 1) {
      const flightDate = toGatewayDate(context.now + days * DAY);
      const seats = seatsLeft(context.state as SimulatorState, { flightNo: flight.flightNo, flightDate }, { kind: 'group' });
      if (seats < NAME_LIST_ORDER.seats) continue;
      const distance = Math.abs(departureMs({ flightDate, depTime: flight.depTime }) - target);
      if (!best || distance < best.distance) best = { flightNo: flight.flightNo, days, distance };
    }
  }
  if (!best) throw new Error('seed: no widebody departure for the name-list order');
  return legsFor(context, [[best.flightNo, best.days]]);
}

export interface OrderSeed {
  orders: OrderRecord[];
  /** The team orders' refund applications (the scattered ones are added by seed/scattered.ts). */
  refunds: SimulatorState['refunds'];
  ancillaryOrders: SimulatorState['ancillaryOrders'];
  orderSequences: Record<string, number>;
  seatInventory: Record<string, SeatCount>;
  /** The charter aircraft types, with what the seeded charter holds. */
  charterAircraft: SimulatorState['charterAircraft'];
}

/**
 * Every seeded order, the numbering after them and the seats they hold, as of `now`; made an order at a
 * time: each `yield` follows a whole order, so the browser's seed (createSeedStateInChunks) pauses between
 * orders instead of building all of them in one task.
 */
export function* seedOrderSteps(
  now: number,
  accounts: AccountRecord[],
  flights: ScheduledFlight[],
  rng: Rng,
  above: OrderSeedAbove,
): Generator<void, OrderSeed> {
  const state = {
    accounts,
    flights,
    orders: [],
    refunds: [],
    refundFiles: [],
    ancillaryOrders: [],
    orderSequences: {},
    seatInventory: {},
    charterAircraft: above.charterAircraft,
    rngState: rng.int(1, 2 ** 30),
  } as unknown as Draft<SimulatorState>;
  const context = seedContext(state, now, rng, above);
  for (const plan of [...NOTICE_ORDERS, ...MORE_TEAM_ORDERS, ...CORP_ORDERS]) {
    buildOrder(context, plan);
    yield;
  }
  buildOrder(
    context,
    T({
      channel: 'TEMP',
      bookedBy: 'agent01',
      groupName: NAME_LIST_ORDER.groupName,
      flights: [],
      adults: NAME_LIST_ORDER.seats,
      named: NAME_LIST_ORDER.named,
      bookedAgo: NAME_LIST_ORDER.bookedAgo,
      stage: 'FULL_WAIT',
    }),
    nameListLegs(context),
  );
  yield;
  for (const plan of INDIVIDUAL_ORDERS) {
    buildOrder(context, plan);
    yield;
  }
  above.refundApplications(state, now, context.account('agent01').displayName);
  return {
    orders: state.orders as OrderRecord[],
    refunds: state.refunds as SimulatorState['refunds'],
    ancillaryOrders: state.ancillaryOrders as SimulatorState['ancillaryOrders'],
    orderSequences: { ...state.orderSequences },
    seatInventory: state.seatInventory as Record<string, SeatCount>,
    charterAircraft: state.charterAircraft as SimulatorState['charterAircraft'],
  };
}
