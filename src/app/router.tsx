import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES } from '@/config/routes';
import { RootRoute } from './root-route';
import { BootScreen } from '@/components/boot-screen';
import { RouteErrorPage } from '@/components/error-pages';
import { rootLoader } from './session';
import { screen } from './screen';

const shell = { lazy: async () => ({ Component: (await import('./layout/portal-layout')).PortalLayout }) };
const loginScreen = () => import('@/features/account/login-page');

/**
 * The one route tree (spec §2): a root that restores the session, shared screens under it,
 * the /agent and /normal branches with their own error boundaries, and the top-level pages.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (meta: Parameters<typeof screen>[0], load: Parameters<typeof screen>[1], placement?: Parameters<typeof screen>[3]) =>
    screen(meta, load, queryClient, placement);

  return [
    {
      id: 'root',
      path: ROUTES.root.path,
      loader: ({ request }) => rootLoader(request, queryClient),
      // Cheap (reads sessionStorage) and keeps the session current after login and logout.
      shouldRevalidate: () => true,
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteErrorPage,
      children: [
        route(ROUTES.root, loginScreen, { index: true }),
        route(ROUTES.login, loginScreen),
        {
          ...shell,
          ErrorBoundary: RouteErrorPage,
          children: [
            route(ROUTES.news, () => import('@/features/bulletin/news-list-page')),
            route(ROUTES.newsDetail, () => import('@/features/bulletin/news-detail-page')),
            route(ROUTES.airlineChangeNotice, () => import('@/features/bulletin/flight-change-page')),
          ],
        },
        {
          path: ROUTES.agentHome.path,
          ...shell,
          ErrorBoundary: RouteErrorPage,
          children: [route(ROUTES.agentHome, () => import('./routes/home-screen'), { index: true })],
        },
        {
          path: ROUTES.normalIndex.path,
          ...shell,
          ErrorBoundary: RouteErrorPage,
          children: [
            route(ROUTES.normalIndex, () => import('./routes/home-screen'), { index: true }),
            route(ROUTES.normalHome, () => import('./routes/home-screen')),
          ],
        },
      ],
    },
    route(ROUTES.forgot, () => import('@/features/account/forgot-page')),
    route(ROUTES.serverError, () => import('@/components/error-pages/server-error-screen')),
    route(ROUTES.forbidden, () => import('@/components/error-pages/forbidden-screen')),
    route(ROUTES.notFound, () => import('@/components/error-pages/not-found-screen')),
  ];
}
