import { freeze } from 'immer';
import { createRng } from './kernel/random';
import { auctionDue, dueReminderDue, MONEY_SETTLING } from './rules';
import { settle } from './kernel/settle';
import { madeAnew } from './invariants';
import { seedAgencyBids, seedAuctions } from './channels/bidding/seed/auction';
import { STATE_VERSION, type SimulatorState } from './state';
import { provideSeed } from './store';
import { MODULES, type ModuleSlices } from './modules';
import { seedAccounts, seedTokens } from './session/seed/accounts';
import { seedAgency } from './session/seed/agency';
import { seedBulletins } from './session/seed/bulletins';
import { seedDocuments } from './documents/seed/documents';
import { withSeededScheduleChanges } from './schedule-change/seed/flight-change-notices';
import { seedFlights, seedSeatInventory } from './catalogue/seed/flights';
import { seedMoney } from './payment/seed/money';
import { seedCashierItems } from './ancillary/seed/ancillary';
import { orderSeedAbove, seedOrderSteps } from './order/seed/orders';
import { seedPromoOffers } from './channels/promotional/seed/promotional';
import { seedRegularPassengers } from './session/seed/regular-passengers';
import { withSeededSeries } from './channels/series/seed/series';
import { withSeededScattered } from './channels/scattered/seed/scattered';

/**
 * The demo data every run starts from, one file per collection. Deterministic: one fixed PRNG seed,
 * and every date relative to the clock's `now` at seed time, so the data always looks current.
 */

export { SEED_ACCOUNT_IDS } from './session/seed/accounts';
export { SEED_PENDING_REGISTRATION } from './session/seed/agency';
export { corpTicketedOrder } from './documents/seed/documents';
export { UNSAFE_BULLETIN_PROD_NO } from './session/seed/bulletins';
export { SOLD_OUT_DEPARTURE } from './catalogue/seed/flights';
export { SEED_VOUCHER } from './payment/seed/money';

const SEED = 20260101;

/** A fresh simulator state, as of `now` (clock milliseconds). */
export function createSeedState(now: number, clockOffsetMs: number): SimulatorState {
  const steps = seedSteps(now, clockOffsetMs);
  for (;;) {
    const step = steps.next();
    if (step.done) return madeAnew(step.value);
  }
}

/**
 * The same state, made a step at a time with `pause()` between the steps: a browser page lets the event
 * loop run there (a paint, a click), so making the seed is no task of a third of a second beside the
 * login page (docs/performance.md, "The simulator's start").
 */
export async function createSeedStateInChunks(now: number, clockOffsetMs: number, pause: () => Promise<void>): Promise<SimulatorState> {
  const steps = seedSteps(now, clockOffsetMs);
  for (;;) {
    const step = steps.next();
    if (step.done) return madeAnew(step.value);
    await pause();
  }
}

