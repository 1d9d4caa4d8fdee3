import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import {
  areaHome,
  href,
  loginHref,
  routeBranch,
  routeByAuthCode,
  ROUTES,
  safeReturnPath,
  userArea,
  type RouteKey,
  type RouteMeta,
} from '@/config/routes';
import { AUTH } from '@/config/auth-codes';
import { buildRouteTree, createRoutes } from '@/app/router';
import { SCREENS } from '@/app/screens';
import type { ScreenImport } from '@/lib/route-types';

/** What a route object is, as a reader of the tree would name it. */
function describeParent(route: RouteObject): string {
  if (route.id === 'root') return 'session root';
  if (route.id === 'bare') return 'bare layout';
  if (route.path) return route.path;
  return route.Component ? 'document' : 'layout';
}

/** Every screen route of a tree: its meta, the chain of parents above it and how it is matched. */
function placements(tree: RouteObject[], parents: string[] = []) {
  return tree.flatMap((route): { meta: RouteMeta; parents: string[]; match: string }[] => {
    const here = route.handle ? [{ meta: route.handle as RouteMeta, parents, match: route.index ? 'index' : (route.path ?? '') }] : [];
    return [...here, ...placements(route.children ?? [], [...parents, describeParent(route)])];
  });
}

const PARENTS_BY_BRANCH = {
  top: ['document'],
  guest: ['document', 'session root'],
  shared: ['document', 'session root', 'layout'],
  bare: ['document', 'session root', 'bare layout'],
  agent: ['document', 'session root', '/agent'],
  normal: ['document', 'session root', '/normal'],
} as const;

