import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { env } from '@/config/env';
import type { RouteMeta } from '@/config/routes';
import { SessionUserProvider } from '@/lib/current-user';

function usePageTitle(): void {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteMeta | undefined)?.title)?.handle as RouteMeta | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} - ${env.appTitle}` : env.appTitle;
  }, [title]);
}

/**
 * The root: page titles per route, a thin progress bar while the next screen loads, and the scroll
 * position (a new screen opens at its top; back and forward return to where the reader was).
 */
export function RootRoute() {
  usePageTitle();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="nav-progress" role="progressbar" aria-label="页面加载中" />}
      <SessionUserProvider>
        <Outlet />
      </SessionUserProvider>
      <ScrollRestoration />
    </>
  );
}
