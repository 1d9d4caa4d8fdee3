import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, loginAsAgent, loginByToken, openInApp, test, toastSeen, TOKENS } from './support';

/**
 * Schedule changes handled on the order. The clock is set to the day the unit
 * tests use (the seed follows it): agent01's TO100131 is a ticketed temporary group of 26 on XY5242
 * 2026-03-18, paid from the prepaid account. The airline delays that departure; the agent sees it on the
 * home page, rebooks half the group onto another departure of the route and refunds the rest
 * involuntarily; the tickets, the PNR, the payment refund and the account's transactions agree. A second
 * journey leaves a change alone past its deadline and finds it accepted by the airline.
 */

const NOW = '2026-03-02T09:00:00+08:00';
const ORDER_NO = 'TO100131';
const FLIGHT = { flightNo: 'XY5242', flightDate: '2026-03-18' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sets the simulator's clock (a reset to that instant: the seed follows it) and publishes the airline's change. */
async function setClockAndPublish(page: Page, change: { changeType: 'DELAY'; newDepTime: string; reason: string }) {
  await page.goto('/login');
  await page.waitForFunction(() => window.__simulator !== undefined);
  await page.evaluate((now) => window.__simulator!.reset({ now }), NOW);
  await page.evaluate((input) => window.__simulator!.scheduleChanges.publish(input), { ...FLIGHT, ...change });
  await loginByToken(page, TOKENS.agent01);
  await expect(page).toHaveURL('/agent');
}

/** A gateway call from the signed-in page, as the portal makes it. */
async function gateway<T>(page: Page, path: string, body: object): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`${window.location.origin}/b2b-gateway/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

type Ticket = { ticketNo: string; flightNo: string; flightDate: string; status: string; passengerId: string };

test('a delay on a group’s flight: seen on the home page, half the group rebooked, the rest refunded involuntarily; tickets, PNR and money agree', async ({
  page,
}) => {
  await setClockAndPublish(page, { changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });

  await test.step('the home page counts the orders that need action and leads to the queue, and the queue to the order', async () => {
    const needs = page.getByRole('link', { name: /^\d+ 个订单需处理$/ });
    await expect(needs).toBeVisible();
    await needs.click();
    await expect(page).toHaveURL(/orderStatus=PENDING/);
    const row = page.getByRole('main').locator('tr', { hasText: 'XY5242' }).filter({ hasText: ORDER_NO });
    await expect(row).toContainText('待处理');
    await row.getByRole('link', { name: ORDER_NO }).click();
  });

  const banner = page.getByRole('region', { name: '航班变动' });
  await test.step('the order shows 需处理：航班变动 with the original and the proposal, free of charge', async () => {
    await expect(banner.getByText('需处理：航班变动')).toBeVisible();
    await expect(banner.getByText(/XY5242 2026-03-18 12:00-/)).toBeVisible();
    await expect(banner.getByText(/接受、改签、退票均免费/)).toBeVisible();
  });

  const before = await gateway<{ ticketList: Ticket[] }>(page, 'order/ticket/detail', { orderNo: ORDER_NO });
  const half = before.ticketList.slice(0, 13);

  await test.step('改签其他航班: 13 passengers onto XY5242 2026-03-15, free', async () => {
    await banner.getByRole('button', { name: '改签其他航班' }).click();
    const dialog = page.getByRole('dialog', { name: '改签其他航班' });
    await dialog.getByRole('radio', { name: /^XY5242 2026-03-15 / }).check();
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(26);
    for (let index = 0; index < 13; index += 1) await boxes.nth(index).check();
    await dialog.getByRole('button', { name: '确认改签' }).click();
    await toastSeen(page, '已改签 13 个座位，新客票已出 13 张，不收取费用');
    await expect(dialog).toBeHidden();
  });

  await test.step('全部/部分退票: the other 13 refunded involuntarily, no fee, no file', async () => {
    await banner.getByRole('button', { name: '全部/部分退票' }).click();
    const dialog = page.getByRole('dialog', { name: '全部退票' });
    await expect(dialog.getByText(/免收退票费，无需上传证明材料/)).toBeVisible();
    await dialog.getByRole('button', { name: '确认退票' }).click();
    await toastSeen(page, '已办理非自愿退票：应退¥27,950.00，待退款，将原路退回');
    await expect(
      banner.getByText(/航班变动（部分退票、部分改乘）：XY5242 2026-03-18，改签至XY5242 2026-03-15 13人；退票13张，退款¥27,950\.00/),
    ).toBeVisible();
    await expect(banner.getByText('需处理：航班变动')).toHaveCount(0);
  });

  await test.step('tickets, PNR, payment refund and transactions agree', async () => {
    const { ticketList } = await gateway<{ ticketList: Ticket[] }>(page, 'order/ticket/detail', { orderNo: ORDER_NO });
    const rebookedIds = new Set(half.map((ticket) => ticket.passengerId));
    const count = (flightDate: string, status: string, rebooked: boolean) =>
      ticketList.filter(
        (ticket) => ticket.flightDate === flightDate && ticket.status === status && rebookedIds.has(ticket.passengerId) === rebooked,
      ).length;
    // The rebooked half: old tickets 已改签 (REBOOKED), new ones open on the 15th; the rest refunded on the 18th.
    expect([
      count('2026-03-18', 'REBOOKED', true),
      count('2026-03-15', 'OPEN_FOR_USE', true),
      count('2026-03-18', 'REFUNDED', false),
    ]).toEqual([13, 13, 13]);
    expect(ticketList).toHaveLength(39);

    const { pnrDetail } = await gateway<{
      pnrDetail: { segments: { flightNo: string; flightDate: string; seats: number; statusCode: string }[] };
    }>(page, 'order/pnr/detail', { orderNo: ORDER_NO });
    expect(pnrDetail.segments.map((line) => [line.flightNo, line.flightDate, line.seats, line.statusCode])).toEqual([
      ['XY5242', '2026-03-15', 13, 'RR'],
    ]);

    // The money arrives 30 minutes after the refund (the payment refund's settle step).
    await page.evaluate((ms) => window.__simulator!.clock.advance(ms), 31 * MINUTE);
    // The idle session has ended meanwhile: sign in again.
    await loginAsAgent(page, ACCOUNTS.agent01);
    await expect(page).toHaveURL('/agent');
    const { refundList } = await gateway<{ refundList: { amount: number; state: string; method: string }[] }>(page, 'pay/refund/list', {
      currentPage: 1,
      perSize: 20,
      orderNo: ORDER_NO,
    });
    expect(refundList.map((refund) => [refund.amount, refund.state, refund.method])).toEqual([[2_795_000, 'HAVE_REFUND', 'PREPAID']]);
    const { transactionList } = await gateway<{ transactionList: { kind: string; amount: number }[] }>(page, 'agent/transaction/list', {
      currentPage: 1,
      perSize: 20,
      orderNo: ORDER_NO,
    });
    // No money moved for the rebooking: the only new line is the refund back to the prepaid account.
    expect(transactionList.filter((line) => line.kind === 'REFUND').map((line) => line.amount)).toEqual([2_795_000]);
    expect(transactionList.map((line) => line.kind)).toEqual(['REFUND', 'PAYMENT', 'UNFREEZE', 'FREEZE']);
  });
});

test('a change left alone past its deadline is accepted by the airline', async ({ page }) => {
  await setClockAndPublish(page, { changeType: 'DELAY', newDepTime: '12:00', reason: '航班计划调整' });
  await openInApp(page, `/agent/orderCenter/order/${ORDER_NO}`);
  const banner = page.getByRole('region', { name: '航班变动' });
  await expect(banner.getByText('需处理：航班变动')).toBeVisible();

  // The deadline: 72 hours after the notice (the departure is 16 days away).
  await page.evaluate((ms) => window.__simulator!.clock.advance(ms), 72 * HOUR + MINUTE);
  await loginAsAgent(page, ACCOUNTS.agent01);
  await expect(page).toHaveURL('/agent');
  await openInApp(page, `/agent/orderCenter/order/${ORDER_NO}`);
  await expect(banner.getByText(/^航班变动（自动接受）：XY5242 2026-03-18，按变更后航班执行/)).toBeVisible();
  // By the airline, at the deadline: 72 hours after the notice.
  await expect(banner.getByText('航空公司 2026-03-05 09:00')).toBeVisible();
  await expect(banner.getByRole('button')).toHaveCount(0);

  // The queue shows it decided by the airline.
  await openInApp(page, `/airline-change-notice?orderStatus=AUTO_ACCEPTED`);
  await expect(page.getByRole('main').locator('tr', { hasText: ORDER_NO }).filter({ hasText: 'XY5242' })).toContainText('自动接受');
});
