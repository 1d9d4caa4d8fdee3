import { formatDateTime } from '@/domain/format';
import { RefundReview, RefundState } from '@/domain/refund';
import type { RefundSummary } from '@/lib/gateway';
import { fenToYuan, sheetFromColumns, type ExportColumn, type SheetSpec } from '@/lib/excel';
import type { RefundMenu } from '@/components/refund/menus';

const columns = (menu: RefundMenu): ExportColumn<RefundSummary>[] => [
  { header: '退票单号', key: 'refundId', value: (refund) => refund.refundId },
  { header: '订单号', key: 'orderNo', value: (refund) => refund.orderNo },
  { header: '团队名称', key: 'groupName', width: 24, value: (refund) => refund.groupName },
  { header: 'PNR', key: 'pnr', value: (refund) => refund.pnr },
  { header: '退票类型', key: 'kind', value: (refund) => menu.kindLabel(refund.kind) },
  { header: '旅客', key: 'passengers', width: 30, value: (refund) => refund.passengerNames.join('、') },
  { header: '客票张数', key: 'ticketCount', value: (refund) => refund.ticketCount },
  { header: '退票费（元）', key: 'fee', value: (refund) => fenToYuan(refund.fee) },
  { header: '应退金额（元）', key: 'amount', value: (refund) => fenToYuan(refund.amount) },
  { header: '审核状态', key: 'reviewState', value: (refund) => RefundReview.label(refund.reviewState) },
  { header: '退款状态', key: 'moneyState', value: (refund) => (refund.moneyState ? RefundState.label(refund.moneyState) : '') },
  { header: '申请人', key: 'appliedBy', value: (refund) => refund.appliedBy },
  { header: '申请时间', key: 'applyTime', width: 18, value: (refund) => formatDateTime(refund.applyTime) },
  { header: '审核时间', key: 'reviewTime', width: 18, value: (refund) => (refund.reviewTime ? formatDateTime(refund.reviewTime) : '') },
  { header: '完成时间', key: 'finishTime', width: 18, value: (refund) => (refund.finishTime ? formatDateTime(refund.finishTime) : '') },
  { header: '未通过原因', key: 'failReason', width: 24, value: (refund) => refund.failReason ?? '' },
];

/** The export's one sheet, for either menu: a row per application, labels in Chinese, money in yuan. */
export function refundSheet(menu: RefundMenu, refunds: readonly RefundSummary[]): SheetSpec {
  return sheetFromColumns(menu.name, columns(menu), refunds);
}