describe('route tree from the route table', () => {
  const placed = placements(createRoutes(new QueryClient()));

  it('places every route of the table exactly once, where its area puts it', () => {
    const keys = Object.keys(ROUTES) as RouteKey[];
    expect(placed).toHaveLength(keys.length);
    for (const key of keys) {
      const meta: RouteMeta = ROUTES[key];
      const found = placed.filter((entry) => entry.meta === meta);
      expect(found, key).toHaveLength(1);
      expect(found[0]!.parents, key).toEqual(PARENTS_BY_BRANCH[routeBranch(meta)]);
    }
  });

  it('decides the branch from the area alone', () => {
    expect(routeBranch(ROUTES.login)).toBe('guest');
    expect(routeBranch(ROUTES.forgot)).toBe('top');
    expect(routeBranch(ROUTES.notFound)).toBe('top');
    expect(routeBranch(ROUTES.news)).toBe('shared');
    expect(routeBranch(ROUTES.payCashier)).toBe('bare');
    expect(routeBranch(ROUTES.agentHome)).toBe('agent');
    expect(routeBranch(ROUTES.normalHome)).toBe('normal');
  });

  it('makes /, /agent and /normal the index routes of their branches; /normal/home is a child of /normal', () => {
    const matchOf = (meta: RouteMeta) => placed.find((entry) => entry.meta === meta)?.match;
    expect(matchOf(ROUTES.root)).toBe('index');
    expect(matchOf(ROUTES.agentHome)).toBe('index');
    expect(matchOf(ROUTES.normalIndex)).toBe('index');
    expect(matchOf(ROUTES.normalHome)).toBe('/normal/home');
    expect(matchOf(ROUTES.login)).toBe('/login');
  });

  it('gives /normal and /normal/home one screen, and every route its own entry in the screen map', () => {
    expect(SCREENS.normalIndex).toBe(SCREENS.normalHome);
    expect(Object.keys(SCREENS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  // Future routes, as a fixture only: the real table gets a route with its screen.
  const screen: ScreenImport = () => Promise.resolve({ default: () => null });
  const future = {
    ...ROUTES,
    agentPay: { path: '/agent/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' },
    normalPay: { path: '/normal/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'normal' },
    // The team orders' code in the normal area too (the real table has it in the agent area only).
    normalTeamOrders: { path: '/normal/orders', title: '我的订单', authCode: AUTH.TEAM_ORDER, area: 'normal' },
  } satisfies Record<string, RouteMeta>;
  const futureScreens = Object.fromEntries(Object.keys(future).map((key) => [key, screen])) as Record<keyof typeof future, ScreenImport>;

  it('places a new route from its table entry, with nothing else to edit', () => {
    const tree = placements(buildRouteTree(future, futureScreens, new QueryClient()));
    expect(tree.find((entry) => entry.meta === future.agentPay)).toMatchObject({
      parents: PARENTS_BY_BRANCH.agent,
      match: '/agent/pay/payment',
    });
    expect(tree.find((entry) => entry.meta === future.normalPay)).toMatchObject({
      parents: PARENTS_BY_BRANCH.normal,
      match: '/normal/pay/payment',
    });
  });

  it('puts a bare route (the cashier) under the session root without the portal layout, its guard kept', async () => {
    const tree = buildRouteTree(ROUTES, SCREENS, new QueryClient());
    const sessionRoot = tree[0]!.children!.find((route) => route.id === 'root')!;
    const bare = sessionRoot.children!.find((route) => route.id === 'bare')!;
    expect(bare.children!.map((route) => route.path)).toEqual(['/pay', '/pay/result']);
    const portal = sessionRoot.children!.find(
      (route) => !route.id && !route.path && route.children?.some((child) => child.path === '/new'),
    );
    expect(portal!.children!.some((route) => route.path?.startsWith('/pay'))).toBe(false);
    // Not the portal's layout component.
    const [bareLayout, portalLayout] = await Promise.all([
      (bare.lazy as () => Promise<{ Component: unknown }>)(),
      (portal!.lazy as () => Promise<{ Component: unknown }>)(),
    ]);
    expect(bareLayout.Component).not.toBe(portalLayout.Component);
    // The guard: a visitor without a session is sent to /login with the cashier as the return target.
    const cashier = bare.children!.find((route) => route.path === '/pay')!;
    const loader = cashier.loader as (args: { request: Request; params: Record<string, string> }) => Promise<unknown>;
    const outcome = await loader({
      request: new Request('http://portal.test/pay?payableKind=ANCILLARY&payableNo=AN300003'),
      params: {},
    }).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('Location')).toBe(
      `/login?redirect=${encodeURIComponent('/pay?payableKind=ANCILLARY&payableNo=AN300003')}`,
    );
  });

  it('refuses a bare route of one area', () => {
    const stray = { ...future, strayBare: { path: '/agent/bare', title: '独立页', area: 'agent', layout: 'bare' } } satisfies Record<
      string,
      RouteMeta
    >;
    expect(() => buildRouteTree(stray, { ...futureScreens, strayBare: screen }, new QueryClient())).toThrow(
      /strayBare: only a route both areas share/,
    );
  });

  it('refuses an area route outside its area’s path, and a shared route inside one', () => {
    const stray = { ...future, strayPay: { path: '/pay/payment', title: '支付', authCode: AUTH.PAY, area: 'agent' } } satisfies Record<
      string,
      RouteMeta
    >;
    expect(() => buildRouteTree(stray, { ...futureScreens, strayPay: screen }, new QueryClient())).toThrow(
      /strayPay: a agent route must be under \/agent/,
    );
    const hidden = { ...future, hidden: { path: '/normal/shared', title: '共享', area: 'any' } } satisfies Record<string, RouteMeta>;
    expect(() => buildRouteTree(hidden, { ...futureScreens, hidden: screen }, new QueryClient())).toThrow(/hidden/);
  });

  it('resolves a menu code by the user’s area, never into the other area', () => {
    // The area's first route of the code: the deposits list, before the payment screen.
    expect(routeByAuthCode(AUTH.PAY, 'agent', future)?.path).toBe('/agent/pay/payment');
    expect(routeByAuthCode(AUTH.PAY, 'normal', future)?.path).toBe('/normal/pay/payment');
    expect(routeByAuthCode(AUTH.TEAM_ORDER, 'agent', future)?.path).toBe('/agent/orderCenter/order');
    expect(routeByAuthCode(AUTH.TEAM_ORDER, 'normal', future)?.path).toBe('/normal/orders');
    const agentOnly = { agentPay: future.agentPay };
    expect(routeByAuthCode(AUTH.PAY, 'normal', agentOnly)).toBeUndefined();
  });
});

describe('route table', () => {
  it('builds links with parameters', () => {
    expect(href('newsDetail', { prodNo: 'N2026001' })).toBe('/new/N2026001');
    expect(href('news')).toBe('/new');
  });

  it('sends each account type to the home of its area', () => {
    expect(areaHome('AGENT')).toBe('/agent');
    expect(areaHome('NORMAL')).toBe('/normal/home');
    expect(areaHome(undefined)).toBe('/normal/home');
    expect(userArea('AGENT')).toBe('agent');
    expect(userArea('NORMAL')).toBe('normal');
  });

  it('finds the screen a menu code opens in both areas when both share it, never a detail route', () => {
    expect(routeByAuthCode(AUTH.NEWS, 'agent')).toBe(ROUTES.news);
    expect(routeByAuthCode(AUTH.NEWS, 'normal')).toBe(ROUTES.news);
    expect(routeByAuthCode('UNKNOWN', 'agent')).toBeUndefined();
  });

  it.each([
    ['/agent', '/agent'],
    ['/new?title=春运#top', '/new?title=%E6%98%A5%E8%BF%90#top'],
    ['//evil.example/agent', null],
    ['https://evil.example/agent', null],
    ['/\\evil.example', null],
    ['agent', null],
    ['/login', null],
    ['/', null],
    ['', null],
    [null, null],
  ])('accepts only same-origin return paths: %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it('carries the return path to the login page', () => {
    expect(loginHref('/new?title=a')).toBe('/login?redirect=%2Fnew%3Ftitle%3Da');
    expect(loginHref('https://evil.example')).toBe('/login');
  });
});
