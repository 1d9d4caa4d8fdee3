import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// antd's prebuilt stylesheet for every component, as a file of the build (not bundled into a chunk's CSS):
// only the signed-in shells load it, /login never does.
import antdStylesheetHref from 'antd/dist/antd.css?url';
// The rules of that sheet /login's components use (vite.config.ts, antdLoginStylesheet).
import loginStylesheetHref from 'virtual:antd-login-stylesheet';

const loaded = new Map<string, Promise<void>>();

/**
 * Puts antd's prebuilt stylesheet into the page once, first in <head> so that the portal's own CSS (app.css,
 * the layouts') still wins a tie of specificity as it does over antd's run-time styles, and settles when
 * it has loaded (or failed: the screens then show unstyled rather than not at all). jsdom loads no
 * stylesheets, so in tests it settles at once.
 */
export function loadAntdStylesheet(): Promise<void> {
  return loadStylesheet(antdStylesheetHref);
}

/** The same for /login: the part of the sheet its components use (a signed-in shell's whole sheet comes after it). */
export function loadLoginAntdStylesheet(): Promise<void> {
  return loadStylesheet(loginStylesheetHref);
}

function loadStylesheet(href: string): Promise<void> {
  let done = loaded.get(href);
  if (done) return done;
  done = new Promise<void>((resolve) => {
    if (typeof document === 'undefined' || import.meta.env.MODE === 'test') return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.antd = 'static';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.prepend(link);
  });
  loaded.set(href, done);
  return done;
}

// A key of its own for the theme's variables: the prebuilt sheet carries default-theme ones under generated keys.
const ZERO_RUNTIME = { zeroRuntime: true, cssVar: { key: 'css-var-portal' } } as const;

/**
 * antd without its CSS-in-JS under the signed-in shells: the components' styles come from the prebuilt
 * stylesheet (loadAntdStylesheet, awaited by the router before a shell renders) instead of being serialised
 * and injected as <style> elements at each component's first mount — every injection made the next style
 * recalculation start over for the whole page, the largest share of a screen's first render at 3× CPU
 * (docs/performance.md). The theme is inherited: its tokens stay CSS variables, set at run time as before.
 */
export function ZeroRuntimeAntd({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={ZERO_RUNTIME}>{children}</ConfigProvider>;
}
