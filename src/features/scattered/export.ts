import { formatDateTime } from '@/domain/format';
import { OrderStatus } from '@/domain/order';
import type { ScatteredOrderSummary } from '@/lib/gateway';
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

/** The order export's one sheet: a row per order, labels in Chinese, money in yuan. */
export const orderSheet = (orders: readonly ScatteredOrderSummary[]): SheetSpec => sheetFromColumns('散客订单', ORDER_COLUMNS, orders);
