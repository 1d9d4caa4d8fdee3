import fc from 'fast-check';
import { expect } from 'vitest';
import { accountApi, orderApi, scatteredApi, type OrderAction, type OrderDetail } from '@/lib/gateway/endpoints';
import type { Endpoint, Envelope } from '@/lib/gateway/envelope';
import { ERRORS, type ErrorKey } from '@/lib/gateway/error-codes';
import { routes } from '@/mocks/handlers';
import { treeHasFunction } from '@/mocks/kernel/menu-tree';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { urlOf } from '../support';

/**
 * What every action of the model-based test shares (docs/architecture.md "The model-based test"): the
 * model, the actors and how they sign in, the call through the gateway's own route, what the gateway
 * offered against what it answered, and the base of an order's actions. Each area's actions are in a
 * file of their own and registered in commands.ts.
 */

export type Actor = 'agent01' | 'staff01' | 'staff02';

const STAFF: Record<Exclude<Actor, 'agent01'>, string> = { staff01: 'staff01', staff02: 'staff02' };

/** What the model remembers of a run: the orders, bids and ancillary orders its agency made, and who is signed in. */
export interface Model {
  signedIn: Actor | null;
  booked: string[];
  bids: string[];
  ancillaries: string[];
}

/** The real system is the simulator itself, reached through the gateway. */
export type Real = Record<string, never>;

/** An action of the model: a step of a script. */
export type Step = fc.AsyncCommand<Model, Real>;

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
  'DELAY_TOO_LATE',
  'ORDER_NOT_PAID',
  'NAMES_INCOMPLETE',
  'CHARTER_WHOLE_AIRCRAFT',
];
const notAllowedCodes = new Set<string>(NOT_ALLOWED.map((key) => ERRORS[key].code));

/** The gateway's routes by path: what the MSW handler and the HTTP gateway answer a POST with. */
const ROUTES = new Map(routes.map((route) => [route.path, route]));

/**
 * A call as the portal's client makes it, answered by the gateway's own route — its session check,
 * authCode, request schema and transaction — without passing through MSW's interception of fetch, which
 * cost a fifth of a run and tests nothing of the simulator.
 */
