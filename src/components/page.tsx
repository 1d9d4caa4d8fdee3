import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from 'antd';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { ROUTES, type RouteMeta } from '@/config/routes';
import { perAddress } from '@/lib/address-memo';
import './page.css';

const TRAIL_ROUTES: RouteMeta[] = Object.values(ROUTES).filter((route: RouteMeta) => route.area !== 'public');
/** The routes without parameters by their exact path: most prefixes are found without compiling a pattern. */
const STATIC_TRAIL_ROUTES = new Map(TRAIL_ROUTES.filter((route) => !/[:*]/.test(route.path)).map((route) => [route.path, route]));
/**
 * The route an address is: its static route, else the first of the table's that matches it (matchPath compiles
 * each route's pattern). Once per address prefix: every screen renders its frame at each step of a navigation.
 * The router prefers a static path to a pattern, as the exact lookup does; an address only a pattern (or a
 * case-insensitive match) fits goes through the table in order.
 */
const routeOf = perAddress(
  (path): RouteMeta | undefined =>
    STATIC_TRAIL_ROUTES.get(path) ?? TRAIL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, path)),
);

/** The trail of a path: every prefix that is a route of the table, e.g. 新闻公告 › 公告详情. */
export function routeTrail(pathname: string): { path: string; title: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail = segments.flatMap((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const meta = routeOf(path);
    // A stand-alone page (the cashier) needs its address's query: no crumb leads back to it.
    if (meta?.layout === 'bare' && path !== `/${segments.join('/')}`) return [];
    return meta ? [{ path, title: meta.title }] : [];
  });
  // /normal and /normal/home are one page under two addresses: one crumb.
  return trail.filter((item, index) => index === 0 || trail[index - 1]!.title !== item.title);
}

/** The frame of a screen: its title from the route table, a trail back, actions on the right. */
export function Page({ children, extra, title }: { children: ReactNode; extra?: ReactNode; title?: ReactNode }) {
  const trail = routeTrail(useLocation().pathname);
  const current = trail.at(-1);

  return (
    <section className="page">
      <header className="page-header">
        <div>
          {trail.length > 1 && (
            <Breadcrumb
              items={trail.map((item, index) =>
                index === trail.length - 1 ? { title: item.title } : { title: <Link to={item.path}>{item.title}</Link> },
              )}
            />
          )}
          {/* The screen's one h1, with the size of antd's h4 (page.css); focus goes here after a change of screen (main-focus.tsx). */}
          <Typography.Title level={1} className="page-title" tabIndex={-1}>
            {title ?? current?.title}
          </Typography.Title>
        </div>
        {extra && <div className="page-extra">{extra}</div>}
      </header>
      {children}
    </section>
  );
}
