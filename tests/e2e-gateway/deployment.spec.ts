import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SECURITY_HEADERS, cspWith } from '../e2e/support';
import { GATEWAY, GATEWAY_PREFIX, NGINX_HEADERS, test } from './support';

/**
 * The production build behind nginx with the committed deploy/nginx.conf (scripts/serve-production.mjs):
 * what the server sends, read off the answers the browser gets — the security headers on every answer, the
 * caching (hashed assets kept a year, the document and config.json revalidated, an error never kept), the
 * client-side router's fallback, the build manifest not published, and the gateway proxied on the portal's
 * own origin with nginx's request id.
 */

/** The folder scripts/serve-production.mjs builds into and nginx serves: the production build (simulator off). */
const BUILT = join(process.cwd(), 'dist-production');

test('the build leaves the simulator out (no service worker of it, no cashier page) and has no inline script', () => {
  const files = readdirSync(BUILT);
  expect(files).toContain('index.html');
  expect(files).not.toContain('mockServiceWorker.js');
  expect(files).not.toContain('simulator-worker.js');
  expect(files).not.toContain('sim-cashier.html');
  // The CSP allows only the site's own files: the boot script ships as one.
  const html = readFileSync(join(BUILT, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '',
  );
  expect(inline).toEqual([]);
  expect(html).toContain('<script src="/boot-shell.js"></script>');
  expect(readFileSync(join(BUILT, 'boot-shell.js'), 'utf8')).toContain("location.pathname !== '/login'");
});

const EVERY_ANSWER = {
  'content-security-policy': cspWith(GATEWAY),
  ...SECURITY_HEADERS,
  'permissions-policy': NGINX_HEADERS['permissions-policy'],
  'strict-transport-security': NGINX_HEADERS['strict-transport-security'],
};

test('a deep link is the app, its scripts are kept a year, config.json is revalidated, all with the security headers', async ({
  page,
  request,
}) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), headers: response.headers() });
  });
  const document = await page.goto('/agent/orderCenter/order?page=2');
  expect(document!.status()).toBe(200);
  expect(document!.headers()).toMatchObject({ ...EVERY_ANSWER, 'cache-control': 'no-cache' });
  // Not signed in: the app itself answered the deep link and sent the visitor to sign in.
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();

  const hashed = scripts.filter(({ url }) => new URL(url).pathname.startsWith('/assets/'));
  expect(hashed.length).toBeGreaterThan(0);
  for (const { headers } of hashed)
    expect(headers).toMatchObject({ ...EVERY_ANSWER, 'cache-control': 'public, max-age=31536000, immutable' });

  const config = await request.get('/config.json');
  expect(config.status()).toBe(200);
  expect(config.headers()).toMatchObject({ ...EVERY_ANSWER, 'cache-control': 'no-cache' });
  expect(await config.json()).toEqual({ gatewayBase: GATEWAY });
});

test('publishes no build manifest and keeps no error: a missing asset is a 404, not the app', async ({ request }) => {
  for (const path of ['/.vite/manifest.json', '/assets/no-such-chunk.js']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers(), path).toMatchObject({ ...EVERY_ANSWER, 'cache-control': 'no-store' });
  }
});

test('proxies the gateway prefix to the gateway on the portal’s own origin, with its request id', async ({ request, baseURL }) => {
  const answer = await request.post(`${GATEWAY_PREFIX}/account/captcha/image`, { data: {}, headers: { Origin: baseURL! } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(((await answer.json()) as { btCommonRes: { isOk: boolean } }).btCommonRes.isOk).toBe(true);
  // The front door stands behind the proxy: a form-encoded call runs nothing.
  const form = await request.post(`${GATEWAY_PREFIX}/account/logout`, { form: { a: '1' }, headers: { Origin: baseURL! } });
  expect(form.status()).toBe(415);
});
