import { describe, expect, it } from 'vitest';
import { render, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AwaitingPaymentCard, NameListsIncompleteCard, RecentOrdersCard } from '@/features/order/home-widgets';
import { orderApi } from '@/lib/gateway';
import { createQueryClient } from '@/lib/query';
import { getSessionUser } from '@/lib/stored-user';
import { FastAntd, recordGateway, screen, signIn } from '../render-app';

function cardOf(title: string): HTMLElement {
  return screen.getByText(title).closest('.ant-card') as HTMLElement;
}

describe('the agent home’s order cards', () => {
  it('show orders awaiting payment with countdowns, name lists still short, and recent orders, each linking on', async () => {
    await signIn('agent01');
    const gateway = recordGateway();
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          loader: getSessionUser,
          HydrateFallback: () => null,
          children: [{ path: '/agent', element: <><AwaitingPaymentCard /><NameListsIncompleteCard /><RecentOrdersCard /></> }],
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

    await screen.findByText('待付款订单');
    const awaiting = cardOf('待付款订单');
    expect(await within(awaiting).findAllByText(/^剩 /)).toHaveLength(5);
    expect(within(awaiting).getByText('全部')).toHaveAttribute('href', '/agent/orderCenter/order?status=BOOKED');

    const names = cardOf('待补录名单');
    await waitFor(() => expect(within(names).getByText(/^已录入 143\/200 · 名单截止 2天4小时$/)).toBeInTheDocument());
    expect(within(names).getByText('全部')).toHaveAttribute('href', '/agent/orderCenter/order?namesIncomplete=true');

    const recent = cardOf('最近订单');
    expect((await within(recent).findByText('TO100143')).closest('a')).toHaveAttribute('href', '/agent/orderCenter/order/TO100143');

    expect(await gateway.bodies(orderApi.list)).toEqual(
      expect.arrayContaining([
        { currentPage: 1, perSize: 5, status: 'BOOKED' },
        { currentPage: 1, perSize: 5, namesIncomplete: true },
        { currentPage: 1, perSize: 5 },
      ]),
    );
  });
});
