import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { searchApi } from '@/lib/gateway';
import { simulator } from '@/mocks/simulator';
import { store } from '@/mocks/store';
import { recordGateway, renderApp, screen, signIn, waitFor } from '../render-app';

/**
 * The header's search box, by keyboard: Ctrl+K and '/', the gateway asked once the typing pauses, the
 * hits grouped by kind, Enter opening the passenger's row in the name list, Esc, the recent items.
 */

/** The 17th passenger of TO100143 named 张伟 (the seed has no 张伟 among the orders' names). */
async function nameZhangWei(): Promise<string> {
  await store.apply((state) => ({
    ...state,
    orders: state.orders.map((order) =>
      order.orderNo === 'TO100143'
        ? { ...order, passengers: order.passengers.map((passenger, index) => (index === 16 ? { ...passenger, name: '张伟' } : passenger)) }
        : order,
    ),
  }));
  return simulator.orders.get('TO100143')!.passengers[16]!.passengerId;
}

const field = () => screen.getByRole('combobox', { name: '搜索订单、PNR、票号、旅客' });
const activeOption = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '');

describe('the search box', () => {
  it('Ctrl+K, zw, the arrows to 张伟 in TO100143, Enter: the name list with the row focused; then it is a recent item', async () => {
    const passengerId = await nameZhangWei();
    await signIn('agent01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/agent');
    await waitFor(() => expect(field()).toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    expect(field()).toHaveFocus();
    await user.keyboard('zw');
    const listbox = await waitFor(() => screen.getByRole('listbox', { name: '搜索结果' }));
    await waitFor(() => expect(within(listbox).getByRole('group', { name: /^旅客（\d+）$/ })).toBeInTheDocument());
    // Typing paused once: the gateway was asked for the whole word, not for each key.
    expect((await gateway.bodies(searchApi.search)).map((body) => body.text)).toEqual(['zw']);

    for (let step = 0; step < 10 && !/^张伟 · TO100143 · 旅客 17\/143 · 待支付/.test(activeOption()?.textContent ?? ''); step += 1)
      await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(activeOption()).toHaveTextContent(/^张伟 · TO100143 · 旅客 17\/143 · 待支付/);
    expect(activeOption()).toHaveTextContent(/支付全款 截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/orderCenter/order/TO100143'));
    expect(router.state.location.search).toBe(`?tab=passengers&passenger=${passengerId}`);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^旅客名单/ })).toHaveAttribute('aria-selected', 'true'));
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`tr[data-row-key="${passengerId}"]`);
      expect(found).toHaveFocus();
      return found!;
    });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent('张伟');
    expect(field()).toHaveValue('');

    // The box empty: what was opened is offered again, under 最近查看.
    await user.click(field());
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: '最近查看' })).getByRole('option', { name: /^张伟 · TO100143/ })).toBeInTheDocument(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("'/' focuses the box where it is not typed into a field; a staff member's answer has no refunds", async () => {
    const refund = simulator.state.refunds.find((candidate) => candidate.ownerAccountId === 'AGT0001' && candidate.orderKind === 'TEAM')!;
    await signIn('staff01');
    const { user } = renderApp('/agent');
    await waitFor(() => expect(field()).toBeInTheDocument());
    await user.keyboard('/');
    expect(field()).toHaveFocus();
    await user.keyboard(refund.orderNo);
    await waitFor(() => expect(screen.getByRole('group', { name: '团队订单（1）' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(/^共 \d+ 条结果/);
    expect(screen.queryByRole('group', { name: /^退票/ })).not.toBeInTheDocument();
  });
});
