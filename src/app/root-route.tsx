import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { env } from '@/config/env';
import type { RouteMeta } from '@/config/routes';

function usePageTitle(): void {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteMeta | undefined)?.title)?.handle as
    | RouteMeta
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} - ${env.appTitle}` : env.appTitle;
  }, [title]);
}

/** The root: page titles per route and a thin progress bar while the next screen loads. */
export function RootRoute() {
  usePageTitle();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="nav-progress" role="progressbar" aria-label="页面加载中" />}
      <Outlet />
    </>
  );
}
