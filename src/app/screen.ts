import { redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { loginHref, ROUTES, type RouteMeta } from '@/config/routes';
import { checkAccess } from '@/lib/permissions';
import type { ScreenModule } from '@/lib/route-types';
import { RouteErrorPage } from '@/components/error-pages';
import { resolveSession, withoutLoginParams } from './root-loader';

/**
 * A route entry for a screen: its meta as `handle` (title, authCode), a guard, and the module
 * loaded lazily. The guard runs before the module's loader, so a refused user fetches nothing.
 */
export function screen(
  meta: RouteMeta,
  load: () => Promise<ScreenModule>,
  queryClient: QueryClient,
  placement: { index: true } | { path: string } = { path: meta.path },
): RouteObject {
  const route = {
    ...placement,
    handle: meta,
    // A screen's own boundary: its failure renders inside the layout, so the menu stays usable.
    ErrorBoundary: RouteErrorPage,
    loader: async (args: LoaderFunctionArgs) => {
      const url = new URL(args.request.url);
      const user = meta.area === 'public' ? null : await resolveSession(url, queryClient);
      const verdict = checkAccess(meta, user);
      // Never a credential in the return target: the root loader's redirect wins, but neither may carry one.
      if (verdict === 'login') throw redirect(loginHref(withoutLoginParams(url)));
      if (verdict === 'forbidden') throw redirect(ROUTES.forbidden.path);
      const module = await load();
      return (await module.loader?.({ ...args, queryClient, user })) ?? null;
    },
    lazy: async () => ({ Component: (await load()).default }),
    // A change of the query string alone (a list's filters or page) does not rerun the loader: the
    // screen's query follows the address itself, so a failed search fails in place, once.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
  };
  return route as RouteObject;
}
