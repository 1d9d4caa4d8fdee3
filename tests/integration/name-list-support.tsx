import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionUserOutlet } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query';
import { getSessionUser } from '@/lib/stored-user';
import { FastAntd } from '../render-app';

/** Mounts a name-list component on an order's address under the signed-in root route. */
export function mountOnOrderPage(node: ReactNode) {
  // The editor asks the action registry what the signed-in agent may do to each row.
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: SessionUserOutlet,
        loader: getSessionUser,
        children: [{ path: '/agent/orderCenter/order/:orderNo', element: node }],
      },
    ],
    { initialEntries: ['/agent/orderCenter/order/TO1'], hydrationData: { loaderData: { root: getSessionUser() } } },
  );
  render(
    <FastAntd>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FastAntd>,
  );
  return userEvent.setup();
}
