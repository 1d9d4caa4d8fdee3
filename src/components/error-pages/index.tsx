import { lazy, Suspense } from 'react';
import { BootScreen } from '../boot-screen';

const LazyRouteErrorPage = lazy(() => import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })));

/** The route error boundary, loaded when an error happens: antd Result stays out of /login's bundle. */
export function RouteErrorPage() {
  return (
    <Suspense fallback={<BootScreen />}>
      <LazyRouteErrorPage />
    </Suspense>
  );
}
