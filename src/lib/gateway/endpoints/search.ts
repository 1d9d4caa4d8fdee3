import type { DueKind } from '@/domain/due';
import type { SearchKind, SearchScreen, SearchTab } from '@/domain/search';
import { endpointsOf, type Count, type DateTimeText, type PageRequest, type PageResponse } from '../envelope';

const endpoint = endpointsOf('search');

/*
 * One search across every channel (docs/decisions.md "One search box"): the agency's orders of every
 * kind, their passengers and tickets, series, bid and ancillary orders, refunds and schedule changes,
 * found by a number (order, PNR, ticket, refund, flight), a name (passenger, contact, group; also by
 * pinyin and initials), the last 4 characters of an ID number, a phone or a date.
 *
 * No authCode: the call serves both areas and every role, and each channel answers only when the caller
 * holds the function that opens it (团队订单 for team orders and their passengers, 散客订单, 我的订单,
 * 系列团订单, 竞价订单, 团队退票 / 散客退票, 航班变动提醒). A caller holding none of them finds nothing;
 * a refused call would tell a staff member nothing more.
 */

/** Where a hit opens: the screen and its record, and in an order the tab and the row. */
export interface SearchTarget {
  screen: SearchScreen;
  /** The record's number on that screen (order, series, bid order, refund application). */
  no: string;
  tab?: SearchTab;
  /** The passenger row to bring into view and focus (the name list). */
  passengerId?: string;
  /** The ticket to point at (客票). */
  ticketNo?: string;
}

/** What falls due next for the hit's order or record: the due list's own item (待办). */
export interface SearchDue {
  kind: DueKind;
  what: string;
  deadline: DateTimeText;
}

/** One thing found. */
export interface SearchHit {
  /** Stable while the record stands ('PASSENGER:TO100143:P017'): the list's key. */
  hitId: string;
  kind: SearchKind;
  /** The line the agent recognises: the person's name, the group's, the refund application's number. */
  title: string;
  /** The record's own number (order, series, bid order, ancillary order, refund application, notice). */
  no: string;
  /** The order it belongs to, when it is not the order itself. */
  orderNo?: string;
  /** The record's state, its code and its words (已出票, 待审核). */
  status: string;
  statusText: string;
  /** A passenger's place in the order's name list: 17 of 143. */
  place?: { index: Count; count: Count };
  /** What else identifies it, already masked: the group, the flight, the ID number, the phone. */
  details: string[];
  /** The field that matched, in words ('票号 880-2460000884', '拼音首字母'). */
  matched: string;
  /** The soonest item of the due list for it, when something falls due. */
  due?: SearchDue;
  target: SearchTarget;
}

export interface SearchRequest extends PageRequest {
  /**
   * The words typed: every word must match (a name and a date, a flight and a day).
   * @pattern \S
   */
  text: string;
}

export type SearchResponse = PageResponse<'hits', SearchHit> & {
  /** Hits by kind over the whole answer (not only this page). */
  kindCounts: { kind: SearchKind; count: Count }[];
};

export const searchApi = {
  /** @summary 全局搜索：按订单号、PNR、票号、旅客姓名（含拼音）、证件号后四位、电话、团名、航班号或日期查找本机构的记录 */
  search: endpoint<SearchRequest, SearchResponse>('/search'),
};
