import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
// The ES module build of the locale: antd/locale/zh_CN is CommonJS and drags interop helpers into /login.
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configureGateway } from '@/lib/gateway';
import { loginHref, ROUTES } from '@/config/routes';
import { clearSessionUser, getSessionUser } from '@/lib/stored-user';
import { antdLook } from '@/config/theme';
import { heldStyleCache } from '@/lib/antd-style-cache';

const STYLE_CACHE = heldStyleCache();

/** Where the session-expiry redirect goes: the router's own location, so memory routers work too. */
export interface Navigator {
  navigate(to: string): unknown;
  state: { location: { pathname: string; search: string } };
}

/** A toast: the gateway's refusals are errors; news of the session from another tab, warnings or info. */
export type ToastKind = 'error' | 'warning' | 'info';
type Notifier = (kind: ToastKind, text: string) => void;
let notify: Notifier | undefined;
const queued: [ToastKind, string][] = [];

/** Shows a toast (queued until the toasts' holder is mounted). */
export function toastUser(kind: ToastKind, text: string): void {
  if (notify) notify(kind, text);
  else queued.push([kind, text]);
}

/** Hands the gateway client the hooks it needs, once, before the first call. */
export function connectGateway(router: Navigator): void {
  configureGateway({
    notifyError: (text) => toastUser('error', text),
    onSessionExpired: () => clearSessionUser('expired'),
    isSignedIn: () => getSessionUser() !== null,
    redirectToLogin: () => {
      const { pathname, search } = router.state.location;
      // The redirect comes 2 s after the expiry. Meanwhile the user may have gone on: to another screen,
      // which the root loader already sent to /login with that screen as its return target (kept), or
      // through the login page, signed in again (nothing left to redirect).
      if (pathname === ROUTES.login.path || getSessionUser()) return;
      void router.navigate(loginHref(`${pathname}${search}`));
    },
  });
}

/**
 * The gateway's toasts. antd's static message cannot see ConfigProvider; the hook's can, so toasts
 * get theme and locale. (antd's App, with modal and notification, wraps the signed-in shell only:
 * /login does not pay for it.)
 */
function GatewayToasts() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    const shown: Notifier = (kind, text) => void api[kind](text);
    notify = shown;
    for (const [kind, text] of queued.splice(0)) shown(kind, text);
    return () => {
      notify = undefined;
    };
  }, [api]);
  return holder;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StyleProvider cache={STYLE_CACHE}>
      <ConfigProvider locale={zhCN} {...antdLook}>
        <GatewayToasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>
  );
}
