import { describe, expect, it } from 'vitest';
import { act, within } from '@testing-library/react';
import { orderApi } from '@/lib/gateway';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';
import { button } from './team-order-support';

const LIST = '/agent/orderCenter/order';

async function orderLink(orderNo: string): Promise<HTMLElement> {
  const table = (await screen.findByRole('table')).closest('.ant-table') as HTMLElement;
  return (await within(table).findByText(orderNo)).closest('a') as HTMLElement;
}

/** The detail's call for an order, as often as it reached the gateway. */
async function detailReads(gateway: ReturnType<typeof recordGateway>, orderNo: string): Promise<number> {
  return (await gateway.bodies(orderApi.detail)).filter((body) => body.orderNo === orderNo).length;
}

describe('an order number in a list prefetches its detail on intent', () => {
  it('reads the detail while the pointer rests on the number, and the screen opened by the click asks the gateway nothing again', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}?orderNo=TO100126`);
    const link = await orderLink('TO100126');
    expect(gateway.count(orderApi.detail)).toBe(0);

    await user.hover(link);
    await waitFor(async () => expect(await detailReads(gateway, 'TO100126')).toBe(1));

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/TO100126`));
    await waitFor(() => expect(screen.getByRole('tab', { name: '旅客名单（186）' })).toBeInTheDocument());
    expect(await detailReads(gateway, 'TO100126')).toBe(1);
  });

  it('reads it when the keyboard’s focus rests on the number, and Enter opens it from the cache', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp(`${LIST}?orderNo=TO100126`);
    const link = await orderLink('TO100126');

    // From the filter bar's 查询, Tab on through the page to the number, as a keyboard user does.
    act(() => button('查询').focus());
    for (let step = 0; step < 30 && document.activeElement !== link; step += 1) await user.tab();
    expect(link).toHaveFocus();
    await waitFor(async () => expect(await detailReads(gateway, 'TO100126')).toBe(1));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/TO100126`));
    await waitFor(() => expect(screen.getByRole('tab', { name: '旅客名单（186）' })).toBeInTheDocument());
    expect(await detailReads(gateway, 'TO100126')).toBe(1);
  });
});
