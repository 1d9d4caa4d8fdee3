import { redirect, replace } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { areaHome, loginHref, LOGIN_RETURN_PARAM, ROUTES, safeReturnPath, type RouteMeta } from '@/config/routes';
import { accountApi, call } from '@/lib/gateway';
import { getSessionUser, saveSessionUser, type SessionUser } from '@/lib/stored-user';

/** Address parameters that sign a user in (spec §2, domain.md "Token login"). */
export const TOKEN_PARAMS = ['tokenId', 'tokenUUID'] as const;
export const EXTERNAL_LOGIN_PARAM = 'accountId';

async function lookUpAccount(url: URL, queryClient: QueryClient): Promise<SessionUser | null> {
  const tokenId = url.searchParams.get('tokenId');
  const tokenUUID = url.searchParams.get('tokenUUID');
  const accountId = url.searchParams.get(EXTERNAL_LOGIN_PARAM);
  try {
    let result;
    if (tokenId && tokenUUID) {
      // Spec §7: errors of the token lookup are hidden and never redirect.
      result = await call(accountApi.accountByToken, { tokenId, tokenUUID }, { hideError: true, ignoreRedirect: true });
    } else if (accountId) {
      result = await call(accountApi.externalLogin, { accountId }, { ignoreRedirect: true });
    } else {
      return null;
    }
    queryClient.clear();
    return saveSessionUser(result);
  } catch {
    return null;
  }
}

let inflight: { href: string; promise: Promise<SessionUser | null> } | undefined;

/**
 * The session for a navigation: the stored one, else by token, else by external login.
 * Root and screen loaders run in parallel; they share one lookup per address.
 */
export function resolveSession(url: URL, queryClient: QueryClient): Promise<SessionUser | null> {
  const stored = getSessionUser();
  if (stored) return Promise.resolve(stored);
  if (inflight?.href === url.href) return inflight.promise;
  const promise = lookUpAccount(url, queryClient).finally(() => {
    if (inflight?.promise === promise) inflight = undefined;
  });
  inflight = { href: url.href, promise };
  return promise;
}

/** The guest pages (/, /login): a signed-in visitor is sent on from them. */
const GUEST_PATHS: ReadonlySet<string> = new Set(
  Object.values(ROUTES)
    .filter((route: RouteMeta) => route.guestOnly)
    .map((route) => route.path),
);

const LOGIN_PARAMS = [...TOKEN_PARAMS, EXTERNAL_LOGIN_PARAM];

/** Whether the address carries credentials (a token or an external-login accountId). */
export function hasLoginParams(url: URL): boolean {
  return LOGIN_PARAMS.some((name) => url.searchParams.has(name));
}

/** The address without its credentials, other parameters kept. */
export function withoutLoginParams(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of LOGIN_PARAMS) search.delete(name);
  const rest = search.toString();
  return `${url.pathname}${rest ? `?${rest}` : ''}${url.hash}`;
}

/** Root loader (spec §2): restore the session or send the visitor to /login. */
export async function rootLoader(request: Request, queryClient: QueryClient): Promise<SessionUser | null> {
  const url = new URL(request.url);
  const user = await resolveSession(url, queryClient);
  const isGuestPage = GUEST_PATHS.has(url.pathname);
  // Credentials never stay in the address (history, bookmarks, a shared screen): they leave it after
  // every token or external login, also when a stored session made them unnecessary or they failed.
  // Every redirect away from such an address replaces its history entry: a pushed one left it one Back
  // away, and after a logout Back signed the user in again.
  const leave = hasLoginParams(url) ? replace : redirect;
  if (user && isGuestPage) {
    throw leave(safeReturnPath(url.searchParams.get(LOGIN_RETURN_PARAM)) ?? areaHome(user.accountType));
  }
  if (!user && !isGuestPage) throw leave(loginHref(withoutLoginParams(url)));
  if (hasLoginParams(url)) throw replace(withoutLoginParams(url));
  return user;
}
