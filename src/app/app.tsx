import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, connectGateway } from './providers';
import { createRoutes } from './router';

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
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
