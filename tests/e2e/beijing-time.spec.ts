import { expect } from '@playwright/test';
import { ACCOUNTS, describedValue, loginAsAgent, openInApp, test } from './support';

/**
 * Flights, deadlines and the gateway's clock are Beijing time, and the portal shows them so
 * whatever zone the agent's computer is in. Run by the `demo-utc` project (playwright.config.ts), a browser
 * in UTC, where a time read in the browser's zone would show the 出票时限 of a flight leaving at 08:35 as 00:35.
 *
 * What the page shows is checked against what the gateway sent: its times carry +08:00, so their own
 * digits are Beijing's wall time.
 */
const ORDER = 'TO100143';

interface OrderDetail {
  ticketTimeLimit: string;
  createTime: string;
  segments: { flightNo: string; flightDate: string; depTime: string }[];
  milestones: { deadline: string }[];
}

/** '2026-12-01T08:35:00+08:00' → '2026-12-01 08:35' (the gateway's own wall time). */
const wall = (iso: string) => {
  expect(iso, 'a time the gateway sends in Beijing time').toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+08:00$/);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

test("a browser outside China shows the order's deadlines and times in Beijing time", async ({ page }) => {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await loginAsAgent(page, ACCOUNTS.agent01);
  await expect(page).toHaveURL('/agent');

  const detailAnswer = page.waitForResponse((response) => response.url().endsWith('/order/detail'));
  await openInApp(page, `/agent/orderCenter/order/${ORDER}`);
  const body = (await (await detailAnswer).json()) as { order?: OrderDetail } & Partial<OrderDetail>;
  const order = (body.order ?? body) as OrderDetail;

  await expect(describedValue(page, '出票时限')).toHaveText(wall(order.ticketTimeLimit));
  await expect(describedValue(page, '预订')).toContainText(wall(order.createTime));
  const first = order.segments[0]!;
  await expect(describedValue(page, '首段航班')).toHaveText(`${first.flightNo} ${first.flightDate} ${first.depTime}`);

  await page.getByRole('tab', { name: '付款节点' }).click();
  const panel = page.getByRole('tabpanel', { name: '付款节点' });
  for (const milestone of order.milestones) await expect(panel.getByText(wall(milestone.deadline))).toBeVisible();

  await page.screenshot({ path: `test-results/beijing-time-${zone.replace('/', '-')}.png` });
  test.info().annotations.push({ type: 'zone', description: zone });
});
