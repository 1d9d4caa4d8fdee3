import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { areaHome, loginHref, ROUTES, type RouteMeta } from '@/config/routes';
import { checkAccess } from '@/lib/permissions';
import { hearSessionNews, type SessionNews } from '@/lib/session-news';
import { followSessionUser, forgetExpiredAccount, getSessionUser, rememberExpiredAccount, type SessionUser } from '@/lib/stored-user';
import { toastUser } from './providers';

type DataRouter = ReturnType<typeof createBrowserRouter>;

export const SIGNED_OUT_ELSEWHERE = '您已在其他窗口退出登录，请重新登录';
export const EXPIRED_ELSEWHERE = '登录已过期，请重新登录';
export const signedInElsewhere = (user: SessionUser) => `其他窗口已登录${user.userName}（${user.displayName}），本窗口已切换为该账号`;
export const refusedAfterSwitch = (user: SessionUser) =>
  `其他窗口已登录${user.userName}（${user.displayName}），该账号无权访问本页，已回到首页`;

/** The screen the tab shows: the deepest route with a meta (its area and authCode). */
function currentMeta(router: DataRouter): RouteMeta | undefined {
  return router.state.matches
    .map((match) => match.route.handle as RouteMeta | undefined)
    .filter((meta): meta is RouteMeta => meta?.path !== undefined)
    .at(-1);
}

/**
 * This tab follows the session the browser's other tabs sign in, replace or end (the gateway's cookie
 * is shared; lib/session-news.ts): at once, with one message, without a call to the gateway first.
 * - Signed out or expired there: this tab forgets its user and goes to /login once, keeping where it
 *   was as the return target and its form drafts (they are per account: signing in again restores them);
 *   also when its own read met the ended session first (that read's lapse said so: no second message).
 * - Signed in there as another user: this tab shows that user, its menu and its data, on the same
 *   screen when that user may open it, else on that user's home, and says which.
 * - Signed in there while this tab was signed out (on /login): this tab goes on, as its own login would.
 * Returns the unsubscribe.
 */
export function followOtherTabs(router: DataRouter, queryClient: QueryClient): () => void {
  return hearSessionNews((news) => void follow(news, router, queryClient));
}

async function follow(news: SessionNews, router: DataRouter, queryClient: QueryClient): Promise<void> {
  const mine = getSessionUser();
  const { pathname, search } = router.state.location;
  if (news.kind === 'signed-out') {
    // A signed-in screen still showing follows even when this tab has let go of its user already: one of
    // its reads met the ended session first and said so (one lapse, its toast), its redirect still to come.
    const meta = currentMeta(router);
    const onSignedInScreen = pathname !== ROUTES.login.path && meta !== undefined && meta.area !== 'public';
    if (!mine && !onSignedInScreen) return;
    if (mine) {
      if (news.reason === 'expired') rememberExpiredAccount(mine);
      else forgetExpiredAccount();
      followSessionUser(null);
      // Said once: a second sign-out news (the other tab's expiry, then its logout) finds no user here.
      toastUser('warning', news.reason === 'expired' ? EXPIRED_ELSEWHERE : SIGNED_OUT_ELSEWHERE);
    }
    // Off the signed-in screens first: cleared while they are mounted, their reads would ask again.
    if (pathname !== ROUTES.login.path) await router.navigate(loginHref(`${pathname}${search}`), { replace: true, flushSync: true });
    queryClient.clear();
    return;
  }
  const { user } = news;
  followSessionUser(user);
  // The same account signed in again there: nothing this tab shows has changed.
  if (mine?.accountId === user.accountId) return;
  if (!mine) {
    // A guest page sends the user on, to its return target or the home, as this tab's own login would.
    queryClient.clear();
    await router.revalidate();
    return;
  }
  const meta = currentMeta(router);
  const allowed = !meta || checkAccess(meta, user) === 'ok';
  toastUser('info', allowed ? signedInElsewhere(user) : refusedAfterSwitch(user));
  // The screens drawn for the new user first (its menu, header and buttons, committed at once), then
  // nothing of the previous user's stays: their reads ask again. Cleared while the previous user's
  // screens were mounted, reads that user was allowed and this one is not would be refused.
  const here = `${pathname}${search}${router.state.location.hash}`;
  await router.navigate(allowed ? here : areaHome(user.accountType), { replace: true, flushSync: true });
  queryClient.clear();
}
