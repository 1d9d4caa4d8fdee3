import { useCallback, useEffect } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, connectGateway } from './providers';
import { createRoutes } from './router';
import { followOtherTabs } from './follow-other-tabs';
import { PrefetchProvider, type PrefetchWhat } from '@/lib/prefetch';
import { prefetchScreen } from './screen';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The route tree each router was built from: the router keeps copies, the prefetch reads the originals. */
const ROUTE_TREES = new WeakMap<DataRouter, RouteObject[]>();

/** Builds the router over the one route tree and connects the gateway client to it. */
export function createAppRouter(
  queryClient: QueryClient,
  create: (routes: ReturnType<typeof createRoutes>) => DataRouter = (routes) => createBrowserRouter(routes),
): DataRouter {
  const routes = createRoutes(queryClient);
  const router = create(routes);
  ROUTE_TREES.set(router, routes);
  connectGateway(router);
  return router;
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // A sign-in, sign-out or expiry in another tab of the browser reaches this one at once.
  useEffect(() => followOtherTabs(router, queryClient), [router, queryClient]);
  // Links to a screen start its chunk and reads on intent (lib/prefetch.ts).
  const prefetch = useCallback((to: string, what: PrefetchWhat) => prefetchScreen(ROUTE_TREES.get(router) ?? [], to, what), [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <PrefetchProvider value={prefetch}>
        <RouterProvider router={router} useTransitions={false} />
      </PrefetchProvider>
    </AppProviders>
  );
}
