import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { getAccess, type Access } from './permissions';
import type { SessionUser } from './stored-user';

/** The session the root loader restored (null before login). */
export function useSessionUser(): SessionUser | null {
  return (useRouteLoaderData('root') as SessionUser | null | undefined) ?? null;
}

/** Access flags of the current user, for menus and permission-guarded buttons. */
export function useAccess(): Access {
  const user = useSessionUser();
  return useMemo(() => getAccess(user), [user]);
}
