import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, connectGateway } from './providers';
import { createRoutes } from './router';
import { followOtherTabs } from './follow-other-tabs';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Builds the router over the one route tree and connects the gateway client to it. */
export function createAppRouter(
  queryClient: QueryClient,
  create: (routes: ReturnType<typeof createRoutes>) => DataRouter = (routes) => createBrowserRouter(routes),
): DataRouter {
  const router = create(createRoutes(queryClient));
  connectGateway(router);
  return router;
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // A sign-in, sign-out or expiry in another tab of the browser reaches this one at once.
  useEffect(() => followOtherTabs(router, queryClient), [router, queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
