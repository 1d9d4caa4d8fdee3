import fc from 'fast-check';
import { expect } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import type { ScheduleChangeAction } from '@/domain/bulletin';
import { accountApi, orderApi, payApi, refundApi, scheduleChangeApi, tempGroupApi, type OrderAction } from '@/lib/gateway/endpoints';
import type { Endpoint, Envelope } from '@/lib/gateway/envelope';
import { ERRORS, type ErrorKey } from '@/lib/gateway/error-codes';
import { treeHasFunction } from '@/mocks/menu-tree';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { adult } from '../order-support';
import { newKey } from '../payment-support';
import { send, solveCaptcha } from '../support';
import { revisionCommands } from './commands-revisions';

/**
 * The model-based test's actions (docs/architecture.md "The model-based test"): each is one thing a
 * person or the airline does, through the gateway as the portal calls it. Before an action on an entity
 * it reads the entity as its actor and takes what the gateway offers (`allowedActions`); after it, the
 * gateway must have accepted what it offered and refused what it did not. The store's invariants are
 * checked by the store itself after every commit; the runner asserts none was broken after each step.
 */

export type Actor = 'agent01' | 'staff01' | 'staff02';

const STAFF: Record<Exclude<Actor, 'agent01'>, string> = { staff01: 'staff01', staff02: 'staff02' };

/** What the model remembers of a run: the orders its agency booked, and who is signed in. */
export interface Model {
  signedIn: Actor | null;
  booked: string[];
}

/** The real system is the simulator itself, reached through the gateway. */
export type Real = Record<string, never>;

/** Refusals that mean "not allowed now": when the gateway offered the action, none of them may answer it. */
const NOT_ALLOWED: readonly ErrorKey[] = [
  'PERMISSION_DENIED',
  'ORDER_STATE_FORBIDS',
  'SCHEDULE_CHANGE_PENDING',
  'SCHEDULE_CHANGE_HANDLED',
  'SCHEDULE_CHANGE_FORBIDS',
  'DEPARTED',
  'NAME_DEADLINE_PASSED',
  'DELAY_PENDING',
  'ORDER_NOT_PAID',
  'NAMES_INCOMPLETE',
  'CHARTER_WHOLE_AIRCRAFT',
];
const notAllowedCodes = new Set<string>(NOT_ALLOWED.map((key) => ERRORS[key].code));

async function call<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req): Promise<Envelope<Partial<Res>>> {
  return send(endpoint, body);
}

async function signIn(model: Model, actor: Actor): Promise<void> {
  const session = simulator.state.session;
  // A session idle past its limit after a clock move: sign in again, as the portal sends the user back.
  if (model.signedIn === actor && session && !session.expired && simulator.clock.nowMs() - session.lastSeen < 20 * 60_000) return;
  const captcha = await solveCaptcha();
  const answer =
    actor === 'agent01'
      ? await call(accountApi.agentLogin, { userName: 'agent01', password: 'Agent@2026', ...captcha })
      : await call(accountApi.multiUserLogin, { agencyAccount: 'agent01', userName: STAFF[actor], password: 'Staff@2026', ...captcha });
  expect(answer.btCommonRes, answer.btCommonRes.errorMsg).toMatchObject({ isOk: true });
  model.signedIn = actor;
}

const accountOf = (actor: Actor) => simulator.state.accounts.find((account) => account.userName === actor && (actor === 'agent01' || account.parentAccount === 'agent01'))!;
const can = (actor: Actor, code: string | undefined) => code === undefined || treeHasFunction(accountOf(actor).menu, code);

/** How often each action was offered, accepted and refused over a run (`MODEL_STATS=1` prints it): what the search reached. */
export const stats = new Map<string, number>();
const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

