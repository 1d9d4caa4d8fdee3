import { describe, expect, it } from 'vitest';
import { act, within } from '@testing-library/react';
import { MAIN_ID } from '@/components/main-focus';
import { orderApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button } from './team-order-support';

const LIST = '/agent/orderCenter/order';

describe('focus leaves the screen being left as the navigation starts', () => {
  it('is on the content area, not on the pressed order number, when the router starts for the cached detail', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}?orderNo=TO100126`);
    const table = (await screen.findByRole('table')).closest('.ant-table') as HTMLElement;
    const link = (await within(table).findByText('TO100126')).closest('a') as HTMLElement;

    // The detail read once on intent, so the navigation finds it cached (a revisit's path).
    act(() => button('查询').focus());
    for (let step = 0; step < 30 && document.activeElement !== link; step += 1) await user.tab();
    expect(link).toHaveFocus();
    await waitFor(async () => expect((await gateway.bodies(orderApi.detail)).length).toBe(1));

    // What had focus when the router told its listeners the navigation had started, before React rendered it.
    let focusedAtStart: Element | null | undefined;
    const stop = router.subscribe((state) => {
      if (focusedAtStart === undefined && state.navigation.state !== 'idle') focusedAtStart = document.activeElement;
    });
    try {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/TO100126`));
    } finally {
      stop();
    }
    expect(focusedAtStart).toBe(document.getElementById(MAIN_ID));
    // The new screen's heading takes focus, as before.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
