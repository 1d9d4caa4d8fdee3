import { useState, type UIEvent } from 'react';

/**
 * The name list's rows down to what its scroll box has shown, and `ahead` more: a group of 186 renders the
 * `ahead` rows the box shows when the tab opens, and more as the list is scrolled (or the active cell moves
 * further down), never fewer. The rows not rendered yet keep their height in one spacer row (`restHeight`),
 * so the scroll bar is the whole list's. Rendering all 186 rows (React, then the browser's style, layout and paint of
 * each) was most of the tab's time on a slow PC (docs/performance.md, "The heaviest screen at 3×").
 *
 * A list of up to `whole` rows renders whole: a few rows more cost little, and everything in the document
 * stays findable in the page.
 *
 * A DOM without layout (a test's: jsdom has no IntersectionObserver, and every size is 0) gets every row at
 * once. Told from the platform, not by measuring the box: reading its height while React commits would
 * lay out the whole page then, in the click's task.
 */
export function useRowsInView<T>(
  rows: readonly T[],
  { rowHeight, ahead, through, whole }: { rowHeight: number; ahead: number; through: number; whole: number },
): { shown: readonly T[]; restHeight: number; onScroll: (event: UIEvent<HTMLElement>) => void } {
  const [limit, setLimit] = useState(() => (typeof IntersectionObserver === 'undefined' ? Infinity : ahead));
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    const needed = Math.ceil((scrollTop + clientHeight) / rowHeight) + ahead;
    setLimit((current) => (needed > current ? needed : current));
  };
  const count = rows.length <= whole ? rows.length : Math.min(rows.length, Math.max(limit, through + ahead));
  return { shown: count === rows.length ? rows : rows.slice(0, count), restHeight: (rows.length - count) * rowHeight, onScroll };
}
