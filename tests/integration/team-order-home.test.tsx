import { describe, expect, it } from 'vitest';
import { render, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { NameListsIncompleteCard, RecentOrdersCard, TicketableCard } from '@/features/order/home-widgets';
import { PaymentsDueCard } from '@/features/payment/payables-due';
import { call, orderApi, payApi } from '@/lib/gateway';
import { createQueryClient } from '@/lib/query';
import { getSessionUser } from '@/lib/stored-user';
import { FastAntd, recordGateway, screen, signIn } from '../render-app';
import { SessionUserOutlet } from '@/lib/current-user';

function cardOf(title: string): HTMLElement {
  return screen.getByText(title).closest('.ant-card') as HTMLElement;
}

describe('the agent home’s order cards', () => {
  it('show payments due soonest first with amounts, orders ready to ticket, name lists still short, and recent orders, each linking on', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          Component: SessionUserOutlet,
          loader: getSessionUser,
          HydrateFallback: () => null,
          children: [
            {
              path: '/agent',
              element: (
                <>
                  <PaymentsDueCard />
                  <TicketableCard />
                  <NameListsIncompleteCard />
                  <RecentOrdersCard />
                </>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/agent'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
      { wrapper: FastAntd },
    );

    await screen.findByText('待付款');
    const awaiting = cardOf('待付款');
    await waitFor(() => expect(within(awaiting).getAllByText(/^剩 /)).toHaveLength(5));
    // Soonest deadline first, each with what it is and how much, as the gateway lists everything owed.
    const { payableList, page } = await call(payApi.dueList, { currentPage: 1, perSize: 100 });
    const total = page.count;
    expect(total).toBeGreaterThan(5);
    const deadlines = payableList.map((row) => Date.parse(row.deadline!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(payableList.map((row) => row.milestone)).toEqual(expect.arrayContaining(['DEPOSIT', 'BALANCE', 'FULL']));
    const links = within(awaiting).getAllByRole('link', { name: /^去支付 / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      payableList.slice(0, 5).map((row) => `/agent/pay/payment?payableKind=${row.kind}&payableNo=${row.payableNo}`),
    );
    expect(within(awaiting).getByText(`全部 ${total} 笔`)).toHaveAttribute('href', '/agent/pay/payment');

    const ticketable = cardOf('待出票');
    await waitFor(() => expect(within(ticketable).getAllByText(/^已录入 \d+ 人$/).length).toBeGreaterThan(0));
    expect(within(ticketable).getByText('全部')).toHaveAttribute('href', '/agent/orderCenter/order?ticketable=true');

    const names = cardOf('待补录名单');
    await waitFor(() => expect(within(names).getByText(/^已录入 143\/200 · 名单截止 2天4小时$/)).toBeInTheDocument());
    expect(within(names).getByText('全部')).toHaveAttribute('href', '/agent/orderCenter/order?namesIncomplete=true');

    const recent = cardOf('最近订单');
    expect((await within(recent).findByText('TO100143')).closest('a')).toHaveAttribute('href', '/agent/orderCenter/order/TO100143');

    expect(await gateway.bodies(orderApi.list)).toEqual(
      expect.arrayContaining([
        { currentPage: 1, perSize: 5, ticketable: true },
        { currentPage: 1, perSize: 5, namesIncomplete: true },
        { currentPage: 1, perSize: 5 },
      ]),
    );
  });
});
