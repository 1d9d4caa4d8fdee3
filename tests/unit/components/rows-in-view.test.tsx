import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useRowsInView } from '@/components/name-list/rows-in-view';

const ROWS = Array.from({ length: 186 }, (_, index) => `旅客${index + 1}`);

/** A list in a scroll box, as the name list renders it; `height` stands for the box's laid-out height. */
function List({ height, through = 0 }: { height: number; through?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const { shown, restHeight, onScroll } = useRowsInView(ROWS, box, { rowHeight: 32, ahead: 16, through });
  return (
    <div
      data-testid="box"
      ref={(element) => {
        box.current = element;
        if (element) Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
      }}
      onScroll={onScroll}
    >
      <ul>
        {shown.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <p>rest {restHeight}</p>
    </div>
  );
}

describe('the name list renders the rows in view', () => {
  it('renders what the box shows first, the rest as it is scrolled, keeping their height for the scroll bar', () => {
    render(<List height={520} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(16);
    expect(screen.getByText(`rest ${(186 - 16) * 32}`)).toBeInTheDocument();
    const box = screen.getByTestId('box');
    act(() => {
      box.scrollTop = 1000;
      box.dispatchEvent(new Event('scroll'));
    });
    // Down to what the box has shown (1,520 px: 48 rows) and 16 more.
    expect(screen.getAllByRole('listitem')).toHaveLength(64);
    act(() => {
      box.scrollTop = 0;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(64);
  });

  it('renders down to the active row wherever it is', () => {
    render(<List height={520} through={150} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(166);
    expect(screen.getByText('旅客151')).toBeInTheDocument();
  });

  it('renders every row in a page that is not laid out', () => {
    render(<List height={0} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(186);
    expect(screen.getByText('rest 0')).toBeInTheDocument();
  });
});
