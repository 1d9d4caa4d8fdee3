import { BulletinCategory, ScheduleChangeStatus } from '@/domain/bulletin';
import { bulletinApi, type BulletinDetail, type BulletinSummary } from '@/lib/gateway/endpoints';
import { clock } from '../../clock';
import {
  authed,
  invalidParam,
  optionalBoolean,
  optionalCode,
  optionalDate,
  optionalEnum,
  optionalText,
  paginate,
  refuse,
  requireIds,
  requireOwn,
  requirePage,
  requireText,
} from '../../gateway';
import { toNotice, visibleNotices } from '../../rules';
import { treeHasFunction } from '../../kernel/menu-tree';
import { getState } from '../../store';
import { toGatewayIso } from '../../kernel/time-format';

/** Bulletins (news) and flight-change notices. The notice calls' authCodes are declared in the catalogue (handle() checks them); whose notices a caller sees is rules/flight-change-notice.ts. */

const newestFirst = (a: { publishTime: string }, b: { publishTime: string }) => Date.parse(b.publishTime) - Date.parse(a.publishTime);

function toSummary(bulletin: BulletinDetail): BulletinSummary {
  const { prodNo, title, category, publishTime, top, summary } = bulletin;
  return { prodNo, title, category, publishTime, top, summary };
}

export const bulletinHandlers = [
  authed(bulletinApi.query, ({ body }) => {
    const page = requirePage(body);
    const title = optionalText(body.title, '标题')?.toLowerCase();
    const category = optionalEnum(body.category, BulletinCategory.values, '公告类别');
    const matches = getState()
      .bulletins.filter((bulletin) => title === undefined || bulletin.title.toLowerCase().includes(title))
      .filter((bulletin) => category === undefined || bulletin.category === category)
      .sort((a, b) => Number(b.top) - Number(a.top) || newestFirst(a, b))
      .map(toSummary);
    return paginate('bulletinList', matches, page);
  }),

  authed(bulletinApi.detail, ({ body }) => {
    const prodNo = requireText(body.prodNo, '公告编号').trim();
    const bulletin = getState().bulletins.find((candidate) => candidate.prodNo === prodNo);
    if (!bulletin) throw refuse('BULLETIN_NOT_FOUND');
    return { bulletin: { ...bulletin } };
  }),

  authed(bulletinApi.flightChangeNoticeQuery, ({ body, account }) => {
    const page = requirePage(body);
    const flightNo = optionalCode(body.flightNo, '航班号');
    const from = optionalDate(body.flightDateStart, '航班开始日期');
    const to = optionalDate(body.flightDateEnd, '航班结束日期');
    if (from !== undefined && to !== undefined && from > to) throw invalidParam('航班开始日期不能晚于结束日期');
    const confirmed = optionalBoolean(body.confirmed, '是否已确认');
    const orderStatus = optionalEnum(body.orderStatus, ScheduleChangeStatus.values, '订单处理状态');
    const state = getState();
    const own = visibleNotices(state.flightChangeNotices, state.accounts, account);
    const matches = own
      .filter((notice) => flightNo === undefined || notice.flightNo.includes(flightNo))
      .filter((notice) => from === undefined || notice.flightDate >= from)
      .filter((notice) => to === undefined || notice.flightDate <= to)
      .filter((notice) => confirmed === undefined || notice.confirmed === confirmed)
      .filter((notice) => orderStatus === undefined || notice.orders.some((order) => order.status === orderStatus))
      .sort(newestFirst)
      .map((notice) => toNotice(state, notice, clock.nowMs(), (code) => treeHasFunction(account.menu, code)));
    return {
      ...paginate('noticeList', matches, page),
      unconfirmedCount: own.filter((notice) => !notice.confirmed).length,
      pendingOrderCount: own.reduce((sum, notice) => sum + notice.orders.filter((order) => order.status === 'PENDING').length, 0),
    };
  }),

  authed(bulletinApi.flightChangeNoticeConfirm, ({ body, account }) => {
    const noticeIds = requireIds(body.noticeIds, '请选择要确认的航变通知');
    const state = getState();
    const own = visibleNotices(state.flightChangeNotices, state.accounts, account);
    const notices = requireOwn(noticeIds, own, (notice) => notice.noticeId, 'NOTICE_NOT_FOUND');
    const now = toGatewayIso(clock.nowMs());
    const pending = [...new Set(notices)].filter((notice) => !notice.confirmed);
    for (const notice of pending) {
      notice.confirmed = true;
      notice.confirmTime = now;
      notice.confirmedBy = account.displayName;
    }
    return { confirmedCount: pending.length };
  }),
];
