import { generatePath } from 'react-router-dom';
import type { AuthCode } from './auth-codes';
import { FEATURES } from './features';
import { AREA_PATHS, mergeManifests, placeRoutes, type RouteEntry, type UserArea } from './route-meta';

export { AREA_PATHS, type UserArea } from './route-meta';

/**
 * Every route of the portal, declared once: path, page title and the function code that guards it, and its
 * area, said by the path under /agent or /normal and written only elsewhere (`placeRoutes` fills it in).
 * The router places each entry in the tree from its area (`routeBranch`), and menus, guards, page
 * titles and breadcrumbs read the same entry; screens build links with `href`. A route enters this
 * table with its screen (named by its manifest entry, the portal's own in `app/screens.ts`), never before.
 */
export type RouteMeta = RouteEntry<AuthCode>;

/** The portal's own routes: sign-in, the error pages and the homes (their screens are the app's). */
const SHELL_ROUTES = placeRoutes({
  root: { path: '/', title: '登录', area: 'public', guestOnly: true },
  login: { path: '/login', title: '登录', area: 'public', guestOnly: true },
  serverError: { path: '/500', title: '出错了', area: 'public' },
  forbidden: { path: '/403', title: '无权访问', area: 'public' },
  notFound: { path: '*', title: '页面不存在', area: 'public' },
  // 首页, not 代理人首页: an enterprise customer's home too (docs/decisions.md "Enterprise customers").
  agentHome: { path: AREA_PATHS.agent, title: '首页' },
  normalIndex: { path: AREA_PATHS.normal, title: '首页' },
  normalHome: { path: '/normal/home', title: '首页' },
});

/** The keys of the portal's own routes, whose screens app/screens.ts binds itself. */
export type ShellRouteKey = keyof typeof SHELL_ROUTES;

const FEATURE_ROUTES = placeRoutes(mergeManifests(FEATURES, 'routes'));
const shadowed = Object.keys(FEATURE_ROUTES).filter((key) => Object.hasOwn(SHELL_ROUTES, key));
if (shadowed.length > 0) throw new Error(`routes ${shadowed.join(', ')}: a feature's route takes the key of one of the portal's own`);

/** The table: the portal's own routes, then each feature's from its manifest (config/features.ts lists them). */
export const ROUTES = { ...SHELL_ROUTES, ...FEATURE_ROUTES } as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof ROUTES;

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<Rest>]: string }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

/** A link to a route of the table: `href('newsDetail', { prodNo })`. */
export function href<K extends RouteKey>(
  key: K,
  ...params: keyof ParamsOf<(typeof ROUTES)[K]['path']> extends never ? [] : [ParamsOf<(typeof ROUTES)[K]['path']>]
): string {
  return generatePath(ROUTES[key].path, params[0] as Record<string, string> | undefined);
}

/**
 * Where a route sits in the tree: 'top' (public, outside the session root), 'guest' (public, under
 * the session root), 'shared' (both areas, the session root's pathless layout), 'bare' (both areas,
 * under the session root without the portal layout), 'agent' (under /agent) or 'normal' (under
 * /normal). The router builds the tree from this alone.
 */
export type RouteBranch = 'top' | 'guest' | 'shared' | 'bare' | UserArea;

export function routeBranch(meta: RouteMeta): RouteBranch {
  if (meta.area === 'public') return meta.guestOnly ? 'guest' : 'top';
  if (meta.area === 'any') return meta.layout === 'bare' ? 'bare' : 'shared';
  return meta.area;
}

/** The area of an account type (spec §6: an agent user is one whose accountType is AGENT). */
export function userArea(accountType: string | undefined): UserArea {
  return accountType === 'AGENT' ? 'agent' : 'normal';
}

/** The home of the user's area: /agent for AGENT accounts, /normal/home for others (spec §6). */
export function areaHome(accountType: string | undefined): string {
  return userArea(accountType) === 'agent' ? ROUTES.agentHome.path : ROUTES.normalHome.path;
}

/**
 * The screen a menu entry's function code opens for a user of `area`: a route of that area first,
 * else one both areas share; never a route of the other area (PAY and other codes sit in both
 * areas' menu trees, each with its own screen), never a detail route (it needs a parameter).
 */
export function routeByAuthCode(code: string, area: UserArea, routes: Readonly<Record<string, RouteMeta>> = ROUTES): RouteMeta | undefined {
  const candidates = Object.values(routes).filter((route) => route.authCode === code && !route.path.includes(':'));
  return candidates.find((route) => route.area === area) ?? candidates.find((route) => route.area === 'any');
}

export const LOGIN_RETURN_PARAM = 'redirect';

/** Only a same-origin path may be a return target after login (no open redirects). */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    if (url.pathname === ROUTES.login.path || url.pathname === ROUTES.root.path) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function loginHref(returnTo?: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${ROUTES.login.path}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(safe)}` : ROUTES.login.path;
}
