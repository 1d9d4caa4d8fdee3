import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

type Kind = 'Timeout' | 'Interval';

/**
 * Holds the timers (setTimeout or setInterval) of one delay instead of letting the wall clock run them:
 * the test says when their time has come (`elapse`). Timers of every other delay run as usual. Undone
 * when the test finishes.
 *
 * A test of "waits N ms" or "asks again every N ms" then neither sleeps nor races: it checks that the
 * thing has not happened yet, elapses the held timers, and checks that it has.
 */
export function holdTimers(kind: Kind, delayMs: number) {
  const held = new Map<number, () => void>();
  let nextId = 1_000_000_000;
  const set = globalThis[`set${kind}`];
  const clear = globalThis[`clear${kind}`];
  const spies = [
    vi.spyOn(globalThis, `set${kind}`).mockImplementation(((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
      if (delay !== delayMs) return set(callback, delay, ...args);
      const id = (nextId += 1);
      held.set(id, () => callback(...args));
      return id;
    }) as typeof setTimeout),
    vi.spyOn(globalThis, `clear${kind}`).mockImplementation(((id?: unknown) => {
      if (!held.delete(id as number)) clear(id as Parameters<typeof clearTimeout>[0]);
    }) as typeof clearTimeout),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return {
    /** How many are waiting. */
    get count() {
      return held.size;
    },
    /** delayMs have passed: run each held timer once (a timeout is then gone, an interval stays). */
    elapse() {
      const due = [...held.entries()];
      if (kind === 'Timeout') due.forEach(([id]) => held.delete(id));
      act(() => due.forEach(([, run]) => run()));
    },
  };
}
