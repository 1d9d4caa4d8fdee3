import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { gatewayNow, useGatewayNow } from '@/lib/clock';
import { accountApi, call } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';

/** What a countdown or a "today" shows: the portal's now. */
function PortalToday() {
  return <output aria-label="门户日期">{dayjs(useGatewayNow(60_000)).format('YYYY-MM-DD')}</output>;
}

const dayOf = (ms: number) => dayjs(ms).format('YYYY-MM-DD');
const portalToday = () => screen.getByLabelText('门户日期');

// The real gateway client against the simulator: the Date header of its answers carries its clock.
describe('one clock for portal and gateway', () => {
  it('moves the portal’s now with the simulator’s clock at the next gateway answer', async () => {
    render(<PortalToday />);
    await act(() => call(accountApi.imageCaptcha, {}));
    expect(portalToday()).toHaveTextContent(dayOf(simulator.clock.nowMs()));

    await simulator.clock.advance(20 * 24 * 60 * 60 * 1000);
    const moved = dayOf(simulator.clock.nowMs());
    expect(portalToday()).not.toHaveTextContent(moved);

    await act(() => call(accountApi.imageCaptcha, {}));
    expect(portalToday()).toHaveTextContent(moved);
    expect(Math.abs(gatewayNow() - simulator.clock.nowMs())).toBeLessThan(1500);
  });

  it('follows a refusal’s Date header as well', async () => {
    await simulator.clock.advance(-40 * 24 * 60 * 60 * 1000);
    await act(() => call(accountApi.accountByToken, { tokenId: 'nope', tokenUUID: 'nope' }, { hideError: true }).catch(() => null));
    expect(Math.abs(gatewayNow() - simulator.clock.nowMs())).toBeLessThan(1500);
  });
});