/** The seed's steps: each `yield` is a place where nothing is half made, for createSeedStateInChunks to pause. */
function* seedSteps(now: number, clockOffsetMs: number): Generator<void, SimulatorState> {
  const rng = createRng(SEED);
  const accounts = seedAccounts(now);
  const bulletins = seedBulletins(now, rng);
  const flights = seedFlights();
  yield;
  // The modules above the order core lend what they do while the orders are made (their entries' `orderSeed`),
  // at the turns they always had.
  const orders = yield* seedOrderSteps(now, accounts, flights, rng, orderSeedAbove(MODULES.map((module) => module.orderSeed?.() ?? {})));
  yield;
  const { accounts: agencyAccounts, ...agency } = seedAgency(accounts, now);
  const common = {
    version: STATE_VERSION,
    clockOffsetMs,
    rngState: rng.state,
    serialCounter: 0,
    accounts,
    tokens: seedTokens(),
    session: null,
    captchas: {},
    lastCaptcha: null,
    smsCodes: {},
    smsOutbox: [],
    dueReminders: [],
    loginFailures: {},
    bulletins,
    flightChangeNotices: [],
    flights,
    seatInventory: seedSeatInventory(now, flights, orders.seatInventory),
    promoOffers: seedPromoOffers(now, flights),
    charterAircraft: orders.charterAircraft,
    ...seedAuctions(now, flights),
    orders: orders.orders,
    series: [],
    orderSequences: orders.orderSequences,
    refunds: orders.refunds,
    scatteredPnrs: [],
    refundFiles: [],
    ancillaryOrders: orders.ancillaryOrders,
    regularPassengers: seedRegularPassengers(now),
    ...agency,
    invoices: [],
    reports: [],
    documentSequences: {},
    pendingFault: null,
    settleLog: [],
    revisions: {},
    presence: [],
  } satisfies Partial<Parameters<typeof seedMoney>[0]>;
  const base: Parameters<typeof seedMoney>[0] = {
    ...common,
    ...initialSlices<Exclude<keyof Parameters<typeof seedMoney>[0], keyof typeof common>>(now),
  };
  yield;
  // The money replays over the orders (payments, top-ups, points, rewards) and the cashier's ancillary
  // items (the ancillary module's, above the payment module: it hands them in); the agency's organisation
  // (more sub-accounts, a pending registration) is added after it, leaving both as they were.
  const cashier = seedCashierItems(base, now);
  const withMoney = seedMoney({ ...base, ancillaryOrders: [...base.ancillaryOrders, ...cashier.items] }, now, rng, {
    ancillaryCount: cashier.items.length,
    paid: cashier.paid,
  });
  yield;
  const withAgency = { ...withMoney, accounts: [...withMoney.accounts, ...agencyAccounts] };
  // The documents (invoices of corp01's tickets, agent01's reports) read all of the above.
  const withDocuments = { ...withAgency, ...seedDocuments(withAgency, now) };
  yield;
  // agent01's series, then its bids (their deposits are payments like any other), the ended activity settled
  // as the first call would: the losers' deposits back in the prepaid account. Last, so their orders and
  // payments continue the numbers, changing none seeded before.
  const withSeries = withSeededSeries(withDocuments, now, { lenient: false });
  yield;
  const withBids = settle(seedAgencyBids(withSeries, now), now, [auctionDue, ...MONEY_SETTLING]);
  yield;
  // agent01's scattered orders, so that every number seeded before stays as it was; then the airline's
  // schedule changes over all of them (they reissue tickets and refund).
  const scattered = withSeededScattered(withBids, now, { lenient: false });
  yield;
  let withModules = withSeededScheduleChanges(scattered, now);
  yield;
  // The modules' own seed steps (their entries' `seed`), in the list's order, after everything above.
  for (const module of MODULES) {
    if (!module.seed) continue;
    withModules = module.seed(withModules, now);
    yield;
  }
  // The SMS reminders of what was already in its last 2 hours (or had arrived) were sent before now.
  return settle(withModules, now, [dueReminderDue]);
}

/**
 * The slices of the modules whose records the steps above do not make (their entries' `initial`): `Keys` are
 * the state's keys the steps leave out, so the compiler asks for an `initial` of a module that needs one.
 */
function initialSlices<Keys extends keyof ModuleSlices>(now: number): Pick<ModuleSlices, Keys> {
  return Object.assign({}, ...MODULES.map((module) => module.initial?.(now) ?? {}));
}

/** The seeds made last, by instant, the most recently used last. */
const seeds = new Map<number, SimulatorState>();
/**
 * How many are kept: a test file that resets to its own instant alternates with the set-up's reset to the
 * tests' instant before every test, and with one kept each reset made its seed again.
 */
const SEEDS_KEPT = 4;

/**
 * The seed as of `now` (clock ms), the clock fixed at that instant and running on from there. The seed
 * is a pure function of `now` and states are immutable, so the last few made are kept (frozen) and
 * served again: the tests reset to one instant before each test, and a seed costs ~50 ms to make.
 */
export function seedAt(now: number): SimulatorState {
  let seed = seeds.get(now);
  if (seed) seeds.delete(now);
  else seed = freeze(createSeedState(now, 0), true);
  seeds.set(now, seed);
  if (seeds.size > SEEDS_KEPT) seeds.delete(seeds.keys().next().value as number);
  return { ...seed, clockOffsetMs: now - Date.now() };
}

// The shared store starts from this seed and resets to it (store.ts cannot import it: see provideSeed).
provideSeed(createSeedState);