/** The gateway answered as it offered: accepted what it allowed (or refused it for a reason of resources), refused what it did not. */
function expectAsOffered(what: string, offered: boolean, answer: Envelope<unknown>): void {
  const { isOk, errorCode, errorMsg } = answer.btCommonRes;
  count(`${what.split('(')[0]} ${offered ? 'offered' : 'not offered'} ${isOk ? 'accepted' : `refused ${errorCode}`}`);
  if (offered) {
    expect(isOk || !notAllowedCodes.has(errorCode ?? ''), `${what}: offered, then refused ${errorCode} ${errorMsg ?? ''}`).toBe(true);
  } else {
    expect(isOk, `${what}: not offered, yet accepted`).toBe(false);
  }
}

const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

/** The order as the actor reads it: its allowedActions, or undefined when the actor may not read it. */
async function readOrder(orderNo: string) {
  const answer = await call(orderApi.detail, { orderNo });
  return answer.btCommonRes.isOk ? answer.order : undefined;
}

// ---- the actions ----

const FLIGHTS = [
  { flightNo: 'XY5103', dep: 'PVG', arr: 'CTU' },
  { flightNo: 'XY5101', dep: 'PVG', arr: 'CTU' },
  { flightNo: 'XY5203', dep: 'CAN', arr: 'PEK' },
  { flightNo: 'XY5311', dep: 'SHA', arr: 'XIY' },
] as const;

class Book implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly flight: number,
    readonly daysAhead: number,
    readonly seats: number,
    readonly named: number,
  ) {}
  check = () => true;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const { flightNo } = FLIGHTS[this.flight % FLIGHTS.length]!;
    const flightDate = new Date(simulator.clock.nowMs() + this.daysAhead * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const selections = [{ direction: 'O' as const, flightNo, flightDate }];
    const counts = { adultCount: this.seats, childCount: 0, infantCount: 0 };
    const priced = await call(tempGroupApi.price, { selections, ...counts });
    if (!priced.btCommonRes.isOk) {
      if (!can(this.actor, tempGroupApi.price.authCode)) expect(priced.btCommonRes.errorCode).toBe(ERRORS.PERMISSION_DENIED.code);
      return;
    }
    const passengers = Array.from({ length: Math.min(this.named, this.seats) }, () => adult());
    const created = await call(tempGroupApi.create, {
      selections,
      ...counts,
      groupName: `模型测试团${model.booked.length + 1}`,
      contact: { name: '王建国', mobile: '13900000001' },
      passengers,
      expectedTotal: priced.quote!.totalAmount,
    });
    count(`book ${created.btCommonRes.isOk ? 'accepted' : `refused ${created.btCommonRes.errorCode}`}`);
    if (created.btCommonRes.isOk) model.booked.push(created.order!.orderNo);
  }
  toString = () => `book(${this.actor}, ${FLIGHTS[this.flight % FLIGHTS.length]!.flightNo} +${this.daysAhead}d, ${this.seats} seats, ${this.named} named)`;
}

/** An order action the portal offers from `allowedActions`, taken by `actor` on the `index`th order booked. */
abstract class OrderStep implements fc.AsyncCommand<Model, Real> {
  abstract readonly action: OrderAction;
  abstract readonly authCode: string | undefined;
  constructor(
    readonly actor: Actor,
    readonly index: number,
  ) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  abstract perform(orderNo: string): Promise<Envelope<unknown> | undefined>;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const orderNo = pick(model.booked, this.index)!;
    const order = await readOrder(orderNo);
    if (!order) return;
    const offered = order.allowedActions.includes(this.action) && can(this.actor, this.authCode);
    const answer = await this.perform(orderNo);
    if (answer) expectAsOffered(`${this} on ${orderNo}`, offered, answer);
  }
  toString = () => `${this.action.toLowerCase()}(${this.actor}, order #${this.index})`;
}

