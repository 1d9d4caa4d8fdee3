import { beforeEach, describe, expect, it } from 'vitest';
import { bulletinApi, type BulletinSummary } from '@/lib/gateway/endpoints';
import { UNSAFE_BULLETIN_PROD_NO } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { loginAs, ok, refused } from './support';
import { expectEvery } from '../../expect-every';

const NOW = '2026-03-02T09:00:00+08:00';
const DAY = 24 * 60 * 60_000;

beforeEach(() => simulator.reset({ now: NOW }));

async function allBulletins(filters: { title?: string; category?: BulletinSummary['category'] } = {}) {
  return ok(bulletinApi.query, { currentPage: 1, perSize: 100, ...filters });
}

describe('bulletin query', () => {
  beforeEach(async () => {
    await loginAs('agent01');
  });

  it('needs a session', async () => {
    await ok(bulletinApi.query, { currentPage: 1, perSize: 1 });
    simulator.reset({ now: NOW });
    await refused(bulletinApi.query, { currentPage: 1, perSize: 10 }, 'NOT_LOGGED_IN');
  });

  it('answers ~24 bulletins, top ones first, then newest first', async () => {
    const { bulletinList, page } = await allBulletins();
    expect(page.count).toBe(24);
    expectEvery(bulletinList.slice(0, 2), (bulletin) => bulletin.top);
    expect(bulletinList.filter((bulletin) => bulletin.top)).toHaveLength(2);
    const rest = bulletinList.slice(2).map((bulletin) => Date.parse(bulletin.publishTime));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const oldest = Math.min(...bulletinList.map((bulletin) => Date.parse(bulletin.publishTime)));
    expect(Date.parse(NOW) - oldest).toBeLessThanOrEqual(90 * DAY);
    expect(bulletinList[0]).not.toHaveProperty('content');
  });

  it('pages by currentPage and perSize', async () => {
    const all = (await allBulletins()).bulletinList.map((bulletin) => bulletin.prodNo);
    const second = await ok(bulletinApi.query, { currentPage: 2, perSize: 10 });
    expect(second.page).toEqual({ count: 24, currentPage: 2, perSize: 10 });
    expect(second.bulletinList.map((bulletin) => bulletin.prodNo)).toEqual(all.slice(10, 20));
    const third = await ok(bulletinApi.query, { currentPage: 3, perSize: 10 });
    expect(third.bulletinList).toHaveLength(4);
  });

  it('filters by title substring and by category', async () => {
    const byTitle = await allBulletins({ title: '春运' });
    expect(byTitle.page.count).toBeGreaterThanOrEqual(2);
    expectEvery(byTitle.bulletinList, (bulletin) => bulletin.title.includes('春运'));

    const system = await allBulletins({ category: 'SYSTEM' });
    expect(system.page.count).toBeGreaterThan(0);
    expectEvery(system.bulletinList, (bulletin) => bulletin.category === 'SYSTEM');

    const both = await allBulletins({ title: '维护', category: 'SYSTEM' });
    expectEvery(both.bulletinList, (bulletin) => bulletin.title.includes('维护') && bulletin.category === 'SYSTEM');
    expect((await allBulletins({ title: '不存在的标题' })).page.count).toBe(0);
  });

  it('refuses an unknown category', async () => {
    await refused(bulletinApi.query, { currentPage: 1, perSize: 10, category: 'OTHER' as BulletinSummary['category'] }, 'PARAM_INVALID');
  });
});

describe('bulletin detail', () => {
  it('answers HTML content with headings, paragraphs, a table and a list', async () => {
    await loginAs('user01');
    const { bulletin } = await ok(bulletinApi.detail, { prodNo: 'BL0001' });
    expect(bulletin.title).toBe('关于2026年春运期间团队票政策调整的通知');
    for (const tag of ['<h2>', '<h3>', '<p>', '<table>', '<ol>', '<li>']) expect(bulletin.content).toContain(tag);
    expect(bulletin.publisher).toBeTruthy();
  });

  it('one bulletin carries unsafe markup for the sanitiser', async () => {
    await loginAs('agent01');
    const { bulletin } = await ok(bulletinApi.detail, { prodNo: UNSAFE_BULLETIN_PROD_NO });
    expect(bulletin.content).toContain('<img src=x onerror="alert(1)">');
    expect(bulletin.content).toContain('<script>');
  });

  it('refuses an unknown prodNo with BULLETIN_NOT_FOUND', async () => {
    await loginAs('agent01');
    await refused(bulletinApi.detail, { prodNo: 'BL9999' }, 'BULLETIN_NOT_FOUND');
  });
});

