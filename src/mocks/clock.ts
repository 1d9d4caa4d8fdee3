import { commit, getState } from './store';

/**
 * The simulator's clock: real time plus an offset kept in the store, so it keeps running, survives a
 * reload, and can be moved forward by tests and the developer panel.
 */
export const clock = {
  nowMs(): number {
    return Date.now() + getState().clockOffsetMs;
  },
  now(): Date {
    return new Date(clock.nowMs());
  },
  advance(ms: number): void {
    getState().clockOffsetMs += ms;
    commit();
  },
  set(at: string | Date): void {
    const target = new Date(at).getTime();
    if (Number.isNaN(target)) throw new Error(`simulator clock: invalid time ${String(at)}`);
    getState().clockOffsetMs = target - Date.now();
    commit();
  },
  /** Back to real time. */
  useRealTime(): void {
    getState().clockOffsetMs = 0;
    commit();
  },
};