class Pay extends OrderStep {
  readonly action = 'PAY';
  readonly authCode = AUTH.PAY;
  async perform(orderNo: string) {
    const payable = await call(payApi.payable, { payableKind: 'ORDER', payableNo: orderNo });
    if (!payable.btCommonRes.isOk) return payable;
    const { milestone, amount } = payable.payable!;
    return call(payApi.payment, {
      payableKind: 'ORDER',
      payableNo: orderNo,
      ...(milestone ? { milestone } : {}),
      method: 'PREPAID',
      points: 0,
      expectedAmount: amount,
      idempotencyKey: newKey(),
    });
  }
}

class Name extends OrderStep {
  readonly action = 'EDIT_PASSENGERS';
  readonly authCode = orderApi.passengerAdd.authCode;
  perform(orderNo: string) {
    return call(orderApi.passengerAdd, { orderNo, passengers: [adult(), adult()] });
  }
}

class Ticket extends OrderStep {
  readonly action = 'ISSUE_TICKETS';
  readonly authCode = orderApi.issueTickets.authCode;
  perform(orderNo: string) {
    return call(orderApi.issueTickets, { orderNo });
  }
}

class Release extends OrderStep {
  readonly action = 'RELEASE_SEATS';
  readonly authCode = orderApi.releaseSeats.authCode;
  async perform(orderNo: string) {
    const quote = await call(orderApi.seatReleaseQuote, { orderNo, count: 1 });
    if (!quote.btCommonRes.isOk) return quote;
    return call(orderApi.releaseSeats, { orderNo, count: 1, expectedForfeit: quote.quote!.forfeit });
  }
}

class Cancel extends OrderStep {
  readonly action = 'CANCEL';
  readonly authCode = orderApi.cancel.authCode;
  perform(orderNo: string) {
    return call(orderApi.cancel, { orderNo, reason: '模型测试取消' });
  }
}

class Refund extends OrderStep {
  readonly action = 'REFUND';
  readonly authCode = refundApi.apply.authCode;
  async perform(orderNo: string) {
    const open = simulator.orders.get(orderNo)?.tickets.filter((ticket) => ticket.status === 'OPEN_FOR_USE').slice(0, 2).map((ticket) => ticket.ticketNo) ?? [];
    if (open.length === 0) return undefined;
    const quote = await call(refundApi.advance, { orderNo, ticketNos: open, kind: 'VOLUNTARY' });
    if (!quote.btCommonRes.isOk) return quote;
    return call(refundApi.apply, { orderNo, ticketNos: open, kind: 'VOLUNTARY', reason: '模型测试退票', fileIds: [], expectedAmount: quote.quote!.amount });
  }
}

