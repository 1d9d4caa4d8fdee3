import { redirect } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { areaHome, loginHref, LOGIN_RETURN_PARAM, ROUTES, safeReturnPath } from '@/config/routes';
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

const PUBLIC_ROOT_PATHS: ReadonlySet<string> = new Set([ROUTES.root.path, ROUTES.login.path]);

function withoutLoginParams(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of [...TOKEN_PARAMS, EXTERNAL_LOGIN_PARAM]) search.delete(name);
  const rest = search.toString();
  return `${url.pathname}${rest ? `?${rest}` : ''}${url.hash}`;
}

/** Root loader (spec §2): restore the session or send the visitor to /login. */
export async function rootLoader(request: Request, queryClient: QueryClient): Promise<SessionUser | null> {
  const url = new URL(request.url);
  const hadStored = getSessionUser() !== null;
  const user = await resolveSession(url, queryClient);
  const isPublic = PUBLIC_ROOT_PATHS.has(url.pathname);
  if (user && isPublic) {
    throw redirect(safeReturnPath(url.searchParams.get(LOGIN_RETURN_PARAM)) ?? areaHome(user.accountType));
  }
  if (!user && !isPublic) throw redirect(loginHref(withoutLoginParams(url)));
  // Signed in from the address: drop the credentials from it.
  if (user && !hadStored && withoutLoginParams(url) !== `${url.pathname}${url.search}${url.hash}`) {
    throw redirect(withoutLoginParams(url));
  }
  return user;
}
