import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  firstScreenShown,
  loginByToken,
  openInApp,
  pageTitle,
  payFromPrepaidAccount,
  submitAgentLogin,
  test,
  TOKENS,
} from './support';

/**
 * Never miss a deadline: agent01 opens the bell and sees a deposit in its last 2 hours in red,
 * turns desktop notifications on, the simulator's clock moves and two tabs announce the next deposit
 * entering its last 2 hours exactly once, the deposit is paid from the list and leaves it, and the
 * calendar of the next 30 days parses with every deadline and its alarm.
 *
 * The seed (clock t): deposits of TO100118, TO100147, TO100148 and TO100149 fall due at t + 14 h, TO100109's
 * at t + 19 h, nothing in between. The journey moves the clock to t + 12.5 h (the four in their last 2 hours),
 * then to t + 17 h 5 min: TO100109 alone enters its last 2 hours (the four have passed).
 */

const HOUR = 3_600_000;

/** The browser's Notification, replaced by one that records what the page announced (permission granted by the test). */
function stubNotifications() {
  const shown: { title: string; tag?: string }[] = [];
  (window as unknown as { __notifications: typeof shown }).__notifications = shown;
  class RecordingNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async (): Promise<NotificationPermission> => 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, tag: options?.tag });
    }
    close() {}
  }
  (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
}

const shownIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications?: { title: string; tag?: string }[] }).__notifications ?? []);

async function advance(page: Page, ms: number) {
  await page.evaluate((by) => window.__simulator!.clock.advance(by), ms);
}

/**
 * The clock jumped past the session's idle limit: the bell's next read (its answer's next change has
 * passed) meets the expired session and the portal goes to the login page by itself; sign in again and
 * open the list.
 */
async function signInAgainOnList(page: Page) {
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitAgentLogin(page, ACCOUNTS.agent01);
  await expect(page).not.toHaveURL(/\/login/);
  await openInApp(page, '/agent/todo');
}

