import { FEATURES } from '@/config/features';
import { ROUTES, type RouteKey, type ShellRouteKey } from '@/config/routes';
import type { FeatureManifest } from '@/config/route-meta';
import type { FeatureScreens, ScreenImport, ScreenLoader } from '@/lib/route-types';
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
 * Every feature's screens.ts, found by its place rather than listed, so that a feature is registered once, by its
 * manifest in config/features.ts. Each is a map of `import()`s (the screens stay chunks of their own), typed
 * against its own manifest: the compiler refuses a feature's route without a screen there.
 */
const FEATURE_SCREENS = import.meta.glob<FeatureScreens>('../features/*/screens.ts', { eager: true });

/**
 * Each feature's screens (`modules`: screens.ts by its path from here) in the list's order. A feature with routes
 * but no screens.ts, or a screens.ts of a feature not in the list, is refused when the map is made: what the
 * compiler cannot see across the glob.
 */
export function bindFeatureScreens(
  features: readonly FeatureManifest[],
  modules: Readonly<Record<string, FeatureScreens>>,
): { screens: Record<string, ScreenImport>; reads: Record<string, () => Promise<ScreenLoader>> } {
  const screens: Record<string, ScreenImport> = {};
  const reads: Record<string, () => Promise<ScreenLoader>> = {};
  const listed = new Set<string>();
  for (const { feature, routes } of features) {
    const path = `../features/${feature}/screens.ts`;
    listed.add(path);
    const found = modules[path];
    if (!found) {
      if (routes && Object.keys(routes).length > 0) throw new Error(`features/${feature} has routes but no screens.ts`);
      continue;
    }
    Object.assign(screens, found.screens);
    Object.assign(reads, found.reads);
  }
  const unlisted = Object.keys(modules).filter((path) => !listed.has(path));
  if (unlisted.length > 0) throw new Error(`${unlisted.join(', ')}: its feature's manifest is not in config/features.ts`);
  return { screens, reads };
}

const found = bindFeatureScreens(FEATURES, FEATURE_SCREENS);

/**
 * The screen module of every route of the table: the portal's own, then each feature's (features/<x>/screens.ts).
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
 * its own in its screens.ts (`reads`).
 */
export const SCREEN_READS = found.reads as Partial<Record<RouteKey, () => Promise<ScreenLoader>>>;
