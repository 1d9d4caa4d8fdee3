import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowsInView } from '@/components/name-list/rows-in-view';

const ROWS = Array.from({ length: 186 }, (_, index) => `旅客${index + 1}`);

/** A list in a scroll box 520 px high, as the name list renders it. */
function List({ through = 0, rows = ROWS }: { through?: number; rows?: readonly string[] }) {
  const { shown, restHeight, onScroll } = useRowsInView(rows, { rowHeight: 32, ahead: 16, through, whole: 50 });
  return (
    <div
      data-testid="box"
      ref={(element) => {
        if (element) Object.defineProperty(element, 'clientHeight', { configurable: true, value: 520 });
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

/** A browser's platform: jsdom has no layout, nor the observers a laid-out page has. */
const asInABrowser = () => vi.stubGlobal('IntersectionObserver', class {});

describe('the name list renders the rows in view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders what the box shows first, the rest as it is scrolled, keeping their height for the scroll bar', () => {
    asInABrowser();
    render(<List />);
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
    asInABrowser();
    render(<List through={150} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(166);
    expect(screen.getByText('旅客151')).toBeInTheDocument();
  });

  it('renders a short list whole', () => {
    asInABrowser();
    render(<List rows={ROWS.slice(0, 50)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
  });

  it('renders every row in a DOM without layout', () => {
    render(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(186);
    expect(screen.getByText('rest 0')).toBeInTheDocument();
  });
});
