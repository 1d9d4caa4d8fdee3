import { expect, type Response } from '@playwright/test';
import { ACCOUNTS, SECURITY_HEADERS, cspWith, loginAsAgent, openInApp, test, toastSeen, watchCsp } from './support';

/**
 * The demo build served as a host must serve the portal (README, "Deployment"): every document carries the
 * strict Content-Security-Policy and the framing, referrer and sniffing headers, and nothing the portal or
 * the simulator does on the way is refused by it — the boot line, antd's run-time styles, the simulator's
 * service worker and panel, the captcha image, an export's blob download, the simulator's cashier page.
 */
function expectSecurityHeaders(response: Response | null): void {
  expect(response, 'a document response').not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy']).toBe(cspWith());
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
}

test('the portal runs under a strict Content-Security-Policy with no violation, on every screen on the way', async ({ page }) => {
  const violations = watchCsp(page);

  expectSecurityHeaders(await page.goto('/login'));
  await expect(page.locator('img[alt="图形验证码"]')).toBeVisible();

  await loginAsAgent(page, ACCOUNTS.agent01);
  await expect(page).toHaveURL('/agent');
  await expect(page.getByText(ACCOUNTS.agent01.displayName).first()).toBeVisible();

  // A deep link loaded afresh: the boot script (/boot-shell.js) swaps the login shell for the boot screen.
  expectSecurityHeaders(await page.goto('/agent/orderCenter/order'));
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // An export downloads through a blob: link.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^团队订单_\d{8}_\d{4}\.xlsx$/);
  await toastSeen(page, /已导出/);

  await openInApp(page, '/agent');
  await page.getByRole('button', { name: '打开网关模拟器' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/模拟器/)
      .first(),
  ).toBeVisible();

  // The simulator's cashier page (an ONLINE payment leaves the portal for it) under the same policy.
  // (A page of its own: the fixture's page.goto waits for the portal's router, which that page has not.)
  const cashier = await page.context().newPage();
  const cashierViolations = watchCsp(cashier);
  expectSecurityHeaders(await cashier.goto('/sim-cashier.html'));
  await expect(cashier.getByRole('heading', { name: '支付单不存在' })).toBeVisible();

  expect(violations).toEqual([]);
  expect(cashierViolations).toEqual([]);
});
