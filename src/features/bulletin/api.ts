import { bulletinApi } from '@/lib/gateway';
import { BulletinCategory } from '@/domain/bulletin';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { booleanFilter, dateRangeFilter, enumFilter, textFilter, type ListParams } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';

/** /new: bulletins, searchable by title and category. */
export const newsList = defineList({
  entity: 'bulletin',
  endpoint: bulletinApi.query,
  listKey: 'bulletinList',
  filters: { title: textFilter(), category: enumFilter(BulletinCategory) },
  request: (params) => params,
  formId: 'news-filter',
});
export type NewsListParams = ListParams<typeof newsList.filters>;

/** /new/{prodNo}: one bulletin (same key root as the list). */
export const newsDetail = defineDetail({
  entity: 'bulletin',
  endpoint: bulletinApi.detail,
  param: 'prodNo',
  request: (prodNo) => ({ prodNo }),
  select: (res) => res.bulletin,
});

/** /airline-change-notice: schedule changes touching the user's orders. */
export const flightChangeNoticeList = defineList({
  entity: 'flightChangeNotice',
  endpoint: bulletinApi.flightChangeNoticeQuery,
  listKey: 'noticeList',
  filters: {
    flightNo: textFilter({ normalize: (text) => text.toUpperCase() }),
    flightDates: dateRangeFilter('flightDateStart', 'flightDateEnd'),
    confirmed: booleanFilter(),
  },
  request: (params) => params,
  extra: (res) => ({ unconfirmedCount: res.unconfirmedCount }),
  formId: 'flight-change-filter',
});
export type FlightChangeNoticeListParams = ListParams<typeof flightChangeNoticeList.filters>;

/** Marks reminders as seen; every reminder list (screen, home card, header bell) reloads. */
export const confirmFlightChangeNotices = defineWrite({
  endpoint: bulletinApi.flightChangeNoticeConfirm,
  invalidates: [flightChangeNoticeList.keys.all],
});
