/**
 * The HTTP headers every response of the portal's host must carry (README, "Deployment"): vite.config.ts
 * sends them from the dev server, `vite preview` and so `npm run demo`, so every browser test runs under
 * them. Plain strings: the build's config imports this module.
 *
 * - No inline script anywhere (index.html's boot line is /boot-shell.js): `script-src 'self'`, which also
 *   covers the simulator's service worker (/simulator-worker.js, demo and dev builds only).
 * - `style-src 'unsafe-inline'`: antd writes its CSS-in-JS into <style> elements at run time.
 * - `img-src data: blob:`: the captcha and uploaded licences' previews; exports download through blob: links.
 * - `connect-src`: the page's own origin and the gateway's when it is another (config.json's `gatewayBase`).
 * - Framing is refused twice: `frame-ancestors 'none'` and, for older browsers, X-Frame-Options.
 * - Referrer-Policy matches index.html's <meta name="referrer">: a token login's address never leaves in a Referer.
 */
export interface SecurityHeaderOptions {
  /** Origins besides the page's own that the page may call: the gateway's (e.g. https://b2b-gateway.example.com). */
  connect?: readonly string[];
  /** Extra script sources (the dev server's React preamble hash); never for a build. */
  scripts?: readonly string[];
}

export function contentSecurityPolicy({ connect = [], scripts = [] }: SecurityHeaderOptions = {}): string {
  const list = (...sources: readonly string[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...scripts)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `connect-src ${list(`'self'`, ...connect)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
