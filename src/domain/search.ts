import { defineEnum, type EnumValue } from './enum';

/**
 * What one search across every channel finds (docs/decisions.md "One search box"): the kinds of record
 * the gateway's `/search` answers, in the order the box groups them. A passenger is a person's place in
 * an order (the name list's row); the other kinds are the records themselves.
 */
export const SearchKind = defineEnum({
  PASSENGER: { label: '旅客' },
  TEAM_ORDER: { label: '团队订单' },
  SERIES: { label: '系列团' },
  SCATTERED_ORDER: { label: '散客订单' },
  PERSONAL_ORDER: { label: '个人订单' },
  BID_ORDER: { label: '竞价订单' },
  ANCILLARY: { label: '附加服务单' },
  REFUND: { label: '退票' },
  SCHEDULE_CHANGE: { label: '航班变动' },
});
export type SearchKind = EnumValue<typeof SearchKind>;

/** The screen a hit opens; the number names the record there. */
export const SearchScreen = defineEnum({
  TEAM_ORDER: { label: '团队订单详情' },
  SERIES: { label: '系列团详情' },
  SCATTERED_ORDER: { label: '散客订单详情' },
  PERSONAL_ORDER: { label: '订单详情' },
  BID_ORDER: { label: '竞价订单详情' },
  TEAM_REFUND: { label: '退票申请详情' },
  SCATTERED_REFUND: { label: '散客退票详情' },
  FLIGHT_CHANGE: { label: '航班变动提醒' },
});
export type SearchScreen = EnumValue<typeof SearchScreen>;

/** The part of an order's page a hit opens at. */
export type SearchTab = 'passengers' | 'tickets' | 'ancillary';

/** What the box sends: at most this many characters (a name, a number, a few words). */
export const SEARCH_TEXT_MAX = 50;
