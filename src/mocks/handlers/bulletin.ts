import { AUTH } from '@/config/auth-codes';
import { BulletinCategory } from '@/domain/bulletin';
import {
  bulletinApi,
  type BulletinDetail,
  type BulletinSummary,
  type FlightChangeNotice,
} from '@/lib/gateway/endpoints';
import { clock } from '../clock';
import {
  handle,
  invalidParam,
  optionalBoolean,
  optionalDate,
  optionalEnum,
  optionalText,
  paginate,
  refuse,
  requirePage,
  requireText,
} from '../gateway';
import { treeHasFunction } from '../menu-tree';
import type { AccountRecord, FlightChangeNoticeRecord } from '../state';
import { getState } from '../store';
import { toGatewayIso } from '../time-format';

/** Bulletins (news) and flight-change notices. */

const newestFirst = (a: { publishTime: string }, b: { publishTime: string }) =>
  Date.parse(b.publishTime) - Date.parse(a.publishTime);

function toSummary(bulletin: BulletinDetail): BulletinSummary {
  const { prodNo, title, category, publishTime, top, summary } = bulletin;
  return { prodNo, title, category, publishTime, top, summary };
}

function toNotice(record: FlightChangeNoticeRecord): FlightChangeNotice {
  const { ownerAccountId: _owner, ...notice } = record;
  return notice;
}

/** Whose notices the caller sees: a staff sub-account sees its agency's. */
function noticeOwnerId(account: AccountRecord): string {
  if (!account.parentAccount) return account.accountId;
  const parent = getState().accounts.find((candidate) => candidate.userName === account.parentAccount);
  return parent?.accountId ?? account.accountId;
}

function requireFunction(account: AccountRecord, code: string): void {
  if (!treeHasFunction(account.menu, code)) throw refuse('PERMISSION_DENIED');
}

export const bulletinHandlers = [
  handle(
    bulletinApi.query,
    ({ body }) => {
      const page = requirePage(body);
      const title = optionalText(body.title, '标题')?.toLowerCase();
      const category = optionalEnum(body.category, BulletinCategory.values, '公告类别');
      const matches = getState()
        .bulletins.filter((bulletin) => title === undefined || bulletin.title.toLowerCase().includes(title))
        .filter((bulletin) => category === undefined || bulletin.category === category)
        .sort((a, b) => Number(b.top) - Number(a.top) || newestFirst(a, b))
        .map(toSummary);
      return paginate('bulletinList', matches, page);
    },
    { auth: true },
  ),

  handle(
    bulletinApi.detail,
    ({ body }) => {
      const prodNo = requireText(body.prodNo, '公告编号').trim();
      const bulletin = getState().bulletins.find((candidate) => candidate.prodNo === prodNo);
      if (!bulletin) throw refuse('BULLETIN_NOT_FOUND');
      return { bulletin: { ...bulletin } };
    },
    { auth: true },
  ),

  handle(
    bulletinApi.flightChangeNoticeQuery,
    ({ body, account }) => {
      requireFunction(account, AUTH.FLIGHT_CHANGE_NOTICE);
      const page = requirePage(body);
      const flightNo = optionalText(body.flightNo, '航班号')?.toUpperCase();
      const from = optionalDate(body.flightDateStart, '航班开始日期');
      const to = optionalDate(body.flightDateEnd, '航班结束日期');
      if (from !== undefined && to !== undefined && from > to) throw invalidParam('航班开始日期不能晚于结束日期');
      const confirmed = optionalBoolean(body.confirmed, '是否已确认');
      const ownerId = noticeOwnerId(account);
      const own = getState().flightChangeNotices.filter((notice) => notice.ownerAccountId === ownerId);
      const matches = own
        .filter((notice) => flightNo === undefined || notice.flightNo.includes(flightNo))
        .filter((notice) => from === undefined || notice.flightDate >= from)
        .filter((notice) => to === undefined || notice.flightDate <= to)
        .filter((notice) => confirmed === undefined || notice.confirmed === confirmed)
        .sort(newestFirst)
        .map(toNotice);
      return {
        ...paginate('noticeList', matches, page),
        unconfirmedCount: own.filter((notice) => !notice.confirmed).length,
      };
    },
    { auth: true },
  ),

  handle(
    bulletinApi.flightChangeNoticeConfirm,
    ({ body, account }) => {
      const { noticeIds } = body;
      if (!Array.isArray(noticeIds) || noticeIds.length === 0 || !noticeIds.every((id) => typeof id === 'string')) {
        throw invalidParam('请选择要确认的航变通知');
      }
      requireFunction(account, AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM);
      const ownerId = noticeOwnerId(account);
      // All or nothing: every id must be the caller's before any is confirmed.
      const notices = noticeIds.map((id) => {
        const notice = getState().flightChangeNotices.find((candidate) => candidate.noticeId === id && candidate.ownerAccountId === ownerId);
        if (!notice) throw refuse('NOTICE_NOT_FOUND');
        return notice;
      });
      const now = toGatewayIso(clock.nowMs());
      const pending = [...new Set(notices)].filter((notice) => !notice.confirmed);
      for (const notice of pending) {
        notice.confirmed = true;
        notice.confirmTime = now;
        notice.confirmedBy = account.displayName;
      }
      return { confirmedCount: pending.length };
    },
    { auth: true },
  ),
];
