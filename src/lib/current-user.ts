import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router-dom';
import { getAccess, type Access } from './permissions';
import type { SessionUser } from './stored-user';

const SessionUserContext = createContext<SessionUser | null>(null);

/**
 * Gives the session the root loader restored (route id 'root') to everything below (app/root-route.tsx).
 * A context of its own rather than each reader calling useRouteLoaderData: that hook reads the router's
 * whole state, so every screen, gated button and order link rendered again at every step of every
 * navigation; the session itself is the same object while it is unchanged (stored-user.ts).
 */
export function SessionUserProvider({ children }: { children: ReactNode }) {
  const user = (useRouteLoaderData('root') as SessionUser | null | undefined) ?? null;
  return createElement(SessionUserContext.Provider, { value: user }, children);
}

/** A route element giving the session to its child routes (for route trees without the app's root). */
export function SessionUserOutlet() {
  return createElement(SessionUserProvider, null, createElement(Outlet));
}

/** The session the root loader restored (null before login). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionUserContext);
}

/** Access flags of the current user, for menus and permission-guarded buttons. */
export function useAccess(): Access {
  const user = useSessionUser();
  return useMemo(() => getAccess(user), [user]);
}
