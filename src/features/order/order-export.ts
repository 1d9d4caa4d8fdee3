import { formatDateTime } from '@/domain/format';
import { MilestoneKind, MilestoneStage, OrderChannel, OrderStatus } from '@/domain/order';
import type { OrderSummary } from '@/lib/gateway';
import { fenToYuan, sheetFromColumns, type ExportColumn, type SheetSpec } from '@/lib/excel';

const COLUMNS: ExportColumn<OrderSummary>[] = [
  { header: '订单号', key: 'orderNo', value: (order) => order.orderNo },
  { header: '订单状态', key: 'status', value: (order) => OrderStatus.label(order.status) },
  { header: '渠道', key: 'channel', value: (order) => OrderChannel.label(order.channel) },
  { header: '团队名称', key: 'groupName', width: 24, value: (order) => order.groupName },
  { header: '航线', key: 'route', value: (order) => order.route },
  { header: '航班号', key: 'flightNo', value: (order) => order.flightNo },
  { header: '航班日期', key: 'flightDate', value: (order) => order.flightDate },
  { header: '占座人数', key: 'groupCount', value: (order) => order.groupCount },
  { header: '婴儿', key: 'infantCount', value: (order) => order.infantCount },
  { header: '已录名单', key: 'namedCount', value: (order) => order.namedCount },
  { header: '订单金额（元）', key: 'totalAmount', value: (order) => fenToYuan(order.totalAmount) },
  { header: '已付金额（元）', key: 'paidAmount', value: (order) => fenToYuan(order.paidAmount) },
  { header: '定金状态', key: 'depositStatus', value: (order) => MilestoneStage.label(order.depositStatus) },
  { header: '付款状态', key: 'processStatus', value: (order) => MilestoneStage.label(order.processStatus) },
  { header: '下一付款节点', key: 'nextMilestone', value: (order) => (order.nextMilestone ? MilestoneKind.label(order.nextMilestone) : '') },
  {
    header: '节点截止时间',
    key: 'nextDeadline',
    width: 18,
    value: (order) => (order.nextDeadline ? formatDateTime(order.nextDeadline) : ''),
  },
  { header: '名单截止时间', key: 'nameDeadline', width: 18, value: (order) => formatDateTime(order.nameDeadline) },
  { header: 'PNR', key: 'pnr', value: (order) => order.pnr },
  { header: '预订人', key: 'bookedBy', value: (order) => order.bookedBy },
  { header: '预订时间', key: 'createTime', width: 18, value: (order) => formatDateTime(order.createTime) },
];

/** The export's one sheet: a row per order, labels in Chinese, money in yuan. */
export function exportSheet(orders: readonly OrderSummary[]): SheetSpec {
  return sheetFromColumns('团队订单', COLUMNS, orders);
}
