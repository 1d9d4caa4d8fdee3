import {
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteMatch,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { loginHref, ROUTES, type RouteMeta } from '@/config/routes';
import { perAddress } from '@/lib/address-memo';
import { checkAccess } from '@/lib/permissions';
import { withStableRouteContext } from '@/lib/stable-route-context';
import type { PrefetchWhat } from '@/lib/prefetch';
import type { ScreenLoader, ScreenModule } from '@/lib/route-types';
import type { SessionUser } from '@/lib/stored-user';
import { RouteErrorPage } from '@/components/error-pages';
import { resolveSession, withoutLoginParams } from './root-loader';

/**
 * A screen's loader, from a module lighter than the screen's where it has one (its feature's api.ts), so
 * its reads need not wait for the screen's chunk.
 */
export type ScreenRead = () => Promise<ScreenLoader | undefined>;

type Prefetch = (args: LoaderFunctionArgs, what: PrefetchWhat) => Promise<unknown>;

/**
 * A dynamic import remembered once it has resolved: later uses take the module without waiting for a
 * task. Chromium resolves every `import()`, of a module long loaded too, in a task of its own, and that
 * task queues behind the render React starts at the same click (the list re-rendered for the router's
 * `loading` state): a detail's read left ~55 ms after the click instead of at once (docs/performance.md).
 */
function remembered<T>(load: () => Promise<T>): () => T | Promise<T> {
  let value: { module: T } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (value) return value.module;
    pending ??= load().then(
      (module) => {
        value = { module };
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}

/** What each screen route of a tree starts for an address about to be opened (prefetchScreen). */
const PREFETCHES = new WeakMap<RouteObject, Prefetch>();

/**
 * A route entry for a screen: its meta as `handle` (title, authCode), a guard, and the module
 * loaded lazily. The guard runs before the module's loader, so a refused user fetches nothing.
 * With `read` (the screen's loader from a module of its own), the reads start as soon as the guard
 * passes, beside the screen's chunk (the router runs a static loader and `lazy` side by side),
 * instead of after it.
 */
export function screen(
  meta: RouteMeta,
  importScreen: () => Promise<ScreenModule>,
  queryClient: QueryClient,
  placement: { index: true } | { path: string } = { path: meta.path },
  importRead?: ScreenRead,
): RouteObject {
  const load = remembered(importScreen);
  // Memoised, under a route context kept while its match holds: the router renders its matched routes
  // again at every step of a navigation, and the screen being left (a list, the home page) then rendered
  // again in full — a screen reading the router's context (useNavigate, useSearchParams) too — while the
  // next one loaded.
  const component = remembered(async () => withStableRouteContext((await load()).default));
  const read = importRead && remembered(importRead);
  const guard = async (args: LoaderFunctionArgs): Promise<SessionUser | null> => {
    const url = new URL(args.request.url);
    const user = meta.area === 'public' ? null : await resolveSession(url, queryClient);
    const verdict = checkAccess(meta, user);
    // Never a credential in the return target: the root loader's redirect wins, but neither may carry one.
    if (verdict === 'login') throw redirect(loginHref(withoutLoginParams(url)));
    if (verdict === 'forbidden') throw redirect(ROUTES.forbidden.path);
    return user;
  };
  const readData = async (args: LoaderFunctionArgs, user: SessionUser | null): Promise<unknown> => {
    const loader = read ? await read() : (await load()).loader;
    return (await loader?.({ ...args, queryClient, user })) ?? null;
  };
  const route = {
    ...placement,
    handle: meta,
    // A screen's own boundary: its failure renders inside the layout, so the menu stays usable.
    ErrorBoundary: RouteErrorPage,
    loader: async (args: LoaderFunctionArgs) => readData(args, await guard(args)),
    lazy: async () => ({ Component: await component() }),
    // A change of the query string alone (a list's filters or page) does not rerun the loader: the
    // screen's query follows the address itself, so a failed search fails in place, once.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
  } as RouteObject;
  // The same guard, then the chunk, and the reads if asked: the loader's own queries, so the navigation
  // that follows finds them fresh (or still on their way) and asks the gateway nothing again.
  PREFETCHES.set(route, async (args, what) => {
    const user = await guard(args);
    // The reads' module comes with the chunk (a module, no gateway call): the click's loader then starts
    // its reads at once instead of after an import's task.
    await Promise.all([load(), what === 'screen' ? readData(args, user) : read?.()]);
  });
  return route;
}

/**
 * Starts what the screen at `to` needs before it shows — its chunk, and with `what: 'screen'` its
 * loader's reads — for a user about to open it. Never fails: a refusal (no session, no right, the
 * gateway's error) is met again, and shown, by the navigation itself.
 */
export async function prefetchScreen(routes: RouteObject[], to: string, what: PrefetchWhat): Promise<void> {
  const url = new URL(to, window.location.href);
  const leaf = leafOf(routes, url.pathname);
  const prefetch = leaf && PREFETCHES.get(leaf.route);
  if (!prefetch) return;
  const args = { request: new Request(url), url, params: leaf.params, pattern: leaf.route.path ?? '', context: undefined };
  await prefetch(args as LoaderFunctionArgs, what).catch(() => undefined);
}

/** The deepest route an address matches, per route tree (leafOf). */
const LEAVES = new WeakMap<RouteObject[], (pathname: string) => RouteMatch | undefined>();

/**
 * The deepest route an address matches. matchRoutes flattens and ranks the whole tree at every call — a few
 * ms at 3× CPU inside the press that starts a navigation — and the same links are asked about again and
 * again (the idle prefetch, then the pointer's intent, then the press).
 */
function leafOf(routes: RouteObject[], pathname: string): RouteMatch | undefined {
  let leaf = LEAVES.get(routes);
  if (!leaf) LEAVES.set(routes, (leaf = perAddress((path) => matchRoutes(routes, path)?.at(-1))));
  return leaf(pathname);
}
