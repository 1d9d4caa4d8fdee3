import type { ReactNode } from 'react';
import './text-tones.css';
import './two-lines.css';

/**
 * A table cell of two lines: the value, and a detail under it in the description grey. Plain elements, not
 * antd's Space and Typography: a list renders this in several columns of every row, and each of those
 * components is a few context reads and hooks per use — a share of a list's first render at 3× CPU
 * (docs/performance.md).
 */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <div className="two-lines">
      <div>{main}</div>
      {sub !== undefined && sub !== null && sub !== false && <div className="text-description">{sub}</div>}
    </div>
  );
}
