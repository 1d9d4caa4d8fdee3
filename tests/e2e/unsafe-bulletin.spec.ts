import { expect, type BrowserContext, type Page } from '@playwright/test';
import { HOSTILE_HOST, HOSTILE_PAYLOADS } from '../fixtures/hostile-html';
import { loginByToken, test, TOKENS } from './support';

const UNSAFE_TITLE = '关于防范钓鱼网站及保护旅客信息安全的提示';
const UNSAFE_PATH = '/new/BL0010';

/** What a hostile bulletin could make the browser do: dialogs, and requests to the hostile host. */
function watch(page: Page, context: BrowserContext) {
  const dialogs: string[] = [];
  const remote: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Requests of the page and of the service worker alike; none may leave for the hostile host
  // (aborted here, so a failure of the sanitiser shows as a recorded request, not as a slow test).
  context.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith(HOSTILE_HOST)) remote.push(request.url());
  });
  void context.route(
    (url) => url.hostname.endsWith(HOSTILE_HOST),
    (route) => route.abort(),
  );
  return { dialogs, remote };
}

/** Opens the unsafe bulletin from the list, as a reader would. */
async function openUnsafeBulletin(page: Page): Promise<void> {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await page.getByRole('menu').getByRole('link', { name: '新闻公告' }).click();
  await page.getByRole('link', { name: UNSAFE_TITLE }).click();
  await expect(page).toHaveURL(UNSAFE_PATH);
  await expect(page.getByRole('heading', { name: UNSAFE_TITLE }).first()).toBeVisible();
}

/** The portal is still there and usable: header, menu, nothing fixed in the bulletin, nothing covering the menu. */
async function expectPortalIntact(page: Page): Promise<void> {
  const content = page.locator('.bulletin-content');
  await expect(page.locator('.portal-header')).toBeVisible();
  const menuLink = page.getByRole('menu').getByRole('link', { name: '新闻公告' });
  await expect(menuLink).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');

  const positioned = await content.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .map((element) => getComputedStyle(element).position)
      .filter((position) => position !== 'static' && position !== 'relative'),
  );
  expect(positioned).toEqual([]);

  // Whatever is on top at the menu entry's centre and the page's centre belongs to the portal's frame.
  const box = (await menuLink.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => {
      const at = (px: number, py: number) => document.elementFromPoint(px, py);
      return {
        menu: at(x, y)?.closest('.ant-menu') !== null,
        centre: at(window.innerWidth / 2, window.innerHeight / 2)?.closest('.portal') !== null,
      };
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toEqual({ menu: true, centre: true });

  // Nothing of the markup that the sanitiser refuses is in the page.
  await expect(
    content.locator('script, style, link, meta, base, iframe, frame, object, embed, form, input, button, textarea, select, svg, math'),
  ).toHaveCount(0);
  await expect(page.locator('base, meta[http-equiv]')).toHaveCount(0);
  await expect(content.locator('[style*="position"], [style*="display"], [class], [id]')).toHaveCount(0);

  // And it still works: the menu takes the reader back to the list.
  await menuLink.click();
  await expect(page).toHaveURL('/new');
  await expect(page.getByRole('heading', { level: 1, name: '新闻公告' })).toBeVisible();
}

test('the seeded unsafe bulletin is shown sanitised: no script, no overlay, no form, no remote image', async ({ page, context }) => {
  const seen = watch(page, context);
  await openUnsafeBulletin(page);

  const content = page.locator('.bulletin-content');
  await expect(content).toContainText('扫码核验官方网站');
  await expect(content).toContainText('以下内容应被平台过滤');
  // The overlay's text stays as text; the form goes with its text, so it cannot ask for a password.
  await expect(content).toContainText('系统维护中');
  await expect(content).not.toContainText('请重新输入密码');
  await expect(page.getByLabel(/密码/)).toHaveCount(0);
  // The harmless parts stay: the table, and the image from the portal's own address without its
  // handler; the remote image is gone.
  await expect(content.locator('table')).toBeVisible();
  await expect(content.locator('img')).toHaveCount(1);
  await expect(content.locator('img')).toHaveAttribute('src', 'x');
  expect(await content.innerHTML()).not.toMatch(/onerror|<script|alert\(/i);

  await expectPortalIntact(page);
  expect(seen.dialogs).toEqual([]);
  expect(seen.remote).toEqual([]);
});

test('a bulletin carrying the whole hostile corpus renders without a dialog, a remote request or harm to the portal', async ({
  page,
  context,
}) => {
  const seen = watch(page, context);
  // The gateway's answer for the bulletin carries every payload after its own content, as a
  // compromised publishing system would send it. (The portal reads it with XMLHttpRequest via axios.)
  const corpus = HOSTILE_PAYLOADS.map(({ html }) => `<p>·</p>${html}`).join('');
  await page.addInitScript((markup: string) => {
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      open.apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    const text = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'responseText')!;
    Object.defineProperty(XMLHttpRequest.prototype, 'responseText', {
      get(this: XMLHttpRequest) {
        const body = text.get!.call(this) as string;
        if (!urls.get(this)?.endsWith('/bulletin/detail')) return body;
        // Appended to the bulletin's content wherever the envelope holds it.
        return JSON.stringify(JSON.parse(body), (key, value: unknown) =>
          key === 'content' && typeof value === 'string' ? `${value}${markup}` : value,
        );
      },
    });
  }, corpus);

  await openUnsafeBulletin(page);
  const content = page.locator('.bulletin-content');
  // The bulletin's own content, and the corpus after it (its separators are there; an unclosed payload
  // may swallow a few, as any parser would).
  await expect(content.getByRole('cell', { name: '仅通过官方域名访问' })).toBeVisible();
  await expect.poll(() => content.evaluate((root) => root.textContent?.split('·').length ?? 0)).toBeGreaterThan(50);
  // Give images and frames the time to load or fail, and handlers the chance to run, before judging.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(UNSAFE_PATH);

  await expectPortalIntact(page);
  expect(seen.dialogs).toEqual([]);
  expect(seen.remote).toEqual([]);

  // The watch itself works: a request to the hostile host from a page of this context is seen. (Not from
  // the portal's page: its content security policy stops such a request before it is made.)
  const probe = await context.newPage();
  await probe.evaluate((host) => void fetch(`https://${host}/probe`).catch(() => undefined), HOSTILE_HOST);
  await expect.poll(() => seen.remote.length).toBeGreaterThan(0);
  expect(seen.remote.filter((url) => !url.endsWith('/probe'))).toEqual([]);
});
