import { queryOptions } from '@tanstack/react-query';
import { href, ROUTES } from '@/config/routes';
import { formatDateTime } from '@/domain/format';
import { SearchKind } from '@/domain/search';
import { call, searchApi, type SearchHit, type SearchTarget } from '@/lib/gateway';
import { DRAFT_PREFIX, sessionStore } from '@/lib/storage';

/** Hits the box asks for at once: the answer's first page (the counts by kind cover the rest). */
export const SEARCH_PAGE_SIZE = 30;
/** Typing pauses this long before the gateway is asked: each pause's answer shows within 150 ms of the last key. */
export const SEARCH_DEBOUNCE_MS = 70;

/**
 * The search's read, keyed by the text: an answer to an older text lands under its own key, so it never
 * replaces the newer one on screen. A failure shows in the box, not as a toast for every keystroke.
 */
export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) => call(searchApi.search, { text, currentPage: 1, perSize: SEARCH_PAGE_SIZE }, { signal, hideError: true }),
    staleTime: 15_000,
  });

/** The address a hit opens: the record's screen, at the tab and row it names. */
export function targetHref(target: SearchTarget): string {
  const search = new URLSearchParams();
  if (target.tab) search.set('tab', target.tab);
  if (target.passengerId) search.set('passenger', target.passengerId);
  if (target.ticketNo) search.set('ticket', target.ticketNo);
  const query = search.toString() ? `?${search.toString()}` : '';
  switch (target.screen) {
    case 'TEAM_ORDER':
      return href('teamOrderDetail', { orderNo: target.no }) + query;
    case 'SCATTERED_ORDER':
      return href('scatteredOrderDetail', { orderNo: target.no }) + query;
    case 'PERSONAL_ORDER':
      return href('normalOrderDetail', { orderNo: target.no }) + query;
    case 'SERIES':
      return href('seriesDetail', { seriesNo: target.no });
    case 'BID_ORDER':
      return href('bidOrderDetail', { ancilOrderNo: target.no });
    case 'TEAM_REFUND':
      return href('teamRefundDetail', { reviewId: target.no });
    case 'SCATTERED_REFUND':
      return href('scatteredRefundDetail', { rfdReqSeq: target.no });
    case 'FLIGHT_CHANGE':
      return ROUTES.flightChangeNotices.path;
  }
}

/** The row's first line: '张伟 · TO100143 · 旅客 17/143 · 已出票'. */
export function hitLine(hit: SearchHit): string {
  const parts =
    hit.kind === 'PASSENGER' ? [hit.title, hit.no, hit.place ? `旅客 ${hit.place.index}/${hit.place.count}` : ''] : [hit.no, hit.title];
  return [...parts, hit.statusText].filter(Boolean).join(' · ');
}

/** The row's second line: what else identifies it, and the deadline the due list names for it. */
export function hitDetails(hit: SearchHit): string {
  const due = hit.due ? [`${hit.due.what} 截止 ${formatDateTime(hit.due.deadline)}`] : [];
  return [...hit.details.filter(Boolean), ...due].join(' · ');
}

/** What the box remembers of a hit opened (the tab's session: it names people). */
export interface RecentItem {
  hitId: string;
  kind: SearchKind;
  line: string;
  to: string;
}

const RECENT_MAX = 8;
// Under the drafts' prefix: logout clears them with the drafts, so the next person at the PC finds none.
const recentKey = (account: string) => `${DRAFT_PREFIX}search-recent:${account}`;

export function readRecent(account: string): RecentItem[] {
  const items = sessionStore.get<RecentItem[]>(recentKey(account));
  return Array.isArray(items) ? items.filter((item) => typeof item?.to === 'string' && SearchKind.is(item.kind)) : [];
}

export function rememberRecent(account: string, item: RecentItem): void {
  sessionStore.set(recentKey(account), [item, ...readRecent(account).filter((known) => known.hitId !== item.hitId)].slice(0, RECENT_MAX));
}
