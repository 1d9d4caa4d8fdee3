import { generatePath } from 'react-router-dom';
import { AUTH, type AuthCode } from './auth-codes';

/**
 * Every route of the portal, declared once: path, page title and the function code that guards it.
 * The router, menus, guards and page titles all read this table; screens build links with `href`.
 * A route enters this table with its screen, never before.
 */
export interface RouteMeta {
  path: string;
  title: string;
  /** Function code the user needs; absent = any logged-in user of the area. */
  authCode?: AuthCode;
  /** Which area's users may open it; 'any' = both areas, 'public' = no login needed. */
  area: 'public' | 'any' | 'agent' | 'normal';
}

export const ROUTES = {
  root: { path: '/', title: '登录', area: 'public' },
  login: { path: '/login', title: '登录', area: 'public' },
  forgot: { path: '/Forgot', title: '找回密码', area: 'public' },
  serverError: { path: '/500', title: '出错了', area: 'public' },
  forbidden: { path: '/403', title: '无权访问', area: 'public' },
  notFound: { path: '*', title: '页面不存在', area: 'public' },

  news: { path: '/new', title: '新闻公告', authCode: AUTH.NEWS, area: 'any' },
  newsDetail: { path: '/new/:prodNo', title: '公告详情', authCode: AUTH.NEWS, area: 'any' },
  flightChangeNotices: {
    path: '/airline-change-notice',
    title: '航变提醒',
    authCode: AUTH.FLIGHT_CHANGE_NOTICE,
    area: 'any',
  },

  agentHome: { path: '/agent', title: '代理人首页', area: 'agent' },

  normalIndex: { path: '/normal', title: '首页', area: 'normal' },
  normalHome: { path: '/normal/home', title: '首页', area: 'normal' },
} as const satisfies Record<string, RouteMeta>;

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

/** The home of the user's area: /agent for AGENT accounts, /normal for others (spec §6). */
export function areaHome(accountType: string | undefined): string {
  return accountType === 'AGENT' ? ROUTES.agentHome.path : ROUTES.normalHome.path;
}

/** The route whose menu entry a function code opens (the first declared). */
export function routeByAuthCode(code: string): RouteMeta | undefined {
  return Object.values(ROUTES).find((route: RouteMeta) => route.authCode === code && !route.path.includes(':'));
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
