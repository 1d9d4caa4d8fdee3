import { FEATURES } from '@/config/features';
import { ROUTES, type RouteKey, type ShellRouteKey } from '@/config/routes';
import type { FeatureManifest } from '@/config/route-meta';
import type { FeatureReads, ScreenImport, ScreenLoader, ScreenModule } from '@/lib/route-types';
import { loginScreen } from './login-screen';

const homeScreen: ScreenImport = () => import('./routes/home-screen');

/** The screens of the portal's own routes (config/routes.ts's, not a feature's). */
const SHELL_SCREENS = {
  root: loginScreen,
  login: loginScreen,
  serverError: () => import('@/components/error-pages/server-error-screen'),
  forbidden: () => import('@/components/error-pages/forbidden-screen'),
  notFound: () => import('@/components/error-pages/not-found-screen'),
  agentHome: homeScreen,
  // /normal and /normal/home are one page under two addresses.
  normalIndex: homeScreen,
  normalHome: homeScreen,
} satisfies Record<ShellRouteKey, ScreenImport>;

/**
 * Every feature's screen modules, found by their place rather than listed: the pages (`*-page.tsx`) at the top of
 * a feature's folder, each imported when its route is first matched (a chunk of its own). The login page is the
 * portal's own screen (login-screen.ts). A manifest's route names its page (`screen`), so a feature is
 * registered once, by its manifest in config/features.ts.
 */
const FEATURE_PAGES = import.meta.glob<ScreenModule>(['../features/*/*-page.tsx', '!../features/account/login-page.tsx']);

/**
 * The reads of the features whose detail's loader lives in its api.ts (features/<x>/reads.ts). They are loaded
 * with the app: each read is itself an `import()` of its api.ts, started beside the screen's chunk.
 */
const FEATURE_READS = import.meta.glob<FeatureReads>('../features/*/reads.ts', { eager: true });

/**
 * The screen of every feature's route, the page its manifest names, and each feature's reads, in the list's order,
 * from the pages and reads.ts modules by their path from here. Refused when the map is made, since the compiler
 * cannot see across the glob: a route naming a page its feature does not have, a page no route names (a page left
 * behind, or a feature whose manifest is not in the list), and a reads.ts of a feature not in the list.
 */
export function bindFeatureScreens(
  features: readonly FeatureManifest[],
  pages: Readonly<Record<string, ScreenImport>>,
  readsModules: Readonly<Record<string, FeatureReads>>,
): { screens: Record<string, ScreenImport>; reads: Record<string, () => Promise<ScreenLoader>> } {
  const screens: Record<string, ScreenImport> = {};
  const reads: Record<string, () => Promise<ScreenLoader>> = {};
  const named = new Set<string>();
  for (const { feature, routes } of features) {
    for (const [key, { screen }] of Object.entries(routes ?? {})) {
      const page = `../features/${feature}/${screen}.tsx`;
      const load = pages[page];
      if (!load) throw new Error(`route ${key}: features/${feature} has no page ${screen}.tsx`);
      screens[key] = load;
      named.add(page);
    }
    const readsModule = `../features/${feature}/reads.ts`;
    named.add(readsModule);
    Object.assign(reads, readsModules[readsModule]?.reads);
  }
  const stray = [...Object.keys(pages), ...Object.keys(readsModules)].filter((module) => !named.has(module));
  if (stray.length > 0)
    throw new Error(
      `${stray.join(', ')}: no route of a manifest in config/features.ts names it (a page left behind, or its feature not listed)`,
    );
  return { screens, reads };
}

const found = bindFeatureScreens(FEATURES, FEATURE_PAGES, FEATURE_READS);

/**
 * The screen module of every route of the table: the portal's own, then each feature's (named by its manifest).
 * Where the route sits, its title and its guard come from `config/routes.ts`; this map only binds the key to its
 * chunk. It lives in app/, not in the table, because the table is read by lib/, components/ and the simulator,
 * which must not depend on features' screens (see docs/decisions.md, "One route table", "One place per feature").
 */
const screens: Record<string, ScreenImport> = { ...SHELL_SCREENS, ...found.screens };
/** Checked below, key by key, against the table. */
export const SCREENS = screens as Record<RouteKey, ScreenImport>;

const unbound = (Object.keys(ROUTES) as RouteKey[]).filter((key) => !SCREENS[key]);
const stray = Object.keys(SCREENS).filter((key) => !Object.hasOwn(ROUTES, key));
if (unbound.length > 0 || stray.length > 0)
  throw new Error(
    `The screen map and the route table disagree: no screen for ${unbound.join(', ') || '—'}; no route for ${stray.join(', ') || '—'}`,
  );

/**
 * Screens whose loader lives beside their queries rather than in the screen's module (a detail's kit in
 * its feature's api.ts, which the lists linking to it have loaded already): the router starts their
 * reads as soon as the guard passes, beside the screen's chunk, and a link's prefetch on intent reads
 * without waiting for the chunk. Such a screen module exports no loader of its own. Each feature lists
 * its own in its reads.ts.
 */
export const SCREEN_READS = found.reads as Partial<Record<RouteKey, () => Promise<ScreenLoader>>>;
