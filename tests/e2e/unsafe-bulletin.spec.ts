import { expect, test } from '@playwright/test';
import { loginByToken, TOKENS } from './support';

const UNSAFE_TITLE = '关于防范钓鱼网站及保护旅客信息安全的提示';

test('a bulletin carrying script and an onerror handler is shown sanitised', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');

  // Opened from the list, as a reader would.
  await page.goto('/new');
  await page.getByRole('link', { name: UNSAFE_TITLE }).click();
  await expect(page).toHaveURL('/new/BL0010');
  await expect(page.getByRole('heading', { level: 3, name: UNSAFE_TITLE })).toBeVisible();

  const content = page.locator('.bulletin-content');
  await expect(content).toContainText('扫码核验官方网站');
  // The harmless parts of the markup stay: the image (without its handler) and the table.
  const image = content.locator('img');
  await expect(image).toHaveCount(1);
  await expect(content.locator('table')).toBeVisible();
  // Give the broken image the chance to fire its error event before judging that nothing ran.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);

  await expect(content.locator('[onerror]')).toHaveCount(0);
  await expect(content.locator('script')).toHaveCount(0);
  expect(await content.innerHTML()).not.toMatch(/onerror|<script|alert\(/i);
  expect(dialogs).toEqual([]);
});
