import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { DUE_FIGURES } from '@/domain/due';
import { call, orderApi, scheduleChangeApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { holdTimers } from '../hold-timers';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';
import { confirmPopup } from './team-order-support';

/** An order page left open follows what changes at the gateway behind it: a new schedule change, a step taken elsewhere. */

describe('an open order page and the gateway', () => {
  it('shows a schedule change published while it stands open, within the bell’s minute, and reads the order again', async () => {
    await signIn('agent01');
    const polls = holdTimers('Interval', DUE_FIGURES.refetchMs);
    const gateway = recordGateway();
    renderApp('/agent/orderCenter/order/TO100143');
    await waitFor(() => expect(screen.getAllByText(/TO100143/).length).toBeGreaterThan(0));
    expect(screen.queryByText('需处理：航班变动')).toBeNull();

    const segment = simulator.orders.get('TO100143')!.segments[0]!;
    await simulator.scheduleChanges.publish({
      flightNo: segment.flightNo,
      flightDate: segment.flightDate,
      changeType: 'DELAY',
      newDepTime: '23:00',
    });
    const detailReads = gateway.count(orderApi.detail);
    polls.elapse();
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByText('需处理：航班变动')).toBeInTheDocument());
    expect(within(panel).getByText(new RegExp(`${segment.flightNo} ${segment.flightDate} 23:00-`))).toBeInTheDocument();
    // What the order allows moves with the change: the order is read again too.
    await waitFor(() => expect(gateway.count(orderApi.detail)).toBeGreaterThan(detailReads));
  });

  it('a step refused because the state moved (handled in another window) reads the change again: no stale banner', async () => {
    await signIn('agent01');
    const { user } = renderApp('/agent/orderCenter/order/TO100101');
    const panel = await screen.findByRole('region', { name: '航班变动' });
    await waitFor(() => expect(within(panel).getByText('需处理：航班变动')).toBeInTheDocument());

    // Another window of the same agent accepts it.
    const { changes } = await call(scheduleChangeApi.orderChanges, { orderNo: 'TO100101' });
    await call(scheduleChangeApi.accept, {
      orderNo: 'TO100101',
      noticeId: changes.find((change) => change.status === 'PENDING')!.noticeId,
    });

    await user.click(within(panel).getByRole('button', { name: '接受变更' }));
    await user.click(await confirmPopup('接受变更'));
    await waitFor(() => expect(toastTexts().some((text) => /已处理（已接受）/.test(text))).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: '航班变动' })).getByText(/航班变动（已接受）/)).toBeInTheDocument(),
    );
    expect(screen.queryByText('需处理：航班变动')).toBeNull();
  });
});
