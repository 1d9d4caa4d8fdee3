import { freeze, type Draft } from 'immer';
import { immer } from './kernel/immer';
import { createRng, type Rng } from './kernel/random';
import { SimulatorRefusal } from './kernel/refusal';
import { SETTLING } from './rules';
import { checkInvariants, InvariantViolation, type Violation } from './invariants';
import { settle } from './kernel/settle';
import type { SimulatorState } from './state';

/**
 * The simulator's domain store. The state is immutable: every change goes through `update(fn)`, a
 * transaction in which `getState()` answers an Immer draft. The transaction applies all of its changes
 * or none: an exception (a refusal included) drops the draft and the state stays exactly as it was —
 * except a refusal made with `keepChanges`, which records the attempt itself (a spent captcha, a
 * counted wrong password). Changes made outside a gateway call (clock, faults, reset) are `apply(op)`
 * with a pure operation, so persistence can replay them onto another tab's newer state.
 */

type Listener = () => void;

/** A pure change of the whole state: the control API's clock moves, faults and reset. */
export type StateOperation = (state: SimulatorState) => SimulatorState;

/** What persistence plugs into the store (persistence.ts); absent in Node. */
export interface StoreCoordinator {
  /** Runs a gateway call with the state up to date and the other tabs held off; saves after. */
  runCall<T>(fn: () => T): Promise<T>;
  /** A local operation was applied; resolves once it is saved. */
  applied(op: StateOperation): Promise<void>;
}

/**
 * What the store does when a committed state breaks an invariant (rules/invariants.ts): `throw` refuses
 * the transaction (tests, development: the call fails loudly at the step that broke it), `record` keeps
 * the state and lists the violation (the demo's panel, the HTTP gateway's log), `off` checks nothing.
 */
export type InvariantMode = 'throw' | 'record' | 'off';

export interface SimulatorStore {
  getState(): SimulatorState;
  update<T>(fn: () => T): T;
  /**
   * Runs `fn` on the committed state itself, frozen, with no draft: a call that only reads (gateway.ts
   * `handle` with `reads`). Reading a draft costs a proxy trap per property and a copy per object touched
   * — most of an order list's time — and a read has nothing to commit. Nothing can change in it: the
   * state is frozen to the leaves (an assignment throws), and `update`, `apply` or `replace` inside it
   * throw, so a call that writes but is declared a read fails loudly instead of losing its change.
   * Inside a transaction it is part of the transaction (reads its draft).
   */
  read<T>(fn: () => T): T;
  apply(op: StateOperation): Promise<void>;
  /**
   * Replaces the state (the settle step's result; persistence loading a saved one, `load`: what an
   * older build saved is listed if it breaks an invariant, never refused); notifies.
   */
  replace(next: SimulatorState, options?: { load?: boolean }): void;
  /** Runs `fn` with notifications held until it ends: a call notifies once. */
  batch<T>(fn: () => T): T;
  runCall<T>(fn: () => T): Promise<T>;
  subscribe(listener: Listener): () => void;
  /** Tells subscribers something beside the state changed (persistence status). */
  notify(): void;
  attach(coordinator: StoreCoordinator | null): void;
  /** How invariants are checked after each commit, and the violations recorded so far (newest last). */
  checkInvariants(mode: InvariantMode): void;
  readonly violations: readonly Violation[];
  clearViolations(): void;
}

/** Where the store checks invariants unless told otherwise: loudly wherever a developer or a test runs it. */
const DEFAULT_MODE: InvariantMode = import.meta.env.DEV || import.meta.env.MODE === 'test' ? 'throw' : 'record';
/** Violations kept for the panel; older ones drop off. */
const VIOLATIONS_KEPT = 50;

/**
 * `initial` may be a function: the state is made on first use, so a browser page whose saved state
 * replaces it (persistence.ts) never computes the seed it would throw away.
 */
