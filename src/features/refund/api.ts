import { RefundStage } from '@/domain/refund';
import { call, refundApi, scatteredRefundApi, type RefundQuery, type RefundSummary, type RequestOptions } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { gatewayDayjs } from '@/lib/dates';
import { writeWorkbook } from '@/lib/excel';
import { defineList } from '@/lib/list-kit';
import {
  applyDatesFilter,
  enumFilter,
  orderNoFilter,
  passengerNameFilter,
  textFilter,
  ticketNoFilter,
  upperCase,
  type ListParams,
} from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { KEY_ROOTS } from '@/lib/query-keys';
import type { RefundMenu } from '@/components/refund/menus';
import { refundSheet } from './refund-export';

/*
 * The reads of the one refund entity's two menus: 团队退票 (team orders' 退票申请) and 散客退票 (scattered
 * orders' 退票单). The lists differ only in their filters (a team's group, a scattered ticket number);
 * the tabs are the stages the gateway counts. The writes are the menus' (components/refund/menus.ts).
 */

/** The tabs' "every stage" is no stage at all for the gateway. */
export const REFUND_TABS = [{ value: 'ALL', label: '全部' }, ...RefundStage.options] as const;

const common = {
  orderNo: orderNoFilter({ placeholder: '订单号', width: 130 }),
  passengerName: passengerNameFilter(),
};
const tail = {
  applyDates: applyDatesFilter(),
  // Shown as the stage tabs above the table, not in the bar.
  stage: enumFilter(RefundStage),
};

/** /agent/orderCenter/refund */
export const teamRefundList = defineList({
  entity: KEY_ROOTS.teamRefund,
  endpoint: refundApi.list,
  listKey: 'refundList',
  filters: {
    reviewId: textFilter({ label: '退票单号', placeholder: '如 TR10000001', normalize: upperCase, maxLength: 10, width: 150 }),
    ...common,
    ...tail,
  },
  extra: (res) => ({ stageCounts: res.stageCounts }),
  formId: 'team-refund-filter',
});
type TeamRefundListParams = ListParams<typeof teamRefundList.filters>;

/** /agent/orderCenter/scattered-refund */
export const scatteredRefundList = defineList({
  entity: KEY_ROOTS.scatteredRefund,
  endpoint: scatteredRefundApi.refundList,
  listKey: 'refundList',
  filters: {
    rfdReqSeq: textFilter({ label: '退票单号', placeholder: '如 RFD30000001', normalize: upperCase, maxLength: 11, width: 150 }),
    ...common,
    ticketNo: ticketNoFilter(),
    ...tail,
  },
  extra: (res) => ({ stageCounts: res.stageCounts }),
  formId: 'scattered-refund-filter',
});
type ScatteredRefundListParams = ListParams<typeof scatteredRefundList.filters>;

/** /agent/orderCenter/refund/{reviewId} */
export const teamRefundDetail = defineDetail({
  entity: KEY_ROOTS.teamRefund,
  endpoint: refundApi.detail,
  param: 'reviewId',
  select: (res) => res.refund,
  idPattern: RECORD_NUMBER.teamRefund,
});

/** /agent/orderCenter/scattered-refund/{rfdReqSeq} */
export const scatteredRefundDetail = defineDetail({
  entity: KEY_ROOTS.scatteredRefund,
  endpoint: scatteredRefundApi.refundDetail,
  param: 'rfdReqSeq',
  select: (res) => res.refund,
  idPattern: RECORD_NUMBER.scatteredRefund,
});

/** Every application of the filter into an .xlsx (the gateway caps the count and says when it did). */
const exportOf = <P extends { currentPage?: number; perSize?: number }>(
  menu: RefundMenu,
  read: (
    filters: Omit<P, 'currentPage' | 'perSize'>,
    options: RequestOptions,
  ) => Promise<{ refundList: RefundSummary[]; truncated: boolean }>,
) =>
  defineWrite({
    write: async (params: P, options: RequestOptions) => {
      const { currentPage: _page, perSize: _size, ...filters } = params;
      const { refundList, truncated } = await read(filters, options);
      await writeWorkbook(`${menu.name}_${gatewayDayjs().format('YYYYMMDD_HHmm')}.xlsx`, [refundSheet(menu, refundList)]);
      return { count: refundList.length, truncated };
    },
  });

export const exportTeamRefunds = (menu: RefundMenu) =>
  exportOf<TeamRefundListParams>(menu, (filters, options) => call(refundApi.export, filters satisfies RefundQuery, options));
export const exportScatteredRefunds = (menu: RefundMenu) =>
  exportOf<ScatteredRefundListParams>(menu, (filters, options) =>
    call(scatteredRefundApi.refundExport, filters satisfies RefundQuery, options),
  );