describe('flight-change notices', () => {
  const page = { currentPage: 1, perSize: 50 };

  it('agent01 sees its 12 notices, newest first, with the unconfirmed count', async () => {
    await loginAs('agent01');
    const { noticeList, page: info, unconfirmedCount } = await ok(bulletinApi.flightChangeNoticeQuery, page);
    expect(info.count).toBe(12);
    const times = noticeList.map((notice) => Date.parse(notice.publishTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(unconfirmedCount).toBe(noticeList.filter((notice) => !notice.confirmed).length);
    expect(unconfirmedCount).toBeGreaterThan(0);
    expect(unconfirmedCount).toBeLessThan(12);
    expect(noticeList[0]).not.toHaveProperty('ownerAccountId');
    for (const notice of noticeList) {
      const daysAhead = (Date.parse(`${notice.flightDate}T00:00:00+08:00`) - Date.parse(NOW)) / DAY;
      expect(daysAhead).toBeGreaterThan(-1);
      expect(daysAhead).toBeLessThanOrEqual(30);
    }
  });

  it('staff01 sees its agency’s notices; user01 sees its own', async () => {
    await loginAs('staff01');
    const staff = await ok(bulletinApi.flightChangeNoticeQuery, page);
    expect(staff.page.count).toBe(12);
    await loginAs('user01');
    const user = await ok(bulletinApi.flightChangeNoticeQuery, page);
    expect(user.page.count).toBe(3);
  });

  it('corp01, without the flight change reminder, is refused', async () => {
    await loginAs('corp01');
    await refused(bulletinApi.flightChangeNoticeQuery, page, 'PERMISSION_DENIED');
  });

  it('filters by flight number, date range and confirmed, and pages', async () => {
    await loginAs('agent01');
    const byFlight = await ok(bulletinApi.flightChangeNoticeQuery, { ...page, flightNo: 'xy5101' });
    expect(byFlight.noticeList.map((notice) => notice.noticeId)).toEqual(['FC0001']);

    const all = (await ok(bulletinApi.flightChangeNoticeQuery, page)).noticeList;
    const from = '2026-03-05';
    const to = '2026-03-15';
    const inRange = await ok(bulletinApi.flightChangeNoticeQuery, { ...page, flightDateStart: from, flightDateEnd: to });
    expect(inRange.page.count).toBeGreaterThan(0);
    expect(inRange.page.count).toBeLessThan(12);
    expect(inRange.page.count).toBe(all.filter((notice) => notice.flightDate >= from && notice.flightDate <= to).length);
    expectEvery(inRange.noticeList, (notice) => notice.flightDate >= from && notice.flightDate <= to);

    const confirmed = await ok(bulletinApi.flightChangeNoticeQuery, { ...page, confirmed: true });
    expectEvery(confirmed.noticeList, (notice) => notice.confirmed && notice.confirmTime && notice.confirmedBy);
    const unconfirmed = await ok(bulletinApi.flightChangeNoticeQuery, { ...page, confirmed: false });
    expect(confirmed.page.count + unconfirmed.page.count).toBe(12);
    expect(unconfirmed.unconfirmedCount).toBe(unconfirmed.page.count);

    const second = await ok(bulletinApi.flightChangeNoticeQuery, { currentPage: 2, perSize: 5 });
    expect(second.noticeList.map((notice) => notice.noticeId)).toEqual(all.slice(5, 10).map((notice) => notice.noticeId));
    await refused(bulletinApi.flightChangeNoticeQuery, { ...page, flightDateStart: '2026/03/05' }, 'PARAM_INVALID');
  });

  it('staff01 may not confirm (no FLIGHT_CHANGE_NOTICE_CONFIRM); agent01 may', async () => {
    await loginAs('staff01');
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001'] }, 'PERMISSION_DENIED');

    await loginAs('agent01');
    const before = (await ok(bulletinApi.flightChangeNoticeQuery, page)).unconfirmedCount;
    expect(await ok(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001', 'FC0002'] })).toMatchObject({ confirmedCount: 2 });
    const after = await ok(bulletinApi.flightChangeNoticeQuery, { ...page, flightNo: 'XY5101' });
    expect(after.noticeList[0]).toMatchObject({ confirmed: true, confirmedBy: '王建国', confirmTime: '2026-03-02T09:00:00+08:00' });
    expect(after.unconfirmedCount).toBe(before - 2);
    // Confirming again changes nothing.
    expect(await ok(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001'] })).toMatchObject({ confirmedCount: 0 });
  });

  it('refuses unknown ids, and another owner’s ids, with NOTICE_NOT_FOUND, confirming none', async () => {
    await loginAs('agent01');
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0001', 'FC9999'] }, 'NOTICE_NOT_FOUND');
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: ['FC0013'] }, 'NOTICE_NOT_FOUND');
    expect(simulator.state.flightChangeNotices.find((notice) => notice.noticeId === 'FC0001')?.confirmed).toBe(false);
    await refused(bulletinApi.flightChangeNoticeConfirm, { noticeIds: [] }, 'PARAM_INVALID');
  });
});