/** The airline changes the first flight of the `index`th order: cancels it (with or without an alternative), or moves it. */
class Publish implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly kind: 'CANCEL' | 'CANCEL_ALT' | 'TIME_CHANGE',
    readonly hours: number,
  ) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  async run(model: Model): Promise<void> {
    const order = simulator.orders.get(pick(model.booked, this.index)!);
    const segment = order?.segments[0];
    if (!order || !segment) return;
    const [hh, mm] = segment.depTime.split(':').map(Number) as [number, number];
    const moved = (hh + this.hours) % 24;
    const clock = (h: number) => `${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
    const input =
      this.kind === 'TIME_CHANGE'
        ? { flightNo: segment.flightNo, flightDate: segment.flightDate, changeType: 'TIME_CHANGE' as const, newDepTime: clock(moved), newArrTime: clock((moved + 3) % 24) }
        : this.kind === 'CANCEL_ALT'
          ? { flightNo: segment.flightNo, flightDate: segment.flightDate, changeType: 'CANCEL' as const, newFlightNo: segment.flightNo, newFlightDate: nextDay(segment.flightDate) }
          : { flightNo: segment.flightNo, flightDate: segment.flightDate, changeType: 'CANCEL' as const };
    try {
      await simulator.scheduleChanges.publish({ ...input, reason: '模型测试' });
      count(`airline.publish ${this.kind}`);
    } catch (error) {
      // The airline's own refusals (a departure not flown, already left, an alternative without seats) change nothing.
      if (!(error instanceof Error) || error.name === 'InvariantViolation') throw error;
    }
  }
  toString = () => `airline.publish(${this.kind}${this.kind === 'TIME_CHANGE' ? ` +${this.hours}h` : ''}, order #${this.index})`;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The agent's decision on the `index`th order's waiting change, as the banner offers it. */
class Decide implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly index: number,
    readonly action: ScheduleChangeAction,
  ) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const orderNo = pick(model.booked, this.index)!;
    const read = await call(scheduleChangeApi.orderChanges, { orderNo });
    const change = read.changes?.find((candidate) => candidate.status === 'PENDING');
    if (!change) return;
    const offered = change.allowedActions.includes(this.action);
    const ref = { orderNo, noticeId: change.noticeId };
    let answer: Envelope<unknown>;
    if (this.action === 'ACCEPT') answer = await call(scheduleChangeApi.accept, ref);
    else if (this.action === 'REFUND') answer = await call(scheduleChangeApi.refund, ref);
    else {
      const options = await call(scheduleChangeApi.rebookOptions, ref);
      const to = options.options?.[0];
      if (!to) return;
      answer = await call(scheduleChangeApi.rebook, { ...ref, flightNo: to.flightNo, flightDate: to.flightDate });
    }
    expectAsOffered(`${this}`, offered, answer);
  }
  toString = () => `decide(${this.actor}, ${this.action}, order #${this.index})`;
}

/** The airline reviews every refund application waiting for it (approves). */
class ReviewRefunds implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(): Promise<void> {
    for (const refund of simulator.refunds.pending()) await simulator.refunds.review(refund.refundId, { approve: true });
  }
  toString = () => 'airline.reviewRefunds()';
}

/** Time passes: deadlines fall, the airline decides, tickets are issued by the clock. */
class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(): Promise<void> {
    await simulator.clock.advance(this.hours * 3_600_000);
  }
  toString = () => `clock.advance(${this.hours}h)`;
}

const actor = fc.constantFrom<Actor>('agent01', 'agent01', 'staff01', 'staff02');
const index = fc.nat(15);

/** Every action, weighted so that booked orders live long enough to meet each other's features. */
export const commands = [
  fc.tuple(actor, fc.nat(FLIGHTS.length - 1), fc.integer({ min: 4, max: 40 }), fc.integer({ min: 10, max: 30 }), fc.integer({ min: 0, max: 30 })).map(
    ([who, flight, days, seats, named]) => new Book(who, flight, days, seats, named),
  ),
  fc.tuple(actor, index).map(([who, i]) => new Pay(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Pay(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Name(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Ticket(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Release(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Cancel(who, i)),
  fc.tuple(actor, index).map(([who, i]) => new Refund(who, i)),
  fc.tuple(index, fc.constantFrom('CANCEL' as const, 'CANCEL_ALT' as const, 'TIME_CHANGE' as const), fc.integer({ min: 1, max: 5 })).map(([i, kind, hours]) => new Publish(i, kind, hours)),
  fc.tuple(actor, index, fc.constantFrom<ScheduleChangeAction>('ACCEPT', 'REBOOK', 'REFUND')).map(([who, i, what]) => new Decide(who, i, what)),
  fc.tuple(actor, index, fc.constantFrom<ScheduleChangeAction>('ACCEPT', 'REBOOK', 'REFUND')).map(([who, i, what]) => new Decide(who, i, what)),
  fc.constant(new ReviewRefunds()),
  fc.integer({ min: 1, max: 96 }).map((hours) => new Advance(hours)),
  ...revisionCommands,
];

/** After every step: no invariant broken, whatever answered. */
export function expectNoViolation(): void {
  expect(store.violations.map((violation) => `[${violation.invariant}] ${violation.entity}: ${violation.detail}`)).toEqual([]);
}
