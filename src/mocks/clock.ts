import { getState, settled, store } from './store';

/**
 * The simulator's clock: real time plus an offset kept in the store, so it keeps running, survives a
 * reload, and can be moved by tests and the developer panel. Moving it runs the settle step (whatever
 * falls due in the jump is applied, in order of due time) and notifies subscribers. The returned
 * promises resolve once the move is saved (browser); the move itself is visible at once.
 */

function moveTo(offsetOf: (state: { clockOffsetMs: number }) => number): Promise<void> {
  return store.apply((state) => {
    const clockOffsetMs = offsetOf(state);
    return settled({ ...state, clockOffsetMs }, Date.now() + clockOffsetMs);
  });
}

export const clock = {
  nowMs(): number {
    return Date.now() + getState().clockOffsetMs;
  },
  now(): Date {
    return new Date(clock.nowMs());
  },
  advance(ms: number): Promise<void> {
    return moveTo((state) => state.clockOffsetMs + ms);
  },
  set(at: string | Date): Promise<void> {
    const target = new Date(at).getTime();
    if (Number.isNaN(target)) throw new Error(`simulator clock: invalid time ${String(at)}`);
    return moveTo(() => target - Date.now());
  },
  /** Back to real time. */
  useRealTime(): Promise<void> {
    return moveTo(() => 0);
  },
};
