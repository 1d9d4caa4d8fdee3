import { memo, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteContextValue = React.ContextType<typeof RouteContext>;
type RouteMatch = RouteContextValue['matches'][number];

function sameParams(a: RouteMatch['params'], b: RouteMatch['params']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The same routes matched the same way: what the route hooks (useParams, useNavigate, useHref…) read is unchanged. */
function sameMatches(a: RouteContextValue['matches'], b: RouteContextValue['matches']): boolean {
  return (
    a.length === b.length &&
    a.every((match, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        match.route === other.route &&
        match.pathname === other.pathname &&
        match.pathnameBase === other.pathnameBase &&
        sameParams(match.params, other.params)
      );
    })
  );
}

/**
 * The router's route context for content that renders no child route (no `<Outlet />`), kept the same
 * object while its routes match the same way.
 *
 * React Router renders its matched routes again at every step of a navigation (`loading`, then the next
 * screen) and hands each route a new context object, so every reader of it — a screen that calls
 * useSearchParams or useNavigate, every `<Link>` — rendered again while the next screen loaded: the team
 * order list of twenty rows, its filters and date pickers, in full, before the order clicked could render
 * (React finishes a transition's render before it starts the next). Kept stable, the screen being left
 * renders again only for what it reads of the navigation itself (useNavigation, useBlocker). A route with
 * child routes (an outlet) is passed its context as it comes.
 */
export function StableRouteContext({ children }: { children: ReactNode }) {
  const context = useContext(RouteContext);
  // What the previous render provided, kept while the routes match the same way (React's "information from
  // previous renders" pattern: a changed match replaces it at once).
  const [kept, keep] = useState(context);
  const value =
    kept === context || (context.outlet === null && kept.isDataRoute === context.isDataRoute && sameMatches(kept.matches, context.matches))
      ? kept
      : context;
  if (value !== kept) keep(value);
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

/** A leaf route's component, memoised and under a stable route context (StableRouteContext). */
export function withStableRouteContext(Component: ComponentType): ComponentType {
  const Memoised = memo(Component);
  function StableRoute() {
    return (
      <StableRouteContext>
        <Memoised />
      </StableRouteContext>
    );
  }
  StableRoute.displayName = `StableRoute(${Component.displayName ?? Component.name ?? 'Screen'})`;
  return StableRoute;
}
