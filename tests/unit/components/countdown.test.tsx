import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Countdown } from '@/components/countdown';
import { resetGatewayClock, syncGatewayClock } from '@/lib/clock';

/** The countdown reads the gateway's clock: the panel moving it moves every countdown on screen at once. */
describe('Countdown', () => {
  afterEach(() => resetGatewayClock());

  it('counts down on the gateway clock and, once the moment has come, says what the caller words', () => {
    const saleStart = new Date(Date.now() + 6 * 3_600_000).toISOString();
    render(
      <>
        <Countdown deadline={saleStart} prefix="距开售" passed="已开售" />
        <Countdown deadline={saleStart} />
      </>,
    );
    expect(screen.getByText(/^距开售 (5小时59分|6小时0分)$/)).toBeInTheDocument();
    expect(screen.getByText(/^剩 (5小时59分|6小时0分)$/)).toBeInTheDocument();

    act(() => syncGatewayClock(Date.now() + 86_400_000));
    expect(screen.getByText('已开售')).toBeInTheDocument();
    // Without its own words a countdown is a deadline: missed.
    expect(screen.getByText('已截止')).toBeInTheDocument();
  });
});
