import { expect } from '@playwright/test';
import { loginByToken, openInApp, test, toasts, toastSeen, TOKENS } from './support';

// One signed-in page for both faults: a read's and a write's. Each test of its own paid a fresh browser's
// first load and sign-in for a few steps; the steps and their checks are the same.
test('an HTTP 500 on the news search toasts 请求失败 and the next search works; one on confirming a flight change leaves it unconfirmed', async ({
  page,
}) => {
  await test.step('the news search', async () => {
    await loginByToken(page, TOKENS.agent01);
    await expect(page).toHaveURL('/agent');
    await page.getByRole('menuitem', { name: '新闻公告' }).click();
    await expect(page.getByRole('heading', { name: '新闻公告' })).toBeVisible();
    await expect(page.locator('a.news-item-title').first()).toBeVisible();

    await page.evaluate(() => window.__simulator?.injectFault('http500', '/bulletin/query'));
    await page.getByLabel('标题').fill('春运');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();

    await toastSeen(page, '请求失败');
    // The fault was spent on that call.
    expect(await page.evaluate(async () => (await window.__simulator?.state())?.pendingFault)).toBeNull();

    // The same search, retried, answers.
    await page.reload();
    await expect(page).toHaveURL(/\/new\?title=%E6%98%A5%E8%BF%90$/);
    const titles = page.locator('a.news-item-title');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.allTextContents()) expect(title).toContain('春运');
  });

  await test.step('confirming a flight change', async () => {
    await openInApp(page, '/airline-change-notice?confirmed=false');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const noticeId = await rows.first().getAttribute('data-row-key');

    // Aimed at the confirm call: a read that happens to come first (the header's count) passes untouched.
    await page.evaluate(() => window.__simulator?.injectFault('http500', '/bulletin/flight-change/confirm'));
    await rows.first().getByRole('button', { name: '确认知晓' }).click();

    await toastSeen(page, '请求失败');
    await expect(toasts(page).filter({ hasText: '已确认' })).toHaveCount(0);
    // The screen stays, the notice stays unconfirmed and can be confirmed again.
    await expect(rows).toHaveCount(before);
    const row = page.locator(`tr[data-row-key="${noticeId}"]`);
    await expect(row.getByRole('button', { name: '确认知晓' })).toBeEnabled();
    await row.getByRole('button', { name: '确认知晓' }).click();
    await toastSeen(page, '已确认 1 条航变通知');
  });
});
