import { formatDateTime } from '@/domain/format';
import { RefundKind, RefundState } from '@/domain/refund';
import type { TeamRefundSummary } from '@/lib/gateway';
import { fenToYuan, sheetFromColumns, type ExportColumn, type SheetSpec } from '@/lib/excel';

const COLUMNS: ExportColumn<TeamRefundSummary>[] = [
  { header: '退票单号', key: 'reviewId', value: (refund) => refund.reviewId },
  { header: '订单号', key: 'orderNo', value: (refund) => refund.orderNo },
  { header: '团队名称', key: 'groupName', width: 24, value: (refund) => refund.groupName },
  { header: '退票类型', key: 'kind', value: (refund) => RefundKind.label(refund.kind) },
  { header: '旅客', key: 'passengers', width: 30, value: (refund) => refund.passengerNames.join('、') },
  { header: '客票张数', key: 'ticketCount', value: (refund) => refund.ticketCount },
  { header: '退票费（元）', key: 'fee', value: (refund) => fenToYuan(refund.fee) },
  { header: '应退金额（元）', key: 'amount', value: (refund) => fenToYuan(refund.amount) },
  { header: '状态', key: 'state', value: (refund) => RefundState.label(refund.state) },
  { header: '申请人', key: 'appliedBy', value: (refund) => refund.appliedBy },
  { header: '申请时间', key: 'applyTime', width: 18, value: (refund) => formatDateTime(refund.applyTime) },
  { header: '完成时间', key: 'finishTime', width: 18, value: (refund) => (refund.finishTime ? formatDateTime(refund.finishTime) : '') },
  { header: '未通过原因', key: 'failReason', width: 24, value: (refund) => refund.failReason ?? '' },
];

/** The export's one sheet: a row per application, labels in Chinese, money in yuan. */
export function refundSheet(refunds: readonly TeamRefundSummary[]): SheetSpec {
  return sheetFromColumns('团队退票', COLUMNS, refunds);
}