export function createStore(initial: SimulatorState | (() => SimulatorState)): SimulatorStore {
  let made: SimulatorState | null = typeof initial === 'function' ? null : initial;
  const current = (): SimulatorState => (made ??= (initial as () => SimulatorState)());
  let draft: Draft<SimulatorState> | null = null;
  /** Depth of `read()`s running outside a transaction: no change may happen meanwhile. */
  let reading = 0;
  const refuseInRead = (what: string) => {
    if (reading > 0) throw new Error(`simulator store: ${what} inside a read (a call that changes the state is not a read)`);
  };
  let coordinator: StoreCoordinator | null = null;
  let batchDepth = 0;
  let changedInBatch = false;
  const listeners = new Set<Listener>();
  let mode: InvariantMode = DEFAULT_MODE;
  const violations: Violation[] = [];

  const notify = () => listeners.forEach((listener) => listener());

  /** The state's clock now: real time plus the simulator's offset (clock.ts reads the same). */
  const nowOf = (state: SimulatorState) => Date.now() + state.clockOffsetMs;

  function commitState(next: SimulatorState, load = false): void {
    if (next === made) return;
    if (mode !== 'off' && made !== null) {
      const found = checkInvariants(next, nowOf(next), made);
      if (found.length > 0) {
        // Kept in either mode: a call that threw may have been answered 500 by whatever ran it.
        violations.push(...found);
        violations.splice(0, Math.max(0, violations.length - VIOLATIONS_KEPT));
        if (mode === 'throw' && !load) throw new InvariantViolation(found);
      }
    }
    made = next;
    if (batchDepth > 0) changedInBatch = true;
    else notify();
  }

  const store: SimulatorStore = {
    getState: () => (draft ?? current()) as SimulatorState,

    update<T>(fn: () => T): T {
      // A nested update is part of the enclosing transaction.
      if (draft) return fn();
      refuseInRead('update()');
      const started = immer.createDraft(current());
      draft = started;
      let result: T;
      try {
        result = fn();
      } catch (error) {
        draft = null;
        if (error instanceof SimulatorRefusal && error.keepChanges) commitState(immer.finishDraft(started) as SimulatorState);
        throw error;
      }
      draft = null;
      commitState(immer.finishDraft(started) as SimulatorState);
      return result;
    },

    read<T>(fn: () => T): T {
      if (draft) return fn();
      // Frozen to the leaves: Immer's deep freeze stops at a frozen object, so on a committed state
      // (frozen by Immer or by this) it only walks what a replace() put on top — the session's swap in.
      freeze(current(), true);
      reading += 1;
      try {
        return fn();
      } finally {
        reading -= 1;
      }
    },

    apply(op) {
      if (draft) throw new Error('simulator store: apply() inside a transaction');
      refuseInRead('apply()');
      commitState(op(current()));
      return coordinator ? coordinator.applied(op) : Promise.resolve();
    },

    replace(next, options) {
      refuseInRead('replace()');
      commitState(next, options?.load);
    },

    batch<T>(fn: () => T): T {
      batchDepth += 1;
      try {
        return fn();
      } finally {
        batchDepth -= 1;
        if (batchDepth === 0 && changedInBatch) {
          changedInBatch = false;
          notify();
        }
      }
    },

    runCall<T>(fn: () => T): Promise<T> {
      if (coordinator) return coordinator.runCall(fn);
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    notify,

    attach(next) {
      coordinator = next;
    },

    checkInvariants(next) {
      mode = next;
    },

    get violations() {
      return violations;
    },

    clearViolations() {
      violations.length = 0;
    },
  };
  return store;
}

/** Makes the seed as of a clock instant: src/mocks/seed.ts, which gives itself here when it loads. */
export type SeedMaker = (now: number, clockOffsetMs: number) => SimulatorState;
let seedMaker: SeedMaker | null = null;

/**
 * The seed the shared store starts from and resets to. The store cannot import it: the seed reads the modules'
 * entries (src/mocks/modules.ts), whose handlers read this store. Whatever starts the simulator loads the seed
 * (simulator.ts, persistence.ts and the worker import it), so it is here before the first call.
 */
export function provideSeed(make: SeedMaker): void {
  seedMaker = make;
}

/** The seed as of `now`, from the maker given by seed.ts. */
function makeSeed(now: number, clockOffsetMs: number): SimulatorState {
  if (!seedMaker) throw new Error('simulator store: no seed yet (import src/mocks/seed.ts, as simulator.ts does)');
  return seedMaker(now, clockOffsetMs);
}

/** The store the handlers, the clock and the control API share: the seed as of now, made on first use. */
export const store = createStore(() => makeSeed(Date.now(), 0));

export function getState(): SimulatorState {
  return store.getState();
}

/** A read of the shared store's committed state, no draft (see `SimulatorStore.read`). */
export function read<T>(fn: () => T): T {
  return store.read(fn);
}

/** A transaction on the shared store (see createStore). */
export function update<T>(fn: () => T): T {
  return store.update(fn);
}

export function subscribe(listener: Listener): () => void {
  return store.subscribe(listener);
}

/** Draws from the store's seeded generator and keeps its state, so codes follow deterministically from a reset. */
export function withRng<T>(draw: (rng: Rng) => T): T {
  return update(() => {
    const state = getState();
    const rng = createRng(state.rngState);
    const result = draw(rng);
    state.rngState = rng.state;
    return result;
  });
}

/** The state with everything due by `now` applied (the settle step). */
export function settled(state: SimulatorState, now: number): SimulatorState {
  return settle(state, now, SETTLING);
}
