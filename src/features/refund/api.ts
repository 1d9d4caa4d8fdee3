import { RefundState } from '@/domain/refund';
import { call, refundApi, type RequestOptions, type TeamRefundQuery } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { gatewayDayjs } from '@/lib/dates';
import { writeWorkbook } from '@/lib/excel';
import { defineList } from '@/lib/list-kit';
import { dateRangeFilter, enumFilter, textFilter, type ListParams } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { KEY_ROOTS, rootKey } from '@/lib/query-keys';
import { refundSheet } from './refund-export';

/*
 * Team refund applications (团队退票): the list, one application, withdraw and export. Every read sits
 * under the team refund root; a withdrawal also changes the order (its log, what it allows), so it
 * reloads the orders too.
 */

const upper = (text: string) => text.toUpperCase();

/** The tabs' "every state" is no state at all for the gateway. */
const ALL = 'ALL';
export const REFUND_TABS = [{ value: ALL, label: '全部' }, ...RefundState.options] as const;

/** /agent/orderCenter/refund */
export const teamRefundList = defineList({
  entity: KEY_ROOTS.teamRefund,
  endpoint: refundApi.list,
  listKey: 'refundList',
  filters: {
    reviewId: textFilter({ label: '退票单号', placeholder: '如 TR10000001', normalize: upper, maxLength: 10, width: 150 }),
    orderNo: textFilter({ label: '订单号', placeholder: '如 TO100101', normalize: upper, maxLength: 8, width: 140 }),
    passengerName: textFilter({ label: '旅客姓名', placeholder: '姓名', maxLength: 30, width: 120 }),
    applyDates: dateRangeFilter('applyDateStart', 'applyDateEnd', { label: '申请日期' }),
    // Shown as the state tabs above the table, not in the bar.
    state: enumFilter(RefundState),
  },
  request: (params) => params,
  extra: (res) => ({ stateCounts: res.stateCounts }),
  formId: 'team-refund-filter',
});
export type TeamRefundListParams = ListParams<typeof teamRefundList.filters>;

/** /agent/orderCenter/refund/{reviewId} */
export const teamRefundDetail = defineDetail({
  entity: KEY_ROOTS.teamRefund,
  endpoint: refundApi.detail,
  param: 'reviewId',
  request: (reviewId) => ({ reviewId }),
  select: (res) => res.refund,
  isValidId: (reviewId) => /^TR\d{8}$/.test(reviewId),
});

/** Changes the application and its order. */
export const withdrawRefund = defineWrite({ endpoint: refundApi.withdraw, invalidates: [rootKey('teamRefund'), rootKey('order')] });

/** Every application of the filter into an .xlsx (the gateway caps the count and says when it did). */
export const exportRefunds = defineWrite({
  write: async (params: TeamRefundListParams, options: RequestOptions) => {
    const { currentPage: _page, perSize: _size, ...filters } = params;
    const { refundList, truncated } = await call(refundApi.export, filters satisfies TeamRefundQuery, options);
    await writeWorkbook(`团队退票_${gatewayDayjs().format('YYYYMMDD_HHmm')}.xlsx`, [refundSheet(refundList)]);
    return { count: refundList.length, truncated };
  },
});
