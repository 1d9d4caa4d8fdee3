import { bulletinApi, scheduleChangeApi } from '@/lib/gateway';
import { BulletinCategory, ScheduleChangeStatus } from '@/domain/bulletin';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { booleanFilter, enumFilter, flightDatesFilter, textFilter, upperCase, type ListParams } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';

/** /new: bulletins, searchable by title and category. */
export const newsList = defineList({
  entity: KEY_ROOTS.bulletin,
  endpoint: bulletinApi.query,
  listKey: 'bulletinList',
  filters: {
    title: textFilter({ label: '标题', placeholder: '输入标题关键字', maxLength: 50, width: 240 }),
    category: enumFilter(BulletinCategory, { label: '类别', placeholder: '全部类别', width: 160 }),
  },
  formId: 'news-filter',
});
export type NewsListParams = ListParams<typeof newsList.filters>;

/** /new/{prodNo}: one bulletin (same key root as the list). */
export const newsDetail = defineDetail({
  entity: KEY_ROOTS.bulletin,
  endpoint: bulletinApi.detail,
  param: 'prodNo',
  select: (res) => res.bulletin,
});

/** /airline-change-notice: schedule changes touching the user's orders. */
export const flightChangeNoticeList = defineList({
  entity: KEY_ROOTS.flightChangeNotice,
  endpoint: bulletinApi.flightChangeNoticeQuery,
  listKey: 'noticeList',
  filters: {
    flightNo: textFilter({
      normalize: upperCase,
      label: '航班号',
      placeholder: '如 XY5101',
      maxLength: 6,
      width: 140,
      pattern: { regex: /^[A-Za-z0-9]{2}\d{1,4}$/, message: '航班号格式如 XY5101' },
    }),
    flightDates: flightDatesFilter(),
    confirmed: booleanFilter({ label: '状态', yes: '已确认', no: '未确认', width: 120 }),
    orderStatus: enumFilter(ScheduleChangeStatus, { label: '订单处理', placeholder: '全部', width: 130 }),
  },
  extra: (res) => ({ unconfirmedCount: res.unconfirmedCount, pendingOrderCount: res.pendingOrderCount }),
  formId: 'flight-change-filter',
});
export type FlightChangeNoticeListParams = ListParams<typeof flightChangeNoticeList.filters>;

/** Marks reminders as seen; every reminder list (screen, home card, header bell) reloads. */
export const confirmFlightChangeNotices = defineWrite({
  endpoint: bulletinApi.flightChangeNoticeConfirm,
  invalidates: [flightChangeNoticeList.keys.all],
});

/** Accepts the schedule changes of several orders at once (the queue's 批量接受); one result per order. */
export const batchAcceptScheduleChanges = defineWrite({
  endpoint: scheduleChangeApi.batchAccept,
  invalidates: [flightChangeNoticeList.keys.all, rootKey('order'), rootKey('personalOrder'), rootKey('scatteredOrder')],
});
