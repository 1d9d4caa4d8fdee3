import { createRng, type Rng } from './random';
import { createSeedState } from './seed';
import { STATE_VERSION, type SimulatorState } from './state';

/**
 * The simulator's domain store: one live state object, created from the seed. In the browser it is
 * persisted (see `attachPersistence`) so a reload loses nothing; in Node it lives in memory only and
 * tests reset it before each test.
 */

/** Where the state is kept between page loads. */
export interface PersistenceAdapter {
  load(): string | null;
  save(json: string): void;
}

export const STORAGE_KEY = 'b2b-simulator-state-v1';

type Listener = () => void;

let state: SimulatorState = createSeedState(Date.now(), 0);
let persistence: PersistenceAdapter | null = null;
const listeners = new Set<Listener>();

export function getState(): SimulatorState {
  return state;
}

/** Saves the state (when persisted) and tells subscribers; call after every change. */
export function commit(): void {
  persistence?.save(JSON.stringify(state));
  listeners.forEach((listener) => listener());
}

/** Draws from the store's seeded generator and keeps its state, so codes follow deterministically from a reset. */
export function withRng<T>(draw: (rng: Rng) => T): T {
  const rng = createRng(state.rngState);
  const result = draw(rng);
  state.rngState = rng.state;
  return result;
}

/** Back to the seed. `now` fixes the clock at that instant (it runs on from there); default: real time. */
export function resetStore(options: { now?: string | Date } = {}): void {
  const realNow = Date.now();
  const now = options.now === undefined ? realNow : new Date(options.now).getTime();
  if (Number.isNaN(now)) throw new Error(`simulator reset: invalid time ${String(options.now)}`);
  state = createSeedState(now, now - realNow);
  commit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isSimulatorState(value: unknown): value is SimulatorState {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === STATE_VERSION;
}

/** Loads the persisted state (or keeps the seed when there is none or it is unreadable) and saves from now on. */
export function attachPersistence(adapter: PersistenceAdapter): void {
  persistence = adapter;
  const saved = adapter.load();
  if (saved !== null) {
    try {
      const parsed: unknown = JSON.parse(saved);
      if (isSimulatorState(parsed)) state = parsed;
    } catch {
      // An unreadable save (older version, manual edit) is replaced by the seed below.
    }
  }
  commit();
}

/** Back to memory only (tests that attached an adapter). */
export function detachPersistence(): void {
  persistence = null;
}

export function localStorageAdapter(storage: Storage, key = STORAGE_KEY): PersistenceAdapter {
  return {
    load: () => storage.getItem(key),
    save: (json) => storage.setItem(key, json),
  };
}
