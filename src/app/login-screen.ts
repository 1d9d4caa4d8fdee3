import { createElement } from 'react';
import type { ScreenImport, ScreenModule } from '@/lib/route-types';

let wrapped: Promise<ScreenModule> | undefined;

/**
 * The login screen's chunk: the one screen the router imports without going through the screen map. It
 * renders antd in zero-runtime mode, as the signed-in shells do (layout/antd-stylesheet.tsx), over the part
 * of antd's prebuilt stylesheet its components use, loaded beside the chunk: its first render makes no
 * styles (at 3× CPU, serialising and injecting them was most of /login's main-thread work).
 */
export const loginScreen: ScreenImport = () =>
  (wrapped ??= Promise.all([
    import('@/features/account/login-page'),
    import('./layout/antd-stylesheet').then(async (stylesheet) => {
      await stylesheet.loadLoginAntdStylesheet();
      return stylesheet;
    }),
  ]).then(([screen, { ZeroRuntimeAntd }]) => {
    const LoginPage = screen.default;
    const ZeroRuntimeLoginPage = () => createElement(ZeroRuntimeAntd, null, createElement(LoginPage));
    return { ...screen, default: ZeroRuntimeLoginPage };
  })).catch((error: unknown) => {
    // A chunk that failed to load (the network away) is asked for again at the next navigation.
    wrapped = undefined;
    throw error;
  });
