import { formatDateTime } from '@/domain/format';
import { OrderStatus } from '@/domain/order';
import { RefundKind, RefundState } from '@/domain/refund';
import type { ScatteredOrderSummary, ScatteredRefundSummary } from '@/lib/gateway';
import { fenToYuan, sheetFromColumns, type ExportColumn, type SheetSpec } from '@/lib/excel';

const ORDER_COLUMNS: ExportColumn<ScatteredOrderSummary>[] = [
  { header: '订单号', key: 'orderNo', value: (order) => order.orderNo },
  { header: 'PNR', key: 'pnr', value: (order) => order.pnr },
  { header: '旅客', key: 'passengers', width: 30, value: (order) => order.passengerNames.join('、') },
  { header: '航程', key: 'route', value: (order) => order.route },
  { header: '航班', key: 'flightNo', value: (order) => order.flightNo },
  { header: '航班日期', key: 'flightDate', value: (order) => order.flightDate },
  { header: '订单金额（元）', key: 'totalAmount', value: (order) => fenToYuan(order.totalAmount) },
  { header: '状态', key: 'status', value: (order) => OrderStatus.label(order.status) },
  { header: '改期自', key: 'exchangedFrom', value: (order) => order.exchangedFrom ?? '' },
  { header: '预订人', key: 'bookedBy', value: (order) => order.bookedBy },
  { header: '预订时间', key: 'createTime', width: 18, value: (order) => formatDateTime(order.createTime) },
];

const REFUND_COLUMNS: ExportColumn<ScatteredRefundSummary>[] = [
  { header: '退票单号', key: 'rfdReqSeq', value: (refund) => refund.rfdReqSeq },
  { header: '订单号', key: 'orderNo', value: (refund) => refund.orderNo },
  { header: 'PNR', key: 'pnr', value: (refund) => refund.pnr },
  { header: '退票类型', key: 'kind', value: (refund) => RefundKind.label(refund.kind) },
  { header: '旅客', key: 'passengers', width: 30, value: (refund) => refund.passengerNames.join('、') },
  { header: '客票张数', key: 'ticketCount', value: (refund) => refund.ticketCount },
  { header: '退票费（元）', key: 'fee', value: (refund) => fenToYuan(refund.fee) },
  { header: '应退金额（元）', key: 'amount', value: (refund) => fenToYuan(refund.amount) },
  { header: '状态', key: 'state', value: (refund) => (refund.supplementAsked ? '待补充材料' : RefundState.label(refund.state)) },
  { header: '申请人', key: 'appliedBy', value: (refund) => refund.appliedBy },
  { header: '申请时间', key: 'applyTime', width: 18, value: (refund) => formatDateTime(refund.applyTime) },
  { header: '完成时间', key: 'finishTime', width: 18, value: (refund) => (refund.finishTime ? formatDateTime(refund.finishTime) : '') },
];

/** The order export's one sheet: a row per order, labels in Chinese, money in yuan. */
export const orderSheet = (orders: readonly ScatteredOrderSummary[]): SheetSpec => sheetFromColumns('散客订单', ORDER_COLUMNS, orders);

export const refundSheet = (refunds: readonly ScatteredRefundSummary[]): SheetSpec => sheetFromColumns('散客退票', REFUND_COLUMNS, refunds);
