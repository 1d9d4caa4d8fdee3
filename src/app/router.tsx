import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTES, type RouteMeta } from '@/config/routes';
import type { ScreenModule } from '@/lib/route-types';
import { BootScreen } from '@/components/boot-screen';
import { RouteErrorPage } from '@/components/error-pages';
import { RootRoute } from './root-route';
import { rootLoader } from './root-loader';
import { screen } from './screen';

const shell = { lazy: async () => ({ Component: (await import('./layout/portal-layout')).PortalLayout }) };
const loginScreen = () => import('@/features/account/login-page');
const homeScreen = () => import('./routes/home-screen');

/**
 * The one route tree (spec §2): a pathless document route (page titles, loading bar) over the root
 * that restores the session — with the shared screens and the /agent and /normal branches, each with
 * its own error boundary — and the top-level pages.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (meta: RouteMeta, load: () => Promise<ScreenModule>, placement?: Parameters<typeof screen>[3]) =>
    screen(meta, load, queryClient, placement);
  const branch = (path: string | undefined, children: RouteObject[]): RouteObject => ({
    ...(path ? { path } : {}),
    ...shell,
    ErrorBoundary: RouteErrorPage,
    children,
  });

  const sessionRoot: RouteObject = {
    id: 'root',
    path: ROUTES.root.path,
    loader: ({ request }) => rootLoader(request, queryClient),
    // Cheap (reads sessionStorage) and keeps the session current after login and logout.
    shouldRevalidate: () => true,
    ErrorBoundary: RouteErrorPage,
    children: [
      route(ROUTES.root, loginScreen, { index: true }),
      route(ROUTES.login, loginScreen),
      branch(undefined, [
        route(ROUTES.news, () => import('@/features/bulletin/news-list-page')),
        route(ROUTES.newsDetail, () => import('@/features/bulletin/news-detail-page')),
        route(ROUTES.flightChangeNotices, () => import('@/features/bulletin/flight-change-notice-page')),
      ]),
      branch(ROUTES.agentHome.path, [route(ROUTES.agentHome, homeScreen, { index: true })]),
      branch(ROUTES.normalIndex.path, [
        route(ROUTES.normalIndex, homeScreen, { index: true }),
        route(ROUTES.normalHome, homeScreen),
      ]),
    ],
  };

  return [
    {
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteErrorPage,
      children: [
        sessionRoot,
        route(ROUTES.forgot, () => import('@/features/account/forgot-page')),
        route(ROUTES.serverError, () => import('@/components/error-pages/server-error-screen')),
        route(ROUTES.forbidden, () => import('@/components/error-pages/forbidden-screen')),
        route(ROUTES.notFound, () => import('@/components/error-pages/not-found-screen')),
      ],
    },
  ];
}
