import { expect } from 'vitest';

/**
 * Every item passes `predicate`, and there is at least one item: `list.every(…)` is true of an empty
 * list, so an assertion built on it alone passes when a filter finds nothing. A failure names the
 * items that did not pass.
 */
export function expectEvery<T>(items: readonly T[], predicate: (item: T) => unknown): void {
  expect(items.length, 'no items to check: an empty list proves nothing').toBeGreaterThan(0);
  expect(items.filter((item) => !predicate(item))).toEqual([]);
}
