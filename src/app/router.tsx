import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AREA_PATHS, ROUTES, routeBranch, type RouteBranch, type RouteKey, type RouteMeta } from '@/config/routes';
import { BootScreen } from '@/components/boot-screen';
import { RouteErrorPage } from '@/components/error-pages';
import { RootRoute } from './root-route';
import { rootLoader } from './root-loader';
import { screen, type ScreenRead } from './screen';
import { loginScreen } from './login-screen';
import type { ScreenImport } from '@/lib/route-types';

// A shell renders antd without its run-time styles (layout/antd-stylesheet.tsx): its stylesheet loads beside the chunk.
const withAntdStylesheet = async <T,>(chunk: Promise<T>): Promise<T> =>
  (await Promise.all([chunk, import('./layout/antd-stylesheet').then((module) => module.loadAntdStylesheet())]))[0];
const shell = { lazy: async () => ({ Component: (await withAntdStylesheet(import('./layout/portal-layout'))).PortalLayout }) };
const bareShell = { lazy: async () => ({ Component: (await withAntdStylesheet(import('./layout/bare-layout'))).BareLayout }) };

/** The path of each branch's parent route: a route with exactly this path is that branch's index. */
const BRANCH_PATHS: Record<RouteBranch, string | undefined> = {
  top: undefined,
  guest: ROUTES.root.path,
  shared: ROUTES.root.path,
  bare: ROUTES.root.path,
  agent: AREA_PATHS.agent,
  normal: AREA_PATHS.normal,
};

function isUnder(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`);
}

/**
 * The route tree of a route table (spec §2): a pathless document route (page titles, loading bar)
 * over the session root (`id: 'root'`, its loader restores the session) and the top-level public
 * pages. Under the session root: the guest pages (/, /login), a pathless layout with the screens
 * both areas share, a pathless bare layout for the stand-alone ones (`layout: 'bare'`), and the
 * /agent and /normal branches, each with the layout and an error boundary.
 * Every route is placed by `routeBranch(meta)`; none is listed here by hand.
 */
export function buildRouteTree<K extends string>(
  table: Readonly<Record<K, RouteMeta>>,
  screens: Readonly<Record<K, ScreenImport>>,
  queryClient: QueryClient,
  reads: Readonly<Partial<Record<K, ScreenRead>>> = {} as Partial<Record<K, ScreenRead>>,
): RouteObject[] {
  const byBranch: Record<RouteBranch, RouteObject[]> = { top: [], guest: [], shared: [], bare: [], agent: [], normal: [] };
  for (const key of Object.keys(table) as K[]) {
    const meta = table[key];
    const branch = routeBranch(meta);
    const parent = BRANCH_PATHS[branch];
    if ((branch === 'agent' || branch === 'normal') && !isUnder(meta.path, parent!)) {
      throw new Error(`route ${key}: a ${branch} route must be under ${parent}, not ${meta.path}`);
    }
    if (meta.layout === 'bare' && meta.area !== 'any') {
      throw new Error(`route ${key}: only a route both areas share can go without the layout (${meta.path})`);
    }
    if ((branch === 'shared' || branch === 'bare') && Object.values(AREA_PATHS).some((areaPath) => isUnder(meta.path, areaPath))) {
      throw new Error(`route ${key}: a route both areas share cannot sit under an area's path (${meta.path})`);
    }
    const placement = meta.path === parent ? { index: true as const } : { path: meta.path };
    byBranch[branch].push(screen(meta, screens[key], queryClient, placement, reads[key]));
  }

  const layout = (path: string | undefined, children: RouteObject[]): RouteObject[] =>
    children.length === 0 ? [] : [{ ...(path ? { path } : {}), ...shell, ErrorBoundary: RouteErrorPage, children }];

  const sessionRoot: RouteObject = {
    id: 'root',
    path: ROUTES.root.path,
    loader: ({ request }) => rootLoader(request, queryClient),
    // Cheap (reads sessionStorage) and keeps the session current after login and logout.
    shouldRevalidate: () => true,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...byBranch.guest,
      ...layout(undefined, byBranch.shared),
      // The stand-alone pages (the cashier): the same session guard, no menu or header of the portal.
      ...(byBranch.bare.length === 0 ? [] : [{ id: 'bare', ...bareShell, ErrorBoundary: RouteErrorPage, children: byBranch.bare }]),
      ...layout(AREA_PATHS.agent, byBranch.agent),
      ...layout(AREA_PATHS.normal, byBranch.normal),
    ],
  };

  return [
    {
      Component: RootRoute,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteErrorPage,
      children: [sessionRoot, ...byBranch.top],
    },
  ];
}

/**
 * The screens as the router loads them. The screen map itself is a chunk of its own, fetched on the
 * first navigation past /login: its ~75 dynamic imports (with their preload lists) would otherwise
 * weigh on the first visit to /login, which imports its screen directly.
 */
const lazyScreens = Object.fromEntries(
  (Object.keys(ROUTES) as RouteKey[]).map((key): [RouteKey, ScreenImport] => [
    key,
    ROUTES[key].path === ROUTES.login.path || ROUTES[key].path === ROUTES.root.path
      ? loginScreen
      : () => import('./screens').then(({ SCREENS }) => SCREENS[key]()),
  ]),
) as Record<RouteKey, ScreenImport>;

/**
 * The reads of the screens that have them in a module of their own (SCREEN_READS), through the screen
 * map's chunk; the others' loaders come with their screen. Not for /login, which keeps off that chunk.
 */
const lazyReads = Object.fromEntries(
  (Object.keys(ROUTES) as RouteKey[])
    .filter((key) => lazyScreens[key] !== loginScreen)
    .map((key): [RouteKey, ScreenRead] => [
      key,
      () => import('./screens').then(({ SCREEN_READS }) => SCREEN_READS[key]?.() ?? lazyScreens[key]().then((module) => module.loader)),
    ]),
) as Partial<Record<RouteKey, ScreenRead>>;

/** The portal's one route tree: the route table with its screens. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return buildRouteTree(ROUTES, lazyScreens, queryClient, lazyReads);
}