test('the bell, desktop notifications once across tabs, paying from the list, and the calendar', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(stubNotifications);
  await loginByToken(page, TOKENS.agent01);

  await test.step('TO100109’s flight is cancelled (FC0007): its deposit waits for the decision; the agent takes the airline’s alternative', async () => {
    const answer = await page.evaluate(async () => {
      const response = await fetch(`${window.location.origin}/b2b-gateway/api/schedule-change/accept`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ orderNo: 'TO100109', noticeId: 'FC0007' }),
      });
      return (await response.json()) as { btCommonRes: { isOk: boolean } };
    });
    expect(answer.btCommonRes.isOk).toBe(true);
  });

  await test.step('the clock moves to 12.5 hours after the seed: the bell is red and shows the deposits due within 2 hours under their day', async () => {
    await advance(page, 12.5 * HOUR);
    await signInAgainOnList(page);
    const bell = page.getByRole('button', { name: /^待办事项：24小时内到期\d+项，有事项即将截止或已逾期$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: '待办事项（7天内）' });
    await expect(panel).toBeVisible();
    const deposit = panel.locator('[data-item="DEPOSIT:TO100118"]');
    await expect(deposit).toHaveAttribute('data-urgent', 'true');
    await expect(deposit).toContainText('支付定金');
    await expect(deposit).toContainText('（紧急）');
    // The seed's deadlines follow the wall clock it was made at: 12.5 hours on, the deposits due within 2
    // hours fall today before about 10:00 Beijing time and tomorrow after; either way under a day heading.
    await expect(panel.getByRole('heading', { name: /^(今天|明天)（\d+）$/ }).first()).toBeVisible();
    await panel.getByRole('button', { name: '开启桌面提醒' }).click();
    await expect(panel.getByRole('button', { name: '关闭桌面提醒' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  const tab2 = await context.newPage();
  await test.step('a second tab of the same browser shows the list', async () => {
    await tab2.goto('/agent/todo');
    await firstScreenShown(tab2);
    if (new URL(tab2.url()).pathname === '/login') await submitAgentLogin(tab2, ACCOUNTS.agent01);
    await expect(tab2).toHaveTitle(pageTitle('待办事项'));
    await expect(tab2.getByRole('button', { name: /^待办事项：/ })).toBeVisible();
    // Turned on in the first tab: what was there then is not announced here either.
    await expect(tab2.getByRole('button', { name: '关闭桌面提醒' })).toBeVisible();
  });

  await test.step('the clock moves on: TO100109’s deposit enters its last 2 hours, announced once across the two tabs', async () => {
    expect([...(await shownIn(page)), ...(await shownIn(tab2))]).toEqual([]);
    await advance(page, 4.5 * HOUR + 5 * 60_000);
    const announced = ['DEPOSIT:TO100109|URGENT'];
    await expect.poll(async () => [...(await shownIn(page)), ...(await shownIn(tab2))].map((shown) => shown.tag).sort()).toEqual(announced);
    // Both tabs have seen the move (and the end of the idle session) and still announced each once.
    await expect(tab2).toHaveURL(/\/login/);
    expect([...(await shownIn(page)), ...(await shownIn(tab2))]).toHaveLength(announced.length);
    await tab2.close();
  });

  await test.step('the deposit is paid from the list and leaves it', async () => {
    await signInAgainOnList(page);
    // Signed in again in the same browser: the opt-in stands.
    await expect(page.getByRole('main').getByRole('button', { name: '关闭桌面提醒' })).toBeVisible();
    const row = page.getByRole('main').locator('tr', { hasText: 'TO100109' }).filter({ hasText: '支付定金' });
    await expect(row).toHaveClass(/due-row-urgent/);
    await row.getByRole('link', { name: /^去支付 TO100109/ }).click();
    await payFromPrepaidAccount(page);
    // The order's own items, by the filter in the address: its names are still due, its deposit no longer.
    await openInApp(page, '/agent/todo?orderNo=TO100109');
    await expect(page.getByRole('main').locator('tr', { hasText: 'TO100109' }).filter({ hasText: '录齐名单' })).toHaveCount(1);
    await expect(page.getByRole('main').locator('tr', { hasText: 'TO100109' }).filter({ hasText: '支付定金' })).toHaveCount(0);
    await openInApp(page, '/agent/todo');
  });

  await test.step('导出日历 (next 30 days): every deadline of the list, titled with its order, each of the agent’s with its alarm 2 hours before', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出日历（未来30天）' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('未来30天待办.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const expected = await page.evaluate(async () => {
      const now = await window.__simulator!.clock.nowMs();
      const response = await fetch(`${window.location.origin}/b2b-gateway/api/todo/due/query`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPage: 1, perSize: 100, withinHours: 720 }),
        credentials: 'include',
      });
      const answer = (await response.json()) as { dueList: { itemId: string; kind: string; deadline: string; orderNo?: string }[] };
      return { now, items: answer.dueList };
    });
    expect(events.length).toBe(expected.items.length);
    expect(events.length).toBeGreaterThan(10);
    const byUid = new Map(events.map((event) => [new ICAL.Event(event).uid, event]));
    for (const item of expected.items) {
      const event = byUid.get(`${item.itemId.replace(':', '-')}@b2b.xyair.example`);
      expect(event, item.itemId).toBeDefined();
      expect(new ICAL.Event(event!).startDate.toJSDate().getTime()).toBe(Date.parse(item.deadline));
      if (item.orderNo) expect(new ICAL.Event(event!).summary, item.itemId).toContain(item.orderNo);
      const alarm = event!.getFirstSubcomponent('valarm');
      // What waits on the airline (a review, a decision made) has no alarm.
      if (['REVIEW_PENDING', 'REFUND_DECIDED'].includes(item.kind)) expect(alarm, item.itemId).toBeNull();
      else expect((alarm!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-2 * 3600);
    }
  });
});
