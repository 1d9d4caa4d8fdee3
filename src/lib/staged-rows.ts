import { useDeferredValue } from 'react';

/**
 * A long table's rows in two stages: its first render has the first `first` rows (what the screen shows
 * of it), and React's background render right after has them all — so the rows a user sees come without
 * waiting for hundreds below them (docs/performance.md, "The heaviest screen"). Only the mount is staged:
 * later changes (an edit, a deletion) render at once, as before.
 */
export function useStagedRows<T>(rows: readonly T[], first: number): readonly T[] {
  // False in the first render, then true from the deferred render React schedules at once.
  const settled = useDeferredValue(true, false);
  return settled || rows.length <= first ? rows : rows.slice(0, first);
}
