import fc from 'fast-check';
import type { ScheduleChangeAction } from '@/domain/bulletin';
import { scheduleChangeApi } from '@/lib/gateway/endpoints';
import type { Envelope } from '@/lib/gateway/envelope';
import { simulator } from '@/mocks/simulator';
import { actor, call, count, expectAsOffered, index, on, pick, signIn, type Actor, type Model, type Step } from './support';

/**
 * Schedule changes: the airline publishes one (a cancellation with or without an alternative, a new
 * time), the agent accepts, rebooks or refunds as the banner offers, or lets it lapse until the airline
 * decides by the clock.
 */

/** The airline changes the first flight of the `index`th order: cancels it (with or without an alternative), or moves it. */
class Publish implements Step {
  constructor(
    readonly index: number,
    readonly kind: 'CANCEL' | 'CANCEL_ALT' | 'TIME_CHANGE',
    readonly hours: number,
  ) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  orderNo: string | undefined;
  async run(model: Model): Promise<void> {
    this.orderNo = pick(model.booked, this.index)!;
    const order = simulator.orders.get(this.orderNo);
    const segment = order?.segments[0];
    if (!order || !segment) return;
    const [hh, mm] = segment.depTime.split(':').map(Number) as [number, number];
    const moved = (hh + this.hours) % 24;
    const clock = (h: number) => `${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
    const input =
      this.kind === 'TIME_CHANGE'
        ? {
            flightNo: segment.flightNo,
            flightDate: segment.flightDate,
            changeType: 'TIME_CHANGE' as const,
            newDepTime: clock(moved),
            newArrTime: clock((moved + 3) % 24),
          }
        : this.kind === 'CANCEL_ALT'
          ? {
              flightNo: segment.flightNo,
              flightDate: segment.flightDate,
              changeType: 'CANCEL' as const,
              newFlightNo: segment.flightNo,
              newFlightDate: nextDay(segment.flightDate),
            }
          : { flightNo: segment.flightNo, flightDate: segment.flightDate, changeType: 'CANCEL' as const };
    try {
      await simulator.scheduleChanges.publish({ ...input, reason: '模型测试' });
      count(`airline.publish ${this.kind}`);
    } catch (error) {
      // The airline's own refusals (a departure not flown, already left, an alternative without seats) change nothing.
      if (!(error instanceof Error) || error.name === 'InvariantViolation') throw error;
    }
  }
  toString = () =>
    `airline.publish(${this.kind}${this.kind === 'TIME_CHANGE' ? ` +${this.hours}h` : ''}, order #${this.index})${on(this.orderNo)}`;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The waiting change of the `index`th order as `actor` reads it on the order's page. */
async function pendingChange(model: Model, who: Actor, index: number) {
  await signIn(model, who);
  const orderNo = pick(model.booked, index)!;
  const read = await call(scheduleChangeApi.orderChanges, { orderNo });
  return { orderNo, change: read.changes?.find((candidate) => candidate.status === 'PENDING') };
}

/** The agent's decision on the `index`th order's waiting change, as the banner offers it. */
class Decide implements Step {
  constructor(
    readonly actor: Actor,
    readonly index: number,
    readonly action: ScheduleChangeAction,
  ) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  orderNo: string | undefined;
  async run(model: Model): Promise<void> {
    const { orderNo, change } = await pendingChange(model, this.actor, this.index);
    this.orderNo = orderNo;
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
  toString = () => `decide(${this.actor}, ${this.action}, order #${this.index})${on(this.orderNo)}`;
}

/** Nobody decides: the clock passes the `index`th order's change's deadline, and the airline decides by itself. */
class LetLapse implements Step {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.booked.length > 0;
  orderNo: string | undefined;
  async run(model: Model): Promise<void> {
    const { orderNo, change } = await pendingChange(model, 'agent01', this.index);
    this.orderNo = orderNo;
    if (!change?.deadline) return;
    const wait = Date.parse(change.deadline) - simulator.clock.nowMs() + 60_000;
    if (wait > 0) await simulator.clock.advance(wait);
    count('change lapsed');
  }
  toString = () => `lapse(order #${this.index}'s change)${on(this.orderNo)}`;
}

/** The airline reviews every refund application waiting for it (approves). */
class ReviewRefunds implements Step {
  check = () => true;
  async run(): Promise<void> {
    for (const refund of simulator.refunds.pending()) await simulator.refunds.review(refund.refundId, { approve: true });
  }
  toString = () => 'airline.reviewRefunds()';
}

/** Time passes: deadlines fall, the airline decides, tickets are issued by the clock. */
class Advance implements Step {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(): Promise<void> {
    await simulator.clock.advance(this.hours * 3_600_000);
  }
  toString = () => `clock.advance(${this.hours}h)`;
}

const decision = fc.constantFrom<ScheduleChangeAction>('ACCEPT', 'REBOOK', 'REFUND');

export const scheduleChangeCommands = [
  fc
    .tuple(index, fc.constantFrom('CANCEL' as const, 'CANCEL_ALT' as const, 'TIME_CHANGE' as const), fc.integer({ min: 1, max: 5 }))
    .map(([i, kind, hours]) => new Publish(i, kind, hours)),
  fc.tuple(actor, index, decision).map(([who, i, what]) => new Decide(who, i, what)),
  fc.tuple(actor, index, decision).map(([who, i, what]) => new Decide(who, i, what)),
  index.map((i) => new LetLapse(i)),
];

export const airlineCommands = [fc.constant(new ReviewRefunds())];

export const clockCommands = [fc.integer({ min: 1, max: 96 }).map((hours) => new Advance(hours))];