export async function call<Req, Res>(endpoint: Endpoint<Req, Res>, body: Req): Promise<Envelope<Partial<Res>>> {
  const route = ROUTES.get(endpoint.path);
  if (!route) throw new Error(`no route for ${endpoint.path}`);
  const response = await route.answer(
    new Request(urlOf(endpoint), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<Partial<Res>>;
}

export async function signIn(model: Model, actor: Actor): Promise<void> {
  const session = simulator.state.session;
  // A session idle past its limit after a clock move: sign in again, as the portal sends the user back.
  if (model.signedIn === actor && session && !session.expired && simulator.clock.nowMs() - session.lastSeen < 20 * 60_000) return;
  const { captchaKey } = await call(accountApi.imageCaptcha, {});
  const captcha = { captchaKey: captchaKey!, captchaCode: simulator.peekCaptcha()! };
  const answer =
    actor === 'agent01'
      ? await call(accountApi.agentLogin, { userName: 'agent01', password: 'Agent@2026', ...captcha })
      : await call(accountApi.multiUserLogin, { agencyAccount: 'agent01', userName: STAFF[actor], password: 'Staff@2026', ...captcha });
  expect(answer.btCommonRes, answer.btCommonRes.errorMsg).toMatchObject({ isOk: true });
  model.signedIn = actor;
}

const accountOf = (actor: Actor) =>
  simulator.state.accounts.find((account) => account.userName === actor && (actor === 'agent01' || account.parentAccount === 'agent01'))!;
/** Whether the actor's role holds the function (undefined: none needed). */
export const can = (actor: Actor, code: string | undefined) => code === undefined || treeHasFunction(accountOf(actor).menu, code);

/** How often each action was offered, accepted and refused over a run (`MODEL_STATS=1` prints it): what the search reached. */
export const stats = new Map<string, number>();
export const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);

/** The gateway answered as it offered: accepted what it allowed (or refused it for a reason of resources), refused what it did not. */
export function expectAsOffered(what: string, offered: boolean, answer: Envelope<unknown>): void {
  const { isOk, errorCode, errorMsg } = answer.btCommonRes;
  count(`${what.split('(')[0]} ${offered ? 'offered' : 'not offered'} ${isOk ? 'accepted' : `refused ${errorCode}`}`);
  if (offered) {
    expect(isOk || !notAllowedCodes.has(errorCode ?? ''), `${what}: offered, then refused ${errorCode} ${errorMsg ?? ''}`).toBe(true);
  } else {
    expect(isOk, `${what}: not offered, yet accepted`).toBe(false);
  }
}

/** A booking's answer: counted, and when accepted its order joins the model. */
export function booked(model: Model, what: string, answer: Envelope<unknown>, orderNos: readonly string[]): void {
  count(`${what} ${answer.btCommonRes.isOk ? 'accepted' : `refused ${answer.btCommonRes.errorCode}`}`);
  if (answer.btCommonRes.isOk) model.booked.push(...orderNos);
}

/** ' → TO100104': what a step acted on in the run, once it ran (a failing script names it). */
export const on = (entity: string | undefined) => (entity ? ` → ${entity}` : '');

export const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

/** 'YYYY-MM-DD' of the simulator's clock plus `days`, in Beijing time. */
export const dateAhead = (days: number) => new Date(simulator.clock.nowMs() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

export const CONTACT = { name: '王建国', mobile: '13900000001' };

/** The order as the actor reads it (a scattered order on its own page): its allowedActions, or undefined when the actor may not read it. */
export async function readOrder(orderNo: string): Promise<OrderDetail | undefined> {
  const scattered = simulator.orders.get(orderNo)?.kind === 'SCATTERED';
  const answer = scattered ? await call(scatteredApi.detail, { orderNo }) : await call(orderApi.detail, { orderNo });
  return answer.btCommonRes.isOk ? answer.order : undefined;
}

/** An order action the portal offers from `allowedActions`, taken by `actor` on the `index`th order booked. */
export abstract class OrderStep implements Step {
  abstract readonly action: OrderAction;
  /** The function the action needs of the actor's role, on the path it takes. */
  abstract authCode(orderNo: string): string | undefined;
  constructor(
    readonly actor: Actor,
    readonly index: number,
  ) {}
  /** The order it acted on in its last run. */
  orderNo: string | undefined;
  check = (model: Readonly<Model>) => model.booked.length > 0;
  /** Performs the action through the gateway; undefined when there is nothing to perform it on (no ticket to refund). */
  abstract perform(orderNo: string, order: OrderDetail): Promise<Envelope<unknown> | undefined>;
  async run(model: Model): Promise<void> {
    await signIn(model, this.actor);
    const orderNo = pick(model.booked, this.index)!;
    this.orderNo = orderNo;
    const order = await readOrder(orderNo);
    if (!order) return;
    const offered = order.allowedActions.includes(this.action) && can(this.actor, this.authCode(orderNo));
    const answer = await this.perform(orderNo, order);
    if (answer) expectAsOffered(`${this} on ${orderNo}`, offered, answer);
  }
  toString = () => `${this.action.toLowerCase()}(${this.actor}, order #${this.index})${on(this.orderNo)}`;
}

export const isScattered = (orderNo: string) => simulator.orders.get(orderNo)?.kind === 'SCATTERED';

/** After every step: no invariant broken, whatever answered. */
export function expectNoViolation(): void {
  expect(store.violations.map((violation) => `[${violation.invariant}] ${violation.entity}: ${violation.detail}`)).toEqual([]);
}

export const actor = fc.constantFrom<Actor>('agent01', 'agent01', 'staff01', 'staff02');
export const index = fc.nat(15);
