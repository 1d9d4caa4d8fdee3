import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { ACCOUNTS, loginAsStaff, loginByToken, test, TOKENS } from './support';

// Independent tests (each signs in on its own, or reads on the worker's signed-in agent01 page).
test.describe.configure({ mode: 'parallel' });

/**
 * The header's search box, by keyboard only: Ctrl+K and the
 * query, the arrows, Enter opening the record at the right place; a staff member's answer within its
 * role; axe on the open search.
 */

const field = (page: Page) => page.getByRole('combobox', { name: '搜索订单、PNR、票号、旅客' });

/** The text of the row the arrows are on (the field's aria-activedescendant). */
const activeRow = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.textContent) || '';
  });

/** The 17th passenger of TO100143 renamed 张伟 through the gateway's name-list save (the seed has no 张伟 among its orders' names). */
async function nameZhangWei(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const order = (await window.__simulator!.orders.get('TO100143'))!;
    // The seeded row, at revision 1: only the changed row is sent (the name list merges per passenger).
    const passengers = [{ ...order.passengers[16]!, name: '张伟', baseRevision: 1 }];
    const response = await fetch('/b2b-gateway/api/order/passenger/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ orderNo: 'TO100143', baseRevision: 1, passengers, removed: [] }),
    });
    const answer = (await response.json()) as { btCommonRes: { isOk: boolean; errorMsg?: string } };
    if (!answer.btCommonRes.isOk) throw new Error(`name list not saved: ${answer.btCommonRes.errorMsg}`);
    return order.passengers[16]!.passengerId;
  });
}

async function signedInAgent(page: Page): Promise<void> {
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
  await expect(field(page)).toBeVisible();
}

/** Ctrl+K and the query, as typed; resolves once the answer for it shows. */
async function searchFor(page: Page, text: string): Promise<void> {
  // The shortcut is the header's: it is there once the signed-in layout shows.
  await expect(field(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('status').filter({ hasText: /^(共 \d+ 条结果|没有找到)/ })).toBeVisible();
}

test('Ctrl+K, zw (no WCAG 2 A/AA violation on the open search), the arrows to 张伟 in TO100143, Enter: the name list with the row in view and focused', async ({
  page,
}) => {
  await signedInAgent(page);
  const passengerId = await nameZhangWei(page);
  await searchFor(page, 'zw');
  const wanted = /^张伟 · TO100143 · 旅客 17\/143 · /;
  await expect(page.getByRole('option', { name: wanted })).toBeVisible();
  for (let step = 0; step < 30 && !wanted.test(await activeRow(page)); step += 1) await page.keyboard.press('ArrowDown');
  expect(await activeRow(page)).toMatch(wanted);
  // The open search as a reader meets it: the answer's list, a row active.
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/agent/orderCenter/order/TO100143?tab=passengers&passenger=${passengerId}`);
  await expect(page.getByRole('tab', { name: /^旅客名单/ })).toHaveAttribute('aria-selected', 'true');
  const row = page.locator(`tr[data-row-key="${passengerId}"]`);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await expect(row).toContainText('张伟');
});

// Only reads: on the worker's signed-in page, which starts on the home.
test('a PNR opens its scattered order; a ticket number opens 客票', async ({ agentPage: page }) => {
  const { pnr, ticketNo } = await page.evaluate(async () => ({
    pnr: (await window.__simulator!.orders.get('SO300101'))!.pnr,
    ticketNo: (await window.__simulator!.orders.get('TO100128'))!.tickets[0]!.ticketNo,
  }));

  await searchFor(page, pnr);
  await expect(page.getByRole('group', { name: /^散客订单/ })).toBeVisible();
  expect(await activeRow(page)).toMatch(/^SO300101 · /);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/agent/orderCenter/scattered-order/SO300101');
  await expect(page.getByRole('heading', { level: 1, name: '散客订单详情' })).toBeVisible();

  await searchFor(page, ticketNo);
  expect(await activeRow(page)).toContain(`匹配：票号 ${ticketNo}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^.*/agent/orderCenter/order/TO100128\\?tab=tickets&passenger=[^&]+&ticket=${ticketNo}$`));
  await expect(page.getByRole('tab', { name: '客票' })).toHaveAttribute('aria-selected', 'true');
  const ticketRow = page.getByRole('tabpanel', { name: '客票' }).locator(`tr[data-row-key^="${ticketNo}-"]`).first();
  await expect(ticketRow).toBeFocused();
  await expect(ticketRow).toBeInViewport();
  await expect(ticketRow).toContainText(ticketNo);
});

test('a staff member without the refund functions finds the order, never its refund', async ({ page }) => {
  await loginAsStaff(page, ACCOUNTS.staff01);
  await expect(page).toHaveURL('/agent');
  // TR10000001: the seeded team refund of TO100138.
  await searchFor(page, 'TO100138');
  await expect(page.getByRole('group', { name: /^团队订单/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^退票/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('TR10000001');
  await expect(page.getByRole('status')).toHaveText('没有找到与“TR10000001”相关的记录');
});
